import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { SPORTSBOOK_LIMITS } from '@lobby/contract/rules';
import { limitBodySchema } from '@lobby/contract/schemas';
import { formatAmount, formatTimeIn } from '@/shared/lib/format';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icons';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { PlayerLink } from '@/shared/ui/player-link';
import { ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { limitsQueryOptions, useSetLimit } from './api/settings';
import type { Limit, LimitBody } from './api/settings';
import { SportsbookNav } from './labels';

type Scope = Limit['scope'];
type Editing = { mode: 'add' } | { mode: 'edit'; limit: Limit } | null;
const AMOUNTS = ['minStake', 'maxStake', 'maxPayout'] as const;
/** What the book applies (cents) until the merchant sets its own. */
const DEFAULTS = { minStake: SPORTSBOOK_LIMITS.minStakeCents, maxStake: SPORTSBOOK_LIMITS.maxStakeCents, maxPayout: SPORTSBOOK_LIMITS.maxPayoutCents };

/**
 * Sportsbook → Limits: the merchant's own stake and payout limits (its defaults), and the overrides per
 * player (by username) and per market (by id): added, edited and removed with the contract's body. A wider
 * limit applies again where an override is removed. The merchant's max stake caps each bet; a player's or a
 * market's caps all of a player's stakes on one market, which the screen and the field's note say.
 */
export default function SportsLimitsScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  const { merchant, implicit, merchants } = useOneMerchant();
  const timeZone = merchants.find((m) => m.code === merchant)?.timeZone ?? 'UTC';
  const { can } = useSession();
  const manage = can('sportsbook.manage');
  const query = useQuery(limitsQueryOptions(merchant));
  const setLimit = useSetLimit();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Limit | null>(null);
  const currency = query.data?.currency ?? '';
  const own = query.data?.limits.find((l) => l.scope === 'merchant');
  const overrides = useMemo(() => (query.data?.limits ?? []).filter((l) => l.scope !== 'merchant'), [query.data]);

  const columns = useMemo<ColumnDef<Limit, unknown>[]>(
    () => [
      { id: 'scope', accessorFn: (l) => l.scope, header: t('sportsbook.limits.scope'), cell: (c) => t(`sportsbook.limits.scopes.${c.row.original.scope}`) },
      {
        id: 'ref',
        accessorFn: (l) => l.label,
        header: t('sportsbook.limits.who'),
        cell: (c) => (c.row.original.scope === 'player' && c.row.original.ref ? <PlayerLink account={c.row.original.ref} merchant={merchant} /> : <span>{c.row.original.label}</span>),
      },
      ...AMOUNTS.map<ColumnDef<Limit, unknown>>((k) => ({
        id: k,
        accessorFn: (l) => l[k],
        header: t(`sportsbook.limits.${k}`),
        meta: { align: 'right' },
        enableSorting: false,
        cell: (c) => (c.row.original[k] === null ? <span className="muted">{t('sportsbook.limits.inherited')}</span> : formatAmount(c.row.original[k], currency)),
      })),
      {
        id: 'updated',
        accessorFn: (l) => l.updatedAt,
        header: t('sportsbook.limits.updated'),
        cell: (c) => (
          <span className="nowrap">
            {formatTimeIn(c.row.original.updatedAt, timeZone)} · {c.row.original.updatedBy}
          </span>
        ),
      },
      ...(manage
        ? [
            {
              id: 'actions',
              header: t('common.actions'),
              enableSorting: false,
              cell: (c) => (
                <span className="row-actions">
                  <button type="button" className="btn btn-ghost" onClick={() => setEditing({ mode: 'edit', limit: c.row.original })} aria-label={t('sportsbook.limits.editNamed', { who: c.row.original.label })}>
                    {t('common.edit')}
                  </button>
                  <button type="button" className="btn btn-ghost text-danger" onClick={() => setRemoving(c.row.original)} aria-label={t('sportsbook.limits.removeNamed', { who: c.row.original.label })}>
                    {t('sportsbook.limits.remove')}
                  </button>
                </span>
              ),
            } as ColumnDef<Limit, unknown>,
          ]
        : []),
    ],
    [t, currency, timeZone, manage, merchant],
  );

  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <>
      <PageHeader
        title={t('nav.sportsbook')}
        actions={
          manage && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'add' })}>
              <Icon name="plus" size={16} /> {t('sportsbook.limits.add')}
            </button>
          )
        }
      >
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <SportsbookNav />
      <section className="card" aria-labelledby="sb-own-limits">
        <header className="sb-market-head">
          <h2 id="sb-own-limits">{t('sportsbook.limits.own', { merchant, currency })}</h2>
          {manage && (
            <button
              type="button"
              className="btn"
              onClick={() => setEditing({ mode: 'edit', limit: own ?? { scope: 'merchant', ref: null, label: merchant, minStake: null, maxStake: null, maxPayout: null, updatedAt: 0, updatedBy: '' } })}
            >
              {t('sportsbook.limits.editOwn')}
            </button>
          )}
        </header>
        <dl className="totals" aria-label={t('sportsbook.limits.own', { merchant, currency })}>
          {AMOUNTS.map((k) => (
            <div key={k}>
              <dt>{t(`sportsbook.limits.${k}`)}</dt>
              <dd>{own?.[k] ? formatAmount(own[k], currency) : t('sportsbook.limits.default', { amount: formatAmount((DEFAULTS[k] / 100).toFixed(2), currency) })}</dd>
            </div>
          ))}
        </dl>
      </section>
      <h2 className="section-title">
        {t('sportsbook.limits.overrides')} <span className="muted small">· {t('sportsbook.events.zone', { zone: timeZone })}</span>
      </h2>
      <p className="muted">{t('sportsbook.limits.howMaxCounts')}</p>
      <DataTable label={t('sportsbook.limits.overrides')} data={overrides} columns={columns} getRowId={(l) => `${l.scope}:${l.ref}`} />
      {editing && <LimitDialog merchant={merchant} currency={currency} editing={editing} onClose={() => setEditing(null)} />}
      {removing && (
        <Dialog
          title={t('sportsbook.limits.removeTitle', { who: removing.label })}
          onClose={() => setRemoving(null)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setRemoving(null)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                disabled={setLimit.isPending}
                onClick={() =>
                  void setLimit
                    .mutateAsync({ merchant, scope: removing.scope, ref: removing.ref, minStake: null, maxStake: null, maxPayout: null, remove: true })
                    .then(() => {
                      toast.success(t('sportsbook.limits.removed', { who: removing.label }));
                      setRemoving(null);
                    })
                    .catch(() => undefined)
                }
              >
                {t('sportsbook.limits.remove')}
              </button>
            </>
          }
        >
          <p>{t('sportsbook.limits.removeExplain')}</p>
          {setLimit.isError && <ErrorState error={setLimit.error} />}
        </Dialog>
      )}
    </>
  );
}

