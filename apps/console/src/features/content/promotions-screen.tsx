import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { api, opsPath } from '@/shared/api/client';
import { formatTime } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { ContentNav } from './content-nav';

interface Promotion {
  id: number;
  titles: Record<string, string>;
  category: string | null;
  startAt: number;
  endAt: number | null;
  applications: { pending: number; approved: number; rejected: number };
}

interface Application {
  id: number;
  promotionId: number;
  promotionTitle: string | null;
  account: string;
  remark: string;
  status: string;
  createdAt: number;
  updatedAt: number;
}

const STATUSES = ['pending', 'approved', 'rejected'] as const;

export const promotionsApi = {
  list: (merchant: string, signal?: AbortSignal) => api.get<{ list: Promotion[] }>('/ops/promotions', { merchant }, signal),
  applications: (merchant: string, status: string, signal?: AbortSignal) =>
    api.get<{ list: Application[]; next: number | null }>('/ops/promotions/applications', { merchant, status, limit: 100 }, signal),
  decide: (merchant: string, id: number, status: 'approved' | 'rejected') =>
    api.patch<unknown>(opsPath('/ops/promotions/applications/:id', { id }), { status }, { merchant }),
};

function titleOf(p: Pick<Promotion, 'titles'>): string {
  return p.titles.EN ?? Object.values(p.titles)[0] ?? '';
}

/** Promotions of a merchant with their application counts, and the applications players sent to review. */
export default function PromotionsScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const manage = can('content.manage');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('pending');
  const [error, setError] = useState<unknown>(null);

  const promotions = useQuery({
    queryKey: ['ops', 'promotions', merchant],
    queryFn: ({ signal }) => promotionsApi.list(merchant, signal),
    enabled: Boolean(merchant),
  });
  const applications = useQuery({
    queryKey: ['ops', 'promotion-applications', merchant, status],
    queryFn: ({ signal }) => promotionsApi.applications(merchant, status, signal),
    enabled: Boolean(merchant),
  });

  const promotionColumns = useMemo<ColumnDef<Promotion, unknown>[]>(
    () => [
      { id: 'title', accessorFn: titleOf, header: t('content.title') },
      { accessorKey: 'category', header: t('promotions.category'), cell: (c) => c.row.original.category ?? '—' },
      { accessorKey: 'startAt', header: t('content.startAt'), cell: (c) => formatTime(c.row.original.startAt) },
      { accessorKey: 'endAt', header: t('content.endAt'), cell: (c) => formatTime(c.row.original.endAt) },
      { id: 'pending', accessorFn: (p) => p.applications.pending, header: t('status.pending') },
      { id: 'approved', accessorFn: (p) => p.applications.approved, header: t('promotions.approved') },
      { id: 'rejected', accessorFn: (p) => p.applications.rejected, header: t('status.rejected') },
    ],
    [t],
  );

  const applicationColumns = useMemo<ColumnDef<Application, unknown>[]>(() => {
    const decide = async (a: Application, decision: 'approved' | 'rejected') => {
      setError(null);
      try {
        await promotionsApi.decide(merchant, a.id, decision);
        toast.success(t(decision === 'approved' ? 'promotions.approvedDone' : 'promotions.rejectedDone', { account: a.account }));
        await queryClient.invalidateQueries({ queryKey: ['ops', 'promotion-applications', merchant] });
        await queryClient.invalidateQueries({ queryKey: ['ops', 'promotions', merchant] });
      } catch (e) {
        setError(e);
      }
    };
    return [
      { accessorKey: 'account', header: t('players.account') },
      { accessorKey: 'promotionTitle', header: t('promotions.promotion'), cell: (c) => c.row.original.promotionTitle ?? `#${c.row.original.promotionId}` },
      { accessorKey: 'remark', header: t('promotions.remark'), cell: (c) => c.row.original.remark || '—' },
      { accessorKey: 'status', header: t('common.status'), cell: (c) => <StatusBadge value={c.row.original.status} /> },
      { accessorKey: 'createdAt', header: t('common.created'), cell: (c) => formatTime(c.row.original.createdAt) },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) => {
          const a = c.row.original;
          if (!manage || a.status !== 'pending') return null;
          return (
            <div className="row-actions">
              <button type="button" className="btn btn-sm btn-primary" aria-label={t('promotions.approveFor', { account: a.account })} onClick={() => void decide(a, 'approved')}>
                {t('cashier.approve')}
              </button>
              <button type="button" className="btn btn-sm btn-danger-ghost" aria-label={t('promotions.rejectFor', { account: a.account })} onClick={() => void decide(a, 'rejected')}>
                {t('cashier.reject')}
              </button>
            </div>
          );
        },
      },
    ];
  }, [t, manage, merchant, queryClient]);

  return (
    <>
      <PageHeader title={t('nav.content')}>
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <ContentNav />
      {error !== null && <ErrorState error={error} />}
      <h2 className="section-title">{t('promotions.title')}</h2>
      {promotions.isError ? (
        <ErrorState error={promotions.error} onRetry={() => void promotions.refetch()} />
      ) : (
        <DataTable label={t('promotions.title')} data={promotions.data?.list ?? []} columns={promotionColumns} loading={promotions.isPending} getRowId={(p) => String(p.id)} />
      )}
      <h2 className="section-title">{t('promotions.applications')}</h2>
      {applications.isError ? (
        <ErrorState error={applications.error} onRetry={() => void applications.refetch()} />
      ) : (
        <DataTable
          label={t('promotions.applications')}
          data={applications.data?.list ?? []}
          columns={applicationColumns}
          loading={applications.isPending}
          csvName="promotion-applications"
          getRowId={(a) => String(a.id)}
          toolbar={
            <label className="inline-field">
              {t('common.status')}
              <select value={status} onChange={(e) => setStatus(e.target.value)}>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(s === 'approved' ? 'promotions.approved' : `status.${s}`)}
                  </option>
                ))}
              </select>
            </label>
          }
        />
      )}
    </>
  );
}
