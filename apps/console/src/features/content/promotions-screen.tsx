import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatTime } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { AmountDialog } from './amount-dialog';
import { useDecidePromotionApplication } from './api/decide-promotion-application';
import type { Decision } from './api/decide-promotion-application';
import { applyCampaignsQueryOptions } from './api/get-apply-campaigns';
import type { ApplyCampaign } from './api/get-apply-campaigns';
import { promotionApplicationsQueryOptions } from './api/get-promotion-applications';
import type { Application, ApplicationStatus } from './api/get-promotion-applications';
import { promotionsQueryOptions } from './api/get-promotions';
import type { Promotion } from './api/get-promotions';
import { ContentNav } from './content-nav';

const STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected'];

function titleOf(p: Pick<Promotion, 'titles'>): string {
  return p.titles.EN ?? Object.values(p.titles)[0] ?? '';
}

/** Promotions of a merchant with their application counts, and the applications players sent to review. */
export default function PromotionsScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const manage = can('content.manage');
  const decision = useDecidePromotionApplication();
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [error, setError] = useState<unknown>(null);
  const [paying, setPaying] = useState<{ application: Application; campaign: ApplyCampaign } | null>(null);

  const promotions = useQuery(promotionsQueryOptions(merchant));
  // an application to an apply-and-review campaign's page is approved with an amount
  const applyCampaigns = useQuery(applyCampaignsQueryOptions(merchant));
  const campaignOf = (a: Application) => applyCampaigns.data?.get(a.promotionId) ?? null;
  const applications = useQuery(promotionApplicationsQueryOptions(merchant, status));

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
    const decide = async (a: Application, outcome: Decision) => {
      setError(null);
      const campaign = outcome === 'approved' ? campaignOf(a) : null;
      if (campaign) {
        setPaying({ application: a, campaign });
        return;
      }
      try {
        await decision.mutateAsync({ merchant, id: a.id, status: outcome });
        toast.success(t(outcome === 'approved' ? 'promotions.approvedDone' : 'promotions.rejectedDone', { account: a.account }));
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
  }, [t, manage, merchant, decision, applyCampaigns.data]); // eslint-disable-line react-hooks/exhaustive-deps

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
              <select value={status} onChange={(e) => setStatus(e.target.value as ApplicationStatus)}>
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
      {paying && (
        <AmountDialog
          account={paying.application.account}
          campaign={paying.campaign}
          onClose={() => setPaying(null)}
          onConfirm={async (amount) => {
            const done = await decision.mutateAsync({ merchant, id: paying.application.id, status: 'approved', amount });
            toast.success(t('promotions.paidDone', { account: paying.application.account, amount: formatAmount(done.amount, paying.campaign.currency) }));
          }}
        />
      )}
    </>
  );
}
