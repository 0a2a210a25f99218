import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BET_STATUSES, SPORTS } from '@lobby/contract/rules';
import type { Sport } from '@lobby/contract/rules';
import { formatAmount, formatTimeIn, toNumber } from '@/shared/lib/format';
import { useMerchantInUrl, useMerchantToday, useOneMerchant } from '@/shared/lib/merchant';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { shiftDay } from '@/shared/lib/zone-time';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { PlayerLink } from '@/shared/ui/player-link';
import { ErrorState } from '@/shared/ui/states';
import { betsCsvUrl, betsQueryOptions } from './api/bets';
import type { BetsQuery, OpsBet } from './api/bets';
import { BetStatusChip, decimalOdds, marketName, SportsbookNav } from './labels';
import { useTypedFilter } from './use-typed-filter';

const STATUSES = ['all', ...BET_STATUSES, 'settled'] as const;
const LIVE = ['all', 'yes', 'no'] as const;

/**
 * Sportsbook → Bets: the merchant's bets, newest first, by status, sport, player, event, in-play or not and
 * days on the merchant's calendar, each with its legs, stake, odds, potential return and payout. The filters
 * sit in the URL; the CSV is the server's of the same filtered list.
 */
export default function SportsBetsScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  const { merchant, implicit } = useOneMerchant();
  const today = useMerchantToday();
  const [filters, setFilters] = useUrlFilters({ status: 'all', sport: '', player: '', event: '', live: 'all', from: shiftDay(today, -6), to: today });
  const [player, setPlayer] = useTypedFilter(filters.player, (v) => setFilters({ player: v }));
  const [event, setEvent] = useTypedFilter(filters.event, (v) => setFilters({ event: /^\d+$/.test(v) ? v : '' }));
  const valid = !filters.from || !filters.to || filters.from <= filters.to;
  const query: BetsQuery = {
    merchant,
    status: (STATUSES.includes(filters.status as (typeof STATUSES)[number]) ? filters.status : 'all') as BetsQuery['status'],
    sport: SPORTS.includes(filters.sport as Sport) ? (filters.sport as Sport) : undefined,
    player: filters.player || undefined,
    eventId: /^\d+$/.test(filters.event) ? Number(filters.event) : undefined,
    live: (LIVE.includes(filters.live as (typeof LIVE)[number]) ? filters.live : 'all') as BetsQuery['live'],
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  const bets = useQuery({ ...betsQueryOptions(query), enabled: Boolean(merchant) && valid });
  const timeZone = bets.data?.timeZone ?? 'UTC';

  const columns = useMemo<ColumnDef<OpsBet, unknown>[]>(
    () => [
      { id: 'ref', accessorFn: (b) => b.ref, header: t('sportsbook.bets.ref'), cell: (c) => <span className="mono">{c.row.original.ref}</span> },
      { id: 'placed', accessorFn: (b) => b.placedAt, header: t('sportsbook.bets.placed'), cell: (c) => <span className="nowrap">{formatTimeIn(c.row.original.placedAt, timeZone)}</span> },
      { id: 'player', accessorFn: (b) => b.username, header: t('sportsbook.bets.player'), cell: (c) => <PlayerLink account={c.row.original.username} merchant={merchant} /> },
      {
        id: 'legs',
        accessorFn: (b) => b.legs.map((l) => `${l.name} (${l.event})`).join('; '),
        header: t('sportsbook.bets.legs'),
        enableSorting: false,
        cell: (c) => <Legs bet={c.row.original} merchant={merchant} />,
      },
      { id: 'stake', accessorFn: (b) => toNumber(b.stake), header: t('sportsbook.bets.stake'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.stake, c.row.original.currency) },
      { id: 'odds', accessorFn: (b) => b.odds, header: t('sportsbook.bets.odds'), meta: { align: 'right' }, cell: (c) => decimalOdds(c.row.original.odds) },
      { id: 'potential', accessorFn: (b) => toNumber(b.potentialReturn), header: t('sportsbook.bets.potential'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.potentialReturn, c.row.original.currency) },
      { id: 'payout', accessorFn: (b) => toNumber(b.payout), header: t('sportsbook.bets.payout'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.payout, c.row.original.currency) },
      {
        id: 'status',
        accessorFn: (b) => b.status,
        header: t('common.status'),
        cell: (c) => (
          <span className="sb-chips">
            <BetStatusChip status={c.row.original.status} />
            {c.row.original.live && <span className="badge badge-sb-inplay">{t('sportsbook.bets.inPlay')}</span>}
          </span>
        ),
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
        <label className="inline-field">
          {t('common.status')}
          <select value={query.status} onChange={(e) => setFilters({ status: e.target.value })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? t('sportsbook.bets.allStatuses') : s === 'settled' ? t('sportsbook.bets.settled') : t(`sportsbook.betStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('sportsbook.events.sport')}
          <select value={query.sport ?? ''} onChange={(e) => setFilters({ sport: e.target.value })}>
            <option value="">{t('sportsbook.allSports')}</option>
            {SPORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sportsbook.sport.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('sportsbook.bets.player')}
          <input type="search" className="sb-filter-text" value={player} maxLength={40} onChange={(e) => setPlayer(e.target.value)} />
        </label>
        <label className="inline-field">
          {t('sportsbook.bets.eventId')}
          <input inputMode="numeric" className="sb-narrow" value={event} maxLength={10} onChange={(e) => setEvent(e.target.value)} />
        </label>
        <label className="inline-field">
          {t('sportsbook.bets.live')}
          <select value={query.live} onChange={(e) => setFilters({ live: e.target.value })}>
            {LIVE.map((l) => (
              <option key={l} value={l}>
                {t(`sportsbook.bets.liveOptions.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('common.from')}
          <input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => setFilters({ from: e.target.value })} />
        </label>
        <label className="inline-field">
          {t('common.to')}
          <input type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => setFilters({ to: e.target.value })} />
        </label>
      </div>
      {!valid ? (
        <p className="field-error">{t('dashboard.badRange')}</p>
      ) : bets.isError ? (
        <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />
      ) : (
        <>
          <DataTable
            label={t('sportsbook.bets.table')}
            data={bets.data?.list ?? []}
            columns={columns}
            loading={bets.isPending}
            getRowId={(b) => String(b.id)}
            exportHref={merchant ? betsCsvUrl(query) : undefined}
            toolbar={<span className="muted">{t('sportsbook.bets.days', { zone: timeZone })}</span>}
          />
          {bets.data?.hasMore && <p className="muted small">{t('sportsbook.bets.more', { count: bets.data.list.length })}</p>}
        </>
      )}
    </>
  );
}

/** A bet's legs, one a line: the selection, its market and the event (a link to the event on the desk). */
function Legs({ bet, merchant }: { bet: OpsBet; merchant: string }) {
  const { t } = useTranslation();
  return (
    <ul className="sb-legs">
      {bet.kind === 'parlay' && <li className="muted small">{t('sportsbook.bets.parlay', { count: bet.legs.length })}</li>}
      {bet.legs.map((l) => (
        <li key={l.selectionId}>
          <strong>{l.name}</strong> <span className="muted">{marketName(t, l.marketType, l.line)}</span> @ {decimalOdds(l.odds)} ·{' '}
          <Link to={`/sportsbook/events/${l.eventId}?merchant=${encodeURIComponent(merchant)}`}>{l.event}</Link>
          {l.result && <span className="muted"> · {t(`sportsbook.result.${l.result}`)}</span>}
        </li>
      ))}
    </ul>
  );
}
