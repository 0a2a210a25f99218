import { useTranslation } from 'react-i18next';
import type { Campaign } from './api/get-campaigns';

/** A campaign's state as a coloured chip: draft, scheduled, live, paused, ended. */
export function CampaignStatus({ status }: { status: Campaign['status'] }) {
  const { t } = useTranslation();
  return <span className={`badge badge-campaign-${status}`}>{t(`bonus.status.${status}`)}</span>;
}
