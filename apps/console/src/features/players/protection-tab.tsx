import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { centsToMoneyText, EXCLUSION_DURATIONS, exclusionEnd, isMoneyLimit, LIMIT_KINDS, LIMIT_MAX_AMOUNT, LIMIT_MAX_MINUTES, LIMIT_PERIODS, moneyTextToCents } from '@lobby/contract/rules';
import type { ExclusionDuration, LimitKind, LimitPeriod } from '@lobby/contract/rules';
import { formatAmount, formatTimeIn, toNumber } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useExcludeMember } from './api/exclude-member';
import { memberProtectionQueryOptions } from './api/get-member-protection';
import type { Exclusion, MemberProtection, ProtectionHistoryEntry, ProtectionLimit } from './api/get-member-protection';
import { useLiftMemberExclusion } from './api/lift-member-exclusion';
import { useSetMemberLimit } from './api/set-member-limit';

/** The reasons the protection routes take (the contract's bounds): kept with the change in the audit log. */
const REASON = { min: 3, max: 500 };

/** A labelled control with a hint or an error under it: the label names it, the hint describes it. */
function Field({ label, hint, error, children }: { label: string; hint: string; error?: boolean; children: (ids: { id: string; hintId: string }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, hintId })}
      <small id={hintId} className={error ? 'field-error' : 'muted'}>
        {hint}
      </small>
    </div>
  );
}

interface Target {
  account: string;
  merchant: string;
}

/** A limit's value as the operator reads it: money in the merchant's currency, session time in minutes. */
function limitValue(kind: string, value: string | null | undefined, currency: string, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (kind === 'session') return t('protection.minutes', { count: toNumber(value) });
  if ((LIMIT_KINDS as readonly string[]).includes(kind)) return formatAmount(value, currency);
  return value;
}

/** "Daily deposit", "Weekly session time". */
function limitName(kind: string, period: string, t: TFunction): string {
  return t('protection.limitName', { period: t(`protection.periods.${period}`, { defaultValue: period }), kind: t(`protection.kindWords.${kind}`, { defaultValue: kind }) });
}

/** The badge the player's header shows while an exclusion is in force: what kind, and until when. */
export function ExclusionBadge({ exclusion, timeZone }: { exclusion: Exclusion; timeZone: string }) {
  const { t } = useTranslation();
  const until = formatTimeIn(exclusion.until, timeZone);
  const text = exclusion.until === null ? t(`protection.badge.${exclusion.kind}Permanent`) : t(`protection.badge.${exclusion.kind}`, { until });
  return <span className={`badge badge-plain badge-exclusion badge-exclusion-${exclusion.kind}`}>{text}</span>;
}

/**
 * The player file's Protection tab: the limits (the player's own, a change waiting out its cooling time,
 * the operator's, the one in force, what the period has used and when it resets), the exclusion in force,
 * every exclusion and the history of changes. Operators with players.manage set a stricter limit, remove
 * the operator's limit, exclude the player or lift an operator's exclusion; each change takes a reason.
 * Money is in the currency and times on the clock the answer names (the merchant's).
 */
