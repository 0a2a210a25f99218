import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { getHref } from '@/shared/lib/paths';
import { AuthBrand } from '@/shared/ui/form/auth-brand';
import { SegmentedTabs } from '@/shared/ui/form/segmented-tabs';
import { SocialButtons } from '@/shared/ui/form/social-buttons';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertIcon, MemberIcon } from '@/shared/ui/icons';
import { LoadingPlaceholder } from '@/shared/ui/loading-placeholder';
import { useAffiliateCheck } from './api/check-affiliate';
import { useRegisterSettings } from './api/get-register-settings';
import type { RegisterMode } from './api/register';
import { RegisterForm } from './register-form';
import './register.css';

/** /m/register: by username or by mobile number, fields driven by the server's rules. */
export function RegisterScreen() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const settings = useRegisterSettings();
  const [params] = useSearchParams();
  const flags = info?.whitelabel;
  const byUsername = flags?.USERNAMEREG3 === true;
  const byMobile = flags?.MOBILENUMREG3 === true;
  // Tabs only when both are on; mobile by default only when it is the only way.
  const [mode, setMode] = useState<RegisterMode>(byMobile && !byUsername ? 'mobile' : 'username');
  const activeMode: RegisterMode = byUsername && byMobile ? mode : byMobile ? 'mobile' : 'username';
  const urlAffiliateCode = (params.get('code') ?? params.get('affiliateCode') ?? '').trim();
  const affiliate = useAffiliateCheck(urlAffiliateCode || null);

  let body;
  if (!flags || settings.isPending) {
    body = <LoadingPlaceholder />;
  } else if (settings.isError) {
    body = (
      <EmptyState
        icon={AlertIcon}
        title={t('status.error.title')}
        action={
          <button type="button" className="btn btn--secondary" onClick={() => void settings.refetch()}>
            {t('status.error.retry')}
          </button>
        }
      />
    );
  } else if (!byUsername && !byMobile) {
    body = <EmptyState icon={MemberIcon} title={t('signup.closed')} />;
  } else {
    body = (
      <>
        {byUsername && byMobile ? (
          <SegmentedTabs
            label={t('signup.method')}
            idPrefix="register-tab"
            controls="register-form"
            value={activeMode}
            onChange={setMode}
            options={[
              { value: 'username', label: t('signup.tabs.username') },
              { value: 'mobile', label: t('signup.tabs.mobile') },
            ]}
          />
        ) : null}
        <RegisterForm
          mode={activeMode}
          settings={settings.data}
          flags={flags}
          ageLimit={settings.data.ageLimit}
          urlAffiliateCode={urlAffiliateCode}
          urlAffiliateValid={affiliate.data ?? null}
        />
        <SocialButtons returnTo={null} />
      </>
    );
  }

  return (
    <div className="auth-screen">
      <section className="auth-card" aria-labelledby="register-title">
        <AuthBrand title={t('signup.title')} subtitle={t('signup.subtitle')} titleId="register-title" />
        {body}
      </section>
      <p className="form__note">
        {t('signup.haveAccount')}{' '}
        <Link to={getHref('login')} className="text-link">
          {t('signup.login')}
        </Link>
      </p>
    </div>
  );
}
