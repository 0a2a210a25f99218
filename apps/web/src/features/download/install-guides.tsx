import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '@/shared/ui/icons';
import { StepList, type Step } from './add-to-home-guide';
import { iosAppSupported, parseIosVersion } from './install-platform';
import { AppleIcon } from './platform-icons';
import { useDownloadLink } from './use-download-link';

const IOS_STEPS: Step[] = [
  { textKey: 'download.iosTutorial.step1', scene: 'ios-install' },
  { textKey: 'download.iosTutorial.step2', scene: 'home-screen' },
  { textKey: 'download.iosTutorial.step3', scene: 'ios-settings' },
  { textKey: 'download.iosTutorial.step4', scene: 'ios-trust' },
  { textKey: 'download.iosTutorial.step5', scene: 'open-app' },
];

const ANDROID_STEPS: Step[] = [
  { textKey: 'download.androidGuide.step1', scene: 'apk-download' },
  { textKey: 'download.androidGuide.step2', scene: 'apk-open' },
  { textKey: 'download.androidGuide.step3', scene: 'unknown-apps' },
  { textKey: 'download.androidGuide.step4', scene: 'open-app' },
];

/** The iOS tutorial: install, then trust the enterprise developer once. The app needs iOS 12.4 or later. */
export function IosTutorial({ iosUrl, userAgent = navigator.userAgent }: { iosUrl?: string; userAgent?: string }) {
  const { t } = useTranslation();
  const link = useDownloadLink(iosUrl);
  const version = parseIosVersion(userAgent);
  const supported = iosAppSupported(version);
  return (
    <div className="dl-tutorial">
      <p className="dl-tutorial__intro">{t('download.iosTutorial.intro')}</p>
      <p className="dl-requirement">{t('download.iosRequirement')}</p>
      {!supported && version ? (
        <p className="dl-warning" role="alert">
          {t('download.iosTooOld', { version: `${version.major}.${version.minor}` })}
        </p>
      ) : null}
      <StepList steps={IOS_STEPS} label={t('download.stepsLabel')} />
      {iosUrl && supported ? (
        <a
          className="btn btn--primary btn--lg btn--block dl-tutorial__cta"
          href={link.href}
          onClick={(e) => void link.onClick(e)}
          aria-busy={link.checking || undefined}
        >
          <AppleIcon />
          {link.checking ? t('download.checking') : t('download.iosTutorial.install')}
        </a>
      ) : null}
    </div>
  );
}

/** Android: the APK from us, then the browser's "install unknown apps" permission. */
export function AndroidGuide({ androidUrl }: { androidUrl?: string }) {
  const { t } = useTranslation();
  const link = useDownloadLink(androidUrl);
  return (
    <div className="dl-tutorial">
      <p className="dl-tutorial__intro">{t('download.androidGuide.intro')}</p>
      <StepList steps={ANDROID_STEPS} label={t('download.stepsLabel')} />
      {androidUrl ? (
        <a
          className="btn btn--primary btn--lg btn--block dl-tutorial__cta"
          href={link.href}
          onClick={(e) => void link.onClick(e)}
          aria-busy={link.checking || undefined}
        >
          <DownloadIcon size="0.2rem" />
          {link.checking ? t('download.checking') : t('download.android')}
        </a>
      ) : null}
    </div>
  );
}