export function ProtectionTab({ account, merchant, canManage }: Target & { canManage: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(memberProtectionQueryOptions(account, merchant));
  const [setting, setSetting] = useState<{ kind: LimitKind; period: LimitPeriod } | null>(null);
  const [removing, setRemoving] = useState<ProtectionLimit | null>(null);
  const [excluding, setExcluding] = useState(false);
  const [lifting, setLifting] = useState(false);
  const setLimit = useSetMemberLimit();
  const lift = useLiftMemberExclusion();

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading />;
  const protection = query.data;
  const { timeZone, currency, exclusion } = protection;
  const target = { account, merchant };

  return (
    <div className="protection">
      <div className="protection-bar">
        <p className="muted">{t('protection.clock', { zone: timeZone })}</p>
        {canManage && (
          <div className="page-actions">
            <button type="button" className="btn btn-primary" onClick={() => setSetting({ kind: 'deposit', period: 'day' })}>
              {t('protection.setStricter')}
            </button>
            <button type="button" className="btn btn-danger" onClick={() => setExcluding(true)}>
              {t('protection.exclude')}
            </button>
          </div>
        )}
      </div>

      <section aria-labelledby="protection-exclusion">
        <h2 id="protection-exclusion" className="section-title">
          {t('protection.inForce')}
        </h2>
        <ExclusionCard exclusion={exclusion} timeZone={timeZone} onLift={canManage && exclusion?.kind === 'operator' ? () => setLifting(true) : undefined} />
      </section>

      <section aria-labelledby="protection-limits">
        <h2 id="protection-limits" className="section-title">
          {t('protection.limits')}
        </h2>
        <LimitsTable protection={protection} canManage={canManage} onSet={setSetting} onRemove={setRemoving} />
        <p className="muted small">{t('protection.layers')}</p>
      </section>

      <section aria-labelledby="protection-exclusions">
        <h2 id="protection-exclusions" className="section-title">
          {t('protection.exclusions')}
        </h2>
        <ExclusionsTable exclusions={protection.exclusions} timeZone={timeZone} />
      </section>

      <section aria-labelledby="protection-history">
        <h2 id="protection-history" className="section-title">
          {t('protection.history')}
        </h2>
        <HistoryTable history={protection.history} timeZone={timeZone} currency={currency} />
      </section>

      {setting && <SetLimitDialog {...target} protection={protection} initial={setting} onClose={() => setSetting(null)} />}
      {removing && (
        <ReasonDialog
          title={t('protection.removeTitle', { limit: limitName(removing.kind, removing.period, t) })}
          description={t('protection.removeHelp', { own: limitValue(removing.kind, removing.own, currency, t) })}
          confirmLabel={t('protection.removeOperator')}
          danger
          min={REASON.min}
          max={REASON.max}
          onClose={() => setRemoving(null)}
          onConfirm={async (reason) => {
            await setLimit.mutateAsync({ account, merchant, kind: removing.kind, period: removing.period, value: null, reason });
            toast.success(t('protection.removed'));
          }}
        />
      )}
      {excluding && <ExcludeDialog {...target} timeZone={timeZone} onClose={() => setExcluding(false)} />}
      {lifting && (
        <ReasonDialog
          title={t('protection.liftTitle', { account })}
          description={t('protection.liftHelp')}
          confirmLabel={t('protection.lift')}
          min={REASON.min}
          max={REASON.max}
          onClose={() => setLifting(false)}
          onConfirm={async (reason) => {
            await lift.mutateAsync({ account, merchant, reason });
            toast.success(t('protection.lifted', { account }));
          }}
        />
      )}
    </div>
  );
}

function ExclusionCard({ exclusion, timeZone, onLift }: { exclusion: Exclusion | null; timeZone: string; onLift?: () => void }) {
  const { t } = useTranslation();
  if (!exclusion) return <p className="card muted protection-none">{t('protection.noExclusion')}</p>;
  return (
    <div className={`card exclusion-card exclusion-card-${exclusion.kind}`}>
      <div className="exclusion-head">
        <ExclusionBadge exclusion={exclusion} timeZone={timeZone} />
        {onLift && (
          <button type="button" className="btn btn-sm" onClick={onLift}>
            {t('protection.lift')}
          </button>
        )}
      </div>
      <dl className="facts facts-grid">
        <div>
          <dt>{t('protection.columns.kind')}</dt>
          <dd>{t(`protection.exclusionKinds.${exclusion.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('protection.columns.since')}</dt>
          <dd>{formatTimeIn(exclusion.startedAt, timeZone)}</dd>
        </div>
        <div>
          <dt>{t('protection.columns.until')}</dt>
          <dd>{exclusion.until === null ? t('protection.permanent') : formatTimeIn(exclusion.until, timeZone)}</dd>
        </div>
        <div>
          <dt>{t('protection.columns.setBy')}</dt>
          <dd>{actorName(exclusion.setBy, t)}</dd>
        </div>
        <div>
          <dt>{t('common.reason')}</dt>
          <dd>{exclusion.reason ?? '—'}</dd>
        </div>
      </dl>
    </div>
  );
}

function actorName(actor: string, t: TFunction): string {
  return actor === 'member' ? t('protection.player') : actor;
}

/** The twelve limits, a row per kind and period, grouped by kind. */
function LimitsTable({
  protection,
  canManage,
  onSet,
  onRemove,
}: {
  protection: MemberProtection;
  canManage: boolean;
  onSet: (limit: { kind: LimitKind; period: LimitPeriod }) => void;
  onRemove: (limit: ProtectionLimit) => void;
}) {
  const { t } = useTranslation();
  const { timeZone, currency } = protection;
  const byKind = LIMIT_KINDS.map((kind) => ({ kind, rows: protection.limits.filter((l) => l.kind === kind) })).filter((g) => g.rows.length > 0);
  const value = (kind: string, v: string | null) => limitValue(kind, v, currency, t);
  return (
    <div className="table-wrap">
      <div className="table-scroll">
        <table className="grid limits-grid" aria-label={t('protection.limits')}>
          <thead>
            <tr>
              <th scope="col">{t('protection.columns.limit')}</th>
              <th scope="col">{t('protection.columns.period')}</th>
              <th scope="col" className="num">
                {t('protection.columns.own')}
              </th>
              <th scope="col">{t('protection.columns.pending')}</th>
              <th scope="col" className="num">
                {t('protection.columns.operator')}
              </th>
              <th scope="col" className="num">
                {t('protection.columns.effective')}
              </th>
              <th scope="col" className="num">
                {t('protection.columns.used')}
              </th>
              <th scope="col">{t('protection.columns.resets')}</th>
              {canManage && (
                <th scope="col" className="sticky-end">
                  {t('common.actions')}
                </th>
              )}
            </tr>
          </thead>
          {byKind.map(({ kind, rows }) => (
            <tbody key={kind} className="limits-group">
              {rows.map((limit, i) => {
                const name = limitName(limit.kind, limit.period, t);
                const share = limit.effective !== null && toNumber(limit.effective) > 0 ? Math.round((toNumber(limit.used) / toNumber(limit.effective)) * 100) : null;
                return (
                  <tr key={limit.period} className={limit.effective === null && limit.pending === null ? 'limit-unset' : undefined}>
                    {i === 0 && (
                      <th scope="rowgroup" rowSpan={rows.length} className="limits-kind">
                        {t(`protection.kinds.${kind}`)}
                      </th>
                    )}
                    <td>{t(`protection.periodNames.${limit.period}`)}</td>
                    <td className="num">{value(limit.kind, limit.own)}</td>
                    <td className="pending-cell">
                      {limit.pending ? (
                        <span className="pending-change">
                          <strong>{limit.pending.value === null ? t('protection.pendingRemoval') : value(limit.kind, limit.pending.value)}</strong>{' '}
                          <span className="pending-at">{t('protection.pendingFrom', { at: formatTimeIn(limit.pending.effectiveAt, timeZone) })}</span>
                        </span>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="num">{limit.operator === null ? '—' : <span className="operator-limit">{value(limit.kind, limit.operator)}</span>}</td>
                    <td className="num">{limit.effective === null ? <span className="muted">{t('protection.noLimit')}</span> : <strong>{value(limit.kind, limit.effective)}</strong>}</td>
                    <td className="num">
                      {value(limit.kind, limit.used)}
                      {share !== null && (
                        <span className={share >= 100 ? 'limit-share limit-share-full' : 'limit-share'}>
                          {' '}
                          {t('protection.share', { percent: share })}
                        </span>
                      )}
                    </td>
                    <td className="nowrap">{formatTimeIn(limit.resetsAt, timeZone)}</td>
                    {canManage && (
                      <td className="sticky-end">
                        <div className="limit-actions">
                          <button type="button" className="btn btn-sm btn-ghost" aria-label={t('protection.setFor', { limit: name })} onClick={() => onSet({ kind: limit.kind, period: limit.period })}>
                            {t('protection.set')}
                          </button>
                          {limit.operator !== null && (
                            <button type="button" className="btn btn-sm btn-danger-ghost" aria-label={t('protection.removeFor', { limit: name })} onClick={() => onRemove(limit)}>
                              {t('protection.remove')}
                            </button>
                          )}
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}

function ExclusionsTable({ exclusions, timeZone }: { exclusions: Exclusion[]; timeZone: string }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<Exclusion, unknown>[]>(
    () => [
      { accessorKey: 'kind', header: t('protection.columns.kind'), cell: (c) => t(`protection.exclusionKinds.${c.row.original.kind}`) },
      { accessorKey: 'startedAt', header: t('protection.columns.since'), cell: (c) => formatTimeIn(c.row.original.startedAt, timeZone) },
      { accessorKey: 'until', header: t('protection.columns.until'), cell: (c) => (c.row.original.until === null ? t('protection.permanent') : formatTimeIn(c.row.original.until, timeZone)) },
      { accessorKey: 'setBy', header: t('protection.columns.setBy'), cell: (c) => actorName(c.row.original.setBy, t) },
      { accessorKey: 'reason', header: t('common.reason'), enableSorting: false, cell: (c) => <span className="cell-wrap">{c.row.original.reason ?? '—'}</span> },
      { accessorKey: 'liftedAt', header: t('protection.columns.lifted'), cell: (c) => formatTimeIn(c.row.original.liftedAt, timeZone) },
    ],
    [t, timeZone],
  );
  return <DataTable label={t('protection.exclusions')} data={exclusions} columns={columns} getRowId={(e) => String(e.startedAt) + e.kind} />;
}

/** An exclusion's entries name its kind in `kind` and its duration in `after`; a limit's name a limit and its values. */
const isExclusionEntry = (entry: ProtectionHistoryEntry) => entry.action.startsWith('exclusion.');

/** What an entry changed: a limit's value before and after, or the duration of an exclusion and its end. */
function changeText(entry: ProtectionHistoryEntry, timeZone: string, currency: string, t: TFunction): ReactNode {
  const { kind, before, after } = entry;
  if (isExclusionEntry(entry)) {
    if (entry.action !== 'exclusion.started' || after === null) return '—';
    const duration = t(`protection.durations.${after}`, { defaultValue: after });
    return entry.effectiveAt === null ? duration : t('protection.durationUntil', { duration, until: formatTimeIn(entry.effectiveAt, timeZone) });
  }
  if (before === null && after === null) return '—';
  const show = (v: string | null) => (v === null ? t('protection.none') : kind ? limitValue(kind, v, currency, t) : v);
  // a change that counts later (a player's raise or removal waits out its cooling time) says from when
  const later = entry.effectiveAt !== null && entry.effectiveAt > entry.at;
  return (
    <span className="nowrap">
      <span className="diff-before-plain">{show(before)}</span>
      {' → '}
      <strong>{show(after)}</strong>
      {later && <span className="pending-at"> {t('protection.pendingFrom', { at: formatTimeIn(entry.effectiveAt, timeZone) })}</span>}
    </span>
  );
}

function HistoryTable({ history, timeZone, currency }: { history: ProtectionHistoryEntry[]; timeZone: string; currency: string }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<ProtectionHistoryEntry, unknown>[]>(() => {
    const subject = (h: ProtectionHistoryEntry) =>
      isExclusionEntry(h) ? (h.kind ? t(`protection.exclusionKinds.${h.kind}`, { defaultValue: h.kind }) : '—') : h.kind && h.period ? limitName(h.kind, h.period, t) : '—';
    return [
      { accessorKey: 'at', header: t('protection.columns.at'), cell: (c) => <span className="nowrap">{formatTimeIn(c.row.original.at, timeZone)}</span> },
      { accessorKey: 'actor', header: t('protection.columns.actor'), cell: (c) => actorName(c.row.original.actor, t) },
      { accessorKey: 'action', header: t('protection.columns.action'), cell: (c) => t(`protection.actions.${c.row.original.action}`, { defaultValue: c.row.original.action }) },
      { id: 'subject', accessorFn: subject, header: t('protection.columns.subject') },
      { id: 'change', header: t('protection.columns.change'), enableSorting: false, cell: (c) => changeText(c.row.original, timeZone, currency, t) },
      { accessorKey: 'reason', header: t('common.reason'), enableSorting: false, cell: (c) => <span className="cell-wrap">{c.row.original.reason ?? '—'}</span> },
    ];
  }, [t, timeZone, currency]);
  return <DataTable label={t('protection.history')} data={history} columns={columns} getRowId={(h, i) => `${h.at}:${i}`} />;
}

/** What the operator typed as the body's value, or why it is refused: money with two decimals, or whole minutes. */
function parseLimit(kind: LimitKind, text: string): { value: string } | { error: string } {
  const typed = text.trim();
  if (isMoneyLimit(kind)) {
    const cents = moneyTextToCents(typed);
    if (cents === null || cents <= 0 || cents > LIMIT_MAX_AMOUNT * 100) return { error: 'protection.invalidMoney' };
    return { value: centsToMoneyText(cents) };
  }
  if (!/^\d{1,6}$/.test(typed) || Number(typed) <= 0 || Number(typed) > LIMIT_MAX_MINUTES) return { error: 'protection.invalidMinutes' };
  return { value: String(Number(typed)) };
}

function SetLimitDialog({
  account,
  merchant,
  protection,
  initial,
  onClose,
}: Target & { protection: MemberProtection; initial: { kind: LimitKind; period: LimitPeriod }; onClose: () => void }) {
  const { t } = useTranslation();
  const { currency } = protection;
  const setLimit = useSetMemberLimit();
  const [kind, setKind] = useState<LimitKind>(initial.kind);
  const [period, setPeriod] = useState<LimitPeriod>(initial.period);
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const current = protection.limits.find((l) => l.kind === kind && l.period === period);
  const parsed = parseLimit(kind, text);
  const trimmed = reason.trim();
  const reasonOk = trimmed.length >= REASON.min && trimmed.length <= REASON.max;
  const show = (v: string | null | undefined) => limitValue(kind, v, currency, t);
  const looser = 'value' in parsed && current?.own != null && toNumber(parsed.value) >= toNumber(current.own);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!('value' in parsed) || !reasonOk || busy) return;
    setBusy(true);
    setError(null);
    try {
      await setLimit.mutateAsync({ account, merchant, kind, period, value: parsed.value, reason: trimmed });
      toast.success(t('protection.saved', { limit: limitName(kind, period, t), value: show(parsed.value) }));
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('protection.setTitle', { account })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="muted">{t('protection.setHelp')}</p>
        <div className="field-row">
          <label className="field">
            <span>{t('protection.columns.limit')}</span>
            <select value={kind} onChange={(e) => setKind(e.target.value as LimitKind)}>
              {LIMIT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`protection.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('protection.columns.period')}</span>
            <select value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
              {LIMIT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`protection.periodNames.${p}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {current && (
          <dl className="facts limit-now" aria-label={t('protection.now')}>
            <dt>{t('protection.columns.own')}</dt>
            <dd>{show(current.own)}</dd>
            <dt>{t('protection.columns.operator')}</dt>
            <dd>{show(current.operator)}</dd>
            <dt>{t('protection.columns.effective')}</dt>
            <dd>{current.effective === null ? t('protection.noLimit') : show(current.effective)}</dd>
          </dl>
        )}
        <Field
          label={isMoneyLimit(kind) ? t('protection.valueMoney', { currency }) : t('protection.valueMinutes')}
          hint={touched && 'error' in parsed ? t(parsed.error) : isMoneyLimit(kind) ? t('protection.valueMoneyHint') : t('protection.valueMinutesHint')}
          error={touched && 'error' in parsed}
        >
          {({ id, hintId }) => (
            <input
              id={id}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onBlur={() => text && setTouched(true)}
              inputMode={isMoneyLimit(kind) ? 'decimal' : 'numeric'}
              autoComplete="off"
              required
              aria-invalid={touched && 'error' in parsed}
              aria-describedby={hintId}
            />
          )}
        </Field>
        {looser && <p className="notice">{t('protection.notStricter', { own: show(current?.own) })}</p>}
        <Field label={t('common.reason')} hint={t('common.reasonHint', REASON)}>
          {({ id, hintId }) => <textarea id={id} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={REASON.max} required aria-describedby={hintId} />}
        </Field>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !reasonOk || !text.trim()}>
            {t('protection.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function ExcludeDialog({ account, merchant, timeZone, onClose }: Target & { timeZone: string; onClose: () => void }) {
  const { t } = useTranslation();
  const exclude = useExcludeMember();
  const [duration, setDuration] = useState<ExclusionDuration>('24h');
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const trimmed = reason.trim();
  const valid = trimmed.length >= REASON.min && trimmed.length <= REASON.max && confirmed;
  const [openedAt] = useState(() => Date.now());
  const end = exclusionEnd(duration, openedAt);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await exclude.mutateAsync({ account, merchant, duration, reason: trimmed });
      toast.success(t('protection.excluded', { account }));
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('protection.excludeTitle', { account })} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p className="muted">{t('protection.excludeHelp')}</p>
        <Field label={t('protection.duration')} hint={end === null ? t('protection.endsNever') : t('protection.endsAt', { at: formatTimeIn(end, timeZone), zone: timeZone })}>
          {({ id, hintId }) => (
            <select id={id} value={duration} onChange={(e) => setDuration(e.target.value as ExclusionDuration)} aria-describedby={hintId}>
              {EXCLUSION_DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {t(`protection.durations.${d}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('common.reason')} hint={t('common.reasonHint', REASON)}>
          {({ id, hintId }) => <textarea id={id} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={REASON.max} required aria-describedby={hintId} />}
        </Field>
        <label className="check">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          {t('protection.confirmExclude', { account })}
        </label>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={!valid || busy}>
            {t('protection.exclude')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
