import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { payeeNameSchema } from '@lobby/contract/schemas';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { i18next } from '@/shared/lib/i18n';
import { confirmDialog } from '@/shared/stores/dialog-store';
import { TextField } from '@/shared/ui/form/text-field';
import { IdCardIcon } from '@/shared/ui/icons';
import { useSetPayeeName } from '@/shared/api/wallet/set-payee-name';

const schema = z.object({
  payeeName: z.string().superRefine((text, ctx) => {
    if (!payeeNameSchema.shape.payeeName.safeParse(text).success) {
      ctx.addIssue({
        code: 'custom',
        message: text.trim() === '' ? i18next.t('payout.payee.required') : i18next.t('payout.payee.invalid'),
      });
    }
  }),
});
type Values = z.infer<typeof schema>;

/**
 * Step one before a first withdrawal: the name payouts are made to. Banks and e-wallets pay only to an
 * account held in that name, and it is set once (a change would let a stolen session redirect payouts).
 */
export function PayeeNameCard({ step }: { step: number }) {
  const { t } = useTranslation();
  const save = useSetPayeeName();
  const form = useForm<Values>({ defaultValues: { payeeName: '' }, resolver: zodResolver(schema), mode: 'onTouched' });
  const { register, handleSubmit, formState } = form;
  useRevalidateOnLanguageChange(form);

  const onSubmit = handleSubmit(async ({ payeeName }) => {
    const name = payeeName.trim().replace(/\s+/g, ' ');
    const confirmed = await confirmDialog({
      title: t('payout.payee.confirmTitle'),
      message: t('payout.payee.confirm', { name }),
      confirmLabel: t('payout.payee.save'),
      cancelLabel: t('general.cancel'),
    });
    if (!confirmed) return;
    try {
      await save.mutateAsync(name);
    } catch {
      // the http client has said what failed
    }
  });

  return (
    <section className="money-card setup-card" aria-labelledby="payee-title">
      <header className="setup-card__head">
        <span className="setup-card__step" aria-hidden="true">
          {step}
        </span>
        <div>
          <h2 id="payee-title" className="money-section__title">
            {t('payout.payee.title')}
          </h2>
          <p className="setup-card__text">{t('payout.payee.text')}</p>
        </div>
      </header>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('payout.payee.label')}
          icon={IdCardIcon}
          autoComplete="name"
          autoCapitalize="words"
          maxLength={64}
          error={formState.errors.payeeName?.message}
          hint={t('payout.payee.hint')}
          {...register('payeeName')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={formState.isSubmitting}>
          {t('payout.payee.save')}
        </button>
      </form>
    </section>
  );
}
