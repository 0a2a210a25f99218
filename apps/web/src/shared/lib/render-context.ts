import type { Language } from '@lobby/contract/rules';
import type { SessionInfo } from './session';
import type { Theme } from './theme';

/**
 * What one server-side render knows about its request. The browser has one person, one merchant and one
 * language per tab and keeps them in module state; the server renders many requests at once, so there the
 * same accessors (getMerchant, currentLanguage, the session store, the HTTP client) read this per-request
 * context instead (the server entry installs the reader, backed by AsyncLocalStorage). In the browser there
 * is no reader and every accessor keeps its module state.
 */
export interface RenderContext {
  merchant: string | null;
  language: Language;
  theme: Theme;
  /** the member the request's session cookie stands for; null for a visitor */
  session: SessionInfo | null;
  /** the transport the API client uses on the server: the app's own routes, in process */
  fetch: typeof fetch;
  /** HTML from the server's content (the browser uses DOMPurify and the DOM for these) */
  html: {
    sanitize(html: string): string;
    /** the words of a fragment, block ends as spaces, whitespace collapsed (what htmlToText gives) */
    text(html: string): string;
  };
}

let reader: (() => RenderContext | undefined) | null = null;

export function installRenderContext(read: () => RenderContext | undefined): void {
  reader = read;
}

/** The current server render's context, or undefined in the browser. */
export function renderContext(): RenderContext | undefined {
  return reader?.();
}
