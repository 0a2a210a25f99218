/**
 * Merchant codes, the native wrapper's marker and the system status rule, without zod: the web's start-up
 * path reads these before any schema is loaded.
 */

/** Gateways a call can come through. */
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;

/**
 * The merchant-code shape as a plain pattern, for callers that must not pull zod in (the web entry chunk
 * validates `?merchant=` with it before anything else loads). `merchantCodeSchema` is built from it.
 */
export const MERCHANT_CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;

export function isMerchantCode(value: unknown): value is string {
  return typeof value === 'string' && MERCHANT_CODE_PATTERN.test(value);
}

/**
 * The native app wrapper appends this token to its WebView user agent. The web hides download prompts and
 * adds the `app-wrapper` class when it sees it; the server may use it to tell APP registrations apart.
 */
export const NATIVE_APP_UA_MARKER = 'LobbyApp';

export function isNativeAppUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && userAgent.includes(NATIVE_APP_UA_MARKER);
}

/**
 * System status: 0 normal, 1 maintenance (also when both flags are set, since nobody can play either way),
 * 2 region restricted. The server's status answer and the web's gate use this one rule.
 */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export function computeSystemStatus(flags: {
  maintenance: boolean;
  regionRestriction: boolean;
}): SystemStatusCode {
  if (flags.maintenance) return SYSTEM_STATUS.MAINTENANCE;
  if (flags.regionRestriction) return SYSTEM_STATUS.REGION_RESTRICTED;
  return SYSTEM_STATUS.NORMAL;
}
