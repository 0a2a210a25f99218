import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { enforceLimit } from '../../lib/limiter.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { hashSecret, newCode, newHandle } from '../one-time-secrets/secret.ts';
import type { CaptchaRepository } from './repository.ts';

// svg-captcha's main export renders a given text; its typings only describe the helpers that pick the
// text with Math.random, and our text comes from the CSPRNG.
const renderCaptcha = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: Record<string, unknown>,
) => string;

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
export const CAPTCHA_LENGTH = 5;
/** Captcha images per client IP per minute. */
export const CAPTCHA_IP_LIMIT = 30;
const CAPTCHA_LIMIT = { limit: CAPTCHA_IP_LIMIT, windowMs: 60_000 };

export interface CaptchaChallenge {
  cap: string;
  captchaId: string;
  expiresAt: number;
}

/**
 * Who a challenge (captcha, slider) was made for: IP and User-Agent, hashed. A challenge id seen by
 * someone else (a log, a shared link) cannot be answered from another device or network.
 */
export function clientKeyOf(request: FastifyRequest): string {
  return hashSecret(`${request.ip}\n${request.headers['user-agent'] ?? ''}`);
}

/** How an answer is compared: what the person typed, without surrounding spaces, in any case. */
function normalisedAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}

export interface CaptchaServiceOptions {
  repository: CaptchaRepository;
  limiter: Limiter;
  now?: () => number;
}

/** Image captchas (digits, as the login form only takes digits): single use, 2 minutes, bound to the client. */
export function createCaptchaService(options: CaptchaServiceOptions) {
  const { repository, limiter } = options;
  const now = options.now ?? Date.now;

  return {
    async create(request: FastifyRequest): Promise<CaptchaChallenge> {
      await enforceLimit(limiter, `captcha:ip:${request.ip}`, CAPTCHA_LIMIT, 'request.rate.limited');
      const text = newCode(CAPTCHA_LENGTH);
      const svg = renderCaptcha(text, { noise: 3, color: true, width: 150, height: 50, fontSize: 52 });
      const t = now();
      const captchaId = newHandle();
      const expiresAt = t + CAPTCHA_TTL_MS;
      await repository.insert({ id: captchaId, clientKey: clientKeyOf(request), createdAt: t, expiresAt }, normalisedAnswer(text));
      return { cap: Buffer.from(svg).toString('base64'), captchaId, expiresAt };
    },

    /** Redeems the captcha (whatever the answer: one guess per image); true when the answer was right. */
    async check(request: FastifyRequest, captchaId: string, answer: string): Promise<boolean> {
      return repository.redeem(captchaId, clientKeyOf(request), normalisedAnswer(answer), now());
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
