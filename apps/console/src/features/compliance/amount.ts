import { centsToMoneyText, currencyDecimals, moneyTextToCents } from '@lobby/contract/rules';

/**
 * A typed amount of a rule ("5,000,000" or "1500.50") as the body's money text, or why it is refused: not an
 * amount above zero with up to two decimals (invalid), or decimals in a currency that has none (whole). The
 * AML threshold and the KYC amounts read what an operator types the same way.
 */
export function parseRuleAmount(text: string, currency: string): { value: string } | { error: 'invalid' | 'whole' } {
  const cents = moneyTextToCents(text.trim().replace(/[,\s]/g, ''));
  if (cents === null || cents <= 0) return { error: 'invalid' };
  if (currencyDecimals(currency) === 0 && cents % 100 !== 0) return { error: 'whole' };
  return { value: centsToMoneyText(cents) };
}
