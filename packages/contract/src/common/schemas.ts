import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { MERCHANT_CODE_PATTERN } from '../system/rules.ts';

export const merchantCodeSchema = z.string().regex(MERCHANT_CODE_PATTERN, 'merchant code: 2-32 letters, digits, _ or -');
export const languageSchema = z.enum(LANGUAGES);
/** Money as the player API (/wps, /lgw) shows it: decimal major units, two places. Stored as integer cents. */
export const moneySchema = z.number();
/**
 * Money as the operator API (/ops) writes it, in answers and bodies alike: decimal major units as a string
 * with exactly two places ("1250.00", "-3.05"), never a binary fraction.
 */
export const moneyTextSchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/, 'an amount with two decimals, like "1250.00"')
  .describe('decimal major units, two places ("1250.00")');
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
