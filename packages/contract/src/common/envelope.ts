import type { ErrorCode } from './errors.ts';

/**
 * Every /wps and /lgw answer is one of these two shapes, so a client can tell success from failure without
 * reading the HTTP status, and a failure always names its code from the one catalogue.
 */
export type SuccessEnvelope<T> = { success: true; value: T };
export type FailureEnvelope = {
  success: false;
  errorCode: ErrorCode;
  message: string;
  value?: unknown;
};
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;
