import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/client';
import type { Operator } from '@/shared/api/get-me';
import { stepsOf, useSession } from '@/shared/lib/session';
import type { PendingSteps } from '@/shared/lib/session';
import { ChangePasswordForm } from '@/shared/ui/change-password-form';
import { QrCode } from '@/shared/ui/qr-code';
import { ErrorState, Loading } from '@/shared/ui/states';
import { enableTotp } from './api/enable-totp';
import { login } from './api/login';
import type { LoginResult } from './api/login';
import { setupTotp } from './api/setup-totp';
import type { TotpSetup } from './api/setup-totp';
import { CaptchaField } from './captcha-field';
import type { CaptchaAnswer } from './captcha-field';

const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'login.usernameRequired'),
  password: z.string().min(1, 'login.passwordRequired'),
});
type Credentials = z.infer<typeof credentialsSchema>;

const CODE = /^\d{6}$/;

type Step =
  | { kind: 'credentials' }
  | { kind: 'totp'; credentials: Credentials }
  /** choose an own password; `known`: the one-time password the sign-in just proved */
  | { kind: 'password'; known?: string }
  | { kind: 'setup' };

/** The server asks for a captcha after a failed sign-in from this address (and says so in value.captcha). */
function asksCaptcha(error: unknown): boolean {
  return isApiError(error) && (error.code.startsWith('login.captcha') || (error.data as { captcha?: boolean } | undefined)?.captcha === true);
}

/** After any refused attempt the next one from this address needs a captcha (the server's rule, known ahead). */
function refusedAttempt(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 400 || error.status === 429);
}

/** What comes after a step: the first pending step, or the console itself. */
function nextStep(steps: PendingSteps, known?: string): Step | null {
  if (steps.passwordChangeRequired) return { kind: 'password', known };
  if (steps.totpSetupRequired) return { kind: 'setup' };
  return null;
}

const TITLES: Record<Step['kind'], string> = {
  credentials: 'login.title',
  totp: 'login.title',
  password: 'login.passwordTitle',
  setup: 'login.setupTitle',
};

export function LoginScreen() {
  const { t } = useTranslation();
  const { state, signedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: string; expired?: boolean; setup?: boolean } | null) ?? {};
  const [step, setStep] = useState<Step>(() =>
    from.setup && state.status === 'signedIn' ? (nextStep(state.steps) ?? { kind: 'credentials' }) : { kind: 'credentials' },
  );
  const [error, setError] = useState<unknown>(null);
  const [needCaptcha, setNeedCaptcha] = useState(false);

  const finish = () => navigate(from.from && from.from !== '/login' ? from.from : '/', { replace: true });

  const signedInWith = (result: LoginResult, known?: string) => {
    const steps = stepsOf(result);
    signedIn(result.operator, { steps });
    const next = nextStep(steps, known);
    if (next) setStep(next);
    else finish();
  };

  const onAttemptError = (err: unknown) => {
    if (asksCaptcha(err) || refusedAttempt(err)) setNeedCaptcha(true);
    // "enter a captcha" is the form's own prompt, not an error to show
    setError(isApiError(err) && err.code === 'login.captcha.required' ? null : err);
  };

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'signedIn' && (step.kind === 'credentials' || step.kind === 'totp')) {
    return <Navigate to={from.from && from.from !== '/login' ? from.from : '/'} replace />;
  }

  return (
    <div className="login-page">
      <main className="login-card" aria-labelledby="login-title">
        <div className="login-brand">
          <span className="brand-mark" aria-hidden="true">
            L
          </span>
          <span>{t('app.name')}</span>
        </div>
        {(step.kind === 'password' || step.kind === 'setup') && (
          <ol className="login-steps" aria-label={t('login.stepsLabel')}>
            <li aria-current={step.kind === 'password' ? 'step' : undefined} className={step.kind === 'setup' ? 'done' : undefined}>
              {t('login.stepPassword')}
            </li>
            <li aria-current={step.kind === 'setup' ? 'step' : undefined}>{t('login.stepTotp')}</li>
          </ol>
        )}
        <h1 id="login-title">{t(TITLES[step.kind])}</h1>
        {from.expired && step.kind === 'credentials' && (
          <p className="notice" role="status">
            {t('login.expired')}
          </p>
        )}
        {step.kind === 'credentials' && (
          <CredentialsStep
            needCaptcha={needCaptcha}
            onError={onAttemptError}
            onDone={(result, credentials) => {
              setError(null);
              if (result === 'totp') {
                // the right password (and captcha) cleared this address: the code step asks no captcha
                setNeedCaptcha(false);
                setStep({ kind: 'totp', credentials });
              }
              else signedInWith(result, credentials.password);
            }}
          />
        )}
        {step.kind === 'totp' && (
          <TotpStep
            credentials={step.credentials}
            needCaptcha={needCaptcha}
            onError={onAttemptError}
            onBack={() => {
              setError(null);
              setStep({ kind: 'credentials' });
            }}
            onDone={(result) => {
              setError(null);
              signedInWith(result, step.credentials.password);
            }}
          />
        )}
        {step.kind === 'password' && state.status === 'signedIn' && (
          <>
            <p className="muted">{t('login.passwordHelp')}</p>
            <ChangePasswordForm
              username={state.operator.username}
              displayName={state.operator.displayName}
              knownCurrent={step.known}
              submitLabel={t('login.passwordSave')}
              onDone={(result) => signedInWith(result)}
            />
          </>
        )}
        {step.kind === 'setup' && (
          <SetupStep
            onError={setError}
            onDone={(operator) => {
              signedIn(operator, { steps: { passwordChangeRequired: false, totpSetupRequired: false } });
              finish();
            }}
          />
        )}
        {error !== null && <ErrorState error={error} />}
      </main>
    </div>
  );
}

