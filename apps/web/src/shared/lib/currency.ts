import { currencyDecimals, LANGUAGE_TAGS, type Language } from '@lobby/contract/rules';
import { formatMoney } from './money';
import { renderContext } from './render-context';

/**
 * The merchant's currency, for text made outside a component: an error's amount (a limit reached) is
 * written with the symbol and decimals the screens use. The status gate tells it whenever the status answer
 * arrives or changes; components read the status answer itself (`useMoneyFormat`).
 */
export interface MerchantCurrency {
  code: string;
  symbol: string;
}

let current: MerchantCurrency | null = null;

export function rememberCurrency(currency: MerchantCurrency): void {
  // A server render has no module state to change: it shows no error texts.
  if (renderContext()) return;
  current = { code: currency.code, symbol: currency.symbol };
}

export function merchantCurrency(): MerchantCurrency | null {
  return renderContext() ? null : current;
}

/** An amount (major units) with the merchant's symbol and decimals, in `language`: the screens' money, outside a component. */
export function formatMerchantMoney(value: number, language: Language, currency: MerchantCurrency | null = merchantCurrency()): string {
  return formatMoney(value, { languageTag: LANGUAGE_TAGS[language], symbol: currency?.symbol ?? '', decimals: currencyDecimals(currency?.code ?? '') });
}
