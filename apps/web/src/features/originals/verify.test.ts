import { describe, expect, it } from 'vitest';
import { crashPointFromHash, fairFloats, hiloCard, hmacSha256, kenoDraw, plinkoPath, sha256Hex, toHex, towerBombs } from '@lobby/contract/rules';
import { checkCommitment, crashPointOf, outcomeMatches, recomputeOutcome, verifyRound, walkChain } from './verify';

const seeds = { serverSeed: 'server-seed-of-the-test', clientSeed: 'client', nonce: 12 };

describe('recomputing outcomes', () => {
  it('gives each game the fair functions\' result from the same floats', async () => {
    expect(await recomputeOutcome('keno', seeds, { picks: [1] })).toEqual({ drawn: kenoDraw(await fairFloats(seeds, 10)) });
    expect(await recomputeOutcome('plinko', seeds, { rows: 16, risk: 'high' })).toEqual(plinkoPath(16, await fairFloats(seeds, 16)));
    expect(await recomputeOutcome('tower', seeds, { mode: 'expert' })).toEqual({ bombs: towerBombs('expert', await fairFloats(seeds, 16)) });
    const cards = (await recomputeOutcome('hilo', seeds, {})).cards as number[];
    expect(cards).toHaveLength(52);
    expect(cards[0]).toBe(hiloCard((await fairFloats(seeds, 1))[0]!).index);
  });

  it('matches hi-lo by the cards dealt so far, and flags a changed card', async () => {
    const computed = await recomputeOutcome('hilo', seeds, {});
    const deck = computed.cards as number[];
    const dealt = deck.slice(0, 3).map((index) => ({ index, rank: (index % 13) + 1, suit: Math.floor(index / 13) }));
    expect(outcomeMatches('hilo', computed, { cards: dealt, guesses: ['higher', 'skip'] })).toBe(true);
    expect(outcomeMatches('hilo', computed, { cards: [...dealt.slice(0, 2), { index: (deck[2]! + 1) % 52, rank: 1, suit: 0 }] })).toBe(false);
  });

  it('checks the revealed seed against the hash shown before play', async () => {
    const outcome = await recomputeOutcome('mines', seeds, { mines: 5 });
    const good = await verifyRound({ ...seeds, game: 'mines', serverSeedHash: await sha256Hex(seeds.serverSeed), params: { mines: 5 }, outcome: { ...outcome, revealed: [] } });
    expect(good).toMatchObject({ hashMatches: true, matches: true });
    const bad = await verifyRound({ ...seeds, game: 'mines', serverSeedHash: 'ab'.repeat(32), params: { mines: 5 }, outcome: { mines: [0, 1, 2, 3, 4] } });
    expect(bad.hashMatches).toBe(false);
  });
});

describe('crash chain', () => {
  it('walks a round hash to the chain end and derives the crash point with the salt', async () => {
    const h3 = 'a1'.repeat(32);
    const h2 = await sha256Hex(h3);
    const h1 = await sha256Hex(h2);
    const terminal = await sha256Hex(h1);
    expect(await walkChain(h3, terminal, 10)).toBe(3);
    expect(await walkChain(h3, 'ff'.repeat(32), 10)).toBeNull();
    expect(await crashPointOf(h3, 'salty')).toBe(crashPointFromHash(toHex(await hmacSha256(h3, 'salty'))));
  });
});

describe('a crash chain commitment', () => {
  const signature = 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b';
  const randomness = 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587';
  const beacon = { name: 'drand', chain: 'c'.repeat(64), round: 657_413, roundAt: 1_000_030_500, signature, url: null };

  it('counts the lead from the commitment to the round, and checks the salt against the round signature', async () => {
    expect(await checkCommitment({ committedAt: 1_000_000_000, salt: randomness, beacon })).toEqual({ leadSeconds: 30, saltMatches: true });
    expect(await checkCommitment({ committedAt: 1_000_000_000, salt: 'ab'.repeat(32), beacon })).toEqual({ leadSeconds: 30, saltMatches: false });
    // not out yet: nothing to compare
    expect(await checkCommitment({ committedAt: 1_000_000_000, salt: null, beacon: { ...beacon, signature: null } })).toEqual({ leadSeconds: 30, saltMatches: null });
    // a round that came out before the commitment
    expect((await checkCommitment({ committedAt: 1_000_040_000, salt: randomness, beacon })).leadSeconds).toBeLessThan(0);
    // a chain from before beacons
    expect(await checkCommitment({ committedAt: 1, salt: 'ab', beacon: null })).toEqual({ leadSeconds: null, saltMatches: null });
  });
});
