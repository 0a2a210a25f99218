import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, PaginationState, SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { roleOf } from '@lobby/contract/rules';
import { MEMBER_SEARCH_FIELDS } from '@lobby/contract/schemas';
import { Link } from 'react-router';
import { formatMoney, formatTime } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { DataTable } from '@/shared/ui/data-table';
import { Icon } from '@/shared/ui/icons';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { playerHref } from '@/shared/ui/player-link';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { membersQueryOptions } from './api/get-members';
import type { MemberQuery, MemberRow } from './api/get-members';
import { PlayersNav } from './players-nav';

const STATUSES = ['all', 'enabled', 'disabled'] as const;
type Status = (typeof STATUSES)[number];
type Field = (typeof MEMBER_SEARCH_FIELDS)[number];
/** Columns the server sorts by (the others are not sortable). */
const SORTABLE: Record<string, MemberQuery['sort']> = { account: 'username', createdAt: 'createdAt', lastLoginAt: 'lastLoginAt', balance: 'balance' };

export default function PlayersScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [field, setField] = useState<Field>('any');
  const [status, setStatus] = useState<Status>('all');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);

  const sort = sorting[0];
  const query = useQuery(
    membersQueryOptions({
      merchant,
      q: q || undefined,
      field,
      status,
      sort: sort ? SORTABLE[sort.id] : undefined,
      order: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
      offset: pagination.pageIndex * pagination.pageSize,
      limit: pagination.pageSize,
    }),
  );

  const columns = useMemo<ColumnDef<MemberRow, unknown>[]>(
    () => [
      {
        accessorKey: 'account',
        header: t('players.account'),
        cell: (c) => (
          <Link to={playerHref(c.row.original.account, merchant)} className="link-strong">
            {c.row.original.account}
          </Link>
        ),
      },
      { accessorKey: 'nickname', header: t('players.nickname'), enableSorting: false },
      { accessorKey: 'mobile', header: t('players.mobile'), enableSorting: false },
      { accessorKey: 'email', header: t('players.email'), enableSorting: false },
      { accessorKey: 'status', header: t('common.status'), enableSorting: false, cell: (c) => <StatusBadge value={c.row.original.status} /> },
      { accessorKey: 'type', header: t('players.type'), enableSorting: false, cell: (c) => t(`players.roles.${roleOf(c.row.original.type)}`) },
      { accessorKey: 'vipLevel', header: t('players.vip'), enableSorting: false, meta: { align: 'right' } },
      { accessorKey: 'balance', header: t('players.balance'), meta: { align: 'right' }, cell: (c) => formatMoney(c.row.original.balance) },
      { accessorKey: 'agent', header: t('players.agent'), enableSorting: false },
      { accessorKey: 'createdAt', header: t('players.registered'), cell: (c) => formatTime(c.row.original.createdAt) },
      { accessorKey: 'lastLoginAt', header: t('players.lastLogin'), cell: (c) => formatTime(c.row.original.lastLoginAt) },
    ],
    [t, merchant],
  );

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  };

  return (
    <>
      <PageHeader title={t('nav.players')}>
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <PlayersNav />
      <form className="filters" role="search" onSubmit={search}>
        <label className="inline-field grow">
          <span className="sr-only">{t('players.search')}</span>
          <Icon name="search" size={16} />
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('players.searchPlaceholder')} aria-label={t('players.search')} />
        </label>
        <label className="inline-field">
          {t('players.field')}
          <select value={field} onChange={(e) => setField(e.target.value as Field)}>
            {MEMBER_SEARCH_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`players.fields.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('common.status')}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              setPagination((p) => ({ ...p, pageIndex: 0 }));
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? t('common.all') : t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          {t('common.search')}
        </button>
      </form>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('nav.players')}
          data={query.data?.list ?? []}
          columns={columns}
          loading={query.isFetching}
          getRowId={(r) => r.account}
          columnChooser
          initialHidden={['type']}
          csvName={`players-${merchant}`}
          paging={{ pagination, onPaginationChange: setPagination, total: query.data?.total ?? 0 }}
          sorting={{
            sorting,
            onSortingChange: (updater) => {
              setSorting(updater);
              setPagination((p) => ({ ...p, pageIndex: 0 }));
            },
          }}
        />
      )}
    </>
  );
}
