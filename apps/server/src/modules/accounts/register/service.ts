import { isAgentType, PASSWORD_POLICY, REGISTER_FIELDS } from '@lobby/contract';
import type { FieldRule, LoginResult, RegisterField, RegisterPayload, RegisterSettings } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { enforceLimit } from '../../../lib/limiter.ts';
import type { Limiter } from '../../../lib/limiter.ts';
import { checkPasswordPolicy, hashPassword } from '../../../lib/passwords.ts';
import { toE164 } from '../../../lib/phone.ts';
import type { CaptchaService } from '../../../core/captcha/service.ts';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { SessionService } from '../../../core/sessions/service.ts';
import type { SmsCodeVerifier } from '../../../core/sms-codes/service.ts';
import { UniqueViolation } from '../../../db/unique-violation.ts';
import type { MemberRepository, OpenAccount } from '../member/index.ts';
import type { RegisterRepository } from './repository.ts';
import { defaultRules, lengthOf, matchesPattern, mergeRules, overridesSchema, PATTERNS } from './rules.ts';

/** Registration attempts per client IP per hour. */
export const REGISTER_IP_LIMIT = 20;
const REGISTER_WINDOW_MS = 60 * 60 * 1000;
export const BIRTHDAY_MIN = '1900-01-01';