/** "12.50" -> 12.5; '' -> null (no limit of its own: the wider one applies); undefined when not an amount. */
function amountOf(text: string): number | null | undefined {
  const s = text.trim().replace(/,/g, '');
  if (s === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(s) ? Number(s) : undefined;
}

function LimitDialog({ merchant, currency, editing, onClose }: { merchant: string; currency: string; editing: NonNullable<Editing>; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const setLimit = useSetLimit();
  const current = editing.mode === 'edit' ? editing.limit : null;
  const [scope, setScope] = useState<Scope>(current?.scope ?? 'player');
  const [ref, setRef] = useState(current?.ref ?? '');
  const [amounts, setAmounts] = useState<Record<(typeof AMOUNTS)[number], string>>({ minStake: current?.minStake ?? '', maxStake: current?.maxStake ?? '', maxPayout: current?.maxPayout ?? '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const title = current ? t('sportsbook.limits.editTitle', { who: current.label }) : t('sportsbook.limits.add');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const values = Object.fromEntries(AMOUNTS.map((k) => [k, amountOf(amounts[k])])) as Record<(typeof AMOUNTS)[number], number | null | undefined>;
    for (const k of AMOUNTS) if (values[k] === undefined || values[k] === 0) found[k] = t('sportsbook.limits.badAmount');
    if (Object.keys(found).length === 0) {
      const body: LimitBody = { merchant, scope, ref: scope === 'merchant' ? null : ref.trim() || null, minStake: values.minStake ?? null, maxStake: values.maxStake ?? null, maxPayout: values.maxPayout ?? null };
      const parsed = limitBodySchema.safeParse(body);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? 'ref');
          found[key] ??= key === 'ref' ? t(scope === 'market' ? 'sportsbook.limits.badMarket' : 'sportsbook.limits.badPlayer') : key === 'minStake' ? t('sportsbook.limits.minAboveMax') : t('sportsbook.limits.badAmount');
        }
      } else {
        setProblems({});
        setError(null);
        try {
          await setLimit.mutateAsync(parsed.data);
          toast.success(t('sportsbook.limits.saved'));
          onClose();
        } catch (e) {
          setError(e);
        }
        return;
      }
    }
    setProblems(found);
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <form className="form" onSubmit={submit} aria-label={title} noValidate>
        {!current && (
          <div className="field-row">
            <div className="field">
              <label htmlFor={`${id}-scope`}>{t('sportsbook.limits.scope')}</label>
              <select id={`${id}-scope`} value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
                <option value="player">{t('sportsbook.limits.scopes.player')}</option>
                <option value="market">{t('sportsbook.limits.scopes.market')}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-ref`}>{t(scope === 'market' ? 'sportsbook.limits.marketId' : 'sportsbook.limits.username')}</label>
              <input
                id={`${id}-ref`}
                value={ref}
                maxLength={40}
                inputMode={scope === 'market' ? 'numeric' : undefined}
                onChange={(e) => setRef(e.target.value)}
                aria-invalid={problems.ref ? true : undefined}
                aria-describedby={problems.ref ? `${id}-ref-error` : undefined}
              />
              {problems.ref && (
                <small id={`${id}-ref-error`} className="field-error">
                  {problems.ref}
                </small>
              )}
            </div>
          </div>
        )}
        <div className="field-row">
          {AMOUNTS.map((k) => (
            <div className="field" key={k}>
              <label htmlFor={`${id}-${k}`}>{t('sportsbook.limits.inCurrency', { field: t(`sportsbook.limits.${k}`), currency })}</label>
              <input
                id={`${id}-${k}`}
                inputMode="decimal"
                value={amounts[k]}
                onChange={(e) => setAmounts((a) => ({ ...a, [k]: e.target.value }))}
                aria-invalid={problems[k] ? true : undefined}
                aria-describedby={`${id}-${k}-note`}
              />
              <small id={`${id}-${k}-note`} className={problems[k] ? 'field-error' : 'muted'}>
                {problems[k] ?? (k === 'maxStake' ? t(scope === 'merchant' ? 'sportsbook.limits.maxStakePerBet' : 'sportsbook.limits.maxStakePerMarket') : t('sportsbook.limits.emptyInherits'))}
              </small>
            </div>
          ))}
        </div>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={setLimit.isPending}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
