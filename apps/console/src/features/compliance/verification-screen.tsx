import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { KYC_SUBMISSION_STATUSES } from '@lobby/contract/rules';
import { Link, useLocation } from 'react-router';
import { kycSubmissionsQueryOptions } from '@/shared/api/get-kyc-submissions';
import type { KycSubmissionFilters, KycSubmissionRow } from '@/shared/api/get-kyc-submissions';
import { formatTimeIn } from '@/shared/lib/format';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { KYC_LATE_MS, KycFindings, KycLevel, KycStep, kycAge, kycDecider, kycReasonText, kycReviewHref } from '@/shared/ui/kyc';
import { ImplicitMerchant, PageHeader, TabPanel, Tabs } from '@/shared/ui/page';
import { PlayerLink } from '@/shared/ui/player-link';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { ComplianceNav } from './compliance-nav';

/** The queue's status tabs, as the server names them (pending: waiting for an operator). */
const STATUSES = [...KYC_SUBMISSION_STATUSES, 'all'] as const;
type StatusFilter = (typeof STATUSES)[number];
const LEVELS = ['2', '3'] as const;

/** What the review screen is handed: the queue's own address (its filters) to go back to after a decision. */
export interface ReviewState {
  queue: string;
}

/**
 * The verification queue of one merchant (the top bar's): identity (level 2) and source-of-funds (level 3)
 * submissions, oldest waiting first, by status tab, level and player, all in the URL. Each row: when it was
 * sent on the merchant's clock (the answer names the zone), the player's file, what it asks to verify, the
 * member's level now, the checker's verdict and findings, how long it has waited, and its review screen,
 * where documents are seen side by side and compliance.manage approves or rejects.
 */
export default function VerificationScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  useMerchantInUrl();
  const { merchant: selected, implicit } = useOneMerchant();
  const [filters, setFilters] = useUrlFilters({ status: 'pending', level: '', account: '' });
  const status = (STATUSES as readonly string[]).includes(filters.status) ? (filters.status as StatusFilter) : 'pending';
  const level = (LEVELS as readonly string[]).includes(filters.level) ? Number(filters.level) : undefined;
  const [account, setAccount] = useState(filters.account);
  const query: KycSubmissionFilters = { merchant: selected, status, level, account: filters.account || undefined };
  // the age is counted from the moment the answer came (a queue read now, not a clock ticking in each row)
  const list = useInfiniteQuery(kycSubmissionsQueryOptions(query));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.list) ?? [], [list.data]);
  const timeZone = list.data?.pages[0]?.timeZone;
  const now = list.dataUpdatedAt || Date.now();

  const columns = useMemo<ColumnDef<KycSubmissionRow, unknown>[]>(() => {
    const base: ColumnDef<KycSubmissionRow, unknown>[] = [
      { accessorKey: 'submittedAt', header: t('kyc.columns.submitted'), cell: (c) => formatTimeIn(c.row.original.submittedAt, timeZone ?? '') },
      { accessorKey: 'account', header: t('kyc.columns.account'), cell: (c) => <PlayerLink account={c.row.original.account} merchant={c.row.original.merchantCode} /> },
      { accessorKey: 'level', header: t('kyc.columns.check'), cell: (c) => <KycStep level={c.row.original.level} /> },
      { accessorKey: 'memberLevel', header: t('kyc.columns.memberLevel'), cell: (c) => <KycLevel level={c.row.original.memberLevel} /> },
      { id: 'checker', accessorFn: (r) => r.check?.verdict ?? '', header: t('kyc.columns.checker'), cell: (c) => <KycFindings check={c.row.original.check} limit={2} /> },
    ];
    const age: ColumnDef<KycSubmissionRow, unknown> = {
      id: 'age',
      accessorFn: (r) => now - r.submittedAt,
      header: t('kyc.columns.age'),
      meta: { align: 'right' },
      cell: (c) => {
        const late = c.row.original.status === 'pending' && now - c.row.original.submittedAt > KYC_LATE_MS;
        return <span className={late ? 'nowrap kyc-age-late' : 'nowrap'}>{kycAge(c.row.original.submittedAt, now, t)}</span>;
      },
    };
    const decision: ColumnDef<KycSubmissionRow, unknown> = {
      accessorKey: 'status',
      header: t('common.status'),
      cell: (c) => {
        const s = c.row.original;
        return (
          <div className="stack-xs kyc-decision">
            <StatusBadge value={s.status} />
            {s.decidedAt !== null && <small className="muted">{t('kyc.decidedBy', { by: kycDecider(s.decidedBy, t), at: formatTimeIn(s.decidedAt, timeZone ?? '') })}</small>}
            {s.reason !== null && <small>{kycReasonText(s.reason, t)}</small>}
            {s.note && <small className="muted">{s.note}</small>}
          </div>
        );
      },
    };
    const open: ColumnDef<KycSubmissionRow, unknown> = {
      id: 'actions',
      header: t('common.actions'),
      enableSorting: false,
      enableHiding: false,
      cell: (c) => {
        const s = c.row.original;
        const pending = s.status === 'pending';
        return (
          <Link
            to={kycReviewHref(s.id, s.merchantCode)}
            state={{ queue: `/compliance/verification${search}` } satisfies ReviewState}
            className={pending ? 'btn btn-sm btn-primary' : 'btn btn-sm'}
            aria-label={t(pending ? 'kyc.reviewSubmission' : 'kyc.viewSubmission', { id: s.id })}
          >
            {t(pending ? 'kyc.review' : 'kyc.view')}
          </Link>
        );
      },
    };
    // Pending: every row waits, so its age says how late the queue is; the other tabs show the decision
    return status === 'pending' ? [...base, age, open] : [...base, decision, open];
  }, [t, timeZone, now, status, search]);

  return (
    <>
      <PageHeader title={t('nav.compliance')}>
        <ImplicitMerchant merchant={selected} implicit={implicit} />
      </PageHeader>
      <ComplianceNav />
      <p className="muted">{t('kyc.help')}</p>
      {timeZone && <p className="muted">{t('kyc.clock', { zone: timeZone })}</p>}
      <Tabs
        label={t('kyc.statusTabs')}
        idPrefix="kyc-status"
        value={status}
        onChange={(s) => setFilters({ status: s })}
        tabs={STATUSES.map((s) => ({ key: s, label: t(`kyc.statuses.${s}`) }))}
      />
      <TabPanel idPrefix="kyc-status" active={status}>
        <div className="filters">
          <label className="inline-field">
            {t('kyc.levelFilter')}
            <select value={level === undefined ? '' : String(level)} onChange={(e) => setFilters({ level: e.target.value })}>
              <option value="">{t('kyc.allLevels')}</option>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`kyc.steps.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <form
            className="inline-field"
            role="search"
            aria-label={t('kyc.searchPlayer')}
            onSubmit={(e) => {
              e.preventDefault();
              setFilters({ account: account.trim() });
            }}
          >
            <label className="inline-field">
              {t('kyc.columns.account')}
              <input value={account} onChange={(e) => setAccount(e.target.value)} placeholder={t('cashier.accountPlaceholder')} />
            </label>
            <button type="submit" className="btn btn-sm">
              {t('common.search')}
            </button>
          </form>
          <span className="muted">{selected}</span>
        </div>
        {list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <div className="kyc-queue">
            <DataTable
              label={t('kyc.submissions')}
              data={rows}
              columns={columns}
              loading={list.isPending}
              getRowId={(r) => String(r.id)}
              rowClassName={(r) => (r.status === 'pending' && now - r.submittedAt > KYC_LATE_MS ? 'row-attention' : undefined)}
            />
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
