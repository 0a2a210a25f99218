import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language, SliderAnswer, SmsRequest } from '@lobby/contract';
import type { sliderChallengeSchema } from '@lobby/contract';
import type { z } from 'zod';
import type { SmsGateway } from '../../integrations/sms/gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { toE164 } from '../../lib/phone.ts';
import { smsCodeText } from './messages.ts';
import type { SmsPurposeKind, VerificationRepository } from './repository.ts';
import { generateSliderImages, isHumanSolution, SLIDER } from './slider.ts';

export type SliderChallenge = z.infer<typeof sliderChallengeSchema>;

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

export const SMS_RATE_LIMITS = {
  perNumber: { limit: 1, windowMs: 60 * 1000 },
  perNumberHourly: { limit: 5, windowMs: 60 * 60 * 1000 },
  perIpHourly: { limit: 20, windowMs: 60 * 60 * 1000 },
} as const;

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface SendCodeInput {
  merchant: { code: string; name: string };
  /** noLogin: for SMS login and password by phone (number must be registered, answered alike if not); register: number must be free */
  kind: SmsPurposeKind;
  body: SmsRequest;
  clientKey: string;
  ip: string;
  language: Language;
}

export interface VerificationServiceOptions {
  repository: VerificationRepository;
  sms: SmsGateway;
  limiter: Limiter;
  now?: () => number;
  /** where delivery failures are reported (the caller's logger) */
  onSendError?: (err: unknown) => void;
}

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

function rateLimited(retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('sms.rate.limited', {
    value: { retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

export function createVerificationService(options: VerificationServiceOptions) {
  const { repository, sms, limiter } = options;
  const now = options.now ?? Date.now;
  let lastCleanup = 0;

  /** Expired challenges and codes go at most once an hour, in the background; a day of history is kept. */
  function cleanup(t: number): void {
    if (t - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = t;
    const before = t - 24 * 60 * 60 * 1000;
    repository.deleteExpiredSliders(before).catch(() => undefined);
    repository.deleteExpiredSmsCodes(before).catch(() => undefined);
  }

  async function hit(key: string, rule: { limit: number; windowMs: number }): Promise<void> {
    const result = await limiter.hit(key, rule.limit, rule.windowMs);
    if (!result.allowed) throw rateLimited(result.retryAfterMs);
  }

  /**
   * Checks a code and counts the try. The try is reserved before the comparison, so requests racing
   * in parallel still get only maxAttempts wrong guesses per code; a right guess gives its try back.
   */
  async function check(input: VerifyCodeInput): Promise<string> {
    const code = input.code.trim();
    const stored = await repository.latestSmsCode(input.merchantCode, input.e164, kindOf(input.purpose));
    if (!stored || stored.consumedAt !== null) throw new AppError('sms.code.invalid');
    if (stored.expiresAt <= now()) throw new AppError('sms.code.expired');
    const reserved = await repository.addSmsAttempt(stored.id, SMS_CODE_POLICY.maxAttempts);
    if (reserved === undefined) throw new AppError('sms.code.invalid');
    if (!/^\d{1,10}$/.test(code) || !sameHash(stored.codeHash, codeHash(stored.id, code))) {
      throw new AppError('sms.code.invalid');
    }
    await repository.refundSmsAttempt(stored.id);
    return stored.id;
  }

  /** Uses up the challenge whatever the outcome; 400 sms.slider.invalid unless it is solved. */
  async function checkSlider(answer: SliderAnswer, clientKey: string): Promise<void> {
    const taken = await repository.takeSlider(answer.challengeId, clientKey, now());
    if (!taken || !isHumanSolution(answer, taken.targetX)) throw new AppError('sms.slider.invalid');
  }

  return {
    async createSlider(clientKey: string): Promise<SliderChallenge> {
      const t = now();
      const images = generateSliderImages();
      const challengeId = randomBytes(16).toString('base64url');
      const expiresAt = t + SLIDER.ttlMs;
      await repository.insertSlider({
        id: challengeId,
        clientKey,
        targetX: images.targetX,
        pieceY: images.pieceY,
        createdAt: t,
        expiresAt,
      });
      cleanup(t);
      return {
        challengeId,
        width: SLIDER.width,
        height: SLIDER.height,
        pieceSize: SLIDER.pieceSize,
        pieceY: images.pieceY,
        background: images.background,
        piece: images.piece,
        expiresAt,
      };
    },

    checkSlider,

    /**
     * Sends a code after the slider, the number and the rate limits check out. For `noLogin` the answer
     * is the same whether or not a member has the number (only then is anything sent), so the call does
     * not tell which numbers are registered.
     */
    async sendCode(input: SendCodeInput): Promise<{ expirationTime: number }> {
      await checkSlider(input.body.slider, input.clientKey);
      const e164 = toE164(input.body.countryDialingCode, input.body.mobileNum);
      if (!e164) throw new AppError('mobile.invalid');

      await hit(`sms:ip:${input.ip}`, SMS_RATE_LIMITS.perIpHourly);
      if (input.kind === 'register' && (await repository.mobileRegistered(input.merchant.code, e164, false))) {
        throw new AppError('register.mobile.exists');
      }
      await hit(`sms:num:${e164}`, SMS_RATE_LIMITS.perNumber);
      await hit(`sms:numh:${e164}`, SMS_RATE_LIMITS.perNumberHourly);

      const t = now();
      const expirationTime = t + SMS_CODE_POLICY.ttlMs;
      const deliver = input.kind === 'register' || (await repository.mobileRegistered(input.merchant.code, e164, true));
      if (!deliver) return { expirationTime };

      const id = randomBytes(16).toString('base64url');
      const code = String(randomInt(10 ** SMS_CODE_POLICY.digits)).padStart(SMS_CODE_POLICY.digits, '0');
      const text = smsCodeText(input.language, input.merchant.name, code, SMS_CODE_POLICY.ttlMs / 60_000);
      // Sent before it is recorded: a failed delivery leaves no code behind, and a code is only ever
      // stored once the person has it.
      try {
        await sms.send(e164, text, { merchantCode: input.merchant.code });
      } catch (err) {
        options.onSendError?.(err);
        throw new AppError('sms.send.failed', { cause: err });
      }
      await repository.insertSmsCode({
        id,
        merchantCode: input.merchant.code,
        e164,
        purpose: input.kind,
        codeHash: codeHash(id, code),
        createdAt: t,
        expiresAt: expirationTime,
      });
      cleanup(t);
      return { expirationTime };
    },

    /**
     * Checks and uses up the newest code sent to the number for the purpose: 400 sms.code.invalid (wrong,
     * used, burned after maxAttempts wrong guesses, or none sent) or sms.code.expired.
     */
    async verifyCode(input: VerifyCodeInput): Promise<void> {
      const id = await check(input);
      if (!(await repository.consumeSmsCode(id, now()))) throw new AppError('sms.code.invalid');
    },

    /**
     * Checks a code without using it up (wrong guesses still count): the id of the code, for a caller
     * that uses it up in its own transaction (VerificationRepository.consumeSmsCode semantics).
     */
    checkCode: check,
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
