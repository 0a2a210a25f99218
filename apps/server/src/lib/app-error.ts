import { ERROR_CATALOGUE } from '@lobby/contract';
import type { ErrorCode } from '@lobby/contract';

export interface AppErrorOptions {
  /** machine-readable detail for the client, e.g. `{ captcha: true }` */
  value?: unknown;
  /** overrides the catalogue's English message */
  message?: string;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** A failure the client is meant to see: answered as the envelope with the catalogue's HTTP status. */
export class AppError extends Error {
  readonly errorCode: ErrorCode;
  readonly statusCode: number;
  readonly value: unknown;
  readonly headers: Record<string, string>;

  constructor(errorCode: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERROR_CATALOGUE[errorCode].message, { cause: options.cause });
    this.name = 'AppError';
    this.errorCode = errorCode;
    this.statusCode = ERROR_CATALOGUE[errorCode].status;
    this.value = options.value;
    this.headers = options.headers ?? {};
  }
}

/**
 * A 429 that says how long to wait: Retry-After in whole seconds (at least 1) and the same number as
 * `value.retryAfterSeconds` in the envelope. Live chat has always answered with the header alone
 * (`inEnvelope: false`), and keeps doing so.
 */
export function rateLimitedError(
  errorCode: ErrorCode,
  retryAfterMs: number,
  options: { inEnvelope?: boolean; value?: Record<string, unknown> } = {},
): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(errorCode, {
    value: options.inEnvelope === false ? undefined : { retryAfterSeconds, ...options.value },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}
