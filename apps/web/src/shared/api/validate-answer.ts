import { ApiError } from '@/shared/lib/http';

/**
 * Structural checks of the answers home reads while it paints (banners, jackpot, winners), without zod:
 * the server validates every answer against the contract before it leaves (Fastify's response
 * serializer), and zod (~26 KB gzip with the schemas) on home's path costs the first screen more than the
 * check is worth there. What the screen reads is checked, so a proxy's error page or a stale server fails
 * as an invalid answer, not as a broken render.
 */
export function checkedAnswer<T>(raw: unknown, check: (value: unknown) => boolean): T {
  if (!check(raw)) throw new ApiError({ status: 200, errorCode: 'response.invalid', message: 'Unknown error' });
  return raw as T;
}

export type Shape = Record<string, unknown>;

export function isObject(value: unknown): value is Shape {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
