import { VN_TIERS } from '../games/lottery.ts';
import type { LotteryFormat } from '../games/lottery.ts';
import { hmacSha256 } from './hmac.ts';

/** One tier of a draw's result: its key (MAIN for a one-line result; DB, G1 … G8 on a Vietnamese ticket). */
export interface LotteryTierResult {
  tier: string;
  numbers: string[];
}

/**
 * Uniform integers in [0, range) (range 1 to 256) from the draw's byte stream: HMAC-SHA256(server seed,
 * "drawId:cursor") for cursor 0, 1, 2 …, 32 bytes each. A byte at or above the largest multiple of the
 * range is skipped (rejection sampling), so no value is likelier than another (no modulo bias).
 */
export function lotteryIntegers(serverSeed: string, drawId: string) {
  let cursor = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  let at = 0;
  return async function next(range: number): Promise<number> {
    if (!Number.isInteger(range) || range < 1 || range > 256) throw new RangeError('range must be 1 to 256');
    const limit = 256 - (256 % range);
    for (;;) {
      if (at >= bytes.length) {
        bytes = await hmacSha256(serverSeed, `${drawId}:${cursor++}`);
        at = 0;
      }
      const b = bytes[at++]!;
      if (b < limit) return b % range;
    }
  };
}

/**
 * A draw's result from its revealed server seed and its draw id (`<gameCode>:<drawNo>`): anyone holding
 * both recomputes it. Balls: `count` numbers from min to max (distinct ones drawn without replacement and
 * shown sorted); a Vietnamese ticket: every tier's numbers, digit by digit.
 */
export async function lotteryResult(format: LotteryFormat, serverSeed: string, drawId: string): Promise<LotteryTierResult[]> {
  const next = lotteryIntegers(serverSeed, drawId);
  if (format.kind === 'vn') {
    const tiers: LotteryTierResult[] = [];
    for (const { tier, count, digits } of VN_TIERS[format.region]) {
      const numbers: string[] = [];
      for (let i = 0; i < count; i++) {
        let n = '';
        for (let d = 0; d < digits; d++) n += String(await next(10));
        numbers.push(n);
      }
      tiers.push({ tier, numbers });
    }
    return tiers;
  }
  const { count, min, max, distinct } = format;
  const width = String(max).length;
  const picked: number[] = [];
  if (distinct) {
    // Draw without replacement from the remaining pool, like balls leaving a machine.
    const pool: number[] = [];
    for (let v = min; v <= max; v++) pool.push(v);
    for (let i = 0; i < count && pool.length > 0; i++) picked.push(pool.splice(await next(pool.length), 1)[0]!);
    picked.sort((a, b) => a - b);
  } else {
    for (let i = 0; i < count; i++) picked.push(min + (await next(max - min + 1)));
  }
  return [{ tier: 'MAIN', numbers: picked.map((v) => String(v).padStart(min === 0 ? 1 : width, '0')) }];
}

/** The numbers a draw is shown by as a row of balls: the special prize's digits on a Vietnamese ticket. */
export function lotteryBalls(result: readonly LotteryTierResult[]): string[] {
  const first = result[0];
  if (!first) return [];
  return first.tier === 'DB' ? [...(first.numbers[0] ?? '')] : first.numbers;
}
