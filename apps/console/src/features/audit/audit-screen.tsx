import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { api } from '@/shared/api/client';
import type { AuditRow, Page } from '@/shared/api/types';
import { formatTime } from '@/shared/lib/format';
import { useMerchant } from '@/shared/lib/merchant';
import { DataTable } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/states';

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

export default function AuditScreen() {
  const { t } = useTranslation();
  const { selected } = useMerchant();
  const [draft, setDraft] = useState({ actor: '', action: '', q: '', from: '', to: '' });
  const [filters, setFilters] = useState(draft);

  const query = useInfiniteQuery({
    queryKey: ['ops', 'audit', selected, filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<AuditRow>>(
        '/ops/audit',
        {
          merchant: selected || undefined,
          actor: filters.actor || undefined,
          action: filters.action || undefined,
          q: filters.q || undefined,
          from: filters.from ? new Date(`${filters.from}T00:00:00`).getTime() : undefined,
          to: filters.to ? new Date(`${filters.to}T23:59:59.999`).getTime() : undefined,
          beforeId: pageParam,
          limit: 50,
        },
        signal,
      ),
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);

  const columns = useMemo<ColumnDef<AuditRow, unknown>[]>(
    () => [
      { accessorKey: 'at', header: t('audit.at'), cell: (c) => formatTime(c.row.original.at) },
      { accessorKey: 'actor', header: t('audit.actor') },
      { accessorKey: 'actorRole', header: t('audit.role') },
      { accessorKey: 'merchant', header: t('audit.merchant'), cell: (c) => c.row.original.merchant ?? '—' },
      { accessorKey: 'action', header: t('audit.action'), cell: (c) => <code>{c.row.original.action}</code> },
      { accessorKey: 'target', header: t('audit.target') },
      { id: 'before', accessorFn: (r) => json(r.before), header: t('audit.before'), cell: (c) => <span className="cell-clip mono" title={String(c.getValue())}>{String(c.getValue())}</span> },
      { id: 'after', accessorFn: (r) => json(r.after), header: t('audit.after'), cell: (c) => <span className="cell-clip mono" title={String(c.getValue())}>{String(c.getValue())}</span> },
      { accessorKey: 'ip', header: t('audit.ip') },
    ],
    [t],
  );

  const field = (key: keyof typeof draft, type = 'text') => (
    <label className="inline-field">
      {t(`audit.filters.${key}`)}
      <input type={type} value={draft[key]} onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))} />
    </label>
  );

  return (
    <>
      <PageHeader title={t('audit.title')} />
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        {field('actor')}
        {field('action')}
        {field('q')}
        {field('from', 'date')}
        {field('to', 'date')}
        <button type="submit" className="btn btn-primary">
          {t('common.apply')}
        </button>
      </form>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable label={t('audit.title')} data={rows} columns={columns} loading={query.isPending} getRowId={(r) => String(r.id)} csvName="audit" columnChooser />
      )}
      {query.hasNextPage && (
        <button type="button" className="btn load-more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      )}
    </>
  );
}
