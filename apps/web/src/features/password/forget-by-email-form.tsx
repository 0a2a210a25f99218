import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCredentialForm } from '@/shared/hooks/use-credential-form';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { emailAddress, loginUsername } from '@/shared/lib/account-rules';
import { PATHS } from '@/shared/lib/paths';
import { toast } from '@/shared/lib/toast';
import { TextField } from '@/shared/ui/form/text-field';
import { MailIcon, MemberIcon } from '@/shared/ui/icons';
import { useRequestPasswordEmail } from './api/request-password-email';

/** The forgot-password loading message stays up to 9999 s (until the answer). */
const SENDING_MS = 9_999_000;
/** The success message shows for 1 s, then the screen goes back. */
const DONE_MS = 1_000;

const schema = () => z.object({ username: loginUsername(), email: emailAddress() });
type Values = z.input<ReturnType<typeof schema>>;

/** Forgot password by e-mail: username and e-mail (both trimmed); the server mails a reset link. */
export function ForgetByEmailForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const request = useRequestPasswordEmail();
  const target = useCredentialForm('forget');
  const form = useForm<Values>({
    defaultValues: { username: '', email: '' },
    resolver: (values, context, options) => zodResolver(schema())(values, context, options),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState } = form;
  useRevalidateOnLanguageChange(form);

  const onSubmit = handleSubmit(async ({ username, email }) => {
    const hide = toast.loading(t('recovery.sending'), { timeoutMs: SENDING_MS });
    try {
      await request.mutateAsync({ username: username.trim(), email: email.trim() });
    } catch {
      hide();
      return;
    }
    hide();
    toast.success(t('recovery.emailSent'), { duration: DONE_MS });
    setTimeout(() => {
      if (location.key === 'default') navigate(PATHS.login, { replace: true });
      else navigate(-1);
    }, DONE_MS);
  });

  return (
    <form className="form" {...target} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.username')}
        icon={MemberIcon}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        error={formState.errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('recovery.email')}
        icon={MailIcon}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <p className="form__note">{t('recovery.emailHint')}</p>
      <div className="form__actions">
        <button
          type="submit"
          className="btn btn--primary btn--block btn--lg"
          disabled={!formState.isValid || formState.isSubmitting}
        >
          {t('recovery.submitEmail')}
        </button>
      </div>
    </form>
  );
}
