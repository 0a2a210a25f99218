import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getHref } from '@/shared/lib/paths';
import { useDownloadAllowed } from './download-screen';
import { AndroidGuide, IosTutorial } from './install-guides';
import { useDownloadInfo } from './use-download-info';
import './download.css';

/** /m/download/android: the APK install steps as a page (linkable from a promotion or support chat). */
export function AndroidGuideScreen() {
  const { t } = useTranslation();
  const allowed = useDownloadAllowed();
  const info = useDownloadInfo();
  if (!allowed) return <Navigate to={getHref('home')} replace />;
  return (
    <div className="dl-page">
      <section className="dl-card">
        <h2 className="dl-card__title">{t('download.androidGuide.title')}</h2>
        <AndroidGuide androidUrl={info.androidUrl} />
      </section>
    </div>
  );
}

/** /m/download/ios: the iOS tutorial as a page. */
export function IosGuideScreen() {
  const { t } = useTranslation();
  const allowed = useDownloadAllowed();
  const info = useDownloadInfo();
  if (!allowed) return <Navigate to={getHref('home')} replace />;
  return (
    <div className="dl-page">
      <section className="dl-card">
        <h2 className="dl-card__title">{t('download.iosTutorial.title')}</h2>
        <IosTutorial iosUrl={info.iosUrl} />
      </section>
    </div>
  );
}
