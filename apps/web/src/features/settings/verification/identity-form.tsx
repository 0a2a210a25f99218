import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ageOn, BIRTHDAY_MIN, isCalendarDate, KYC_ID_TYPES, KYC_UPLOAD, type KycIdType } from '@lobby/contract/rules';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { failureText, isApiError } from '@/shared/lib/http';
import { i18next } from '@/shared/lib/i18n';
import { toast } from '@/shared/lib/toast';
import { TextField } from '@/shared/ui/form/text-field';
import { CalendarIcon, IdCardIcon, MemberIcon } from '@/shared/ui/icons';
import { useSubmitKycIdentity } from '../api/submit-kyc-identity';
import { FormAlert } from '../settings-sheet';
import { ChoiceChips } from './choice-chips';
import { DocumentTile } from './document-tile';
import { IdBackIcon, IdFrontIcon, SelfieIcon } from './kyc-icons';
import { useDocumentSlots } from './use-document-slots';

const KINDS = ['id_front', 'id_back', 'selfie'] as const;
const UPLOAD_MB = KYC_UPLOAD.maxBytes / (1024 * 1024);
/** As the contract's identity body takes them: the number in letters, digits, spaces and dashes. */
const ID_NUMBER = /^[A-Za-z0-9 -]{4,40}$/;

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function identitySchema(minimumAge: number) {
  return z.object({
    fullName: z
      .string()
      .refine((v) => v.trim().length >= 2 && v.trim().length <= 100, { error: () => i18next.t('verification.identity.nameInvalid') }),
    birthDate: z.string().superRefine((value, ctx) => {
      if (!isCalendarDate(value) || value < BIRTHDAY_MIN || value > today()) {
        ctx.addIssue({ code: 'custom', message: i18next.t('errors.register.birthday.invalid') });
      } else if (ageOn(value, today()) < minimumAge) {
        ctx.addIssue({ code: 'custom', message: i18next.t('verification.identity.underAge', { age: minimumAge }) });
      }
    }),
    idType: z
      .string()
      .nullable()
      .refine((v) => (KYC_ID_TYPES as readonly (string | null)[]).includes(v), { error: () => i18next.t('verification.identity.typeNeeded') }),
    idNumber: z.string().refine((v) => ID_NUMBER.test(v.trim()), { error: () => i18next.t('verification.identity.numberInvalid') }),
  });
}
type IdentityValues = z.infer<ReturnType<typeof identitySchema>>;

/**
 * Level 2: the ID's front and back and a selfie, each uploaded as it is taken, then the name, birth date and
 * ID as they are on the document. The name and birthday on the account fill in what they can.
 */
export function IdentityForm({ minimumAge, name, birthday }: { minimumAge: number; name: string | null; birthday: string | null }) {
  const { t } = useTranslation();
  const docs = useDocumentSlots(KINDS);
  const submit = useSubmitKycIdentity();
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const form = useForm<IdentityValues>({
    defaultValues: { fullName: name ?? '', birthDate: birthday ?? '', idType: null, idNumber: '' },
    resolver: zodResolver(identitySchema(minimumAge)),
    mode: 'onTouched',
  });
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
        const submission = await submit.mutateAsync({
          fullName: values.fullName.trim(),
          birthDate: values.birthDate,
          idType: values.idType as KycIdType,
          idNumber: values.idNumber.trim(),
          front: ids.id_front,
          back: ids.id_back,
          selfie: ids.selfie,
        });
        docs.clear();
        setMissing(false);
        if (submission.status === 'approved') toast.success(t('verification.sent.approved'));
        else if (submission.status === 'pending') toast.success(t('verification.sent.pending'));
        // rejected at once: the step says why and what to do, with the form again
      } catch (error) {
        // an upload the server no longer has must be taken again
        if (isApiError(error) && error.errorCode === 'kyc.document.not.found') docs.clear();
        setFailure(failureText(error));
      }
    },
    // the documents are checked with the fields, so every missing thing shows at once
    () => {
      if (!docs.ids()) setMissing(true);
    },
  );

  const tile = (kind: (typeof KINDS)[number]) => {
    const slot = docs.slot(kind);
    return missing && slot.status === 'empty' ? t('verification.upload.missing') : undefined;
  };

  return (
    <form className="kyc-form" onSubmit={onSubmit} noValidate aria-labelledby="kyc-identity-title">
      <h3 id="kyc-identity-title" className="kyc-form__title">
        {t('verification.identity.title')}
      </h3>
      <p className="kyc-form__text">{t('verification.identity.text')}</p>
      <div className="kyc-docs">
        <DocumentTile
          label={t('verification.docs.id_front')}
          hint={t('verification.docs.idHint')}
          icon={IdFrontIcon}
          capture="environment"
          slot={docs.slot('id_front')}
          missing={tile('id_front')}
          disabled={submit.isPending}
          onPick={(file) => void docs.pick('id_front', file)}
        />
        <DocumentTile
          label={t('verification.docs.id_back')}
          hint={t('verification.docs.idHint')}
          icon={IdBackIcon}
          capture="environment"
          slot={docs.slot('id_back')}
          missing={tile('id_back')}
          disabled={submit.isPending}
          onPick={(file) => void docs.pick('id_back', file)}
        />
        <DocumentTile
          label={t('verification.docs.selfie')}
          hint={t('verification.docs.selfieHint')}
          icon={SelfieIcon}
          capture="user"
          wide
          slot={docs.slot('selfie')}
          missing={tile('selfie')}
          disabled={submit.isPending}
          onPick={(file) => void docs.pick('selfie', file)}
        />
      </div>
      <p className="kyc-form__rules">{t('verification.upload.rules', { size: UPLOAD_MB })}</p>
      <TextField
        label={t('verification.identity.fullName')}
        icon={MemberIcon}
        autoComplete="name"
        maxLength={100}
        hint={t('verification.identity.asOnId')}
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label={t('verification.identity.birthDate')}
        icon={CalendarIcon}
        type="date"
        min={BIRTHDAY_MIN}
        max={today()}
        autoComplete="bday"
        hint={t('verification.rules.age', { age: minimumAge })}
        error={errors.birthDate?.message}
        {...form.register('birthDate')}
      />
      <ChoiceChips
        legend={t('verification.identity.idType')}
        options={KYC_ID_TYPES.map((value) => ({ value, label: t(`verification.idTypes.${value}`) }))}
        error={errors.idType?.message}
        field={form.register('idType')}
      />
      <TextField
        label={t('verification.identity.idNumber')}
        icon={IdCardIcon}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        hint={t('verification.identity.idNumberHint')}
        error={errors.idNumber?.message}
        {...form.register('idNumber')}
      />
      <FormAlert message={failure} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={submit.isPending || docs.busy}>
        {t('verification.identity.submit')}
      </button>
      <p className="kyc-form__privacy">{t('verification.privacy')}</p>
    </form>
  );
}
