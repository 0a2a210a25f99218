import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The number as E.164 when libphonenumber accepts it for the picked dialling code, else undefined. The
 * same rule as the server's (apps/server/src/lib/phone.ts), so a number the form accepts is one the
 * server accepts. Loaded on demand (see isValidMobile): libphonenumber's metadata is a large part of a form
 * screen and is needed only once a number is typed.
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
