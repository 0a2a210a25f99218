import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { Icon } from '@/shared/ui/icons';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { segmentsQueryOptions, useDeleteSegment } from '@/shared/api/segments';
import type { Segment } from '@/shared/api/segments';
import { PromotionsNav } from '@/shared/ui/promotions-nav';
import { describeRules } from './segment-rules';

/** Promotions → Segments: the brand's saved rule sets, each with how many players it holds now. */
export default function SegmentsScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const manage = can('content.manage');
  const query = useQuery(segmentsQueryOptions(merchant));
  const remove = useDeleteSegment();
  const [error, setError] = useState<unknown>(null);

  const columns = useMemo<ColumnDef<Segment, unknown>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('segments.name'),
        cell: (c) => (
          <Link to={`/promotions/segments/${c.row.original.id}`} className="link-strong">
            {c.row.original.name}
          </Link>
        ),
      },
      { id: 'rules', header: t('segments.rules'), enableSorting: false, cell: (c) => <span className="segment-rules-text">{describeRules(c.row.original.rules, t) || t('segments.everyone')}</span> },
      { accessorKey: 'count', header: t('segments.players'), cell: (c) => <span className="num">{c.row.original.count.toLocaleString('en')}</span> },
      { accessorKey: 'updatedAt', header: t('common.updated'), cell: (c) => `${formatTime(c.row.original.updatedAt)} · ${c.row.original.updatedBy}` },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) =>
          manage ? (
            <div className="row-actions">
              <Link to={`/promotions/segments/${c.row.original.id}`} className="btn btn-sm">
                {t('common.edit')}
              </Link>
              <button
                type="button"
                className="btn btn-sm btn-danger-ghost"
                onClick={() => {
                  if (!window.confirm(t('segments.confirmDelete', { name: c.row.original.name }))) return;
                  setError(null);
                  remove.mutateAsync({ merchant, id: c.row.original.id }).then(() => toast.success(t('segments.deleted')), setError);
                }}
              >
                {t('common.delete')}
              </button>
            </div>
          ) : null,
      },
    ],
    [t, manage, merchant, remove],
  );

  return (
    <>
      <PageHeader
        title={t('nav.promotions')}
        actions={
          manage && (
            <Link to="/promotions/segments/new" className="btn btn-primary">
              <Icon name="plus" size={16} /> {t('segments.new')}
            </Link>
          )
        }
      >
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <PromotionsNav />
      {error !== null && <ErrorState error={error} />}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable label={t('segments.title')} data={query.data?.list ?? []} columns={columns} loading={query.isPending} getRowId={(s) => String(s.id)} />
      )}
    </>
  );
}