/** Fields kept in the member's profile document rather than columns of their own. */
const PROFILE_FIELDS = ['payeeName', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;
/** Passwords are taken as typed: spaces are part of them. */
const UNTRIMMED = new Set<RegisterField>(['password', 'confirmPassword', 'paymentPassword']);

export type RegisterMode = 'username' | 'mobile';

export interface RegisterServiceOptions {
  /** player protection: whether any of these members is excluded (their phone or e-mail opens no new account) */
  protection?: { anyExcluded(memberIds: number[]): Promise<boolean> };
  repository: RegisterRepository;
  members: MemberRepository;
  openAccount: OpenAccount;
  sessions: SessionService;
  captchas: CaptchaService;
  limiter: Limiter;
  /** registrations per client IP per hour (default REGISTER_IP_LIMIT) */
  registerIpLimit?: number;
  smsCodes?: SmsCodeVerifier;
  now?: () => number;
}

function fieldInvalid(field: RegisterField, rule: FieldRule, message?: string): AppError {
  return new AppError('register.field.invalid', {
    value: { field, patternId: rule.patternId, min: rule.minLength, max: rule.maxLength },
    message,
  });
}

function isoDate(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (2023-02-30 is not). */
function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDate(d.getTime()) === value;
}

/** Whole years between a birthday and a day (both YYYY-MM-DD). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age--;
  return age;
}

export function createRegisterService(options: RegisterServiceOptions) {
  const { repository, members, sessions, captchas, limiter } = options;
  const registerLimit = { limit: options.registerIpLimit ?? REGISTER_IP_LIMIT, windowMs: REGISTER_WINDOW_MS };
  const now = options.now ?? Date.now;

  async function rulesOf(merchant: ResolvedMerchant): Promise<Record<RegisterField, FieldRule>> {
    const stored = await repository.overrides(merchant.code);
    let overrides: Record<string, unknown> = {};
    if (stored) {
      const parsed = overridesSchema.safeParse(JSON.parse(stored));
      if (parsed.success) overrides = parsed.data;
    }
    return mergeRules(defaultRules(merchant.whitelabel), overrides);
  }

  /** Checks one field against its rule; returns the cleaned value (undefined when absent or disabled). */
  function checkField(field: RegisterField, rule: FieldRule, raw: string | undefined): string | undefined {
    if (!rule.enabled) return undefined;
    const value = raw === undefined ? undefined : UNTRIMMED.has(field) ? raw : raw.trim();
    if (value === undefined || value === '') {
      if (rule.required) throw fieldInvalid(field, rule);
      return undefined;
    }
    if (field === 'password') {
      // The password policy speaks for the password's length, with its own codes.
      const min = Math.max(rule.minLength, PASSWORD_POLICY.minLength);
      const max = Math.min(rule.maxLength, PASSWORD_POLICY.maxLength);
      const length = lengthOf(value);
      if (length < min) throw new AppError('password.too.short', { value: { min, max } });
      if (length > max) throw new AppError('password.too.long', { value: { min, max } });
    } else {
      const length = lengthOf(value);
      if (length < rule.minLength || length > rule.maxLength) throw fieldInvalid(field, rule);
    }
    if (!matchesPattern(rule.patternId, value)) throw fieldInvalid(field, rule);
    return value;
  }

  async function register(input: {
    request: FastifyRequest;
    reply: FastifyReply;
    payload: RegisterPayload;
    mode: RegisterMode;
  }): Promise<LoginResult> {
    const { request, reply, payload, mode } = input;
    const merchant = request.merchant;
    const flags = merchant.whitelabel;
    if (mode === 'username' ? !flags.USERNAMEREG3 : !flags.MOBILENUMREG3) throw new AppError('feature.disabled');

    await enforceLimit(limiter, `register:ip:${request.ip}`, registerLimit, 'register.rate.limited');

    const rules = { ...(await rulesOf(merchant)) };
    // What each form must carry whatever the merchant configured.
    if (mode === 'mobile') {
      rules.mobileNum = { ...rules.mobileNum, enabled: true, required: true };
      const withPassword = flags.MOBILENUMPASSREG3;
      for (const f of ['password', 'confirmPassword'] as const) {
        rules[f] = { ...rules[f], enabled: withPassword, required: withPassword };
      }
      // The username defaults to the number; one typed in is checked as usual.
      rules.username = { ...rules.username, required: false };
    } else {
      for (const f of ['username', 'password', 'confirmPassword'] as const) {
        rules[f] = { ...rules[f], enabled: true, required: true };
      }
    }
    if (!flags.REGMOBVERF3) rules.verificationCode = { ...rules.verificationCode, enabled: false, required: false };

    const values: Partial<Record<RegisterField, string>> = {};
    for (const field of REGISTER_FIELDS) {
      const value = checkField(field, rules[field], payload[field]);
      if (value !== undefined) values[field] = value;
    }

    // Cross-field rules.
    if (values.password !== undefined) {
      if (values.confirmPassword !== values.password) throw new AppError('register.password.mismatch');
    }
    let e164: string | null = null;
    if (values.mobileNum !== undefined) {
      if (!payload.countryDialingCode) throw fieldInvalid('mobileNum', rules.mobileNum, 'Please choose the country dialling code.');
      e164 = toE164(payload.countryDialingCode, values.mobileNum) ?? null;
      if (!e164) throw new AppError('mobile.invalid');
    }
    const username = values.username ?? (e164 ? e164.slice(1) : undefined);
    if (!username) throw fieldInvalid('username', rules.username);
    if (values.password !== undefined) checkPasswordPolicy(values.password, { username });
    let birthday: string | null = null;
    if (values.birthday !== undefined) {
      const today = isoDate(now());
      if (!isRealDate(values.birthday) || values.birthday < BIRTHDAY_MIN || values.birthday > today) {
        throw new AppError('register.birthday.invalid');
      }
      if (ageOn(values.birthday, today) < merchant.ageLimit) {
        throw new AppError('register.age.under', {
          message: `Please confirm you are ${merchant.ageLimit} years old`,
          value: { ageLimit: merchant.ageLimit },
        });
      }
      birthday = values.birthday;
    }

    // Captcha before anything that reads accounts: automated sign-ups stop here.
    if (values.captcha !== undefined) {
      if (!payload.captchaId || !(await captchas.check(request, payload.captchaId, values.captcha))) {
        throw new AppError('login.captcha.invalid', { value: { captcha: true } });
      }
    }

    // The number first: on the mobile form the username is derived from it, and "number taken" is the
    // answer that helps.
    // A number or address of a self-excluded player opens no new account: refused as such, not as "taken".
    const excluded = async (id: number) => (await options.protection?.anyExcluded([id])) === true;
    const mobileOwner = e164 ? await members.byMobile(merchant.code, e164) : undefined;
    if (mobileOwner) throw new AppError((await excluded(mobileOwner.id)) ? 'rg.registration.refused' : 'register.mobile.exists');
    const usernameKey = username.toLowerCase();
    if (await members.byUsername(merchant.code, usernameKey)) throw new AppError('register.username.exists');
    const emailKey = values.email?.toLowerCase() ?? null;
    const emailOwner = emailKey ? await members.byEmail(merchant.code, emailKey) : undefined;
    if (emailOwner) throw new AppError((await excluded(emailOwner.id)) ? 'rg.registration.refused' : 'register.email.exists');

    let referredBy: string | null = null;
    let uplineId: number | null = null;
    if (values.affiliateCode !== undefined) {
      const owner = await members.byAffiliateCode(merchant.code, values.affiliateCode.toUpperCase());
      if (!owner) throw new AppError('register.affiliate.invalid');
      referredBy = owner.affiliate_code;
      // An agent's invitation code puts the new member in that agent's team.
      if (isAgentType(owner.type)) uplineId = owner.id;
    }
    let recommenderId: number | null = null;
    if (values.recommenderId !== undefined) {
      const id = Number(values.recommenderId);
      if (!Number.isSafeInteger(id) || !(await members.realMemberExists(merchant.code, id))) {
        throw new AppError('register.recommender.invalid');
      }
      recommenderId = id;
    }

    // Last gate: the SMS code is used up only by a registration that can succeed.
    if (flags.REGMOBVERF3) {
      if (!e164 || values.verificationCode === undefined) throw fieldInvalid('verificationCode', rules.verificationCode);
      if (!options.smsCodes) throw new AppError('feature.disabled');
      await options.smsCodes.verifyCode({ merchantCode: merchant.code, e164, purpose: 'register', code: values.verificationCode });
    }

    const t = now();
    const profile = Object.fromEntries(PROFILE_FIELDS.filter((f) => values[f] !== undefined).map((f) => [f, values[f]]));
    const passwordHash = values.password !== undefined ? await hashPassword(values.password) : null;
    const paymentHash = values.paymentPassword !== undefined ? await hashPassword(values.paymentPassword) : null;

    let member;
    try {
      member = await options.openAccount({
        merchant,
        member: {
          username,
          username_key: usernameKey,
          password_hash: passwordHash,
          type: 0,
          nickname: values.nickname ?? null,
          account: username,
          email: values.email ?? null,
          email_key: emailKey,
          country_dialing_code: e164 ? (payload.countryDialingCode ?? null) : null,
          mobile_e164: e164,
          birthday,
          referred_by_affiliate: referredBy,
          recommender_id: recommenderId,
          upline_id: uplineId,
          payment_password_hash: paymentHash,
          profile: JSON.stringify(profile),
          status: 'active',
          register_method: payload.registerMethod,
          register_url: (payload.registerUrl ?? payload.domain)?.slice(0, 255) ?? null,
          created_at: t,
          password_changed_at: passwordHash ? t : null,
        },
      });
    } catch (err) {
      if (!(err instanceof UniqueViolation)) throw err;
      // Lost a race with another registration.
      if (err.constraint === 'username') throw new AppError('register.username.exists');
      if (err.constraint === 'email') throw new AppError('register.email.exists');
      if (err.constraint === 'mobile') throw new AppError('register.mobile.exists');
      throw err;
    }

    return sessions.issue({
      request,
      reply,
      member: { id: member.id, username: member.username, type: member.type },
      merchantCode: merchant.code,
    });
  }

  return {
    rulesOf,

    async settings(merchant: ResolvedMerchant): Promise<RegisterSettings> {
      const fields = await rulesOf(merchant);
      return {
        fields,
        patterns: [...PATTERNS],
        password: {
          minLength: Math.max(fields.password.minLength, PASSWORD_POLICY.minLength),
          maxLength: Math.min(fields.password.maxLength, PASSWORD_POLICY.maxLength),
        },
        ageLimit: merchant.ageLimit,
        birthday: { minYear: 1900, maxDate: `${new Date(now()).getUTCFullYear()}-12-31` },
      };
    },

    register,

    /** Free and valid under the merchant's username rule. */
    async usernameAvailable(merchant: ResolvedMerchant, username: string): Promise<boolean> {
      const rule = (await rulesOf(merchant)).username;
      const value = username.trim();
      const length = lengthOf(value);
      if (length < rule.minLength || length > rule.maxLength || !matchesPattern(rule.patternId, value)) return false;
      return !(await members.byUsername(merchant.code, value.toLowerCase()));
    },

    async emailAvailable(merchant: ResolvedMerchant, email: string): Promise<boolean> {
      const rule = (await rulesOf(merchant)).email;
      const value = email.trim();
      const length = lengthOf(value);
      if (length < rule.minLength || length > rule.maxLength || !matchesPattern(4, value)) return false;
      return !(await members.byEmail(merchant.code, value.toLowerCase()));
    },

    async affiliateExists(merchant: ResolvedMerchant, code: string): Promise<boolean> {
      const value = code.trim().toUpperCase();
      if (!/^[A-Z0-9]{1,32}$/.test(value)) return false;
      return (await members.byAffiliateCode(merchant.code, value)) !== undefined;
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
