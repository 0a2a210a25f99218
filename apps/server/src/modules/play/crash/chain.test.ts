import { crashHashLinks } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { chainHash, newChain, sha256Text } from './chain.ts';

describe('crash hash chain', () => {
  it('every round hashes to the round before, round 1 to the terminal hash, across checkpoints', async () => {
    const chain = await newChain(2_500);
    expect(await crashHashLinks(await chainHash(chain, 1), chain.terminalHash)).toBe(true);
    for (const k of [2, 999, 1_000, 1_001, 1_501, 1_502, 2_000, 2_499, 2_500]) {
      expect(sha256Text(await chainHash(chain, k)), `round ${k}`).toBe(await chainHash(chain, k - 1));
    }
    // the last round is one SHA-256 from the secret seed, which never leaves the server
    expect(await chainHash(chain, 2_500)).toBe(sha256Text(chain.seed));
    await expect(chainHash(chain, 0)).rejects.toThrow(RangeError);
    await expect(chainHash(chain, 2_501)).rejects.toThrow(RangeError);
  });

  it('round k is SHA-256 applied (length - k + 1) times to the seed', async () => {
    const chain = await newChain(1_200);
    const elsewhere = { seed: chain.seed, length: chain.length };
    let h = chain.seed;
    for (let i = 0; i < 1_200 - 7 + 1; i++) h = sha256Text(h);
    expect(await chainHash(elsewhere, 7)).toBe(h);
  });
});
