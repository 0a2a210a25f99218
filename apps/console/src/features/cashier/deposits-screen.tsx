import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES } from '@lobby/contract/rules';
import { formatAmount, formatTime } from '@/shared/lib/format';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { PlayerLink } from '@/shared/ui/player-link';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { depositsCsvUrl, depositsQueryOptions } from './api/get-deposits';
import type { DepositFilters, DepositRow } from './api/get-deposits';
import { CashierNav } from './cashier-nav';

export default function DepositsScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  // The cashier routes name one merchant (the selected one, or the first in scope under "All").
  const { merchant: selected, implicit } = useOneMerchant();
  const [filters, setFilters] = useUrlFilters({ status: '', account: '' });
  const [account, setAccount] = useState(filters.account);
  const query: DepositFilters = {
    merchant: selected || undefined,
    status: (DEPOSIT_STATUSES as readonly string[]).includes(filters.status) ? (filters.status as DepositFilters['status']) : undefined,
    account: filters.account || undefined,
  };

  const list = useInfiniteQuery(depositsQueryOptions(query));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.list) ?? [], [list.data]);

  const columns = useMemo<ColumnDef<DepositRow, unknown>[]>(
    () => [
      { accessorKey: 'orderNo', header: t('cashier.orderNo'), cell: (c) => <code>{String(c.getValue())}</code> },
      { id: 'player', accessorFn: (r) => r.player, header: t('cashier.player'), cell: (c) => <PlayerLink account={c.row.original.player} merchant={c.row.original.merchant} /> },
      { accessorKey: 'amount', header: t('cashier.amount'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.amount, c.row.original.currency) },
      { accessorKey: 'credit', header: t('cashier.credit'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.credit, c.row.original.currency) },
      { accessorKey: 'bonus', header: t('cashier.bonus'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.bonus, c.row.original.currency) },
      { id: 'channel', accessorFn: (r) => r.channel.name, header: t('cashier.channel') },
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
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t('cashier.deposits')}
          data={rows}
          columns={columns}
          loading={list.isPending}
          exportHref={selected ? depositsCsvUrl(query) : undefined}
          columnChooser
          initialHidden={['bonus']}
          getRowId={(r) => r.orderNo}
          toolbar={
            <>
              <label className="inline-field">
                {t('common.status')}
                <select value={filters.status} onChange={(e) => setFilters({ status: e.target.value })}>
                  {['', ...DEPOSIT_STATUSES].map((s) => (
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
                  setFilters({ account: account.trim() });
                }}
              >
                <label className="inline-field">
                  {t('cashier.player')}
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
      {list.hasNextPage && (
        <button type="button" className="btn load-more" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      )}
    </>
  );
}
