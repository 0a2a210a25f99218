import { describe, expect, it } from 'vitest';
import { crashExample, EXAMPLE_CRASH, EXAMPLE_PARAMS, EXAMPLE_SEEDS, fairExample } from './examples.ts';
import { bytesToFloat } from './floats.ts';
import { outcomeFloats } from './games.ts';

/**
 * The worked examples the public fairness pages print, pinned to values typed out here: a stranger checks
 * the pages against an HMAC tool, so any change to the message, the float mapping, a game's mapping or a
 * table fails here before it reaches them.
 */

/** HMAC-SHA256(key = EXAMPLE_SEEDS.serverSeed, message = "my-lucky-seed:42:<cursor>"), cursors 0 to 6. */
const HMACS = [
  'b3b55c724aaf33ee27c055ce60e3712a85f03ed466b21b9fedba0db8fbbeed43',
  'f0840074f43a45735a5071360536bf677bd7f47eb7c30f2030e5d6c15bd32329',
  '3ad0936beeef421192702de6b932bbe9e3e79d0cb5979fc8e99e17794ff4d385',
  '13dd4a24f38ba44b07a95a0b9e50be4d6c8d4f9c58477a1b1de63678a8798b59',
  '015e4a1487e3b5c9af926b8be8e8221c78a1f0a69d8974a879c1fd0ff293473f',
  'df5d2f77e29334b42d00abc97f93ca39f695b3c187fc8960d75cf862653e2616',
  '922f8e5a76cebb31b85c4f5024d0dfcf8d4b9283aff94cdacfb5d35cd7693411',
];

/** The first eleven floats of the example's round (cursor 0's eight, then cursor 1's). */
const FLOATS = [
  0.7019861009903252, 0.29173588333651423, 0.1552785518579185, 0.37847049022093415, 0.5231971042230725, 0.4011552107986063,
  0.9286202024668455, 0.9833820618223399, 0.9395141871646047, 0.9540141492616385, 0.3527899510227144,
];

const EXPECTED = {
  dice: { outcome: { roll: 70.19 }, multiplier: 1.9604, centFloat: FLOATS[1], payoutCents: 196 },
  limbo: { outcome: { result: 3.32 }, multiplier: 2, centFloat: FLOATS[2], payoutCents: 200 },
  coinflip: { outcome: { side: 'tails' }, multiplier: 1.98, centFloat: FLOATS[1], payoutCents: 198 },
  keno: { outcome: { drawn: [8, 9, 13, 18, 20, 23, 29, 38, 39, 40] }, multiplier: 1.1, centFloat: FLOATS[10], payoutCents: 110 },
  plinko: { outcome: { path: [true, false, false, false, true, false, true, true], slot: 4 }, multiplier: 0.29, centFloat: FLOATS[8], payoutCents: 29 },
  wheel: { outcome: { segment: 7 }, multiplier: 1.56, centFloat: FLOATS[1], payoutCents: 156 },
  mines: { outcome: { mines: [5, 8, 17] }, multiplier: 1.2857, centFloat: FLOATS[3], payoutCents: 129 },
  tower: { outcome: { bombs: [[2], [0], [0], [1], [1], [1], [2], [2]] }, multiplier: 2.2275, centFloat: FLOATS[8], payoutCents: 222 },
  hilo: {
    outcome: {
      cards: [
        36, 15, 8, 19, 27, 20, 48, 51, 48, 49, 18, 1, 25, 37, 9, 18, 11, 48, 29, 37, 46, 36, 47, 16, 4, 49, 1, 32, 22, 17, 6, 34, 0, 27, 35, 47,
        24, 31, 24, 49, 45, 46, 9, 25, 50, 27, 43, 20, 29, 24, 37, 7,
      ],
    },
    multiplier: 1.17,
    centFloat: 0.551934391958639,
    payoutCents: 117,
  },
} as const;

describe('the fairness pages\' worked examples', () => {
  it('hash the example server seed to the published commitment', async () => {
    expect((await fairExample('dice')).serverSeedHash).toBe('4caafd6eac1c357f28d137dd3f049878d5f9daeef2e154169dd5d6b305d0f439');
    expect(EXAMPLE_SEEDS).toEqual({ serverSeed: 'bc9e0df0f8d988da140b49b77a5dfa265961c001201b1f3accb22294ba1390c0', clientSeed: 'my-lucky-seed', nonce: 42 });
  });

  it('sign "clientSeed:nonce:cursor" to the pinned HMACs, and read 4 bytes a float from them', async () => {
    const hilo = await fairExample('hilo');
    expect(hilo.hmacs.map((h) => h.message)).toEqual(HMACS.map((_, cursor) => `my-lucky-seed:42:${cursor}`));
    expect(hilo.hmacs.map((h) => h.hex)).toEqual(HMACS);
    expect(hilo.floats.slice(0, FLOATS.length)).toEqual(FLOATS);
    // By hand from the hex, as the page tells a stranger to: bytes 0-3 of cursor 0, bytes 0-3 of cursor 1.
    const bytes = (hex: string, at: number) => [0, 1, 2, 3].map((i) => parseInt(hex.slice((at + i) * 2, (at + i) * 2 + 2), 16)) as [number, number, number, number];
    expect(bytesToFloat(...bytes(HMACS[0]!, 0))).toBe(FLOATS[0]);
    expect(bytesToFloat(...bytes(HMACS[0]!, 4))).toBe(FLOATS[1]);
    expect(bytesToFloat(...bytes(HMACS[1]!, 0))).toBe(FLOATS[8]);
    expect(FLOATS[0]).toBe(0xb3 / 256 + 0xb5 / 256 ** 2 + 0x5c / 256 ** 3 + 0x72 / 256 ** 4);
  });

  it.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])('%s: outcome, multiplier, cent float and payout of the example bet', async (game) => {
    const example = await fairExample(game);
    const expected = EXPECTED[game];
    expect(example.params).toEqual(EXAMPLE_PARAMS[game]);
    expect(example.outcome).toEqual(expected.outcome);
    expect(example.multiplier).toBe(expected.multiplier);
    expect(example.centFloat).toBe(expected.centFloat);
    expect(example.stakeCents).toBe(100);
    expect(example.payoutCents).toBe(expected.payoutCents);
    expect(example.floats).toHaveLength(outcomeFloats(game, example.params));
    expect(example.hmacs.map((h) => h.hex)).toEqual(HMACS.slice(0, example.hmacs.length));
  });

  it('crash: the round hash and the salt give the pinned HMAC, 52 bits, crash point and previous hash', async () => {
    expect(EXAMPLE_CRASH).toEqual({ hash: '8e4c04b8c0026dd5c84e3872371eec2e88184f336760bbc4b9035990a23a256a', salt: '3f1d9a0c55e2b7a4c8d06e1f92ab437c' });
    const example = await crashExample();
    expect(example.hmac).toBe('5eca3b287dba11d924024d4865e88a8eaa512a86e11f1777d89d923f647c89a5');
    expect(example.head).toBe('5eca3b287dba1');
    expect(example.r).toBe(0x5eca3b287dba1 / 2 ** 52);
    expect(example.point).toBe(1.57);
    expect(Math.floor((0.99 / (1 - example.r)) * 100) / 100).toBe(1.57);
    expect(example.previousHash).toBe('c1742b382c1c066b9a681b49b170764876e063fa4bf25c6c65445358382d3a36');
  });
});
