import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount, toNumber } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table';
import { ErrorState, Loading } from '@/shared/ui/states';
import { sportsbookReportQueryOptions } from './api/get-sportsbook-report';
import type { SportsbookReportRow } from './api/get-sportsbook-report';

const MONEY = ['stakes', 'payouts', 'ggr', 'openStakes'] as const;
type Line = Omit<SportsbookReportRow, 'sport'> & { sport: SportsbookReportRow['sport'] | 'total' };

/**
 * Reports → Sportsbook: one line per sport of one merchant over its calendar days, with the total row: the
 * bets settled in the period, their stakes, what they paid (wins, voids, cash-outs), the GGR, the stakes
 * still open now, and the cash-outs.
 */
export function SportsbookReport({ merchant, from, to }: { merchant: string; from: string; to: string }) {
  const { t } = useTranslation();
  const query = useQuery(sportsbookReportQueryOptions({ merchant, from, to }, true));
  const currency = query.data?.currency ?? '';

  const columns = useMemo<ColumnDef<Line, unknown>[]>(
    () => [
      { id: 'sport', accessorFn: (r) => r.sport, header: t('reports.sportsbook.sport'), enableSorting: false, cell: (c) => (c.row.original.sport === 'total' ? t('reports.totals') : t(`sportsbook.sport.${c.row.original.sport}`)) },
      { id: 'bets', accessorFn: (r) => r.bets, header: t('reports.sportsbook.bets'), enableSorting: false, meta: { align: 'right' }, cell: (c) => formatCount(c.row.original.bets) },
      ...MONEY.map<ColumnDef<Line, unknown>>((k) => ({
        id: k,
        accessorFn: (r) => toNumber(r[k]),
        header: t(`reports.sportsbook.${k}`),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (c) => <span className={toNumber(c.row.original[k]) < 0 ? 'text-danger' : undefined}>{formatAmount(c.row.original[k], currency)}</span>,
      })),
      { id: 'cashOuts', accessorFn: (r) => r.cashOuts, header: t('reports.sportsbook.cashOuts'), enableSorting: false, meta: { align: 'right' }, cell: (c) => formatCount(c.row.original.cashOuts) },
    ],
    [t, currency],
  );

  if (!merchant) return <p className="state state-empty">{t('reports.noMerchants')}</p>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading />;
  const r = query.data;
  const total: Line = { ...r.total, sport: 'total' };
  return (
    <section aria-labelledby="sportsbook-report-title">
      <h2 id="sportsbook-report-title" className="section-title">
        {t('reports.sportsbook.title', { merchant: r.merchant, currency: r.currency })}
      </h2>
      <p className="muted">{t('reports.sportsbook.note', { zone: r.timeZone })}</p>
      <dl className="totals" aria-label={t('reports.totalsIn', { currency: r.currency })}>
        <div>
          <dt>{t('reports.sportsbook.bets')}</dt>
          <dd>{formatCount(r.total.bets)}</dd>
        </div>
        {MONEY.map((k) => (
          <div key={k}>
            <dt>{t(`reports.sportsbook.${k}`)}</dt>
            <dd className={toNumber(r.total[k]) < 0 ? 'text-danger' : undefined}>{formatAmount(r.total[k], r.currency)}</dd>
          </div>
        ))}
      </dl>
      {r.rows.length === 0 ? (
        <p className="state state-empty">{t('reports.sportsbook.quiet')}</p>
      ) : (
        <DataTable
          label={t('reports.sportsbook.rows', { currency: r.currency })}
          data={[...r.rows, total]}
          columns={columns}
          csvName={`sportsbook-${r.merchant}-${r.from}-${r.to}`}
          getRowId={(row) => row.sport}
          rowClassName={(row) => (row === total ? 'row-total' : undefined)}
        />
      )}
    </section>
  );
}
