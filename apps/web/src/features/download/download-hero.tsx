import { useTranslation } from 'react-i18next';
import { AndroidIcon, AppleIcon } from './platform-icons';
import type { DownloadInfo } from './use-download-info';
import { useDownloadLink } from './use-download-link';

/** Icon, the bonus title, subtitle and the two store buttons: the download page and the popup share it. */
export function DownloadHero({
  info,
  onIos,
  titleId,
}: {
  info: DownloadInfo;
  /** the iOS button shows the iOS tutorial */
  onIos: () => void;
  titleId?: string;
}) {
  const { t } = useTranslation();
  const android = useDownloadLink(info.androidUrl);
  return (
    <div className="dl-hero">
      <div className="dl-hero__icon-wrap">
        {info.iconUrl ? (
          <img
            className="dl-hero__icon"
            src={info.iconUrl}
            alt={t('download.iconAlt', { brand: info.brand })}
            width={88}
            height={88}
          />
        ) : null}
        <span className="dl-hero__chip">
          <span className="visually-hidden">{t('download.bonusLabel')} </span>
          {info.bonus}
        </span>
      </div>
      <h2 id={titleId} className="dl-hero__title">
        {t('download.title', { bonus: info.bonus })}
      </h2>
      <p className="dl-hero__subtitle">{t('download.subtitle')}</p>
      <div className="dl-hero__actions">
        {info.androidUrl ? (
          <a
            className="btn btn--primary btn--lg btn--block dl-store"
            href={android.href}
            onClick={(e) => void android.onClick(e)}
            aria-busy={android.checking || undefined}
          >
            <AndroidIcon />
            <span className="dl-store__label">
              {android.checking ? t('download.checking') : t('download.android')}
              <small>{t('download.androidHint')}</small>
            </span>
          </a>
        ) : null}
        <button type="button" className="btn btn--secondary btn--lg btn--block dl-store" onClick={onIos} aria-haspopup="dialog">
          <AppleIcon />
          <span className="dl-store__label">
            {t('download.ios')}
            <small>{t('download.iosRequirement')}</small>
          </span>
        </button>
      </div>
    </div>
  );
}
