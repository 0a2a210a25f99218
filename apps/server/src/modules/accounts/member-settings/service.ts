import {
  ageOn,
  BIRTHDAY_MIN,
  describeUserAgent,
  EMAIL_CODE_POLICY,
  isCalendarDate,
  isEmailAddress,
  isNickname,
  normaliseNickname,
  normaliseSecurityAnswer,
  SECURITY_ANSWER_COUNT,
  SECURITY_ANSWER_RULE,
} from '@lobby/contract';
import type { Language, LoginEvent, LoginHistory, LoginMethod, MemberProfile, MemberSession, SetSecurityAnswers } from '@lobby/contract';
import { newCode, newHandle } from '../../../core/one-time-secrets/secret.ts';
import type { AuthSession, SessionService } from '../../../core/sessions/service.ts';
import { asUniqueViolation } from '../../../db/unique-violation.ts';
import type { MemberRow } from '../../../db/schema.ts';
import type { MailSender } from '../../../integrations/mail/sender.ts';
import { AppError } from '../../../lib/app-error.ts';
import { enforceLimit } from '../../../lib/limiter.ts';
import type { Limiter } from '../../../lib/limiter.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import type { MemberRepository } from '../member/index.ts';
import { emailCodeMail } from './messages.ts';
import { isSecurityQuestionId } from './questions.ts';
import type { MemberSettingsRepository } from './repository.ts';

