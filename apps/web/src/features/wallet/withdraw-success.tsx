import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalOrder } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { getHref } from '@/shared/lib/paths';
import { CheckCircleIcon, CrossCircleIcon, HourglassIcon, ReceiptIcon, ShieldCheckIcon } from '@/shared/ui/money-icons';
import { useWithdrawalOrder } from './api/get-withdrawal-orders';
import { ChannelIcon } from './channel-icon';
import { heldFor, WithdrawalBadge } from './withdrawal-hold';

/**
 * After a withdrawal is placed: the order, what happens next, and the way to the records. The order is
 * followed while it is under review or paying out, so the member sees it turn paid (or refused) here.
 */
export function WithdrawSuccess({ order: placed, onAgain }: { order: WithdrawalOrder; onAgain: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const order = useWithdrawalOrder(placed).data ?? placed;
  const tone = order.status === 'paid' ? 'success' : order.status === 'pending' || order.status === 'paying' ? 'waiting' : 'failed';
  const Icon = tone === 'success' ? CheckCircleIcon : tone === 'failed' ? CrossCircleIcon : HourglassIcon;
  const hold = heldFor(order);
  return (
    <div className="money-form">
      <section className={`status-hero status-hero--${tone}`} aria-labelledby="withdraw-done-title">
        <span className="status-hero__icon" aria-hidden="true">
          <Icon size="0.44rem" />
        </span>
        <h2 id="withdraw-done-title" className="status-hero__title">
          {t('payout.done.title')}
        </h2>
        <p className="status-hero__amount">{money(order.amount)}</p>
        <p className="status-hero__text">
          {hold === 'kyc'
            ? t('payout.held.kycText')
            : hold === 'review'
              ? t('payout.held.reviewText')
              : tone === 'failed' && order.reason
                ? order.reason
                : t(`payout.done.text.${tone}`)}
        </p>
        <WithdrawalBadge order={order} full live />
        {hold === 'kyc' ? (
          <Link to={getHref('verification')} className="btn btn--primary btn--sm status-hero__verify">
            <ShieldCheckIcon size="0.16rem" />
            {t('payout.held.verify')}
          </Link>
        ) : null}
      </section>
      <section className="money-card">
        <dl className="money-summary money-summary--plain">
          <div className="money-summary__row">
            <dt>{t('payout.done.to')}</dt>
            <dd className="money-summary__channel">
              <ChannelIcon code={order.account.bankCode} name={order.account.bankName} size="0.22rem" />
              {order.account.bankName} {order.account.accountNoMasked}
            </dd>
          </div>
          <div className="money-summary__row">
            <dt>{t('payout.done.channel')}</dt>
            <dd>{order.channel.name}</dd>
          </div>
          <div className="money-summary__row">
            <dt>{t('payout.form.fee')}</dt>
            <dd>{order.fee > 0 ? money(-order.fee) : t('deposit.summary.free')}</dd>
          </div>
          <div className="money-summary__row money-summary__row--total">
            <dt>{t('payout.form.receive')}</dt>
            <dd>{money(order.payout)}</dd>
          </div>
          <div className="money-summary__row">
            <dt>{t('deposit.order.number')}</dt>
            <dd className="money-summary__mono">{order.orderNo}</dd>
          </div>
          <div className="money-summary__row">
            <dt>{t('deposit.order.created')}</dt>
            <dd>{dates.dateTime(order.createdAt)}</dd>
          </div>
        </dl>
      </section>
      <div className="money-actions money-actions--row">
        <Link to={getHref('transactions', { type: 'withdrawal' })} className="btn btn--secondary btn--lg">
          <ReceiptIcon size="0.18rem" />
          {t('payout.done.records')}
        </Link>
        <button type="button" className="btn btn--primary btn--lg" onClick={onAgain}>
          {t('payout.done.again')}
        </button>
      </div>
    </div>
  );
}
