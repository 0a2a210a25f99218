import {
  DEFAULT_LANGUAGE,
  DEFAULT_SUPPORTED_LANGUAGES,
  SOCIAL_RESULT_PARAMS,
  type Language,
} from '@lobby/contract/rules';
import { renewAlreadyTried, renewSession } from './api/renew';
import { readCachedStatus, writeCachedStatus } from '@/shared/api/system/status-cache';
import { statusKeys, statusQueryOptions } from '@/shared/api/system/get-status';
import type { SystemStatus } from '@lobby/contract';
import { chooseLanguage, initI18n, savedLanguage } from '@/shared/lib/i18n';
import { getMerchant, initMerchant, rememberMerchant } from '@/shared/lib/merchant';
import { readSsrState, type SsrState } from '@/shared/lib/ssr-state';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { nextTask } from '@/shared/lib/next-task';
import { isNativeApp } from '@/shared/lib/platform';
import { adoptServerSession, hasSession, mayAutoLogin } from '@/shared/lib/session';
import { applyTheme, readTheme } from '@/shared/lib/theme';
import { STORAGE_KEYS, writeCookie } from '@/shared/lib/storage';
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

export interface StartUpResult {
  lang: Language;
  /** the page was rendered by the server for exactly this browser's merchant and language: hydrate it */
  hydrate: boolean;
  ssr: SsrState | null;
}

/**
 * A server-rendered page was made for the merchant, language and theme the server read from this
 * browser's cookies. When the browser's own choice (storage, ?merchant=) says otherwise, for example a
 * choice saved before the cookies existed, the page is rendered afresh instead of hydrated; the cookies
 * are written either way so the next page matches.
 */
function adoptServerRender(ssr: SsrState): boolean {
  const merchant = getMerchant();
  const saved = savedLanguage();
  const same = (merchant === null || merchant === ssr.merchant) && (saved === null || saved === ssr.language);
  if (merchant === null) rememberMerchant(ssr.merchant);
  else writeCookie(STORAGE_KEYS.merchant, merchant);
  if (saved !== null) writeCookie(STORAGE_KEYS.language, saved);
  writeCookie(STORAGE_KEYS.theme, readTheme());
  adoptServerSession(ssr.session);
  return same;
}

/**
 * Start-up order: set the merchant, mark the native wrapper, select the language, fetch the
 * status, then render. The status request, the language bundle and a silent session renewal run in
 * parallel; the gate waits for the status (or paints at once from the cached one).
 */
export async function startUp(client: QueryClient): Promise<StartUpResult> {
  initMerchant();
  if (isNativeApp()) document.documentElement.classList.add('app-wrapper');
  applyTheme();
  const socialLogin = takeSocialLoginMarker();

  const ssr = readSsrState();
  if (ssr && adoptServerRender(ssr)) {
    // The first screen's data came with the page: no request for it, and no wait for a renewal (the page
    // is already there; a renewed session updates the header when it lands).
    hydrate(client, ssr.queries as DehydratedState);
    // Kept like a fetched one: the next start paints from it, offline too (the shell has no server).
    const status = client.getQueryData<SystemStatus>(statusKeys.all);
    if (status) writeCachedStatus(status);
    await nextTask();
    await initI18n(ssr.language);
    if (ssr.canRenew || socialLogin) void renewIfRemembered(socialLogin);
    return { lang: ssr.language, hydrate: true, ssr };
  }

  const cached = readCachedStatus()?.value;
  const lang = chooseLanguage(
    cached?.info.languages ?? DEFAULT_SUPPORTED_LANGUAGES,
    cached?.info.defaultLanguage ?? DEFAULT_LANGUAGE,
  );

  void client.prefetchQuery(statusQueryOptions());
  // Before the router exists, so the first navigation's guards already see a renewed session.
  await Promise.all([initI18n(lang), renewIfRemembered(socialLogin)]);
  return { lang, hydrate: false, ssr };
}
