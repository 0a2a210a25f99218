import { useTranslation } from 'react-i18next';
import type { WithdrawalHold } from '@lobby/contract/rules';
import type { WithdrawalOrder } from '@lobby/contract/schemas';

/**
 * Why a pending withdrawal waits beyond the usual review: the member's identity verification (kyc) or an
 * operator's review (review). Only a pending order is held; once it moves on, the hold no longer says anything.
 */
export function heldFor(order: WithdrawalOrder): WithdrawalHold | null {
  return order.status === 'pending' ? order.heldFor : null;
}

/**
 * The order's state as a badge: a held order says it is under review, or on hold for the member's
 * verification ("Waiting for identity verification" in full where there is room). `live` where it changes
 * on screen (a followed order).
 */
export function WithdrawalBadge({ order, full = false, live = false }: { order: WithdrawalOrder; full?: boolean; live?: boolean }) {
  const { t } = useTranslation();
  const hold = heldFor(order);
  const text =
    hold === 'kyc' ? (full ? t('payout.held.kyc') : t('payout.held.badge')) : hold === 'review' ? t('payout.held.review') : t(`payout.status.${order.status}`);
  return (
    <span className={`status-badge status-badge--${hold === null ? order.status : 'held'}`} role={live ? 'status' : undefined}>
      {text}
    </span>
  );
}
