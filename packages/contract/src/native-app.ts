/**
 * The native app wrapper appends this token to its WebView user agent. The web hides download prompts and
 * adds the `app-wrapper` class when it sees it; the server may use it to tell APP registrations apart.
 */
export const NATIVE_APP_UA_MARKER = 'LobbyApp';

export function isNativeAppUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && userAgent.includes(NATIVE_APP_UA_MARKER);
}
