import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

export const merchantCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, 'merchant code: 2-32 letters, digits, _ or -');
export const languageSchema = z.enum(LANGUAGES);
/** Money as shown by the API: decimal major units, two places. Stored as integer cents. */
export const moneySchema = z.number();
/** UTC epoch milliseconds. */
export const epochMsSchema = z.number().int();
