import { CAPTCHA_MAX_DIGITS, EMAIL_PATTERN_SOURCE, PASSWORD_POLICY } from '@lobby/contract/rules';
import { z } from 'zod';
import type { I18nKey } from '@/shared/i18n/keys';
import { i18next } from './i18n';


/** A mobile number is at most 20 characters. */
export const MOBILE_MAX_LENGTH = 20;
/** The shortest national number we ask for before checking validity (the hint line names it). */
export const MOBILE_MIN_LENGTH = 6;

/** libphonenumber's verdict on a number for a dialling code; its code loads on the first check. */
export async function isValidMobile(dialingCode: string, mobileNum: string): Promise<boolean> {
  const { toE164 } = await import('@lobby/contract/phone');
  return toE164(dialingCode, mobileNum) !== undefined;
}

/**
 * The shared verification rules of the account forms (username, password, mobile number,
 * verification code); their bounds follow the contract's payload limits, so a form never accepts what the
 * server refuses. Messages are translated when a rule runs, which is why the forms re-validate after a
 * language change.
 */
const t = (key: I18nKey) => () => i18next.t(key);

export const loginUsername = () =>
  z
    .string()
    .trim()
    .min(1, { error: t('form.errors.usernameRequired') })
    .max(64, { error: t('form.errors.usernameFormat') });

export const loginPassword = () =>
  z
    .string()
    .min(1, { error: t('form.errors.passwordRequired') })
    .max(PASSWORD_POLICY.maxLength, { error: t('form.errors.passwordFormat') });

/** A new password: the server's policy bounds (8 to 128 characters). */
export const newPassword = (min: number = PASSWORD_POLICY.minLength, max: number = PASSWORD_POLICY.maxLength) =>
  z
    .string()
    .min(1, { error: t('form.errors.newPasswordRequired') })
    .refine((value) => [...value].length >= min && [...value].length <= max, {
      error: () => i18next.t('form.errors.passwordLength', { min, max }),
    });

export const mobileDigits = () =>
  z
    .string()
    .trim()
    .min(1, { error: t('form.errors.mobileRequired') })
    .max(MOBILE_MAX_LENGTH, { error: t('form.errors.mobileInvalid') })
    .regex(/^\+?[\d\s().-]+$/, { error: t('form.errors.mobileInvalid') });

/** A mobile number libphonenumber accepts for the picked dialling code (the server's own rule). */
export const mobileNumber = (dialingCode: string) =>
  mobileDigits().refine((value) => isValidMobile(dialingCode, value), {
    error: t('form.errors.mobileInvalid'),
  });


/** The SMS code is numeric, at most 10 characters. */
export const smsCode = () =>
  z
    .string()
    .trim()
    .min(1, { error: t('form.errors.codeRequired') })
    .regex(/^\d{1,10}$/, { error: t('form.errors.codeFormat') });

/** Captcha answers are digits only, at most CAPTCHA_MAX_DIGITS (the server draws 5), on login and registration. */
export const captchaCode = () =>
  z
    .string()
    .trim()
    .min(1, { error: t('form.errors.captchaRequired') })
    .regex(new RegExp(`^\\d{1,${CAPTCHA_MAX_DIGITS}}$`), { error: t('form.errors.captchaFormat') });

/** Required, the one e-mail rule both sides apply, under 255 characters. */
export const emailAddress = () =>
  z
    .string()
    .trim()
    .min(1, { error: t('form.errors.emailRequired') })
    .max(254, { error: t('form.errors.emailIncorrect') })
    .regex(new RegExp(EMAIL_PATTERN_SOURCE), { error: t('form.errors.emailIncorrect') });
