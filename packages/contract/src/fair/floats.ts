import { hmacSha256 } from './hmac.ts';

/** The seeds of one round: the server's (secret until rotated), the player's, and the round's number. */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * Uniform floats in [0, 1) for a round: HMAC-SHA256(server seed, "client seed:nonce:cursor") gives 32 bytes,
 * each 4 bytes one float (b0/256 + b1/256^2 + b2/256^3 + b3/256^4); the cursor moves on when a game needs
 * more than eight. Anyone holding the revealed server seed can recompute every outcome.
 */
export async function fairFloats(seeds: FairSeeds, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const bytes = await hmacSha256(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${cursor}`);
    for (let i = 0; i + 4 <= bytes.length && out.length < count; i += 4) {
      out.push(bytesToFloat(bytes[i]!, bytes[i + 1]!, bytes[i + 2]!, bytes[i + 3]!));
    }
  }
  return out;
}

export function bytesToFloat(b0: number, b1: number, b2: number, b3: number): number {
  return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
}
