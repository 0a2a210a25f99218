import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A mobile number as typed (national digits, with or without the trunk 0 or the country code, or
 * international with +) and the dialling code picked beside it, as E.164 (+639171234567); undefined when
 * libphonenumber does not accept it as a valid number of that country code.
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
