/** Rules of the member's own settings, applied alike by the forms and the server. */

/** A nickname: 2 to 24 characters, a letter or digit first, then letters, digits, spaces, . _ - */
export const NICKNAME_RULE = { minLength: 2, maxLength: 24 } as const;
export const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._-]*$/u;

/** Length in characters as a person counts them (code points). */
function codePoints(value: string): number {
  return [...value].length;
}

/** The nickname as stored: trimmed, inner runs of spaces made one. */
export function normaliseNickname(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export function isNickname(value: string): boolean {
  const n = codePoints(value);
  return n >= NICKNAME_RULE.minLength && n <= NICKNAME_RULE.maxLength && NICKNAME_PATTERN.test(value);
}

/** The earliest birthday the picker and the server accept. */
export const BIRTHDAY_MIN = '1900-01-01';

/** A real calendar date written YYYY-MM-DD (2023-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Whole years between a birthday and a day (both YYYY-MM-DD). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age--;
  return age;
}

/** E-mail confirmation codes: six digits, 10 minutes, 5 wrong guesses burn a code. */
export const EMAIL_CODE_POLICY = { digits: 6, ttlMs: 10 * 60 * 1000, maxAttempts: 5 } as const;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;

/** Security questions: the member answers this many different ones. */
export const SECURITY_ANSWER_COUNT = 3;
export const SECURITY_ANSWER_RULE = { minLength: 2, maxLength: 64 } as const;

/** What is hashed of an answer: case, outer spaces and runs of spaces do not matter. */
export function normaliseSecurityAnswer(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Login history: how it was done. */
export const LOGIN_METHODS = ['password', 'sms', 'firebase', 'google', 'facebook'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

/**
 * A short, human summary of a User-Agent ("Chrome" on "Android"): enough for a member to recognise a
 * device, no more. Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
export function describeUserAgent(ua: string | null | undefined): DeviceSummary {
  if (!ua) return { browser: null, os: null, mobile: false };
  const browser =
    /EdgA?\/|Edg\//.test(ua) ? 'Edge'
    : /OPR\/|Opera/.test(ua) ? 'Opera'
    : /SamsungBrowser\//.test(ua) ? 'Samsung Internet'
    : /Firefox\/|FxiOS\//.test(ua) ? 'Firefox'
    : /CriOS\/|Chrome\/|Chromium\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) && /Version\//.test(ua) ? 'Safari'
    : null;
  const os =
    /iPhone|iPad|iPod/.test(ua) ? 'iOS'
    : /Android/.test(ua) ? 'Android'
    : /Windows NT/.test(ua) ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /CrOS/.test(ua) ? 'ChromeOS'
    : /Linux/.test(ua) ? 'Linux'
    : null;
  return { browser, os, mobile: /Mobile|Android|iPhone|iPod/.test(ua) };
}
