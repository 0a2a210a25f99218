import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A mobile number as typed (national digits, with or without the trunk 0 or the country code, or
 * international with +) and the dialling code picked beside it, as E.164 (+639171234567); undefined when
 * libphonenumber does not accept it as a valid number of that country code. The server stores and texts
 * this form, and the web checks numbers with the same function, so a number the form accepts is one the
 * server accepts.
 *
 * Its own entry point (`@lobby/contract/phone`): libphonenumber's metadata is large, so the web loads it
 * on demand, once a number is typed.
 */
export function toE164(countryDialingCode: string, mobileNum: string): string | undefined {
  if (!/^\d{1,4}$/.test(countryDialingCode)) return undefined;
  const typed = mobileNum.trim();
  // Digits and the usual separators only: letters (vanity numbers) and extensions are refused.
  if (!/^\+?[\d\s().-]{4,20}$/.test(typed)) return undefined;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(typed, { defaultCallingCode: countryDialingCode });
  } catch {
    return undefined;
  }
  if (!parsed || !parsed.isValid()) return undefined;
  // "+84…" typed while +63 is picked: the picker and the number disagree.
  if (parsed.countryCallingCode !== countryDialingCode) return undefined;
  return parsed.number;
}
