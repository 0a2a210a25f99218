import { AppError } from '../../lib/app-error.ts';
import { newCode, newHandle } from '../one-time-secrets/secret.ts';
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
   * Checks the newest code and counts the try. The try is taken in the database before the comparison,
   * so requests racing in parallel still get only maxAttempts wrong guesses per code; a right guess gives
   * its try back, and a code whose tries are gone is burned.
   */
  async function checkCode(input: VerifyCodeInput): Promise<string> {
    const stored = await repository.latest(input.merchantCode, input.e164, kindOf(input.purpose));
    const verdict = await repository.check(stored, input.code.trim(), now(), SMS_CODE_POLICY.maxAttempts);
    if (verdict === 'expired') throw new AppError('sms.code.expired');
    if (verdict !== 'ok' || !stored) throw new AppError('sms.code.invalid');
    return stored.id;
  }

  return {
    /** A fresh code to send, with the id it will be stored under. */
    draw(): { id: string; code: string } {
      return { id: newHandle(), code: newCode(SMS_CODE_POLICY.digits) };
    },

    /** Keeps a code the person has been sent; earlier unused codes for the number and purpose stop working. */
    async store(input: { id: string; code: string; merchantCode: string; e164: string; purpose: SmsPurposeKind; createdAt: number; expiresAt: number }): Promise<void> {
      const { code, ...row } = input;
      await repository.insert(row, code);
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
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;

/** What logins and registration need of the codes. */
export type SmsCodeVerifier = Pick<SmsCodeService, 'verifyCode'>;
