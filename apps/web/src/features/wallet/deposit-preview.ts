import { centsToAmount, depositBonusCents } from '@lobby/contract/rules';
import type { PaymentChannel } from '@lobby/contract/schemas';
import type { FirstDepositBonus } from './api/get-deposit-channels';
import { feeFor } from './amount-rules';

export interface DepositPreview {
  fee: number;
  /** what reaches the member's cash */
  credit: number;
  bonus: number;
  /** turnover the bonus asks for before it turns into cash */
  wagering: number;
}

/**
 * What a deposit of `amount` would bring, computed like the server does (the order it answers is the truth):
 * the fee comes off the credit only when the member pays it; the first-deposit bonus is a share of the
 * deposit up to its cap, from its minimum deposit on, and asks (deposit + bonus) × multiplier in bets.
 */
export function depositPreview(
  channel: Pick<PaymentChannel, 'feePercent' | 'feeFixed' | 'feePayer'>,
  offer: FirstDepositBonus | null,
  amount: number,
): DepositPreview {
  const fee = feeFor(channel, amount);
  const cents = Math.round(amount * 100);
  const credit = channel.feePayer === 'member' ? centsToAmount(cents - Math.round(fee * 100)) : amount;
  // the server's own rule, so the preview is what the deposit will bring
  const bonusCents = offer
    ? depositBonusCents(
        { percentBp: Math.round(offer.percent * 100), maxBonusCents: Math.round(offer.maxBonus * 100), minDepositCents: Math.round(offer.minDeposit * 100) },
        cents,
      )
    : 0;
  return {
    fee,
    credit,
    bonus: centsToAmount(bonusCents),
    wagering: bonusCents > 0 ? centsToAmount((cents + bonusCents) * offer!.wageringMultiplier) : 0,
  };
}
