import { getHref } from './paths';

/** The deposit screen's query naming the deposit match to preselect (a promotion page's Deposit button). */
export const DEPOSIT_BONUS_PARAM = 'bonus';

/** The deposit screen with this campaign's deposit match chosen. */
export function depositWithBonusHref(campaignId: number): string {
  return getHref('voucherCenter', { [DEPOSIT_BONUS_PARAM]: campaignId });
}
