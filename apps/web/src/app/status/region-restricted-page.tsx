import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@lobby/contract';
import { useStatus } from '@/shared/api/system/get-status';
import { useContactLink } from '../shell/use-customer-service-link';
import { ChatIcon } from '@/shared/ui/icons';
import { Halo, Sparkles } from './status-art';
import { StatusScreen } from './status-screen';

export function RegionArt() {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 200 190" className="status-art" aria-hidden="true" focusable="false">
      <Halo id={id} />
      <Sparkles fill="#f6c453" />
      <g fill="none" stroke="#8fa2e8" strokeWidth="3">
        <circle cx="100" cy="96" r="40" />
        <path d="M60 96h80M100 56c12 12 17 25 17 40s-5 28-17 40c-12-12-17-25-17-40s5-28 17-40z" />
      </g>
      <path d="M132 104l26 10v17c0 15-11 27-26 32-15-5-26-17-26-32v-17z" fill={`url(#${id}-gold)`} />
      <path d="M123 133l18-18M141 133l-18-18" stroke="#2b1d00" strokeWidth="4.5" strokeLinecap="round" />
    </svg>
  );
}

/** An IP-block notice titled 'Access restricted' with the visitor's IP and a contact link. */
export function RegionRestrictedPage({
  status,
  landmark,
}: {
  status: SystemStatus | undefined;
  landmark?: boolean;
}) {
  const { t } = useTranslation();
  const contact = useContactLink(status?.info);
  const brand = status?.info.brand;
  return (
    <StatusScreen
      logoUrl={brand?.logoUrl}
      brandName={brand?.name}
      art={<RegionArt />}
      title={t('status.region.title')}
      landmark={landmark}
    >
      <p className="status-screen__text">{t('status.region.text')}</p>
      {status?.location.ip ? (
        <p className="status-screen__chip">
          <span className="status-screen__chip-label">{t('status.region.ipLabel')}</span>
          <span className="status-screen__chip-value" translate="no">
            {status.location.ip}
          </span>
        </p>
      ) : null}
      {contact ? (
        <a className="btn btn--primary btn--block" href={contact.url} target="_blank" rel="noopener noreferrer">
          <ChatIcon size="0.18rem" />
          {t('status.region.contact')}
        </a>
      ) : null}
      {brand?.copyright ? <p className="status-screen__footer">{brand.copyright}</p> : null}
    </StatusScreen>
  );
}

/** /m/error/ip-limit as a route: the same notice, from the current status. */
export function IpLimitScreen() {
  const { data } = useStatus();
  return <RegionRestrictedPage status={data} landmark={false} />;
}
