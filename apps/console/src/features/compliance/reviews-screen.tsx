import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { RISK_REVIEW_STATUSES } from '@lobby/contract/rules';
import { Link } from 'react-router';
import { formatTimeIn } from '@/shared/lib/format';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader, TabPanel, Tabs } from '@/shared/ui/page';
import { riskTabHref } from '@/shared/ui/risk';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { riskReviewsQueryOptions } from './api/get-risk-reviews';
import type { RiskReviewRow } from './api/get-risk-reviews';
import { ComplianceNav } from './compliance-nav';

/** The list's status tabs, as the server names them (open: the player's withdrawals are held). */
const STATUSES = [...RISK_REVIEW_STATUSES, 'all'] as const;
type StatusFilter = (typeof STATUSES)[number];

/**
 * Players under review at one merchant (the top bar's), newest first, by status tab in the URL: the player
 * (a link to their file's Risk tab, where a review is opened and closed), why and by whom it was opened, and
 * for a closed one who closed it, when and the note. Times are on the merchant's clock as the answer names it.
 */
export default function ReviewsScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  const { merchant: selected, implicit } = useOneMerchant();
  const [filters, setFilters] = useUrlFilters({ status: 'open' });
  const status = (STATUSES as readonly string[]).includes(filters.status) ? (filters.status as StatusFilter) : 'open';

  const list = useInfiniteQuery(riskReviewsQueryOptions({ merchant: selected, status }));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.list) ?? [], [list.data]);
  const timeZone = list.data?.pages[0]?.timeZone;

  const columns = useMemo<ColumnDef<RiskReviewRow, unknown>[]>(() => {
    const at = (ms: number | null) => formatTimeIn(ms, timeZone ?? '');
    const base: ColumnDef<RiskReviewRow, unknown>[] = [
      {
        accessorKey: 'account',
        header: t('risk.columns.account'),
        cell: (c) => (
          <Link to={riskTabHref(c.row.original.account, c.row.original.merchantCode)} className="link-strong">
            {c.row.original.account}
          </Link>
        ),
      },
      { accessorKey: 'reason', header: t('common.reason'), enableSorting: false, cell: (c) => <span className="risk-reason-cell">{c.row.original.reason}</span> },
      {
        accessorKey: 'openedAt',
        header: t('risk.columns.opened'),
        cell: (c) => (
          <div className="stack-xs">
            <span className="nowrap">{at(c.row.original.openedAt)}</span>
            <small className="muted">{t('risk.by', { by: c.row.original.openedBy })}</small>
          </div>
        ),
      },
    ];
    if (status === 'open') return base;
    return [
      ...base,
      { accessorKey: 'status', header: t('common.status'), cell: (c) => <StatusBadge value={c.row.original.status} /> },
      {
        accessorKey: 'closedAt',
        header: t('risk.columns.closed'),
        cell: (c) =>
          c.row.original.closedAt === null ? (
            '—'
          ) : (
            <div className="stack-xs">
              <span className="nowrap">{at(c.row.original.closedAt)}</span>
              {c.row.original.closedBy && <small className="muted">{t('risk.by', { by: c.row.original.closedBy })}</small>}
            </div>
          ),
      },
      { accessorKey: 'closeNote', header: t('risk.columns.note'), enableSorting: false, cell: (c) => <span className="risk-reason-cell">{c.row.original.closeNote ?? '—'}</span> },
    ];
  }, [t, timeZone, status]);

  return (
    <>
      <PageHeader title={t('nav.compliance')}>
        <ImplicitMerchant merchant={selected} implicit={implicit} />
      </PageHeader>
      <ComplianceNav />
      <p className="muted">{t('risk.reviews.help')}</p>
      {timeZone && <p className="muted">{t('risk.reviews.clock', { zone: timeZone })}</p>}
      <Tabs label={t('risk.reviews.statusTabs')} idPrefix="risk-status" value={status} onChange={(s) => setFilters({ status: s })} tabs={STATUSES.map((s) => ({ key: s, label: t(`risk.reviews.statuses.${s}`) }))} />
      <TabPanel idPrefix="risk-status" active={status}>
        {list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <div className="risk-reviews">
            <DataTable label={t('risk.reviews.list')} data={rows} columns={columns} loading={list.isPending} getRowId={(r) => String(r.id)} rowClassName={(r) => (r.status === 'open' && status !== 'open' ? 'row-attention' : undefined)} />
          </div>
        )}
        {list.hasNextPage && (
          <button type="button" className="btn load-more" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t('common.loadMore')}
          </button>
        )}
      </TabPanel>
    </>
  );
}
