import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { SmsCodeRepository, SmsPurposeKind } from './repository.ts';

/** What a code is checked for. Login and password-by-phone share the codes sent by /sms/noLogin. */
export type CodePurpose = 'login' | 'register' | 'password';

export interface VerifyCodeInput {
  merchantCode: string;
  /** the number as E.164 (lib/phone.ts toE164) */
  e164: string;
  purpose: CodePurpose;
  code: string;
}

export const SMS_CODE_POLICY = {
  digits: 6,
  ttlMs: 5 * 60 * 1000,
  /** wrong guesses a code survives; the next one burns it */
  maxAttempts: 5,
} as const;

function kindOf(purpose: CodePurpose): SmsPurposeKind {
  return purpose === 'register' ? 'register' : 'noLogin';
}

function codeHash(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface SmsCodeServiceDeps {
  repository: SmsCodeRepository;
  now?: () => number;
}

/**
 * The SMS codes behind SMS login, registration by phone and password recovery by phone: the
 * verification module sends them, the others check them. Only a hash of each code is stored.
 */
export function createSmsCodeService(options: SmsCodeServiceDeps) {
  const { repository } = options;
  const now = options.now ?? Date.now;

  /**
   * Checks a code and counts the try. The try is reserved before the comparison, so requests racing
   * in parallel still get only maxAttempts wrong guesses per code; a right guess gives its try back.
   */
  async function checkCode(input: VerifyCodeInput): Promise<string> {
    const code = input.code.trim();
    const stored = await repository.latest(input.merchantCode, input.e164, kindOf(input.purpose));
    if (!stored || stored.consumedAt !== null) throw new AppError('sms.code.invalid');
    if (stored.expiresAt <= now()) throw new AppError('sms.code.expired');
    const reserved = await repository.addAttempt(stored.id, SMS_CODE_POLICY.maxAttempts);
    if (reserved === undefined) throw new AppError('sms.code.invalid');
    if (!/^\d{1,10}$/.test(code) || !sameHash(stored.codeHash, codeHash(stored.id, code))) {
      throw new AppError('sms.code.invalid');
    }
    await repository.refundAttempt(stored.id);
    return stored.id;
  }

  return {
    /** A fresh code to send, with the id it will be stored under. */
    draw(): { id: string; code: string } {
      const code = String(randomInt(10 ** SMS_CODE_POLICY.digits)).padStart(SMS_CODE_POLICY.digits, '0');
      return { id: randomBytes(16).toString('base64url'), code };
    },

    /** Keeps a code the person has been sent; earlier unused codes for the number and purpose stop working. */
    async store(input: { id: string; code: string; merchantCode: string; e164: string; purpose: SmsPurposeKind; createdAt: number; expiresAt: number }): Promise<void> {
      const { code, ...row } = input;
      await repository.insert({ ...row, codeHash: codeHash(input.id, code) });
    },

    /**
     * Checks a code without using it up (wrong guesses still count): the id of the code, for a caller
     * that uses it up in its own transaction (SmsCodeRepository.consume).
     */
    checkCode,

    /**
     * Checks and uses up the newest code sent to the number for the purpose: 400 sms.code.invalid (wrong,
     * used, burned after maxAttempts wrong guesses, or none sent) or sms.code.expired.
     */
    async verifyCode(input: VerifyCodeInput): Promise<void> {
      const id = await checkCode(input);
      if (!(await repository.consume(id, now()))) throw new AppError('sms.code.invalid');
    },

    deleteExpired(before: number): Promise<void> {
      return repository.deleteExpired(before);
    },
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;

/** What logins and registration need of the codes. */
export type SmsCodeVerifier = Pick<SmsCodeService, 'verifyCode'>;
