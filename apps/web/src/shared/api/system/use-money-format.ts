import { useCallback } from 'react';
import { LANGUAGE_TAGS } from '@lobby/contract/rules';
import { useLanguage } from '@/shared/hooks/use-language';
import { formatMoney } from '@/shared/lib/money';
import { useStatusInfo } from './get-status';

export type MoneyFormatter = (amount: number, options?: { signed?: boolean; whole?: boolean }) => string;

/** `formatMoney` in the UI language with the merchant's currency symbol. */
export function useMoneyFormat(): MoneyFormatter {
  const [lang] = useLanguage();
  const symbol = useStatusInfo()?.currency.symbol ?? '';
  return useCallback(
    (amount, options) => formatMoney(amount, { languageTag: LANGUAGE_TAGS[lang], symbol, ...options }),
    [lang, symbol],
  );
}
