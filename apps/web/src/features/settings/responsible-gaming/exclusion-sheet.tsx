import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { exclusionEnd, isBreak, type ExclusionDuration } from '@lobby/contract/rules';
import { failureText, isApiError } from '@/shared/lib/http';
import { getHref } from '@/shared/lib/paths';
import { endSession } from '@/shared/lib/session';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { PasswordField } from '@/shared/ui/form/password-field';
import { GiftIcon, IdCardIcon, LockIcon, LogoutIcon, WithdrawIcon } from '@/shared/ui/icons';
import { useStartExclusion } from '../api/start-exclusion';
import { FormAlert, SettingsSheet } from '../settings-sheet';
import { HourglassIcon } from './rg-icons';
import { useLimitFormat } from './use-limit-format';

function Consequence({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="rg-consequence">
      <span className="rg-consequence__icon" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * The confirm step of a break or a self-exclusion: until when, what happens (signed out everywhere, no
 * sign-in until the end; for self-exclusion the bonus forfeited and no new account), the login password
 * when the account has one. Once the server has started it, the app signs out and shows the end.
 */
export function ExclusionSheet({ duration, hasPassword, onClose }: { duration: ExclusionDuration; hasPassword: boolean | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useLimitFormat();
  const navigate = useNavigate();
  const start = useStartExclusion();
  const [until] = useState(() => exclusionEnd(duration, Date.now()));
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [understood, setUnderstood] = useState(false);
  const [understoodError, setUnderstoodError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const pause = isBreak(duration);
  const label = t(`responsibleGaming.durations.${duration}`);
  const title =
    pause ? t('responsibleGaming.confirm.breakTitle', { duration: label }) : until === null ? t('responsibleGaming.confirm.exclusionTitlePermanent') : t('responsibleGaming.confirm.exclusionTitle', { duration: label });
  // a password field whenever the account may have one (unknown while the profile loads): required only when it has
  const askPassword = hasPassword !== false;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    let invalid = false;
    if (hasPassword === true && password === '') {
      setPasswordError(t('responsibleGaming.confirm.passwordNeeded'));
      invalid = true;
    }
    if (!pause && !understood) {
      setUnderstoodError(t('responsibleGaming.confirm.understandNeeded'));
      invalid = true;
    }
    if (invalid) return;
    try {
      const result = await start.mutateAsync({ duration, ...(askPassword && password !== '' ? { password } : {}) });
      // Every session has ended on the server (this one's cookie too): the page that says until when first,
      // then the app forgets the session, so nothing on this screen asks the server again meanwhile.
      await navigate(getHref('responsibleGamingPaused', { kind: result.kind, until: result.until ?? 'permanent' }), { replace: true });
      endSession();
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : null;
      if (code === 'login.password.incorrect' || code === 'rg.password.required') setPasswordError(failureText(error));
      else setFailure(failureText(error));
    }
  }

  return (
    <SettingsSheet title={title} onClose={onClose}>
      <div className={`rg-until${pause ? '' : ' rg-until--exclusion'}`}>
        <span className="rg-until__label">{t('responsibleGaming.confirm.until')}</span>
        <strong className="rg-until__date">{until === null ? t('responsibleGaming.confirm.noEnd') : f.whenFull(until)}</strong>
      </div>
      <ul className="rg-consequences" aria-label={t('responsibleGaming.confirm.whatHappens')}>
        <Consequence icon={<LogoutIcon size="0.16rem" />}>{t('responsibleGaming.confirm.signedOut')}</Consequence>
        <Consequence icon={<LockIcon size="0.16rem" />}>
          {until === null ? t('responsibleGaming.confirm.noSignInPermanent') : t('responsibleGaming.confirm.noSignIn', { until: f.whenFull(until) })}
        </Consequence>
        {pause ? null : (
          <>
            <Consequence icon={<GiftIcon size="0.16rem" />}>{t('responsibleGaming.confirm.bonus')}</Consequence>
            <Consequence icon={<IdCardIcon size="0.16rem" />}>{t('responsibleGaming.confirm.noNewAccount')}</Consequence>
          </>
        )}
        <Consequence icon={<WithdrawIcon size="0.16rem" />}>{t('responsibleGaming.confirm.withdrawals')}</Consequence>
        <Consequence icon={<HourglassIcon size="0.16rem" />}>{t('responsibleGaming.confirm.noEarlyEnd')}</Consequence>
      </ul>
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {askPassword ? (
          <PasswordField
            label={t('responsibleGaming.confirm.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(undefined);
            }}
            error={passwordError}
            hint={t('responsibleGaming.confirm.passwordHint')}
          />
        ) : null}
        {pause ? null : (
          <CheckboxField
            checked={understood}
            onChange={(event) => {
              setUnderstood(event.target.checked);
              setUnderstoodError(undefined);
            }}
            error={understoodError}
          >
            {t('responsibleGaming.confirm.understand')}
          </CheckboxField>
        )}
        <FormAlert message={failure} />
        <button type="submit" className="btn btn--danger btn--block btn--lg" disabled={start.isPending}>
          {pause ? t('responsibleGaming.confirm.startBreak') : t('responsibleGaming.confirm.startExclusion')}
        </button>
        <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
          {t('general.cancel')}
        </button>
      </form>
    </SettingsSheet>
  );
}
