import { useTranslation } from 'react-i18next';
import { SubNav } from '@/shared/ui/page';

/** The compliance area: the AML alerts queue and its rules, the identity-verification queue and its rules, the players under review. */
export function ComplianceNav() {
  const { t } = useTranslation();
  return (
    <SubNav
      label={t('nav.compliance')}
      links={[
        { to: '/compliance/alerts', label: t('aml.alerts') },
        { to: '/compliance/rules', label: t('aml.rules.title') },
        { to: '/compliance/verification', label: t('kyc.queue') },
        { to: '/compliance/verification-rules', label: t('kyc.rules.title') },
        { to: '/compliance/reviews', label: t('risk.reviews.title') },
      ]}
    />
  );
}
