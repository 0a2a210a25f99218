import {
  isMoneyLimit,
  LANGUAGE_TAGS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type Language,
  type LimitKind,
  type LimitPeriod,
} from '@lobby/contract/rules';
import { formatMerchantMoney, merchantCurrency, type MerchantCurrency } from './currency';
import { i18next } from './i18n';

/**
 * How a player-protection limit reads in the UI language, for the screens and for the refusals the server
 * sends when a limit is reached: its name ("daily loss limit") and its value, money in the merchant's
 * currency or a time ("2 h 30 min").
 */

export function isLimitKind(value: unknown): value is LimitKind {
  return (LIMIT_KINDS as readonly unknown[]).includes(value);
}

export function isLimitPeriod(value: unknown): value is LimitPeriod {
  return (LIMIT_PERIODS as readonly unknown[]).includes(value);
}

/** "daily loss limit", lower case inside a sentence (`capitalise` for a title). */
export function limitName(kind: LimitKind, period: LimitPeriod): string {
  return i18next.t(`responsibleGaming.limitNames.${period}.${kind}`);
}

/** The first letter upper case where the script has cases ("Daily loss limit"); CJK and Thai stay as they are. */
export function capitalise(text: string, language: Language): string {
  return text.charAt(0).toLocaleUpperCase(LANGUAGE_TAGS[language]) + text.slice(1);
}

/** Minutes as hours and minutes: "45 min", "2 h", "2 h 30 min". */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return i18next.t('responsibleGaming.duration.minutes', { minutes: rest });
  if (rest === 0) return i18next.t('responsibleGaming.duration.hours', { hours });
  return i18next.t('responsibleGaming.duration.hoursMinutes', { hours, minutes: rest });
}

/** A limit's value or a period's count: money (major units) for deposit, loss and wager, minutes for session. */
export function formatLimitValue(
  kind: LimitKind,
  value: number,
  language: Language,
  currency: MerchantCurrency | null = merchantCurrency(),
): string {
  if (!isMoneyLimit(kind)) return formatMinutes(value);
  return formatMerchantMoney(value, language, currency);
}
