import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { getHref } from '@/shared/lib/paths';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useRecentWithdrawals } from './api/get-withdrawal-orders';
import { ChannelIcon } from './channel-icon';
import { heldFor, WithdrawalBadge } from './withdrawal-hold';

/** The last withdrawals with where each stands (pending review, paying out, paid, refused). */
export function RecentWithdrawals() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const orders = useRecentWithdrawals();
  if (orders.isSuccess && orders.data.length === 0) return null;
  return (
    <section className="money-card" aria-labelledby="recent-withdrawals-title">
      <header className="money-card__head">
        <h2 id="recent-withdrawals-title" className="money-section__title">
          {t('payout.recent.title')}
        </h2>
        <Link to={getHref('transactions', { type: 'withdrawal' })} className="money-card__link">
          {t('payout.recent.all')}
          <ChevronRightIcon size="0.14rem" />
        </Link>
      </header>
      {orders.isPending ? (
        <RowSkeletons count={2} />
      ) : orders.isError ? (
        <RetryBlock compact onRetry={() => void orders.refetch()} />
      ) : (
        <ul className="account-list">
          {orders.data.map((order) => (
            <li key={order.orderNo} className="account-row withdrawal-row">
              <ChannelIcon code={order.account.bankCode} name={order.account.bankName} size="0.34rem" />
              <span className="account-row__text">
                <span className="account-row__name">{money(order.amount)}</span>
                <span className="account-row__number">
                  {order.account.bankName} {order.account.accountNoMasked} · {dates.dateTime(order.createdAt)}
                </span>
                {heldFor(order) === 'kyc' ? (
                  <Link to={getHref('verification')} className="withdrawal-row__held">
                    {t('payout.held.kyc')}
                    <ChevronRightIcon size="0.12rem" />
                  </Link>
                ) : null}
              </span>
              <WithdrawalBadge order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
