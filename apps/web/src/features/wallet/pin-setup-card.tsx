import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PAYMENT_PASSWORD_PATTERN } from '@lobby/contract/rules';
import { useMemberInfo } from '@/shared/api/member/get-member-info';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { dynamicResolver } from '@/shared/lib/form-resolver';
import { errorText, isApiError } from '@/shared/lib/http';
import { i18next } from '@/shared/lib/i18n';
import { toast } from '@/shared/lib/toast';
import { PasswordField } from '@/shared/ui/form/password-field';
import { PinInput } from '@/shared/ui/form/pin-input';
import { AlertIcon } from '@/shared/ui/icons';
import { useSetWithdrawalPin } from './api/set-withdrawal-pin';

interface Values {
  password: string;
  pin: string;
  confirm: string;
}

const schemaFor = (withPassword: boolean) =>
  z
    .object({
      password: withPassword
        ? z.string().min(1, { error: () => i18next.t('payout.pin.passwordRequired') })
        : z.string(),
      pin: z.string().regex(PAYMENT_PASSWORD_PATTERN, { error: () => i18next.t('payout.pin.digits') }),
      confirm: z.string(),
    })
    .refine((v) => v.pin === v.confirm, {
      path: ['confirm'],
      error: () => i18next.t('payout.pin.mismatch'),
    });

/** Step two before a first withdrawal: a six-digit PIN, confirmed with the login password. */
export function PinSetupCard({ step }: { step: number }) {
  const { t } = useTranslation();
  const member = useMemberInfo();
  // Accounts opened by a social login have no password to confirm with.
  const withPassword = member.data?.hasPassword ?? true;
  const save = useSetWithdrawalPin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { password: '', pin: '', confirm: '' },
    resolver: dynamicResolver<Values>(() => schemaFor(withPassword)),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, control, setError } = form;
  useRevalidateOnLanguageChange(form);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        ...(withPassword ? { password: values.password } : {}),
        paymentPassword: values.pin,
      });
      toast.success(t('payout.pin.saved'));
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : 'common.unknown';
      // A wrong login password belongs on its field.
      if (withPassword && /password/.test(code) && !code.startsWith('withdraw.')) {
        setError('password', { message: errorText(code) });
      } else {
        setFailure(errorText(code, isApiError(error) ? error.message : undefined));
      }
    }
  });

  return (
    <section className="money-card setup-card" aria-labelledby="pin-setup-title">
      <header className="setup-card__head">
        <span className="setup-card__step" aria-hidden="true">
          {step}
        </span>
        <div>
          <h2 id="pin-setup-title" className="money-section__title">
            {t('payout.pin.setTitle')}
          </h2>
          <p className="setup-card__text">{t('payout.pin.setText')}</p>
        </div>
      </header>
      <form className="form" onSubmit={onSubmit} noValidate>
        {withPassword ? (
          <PasswordField
            label={t('payout.pin.password')}
            autoComplete="current-password"
            maxLength={128}
            error={formState.errors.password?.message}
            {...register('password')}
          />
        ) : null}
        <Controller
          control={control}
          name="pin"
          render={({ field, fieldState }) => (
            <PinInput
              label={t('payout.pin.new')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="confirm"
          render={({ field, fieldState }) => (
            <PinInput
              label={t('payout.pin.confirm')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {failure ? (
          <p className="money-alert" role="alert">
            <AlertIcon size="0.18rem" />
            <span>{failure}</span>
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={formState.isSubmitting}>
          {t('payout.pin.save')}
        </button>
      </form>
    </section>
  );
}
