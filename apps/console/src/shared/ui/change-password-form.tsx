import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@/shared/api/change-password';
import type { PasswordChangeResult } from '@/shared/api/change-password';
import { usePasswordVerdict } from '@/shared/lib/password-strength';
import { NewPasswordField } from './password-strength';
import { ErrorState } from './states';

/**
 * Choose a new password: the current one (unless the sign-in just proved it), the new one checked against
 * the operators' rule as it is typed, and the same again. The server ends the operator's other sessions.
 */
export function ChangePasswordForm({
  username,
  displayName,
  knownCurrent,
  submitLabel,
  onDone,
}: {
  username: string;
  displayName?: string;
  /** the password the operator just signed in with (a one-time password): not asked again */
  knownCurrent?: string;
  submitLabel: string;
  onDone: (result: PasswordChangeResult) => void;
}) {
  const { t } = useTranslation();
  const currentId = useId();
  const confirmId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const verdict = usePasswordVerdict(next, { username, displayName });
  const mismatch = confirm.length > 0 && confirm !== next;
  const ready = (knownCurrent !== undefined || current.length > 0) && verdict.ok && !verdict.checking && confirm === next;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      onDone(await changePassword({ currentPassword: knownCurrent ?? current, newPassword: next }));
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {/* for the browser's password manager: which account this new password belongs to */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {knownCurrent === undefined && (
        <div className="field">
          <label htmlFor={currentId}>{t('password.current')}</label>
          <input id={currentId} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        </div>
      )}
      <NewPasswordField label={t('password.new')} value={next} onChange={setNext} verdict={verdict} autoFocus={knownCurrent !== undefined} />
      <div className="field">
        <label htmlFor={confirmId}>{t('password.confirm')}</label>
        <input
          id={confirmId}
          type="password"
          autoComplete="new-password"
          value={confirm}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? `${confirmId}-error` : undefined}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {mismatch && (
          <small className="field-error" id={`${confirmId}-error`}>
            {t('password.mismatch')}
          </small>
        )}
      </div>
      {error !== null && <ErrorState error={error} />}
      <button type="submit" className="btn btn-primary btn-block" disabled={!ready || busy}>
        {busy ? t('password.saving') : submitLabel}
      </button>
    </form>
  );
}
