import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_CAMPAIGN_KINDS, GAME_TYPES } from '@lobby/contract/rules';
import type { BonusOffer } from '@/shared/api/bonus/get-bonus-offers';
import type { MemberBonus } from '@/shared/api/bonus/get-member-bonuses';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { errorText, isApiError } from '@/shared/lib/http';

/** The rule code of the built-in first-deposit bonus: a grant without a campaign is titled with it. */
const FIRST_DEPOSIT = 'FIRST_DEPOSIT';

/**
 * A bonus's name: the campaign's promotion title, or for a grant made before campaigns (campaignId null,
 * titled with a rule code: FIRST_DEPOSIT or a reward's code) the built-in's name in the player's language.
 */
export function useBonusTitle(): (bonus: Pick<MemberBonus, 'campaignId' | 'title' | 'kind'>) => string {
  const { t } = useTranslation();
  return useCallback(
    (bonus) => {
      if (bonus.campaignId !== null) return bonus.title;
      if (bonus.title === FIRST_DEPOSIT) return t('bonus.legacy.firstDeposit');
      if (bonus.kind === 'reward') return t('bonus.legacy.reward');
      return t('bonus.legacy.bonus');
    },
    [t],
  );
}

/** One line of what an offer gives: "50% up to ₱500, min ₱100", "₱88 bonus", "20 × ₱1 free spins". */
export function useOfferSummary(): (offer: BonusOffer) => string {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return useCallback(
    (offer) => {
      if (offer.deposit) {
        return offer.deposit.minDeposit > 0
          ? t('bonus.offer.depositMatch', { percent: offer.deposit.percent, cap: money(offer.deposit.cap, { whole: true }), min: money(offer.deposit.minDeposit, { whole: true }) })
          : t('bonus.offer.depositMatchNoMin', { percent: offer.deposit.percent, cap: money(offer.deposit.cap, { whole: true }) });
      }
      if (offer.cashback) {
        return t(`bonus.offer.cashback.${offer.cashback.period}`, { percent: offer.cashback.percent, cap: money(offer.cashback.cap, { whole: true }) });
      }
      if (offer.freeRounds) {
        const values = { count: offer.freeRounds.count, stake: money(offer.freeRounds.stake) };
        return offer.kind === 'free_bet' ? t('bonus.offer.freeBets', values) : t('bonus.offer.freeSpins', values);
      }
      if (offer.kind === 'apply' && offer.amount !== null) return t('bonus.offer.apply', { amount: money(offer.amount, { whole: true }) });
      if (offer.amount !== null) return t('bonus.offer.code', { amount: money(offer.amount) });
      return t(`bonus.kind.${offer.kind}`);
    },
    [t, money],
  );
}

/** Every kind a grant or a campaign has: the campaigns', and the built-ins' (a first-deposit bonus, a reward). */
const KINDS = [...BONUS_CAMPAIGN_KINDS, 'bonus', 'reward'] as const;
type Kind = (typeof KINDS)[number];

/** The short label of a campaign's kind, as a badge on a promotion card ("Bonus", "Free spins"). */
export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation();
  return useCallback((kind) => t(`bonus.kind.${(KINDS as readonly string[]).includes(kind) ? (kind as Kind) : 'bonus'}`), [t]);
}

/** Contributions in the app's order of game types, largest share first; the types that count nothing last. */
export function contributionRows(contributions: Record<string, number>): Array<{ type: string; percent: number }> {
  const known = GAME_TYPES.filter((type) => contributions[type] !== undefined).map((type) => ({ type, percent: contributions[type]! }));
  return known.sort((a, b) => b.percent - a.percent);
}

/**
 * The words for a refused claim, code or deposit bonus: the catalogue's text, or where the refusal says
 * why in its value (a deposit under the bonus's minimum, a code that is not a deposit bonus) that reason.
 */
export function useBonusErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return useCallback(
    (error) => {
      if (!isApiError(error)) return errorText('common.unknown');
      const value = error.value && typeof error.value === 'object' ? (error.value as Record<string, unknown>) : {};
      // the reasons a not-eligible refusal names in its value
      if (value.reason === 'min_deposit' && typeof value.minDeposit === 'number') return t('bonus.errors.minDeposit', { min: money(value.minDeposit) });
      if (value.reason === 'not_a_deposit_bonus') return t('bonus.errors.notDepositBonus');
      if (value.reason === 'not_claimable') return t('bonus.errors.notClaimable');
      return errorText(error.errorCode, error.message, error.value);
    },
    [t, money],
  );
}
