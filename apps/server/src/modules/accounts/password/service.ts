import { isEmailAddress, isTrialType } from '@lobby/contract';
import type { Language, LoginResult } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FirebaseVerifier } from '../../../integrations/firebase/verifier.ts';
import type { MailSender } from '../../../integrations/mail/sender.ts';
import { AppError } from '../../../lib/app-error.ts';
import { enforceLimit } from '../../../lib/limiter.ts';
import type { LimitRule, Limiter } from '../../../lib/limiter.ts';
import { checkPasswordPolicy, hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { toE164 } from '../../../lib/phone.ts';
import { newHandle, newToken } from '../../../core/one-time-secrets/secret.ts';
import type { AuthSession, SessionService } from '../../../core/sessions/service.ts';
import type { SmsCodeService } from '../../../core/sms-codes/service.ts';
import { resetMail } from './messages.ts';
import type { MemberRow } from '../../../db/schema.ts';
import type { MemberRepository } from '../member/index.ts';
import { CredentialTaken } from './repository.ts';
import type { PasswordRepository } from './repository.ts';

export const PASSWORD_RESET_POLICY = {
  ttlMs: 30 * 60 * 1000,
  /** recovery mails asked for per client IP and per username */
  perIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  perUsername: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** password changes per member (each one verifies the old password) */
  changesPerMember: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;

/** Where a request came from, for the link in the recovery mail. */
export interface RequestOrigin {
  protocol: string;
  /** Host header, port included */
  host: string;
  hostname: string;
}

/**
 * The base of links in mails: PUBLIC_URL when set; else the request's own origin, but only when its host
 * is one of the merchant's domains (or a loopback name): a forged Host header must not turn the reset
 * link into one that hands the token to someone else's site. Otherwise the merchant's primary domain.
 */
export function linkBase(
  publicUrl: string | undefined,
  origin: RequestOrigin,
  merchantDomains: readonly { domain: string; primary: boolean }[],
): string {
  if (publicUrl) return publicUrl;
  const hostname = origin.hostname.toLowerCase();
  const known = merchantDomains.some((d) => d.domain.toLowerCase() === hostname);
  const loopback = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  if (known || (loopback && merchantDomains.length === 0)) return `${origin.protocol}://${origin.host}`;
  const primary = merchantDomains.find((d) => d.primary) ?? merchantDomains[0];
  if (primary) return `${origin.protocol}://${primary.domain}`;
  return `${origin.protocol}://localhost`;
}

/** A simple address, something@something.something without spaces: the form checks no more than that. */

export interface PasswordServiceOptions {
  repository: PasswordRepository;
  members: MemberRepository;
  smsCodes: Pick<SmsCodeService, 'checkCode'>;
  firebase: FirebaseVerifier;
  mail: MailSender;
  sessions: Pick<SessionService, 'issue'>;
  limiter: Limiter;
  publicUrl: string | undefined;
  now?: () => number;
  /** where failures that do not reach the caller are reported (the app logger) */
  log?: { error(obj: unknown, msg: string): void };
}

export interface MerchantRef {
  code: string;
  name: string;
  whitelabel: { CHNGPASSMAIL3: boolean; CHNGPASSVERIF3: boolean };
  domains: readonly { domain: string; primary: boolean }[];
}

export function createPasswordService(options: PasswordServiceOptions) {
  const { repository, members, smsCodes, firebase, mail, sessions, limiter } = options;
  const now = options.now ?? Date.now;

  async function hit(key: string, rule: LimitRule): Promise<void> {
    await enforceLimit(limiter, key, rule, 'password.rate.limited');
  }

  function confirmed(newPassword: string, confirmNewPassword: string): void {
    if (newPassword !== confirmNewPassword) throw new AppError('register.password.mismatch');
  }

  /** Sets the new password; a credential someone else used first reads as the credential being invalid. */
  async function store(
    member: MemberRow,
    newPassword: string,
    extra: { keepSessionId?: string; resetId?: string; smsCodeId?: string; expectedHash?: string | null },
  ) {
    const t = now();
    const passwordHash = await hashPassword(newPassword);
    try {
      await repository.updatePassword({ memberId: member.id, passwordHash, now: t, ...extra });
    } catch (err) {
      if (err instanceof CredentialTaken) {
        // Two changes racing with the same old password: only the first is stored; the other is told so.
        if (err.credential === 'password') throw new AppError('password.changed.concurrently');
        throw new AppError(err.credential === 'reset' ? 'password.reset.invalid' : 'sms.code.invalid');
      }
      throw err;
    }
    return { passwordChangedAt: t };
  }

  function requireFlag(on: boolean): void {
    if (!on) throw new AppError('feature.disabled');
  }

  return {
    /**
     * Change password with a session (real accounts; the route's guard refuses visitors and trials).
     * The old password is required when the account has one; the session that made the change stays,
     * every other one ends.
     */
    async change(
      session: AuthSession,
      body: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
    ): Promise<{ passwordChangedAt: number }> {
      const member = await members.byId(session.memberId);
      if (!member || member.status !== 'active') throw new AppError('login.session.expired');
      await hit(`pw:change:${member.id}`, PASSWORD_RESET_POLICY.changesPerMember);
      confirmed(body.newPassword, body.confirmNewPassword);
      if (member.password_hash !== null) {
        const old = body.oldPassword ?? '';
        if (!old || !(await verifyPassword(member.password_hash, old))) throw new AppError('password.old.incorrect');
        if (old === body.newPassword) throw new AppError('modify.new.old.same');
      }
      checkPasswordPolicy(body.newPassword, { username: member.username });
      return store(member, body.newPassword, { keepSessionId: session.id, expectedHash: member.password_hash });
    },

    /**
     * Recovery mail: when the username exists on this merchant and its e-mail matches, a single-use link
     * (30 minutes) goes to that address. The answer is the same whether or not anything matched.
     */
    async requestEmailReset(input: {
      merchant: MerchantRef;
      username: string;
      email: string;
      ip: string;
      language: Language;
      origin: RequestOrigin;
    }): Promise<{ accepted: true }> {
      requireFlag(input.merchant.whitelabel.CHNGPASSMAIL3);
      const username = input.username.trim();
      const email = input.email.trim();
      if (!isEmailAddress(email)) throw new AppError('email.invalid');
      const usernameKey = username.toLowerCase();
      await hit(`pw:mail:ip:${input.ip}`, PASSWORD_RESET_POLICY.perIp);
      await hit(`pw:mail:user:${input.merchant.code}:${usernameKey}`, PASSWORD_RESET_POLICY.perUsername);

      const member = await members.byUsername(input.merchant.code, usernameKey);
      const matches =
        member !== undefined &&
        member.status === 'active' &&
        !isTrialType(member.type) &&
        member.email !== null &&
        member.email.trim().toLowerCase() === email.toLowerCase();
      if (!matches) return { accepted: true };

      const t = now();
      const token = newToken();
      await repository.insertReset(
        { id: newHandle(), memberId: member.id, merchantCode: input.merchant.code, createdAt: t, expiresAt: t + PASSWORD_RESET_POLICY.ttlMs },
        token,
      );
      const base = linkBase(options.publicUrl, input.origin, input.merchant.domains);
      const message = resetMail(input.language, {
        brand: input.merchant.name,
        username: member.username,
        link: `${base}/m/resetPsw?token=${token}`,
        token,
        minutes: PASSWORD_RESET_POLICY.ttlMs / 60_000,
      });
      const delivery = mail
        .send({ to: member.email as string, ...message, merchantCode: input.merchant.code })
        .catch((err: unknown) => options.log?.error({ err }, 'password recovery mail not delivered'));
      // A remote relay is not waited for: how long it takes would tell a matching account from a
      // missing one. The local outbox is a quick insert, awaited so the message is readable at once.
      if (mail.kind === 'outbox') await delivery;
      return { accepted: true };
    },

    /** Sets the password with a recovery token: single use, 30 minutes; every session of the member ends. */
    async resetByEmail(
      merchant: MerchantRef,
      body: { token: string; newPassword: string; confirmNewPassword: string },
    ): Promise<{ passwordChangedAt: number }> {
      requireFlag(merchant.whitelabel.CHNGPASSMAIL3);
      const reset = await repository.liveReset(body.token.trim(), merchant.code, now());
      if (!reset) throw new AppError('password.reset.invalid');
      const member = await members.byId(reset.memberId);
      if (!member || member.status !== 'active') throw new AppError('password.reset.invalid');
      confirmed(body.newPassword, body.confirmNewPassword);
      checkPasswordPolicy(body.newPassword, { username: member.username });
      return store(member, body.newPassword, { resetId: reset.id });
    },

    /**
     * Phone recovery, step one: checks the SMS code (purpose password) without using it up, so the
     * set-by-phone call that follows can use it within its 5 minutes. Wrong guesses still count.
     */
    async verifyPhone(
      merchant: MerchantRef,
      body: { mobileNum: string; countryDialingCode: string; verificationCode: string },
    ): Promise<{ verified: true }> {
      requireFlag(merchant.whitelabel.CHNGPASSVERIF3);
      const e164 = toE164(body.countryDialingCode, body.mobileNum);
      if (!e164) throw new AppError('mobile.invalid');
      await smsCodes.checkCode({ merchantCode: merchant.code, e164, purpose: 'password', code: body.verificationCode });
      return { verified: true };
    },

    /**
     * Phone recovery, step two: the SMS code (or a Firebase ID token for the same number) proves the
     * phone; the member holding that number gets the new password, loses every session, and is logged in.
     * The same password as before is refused (modify.new.old.same) and leaves the code usable.
     */
    async setByPhone(input: {
      merchant: MerchantRef;
      request: FastifyRequest;
      reply: FastifyReply;
      payload: {
        mobileNum: string;
        countryDialingCode: string;
        verificationCode: string;
        newPassword: string;
        firebaseIdToken?: string;
      };
    }): Promise<LoginResult> {
      const { merchant, payload } = input;
      requireFlag(merchant.whitelabel.CHNGPASSVERIF3);
      const e164 = toE164(payload.countryDialingCode, payload.mobileNum);
      if (!e164) throw new AppError('mobile.invalid');

      let smsCodeId: string | undefined;
      if (payload.firebaseIdToken) {
        const identity = await firebase.verifyIdToken(payload.firebaseIdToken);
        if (identity.phoneNumber !== e164) {
          throw new AppError('sms.code.invalid', { message: 'The verified phone number is not this number.' });
        }
      } else {
        smsCodeId = await smsCodes.checkCode({
          merchantCode: merchant.code,
          e164,
          purpose: 'password',
          code: payload.verificationCode,
        });
      }

      const member = await members.byMobile(merchant.code, e164);
      if (!member || member.status !== 'active' || isTrialType(member.type)) throw new AppError('login.user.invalid');
      if (member.password_hash !== null && (await verifyPassword(member.password_hash, payload.newPassword))) {
        throw new AppError('modify.new.old.same');
      }
      checkPasswordPolicy(payload.newPassword, { username: member.username });
      await store(member, payload.newPassword, { smsCodeId });
      return sessions.issue({
        request: input.request,
        reply: input.reply,
        member: { id: member.id, username: member.username, type: member.type },
        merchantCode: member.merchant_code,
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
