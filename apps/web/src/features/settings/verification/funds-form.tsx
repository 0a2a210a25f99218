import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { KYC_FUNDS_SOURCES, KYC_UPLOAD, type KycFundsSource } from '@lobby/contract/rules';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { failureText, isApiError } from '@/shared/lib/http';
import { i18next } from '@/shared/lib/i18n';
import { toast } from '@/shared/lib/toast';
import { AlertIcon } from '@/shared/ui/icons';
import { useSubmitKycFunds } from '../api/submit-kyc-funds';
import { FormAlert } from '../settings-sheet';
import { ChoiceChips } from './choice-chips';
import { DocumentTile } from './document-tile';
import { ProofIcon } from './kyc-icons';
import { useDocumentSlots } from './use-document-slots';

const KINDS = ['funds_proof'] as const;
const DETAIL_MAX = 500;
const UPLOAD_MB = KYC_UPLOAD.maxBytes / (1024 * 1024);

const fundsSchema = z.object({
  source: z
    .string()
    .nullable()
    .refine((v) => (KYC_FUNDS_SOURCES as readonly (string | null)[]).includes(v), { error: () => i18next.t('verification.funds.sourceNeeded') }),
  detail: z.string().refine((v) => v.trim().length >= 2 && v.trim().length <= DETAIL_MAX, { error: () => i18next.t('verification.funds.detailInvalid', { max: DETAIL_MAX }) }),
});
type FundsValues = z.infer<typeof fundsSchema>;

/** Level 3: where the money comes from, a few words on it (the employer, the business), and one proof. */
export function FundsForm() {
  const { t } = useTranslation();
  const detailId = useId();
  const docs = useDocumentSlots(KINDS);
  const submit = useSubmitKycFunds();
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const form = useForm<FundsValues>({ defaultValues: { source: null, detail: '' }, resolver: zodResolver(fundsSchema), mode: 'onTouched' });
  useRevalidateOnLanguageChange(form);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const ids = docs.ids();
      if (!ids) {
        setMissing(true);
        return;
      }
      try {
        const submission = await submit.mutateAsync({ source: values.source as KycFundsSource, detail: values.detail.trim(), proof: ids.funds_proof });
        docs.clear();
        setMissing(false);
        if (submission.status === 'approved') toast.success(t('verification.sent.approved'));
        else if (submission.status === 'pending') toast.success(t('verification.sent.pending'));
      } catch (error) {
        if (isApiError(error) && error.errorCode === 'kyc.document.not.found') docs.clear();
        setFailure(failureText(error));
      }
    },
    () => {
      if (!docs.ids()) setMissing(true);
    },
  );

  const detailError = errors.detail?.message;
  return (
    <form className="kyc-form" onSubmit={onSubmit} noValidate aria-labelledby="kyc-funds-title">
      <h3 id="kyc-funds-title" className="kyc-form__title">
        {t('verification.funds.title')}
      </h3>
      <p className="kyc-form__text">{t('verification.funds.text')}</p>
      <ChoiceChips
        legend={t('verification.funds.source')}
        options={KYC_FUNDS_SOURCES.map((value) => ({ value, label: t(`verification.fundsSources.${value}`) }))}
        error={errors.source?.message}
        field={form.register('source')}
      />
      <div className="kyc-field">
        <label htmlFor={detailId} className="kyc-form__label">
          {t('verification.funds.detail')}
        </label>
        <textarea
          id={detailId}
          className={`kyc-textarea${detailError ? ' kyc-textarea--invalid' : ''}`}
          rows={3}
          maxLength={DETAIL_MAX}
          placeholder={t('verification.funds.detailPlaceholder')}
          aria-invalid={detailError ? true : undefined}
          aria-describedby={`${detailId}-message`}
          {...form.register('detail')}
        />
        {detailError ? (
          <p id={`${detailId}-message`} className="field__error">
            <AlertIcon size="0.14rem" />
            <span>{detailError}</span>
          </p>
        ) : (
          <p id={`${detailId}-message`} className="field__hint">
            {t('verification.funds.detailHint')}
          </p>
        )}
      </div>
      <div className="kyc-docs">
        <DocumentTile
          label={t('verification.docs.funds_proof')}
          hint={t('verification.docs.proofHint')}
          icon={ProofIcon}
          wide
          slot={docs.slot('funds_proof')}
          missing={missing && docs.slot('funds_proof').status === 'empty' ? t('verification.upload.missing') : undefined}
          disabled={submit.isPending}
          onPick={(file) => void docs.pick('funds_proof', file)}
        />
      </div>
      <p className="kyc-form__rules">{t('verification.upload.rules', { size: UPLOAD_MB })}</p>
      <FormAlert message={failure} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={submit.isPending || docs.busy}>
        {t('verification.funds.submit')}
      </button>
      <p className="kyc-form__privacy">{t('verification.privacy')}</p>
    </form>
  );
}
