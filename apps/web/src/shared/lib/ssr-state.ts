import type { Language } from '@lobby/contract/rules';
import type { SessionInfo } from './session';
import type { Theme } from './theme';

/** The id of the JSON script a server-rendered page carries its state in (a data block: never executed). */
export const SSR_STATE_ID = 'ssr-state';

/** What the server decided while rendering the page, so the browser's first render is the same one. */
export interface SsrState {
  merchant: string;
  language: Language;
  theme: Theme;
  session: SessionInfo | null;
  /** no live session, but a cookie that may renew one (remember-device) came with the request */
  canRenew: boolean;
  /** TanStack Query's dehydrated cache: the first screen's data */
  queries: unknown;
  /** React Router's hydration data (the loaders' answers for the matched routes) */
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: null };
}

let cached: SsrState | null | undefined;

/** The server-rendered page's state, or null for a page the browser renders itself. Read once. */
export function readSsrState(): SsrState | null {
  if (cached !== undefined) return cached;
  cached = null;
  try {
    const text = document.getElementById(SSR_STATE_ID)?.textContent;
    if (text) cached = JSON.parse(text) as SsrState;
  } catch {
    cached = null;
  }
  return cached;
}

/** Reads the page again on the next call (tests put a new page in place). */
export function forgetSsrState(): void {
  cached = undefined;
}

/** Serialises the state for a `<script type="application/json">`: `<` never appears raw, so no `</script>`. */
export function serialiseSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Whether this page load came rendered by the server. Its first render of every part has to draw what the
 * server drew, and the parts hydrate one by one after the page is live: data kept in this browser (a copy
 * in storage) is not used for queries this load starts, the server's answer or a fetch is.
 */
export function isServerPage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.render === 'server';
}
