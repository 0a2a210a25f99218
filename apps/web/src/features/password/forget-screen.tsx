import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { AuthBrand } from '@/shared/ui/form/auth-brand';
import { SegmentedTabs } from '@/shared/ui/form/segmented-tabs';
import { EmptyState } from '@/shared/ui/empty-state';
import { LockIcon } from '@/shared/ui/icons';
import { ForgetByEmailForm } from './forget-by-email-form';
import { SetPasswordByMobileForm } from './set-password-by-mobile-form';

type FindBy = 'email' | 'phone';

/**
 * /m/forget: recovery by e-mail or by phone. The toggle shows whenever recovery by phone (CHNGPASSVERIF3)
 * is on, and starts on phone then. E-mail recovery also needs CHNGPASSMAIL3: without it the e-mail tab says
 * so and offers the phone instead of a form the server would refuse. With only the e-mail flag on, its form
 * shows alone (docs/decisions.md).
 */
export function ForgetScreen() {
  const { t } = useTranslation();
  const flags = useStatusInfo()?.whitelabel;
  const byEmail = flags?.CHNGPASSMAIL3 === true;
  const byPhone = flags?.CHNGPASSVERIF3 === true;
  const [findBy, setFindBy] = useState<FindBy>(byPhone ? 'phone' : 'email');
  const active: FindBy = byPhone ? findBy : 'email';

  return (
    <div className="auth-screen">
      <section className="auth-card" aria-labelledby="forget-title">
        <AuthBrand title={t('recovery.title')} subtitle={t(`recovery.subtitle.${active}`)} titleId="forget-title" />
        {!byEmail && !byPhone ? (
          <EmptyState icon={LockIcon} title={t('recovery.unavailable')} />
        ) : (
          <>
            {byPhone ? (
              <SegmentedTabs
                label={t('recovery.method')}
                idPrefix="forget-tab"
                controls="forget-panel"
                value={active}
                onChange={setFindBy}
                options={[
                  { value: 'email', label: t('recovery.tabs.email') },
                  { value: 'phone', label: t('recovery.tabs.phone') },
                ]}
              />
            ) : null}
            <div
              id="forget-panel"
              role={byPhone ? 'tabpanel' : undefined}
              aria-labelledby={byPhone ? `forget-tab-${active}` : undefined}
            >
              {active === 'phone' ? (
                <SetPasswordByMobileForm />
              ) : byEmail ? (
                <ForgetByEmailForm />
              ) : (
                <EmptyState
                  icon={LockIcon}
                  title={t('recovery.emailUnavailable')}
                  action={
                    <button type="button" className="btn btn--primary" onClick={() => setFindBy('phone')}>
                      {t('recovery.usePhone')}
                    </button>
                  }
                />
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
