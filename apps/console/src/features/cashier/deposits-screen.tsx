import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { DepositRow } from '@/shared/api/types';
import { formatMoney, formatTime } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { cashierApi } from './api';
import { CashierNav } from './cashier-nav';

const STATUSES = ['', 'created', 'pending', 'paid', 'failed', 'expired', 'review'] as const;

export default function DepositsScreen() {
  const { t } = useTranslation();
  // The cashier routes name one merchant (the selected one, or the first in scope under "All").
  const { merchant: selected, implicit } = useOneMerchant();
  const [status, setStatus] = useState('');
  const [account, setAccount] = useState('');
  const [search, setSearch] = useState('');

  const query = useInfiniteQuery({
    queryKey: ['ops', 'deposits', selected, status, search],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      cashierApi.deposits({ merchant: selected || undefined, status: status || undefined, account: search || undefined, beforeId: pageParam, limit: 50 }, signal),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(selected),
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);

  const columns = useMemo<ColumnDef<DepositRow, unknown>[]>(
    () => [
      { accessorKey: 'orderNo', header: t('cashier.orderNo'), cell: (c) => <code>{String(c.getValue())}</code> },
      { accessorKey: 'memberId', header: t('cashier.member') },
      { accessorKey: 'amount', header: t('cashier.amount'), meta: { align: 'right' }, cell: (c) => formatMoney(c.row.original.amount) },
      { accessorKey: 'credit', header: t('cashier.credit'), meta: { align: 'right' }, cell: (c) => formatMoney(c.row.original.credit) },
      { accessorKey: 'bonus', header: t('cashier.bonus'), meta: { align: 'right' }, cell: (c) => formatMoney(c.row.original.bonus) },
      { accessorKey: 'currency', header: t('cashier.currency') },
      { id: 'channel', accessorFn: (r) => r.channel?.name, header: t('cashier.channel') },
      { accessorKey: 'status', header: t('common.status'), cell: (c) => <StatusBadge value={c.row.original.status} /> },
      {
        id: 'provider',
        accessorFn: (r) => `${r.provider}${r.providerRef ? ` · ${r.providerRef}` : ''}`,
        header: t('cashier.provider'),
        cell: (c) => (
          <span>
            {c.row.original.provider}
            {c.row.original.providerRef && <small className="muted"> · {c.row.original.providerRef}</small>}
            {c.row.original.failureReason && <small className="text-danger"> · {c.row.original.failureReason}</small>}
          </span>
        ),
      },
      { accessorKey: 'createdAt', header: t('common.created'), cell: (c) => formatTime(c.row.original.createdAt) },
      { accessorKey: 'paidAt', header: t('cashier.paidAt'), cell: (c) => formatTime(c.row.original.paidAt) },
    ],
    [t],
  );

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
          label={t('cashier.deposits')}
          data={rows}
          columns={columns}
          loading={query.isPending}
          csvName="deposits"
          columnChooser
          initialHidden={['bonus', 'currency']}
          getRowId={(r) => r.orderNo}
          toolbar={
            <>
              <label className="inline-field">
                {t('common.status')}
                <select value={status} onChange={(e) => setStatus(e.target.value)}>
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {s ? t(`status.${s}`, { defaultValue: s }) : t('common.all')}
                    </option>
                  ))}
                </select>
              </label>
              <form
                className="inline-field"
                role="search"
                onSubmit={(e) => {
                  e.preventDefault();
                  setSearch(account.trim());
                }}
              >
                <label className="inline-field">
                  {t('cashier.member')}
                  <input value={account} onChange={(e) => setAccount(e.target.value)} placeholder={t('cashier.accountPlaceholder')} />
                </label>
                <button type="submit" className="btn btn-sm">
                  {t('common.search')}
                </button>
              </form>
            </>
          }
        />
      )}
      {query.hasNextPage && (
        <button type="button" className="btn load-more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      )}
    </>
  );
}
