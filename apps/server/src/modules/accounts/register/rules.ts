import { CAPTCHA_MAX_DIGITS, EMAIL_PATTERN_SOURCE, fieldRuleSchema, PASSWORD_POLICY, REGISTER_FIELDS } from '@lobby/contract';
import type { FieldRule, Pattern, RegisterField, WhitelabelFlags } from '@lobby/contract';
import { z } from 'zod';

/**
 * The pattern table the register settings publish. Sources are anchored and meant for the `u` flag, so
 * the web and the server read them the same way.
 */
export const PATTERNS: readonly Pattern[] = [
  { id: 1, regex: '^[A-Za-z][A-Za-z0-9]*$', description: 'a letter, then letters or digits' },
  { id: 2, regex: '^[0-9]+$', description: 'digits' },
  { id: 3, regex: "^[\\p{L}\\p{M}][\\p{L}\\p{M} .'-]*$", description: 'a name: letters (accents too) and spaces' },
  { id: 4, regex: EMAIL_PATTERN_SOURCE, description: 'an e-mail address' },
  { id: 5, regex: '^[^\\p{Cc}]+$', description: 'printable characters' },
  { id: 6, regex: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a date, YYYY-MM-DD' },
  { id: 7, regex: '^[A-Za-z0-9]+$', description: 'letters and digits' },
  { id: 8, regex: '^[A-Za-z0-9._@+-]+$', description: 'a social-media handle' },
  { id: 9, regex: '^[\\p{L}\\p{M}\\p{N}][\\p{L}\\p{M}\\p{N} ._-]*$', description: 'a display name' },
];

const compiled = new Map(PATTERNS.map((p) => [p.id, new RegExp(p.regex, 'u')]));

export function matchesPattern(patternId: number | null, value: string): boolean {
  if (patternId === null) return true;
  const re = compiled.get(patternId);
  return re ? re.test(value) : true;
}

function rule(enabled: boolean, required: boolean, minLength: number, maxLength: number, patternId: number | null): FieldRule {
  return { enabled, required: enabled && required, minLength, maxLength, patternId };
}

/** The defaults, before the merchant's overrides; mobile and SMS fields follow the white-label flags. */
export function defaultRules(flags: WhitelabelFlags): Record<RegisterField, FieldRule> {
  const sms = flags.REGMOBVERF3;
  return {
    username: rule(true, true, 6, 16, 1),
    password: rule(true, true, PASSWORD_POLICY.minLength, PASSWORD_POLICY.maxLength, 5),
    confirmPassword: rule(true, true, PASSWORD_POLICY.minLength, PASSWORD_POLICY.maxLength, 5),
    affiliateCode: rule(true, false, 4, 32, 7),
    paymentPassword: rule(false, false, 6, 6, 2),
    recommenderId: rule(false, false, 1, 12, 2),
    nickname: rule(false, false, 2, 32, 9),
    payeeName: rule(false, false, 2, 64, 3),
    email: rule(true, false, 5, 254, 4),
    mobileNum: rule(flags.MOBILENUMREG3 || sms, sms, 6, 20, 2),
    idNumber: rule(false, false, 4, 32, 7),
    qqNum: rule(false, false, 5, 12, 2),
    facebook: rule(false, false, 2, 64, 8),
    wechat: rule(false, false, 2, 64, 8),
    line: rule(false, false, 2, 64, 8),
    whatsapp: rule(false, false, 6, 20, 2),
    zalo: rule(false, false, 6, 20, 2),
    birthday: rule(true, false, 10, 10, 6),
    captcha: rule(true, true, 1, CAPTCHA_MAX_DIGITS, 2),
    verificationCode: rule(sms, sms, 4, 10, 2),
  };
}

/** Stored overrides: per field, any part of a rule. Unknown fields and bad values are ignored. */
export const overridesSchema = z.record(z.string(), z.unknown());
const partialRuleSchema = fieldRuleSchema.partial();

export function mergeRules(
  defaults: Record<RegisterField, FieldRule>,
  overrides: Record<string, unknown>,
): Record<RegisterField, FieldRule> {
  const out = { ...defaults };
  for (const field of REGISTER_FIELDS) {
    const parsed = partialRuleSchema.safeParse(overrides[field]);
    if (!parsed.success) continue;
    const merged = { ...out[field], ...parsed.data };
    // A disabled field is never required; an impossible range falls back to the default one.
    merged.required = merged.enabled && merged.required;
    if (merged.minLength > merged.maxLength) {
      merged.minLength = out[field].minLength;
      merged.maxLength = out[field].maxLength;
    }
    out[field] = merged;
  }
  return out;
}

/** Length in characters as a person counts them (code points), not UTF-16 units. */
export function lengthOf(value: string): number {
  return [...value].length;
}
