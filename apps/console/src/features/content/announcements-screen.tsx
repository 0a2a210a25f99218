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
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useDeleteAnnouncement } from './api/delete-announcement';
import { announcementsQueryOptions } from './api/get-announcements';
import type { Announcement } from './api/get-announcements';
import { useUpdateAnnouncement } from './api/update-announcement';
import { ContentNav } from './content-nav';

export function firstTitle(a: Pick<Announcement, 'titles'>): string {
  return a.titles.EN ?? Object.values(a.titles)[0] ?? '';
}

export default function AnnouncementsScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const manage = can('content.manage');
  const [error, setError] = useState<unknown>(null);
  const query = useQuery(announcementsQueryOptions(merchant));

  const columns = useMemo<ColumnDef<Announcement, unknown>[]>(() => {
    const act = async (run: () => Promise<unknown>, done: string) => {
      setError(null);
      try {
        await run();
        toast.success(done);
      } catch (e) {
        setError(e);
      }
    };
    return [
      {
        id: 'title',
        accessorFn: firstTitle,
        header: t('content.title'),
        cell: (c) => (
          <Link to={`/content/announcements/${c.row.original.id}`} className="link-strong">
            {firstTitle(c.row.original) || t('content.untitled')}
          </Link>
        ),
      },
      { id: 'languages', accessorFn: (a) => Object.keys(a.titles).join(', '), header: t('content.languages') },
      { accessorKey: 'published', header: t('content.state'), cell: (c) => <StatusBadge value={c.row.original.published ? 'published' : 'draft'} /> },
      { accessorKey: 'popup', header: t('content.popup'), cell: (c) => (c.row.original.popup ? t('common.yes') : t('common.no')) },
      { accessorKey: 'startAt', header: t('content.startAt'), cell: (c) => formatTime(c.row.original.startAt) },
      { accessorKey: 'endAt', header: t('content.endAt'), cell: (c) => formatTime(c.row.original.endAt) },
      { accessorKey: 'updatedAt', header: t('common.updated'), cell: (c) => formatTime(c.row.original.updatedAt) },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) => {
          const a = c.row.original;
          if (!manage) return null;
          return (
            <div className="row-actions">
              <button type="button" className="btn btn-sm" onClick={() => void act(() => update.mutateAsync({ merchant, id: a.id, change: { published: !a.published } }), a.published ? t('content.unpublished') : t('content.publishedDone'))}>
                {a.published ? t('content.unpublish') : t('content.publish')}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-danger-ghost"
                onClick={() => {
                  if (window.confirm(t('content.confirmDelete', { title: firstTitle(a) }))) void act(() => remove.mutateAsync({ merchant, id: a.id }), t('content.deleted'));
                }}
              >
                {t('common.delete')}
              </button>
            </div>
          );
        },
      },
    ];
  }, [t, manage, merchant, update, remove]);

  return (
    <>
      <PageHeader
        title={t('nav.content')}
        actions={
          manage && (
            <Link to="/content/announcements/new" className="btn btn-primary">
              <Icon name="plus" size={16} /> {t('content.new')}
            </Link>
          )
        }
      >
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <ContentNav />
      {error !== null && <ErrorState error={error} />}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable label={t('content.announcements')} data={query.data?.list ?? []} columns={columns} loading={query.isPending} getRowId={(a) => String(a.id)} />
      )}
    </>
  );
}
