import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nKey } from '@/shared/i18n/keys';
import { promptInstall, useInstallPrompt } from '@/shared/lib/pwa';
import { toast } from '@/shared/lib/toast';
import { CheckIcon, CloseIcon, DownloadIcon } from '@/shared/ui/icons';
import { PhoneArt, type ArtScene } from './download-art';
import { detectInstallPlatform, needsWebClipProfile, parseIosVersion } from './install-platform';

export interface Step {
  textKey: I18nKey;
  scene: ArtScene;
}

/** Numbered steps, each with its phone illustration. */
export function StepList({ steps, label }: { steps: readonly Step[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ol className="dl-steps" aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.textKey} className="dl-step">
          <PhoneArt scene={step.scene} />
          <div className="dl-step__body">
            <span className="dl-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <p className="dl-step__text">{t(step.textKey)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const IOS_STEPS: Step[] = [
  { textKey: 'download.guide.iosStep1', scene: 'ios-share' },
  { textKey: 'download.guide.iosStep2', scene: 'ios-add-home' },
  { textKey: 'download.guide.iosStep3', scene: 'ios-add-confirm' },
];
const PROFILE_STEPS: Step[] = [
  { textKey: 'download.guide.profileStep1', scene: 'profile-allow' },
  { textKey: 'download.guide.profileStep2', scene: 'ios-settings' },
  { textKey: 'download.guide.profileStep3', scene: 'ios-trust' },
];
const ANDROID_STEPS: Step[] = [
  { textKey: 'download.guide.androidStep1', scene: 'android-menu' },
  { textKey: 'download.guide.androidStep2', scene: 'android-menu' },
  { textKey: 'download.guide.androidStep3', scene: 'ios-install' },
];
const DESKTOP_STEPS: Step[] = [
  { textKey: 'download.guide.desktopStep1', scene: 'android-menu' },
  { textKey: 'download.guide.desktopStep2', scene: 'ios-install' },
];

export interface AddToHomeGuideProps {
  /** the MOBILECONFIG resource (iOS web-clip profile) */
  profileUrl?: string;
  /** hiding the guide notifies the parent, which decides what shows instead */
  onHide: () => void;
  /** the device's user agent (tests pass their own) */
  userAgent?: string;
  /** false inside a sheet whose own header titles the guide and whose Back hides it */
  showHeader?: boolean;
}

/**
 * Add to home screen, per device: iOS Safari gets Share -> Add to Home Screen, or the configuration profile
 * on iOS 12 below 12.2 and iOS 11 or lower; other iOS browsers are sent to Safari; Chromium uses its real
 * install prompt when it offers one, else its menu.
 */
export function AddToHomeGuide({
  profileUrl,
  onHide,
  userAgent = navigator.userAgent,
  showHeader = true,
}: AddToHomeGuideProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const platform = detectInstallPlatform(userAgent);
  const needsProfile = platform === 'ios-safari' && needsWebClipProfile(parseIosVersion(userAgent)) && !!profileUrl;
  const installEvent = useInstallPrompt((s) => s.event);
  const installed = useInstallPrompt((s) => s.installed);
  const [accepted, setAccepted] = useState(false);

  async function install() {
    if (await promptInstall()) setAccepted(true);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.origin + '/m/home');
      toast.success(t('download.guide.linkCopied'));
    } catch {
      /* clipboard refused: the address bar still has the link */
    }
  }

  let body;
  if (installed || accepted) {
    body = (
      <p className="dl-guide__done">
        <CheckIcon size="0.18rem" /> {t('download.guide.installed')}
      </p>
    );
  } else if (needsProfile) {
    body = (
      <>
        <p className="dl-guide__subtitle">{t('download.guide.profileTitle')}</p>
        <p className="dl-guide__text">{t('download.guide.profileText')}</p>
        <a className="btn btn--primary btn--block" href={profileUrl} download>
          <DownloadIcon size="0.18rem" />
          {t('download.guide.profileButton')}
        </a>
        <StepList steps={PROFILE_STEPS} label={t('download.stepsLabel')} />
      </>
    );
  } else if (platform === 'ios-safari') {
    body = <StepList steps={IOS_STEPS} label={t('download.stepsLabel')} />;
  } else if (platform === 'ios-other') {
    body = (
      <>
        <p className="dl-guide__text">{t('download.guide.iosOther')}</p>
        <button type="button" className="btn btn--secondary btn--block" onClick={() => void copyLink()}>
          {t('download.guide.copyLink')}
        </button>
      </>
    );
  } else if (installEvent) {
    body = (
      <>
        <p className="dl-guide__text">{t('download.guide.installText')}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={() => void install()}>
          <DownloadIcon size="0.18rem" />
          {t('download.guide.install')}
        </button>
      </>
    );
  } else {
    body = (
      <StepList steps={platform === 'android' ? ANDROID_STEPS : DESKTOP_STEPS} label={t('download.stepsLabel')} />
    );
  }

  return (
    <section
      className={showHeader ? 'dl-guide' : 'dl-guide dl-guide--bare'}
      aria-labelledby={showHeader ? titleId : undefined}
    >
      {showHeader ? (
        <div className="dl-guide__header">
          <div>
            <h2 id={titleId} className="dl-guide__title">
              {t('download.guide.title')}
            </h2>
            <p className="dl-guide__text">{t('download.guide.text')}</p>
          </div>
          <button type="button" className="icon-button" onClick={onHide} aria-label={t('download.guide.hide')}>
            <CloseIcon size="0.2rem" />
          </button>
        </div>
      ) : (
        <p className="dl-guide__text">{t('download.guide.text')}</p>
      )}
      {body}
    </section>
  );
}
