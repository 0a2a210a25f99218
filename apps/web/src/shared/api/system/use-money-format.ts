import { useCallback } from 'react';
import { currencyDecimals, LANGUAGE_TAGS } from '@lobby/contract/rules';
import { useLanguage } from '@/shared/hooks/use-language';
import { formatMoney } from '@/shared/lib/money';
import { useStatusInfo } from './get-status';

export type MoneyFormatter = (amount: number, options?: { signed?: boolean; whole?: boolean }) => string;

/** How many decimals the merchant's currency is written with: 2, or 0 for the dong and the rupiah. */
export function useCurrencyDecimals(): 0 | 2 {
  return currencyDecimals(useStatusInfo()?.currency.code ?? '');
}

/** `formatMoney` in the UI language with the merchant's currency symbol and decimals. */
export function useMoneyFormat(): MoneyFormatter {
  const [lang] = useLanguage();
  const symbol = useStatusInfo()?.currency.symbol ?? '';
  const decimals = useCurrencyDecimals();
  return useCallback(
    (amount, options) => formatMoney(amount, { languageTag: LANGUAGE_TAGS[lang], symbol, decimals, ...options }),
    [lang, symbol, decimals],
  );
}
