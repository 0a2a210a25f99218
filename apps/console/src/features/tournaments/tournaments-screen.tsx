import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TOURNAMENT_PHASES } from '@lobby/contract/rules';
import { formatAmount, formatCount, formatTimeIn, toNumber } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { Icon } from '@/shared/ui/icons';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { PromotionsNav } from '@/shared/ui/promotions-nav';
import { ErrorState } from '@/shared/ui/states';
import { tournamentsQueryOptions } from './api/get-tournaments';
import type { Tournament } from './api/get-tournaments';
import { TournamentPhaseChip } from './status-chip';

/**
 * Promotions → Tournaments: the merchant's tournaments, newest first, with their phase, period on the
 * merchant's clock, scoring, players and what each paid in prizes (its promotion cost). The phase filter
 * sits in the URL.
 */
export default function TournamentsScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const [filters, setFilters] = useUrlFilters({ phase: '' });
  const query = useQuery(tournamentsQueryOptions(merchant));
  const timeZone = query.data?.timeZone ?? 'UTC';
  const rows = useMemo(() => (query.data?.list ?? []).filter((x) => !filters.phase || x.phase === filters.phase), [query.data, filters.phase]);
  const nameOf = (x: Tournament) => x.texts.EN?.name ?? Object.values(x.texts)[0]?.name ?? `#${x.id}`;

  const columns = useMemo<ColumnDef<Tournament, unknown>[]>(
    () => [
      {
        id: 'name',
        accessorFn: nameOf,
        header: t('tournaments.list.name'),
        cell: (c) => (
          <Link to={`/promotions/tournaments/${c.row.original.id}`} className="link-strong">
            {nameOf(c.row.original)}
          </Link>
        ),
      },
      { id: 'phase', accessorFn: (x) => x.phase, header: t('common.status'), cell: (c) => <TournamentPhaseChip phase={c.row.original.phase} /> },
      {
        id: 'period',
        accessorFn: (x) => x.startsAt,
        header: t('tournaments.list.period', { zone: timeZone }),
        cell: (c) => (
          <span className="nowrap">
            {formatTimeIn(c.row.original.startsAt, timeZone)} → {formatTimeIn(c.row.original.endsAt, timeZone)}
          </span>
        ),
      },
      { id: 'scoring', accessorFn: (x) => x.scoring, header: t('tournaments.list.scoring'), cell: (c) => t(`tournaments.scoring.${c.row.original.scoring}`) },
      { id: 'entrants', accessorFn: (x) => x.entrants, header: t('tournaments.list.entrants'), meta: { align: 'right' }, cell: (c) => formatCount(c.row.original.entrants) },
      { id: 'pool', accessorFn: (x) => toNumber(x.prizePool), header: t('tournaments.list.pool'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.prizePool, c.row.original.currency) },
      { id: 'paid', accessorFn: (x) => toNumber(x.prizesPaid), header: t('tournaments.list.paid'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.prizesPaid, c.row.original.currency) },
    ],
    [t, timeZone],
  );

  return (
    <>
      <PageHeader
        title={t('nav.promotions')}
        actions={
          can('content.manage') && (
            <Link to="/promotions/tournaments/new" className="btn btn-primary">
              <Icon name="plus" size={16} /> {t('tournaments.list.new')}
            </Link>
          )
        }
      >
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <PromotionsNav />
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('promotionsArea.tournaments')}
          data={rows}
          columns={columns}
          loading={query.isPending}
          getRowId={(x) => String(x.id)}
          csvName={`tournaments-${merchant}`}
          toolbar={
            <>
              <label className="inline-field">
                {t('common.status')}
                <select value={filters.phase} onChange={(e) => setFilters({ phase: e.target.value })}>
                  <option value="">{t('tournaments.list.allPhases')}</option>
                  {TOURNAMENT_PHASES.map((p) => (
                    <option key={p} value={p}>
                      {t(`tournaments.phase.${p}`)}
                    </option>
                  ))}
                </select>
              </label>
              <span className="muted">{t('tournaments.timeZone', { zone: timeZone })}</span>
            </>
          }
        />
      )}
    </>
  );
}
