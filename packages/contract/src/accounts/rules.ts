import { ACCOUNT_PATHS } from './paths.ts';
import type { WhitelabelFlag } from '../system/whitelabel.ts';

/** How an account was registered. */
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** Password policy defaults (server-supplied through the register settings; NIST 800-63B style). */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 128 } as const;

// Body encryption of login / register / set-by-phone (the `Encryption` header names the scheme).
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';
export const ENCRYPTION_HEADER = 'Encryption';

/** Every field a registration form can ask; the register settings give each one its rule. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'captcha',
  'verificationCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** A number can be sent a new SMS code this long after the last one; each code lives 5 minutes. */
export const SMS_RESEND_MS = 60_000;

/** Captcha answers are digits only, at most this many (the server draws 5). */
export const CAPTCHA_MAX_DIGITS = 6;

/** The server draws this many avatars; a member picks one by number (1-based). */
export const HEAD_ICON_COUNT = 12;

/** What vipProgress reads of the rank progress answer. */
export interface RankProgressCounts {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: { labelId: number | null };
}

/**
 * VIP progress in the header, 0 to 1: with a VIP label, completed over expected conditions; a member
 * without a label has nothing left to complete (1); no answer yet shows an empty bar (0).
 */
export function vipProgress(progress: RankProgressCounts | null | undefined): number {
  if (!progress) return 0;
  if (progress.playerRankProgress.labelId !== null) {
    const { completedConditions, totalExpectedConditions } = progress.currentProgress;
    if (totalExpectedConditions <= 0) return 1;
    return Math.min(1, completedConditions / totalExpectedConditions);
  }
  return 1;
}

// Social login (Facebook, Google) through OpenID Connect. The browser navigates to the start URL (a plain
// link: no custom headers), the server answers the provider's callback with the session cookie and a
// redirect to `returnTo?login=social`, or to `/m/login?socialError=<errorCode>` after a failure.

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** The white-label flag that switches each provider on for a merchant. */
export const SOCIAL_PROVIDER_FLAGS = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
} as const satisfies Record<SocialProviderName, WhitelabelFlag>;

/** The start URL a login screen links to. */
export function socialStartHref(
  provider: SocialProviderName,
  options: { returnTo?: string; merchant?: string } = {},
): string {
  const query = new URLSearchParams();
  if (options.returnTo) query.set('returnTo', options.returnTo);
  if (options.merchant) query.set('merchant', options.merchant);
  const path = ACCOUNT_PATHS.oauthStart.replace(':provider', provider);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * An e-mail address as browsers check `<input type="email">` (the WHATWG rule), with a dot in the domain:
 * no quotes, spaces or angle brackets, so an address can never carry markup.
 */
export const EMAIL_PATTERN_SOURCE =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";
const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}
