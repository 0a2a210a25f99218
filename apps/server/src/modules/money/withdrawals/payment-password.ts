import { AppError, rateLimitedError } from '../../../lib/app-error.ts';
import type { Limiter, LimiterHit } from '../../../lib/limiter.ts';
import { verifyDummy, verifyPassword } from '../../../lib/passwords.ts';

const PASSWORD_TRIES = 5;
const PASSWORD_WINDOW_MS = 15 * 60_000;

export type PaymentPasswordCheck = (memberId: number, pin: string) => Promise<void>;

/**
 * The withdrawal PIN check (withdrawals, PIN changes, an agent's payment relay): one lockout per member
 * whatever asks, so guesses spread over several calls get no more tries.
 */
export function createPaymentPasswordCheck(deps: {
  members: { paymentPasswordHash(memberId: number): Promise<string | null> };
  limiter: Limiter;
}): PaymentPasswordCheck {
  const { members, limiter } = deps;
  return async function checkPaymentPassword(memberId: number, pin: string): Promise<void> {
    const key = `withdraw-pin:${memberId}`;
    const checksKey = `withdraw-pin-checks:${memberId}`;
    const hash = await members.paymentPasswordHash(memberId);
    if (!hash) {
      await verifyDummy(pin);
      throw new AppError('withdraw.password.not.set');
    }
    const locked = (retryAfterMs: number) =>
      new AppError('withdraw.password.locked', { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } });
    // Locked after five wrong PINs: even the right one waits until the window ends.
    const failures = await limiter.peek(key);
    if (failures.count >= PASSWORD_TRIES) throw locked(failures.retryAfterMs);
    // PINs being checked right now count as tries until their outcome is known (a wrong one is counted as a
    // failure before it stops counting here): guesses sent at once get no more checks than the tries left.
    // Past that the caller waits a moment for the checks in flight.
    const inFlight = await limiter.hit(checksKey, PASSWORD_TRIES, PASSWORD_WINDOW_MS);
    const counted = await limiter.peek(key);
    if (counted.count + inFlight.count > PASSWORD_TRIES) {
      await limiter.release(checksKey);
      if (counted.count >= PASSWORD_TRIES) throw locked(counted.retryAfterMs);
      throw rateLimitedError('request.rate.limited', 1000);
    }
    let hit: LimiterHit;
    try {
      if (await verifyPassword(hash, pin)) return;
      hit = await limiter.hit(key, PASSWORD_TRIES, PASSWORD_WINDOW_MS);
    } finally {
      await limiter.release(checksKey);
    }
    if (!hit.allowed || hit.count >= PASSWORD_TRIES) throw locked(hit.retryAfterMs || PASSWORD_WINDOW_MS);
    throw new AppError('withdraw.password.wrong', { value: { triesLeft: PASSWORD_TRIES - hit.count } });
  };
}
