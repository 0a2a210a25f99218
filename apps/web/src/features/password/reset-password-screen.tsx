import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCredentialForm } from '@/shared/hooks/use-credential-form';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { newPassword } from '@/shared/lib/account-rules';
import { errorText, isApiError } from '@/shared/lib/http';
import { i18next } from '@/shared/lib/i18n';
import { getHref, PATHS } from '@/shared/lib/paths';
import { toast } from '@/shared/lib/toast';
import { AuthBrand } from '@/shared/ui/form/auth-brand';
import { PasswordField } from '@/shared/ui/form/password-field';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertIcon } from '@/shared/ui/icons';
import { useResetPasswordByEmail } from './api/reset-password-by-email';

const schema = () =>
  z
    .object({
      newPassword: newPassword(),
      confirmNewPassword: z.string().min(1, { error: () => i18next.t('passwordChange.errors.confirmRequired') }),
    })
    .refine((v) => v.newPassword === v.confirmNewPassword, {
      path: ['confirmNewPassword'],
      error: () => i18next.t('passwordChange.errors.confirmMismatch'),
    });
type Values = z.input<ReturnType<typeof schema>>;

/** Tokens are 16 to 128 URL-safe characters (contract); anything else is a broken link. */
function tokenFrom(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={AlertIcon}
      title={t('recovery.reset.invalidTitle')}
      text={t('errors.password.reset.invalid')}
      action={
        <Link to={getHref('forget')} className="btn btn--primary">
          {t('recovery.reset.requestNew')}
        </Link>
      }
    />
  );
}

/** /m/resetPsw?token=…: the page a recovery mail links to. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = tokenFrom(params.get('token'));
  const [invalid, setInvalid] = useState(token === null);
  const reset = useResetPasswordByEmail();
  const target = useCredentialForm('resetPsw');
  const form = useForm<Values>({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    resolver: (values, context, options) => zodResolver(schema())(values, context, options),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError } = form;
  useRevalidateOnLanguageChange(form);

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    const hide = toast.loading(t('general.loading'));
    try {
      await reset.mutateAsync({ token, ...values });
      hide();
      toast.success(t('recovery.reset.done'), { duration: 'default' });
      navigate(PATHS.login, { replace: true });
    } catch (error) {
      hide();
      if (!isApiError(error)) return;
      if (error.errorCode === 'password.reset.invalid') setInvalid(true);
      else if (error.errorCode.startsWith('password.') || error.errorCode === 'modify.new.old.same') {
        setError('newPassword', { type: 'server', message: errorText(error.errorCode, error.message) }, { shouldFocus: true });
      } else toast.error(errorText(error.errorCode, error.message));
    }
  });

  return (
    <div className="auth-screen">
      <section className="auth-card" aria-labelledby="reset-title">
        <AuthBrand title={t('recovery.reset.title')} subtitle={invalid ? undefined : t('recovery.reset.subtitle')} titleId="reset-title" />
        {invalid ? (
          <InvalidLink />
        ) : (
          <form className="form" {...target} onSubmit={onSubmit} noValidate>
            <PasswordField
              label={t('recovery.newPassword')}
              autoComplete="new-password"
              maxLength={128}
              error={formState.errors.newPassword?.message}
              {...register('newPassword')}
            />
            <PasswordField
              label={t('passwordChange.confirm')}
              autoComplete="new-password"
              maxLength={128}
              error={formState.errors.confirmNewPassword?.message}
              {...register('confirmNewPassword')}
            />
            <div className="form__actions">
              <button
                type="submit"
                className="btn btn--primary btn--block btn--lg"
                disabled={!formState.isValid || formState.isSubmitting}
              >
                {t('recovery.reset.submit')}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
