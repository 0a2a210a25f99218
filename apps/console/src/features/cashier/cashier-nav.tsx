import { useTranslation } from 'react-i18next';
import { SubNav } from '@/shared/ui/page';

export function CashierNav() {
  const { t } = useTranslation();
  return (
    <SubNav
      label={t('nav.cashier')}
      links={[
        { to: '/cashier/withdrawals', label: t('cashier.withdrawals') },
        { to: '/cashier/deposits', label: t('cashier.deposits') },
        { to: '/cashier/adjustments', label: t('cashier.adjustments') },
      ]}
    />
  );
}
