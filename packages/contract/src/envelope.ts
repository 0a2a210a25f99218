import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/** Every /wps and /lgw answer is one of these two shapes (DESIGN.md, API conventions). */
export type SuccessEnvelope<T> = { success: true; value: T };
export type FailureEnvelope = {
  success: false;
  errorCode: ErrorCode;
  message: string;
  value?: unknown;
};
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** Wraps a value schema in the success envelope, for route response schemas and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  value: z.unknown().optional(),
});
