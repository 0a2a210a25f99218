import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SPORTS } from '@lobby/contract/rules';
import type { Sport } from '@lobby/contract/rules';
import { formatAmount, formatCount, formatTimeIn, toNumber } from '@/shared/lib/format';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/states';
import { eventsQueryOptions, LIVE_REFRESH_MS } from './api/events';
import type { OpsEventRow } from './api/events';
import { EventStatusChip, scoreText, SportsbookNav } from './labels';
import { useTypedFilter } from './use-typed-filter';

const WHEN = ['live', 'upcoming', 'ended', 'all'] as const;
type When = (typeof WHEN)[number];

/**
 * Sportsbook → Events: the merchant's events (live, upcoming, ended or all; a sport; a search by team or
 * league) with its open bets, their stakes and the worst liability of the winner market (red when the book
 * loses on an outcome). Refreshed every few seconds while any event shown is live. Filters sit in the URL.
 */
export default function SportsEventsScreen() {
  const { t } = useTranslation();
  const id = useId();
  useMerchantInUrl();
  const { merchant, implicit, merchants } = useOneMerchant();
  const timeZone = merchants.find((m) => m.code === merchant)?.timeZone ?? 'UTC';
  const [filters, setFilters] = useUrlFilters({ when: 'all', sport: '', q: '' });
  const when = (WHEN.includes(filters.when as When) ? filters.when : 'all') as When;
  const sport = (SPORTS.includes(filters.sport as Sport) ? filters.sport : undefined) as Sport | undefined;
  const [search, setSearch] = useTypedFilter(filters.q, (q) => setFilters({ q }));
  const query = useQuery(eventsQueryOptions({ merchant, when, sport, q: filters.q || undefined }));
  const live = query.data?.list.some((e) => e.status === 'live') ?? false;

  const columns = useMemo<ColumnDef<OpsEventRow, unknown>[]>(
    () => [
      {
        id: 'league',
        accessorFn: (e) => `${e.sport} ${e.league.name}`,
        header: t('sportsbook.events.sportLeague'),
        cell: (c) => (
          <span className="sb-league">
            <small className="muted">{t(`sportsbook.sport.${c.row.original.sport}`)}</small>
            {c.row.original.league.name}
          </span>
        ),
      },
      {
        id: 'event',
        accessorFn: (e) => `${e.home} v ${e.away}`,
        header: t('sportsbook.events.event'),
        cell: (c) => (
          <Link to={`/sportsbook/events/${c.row.original.id}?merchant=${encodeURIComponent(merchant)}`} className="link-strong sb-wrap">
            {t('sportsbook.versus', { home: c.row.original.home, away: c.row.original.away })}
          </Link>
        ),
      },
      {
        id: 'when',
        accessorFn: (e) => e.startsAt,
        header: t('sportsbook.events.when'),
        cell: (c) => {
          const e = c.row.original;
          const score = e.status === 'scheduled' ? null : scoreText(e.score, e.status === 'live' ? e.clock : null);
          return score ? <strong className="nowrap sb-score">{score}</strong> : <span className="nowrap">{formatTimeIn(e.startsAt, timeZone)}</span>;
        },
      },
      { id: 'status', accessorFn: (e) => e.status, header: t('common.status'), cell: (c) => <EventStatusChip status={c.row.original.status} suspended={c.row.original.suspended} /> },
      { id: 'openBets', accessorFn: (e) => e.openBets, header: t('sportsbook.events.openBets'), meta: { align: 'right' }, cell: (c) => formatCount(c.row.original.openBets) },
      { id: 'openStakes', accessorFn: (e) => toNumber(e.openStakes), header: t('sportsbook.events.stakes'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.openStakes, c.row.original.currency) },
      {
        id: 'liability',
        accessorFn: (e) => toNumber(e.worstLiability),
        header: t('sportsbook.events.liability'),
        meta: { align: 'right' },
        cell: (c) => <Liability value={c.row.original.worstLiability} currency={c.row.original.currency} />,
      },
    ],
    [t, timeZone, merchant],
  );

  return (
    <>
      <PageHeader title={t('nav.sportsbook')}>
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <SportsbookNav />
      <div className="filters">
        <div className="segmented" role="radiogroup" aria-label={t('sportsbook.events.whenLabel')}>
          {WHEN.map((w) => (
            <label key={w} className={when === w ? 'segmented-item active' : 'segmented-item'}>
              <input type="radio" name={`${id}-when`} value={w} checked={when === w} onChange={() => setFilters({ when: w })} />
              {t(`sportsbook.when.${w}`)}
            </label>
          ))}
        </div>
        <label className="inline-field">
          {t('sportsbook.events.sport')}
          <select value={sport ?? ''} onChange={(e) => setFilters({ sport: e.target.value })}>
            <option value="">{t('sportsbook.allSports')}</option>
            {SPORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sportsbook.sport.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('common.search')}
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('sportsbook.events.searchHint')} maxLength={60} className="sb-filter-text" />
        </label>
        <span className="muted small" role="status">
          {t('sportsbook.events.zone', { zone: timeZone })}
          {live && ` · ${t('sportsbook.events.refreshing', { seconds: LIVE_REFRESH_MS / 1000 })}`}
        </span>
      </div>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable label={t('sportsbook.events.table')} data={query.data?.list ?? []} columns={columns} loading={query.isPending} getRowId={(e) => String(e.id)} />
      )}
    </>
  );
}

/** What the book loses if the worst outcome comes in: red when it loses (positive), muted when it wins on every outcome. */
export function Liability({ value, currency }: { value: string; currency: string }) {
  const n = toNumber(value);
  return <span className={n > 0 ? 'text-danger sb-strong' : n < 0 ? 'muted' : undefined}>{formatAmount(value, currency)}</span>;
}
