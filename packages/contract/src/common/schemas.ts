import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { MERCHANT_CODE_PATTERN } from '../system/rules.ts';

export const merchantCodeSchema = z.string().regex(MERCHANT_CODE_PATTERN, 'merchant code: 2-32 letters, digits, _ or -');
export const languageSchema = z.enum(LANGUAGES);
/** Money as shown by the API: decimal major units, two places. Stored as integer cents. */
export const moneySchema = z.number();
/** The largest value of a 32-bit integer column (ids, counts): an input above it names nothing that exists. */
export const INT32_MAX = 2_147_483_647;
/** The value of an answer that has nothing to say beyond its success (a deletion, a sign-out). */
export const noValueSchema = z.null();
/** UTC epoch milliseconds. */
export const epochMsSchema = z.number().int();

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
