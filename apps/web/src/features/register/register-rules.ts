import { z } from 'zod';
import type { FieldRule, RegisterSettings } from '@lobby/contract';
import { REGISTER_FIELDS, type RegisterField, type WhitelabelFlags } from '@lobby/contract/rules';
import { i18next } from '@/shared/lib/i18n';
import { isValidMobile } from '@/shared/lib/account-rules';
import type { RegisterMode } from './api/register';

/** Fields shown before and after the rest, which keep the contract's order (the ID and contact fields). */
const LEADING_FIELDS: readonly RegisterField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'nickname',
  'payeeName',
  'email',
  'birthday',
];
const TRAILING_FIELDS: readonly RegisterField[] = ['affiliateCode', 'recommenderId', 'captcha'];

/** The order fields appear in, whatever order the server lists its rules in. */
const FIELD_ORDER: readonly RegisterField[] = [
  ...LEADING_FIELDS,
  ...REGISTER_FIELDS.filter((f) => !LEADING_FIELDS.includes(f) && !TRAILING_FIELDS.includes(f)),
  ...TRAILING_FIELDS,
];

/** Typed as entered: spaces are part of a password. */
const UNTRIMMED = new Set<RegisterField>(['password', 'confirmPassword', 'paymentPassword']);

export type RegisterValues = Record<RegisterField, string> & { countryDialingCode: string; agree: boolean };

export const BIRTHDAY_MIN = '1900-01-01';
/** The birthday picker ends with the current year. */
export function birthdayMax(now: Date = new Date()): string {
  return `${now.getFullYear()}-12-31`;
}

/**
 * The rules as the server applies them to this form (apps/server/src/modules/accounts/register/service.ts): the
 * username form always asks username and passwords; the mobile form always asks the number, passwords only
 * with MOBILENUMPASSREG3, and takes the number as the username (so no username field); the SMS code only
 * with REGMOBVERF3.
 */
export function effectiveRules(
  settings: RegisterSettings,
  mode: RegisterMode,
  flags: WhitelabelFlags,
): Partial<Record<RegisterField, FieldRule>> {
  const rules: Partial<Record<RegisterField, FieldRule>> = { ...settings.fields };
  const force = (field: RegisterField, on: boolean) => {
    const rule = rules[field];
    if (rule) rules[field] = { ...rule, enabled: on, required: on };
  };
  if (mode === 'mobile') {
    force('mobileNum', true);
    force('password', flags.MOBILENUMPASSREG3);
    force('confirmPassword', flags.MOBILENUMPASSREG3);
    force('username', false);
  } else {
    force('username', true);
    force('password', true);
    force('confirmPassword', true);
  }
  if (!flags.REGMOBVERF3) force('verificationCode', false);
  return rules;
}

export function visibleFields(rules: Partial<Record<RegisterField, FieldRule>>): RegisterField[] {
  return FIELD_ORDER.filter((field) => rules[field]?.enabled);
}

function lengthOf(value: string): number {
  return [...value].length;
}

/** Min and max as the server checks them: the password policy narrows the password rule. */
export function boundsOf(field: RegisterField, rule: FieldRule, settings: RegisterSettings): { min: number; max: number } {
  if (field === 'password') {
    return {
      min: Math.max(rule.minLength, settings.password.minLength),
      max: Math.min(rule.maxLength, settings.password.maxLength),
    };
  }
  return { min: rule.minLength, max: rule.maxLength };
}

/** A failed rule shows its pattern text 'reg_pattern_{patternId}' with min and max filled in. */
export function ruleMessage(patternId: number | null, min: number, max: number): string {
  const key = `signup.patterns.reg_pattern_${patternId}`;
  if (patternId !== null && i18next.exists(key)) return i18next.t(key as 'signup.patterns.reg_pattern_1', { min, max });
  return i18next.t('signup.rules.length', { min, max });
}

function requiredMessage(field: RegisterField): string {
  return i18next.t('signup.rules.required', { field: i18next.t(`signup.fields.${field}`) });
}

function patternOf(settings: RegisterSettings, patternId: number | null): RegExp | null {
  if (patternId === null) return null;
  const pattern = settings.patterns.find((p) => p.id === patternId);
  if (!pattern) return null;
  try {
    return new RegExp(pattern.regex, 'u');
  } catch {
    return null;
  }
}

/** The message for one field's value, or null when it passes. Optional empty fields are skipped. */
export function checkField(
  field: RegisterField,
  rule: FieldRule,
  raw: string,
  settings: RegisterSettings,
  values: RegisterValues,
): string | null {
  const value = UNTRIMMED.has(field) ? raw : raw.trim();
  if (field === 'confirmPassword') {
    // Required ('in_incorrect_password') and equal to the password ('in_confirmation_correct').
    if (!value) return i18next.t('signup.errors.confirmRequired');
    return value === values.password ? null : i18next.t('signup.errors.confirmMismatch');
  }
  if (!value) return rule.required ? requiredMessage(field) : null;
  const { min, max } = boundsOf(field, rule, settings);
  const length = lengthOf(value);
  const pattern = patternOf(settings, rule.patternId);
  if (length < min || length > max || (pattern && !pattern.test(value))) return ruleMessage(rule.patternId, min, max);
  if (field === 'birthday' && (value < BIRTHDAY_MIN || value > birthdayMax())) {
    return i18next.t('errors.register.birthday.invalid');
  }
  return null;
}

/**
 * The form's schema for the current values: each shown field checked against its server rule, and the
 * disclaimer. Built per validation so the confirm field sees the password it must equal, and messages are
 * translated in the language of the moment.
 */
export function registerSchema(
  settings: RegisterSettings,
  rules: Partial<Record<RegisterField, FieldRule>>,
  values: RegisterValues,
) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of visibleFields(rules)) {
    const rule = rules[field]!;
    shape[field] = z.string().superRefine(async (raw, ctx) => {
      const message = checkField(field, rule, raw, settings, values);
      if (message) ctx.addIssue({ code: 'custom', message });
      // The number's validity for its country is libphonenumber's call (loaded on first use).
      else if (field === 'mobileNum' && raw.trim() && !(await isValidMobile(values.countryDialingCode, raw.trim()))) {
        ctx.addIssue({ code: 'custom', message: i18next.t('form.errors.mobileInvalid') });
      }
    });
  }
  shape.agree = z.boolean().refine((agreed) => agreed, { error: () => i18next.t('signup.errors.disclaimer') });
  return z.object(shape);
}
