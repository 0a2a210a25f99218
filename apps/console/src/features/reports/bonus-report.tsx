import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount, toNumber } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table';
import { ErrorState, Loading } from '@/shared/ui/states';
import { bonusReportQueryOptions } from './api/get-bonus-report';
import type { BonusReportRow } from './api/get-bonus-report';

const MONEY = ['granted', 'freeRoundStakes', 'released', 'returned', 'cost', 'ggr', 'ngr'] as const;

/**
 * Reports → Bonus cost: one line per campaign (and the built-in bonuses) of one merchant over its calendar
 * days, with the total row: what was granted, the free-round stakes the brand paid, what became cash, what
 * came back, the cost, and the GGR and NGR of the campaign's players over the same days.
 */
export function BonusCostReport({ merchant, from, to }: { merchant: string; from: string; to: string }) {
  const { t } = useTranslation();
  const query = useQuery(bonusReportQueryOptions({ merchant, from, to }, true));
  const currency = query.data?.currency ?? '';

  const columns = useMemo<ColumnDef<BonusReportRow, unknown>[]>(
    () => [
      { accessorKey: 'name', header: t('reports.bonus.campaign'), enableSorting: false },
      { accessorKey: 'kind', header: t('bonus.list.kind'), enableSorting: false, cell: (c) => (c.row.original.kind ? t(`bonus.kinds.${c.row.original.kind}`, { defaultValue: c.row.original.kind }) : '—') },
      { accessorKey: 'grants', header: t('bonus.figures.grants'), enableSorting: false, meta: { align: 'right' }, cell: (c) => formatCount(c.row.original.grants) },
      { accessorKey: 'players', header: t('bonus.figures.players'), enableSorting: false, meta: { align: 'right' }, cell: (c) => formatCount(c.row.original.players) },
      ...MONEY.map<ColumnDef<BonusReportRow, unknown>>((k) => ({
        id: k,
        accessorFn: (r) => toNumber(r[k]),
        header: t(`bonus.figures.${k}`),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (c) => <span className={toNumber(c.row.original[k]) < 0 ? 'text-danger' : undefined}>{formatAmount(c.row.original[k], currency)}</span>,
      })),
    ],
    [t, currency],
  );

  if (!merchant) return <p className="state state-empty">{t('reports.noMerchants')}</p>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading />;
  const r = query.data;
  // the total row closes the table; the lines keep the server's order (sorting would move the total)
  const total: BonusReportRow = { ...r.total, name: t('reports.totals'), kind: '' };
  return (
    <section aria-labelledby="bonus-report-title">
      <h2 id="bonus-report-title" className="section-title">
        {t('reports.bonus.title', { merchant: r.merchant, currency: r.currency })}
      </h2>
      <p className="muted">{t('reports.bonus.note', { zone: r.timeZone })}</p>
      <dl className="totals" aria-label={t('reports.totalsIn', { currency: r.currency })}>
        <div>
          <dt>{t('bonus.figures.grants')}</dt>
          <dd>{formatCount(r.total.grants)}</dd>
        </div>
        <div>
          <dt>{t('bonus.figures.players')}</dt>
          <dd>{formatCount(r.total.players)}</dd>
        </div>
        {MONEY.map((k) => (
          <div key={k}>
            <dt>{t(`bonus.figures.${k}`)}</dt>
            <dd className={toNumber(r.total[k]) < 0 ? 'text-danger' : undefined}>{formatAmount(r.total[k], r.currency)}</dd>
          </div>
        ))}
      </dl>
      {r.rows.length === 0 ? (
        <p className="state state-empty">{t('reports.bonus.quiet')}</p>
      ) : (
        <DataTable
          label={t('reports.bonus.rows', { currency: r.currency })}
          data={[...r.rows, total]}
          columns={columns}
          csvName={`bonus-cost-${r.merchant}-${r.from}-${r.to}`}
          getRowId={(row, i) => (i === r.rows.length ? 'total' : String(row.campaignId ?? `${row.name}-${i}`))}
          rowClassName={(row) => (row === total ? 'row-total' : undefined)}
        />
      )}
    </section>
  );
}
