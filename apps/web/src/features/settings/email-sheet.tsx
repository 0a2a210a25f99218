import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EMAIL_CODE_PATTERN, isEmailAddress } from '@lobby/contract/rules';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { failureText } from '@/shared/lib/http';
import { i18next } from '@/shared/lib/i18n';
import { toast } from '@/shared/lib/toast';
import { TextField } from '@/shared/ui/form/text-field';
import { KeyIcon, MailIcon } from '@/shared/ui/icons';
import { useRequestEmailCode, useVerifyEmailCode } from './api/email';
import { FormAlert, SettingsSheet } from './settings-sheet';

const addressSchema = z.object({
  email: z.string().refine((v) => isEmailAddress(v.trim()), { error: () => i18next.t('errors.email.invalid') }),
});
const codeSchema = z.object({
  code: z.string().refine((v) => EMAIL_CODE_PATTERN.test(v.trim()), { error: () => i18next.t('memberSettings.email.codeFormat') }),
});

/**
 * Two steps: the address (a code is mailed to it), then the code. A code already waiting opens on the
 * second step; the address on the account stays as it was until the code checks out.
 */
export function EmailSheet({ pending, onClose }: { pending: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(pending);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useRequestEmailCode();
  const verify = useVerifyEmailCode();
  const addressForm = useForm<{ email: string }>({ defaultValues: { email: pending ?? '' }, resolver: zodResolver(addressSchema), mode: 'onTouched' });
  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver: zodResolver(codeSchema), mode: 'onTouched' });
  useRevalidateOnLanguageChange(addressForm);
  useRevalidateOnLanguageChange(codeForm);

  const onSend = addressForm.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const sent = await send.mutateAsync(email.trim());
      setSentTo(sent.pendingEmail);
      toast.success(t('memberSettings.email.sent'));
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  const onVerify = codeForm.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verify.mutateAsync(code.trim());
      toast.success(t('memberSettings.email.verified'));
      onClose();
    } catch (error) {
      codeForm.setValue('code', '');
      setFailure(failureText(error));
    }
  });

  return (
    <SettingsSheet title={t('memberSettings.email.title')} onClose={onClose}>
      {sentTo ? (
        <form className="form" onSubmit={onVerify} noValidate>
          <p className="settings-sheet__text">{t('memberSettings.email.enterCode', { email: sentTo })}</p>
          <TextField
            label={t('memberSettings.email.code')}
            icon={KeyIcon}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register('code')}
          />
          <FormAlert message={failure} />
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={codeForm.formState.isSubmitting}>
            {t('memberSettings.email.confirm')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={() => {
              setFailure(null);
              setSentTo(null);
            }}
          >
            {t('memberSettings.email.other')}
          </button>
        </form>
      ) : (
        <form className="form" onSubmit={onSend} noValidate>
          <p className="settings-sheet__text">{t('memberSettings.email.text')}</p>
          <TextField
            label={t('memberSettings.email.label')}
            icon={MailIcon}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            autoFocus
            error={addressForm.formState.errors.email?.message}
            {...addressForm.register('email')}
          />
          <FormAlert message={failure} />
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={addressForm.formState.isSubmitting}>
            {t('memberSettings.email.send')}
          </button>
        </form>
      )}
    </SettingsSheet>
  );
}
