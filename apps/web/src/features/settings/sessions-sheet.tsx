import { useTranslation } from 'react-i18next';
import type { MemberSession } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { toast } from '@/shared/lib/toast';
import { confirmDialog } from '@/shared/stores/dialog-store';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useEndSessions, useSessions } from './api/sessions';
import { countryName, deviceName } from './device-text';
import { DeviceIcon } from './settings-icons';
import { SettingsSheet } from './settings-sheet';

function SessionItem({ session, onEnd, busy }: { session: MemberSession; onEnd: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const dates = useDateFormat();
  const country = countryName(session.country, language);
  return (
    <li className="device-item">
      <span className="device-item__icon">
        <DeviceIcon mobile={session.mobile} />
      </span>
      <div className="device-item__text">
        <p className="device-item__name">
          {deviceName(t, session)}
          {session.current ? <span className="device-item__this">{t('memberSettings.sessions.thisDevice')}</span> : null}
        </p>
        <p className="device-item__meta">{[country, session.ip].filter(Boolean).join(' · ')}</p>
        <p className="device-item__meta">
          {t('memberSettings.sessions.signedIn', { time: dates.dateTime(session.createdAt) })} ·{' '}
          {t('memberSettings.sessions.lastSeen', { time: dates.relative(session.lastSeenAt) })}
        </p>
      </div>
      {session.current ? null : (
        <button type="button" className="btn btn--ghost btn--sm device-item__end" onClick={onEnd} disabled={busy}>
          {t('memberSettings.sessions.signOut')}
        </button>
      )}
    </li>
  );
}

/** The member's signed-in devices; any other one can be signed out at once. */
export function SessionsSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  async function endOne(session: MemberSession) {
    const ok = await confirmDialog({
      title: t('memberSettings.sessions.confirmOneTitle'),
      message: t('memberSettings.sessions.confirmOne', { device: deviceName(t, session) }),
      confirmLabel: t('memberSettings.sessions.signOut'),
      cancelLabel: t('general.cancel'),
    });
    if (!ok) return;
    await end.mutateAsync(session.id).then(() => toast.success(t('memberSettings.sessions.ended', { count: 1 }))).catch(() => undefined);
  }

  async function endOthers() {
    const ok = await confirmDialog({
      title: t('memberSettings.sessions.confirmAllTitle'),
      message: t('memberSettings.sessions.confirmAll', { count: others.length }),
      confirmLabel: t('memberSettings.sessions.signOutOthers'),
      cancelLabel: t('general.cancel'),
    });
    if (!ok) return;
    await end.mutateAsync('others').then((n) => toast.success(t('memberSettings.sessions.ended', { count: n }))).catch(() => undefined);
  }

  let body;
  if (sessions.isPending) body = <RowSkeletons count={2} label={t('general.loading')} />;
  else if (sessions.isError) body = <RetryBlock onRetry={() => void sessions.refetch()} />;
  else {
    body = (
      <>
        <ul className="device-list" aria-label={t('memberSettings.sessions.title')}>
          {sessions.data.map((s) => (
            <SessionItem key={s.id} session={s} onEnd={() => void endOne(s)} busy={end.isPending} />
          ))}
        </ul>
        {others.length > 0 ? (
          <button type="button" className="btn btn--secondary btn--block" onClick={() => void endOthers()} disabled={end.isPending}>
            {t('memberSettings.sessions.signOutOthers')}
          </button>
        ) : (
          <p className="settings-sheet__text">{t('memberSettings.sessions.onlyThis')}</p>
        )}
      </>
    );
  }
  return (
    <SettingsSheet title={t('memberSettings.sessions.title')} onClose={onClose} autoFocusClose>
      {body}
    </SettingsSheet>
  );
}
