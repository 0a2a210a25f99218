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
 * /m/forget: recovery by e-mail or by phone. The toggle shows when recovery by phone
 * (CHNGPASSVERIF3) is on and starts on phone then; the e-mail choice also needs CHNGPASSMAIL3, so with
 * only one of them on that one is shown without a toggle (docs/decisions.md).
 */
export function ForgetScreen() {
  const { t } = useTranslation();
  const flags = useStatusInfo()?.whitelabel;
  const byEmail = flags?.CHNGPASSMAIL3 === true;
  const byPhone = flags?.CHNGPASSVERIF3 === true;
  const [findBy, setFindBy] = useState<FindBy>(byPhone ? 'phone' : 'email');
  const active: FindBy = byEmail && byPhone ? findBy : byPhone ? 'phone' : 'email';

  return (
    <div className="auth-screen">
      <section className="auth-card" aria-labelledby="forget-title">
        <AuthBrand title={t('recovery.title')} subtitle={t(`recovery.subtitle.${active}`)} titleId="forget-title" />
        {!byEmail && !byPhone ? (
          <EmptyState icon={LockIcon} title={t('recovery.unavailable')} />
        ) : (
          <>
            {byEmail && byPhone ? (
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
              role={byEmail && byPhone ? 'tabpanel' : undefined}
              aria-labelledby={byEmail && byPhone ? `forget-tab-${active}` : undefined}
            >
              {active === 'email' ? <ForgetByEmailForm /> : <SetPasswordByMobileForm />}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
