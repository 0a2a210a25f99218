import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/client';
import type { Operator, TotpSetup } from '@/shared/api/types';
import { useSession } from '@/shared/lib/session';
import { QrCode } from '@/shared/ui/qr-code';
import { ErrorState, Loading } from '@/shared/ui/states';
import { authApi } from './api';

const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'login.usernameRequired'),
  password: z.string().min(1, 'login.passwordRequired'),
});
type Credentials = z.infer<typeof credentialsSchema>;

const CODE = /^\d{6}$/;

type Step = { kind: 'credentials' } | { kind: 'totp'; credentials: Credentials } | { kind: 'setup' };

export function LoginScreen() {
  const { t } = useTranslation();
  const { state, signedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: string; expired?: boolean; setup?: boolean } | null) ?? {};
  const [step, setStep] = useState<Step>(() => (from.setup && state.status === 'signedIn' ? { kind: 'setup' } : { kind: 'credentials' }));
  const [error, setError] = useState<unknown>(null);

  const finish = () => navigate(from.from && from.from !== '/login' ? from.from : '/', { replace: true });

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'signedIn' && step.kind !== 'setup') return <Navigate to={from.from && from.from !== '/login' ? from.from : '/'} replace />;

  return (
    <div className="login-page">
      <main className="login-card" aria-labelledby="login-title">
        <div className="login-brand">
          <span className="brand-mark" aria-hidden="true">
            L
          </span>
          <span>{t('app.name')}</span>
        </div>
        <h1 id="login-title">{step.kind === 'setup' ? t('login.setupTitle') : t('login.title')}</h1>
        {from.expired && step.kind === 'credentials' && (
          <p className="notice" role="status">
            {t('login.expired')}
          </p>
        )}
        {step.kind === 'credentials' && (
          <CredentialsStep
            onError={setError}
            onDone={(result, credentials) => {
              if (result === 'totp') setStep({ kind: 'totp', credentials });
              else if (result.totpSetupRequired) {
                signedIn(result.operator);
                setStep({ kind: 'setup' });
              } else {
                signedIn(result.operator);
                finish();
              }
            }}
          />
        )}
        {step.kind === 'totp' && (
          <TotpStep
            credentials={step.credentials}
            onError={setError}
            onBack={() => {
              setError(null);
              setStep({ kind: 'credentials' });
            }}
            onDone={(operator) => {
              signedIn(operator);
              finish();
            }}
          />
        )}
        {step.kind === 'setup' && (
          <SetupStep
            onError={setError}
            onDone={(operator) => {
              signedIn(operator);
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
  onDone,
  onError,
}: {
  onDone: (result: 'totp' | { operator: Operator; totpSetupRequired: boolean }, credentials: Credentials) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { username: '', password: '' } });

  const submit = handleSubmit(async (credentials) => {
    onError(null);
    try {
      const result = await authApi.login(credentials);
      onDone(result, credentials);
    } catch (error) {
      if (isApiError(error) && error.code === 'console.totp.required') onDone('totp', credentials);
      else onError(error);
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
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
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
  onDone,
  onError,
  onBack,
}: {
  credentials: Credentials;
  onDone: (operator: Operator) => void;
  onError: (error: unknown) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code)) return;
    setBusy(true);
    onError(null);
    try {
      const result = await authApi.login({ ...credentials, totp: code });
      onDone(result.operator);
    } catch (error) {
      onError(error);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="form">
      <p className="muted">{t('login.totpHelp')}</p>
      <CodeField value={code} onChange={setCode} label={t('login.code')} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!CODE.test(code) || busy}>
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
    authApi
      .setupTotp()
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
      const result = await authApi.enableTotp(code);
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
