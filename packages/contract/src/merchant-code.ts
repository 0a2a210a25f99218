/**
 * The merchant-code shape as a plain pattern, for callers that must not pull zod in (the web entry chunk
 * validates `?merchant=` with it before anything else loads). Same rule as `merchantCodeSchema`.
 */
export const MERCHANT_CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;

export function isMerchantCode(value: unknown): value is string {
  return typeof value === 'string' && MERCHANT_CODE_PATTERN.test(value);
}