function CredentialsStep({
  needCaptcha,
  onDone,
  onError,
}: {
  needCaptcha: boolean;
  onDone: (result: 'totp' | LoginResult, credentials: Credentials) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null);
  const [round, setRound] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { username: '', password: '' } });

  const submit = handleSubmit(async (credentials) => {
    onError(null);
    try {
      const result = await login({ ...credentials, ...(needCaptcha && captcha ? captcha : {}) });
      onDone(result, credentials);
    } catch (error) {
      if (isApiError(error) && error.code === 'console.totp.required') onDone('totp', credentials);
      else {
        onError(error);
        // a captcha is good for one attempt: the next one gets a new image
        setRound((r) => r + 1);
      }
    }
  });

  return (
    <form onSubmit={submit} className="form" noValidate>
      <label className="field">
        <span>{t('login.username')}</span>
        <input autoComplete="username" autoFocus aria-invalid={errors.username ? true : undefined} {...register('username')} />
        {errors.username?.message && <small className="field-error">{t(errors.username.message)}</small>}
      </label>
      <label className="field">
        <span>{t('login.password')}</span>
        <input type="password" autoComplete="current-password" aria-invalid={errors.password ? true : undefined} {...register('password')} />
        {errors.password?.message && <small className="field-error">{t(errors.password.message)}</small>}
      </label>
      {needCaptcha && <CaptchaField key={round} onChange={setCaptcha} />}
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting || (needCaptcha && !captcha)}>
        {isSubmitting ? t('login.signingIn') : t('login.signIn')}
      </button>
    </form>
  );
}

function CodeField({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        className="code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        autoFocus
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </label>
  );
}

function TotpStep({
  credentials,
  needCaptcha,
  onDone,
  onError,
  onBack,
}: {
  credentials: Credentials;
  needCaptcha: boolean;
  onDone: (result: LoginResult) => void;
  onError: (error: unknown) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null);
  const [round, setRound] = useState(0);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code)) return;
    setBusy(true);
    onError(null);
    try {
      onDone(await login({ ...credentials, totp: code, ...(needCaptcha && captcha ? captcha : {}) }));
    } catch (error) {
      onError(error);
      setRound((r) => r + 1);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="form">
      <p className="muted">{t('login.totpHelp')}</p>
      <CodeField value={code} onChange={setCode} label={t('login.code')} />
      {needCaptcha && <CaptchaField key={round} onChange={setCaptcha} />}
      <button type="submit" className="btn btn-primary btn-block" disabled={!CODE.test(code) || busy || (needCaptcha && !captcha)}>
        {t('login.verify')}
      </button>
      <button type="button" className="btn btn-ghost btn-block" onClick={onBack}>
        {t('common.back')}
      </button>
    </form>
  );
}

function SetupStep({ onDone, onError }: { onDone: (operator: Operator) => void; onError: (error: unknown) => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setupTotp()
      .then((s) => live && setSetup(s))
      .catch((e: unknown) => live && onError(e));
    return () => {
      live = false;
    };
  }, [onError]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code)) return;
    setBusy(true);
    onError(null);
    try {
      const result = await enableTotp(code);
      onDone(result.operator);
    } catch (error) {
      onError(error);
      setBusy(false);
    }
  };

  if (!setup) return <Loading />;
  return (
    <form onSubmit={submit} className="form">
      <p className="muted">{t('login.setupHelp')}</p>
      <div className="totp-setup">
        <QrCode value={setup.otpauthUrl} label={t('login.qrLabel')} />
        <div>
          <span className="muted">{t('login.secret')}</span>
          <code className="secret" data-testid="totp-secret">
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
      <CodeField value={code} onChange={setCode} label={t('login.code')} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!CODE.test(code) || busy}>
        {t('login.enable')}
      </button>
    </form>
  );
}
