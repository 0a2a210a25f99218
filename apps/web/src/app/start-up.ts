import {
  DEFAULT_LANGUAGE,
  DEFAULT_SUPPORTED_LANGUAGES,
  SOCIAL_RESULT_PARAMS,
  type Language,
} from '@lobby/contract/rules';
import { renewAlreadyTried, renewSession } from './api/renew';
import { readCachedStatus } from '@/shared/api/system/status-cache';
import { statusQueryOptions } from '@/shared/api/system/get-status';
import { chooseLanguage, initI18n } from '@/shared/lib/i18n';
import { getMerchant, initMerchant } from '@/shared/lib/merchant';
import { isNativeApp } from '@/shared/lib/platform';
import { hasSession, mayAutoLogin } from '@/shared/lib/session';
import { applyTheme } from '@/shared/lib/theme';
import type { QueryClient } from '@tanstack/react-query';

/** Start-up does not wait longer than this for a silent renewal; a later answer still signs the person in. */
export const RENEW_WAIT_MS = 3000;

/**
 * A social login lands on `returnTo?login=social` with the session cookie set but nothing in storage yet.
 * The marker is taken off the address (a reload must not count as a new login) and reported.
 */
function takeSocialLoginMarker(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(SOCIAL_RESULT_PARAMS.success) !== SOCIAL_RESULT_PARAMS.successValue) return false;
  url.searchParams.delete(SOCIAL_RESULT_PARAMS.success);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

/**
 * With no session in storage, the remember-device cookie (or a live session cookie after a social login)
 * may still stand for one: ask the server once. Skipped after a logout (autoLogin '0') unless a social
 * login just happened, and when no merchant is known yet (a first visit has no cookies; the server's CSRF
 * rule would refuse a cookie call without the Merchant header anyway).
 */
async function renewIfRemembered(socialLogin: boolean): Promise<void> {
  if (!getMerchant()) return;
  // After a social login the cookie's session is the truth, even over an older one in storage.
  if (!socialLogin && (hasSession() || !mayAutoLogin() || renewAlreadyTried())) return;
  const renewal = renewSession();
  await Promise.race([renewal, new Promise((resolve) => setTimeout(resolve, RENEW_WAIT_MS))]);
}

/**
 * Start-up order: set the merchant, mark the native wrapper, select the language, fetch the
 * status, then render. The status request, the language bundle and a silent session renewal run in
 * parallel; the gate waits for the status (or paints at once from the cached one).
 */
export async function startUp(client: QueryClient): Promise<Language> {
  initMerchant();
  if (isNativeApp()) document.documentElement.classList.add('app-wrapper');
  applyTheme();
  const socialLogin = takeSocialLoginMarker();

  const cached = readCachedStatus()?.value;
  const lang = chooseLanguage(
    cached?.info.languages ?? DEFAULT_SUPPORTED_LANGUAGES,
    cached?.info.defaultLanguage ?? DEFAULT_LANGUAGE,
  );

  void client.prefetchQuery(statusQueryOptions());
  // Before the router exists, so the first navigation's guards already see a renewed session.
  await Promise.all([initI18n(lang), renewIfRemembered(socialLogin)]);
  return lang;
}
