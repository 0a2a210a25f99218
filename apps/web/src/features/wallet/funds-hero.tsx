import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useFunds } from '@/shared/api/wallet/get-funds';
import { FundsBreakdown } from '@/shared/ui/funds-breakdown';
import { InGameMoney } from '@/shared/ui/in-game-money';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';

/**
 * The top of the withdraw screen: what can be withdrawn now, the total, money in a transfer-wallet game (not in
 * the total until it comes back), and the balance in its parts.
 */
export function FundsHero() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const funds = useFunds();
  if (funds.isPending) return <BlockSkeleton height="2.6rem" />;
  if (funds.isError) {
    return (
      <section className="money-card">
        <RetryBlock compact onRetry={() => void funds.refetch()} />
      </section>
    );
  }
  const f = funds.data;
  return (
    <section className="funds-hero" aria-labelledby="funds-hero-label">
      <div className="funds-hero__top">
        <p id="funds-hero-label" className="funds-hero__label">
          {t('funds.withdrawable')}
        </p>
        <p className="funds-hero__amount">{money(f.withdrawable)}</p>
        <p className="funds-hero__total">{t('funds.total', { amount: money(f.sumBalance) })}</p>
      </div>
      <InGameMoney variant="card" />
      <div className="funds-hero__parts">
        <FundsBreakdown funds={f} />
      </div>
    </section>
  );
}
