import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SOCIAL_RESULT_PARAMS } from '@lobby/contract/rules';
import { useTryForFree } from '@/shared/api/session/start-trial';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { errorText } from '@/shared/lib/http';
import type { LoginType } from '@/shared/lib/login-record';
import { getHref, RETURN_PARAM, safeReturnPath } from '@/shared/lib/paths';
import { toast } from '@/shared/lib/toast';
import { AuthBrand } from '@/shared/ui/form/auth-brand';
import { SegmentedTabs } from '@/shared/ui/form/segmented-tabs';
import { SocialButtons } from '@/shared/ui/form/social-buttons';
import { GiftIcon, PlayIcon } from '@/shared/ui/icons';
import { LoginForm } from './login-form';
import './auth.css';

/** /m/login: username or SMS login, social logins, and the ways on (register, free play). */
export function LoginScreen() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const [params, setParams] = useSearchParams();
  const smsEnabled = info?.whitelabel.MOBILEVERCODELOGIN3 === true;
  const [type, setType] = useState<LoginType>('username');
  const trial = useTryForFree();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));

  // A social login that failed comes back here with its error code: say it once, then drop it.
  const socialError = params.get(SOCIAL_RESULT_PARAMS.error);
  useEffect(() => {
    if (!socialError) return;
    toast.error(errorText(socialError), { duration: 'short' });
    setParams(
      (current) => {
        current.delete(SOCIAL_RESULT_PARAMS.error);
        return current;
      },
      { replace: true },
    );
  }, [socialError, setParams]);

  const activeType = smsEnabled ? type : 'username';
  return (
    <div className="auth-screen">
      <section className="auth-card" aria-labelledby="login-title">
        <AuthBrand title={t('auth.title')} subtitle={t('auth.subtitle')} titleId="login-title" />
        {smsEnabled ? (
          <SegmentedTabs
            label={t('auth.method')}
            idPrefix="login-tab"
            controls="login-form"
            value={activeType}
            onChange={setType}
            options={[
              { value: 'username', label: t('auth.tabs.username') },
              { value: 'sms', label: t('auth.tabs.sms') },
            ]}
          />
        ) : null}
        <LoginForm type={activeType} returnTo={returnTo} tabbed={smsEnabled} />
        <SocialButtons returnTo={returnTo} />
      </section>

      <div className="auth-more">
        <p className="form__note">{t('auth.noAccount')}</p>
        <Link to={getHref('register')} className="btn btn--secondary btn--block">
          <GiftIcon size="0.18rem" />
          {t('auth.createAccount')}
        </Link>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={trial.start}
          disabled={trial.pending}
        >
          <PlayIcon size="0.18rem" />
          {t('trial.tryFree')}
        </button>
      </div>
    </div>
  );
}
