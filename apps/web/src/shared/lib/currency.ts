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
