import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useForfeitBonusGrant } from '@/shared/api/forfeit-bonus-grant';
import { bonusGrantsQueryOptions } from '@/shared/api/get-bonus-grants';
import type { BonusGrant, GrantsOf } from '@/shared/api/get-bonus-grants';
import { formatAmount, formatTimeIn, toNumber } from '@/shared/lib/format';
import { DataTable } from './data-table';
import { PlayerLink } from './player-link';
import { ReasonDialog } from './reason-dialog';
import { ErrorState } from './states';
import { toast } from './toast';

/**
 * Bonus grants with their wagering progress, newest first: a campaign's (its Grants tab) or a player's (the
 * player file's Bonuses tab). An active one can be forfeited with a reason the player is told.
 */
export function BonusGrantsTable({ merchant, of, currency, canManage, label }: { merchant: string; of: GrantsOf; currency: string; canManage: boolean; label: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(bonusGrantsQueryOptions(merchant, of));
  const forfeit = useForfeitBonusGrant();
  const [target, setTarget] = useState<BonusGrant | null>(null);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const timeZone = query.data?.pages[0]?.timeZone ?? 'UTC';
  const byPlayer = 'account' in of;

  const columns = useMemo<ColumnDef<BonusGrant, unknown>[]>(
    () => [
      { accessorKey: 'id', header: '#' },
      byPlayer
        ? { accessorKey: 'source', header: t('bonus.grants.source') }
        : { accessorKey: 'account', header: t('players.account'), cell: (c) => <PlayerLink account={c.row.original.account} /> },
      { accessorKey: 'status', header: t('common.status'), cell: (c) => <span className={`badge badge-grant-${c.row.original.status}`}>{t(`bonus.grantStatus.${c.row.original.status}`)}</span> },
      { accessorKey: 'amount', header: t('bonus.grants.amount'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.amount, currency) },
      {
        id: 'wagering',
        header: t('bonus.grants.wagering'),
        accessorFn: (g) => (toNumber(g.wageringRequired) > 0 ? toNumber(g.wagered) / toNumber(g.wageringRequired) : 1),
        meta: { align: 'right' },
        cell: (c) => {
          const g = c.row.original;
          const required = toNumber(g.wageringRequired);
          const pct = required > 0 ? Math.min(100, Math.floor((toNumber(g.wagered) / required) * 100)) : 100;
          return (
            <span className="wager-cell" title={`${pct}%`}>
              {formatAmount(g.wagered, currency)} / {formatAmount(g.wageringRequired, currency)}
              <span className="wager-bar" aria-hidden="true">
                <span style={{ width: `${pct}%` }} />
              </span>
            </span>
          );
        },
      },
      { accessorKey: 'freeRoundsLeft', header: t('bonus.grants.freeRoundsLeft'), meta: { align: 'right' } },
      { accessorKey: 'expiresAt', header: t('bonus.grants.expiresAt'), cell: (c) => formatTimeIn(c.row.original.expiresAt, timeZone) },
      { accessorKey: 'createdAt', header: t('bonus.grants.createdAt'), cell: (c) => formatTimeIn(c.row.original.createdAt, timeZone) },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) =>
          canManage && c.row.original.status === 'active' ? (
            <button type="button" className="btn btn-sm btn-danger-ghost" aria-label={t('bonus.grants.forfeitFor', { id: c.row.original.id, account: c.row.original.account })} onClick={() => setTarget(c.row.original)}>
              {t('bonus.grants.forfeit')}
            </button>
          ) : null,
      },
    ],
    [t, byPlayer, currency, timeZone, canManage],
  );

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <DataTable label={label} data={rows} columns={columns} loading={query.isPending} getRowId={(g) => String(g.id)} csvName={byPlayer ? `bonuses-${of.account}` : 'bonus-grants'} />
      {query.hasNextPage && (
        <div className="form-actions">
          <button type="button" className="btn" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('common.loadMore')}
          </button>
        </div>
      )}
      {target && (
        <ReasonDialog
          title={t('bonus.grants.forfeitTitle', { id: target.id, account: target.account })}
          description={t('bonus.grants.forfeitWhat', { amount: formatAmount(target.amount, currency) })}
          confirmLabel={t('bonus.grants.forfeit')}
          max={500}
          danger
          onClose={() => setTarget(null)}
          onConfirm={async (reason) => {
            await forfeit.mutateAsync({ merchant, id: target.id, reason });
            toast.success(t('bonus.grants.forfeited', { id: target.id }));
          }}
        />
      )}
    </>
  );
}
