import { useTranslation } from 'react-i18next';
import type { LoginEvent } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { EmptyState } from '@/shared/ui/empty-state';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useLoginHistory } from './api/login-history';
import { countryName, deviceName } from './device-text';
import { ClockIcon, DeviceIcon } from './settings-icons';
import { SettingsSheet } from './settings-sheet';

function EventItem({ event }: { event: LoginEvent }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const dates = useDateFormat();
  const country = countryName(event.country, language);
  return (
    <li className="device-item">
      <span className="device-item__icon">
        <DeviceIcon mobile={event.mobile} />
      </span>
      <div className="device-item__text">
        <p className="device-item__name">{deviceName(t, event)}</p>
        <p className="device-item__meta">
          <time dateTime={new Date(event.at).toISOString()}>{dates.dateTime(event.at)}</time>
          {' · '}
          {t(`memberSettings.history.methods.${event.method}`)}
        </p>
        {country || event.ip ? <p className="device-item__meta">{[country, event.ip].filter(Boolean).join(' · ')}</p> : null}
      </div>
      <span className={`login-result login-result--${event.success ? 'ok' : 'failed'}`}>
        {event.success ? t('memberSettings.history.success') : t('memberSettings.history.failed')}
      </span>
    </li>
  );
}

/** Logins to the account, newest first, a page at a time. */
export function LoginHistorySheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const history = useLoginHistory();
  const events = history.data?.pages.flatMap((p) => p.list) ?? [];
  let body;
  if (history.isPending) body = <RowSkeletons count={4} label={t('general.loading')} />;
  else if (history.isError && events.length === 0) body = <RetryBlock onRetry={() => void history.refetch()} />;
  else if (events.length === 0) body = <EmptyState icon={ClockIcon} title={t('memberSettings.history.empty')} />;
  else {
    body = (
      <>
        <ul className="device-list" aria-label={t('memberSettings.history.title')}>
          {events.map((e) => (
            <EventItem key={e.id} event={e} />
          ))}
        </ul>
        {history.hasNextPage ? (
          <button type="button" className="btn btn--ghost btn--block" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {t('memberSettings.history.more')}
          </button>
        ) : null}
      </>
    );
  }
  return (
    <SettingsSheet title={t('memberSettings.history.title')} onClose={onClose} autoFocusClose>
      {body}
    </SettingsSheet>
  );
}
