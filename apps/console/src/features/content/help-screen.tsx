import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { Icon } from '@/shared/ui/icons';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { ContentNav } from './content-nav';
import { useDeleteHelpArticle } from './api/delete-help-article';
import { helpArticlesQueryOptions } from './api/get-help-articles';
import type { HelpArticle } from './api/get-help-articles';

function titleOf(a: Pick<HelpArticle, 'titles'>): string {
  return a.titles.EN ?? Object.values(a.titles)[0] ?? '';
}

/** The help centre of a merchant: articles, each with its sub-articles under it, in their order. */
export default function HelpScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const manage = can('content.manage');
  const deletion = useDeleteHelpArticle();
  const [error, setError] = useState<unknown>(null);
  const query = useQuery(helpArticlesQueryOptions(merchant));

  // articles first by their order, each followed by its sub-articles
  const rows = useMemo(() => {
    const list = query.data?.list ?? [];
    const bySort = (a: HelpArticle, b: HelpArticle) => a.sort - b.sort || a.tag.localeCompare(b.tag);
    const tops = list.filter((a) => a.parentTag === null).sort(bySort);
    const orphans = list.filter((a) => a.parentTag !== null && !tops.some((top) => top.tag === a.parentTag));
    return [...tops.flatMap((top) => [top, ...list.filter((a) => a.parentTag === top.tag).sort(bySort)]), ...orphans];
  }, [query.data]);

  const columns = useMemo<ColumnDef<HelpArticle, unknown>[]>(() => {
    const remove = async (a: HelpArticle) => {
      if (!window.confirm(t('help.confirmDelete', { title: titleOf(a) }))) return;
      setError(null);
      try {
        await deletion.mutateAsync({ merchant, tag: a.tag });
        toast.success(t('help.deleted'));
      } catch (e) {
        setError(e);
      }
    };
    return [
      {
        id: 'title',
        accessorFn: titleOf,
        header: t('content.title'),
        enableSorting: false,
        cell: (c) => (
          <span className={c.row.original.parentTag ? 'indent' : undefined}>
            <Link to={`/content/help/${c.row.original.tag}`} className="link-strong">
              {titleOf(c.row.original) || c.row.original.tag}
            </Link>
          </span>
        ),
      },
      { accessorKey: 'tag', header: t('help.tag'), enableSorting: false },
      { accessorKey: 'parentTag', header: t('help.parent'), enableSorting: false, cell: (c) => c.row.original.parentTag ?? '—' },
      { accessorKey: 'sort', header: t('help.sort'), enableSorting: false, meta: { align: 'right' } },
      { id: 'languages', accessorFn: (a) => Object.keys(a.titles).join(', '), header: t('content.languages'), enableSorting: false },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) =>
          manage ? (
            <button type="button" className="btn btn-sm btn-danger-ghost" onClick={() => void remove(c.row.original)} aria-label={t('help.deleteOne', { title: titleOf(c.row.original) })}>
              {t('common.delete')}
            </button>
          ) : null,
      },
    ];
  }, [t, manage, merchant, deletion]);

  return (
    <>
      <PageHeader
        title={t('nav.content')}
        actions={
          manage && (
            <Link to="/content/help/new" className="btn btn-primary">
              <Icon name="plus" size={16} /> {t('help.new')}
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
        <DataTable label={t('help.title')} data={rows} columns={columns} loading={query.isPending} getRowId={(a) => a.tag} />
      )}
    </>
  );
}
