import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { centsToMoneyText, moneyTextToCents } from '@lobby/contract/rules';
import { formatAmount, formatTime } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table';
import { ErrorState, Loading } from '@/shared/ui/states';
import { memberLedgerCsvUrl, memberLedgerQueryOptions } from './api/get-member-ledger';
import type { LedgerAccount, LedgerTransfer } from './api/get-member-ledger';

/** Cash before bonus, real money before demo money. */
const ACCOUNT_ORDER = ['member_cash', 'member_bonus'];

/** How a transfer left the money the player can use: + in, − out, or not at all (between their own accounts). */
function Change({ transfer }: { transfer: LedgerTransfer }) {
  const { t } = useTranslation();
  const { change, amount, currency } = transfer;
  const sign = Math.sign(Number(change));
  if (sign > 0) return <span className="amount-in">+{formatAmount(change, currency)}</span>;
  if (sign < 0) return <span className="amount-out">{formatAmount(change, currency)}</span>;
  return (
    <span className="muted" title={t(`ledger.directions.${transfer.direction}`)}>
      {formatAmount(amount, currency)}
    </span>
  );
}

/** A hold and what became of it; posted transfers need no word. */
function stateText(transfer: LedgerTransfer, t: (key: string) => string): string {
  if (transfer.state === 'pending') return t(transfer.resolution ? `ledger.hold.${transfer.resolution}` : 'ledger.hold.open');
  return t(`ledger.states.${transfer.state}`);
}

function AccountCard({ account, currency }: { account: LedgerAccount; currency: string }) {
  const { t } = useTranslation();
  const available = centsToMoneyText((moneyTextToCents(account.balance) ?? 0) - (moneyTextToCents(account.held) ?? 0));
  return (
    <li className="kpi">
      <span className="kpi-label">
        {t(`ledger.accounts.${account.kind}`, { defaultValue: account.kind })}
        {account.demo && <span className="chip chip-sm">{t('ledger.demo')}</span>}
      </span>
      <strong className="kpi-value">{formatAmount(account.balance, currency)}</strong>
      <span className="muted">
        {t('ledger.held')} {formatAmount(account.held, currency)} · {t('ledger.available')} {formatAmount(available, currency)}
      </span>
    </li>
  );
}

/**
 * The player file's Ledger tab: the member's accounts (balance, held, available) and every transfer that
 * touched them, newest first, a page at a time, in the merchant's currency.
 */
export function LedgerTab({ account, merchant }: { account: string; merchant: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(memberLedgerQueryOptions(account, merchant));
  const transfers = useMemo(() => query.data?.pages.flatMap((p) => p.transfers) ?? [], [query.data]);
  const first = query.data?.pages[0];

  const columns = useMemo<ColumnDef<LedgerTransfer, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('ledger.time'), cell: (c) => formatTime(c.row.original.createdAt) },
      { accessorKey: 'kind', header: t('ledger.kind'), cell: (c) => t(`ledger.kinds.${c.row.original.kind}`, { defaultValue: c.row.original.kind }) },
      { accessorKey: 'change', header: t('ledger.amount'), meta: { align: 'right' }, cell: (c) => <Change transfer={c.row.original} /> },
      {
        id: 'account',
        accessorFn: (r) => r.memberAccount,
        header: t('ledger.account'),
        cell: (c) => (c.row.original.memberAccount ? t(`ledger.accounts.${c.row.original.memberAccount}`) : '—'),
      },
      {
        accessorKey: 'counterparty',
        header: t('ledger.counterparty'),
        cell: (c) => t(`ledger.accounts.${c.row.original.counterparty}`, { defaultValue: c.row.original.counterparty }),
      },
      { accessorKey: 'state', header: t('common.status'), cell: (c) => stateText(c.row.original, t) },
      { accessorKey: 'reference', header: t('ledger.reference'), cell: (c) => (c.row.original.reference ? <code>{c.row.original.reference}</code> : '—') },
      { accessorKey: 'memo', header: t('fields.memo'), cell: (c) => c.row.original.memo ?? '—' },
    ],
    [t],
  );

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || !first) return <Loading />;
  return (
    <>
      <ul className="kpi-grid" aria-label={t('ledger.accountsTitle')}>
        {[...first.accounts].sort((a, b) => ACCOUNT_ORDER.indexOf(a.kind) - ACCOUNT_ORDER.indexOf(b.kind) || Number(a.demo) - Number(b.demo)).map((a) => (
          <AccountCard key={a.code} account={a} currency={first.currency} />
        ))}
      </ul>
      <DataTable
        label={t('ledger.transfers')}
        data={transfers}
        columns={columns}
        loading={query.isFetching && !query.isFetchingNextPage}
        getRowId={(r) => String(r.id)}
        columnChooser
        initialHidden={['memo']}
        exportHref={memberLedgerCsvUrl(account, merchant)}
        toolbar={<span className="muted">{t('ledger.currencyNote', { currency: first.currency })}</span>}
      />
      {query.hasNextPage && (
        <button type="button" className="btn load-more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      )}
    </>
  );
}
