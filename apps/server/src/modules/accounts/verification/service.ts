import { SMS_RESEND_MS } from '@lobby/contract';
import type { Language, SliderAnswer, SmsRequest } from '@lobby/contract';
import type { sliderChallengeSchema } from '@lobby/contract';
import type { z } from 'zod';
import type { SmsPurposeKind } from '../../../core/sms-codes/repository.ts';
import { SMS_CODE_POLICY } from '../../../core/sms-codes/service.ts';
import type { SmsCodeService } from '../../../core/sms-codes/service.ts';
import { newHandle } from '../../../core/one-time-secrets/secret.ts';
import type { SmsGateway } from '../../../integrations/sms/gateway.ts';
import { AppError } from '../../../lib/app-error.ts';
import { enforceLimit } from '../../../lib/limiter.ts';
import type { LimitRule, Limiter } from '../../../lib/limiter.ts';
import { toE164 } from '../../../lib/phone.ts';
import { smsCodeText } from './messages.ts';
import type { VerificationRepository } from './repository.ts';
import { generateSliderImages, isHumanSolution, SLIDER } from './slider.ts';

export type SliderChallenge = z.infer<typeof sliderChallengeSchema>;

export const SMS_RATE_LIMITS = {
  perNumber: { limit: 1, windowMs: SMS_RESEND_MS },
  perNumberHourly: { limit: 5, windowMs: 60 * 60 * 1000 },
  perIpHourly: { limit: 20, windowMs: 60 * 60 * 1000 },
} as const;

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
  /** where sent codes are kept, and checked by the logins, registration and recovery */
  codes: SmsCodeService;
  sms: SmsGateway;
  limiter: Limiter;
  now?: () => number;
  /** where delivery failures are reported (the caller's logger) */
  onSendError?: (err: unknown) => void;
}

export function createVerificationService(options: VerificationServiceOptions) {
  const { repository, codes, sms, limiter } = options;
  const now = options.now ?? Date.now;

  async function hit(key: string, rule: LimitRule): Promise<void> {
    await enforceLimit(limiter, key, rule, 'sms.rate.limited');
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
      const challengeId = newHandle();
      const expiresAt = t + SLIDER.ttlMs;
      await repository.insertSlider({
        id: challengeId,
        clientKey,
        targetX: images.targetX,
        pieceY: images.pieceY,
        createdAt: t,
        expiresAt,
      });
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
    async sendCode(input: SendCodeInput): Promise<{ expirationTime: number; resendAt: number }> {
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
      // the code lives 5 minutes; the number may ask for another once its per-number window has passed
      const resendAt = t + SMS_RATE_LIMITS.perNumber.windowMs;
      const deliver = input.kind === 'register' || (await repository.mobileRegistered(input.merchant.code, e164, true));
      if (!deliver) return { expirationTime, resendAt };

      const { id, code } = codes.draw();
      const text = smsCodeText(input.language, input.merchant.name, code, SMS_CODE_POLICY.ttlMs / 60_000);
      // Sent before it is recorded: a failed delivery leaves no code behind, and a code is only ever
      // stored once the person has it.
      try {
        await sms.send(e164, text, { merchantCode: input.merchant.code });
      } catch (err) {
        options.onSendError?.(err);
        throw new AppError('sms.send.failed', { cause: err });
      }
      await codes.store({ id, code, merchantCode: input.merchant.code, e164, purpose: input.kind, createdAt: t, expiresAt: expirationTime });
      return { expirationTime, resendAt };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
