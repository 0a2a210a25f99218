import { DEFAULT_LANGUAGE, DEFAULT_SUPPORTED_LANGUAGES, type Language } from '@lobby/contract';
import { readCachedStatus } from '@/shared/api/system/status-cache';
import { statusQueryOptions } from '@/shared/api/system/get-status';
import { chooseLanguage, initI18n } from '@/shared/lib/i18n';
import { initMerchant } from '@/shared/lib/merchant';
import { isNativeApp } from '@/shared/lib/platform';
import { applyTheme } from '@/shared/lib/theme';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Start-up order from the spec: set the merchant, mark the native wrapper, select the language, fetch the
 * status, then render. The status request and the language bundle load in parallel; the gate waits for
 * the status (or paints at once from the cached one).
 */
export async function startUp(client: QueryClient): Promise<Language> {
  initMerchant();
  if (isNativeApp()) document.documentElement.classList.add('app-wrapper');
  applyTheme();

  const cached = readCachedStatus()?.value;
  const lang = chooseLanguage(
    cached?.info.languages ?? DEFAULT_SUPPORTED_LANGUAGES,
    cached?.info.defaultLanguage ?? DEFAULT_LANGUAGE,
  );

  void client.prefetchQuery(statusQueryOptions());
  await initI18n(lang);
  return lang;
}
