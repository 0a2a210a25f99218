import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getHref } from '@/shared/lib/paths';
import { useCanOfferDownload } from '@/shared/hooks/use-can-offer-download';
import { useDownloadStore } from '@/shared/stores/download-store';
import { CrownIcon, ShieldIcon, StarIcon } from '@/shared/ui/icons';
import { AddToHomeGuide } from './add-to-home-guide';
import { DownloadHero } from './download-hero';
import { DownloadSheet } from './download-sheet';
import { IosTutorial } from './install-guides';
import { useDownloadInfo } from './use-download-info';
import './download.css';

/** Hidden inside the native app or an installed web app (there is nothing to download). */
export function useDownloadAllowed(): boolean {
  const allowed = useCanOfferDownload();
  return allowed;
}

/**
 * "No download? Add to home screen": collapsed to an "Open instructions" button, which is hidden while the
 * download popup is open (two copies of the same guide would compete); the guide's Hide reports back here and collapses it.
 */
export function AddToHomeSection({ profileUrl }: { profileUrl?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const popupOpen = useDownloadStore((s) => s.popupOpen);
  if (open) return <AddToHomeGuide profileUrl={profileUrl} onHide={() => setOpen(false)} />;
  return (
    <div className="dl-a2hs">
      <p className="dl-a2hs__text">{t('download.orAddToHome')}</p>
      {popupOpen ? null : (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(true)}>
          {t('download.openInstructions')}
        </button>
      )}
    </div>
  );
}

function Features() {
  const { t } = useTranslation();
  const items = [
    { icon: StarIcon, key: 'download.features.fast' },
    { icon: ShieldIcon, key: 'download.features.secure' },
    { icon: CrownIcon, key: 'download.features.rewards' },
  ] as const;
  return (
    <ul className="dl-features" aria-label={t('download.features.label')}>
      {items.map(({ icon: Icon, key }) => (
        <li key={key} className="dl-feature">
          <span className="dl-feature__icon" aria-hidden="true">
            <Icon size="0.2rem" />
          </span>
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

export function DownloadScreen() {
  const { t } = useTranslation();
  const allowed = useDownloadAllowed();
  const info = useDownloadInfo();
  const [tutorial, setTutorial] = useState(false);
  if (!allowed) return <Navigate to={getHref('home')} replace />;
  return (
    <div className="dl-page">
      <section className="dl-card dl-card--hero">
        <DownloadHero info={info} onIos={() => setTutorial(true)} />
      </section>
      <Features />
      <AddToHomeSection profileUrl={info.profileUrl} />
      {tutorial ? (
        <DownloadSheet title={t('download.iosTutorial.title')} onClose={() => setTutorial(false)}>
          <IosTutorial iosUrl={info.iosUrl} />
        </DownloadSheet>
      ) : null}
    </div>
  );
}
