import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { PATHS } from '@/shared/lib/paths';
import { Sheet } from '@/shared/ui/sheet';
import { usePlaySession, useRealityCheck } from '../api/play-session';
import { useRealityCheckStore } from './reality-store';

function duration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m`;
}

/** Ticks once a minute (and when nextCheckAt passes), so the session time stays current without re-rendering often. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Session time and net result, always in sight while playing; opens the reality check when it is due. */
export function SessionBar() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const session = usePlaySession();
  const open = useRealityCheckStore((s) => s.open);
  const now = useNow(15_000);
  const next = session.data?.nextCheckAt ?? null;
  useEffect(() => {
    if (next === null) return;
    const wait = next - Date.now();
    if (wait <= 0) {
      open();
      return;
    }
    const timer = setTimeout(open, Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [next, open]);
  if (!session.data) return null;
  const s = session.data;
  return (
    <div className="og-session" aria-label={t('originals.session.label')} role="group">
      <span>
        {t('originals.session.time')} <strong data-testid="session-time">{duration(now - s.startedAt)}</strong>
      </span>
      <span>
        {t('originals.session.net')}{' '}
        <strong className={s.net >= 0 ? 'og-pos' : 'og-neg'} data-testid="session-net">
          {money(s.net, { signed: true })}
        </strong>
      </span>
      <span>
        {t('originals.session.rounds')} <strong>{s.rounds}</strong>
      </span>
    </div>
  );
}

/** The reality-check dialog: time played and net result; Continue or Stop playing, both told to the server. */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoneyFormat();
  const due = useRealityCheckStore((s) => s.due);
  const close = useRealityCheckStore((s) => s.close);
  const session = usePlaySession();
  const confirm = useRealityCheck();
  const titleId = useId();
  const textId = useId();
  if (!due) return null;
  const s = session.data;
  const answer = (action: 'continue' | 'stop') =>
    confirm.mutate(action, {
      onSuccess: () => {
        close();
        if (action === 'stop') navigate(PATHS.home);
      },
    });
  return (
    <Sheet
      className="dialog og-reality"
      rootClassName="dialog-root"
      role="alertdialog"
      backdrop="static"
      onClose={() => undefined}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <h2 id={titleId} className="dialog__title">
        {t('originals.reality.title')}
      </h2>
      <p id={textId} className="dialog__message">
        {s
          ? t('originals.reality.text', {
              time: duration(Date.now() - s.startedAt),
              net: money(s.net, { signed: true }),
              rounds: s.rounds,
            })
          : t('originals.reality.textShort')}
      </p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" disabled={confirm.isPending} onClick={() => answer('stop')}>
          {t('originals.reality.stop')}
        </button>
        <button type="button" className="btn btn--primary" disabled={confirm.isPending} onClick={() => answer('continue')} data-autofocus>
          {t('originals.reality.continue')}
        </button>
      </div>
    </Sheet>
  );
}
