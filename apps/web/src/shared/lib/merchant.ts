import { isMerchantCode } from '@lobby/contract/rules';
import { renderContext } from './render-context';
import { local, STORAGE_KEYS, writeCookie } from './storage';

/**
 * The tenant the app talks as. `?merchant=CODE` wins (and is remembered), else the remembered one, else
 * none: the server then resolves the merchant from the host and start-up remembers its answer.
 */
let current: string | null = null;

export function initMerchant(search: string = window.location.search): string | null {
  const fromUrl = new URLSearchParams(search).get('merchant');
  if (isMerchantCode(fromUrl)) {
    remember(fromUrl);
    return current;
  }
  const saved = local.get(STORAGE_KEYS.merchant);
  current = isMerchantCode(saved) ? saved : null;
  return current;
}

export function getMerchant(): string | null {
  const server = renderContext();
  return server ? server.merchant : current;
}

/** Also a cookie, so the server renders the next page as this merchant before any script runs. */
function remember(code: string): void {
  current = code;
  local.set(STORAGE_KEYS.merchant, code);
  writeCookie(STORAGE_KEYS.merchant, code);
}

export function rememberMerchant(code: string): void {
  // A server render never changes what the browser remembers (and has no module state to change).
  if (renderContext()) return;
  remember(code);
}
