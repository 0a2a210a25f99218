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
