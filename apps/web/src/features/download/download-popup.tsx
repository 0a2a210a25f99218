import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getHref } from '@/shared/lib/paths';
import { useDownloadStore } from '@/shared/stores/download-store';
import { AddToHomeGuide } from './add-to-home-guide';
import { DownloadHero } from './download-hero';
import { DownloadSheet } from './download-sheet';
import { useDownloadAllowed } from './download-screen';
import { IosTutorial } from './install-guides';
import { useDownloadInfo } from './use-download-info';
import './download.css';

type View = 'main' | 'ios' | 'guide';

/**
 * The download popup, openable from any page (useDownloadStore().openPopup()). Inside the native app or an
 * installed web app it closes itself at once. A route change closes it, like the menus.
 */
export function DownloadPopup() {
  const { t } = useTranslation();
  const allowed = useDownloadAllowed();
  const close = useDownloadStore((s) => s.closePopup);
  const info = useDownloadInfo();
  const [view, setView] = useState<View>('main');
  const { key } = useLocation();
  const openedAt = useRef(key);

  useEffect(() => {
    if (!allowed || key !== openedAt.current) close();
  }, [allowed, key, close]);

  if (!allowed) return null;

  if (view === 'ios') {
    return (
      <DownloadSheet title={t('download.iosTutorial.title')} onClose={close} onBack={() => setView('main')}>
        <IosTutorial iosUrl={info.iosUrl} />
      </DownloadSheet>
    );
  }
  if (view === 'guide') {
    return (
      // Back is the guide's Hide here: it reports to this popup, which returns to its main view.
      <DownloadSheet title={t('download.guide.title')} onClose={close} onBack={() => setView('main')}>
        <AddToHomeGuide profileUrl={info.profileUrl} onHide={() => setView('main')} showHeader={false} />
      </DownloadSheet>
    );
  }
  return (
    <DownloadSheet title={t('download.popupLabel')} onClose={close}>
      <DownloadHero info={info} onIos={() => setView('ios')} />
      <div className="dl-popup__more">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setView('guide')}>
          {t('download.guide.title')}
        </button>
        <Link className="btn btn--ghost btn--sm" to={getHref('download')}>
          {t('download.moreDetails')}
        </Link>
      </div>
    </DownloadSheet>
  );
}
