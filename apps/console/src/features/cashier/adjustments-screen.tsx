import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatTime, newRequestId } from '@/shared/lib/format';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { PlayerLink } from '@/shared/ui/player-link';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useAdjustMember } from './api/adjust-member';
import { useApproveAdjustment } from './api/approve-adjustment';
import { adjustmentsCsvUrl, adjustmentsQueryOptions } from './api/get-adjustments';
import type { Adjustment } from './api/get-adjustments';
import { CashierNav } from './cashier-nav';

const schema = z.object({
  account: z.string().trim().min(1, 'cashier.accountRequired').max(64),
  amount: z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d{1,2})?$/, 'cashier.amountInvalid')
    .refine((v) => Number(v) !== 0, 'cashier.amountInvalid'),
  reason: z.string().trim().min(3, 'cashier.reasonShort').max(200),
});
type Form = z.infer<typeof schema>;

export default function AdjustmentsScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  const { merchant, implicit } = useOneMerchant();
  const [filters, setFilters] = useUrlFilters({ status: 'awaiting_second_approval' });
  const status = (['awaiting_second_approval', 'posted', 'all'].includes(filters.status) ? filters.status : 'awaiting_second_approval') as 'awaiting_second_approval' | 'posted' | 'all';
  const { can } = useSession();
  const adjust = useAdjustMember();
  const approve = useApproveAdjustment();
  const canReview = can('cashier.review');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { account: '', amount: '', reason: '' } });
  const [error, setError] = useState<unknown>(null);

  const pending = useQuery(adjustmentsQueryOptions({ merchant, status }));

  const submit = handleSubmit(async (form) => {
    setError(null);
    try {
      const result = await adjust.mutateAsync({ account: form.account, merchant, body: { amount: form.amount.trim(), reason: form.reason, requestId: newRequestId() } });
      toast.success('status' in result && result.status === 'awaiting_second_approval' ? t('cashier.adjustmentPending') : t('cashier.adjustmentPosted'));
      reset();
    } catch (e) {
      setError(e);
    }
  });

  const columns = useMemo<ColumnDef<Adjustment, unknown>[]>(
    () => [
      { accessorKey: 'id', header: '#' },
      { accessorKey: 'account', header: t('cashier.player'), cell: (c) => <PlayerLink account={c.row.original.account} merchant={c.row.original.merchant} /> },
      { accessorKey: 'amount', header: t('cashier.amount'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.amount, c.row.original.currency) },
      { accessorKey: 'reason', header: t('common.reason') },
      { accessorKey: 'requestedBy', header: t('cashier.requestedBy') },
      { accessorKey: 'status', header: t('common.status'), cell: (c) => <StatusBadge value={c.row.original.status} /> },
      { accessorKey: 'createdAt', header: t('common.created'), cell: (c) => formatTime(c.row.original.createdAt) },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) =>
          canReview && c.row.original.status === 'awaiting_second_approval' ? (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={async () => {
                try {
                  await approve.mutateAsync(c.row.original.id);
                  toast.success(t('cashier.adjustmentPosted'));
                } catch (e) {
                  setError(e);
                }
              }}
            >
              {t('cashier.approve')}
            </button>
          ) : null,
      },
    ],
    [t, canReview, approve],
  );

  return (
    <>
      <PageHeader title={t('nav.cashier')}>
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <CashierNav />
      <div className="split">
        <section className="card" aria-labelledby="adj-title">
          <h2 id="adj-title">{t('cashier.newAdjustment')}</h2>
          <form className="form" onSubmit={submit} noValidate>
            <label className="field">
              <span>{t('cashier.memberAccount')}</span>
              <input {...register('account')} aria-invalid={errors.account ? true : undefined} />
              {errors.account?.message && <small className="field-error">{t(errors.account.message)}</small>}
            </label>
            <label className="field">
              <span>{t('cashier.amountSigned')}</span>
              <input inputMode="decimal" {...register('amount')} aria-invalid={errors.amount ? true : undefined} placeholder="100.00 / -50.00" />
              {errors.amount?.message && <small className="field-error">{t(errors.amount.message)}</small>}
            </label>
            <label className="field">
              <span>{t('common.reason')}</span>
              <textarea rows={3} {...register('reason')} aria-invalid={errors.reason ? true : undefined} />
              {errors.reason?.message && <small className="field-error">{t(errors.reason.message)}</small>}
            </label>
            {error !== null && <ErrorState error={error} />}
            <div className="form-actions">
              <button type="submit" className="btn btn-primary" disabled={isSubmitting || !can('cashier.review')}>
                {t('cashier.submitAdjustment')}
              </button>
            </div>
          </form>
        </section>
        <section className="card grow" aria-labelledby="adj-pending">
          <h2 id="adj-pending">{t(`cashier.adjustmentLists.${status}`)}</h2>
          {pending.isError ? (
            <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />
          ) : (
            <DataTable
              label={t(`cashier.adjustmentLists.${status}`)}
              data={pending.data?.list ?? []}
              columns={columns}
              loading={pending.isPending}
              getRowId={(r) => String(r.id)}
              exportHref={merchant ? adjustmentsCsvUrl({ merchant, status }) : undefined}
              toolbar={
                <label className="inline-field">
                  {t('common.status')}
                  <select value={status} onChange={(e) => setFilters({ status: e.target.value })}>
                    {(['awaiting_second_approval', 'posted', 'all'] as const).map((s) => (
                      <option key={s} value={s}>
                        {t(`cashier.adjustmentLists.${s}`)}
                      </option>
                    ))}
                  </select>
                </label>
              }
            />
          )}
        </section>
      </div>
    </>
  );
}
