import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ageOn, BIRTHDAY_MIN, isCalendarDate, isNickname, NICKNAME_RULE, normaliseNickname } from '@lobby/contract/rules';
import { payeeNameSchema } from '@lobby/contract/schemas';
import { useSetPayeeName } from '@/shared/api/wallet/set-payee-name';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { failureText } from '@/shared/lib/http';
import { i18next } from '@/shared/lib/i18n';
import { toast } from '@/shared/lib/toast';
import { TextField } from '@/shared/ui/form/text-field';
import { CalendarIcon, IdCardIcon, MemberIcon } from '@/shared/ui/icons';
import { useSetBirthday, useSetNickname } from './api/update-profile';
import { FormAlert, SettingsSheet } from './settings-sheet';

const nicknameSchema = z.object({
  nickname: z.string().refine((v) => isNickname(normaliseNickname(v)), {
    error: () => i18next.t('memberSettings.nickname.invalid', { min: NICKNAME_RULE.minLength, max: NICKNAME_RULE.maxLength }),
  }),
});

export function NicknameSheet({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetNickname();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.infer<typeof nicknameSchema>>({ defaultValues: { nickname: current ?? '' }, resolver: zodResolver(nicknameSchema), mode: 'onTouched' });
  useRevalidateOnLanguageChange(form);
  const onSubmit = form.handleSubmit(async ({ nickname }) => {
    setFailure(null);
    try {
      await save.mutateAsync(normaliseNickname(nickname));
      toast.success(t('memberSettings.saved'));
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <SettingsSheet title={t('memberSettings.nickname.title')} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('memberSettings.nickname.label')}
          icon={MemberIcon}
          autoComplete="nickname"
          maxLength={NICKNAME_RULE.maxLength}
          autoFocus
          hint={t('memberSettings.nickname.hint', { min: NICKNAME_RULE.minLength, max: NICKNAME_RULE.maxLength })}
          error={form.formState.errors.nickname?.message}
          {...form.register('nickname')}
        />
        <FormAlert message={failure} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={form.formState.isSubmitting}>
          {t('memberSettings.save')}
        </button>
      </form>
    </SettingsSheet>
  );
}

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function birthdaySchema(ageLimit: number) {
  return z.object({
    birthday: z.string().superRefine((value, ctx) => {
      if (!isCalendarDate(value) || value < BIRTHDAY_MIN || value > today()) {
        ctx.addIssue({ code: 'custom', message: i18next.t('errors.register.birthday.invalid') });
      } else if (ageOn(value, today()) < ageLimit) {
        ctx.addIssue({ code: 'custom', message: i18next.t('memberSettings.birthday.underAge', { age: ageLimit }) });
      }
    }),
  });
}

export function BirthdaySheet({ current, ageLimit, onClose }: { current: string | null; ageLimit: number; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetBirthday();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ birthday: string }>({ defaultValues: { birthday: current ?? '' }, resolver: zodResolver(birthdaySchema(ageLimit)), mode: 'onTouched' });
  useRevalidateOnLanguageChange(form);
  const onSubmit = form.handleSubmit(async ({ birthday }) => {
    setFailure(null);
    try {
      await save.mutateAsync(birthday);
      toast.success(t('memberSettings.saved'));
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <SettingsSheet title={t('memberSettings.birthday.title')} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('memberSettings.birthday.label')}
          icon={CalendarIcon}
          type="date"
          min={BIRTHDAY_MIN}
          max={today()}
          autoComplete="bday"
          autoFocus
          hint={t('memberSettings.birthday.hint', { age: ageLimit })}
          error={form.formState.errors.birthday?.message}
          {...form.register('birthday')}
        />
        <FormAlert message={failure} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={form.formState.isSubmitting}>
          {t('memberSettings.save')}
        </button>
      </form>
    </SettingsSheet>
  );
}

const payeeSchema = z.object({
  payeeName: z.string().superRefine((text, ctx) => {
    if (!payeeNameSchema.shape.payeeName.safeParse(text).success) {
      ctx.addIssue({ code: 'custom', message: text.trim() === '' ? i18next.t('payout.payee.required') : i18next.t('payout.payee.invalid') });
    }
  }),
});

/** The payee name, set once (the withdrawal rule): the sheet says so before saving. */
export function PayeeNameSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetPayeeName();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useForm<{ payeeName: string }>({ defaultValues: { payeeName: '' }, resolver: zodResolver(payeeSchema), mode: 'onTouched' });
  useRevalidateOnLanguageChange(form);
  const onSubmit = form.handleSubmit(async ({ payeeName }) => {
    const name = payeeName.trim().replace(/\s+/g, ' ');
    if (confirming !== name) {
      setConfirming(name);
      return;
    }
    setFailure(null);
    try {
      await save.mutateAsync(name);
      toast.success(t('memberSettings.saved'));
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <SettingsSheet title={t('payout.payee.title')} onClose={onClose}>
      <p className="settings-sheet__text">{t('payout.payee.text')}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('payout.payee.label')}
          icon={IdCardIcon}
          autoComplete="name"
          autoCapitalize="words"
          maxLength={64}
          autoFocus
          hint={t('payout.payee.hint')}
          error={form.formState.errors.payeeName?.message}
          {...form.register('payeeName', { onChange: () => setConfirming(null) })}
        />
        {confirming ? (
          <p className="settings-sheet__notice" role="status">
            {t('payout.payee.confirm', { name: confirming })}
          </p>
        ) : null}
        <FormAlert message={failure} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={form.formState.isSubmitting}>
          {confirming ? t('memberSettings.payee.confirmSave') : t('payout.payee.save')}
        </button>
      </form>
    </SettingsSheet>
  );
}
