import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Spec 5/9: a mobile number is at most 20 characters. */
export const MOBILE_MAX_LENGTH = 20;
/** The shortest national number we ask for before checking validity (the hint line names it). */
export const MOBILE_MIN_LENGTH = 6;

/**
 * The number as E.164 when libphonenumber accepts it for the picked dialling code, else undefined. The
 * same rule as the server's (apps/server/src/lib/phone.ts), so a number the form accepts is one the
 * server accepts. Imported only by lazy screens: libphonenumber's metadata stays out of the entry chunk.
 */
export function toE164(countryDialingCode: string, mobileNum: string): string | undefined {
  if (!/^\d{1,4}$/.test(countryDialingCode)) return undefined;
  const typed = mobileNum.trim();
  if (!/^\+?[\d\s().-]{4,20}$/.test(typed)) return undefined;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(typed, { defaultCallingCode: countryDialingCode });
  } catch {
    return undefined;
  }
  if (!parsed || !parsed.isValid()) return undefined;
  if (parsed.countryCallingCode !== countryDialingCode) return undefined;
  return parsed.number;
}
