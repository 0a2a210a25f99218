import { formatMerchantMoney } from './currency';
import { currentLanguage, i18next } from './i18n';
import { formatMoment } from './date-format';
import { formatLimitValue, isLimitKind, isLimitPeriod, limitName } from './protection-text';

/**
 * Errors whose value says more than the code: a limit reached names the limit, its amount and when it
 * resets; an exclusion says until when; a sportsbook limit says how much may still be staked. Their text is
 * written here, once, for every screen and toast that shows an error (`errorText` in http.ts), in the UI
 * language with amounts in the merchant's currency and times in the player's own zone. Null when the value is
 * not the expected one (the caller falls back).
 */
type Describe = (value: Record<string, unknown>) => string | null;

const number = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** An amount the server sent as text ("50.00"), in the merchant's currency; null when it is not one. */
function moneyText(v: unknown): string | null {
  if (typeof v !== 'string' || !/^\d+(\.\d+)?$/.test(v)) return null;
  return formatMerchantMoney(Number(v), currentLanguage());
}

const DESCRIBED: Record<string, Describe> = {
  'rg.limit.reached': (value) => {
    const { kind, period, limit, used, resetsAt } = value;
    if (!isLimitKind(kind) || !isLimitPeriod(period) || !number(limit) || !number(resetsAt)) return null;
    const language = currentLanguage();
    return i18next.t('errors.rg.limit.reached', {
      limitName: limitName(kind, period),
      limit: formatLimitValue(kind, limit, language),
      used: formatLimitValue(kind, number(used) ? used : limit, language),
      resetsAt: formatMoment(resetsAt, language, 'monthDayTime'),
    });
  },
  // A sportsbook limit: what the player may still stake on a market (a player's or a market's maximum counts
  // all their stakes on it), the most one bet may stake, or the most it may return.
  'sportsbook.limit.exceeded': (value) => {
    const stake = moneyText(value.maxStake);
    if (stake !== null && number(value.marketId)) {
      return Number(value.maxStake) > 0 ? i18next.t('sportsbook.refusal.onMarket', { amount: stake }) : i18next.t('sportsbook.refusal.marketFull');
    }
    if (stake !== null) return i18next.t('sportsbook.refusal.perBet', { amount: stake });
    const payout = moneyText(value.maxPayout);
    return payout === null ? null : i18next.t('sportsbook.refusal.payout', { amount: payout });
  },
  'rg.excluded': (value) => {
    const { kind, until } = value;
    if (until !== null && !number(until)) return null;
    const when = until === null ? null : formatMoment(until, currentLanguage(), 'dateTime');
    switch (kind) {
      case 'break':
        return when === null ? null : i18next.t('responsibleGaming.excludedText.break', { until: when });
      case 'self_exclusion':
        return when === null
          ? i18next.t('responsibleGaming.excludedText.selfExclusionPermanent')
          : i18next.t('responsibleGaming.excludedText.selfExclusion', { until: when });
      case 'operator':
        return when === null
          ? i18next.t('responsibleGaming.excludedText.operatorPermanent')
          : i18next.t('responsibleGaming.excludedText.operator', { until: when });
      default:
        return null;
    }
  },
};

/** The error's own sentence from its value, or null when the code has none or the value does not fit. */
export function describedErrorText(errorCode: string, value: unknown): string | null {
  const describe = DESCRIBED[errorCode];
  if (!describe || !value || typeof value !== 'object' || Array.isArray(value)) return null;
  return describe(value as Record<string, unknown>);
}

/** Refusals with a date in them: their toast stays long enough to be read. */
export const LONG_ERROR_CODES: ReadonlySet<string> = new Set(['rg.limit.reached', 'rg.excluded', 'rg.registration.refused']);
