import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '@lobby/contract/rules';
import type { DepositOrder } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { walletKeys } from '@/shared/api/wallet/keys';
import { errorText, isApiError } from '@/shared/lib/http';
import { getHref } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertIcon, HomeIcon, RefreshIcon, type IconProps } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { CheckCircleIcon, CrossCircleIcon, HourglassIcon, ShieldCheckIcon } from '@/shared/ui/money-icons';
import { depositChannelKeys } from './api/get-deposit-channels';
import { OPEN_DEPOSIT_STATUSES, useDepositOrder } from './api/get-deposit-order';
import { ChannelIcon } from './channel-icon';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { useInBrowser } from '@/shared/hooks/use-in-browser';

/** How long the page keeps asking by itself before it hands over to a Refresh button. */
export const DEPOSIT_POLL_WINDOW_MS = 120_000;

const LOOK: Record<DepositStatus, { icon: ComponentType<IconProps>; tone: 'success' | 'waiting' | 'failed' | 'review' }> = {
  created: { icon: HourglassIcon, tone: 'waiting' },
  pending: { icon: HourglassIcon, tone: 'waiting' },
  paid: { icon: CheckCircleIcon, tone: 'success' },
  failed: { icon: CrossCircleIcon, tone: 'failed' },
  expired: { icon: CrossCircleIcon, tone: 'failed' },
  review: { icon: ShieldCheckIcon, tone: 'review' },
};

function OrderDetails({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  // the time of day in the phone's zone: not drawn by the server (another zone)
  const inBrowser = useInBrowser();
  return (
    <dl className="money-summary money-summary--plain">
      <div className="money-summary__row">
        <dt>{t('deposit.order.channel')}</dt>
        <dd className="money-summary__channel">
          <ChannelIcon code={order.channel.code} name={order.channel.name} size="0.22rem" />
          {order.channel.name}
        </dd>
      </div>
      <div className="money-summary__row">
        <dt>{t('deposit.order.fee')}</dt>
        <dd>{order.fee > 0 ? money(-order.fee) : t('deposit.summary.free')}</dd>
      </div>
      <div className="money-summary__row money-summary__row--total">
        <dt>{t('deposit.order.credit')}</dt>
        <dd>{money(order.credit)}</dd>
      </div>
      {order.bonus > 0 ? (
        <div className="money-summary__row money-summary__row--bonus">
          <dt>{order.status === 'paid' ? t('deposit.order.bonusCredited') : t('deposit.order.bonus')}</dt>
          <dd>{money(order.bonus, { signed: true })}</dd>
        </div>
      ) : null}
      <div className="money-summary__row">
        <dt>{t('deposit.order.number')}</dt>
        <dd className="money-summary__mono">{order.orderNo}</dd>
      </div>
      <div className="money-summary__row">
        <dt>{t('deposit.order.created')}</dt>
        <dd>{inBrowser ? dates.dateTime(order.paidAt ?? order.createdAt) : null}</dd>
      </div>
    </dl>
  );
}

/**
 * /m/voucherCenter?order=…: where the checkout page sends the member back. While the order is open it is
 * asked for every 2 s (each ask makes the server check with the provider) for two minutes, then a Refresh
 * button takes over; once paid, every balance on screen is refreshed so the header rises at once.
 */
export function DepositOrderStatus({ orderNo, onDepositAgain }: { orderNo: string; onDepositAgain: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const client = useQueryClient();
  const [pollStarted, setPollStarted] = useState(() => Date.now());
  const [polling, setPolling] = useState(true);
  const query = useDepositOrder(orderNo, polling);
  const order = query.data;
  const open = order ? OPEN_DEPOSIT_STATUSES.includes(order.status) : false;
  const credited = useRef(false);

  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => setPolling(false), Math.max(0, pollStarted + DEPOSIT_POLL_WINDOW_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [polling, pollStarted]);

  useEffect(() => {
    if (order?.status !== 'paid' || credited.current) return;
    credited.current = true;
    void client.invalidateQueries({ queryKey: walletKeys.all });
    // The first-deposit offer is used up once a deposit is paid.
    void client.invalidateQueries({ queryKey: depositChannelKeys.all });
  }, [order?.status, client]);

  function refresh() {
    setPollStarted(Date.now());
    setPolling(true);
    void query.refetch();
  }

  if (query.isPending) {
    return (
      <div className="money-form" role="status" aria-label={t('general.loading')}>
        <BlockSkeleton height="2.2rem" />
        <BlockSkeleton height="2.4rem" />
      </div>
    );
  }
  if (query.isError && !order) {
    if (isApiError(query.error) && query.error.errorCode === 'payment.order.not.found') {
      return (
        <EmptyState
          icon={AlertIcon}
          title={errorText('payment.order.not.found')}
          action={
            <button type="button" className="btn btn--primary" onClick={onDepositAgain}>
              {t('deposit.order.again')}
            </button>
          }
        />
      );
    }
    return <RetryBlock onRetry={() => void query.refetch()} />;
  }
  if (!order) return null;

  const look = LOOK[order.status];
  const Icon = look.icon;
  return (
    <div className="money-form deposit-status">
      <section className={`status-hero status-hero--${look.tone}`} aria-labelledby="deposit-status-title">
        <span className="status-hero__icon" aria-hidden="true">
          <Icon size="0.44rem" />
        </span>
        <h2 id="deposit-status-title" className="status-hero__title" aria-live="polite">
          {t(`deposit.status.${order.status}.title`)}
        </h2>
        <p className="status-hero__amount">{money(order.amount)}</p>
        <p className="status-hero__text">
          {order.status === 'failed' && order.failureReason
            ? order.failureReason
            : t(`deposit.status.${order.status}.text`, { channel: order.channel.name })}
        </p>
        {order.status === 'paid' && order.bonus > 0 ? (
          <p className="status-hero__bonus">
            <span className="bonus-badge">{t('deposit.order.bonusBadge')}</span>
            {t('deposit.order.bonusLine', { amount: money(order.bonus) })}
          </p>
        ) : null}
        {open ? (
          polling ? (
            <p className="status-hero__poll" role="status">
              <RefreshIcon size="0.14rem" className="spin" />
              {t('deposit.order.checking')}
            </p>
          ) : (
            <div className="status-hero__poll">
              <span>{t('deposit.order.stillWaiting')}</span>
              <button type="button" className="btn btn--secondary btn--sm" onClick={refresh}>
                <RefreshIcon size="0.14rem" />
                {t('deposit.order.refresh')}
              </button>
            </div>
          )
        ) : null}
      </section>
      <section className="money-card">
        <OrderDetails order={order} />
      </section>
      <div className="money-actions money-actions--row">
        <Link to={getHref('home')} className="btn btn--secondary btn--lg">
          <HomeIcon size="0.18rem" />
          {t('deposit.order.lobby')}
        </Link>
        <button type="button" className="btn btn--primary btn--lg" onClick={onDepositAgain}>
          {t('deposit.order.again')}
        </button>
      </div>
    </div>
  );
}
