import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRow } from '@/shared/api/types';
import { formatMoney, formatTime } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { cashierApi } from './api';
import { CashierNav } from './cashier-nav';

const STATUSES = ['pending', 'awaiting_second_approval', 'paying', 'paid', 'failed', 'rejected'] as const;
type Row = WithdrawalRow & { id?: number; merchant?: string };

export function approvalsText(row: Row, t: (k: string, o?: Record<string, unknown>) => string): string | null {
  const approvals = row.approvals ?? [];
  if (!row.needsSecondApproval && approvals.length === 0) return null;
  const needed = row.needsSecondApproval ? 2 : 1;
  return t('cashier.approvalsOf', { count: approvals.length, needed });
}

export default function WithdrawalsScreen() {
  const { t } = useTranslation();
  // The cashier routes name one merchant (the selected one, or the first in scope under "All").
  const { merchant: selected, implicit } = useOneMerchant();
  const { can } = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('pending');
  const [approving, setApproving] = useState<Row | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);

  const key = ['ops', 'withdrawals', selected, status];
  const query = useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => cashierApi.withdrawals({ merchant: selected || undefined, status, beforeId: pageParam, limit: 50 }, signal),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(selected),
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.list as Row[]) ?? [], [query.data]);
  const canReview = can('cashier.review');

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { accessorKey: 'orderNo', header: t('cashier.orderNo'), cell: (c) => <code>{String(c.getValue())}</code> },
      { id: 'member', accessorFn: (r) => r.member ?? r.accountName ?? r.memberId, header: t('cashier.member') },
      { accessorKey: 'amount', header: t('cashier.amount'), meta: { align: 'right' }, cell: (c) => formatMoney(c.row.original.amount) },
      { accessorKey: 'fee', header: t('cashier.fee'), meta: { align: 'right' }, cell: (c) => formatMoney(c.row.original.fee) },
      { accessorKey: 'payout', header: t('cashier.payout'), meta: { align: 'right' }, cell: (c) => formatMoney(c.row.original.payout) },
      { accessorKey: 'currency', header: t('cashier.currency') },
      { id: 'channel', accessorFn: (r) => r.channel?.name, header: t('cashier.channel') },
      { id: 'bank', accessorFn: (r) => `${r.account?.bankName ?? ''} ${r.account?.accountNoMasked ?? ''}`.trim(), header: t('cashier.bankAccount') },
      {
        accessorKey: 'status',
        header: t('common.status'),
        cell: (c) => {
          const row = c.row.original;
          const text = approvalsText(row, t);
          return (
            <div className="stack-xs">
              <StatusBadge value={row.status} />
              {text && (
                <small className="muted" data-testid="approvals">
                  {text}
                  {row.approvals && row.approvals.length > 0 && ` · ${t('cashier.approvedBy', { names: row.approvals.map((a) => a.by).join(', ') })}`}
                </small>
              )}
            </div>
          );
        },
      },
      { accessorKey: 'createdAt', header: t('common.created'), cell: (c) => formatTime(c.row.original.createdAt) },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        enableHiding: false,
        cell: (c) => {
          const row = c.row.original;
          const open = row.status === 'pending' || row.status === 'awaiting_second_approval';
          if (!canReview || !open) return null;
          return (
            <div className="row-actions">
              <button type="button" className="btn btn-sm btn-primary" onClick={() => setApproving(row)} aria-label={t('cashier.approveOrder', { orderNo: row.orderNo })}>
                {t('cashier.approve')}
              </button>
              <button type="button" className="btn btn-sm btn-danger-ghost" onClick={() => setRejecting(row)} aria-label={t('cashier.rejectOrder', { orderNo: row.orderNo })}>
                {t('cashier.reject')}
              </button>
            </div>
          );
        },
      },
    ],
    [t, canReview],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'withdrawals'] });

  return (
    <>
      <PageHeader title={t('nav.cashier')}>
        <ImplicitMerchant merchant={selected} implicit={implicit} />
      </PageHeader>
      <CashierNav />
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('cashier.withdrawals')}
          data={rows}
          columns={columns}
          loading={query.isPending}
          csvName="withdrawals"
          columnChooser
          initialHidden={['fee', 'currency', 'channel']}
          getRowId={(r) => r.orderNo}
          rowClassName={(r) => (r.needsSecondApproval && (r.approvals?.length ?? 0) === 1 ? 'row-attention' : undefined)}
          toolbar={
            <label className="inline-field">
              {t('common.status')}
              <select value={status} onChange={(e) => setStatus(e.target.value)}>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`, { defaultValue: s })}
                  </option>
                ))}
              </select>
            </label>
          }
        />
      )}
      {query.hasNextPage && (
        <button type="button" className="btn load-more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      )}
      {approving && <ApproveDialog row={approving} merchant={approving.merchant ?? (selected || undefined)} onClose={() => setApproving(null)} onDone={refresh} />}
      {rejecting && (
        <ReasonDialog
          title={t('cashier.rejectTitle', { orderNo: rejecting.orderNo })}
          confirmLabel={t('cashier.reject')}
          danger
          onClose={() => setRejecting(null)}
          onConfirm={async (reason) => {
            await cashierApi.rejectWithdrawal(rejecting.orderNo, reason, rejecting.merchant ?? (selected || undefined));
            toast.success(t('cashier.rejected', { orderNo: rejecting.orderNo }));
            await refresh();
          }}
        />
      )}
    </>
  );
}

function ApproveDialog({ row, merchant, onClose, onDone }: { row: Row; merchant?: string; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await cashierApi.approveWithdrawal(row.orderNo, merchant);
      toast.success(result.status === 'awaiting_second_approval' ? t('cashier.firstApprovalRecorded') : t('cashier.approved', { orderNo: row.orderNo }));
      await onDone();
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('cashier.approveTitle', { orderNo: row.orderNo })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void approve()} disabled={busy}>
            {t('cashier.confirmApprove')}
          </button>
        </>
      }
    >
      <dl className="facts">
        <dt>{t('cashier.member')}</dt>
        <dd>{row.member ?? row.accountName ?? row.memberId}</dd>
        <dt>{t('cashier.amount')}</dt>
        <dd>
          {formatMoney(row.amount)} {row.currency}
        </dd>
        <dt>{t('cashier.bankAccount')}</dt>
        <dd>
          {row.account?.bankName} {row.account?.accountNoMasked}
        </dd>
      </dl>
      {row.needsSecondApproval && <p className="notice">{t('cashier.secondApprovalNote', { count: row.approvals?.length ?? 0 })}</p>}
      {error !== null && <ErrorState error={error} />}
    </Dialog>
  );
}
