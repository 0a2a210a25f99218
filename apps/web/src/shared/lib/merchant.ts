import { isMerchantCode } from '@lobby/contract/rules';
import { local, STORAGE_KEYS } from './storage';

/**
 * The tenant the app talks as. `?merchant=CODE` wins (and is remembered), else the remembered one, else
 * none: the server then resolves the merchant from the host and start-up remembers its answer.
 */
let current: string | null = null;

export function initMerchant(search: string = window.location.search): string | null {
  const fromUrl = new URLSearchParams(search).get('merchant');
  if (isMerchantCode(fromUrl)) {
    local.set(STORAGE_KEYS.merchant, fromUrl);
    current = fromUrl;
    return current;
  }
  const saved = local.get(STORAGE_KEYS.merchant);
  current = isMerchantCode(saved) ? saved : null;
  return current;
}

export function getMerchant(): string | null {
  return current;
}

export function rememberMerchant(code: string): void {
  current = code;
  local.set(STORAGE_KEYS.merchant, code);
}