export const SETTINGS_LIMITS = {
  /** e-mail codes per member: one a minute, five an hour */
  emailPerMinute: { limit: 1, windowMs: 60 * 1000 },
  emailPerHour: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** security-answer changes per member (each checks the login password) */
  securityPerHour: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;

function isoDate(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

export interface MemberSettingsDeps {
  repository: MemberSettingsRepository;
  members: MemberRepository;
  sessions: SessionService;
  mail: MailSender;
  limiter: Limiter;
  now: () => number;
}

/** The merchant facts the settings need. */
export interface SettingsMerchant {
  code: string;
  name: string;
  ageLimit: number;
}

/**
 * The member's own settings. Every call is made by the member for themself (the routes take the member id
 * from the session, never from the request), so no call can reach another member's data.
 */
export function createMemberSettingsService(deps: MemberSettingsDeps) {
  const { repository, members, sessions, mail, limiter, now } = deps;

  async function load(memberId: number): Promise<MemberRow> {
    const member = await members.byId(memberId);
    if (!member) throw new AppError('member.not.found');
    return member;
  }

  async function pendingEmail(memberId: number): Promise<string | null> {
    const code = await repository.latestEmailCode(memberId);
    return code && repository.isLive(code, now()) ? code.email : null;
  }

  return {
    async profile(memberId: number, merchant: SettingsMerchant): Promise<MemberProfile> {
      const m = await load(memberId);
      const [payeeName, pending, answers] = await Promise.all([
        members.payeeName(memberId),
        pendingEmail(memberId),
        repository.securityAnswers(memberId),
      ]);
      return {
        nickname: m.nickname,
        email: m.email,
        emailVerified: m.email !== null && m.email_verified_at !== null,
        pendingEmail: pending,
        birthday: m.birthday,
        payeeName,
        ageLimit: merchant.ageLimit,
        securityQuestionsSet: answers.length > 0,
        hasPaymentPassword: m.payment_password_hash !== null,
        hasPassword: m.password_hash !== null,
      };
    },

    async setNickname(memberId: number, raw: string): Promise<string> {
      const nickname = normaliseNickname(raw);
      if (!isNickname(nickname)) throw new AppError('nickname.invalid');
      await members.setNickname(memberId, nickname);
      return nickname;
    },

    /** Any real date from 1900 to today that makes the member at least the merchant's minimum age. */
    async setBirthday(memberId: number, raw: string, merchant: SettingsMerchant): Promise<string> {
      const birthday = raw.trim();
      const today = isoDate(now());
      if (!isCalendarDate(birthday) || birthday < BIRTHDAY_MIN || birthday > today) {
        throw new AppError('register.birthday.invalid');
      }
      if (ageOn(birthday, today) < merchant.ageLimit) {
        throw new AppError('register.age.under', {
          message: `Please confirm you are ${merchant.ageLimit} years old`,
          value: { ageLimit: merchant.ageLimit },
        });
      }
      await members.setBirthday(memberId, birthday);
      return birthday;
    },

    /** Sends a code to a new address; the address replaces the member's only once the code comes back. */
    async requestEmail(memberId: number, raw: string, merchant: SettingsMerchant, language: Language) {
      const email = raw.trim();
      if (!isEmailAddress(email)) throw new AppError('email.invalid');
      const emailKey = email.toLowerCase();
      const m = await load(memberId);
      if (m.email_key === emailKey && m.email_verified_at !== null) throw new AppError('email.unchanged');
      const owner = await members.byEmail(merchant.code, emailKey);
      if (owner && owner.id !== memberId) throw new AppError('register.email.exists');
      await enforceLimit(limiter, `email-code:m:${memberId}`, SETTINGS_LIMITS.emailPerMinute, 'email.rate.limited');
      await enforceLimit(limiter, `email-code:h:${memberId}`, SETTINGS_LIMITS.emailPerHour, 'email.rate.limited');

      const id = newHandle();
      const code = newCode(EMAIL_CODE_POLICY.digits);
      const t = now();
      const expiresAt = t + EMAIL_CODE_POLICY.ttlMs;
      await repository.insertEmailCode({ id, memberId, email, emailKey, createdAt: t, expiresAt }, code);
      const message = emailCodeMail({ brand: merchant.name, code, minutes: EMAIL_CODE_POLICY.ttlMs / 60_000, language });
      try {
        await mail.send({ to: email, subject: message.subject, text: message.text, merchantCode: merchant.code });
      } catch {
        await repository.voidEmailCode(id, now());
        throw new AppError('email.send.failed');
      }
      return { pendingEmail: email, expirationTime: expiresAt };
    },

    /** Confirms the newest code: its address becomes the member's verified e-mail. */
    async verifyEmail(memberId: number, code: string): Promise<MemberProfile['email']> {
      const pending = await repository.latestEmailCode(memberId);
      // The try is taken before comparing: parallel guesses still get only maxAttempts; the last burns it.
      const verdict = await repository.checkEmailCode(pending, code, now(), EMAIL_CODE_POLICY.maxAttempts);
      if (verdict === 'expired') throw new AppError('email.code.expired');
      if (verdict !== 'ok' || !pending) throw new AppError('email.code.invalid');
      try {
        if (!(await repository.confirmEmail(memberId, pending, now()))) throw new AppError('email.code.invalid');
      } catch (err) {
        if (asUniqueViolation(err, { email: 'email' })) throw new AppError('register.email.exists');
        throw err;
      }
      return pending.email;
    },

    async securityAnswered(memberId: number) {
      const answers = await repository.securityAnswers(memberId);
      return {
        questionIds: answers.map((a) => a.questionId),
        updatedAt: answers.length ? Math.max(...answers.map((a) => a.updatedAt)) : null,
      };
    },

    /**
     * Sets all answers at once (a change replaces every one). The login password confirms it when the
     * account has one: answers may one day recover an account, so a borrowed session must not set them.
     */
    async setSecurityAnswers(memberId: number, input: SetSecurityAnswers): Promise<string[]> {
      const ids = input.answers.map((a) => a.questionId);
      if (ids.length !== SECURITY_ANSWER_COUNT || new Set(ids).size !== ids.length || !ids.every(isSecurityQuestionId)) {
        throw new AppError('security.question.invalid');
      }
      const normalised = input.answers.map((a) => ({ questionId: a.questionId, answer: normaliseSecurityAnswer(a.answer) }));
      for (const a of normalised) {
        const length = [...a.answer].length;
        if (length < SECURITY_ANSWER_RULE.minLength || length > SECURITY_ANSWER_RULE.maxLength) {
          throw new AppError('security.answer.invalid', { value: { questionId: a.questionId } });
        }
      }
      await enforceLimit(limiter, `security-answers:${memberId}`, SETTINGS_LIMITS.securityPerHour, 'request.rate.limited');
      const login = await members.loginPasswordHash(memberId);
      if (login && !(input.password && (await verifyPassword(login, input.password)))) {
        throw new AppError('login.password.incorrect');
      }
      const hashed = [];
      for (const a of normalised) hashed.push({ questionId: a.questionId, answerHash: await hashPassword(a.answer) });
      await repository.replaceSecurityAnswers(memberId, hashed, now());
      return ids;
    },

    async sessions(session: AuthSession): Promise<MemberSession[]> {
      const rows = await sessions.listLive(session.memberId);
      return rows.map((r) => ({
        id: r.id,
        ...describeUserAgent(r.userAgent),
        country: r.country,
        ip: r.ip,
        createdAt: r.createdAt,
        lastSeenAt: r.lastSeenAt,
        current: r.id === session.id,
      }));
    },

    async endSession(session: AuthSession, id: string): Promise<number> {
      if (!(await sessions.revokeOwn(session.memberId, id))) throw new AppError('session.not.found');
      return 1;
    },

    async endOtherSessions(session: AuthSession): Promise<number> {
      return sessions.revokeOthers(session.memberId, session.id);
    },

    async loginHistory(memberId: number, beforeId: number | undefined, limit: number): Promise<LoginHistory> {
      const rows = await sessions.loginHistory(memberId, beforeId, limit + 1);
      const page = rows.slice(0, limit);
      const list: LoginEvent[] = page.map((r) => ({
        id: r.id,
        at: r.created_at,
        success: r.success === 1,
        method: r.method as LoginMethod,
        reason: r.reason,
        ...describeUserAgent(r.user_agent),
        country: r.country,
        ip: r.ip,
      }));
      return { list, next: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
    },
  };
}

export type MemberSettingsService = ReturnType<typeof createMemberSettingsService>;
