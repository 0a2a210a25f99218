import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMemberInfo } from '@/shared/api/member/get-member-info';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { loginPassword, newPassword } from '@/shared/lib/account-rules';
import { i18next } from '@/shared/lib/i18n';
import { readLoginRecord, saveLoginRecord } from '@/shared/lib/login-record';
import { PATHS } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';
import { alertDialog } from '@/shared/stores/dialog-store';
import { PasswordField } from '@/shared/ui/form/password-field';
import { TextField } from '@/shared/ui/form/text-field';
import { KeyIcon, MemberIcon, ShieldIcon } from '@/shared/ui/icons';
import { LoadingPlaceholder } from '@/shared/ui/loading-placeholder';
import { useChangePassword } from './api/change-password';
import '@/shared/ui/form/form.css';

/** The change-password loading notice stays up to 10 s; 'changes saved' 1 s, then home after 1 s. */
const SAVING_MS = 10_000;
const SAVED_MS = 1_000;

const schemaFor = (withOld: boolean) =>
  z
    .object({
      oldPassword: withOld ? loginPassword() : z.string(),
      newPassword: newPassword(),
      confirmNewPassword: z.string().min(1, { error: () => i18next.t('passwordChange.errors.confirmRequired') }),
    })
    .refine((v) => v.newPassword === v.confirmNewPassword, {
      path: ['confirmNewPassword'],
      error: () => i18next.t('passwordChange.errors.confirmMismatch'),
    });
type Values = z.input<ReturnType<typeof schemaFor>>;

function ChangePasswordForm({ userName, withOld }: { userName: string; withOld: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: (values, context, options) => zodResolver(schemaFor(withOld))(values, context, options),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, reset } = form;
  useRevalidateOnLanguageChange(form);

  const onSubmit = handleSubmit(async (values) => {
    // The same password as before is refused here, without a call.
    if (withOld && values.newPassword === values.oldPassword) {
      await alertDialog({ message: t('errors.modify.new.old.same'), confirmLabel: t('general.ok') });
      return;
    }
    const hide = toast.loading(t('passwordChange.saving'), { timeoutMs: SAVING_MS });
    try {
      await change.mutateAsync({
        ...(withOld ? { oldPassword: values.oldPassword } : {}),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    } catch {
      // On failure only the loading notice goes; the http client already said what failed.
      hide();
      return;
    }
    hide();
    reset();
    toast.success(t('passwordChange.saved'), { duration: SAVED_MS });
    // The remembered login keeps the name (never a password); refresh it if this account is the one kept.
    const record = readLoginRecord('username');
    if (record && record.username.toLowerCase() === userName.toLowerCase()) {
      saveLoginRecord({ type: 'username', username: record.username });
    }
    setTimeout(() => navigate(PATHS.home, { replace: true }), SAVED_MS);
  });

  const filled = formState.isValid;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label={t('auth.username')} icon={MemberIcon} value={userName} readOnly autoComplete="username" />
      {withOld ? (
        <PasswordField
          label={t('passwordChange.old')}
          icon={KeyIcon}
          autoComplete="current-password"
          maxLength={128}
          error={formState.errors.oldPassword?.message}
          {...register('oldPassword')}
        />
      ) : null}
      <PasswordField
        label={t('recovery.newPassword')}
        autoComplete="new-password"
        maxLength={128}
        error={formState.errors.newPassword?.message}
        hint={t('form.passwordRule', { min: 8, max: 128 })}
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
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={!filled || formState.isSubmitting}>
          {t('passwordChange.submit')}
        </button>
      </div>
    </form>
  );
}

/** /m/changePsw (real members; the route table's guard sends others away). */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  if (!session) return null;
  return (
    <div className="auth-screen">
      <section className="auth-card" aria-labelledby="change-title">
        <div className="auth-brand">
          <span className="auth-brand__halo" aria-hidden="true">
            <ShieldIcon size="0.28rem" />
          </span>
          <h2 id="change-title" className="visually-hidden">
            {t('passwordChange.title')}
          </h2>
          <p className="auth-brand__subtitle">{t('passwordChange.subtitle')}</p>
        </div>
        {member.data ? (
          <ChangePasswordForm userName={member.data.userName} withOld={member.data.hasPassword} />
        ) : member.isError ? (
          <ChangePasswordForm userName={session.userName} withOld />
        ) : (
          <LoadingPlaceholder />
        )}
      </section>
    </div>
  );
}
