import { ERROR_CATALOGUE, failureEnvelopeSchema } from '@lobby/contract';
import type { ErrorCode, FailureEnvelope, SuccessEnvelope } from '@lobby/contract';

/**
 * Routes return `ok(value)`: a plain function rather than a reply decorator so the type provider checks
 * the value against the route's `envelopeOf(...)` response schema.
 */
export function ok<T>(value: T): SuccessEnvelope<T> {
  return { success: true, value };
}

export function failure(errorCode: ErrorCode, message?: string, value?: unknown): FailureEnvelope {
  const body: FailureEnvelope = {
    success: false,
    errorCode,
    message: message ?? ERROR_CATALOGUE[errorCode].message,
  };
  if (value !== undefined) body.value = value;
  return body;
}

/** The failure answers a route documents: every listed HTTP status answers the failure envelope. */
export function failureResponses<S extends number>(...statuses: S[]): Record<S, typeof failureEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, failureEnvelopeSchema])) as Record<S, typeof failureEnvelopeSchema>;
}
