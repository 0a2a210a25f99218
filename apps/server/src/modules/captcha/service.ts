import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { newId, sha256Hex } from '../../lib/tokens.ts';
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

export interface CaptchaChallenge {
  cap: string;
  captchaId: string;
  expiresAt: number;
}

/**
 * Who a captcha was made for: IP and User-Agent, hashed. A captcha id seen by someone else (a log, a
 * shared link) cannot be redeemed from another client.
 */
export function clientKeyOf(request: FastifyRequest): string {
  return sha256Hex(`${request.ip}\n${request.headers['user-agent'] ?? ''}`);
}

function answerHash(answer: string): string {
  return sha256Hex(answer.trim().toLowerCase());
}

export interface CaptchaServiceOptions {
  repository: CaptchaRepository;
  limiter: Limiter;
  now?: () => number;
}

/** Image captchas (digits, as the login form only takes digits): single use, 2 minutes, bound to the client. */
export class CaptchaService {
  private readonly now: () => number;
  private lastCleanup = 0;

  constructor(private readonly options: CaptchaServiceOptions) {
    this.now = options.now ?? Date.now;
  }

  async create(request: FastifyRequest): Promise<CaptchaChallenge> {
    const limit = await this.options.limiter.hit(`captcha:ip:${request.ip}`, CAPTCHA_IP_LIMIT, 60_000);
    if (!limit.allowed) {
      const retryAfterSeconds = Math.ceil(limit.retryAfterMs / 1000);
      throw new AppError('request.rate.limited', {
        value: { retryAfterSeconds },
        headers: { 'retry-after': String(retryAfterSeconds) },
      });
    }
    let text = '';
    for (let i = 0; i < CAPTCHA_LENGTH; i++) text += String(randomInt(10));
    const svg = renderCaptcha(text, { noise: 3, color: true, width: 150, height: 50, fontSize: 52 });
    const now = this.now();
    const captchaId = newId();
    const expiresAt = now + CAPTCHA_TTL_MS;
    await this.options.repository.insert({
      id: captchaId,
      answerHash: answerHash(text),
      clientKey: clientKeyOf(request),
      createdAt: now,
      expiresAt,
    });
    this.cleanup(now);
    return { cap: Buffer.from(svg).toString('base64'), captchaId, expiresAt };
  }

  /** Redeems the captcha (whatever the answer: one guess per image); true when the answer was right. */
  async check(request: FastifyRequest, captchaId: string, answer: string): Promise<boolean> {
    const stored = await this.options.repository.redeem(captchaId, clientKeyOf(request), this.now());
    return stored !== undefined && stored === answerHash(answer);
  }

  private cleanup(now: number): void {
    if (now - this.lastCleanup < 10 * 60 * 1000) return;
    this.lastCleanup = now;
    this.options.repository.deleteExpired(now - 60 * 60 * 1000).catch(() => undefined);
  }
}
