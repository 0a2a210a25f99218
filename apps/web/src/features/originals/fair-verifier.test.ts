import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  crashRoundPoint,
  EXAMPLE_PARAMS,
  fairExample,
  fairFloats,
  fairOutcome,
  fairWinMultiplier,
  hiloChance,
  KENO_PAYTABLES,
  outcomeFloats,
  payoutCents,
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_TABLES,
  sha256Hex,
  TOWER_MODES,
  WHEEL_SEGMENTS,
  WHEEL_TABLES,
  type OriginalGame,
} from '@lobby/contract/rules';

/**
 * The downloadable verifier (public/fair-verifier.html) repeats the games' math in its own plain script, so
 * that a player need not trust our code to check us. Here that script runs against the contract's own
 * functions: for random seeds and random bets of every game its HMACs, outcomes, multipliers and payouts
 * must be the contract's, and its crash points and chain walks too. Any drift fails.
 */
const HTML = readFileSync(join(__dirname, '../../../public/fair-verifier.html'), 'utf8');

interface Verifier {
  hex(bytes: Uint8Array): string;
  sha256Hex(text: string): Promise<string>;
  round(
    game: string,
    seeds: { serverSeed: string; clientSeed: string; nonce: number },
    params: Record<string, unknown>,
    stakeCents?: number,
  ): Promise<{ hmacs: { message: string; hex: string }[]; floats: number[]; outcome: Record<string, unknown>; multiplier: number; centFloat: number; payoutCents?: number }>;
  crash(hash: string, salt: string): Promise<{ point: number; hmac: string }>;
  walk(hash: string, target: string, max: number): Promise<number | null>;
  tables: { keno: Record<string, number[]>; plinko: Record<string, number[]>; wheel: Record<string, number[]> };
  templates: Record<string, Record<string, unknown>>;
}

function loadVerifier(): Verifier {
  const scripts = [...HTML.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  // As a browser would run it, minus the page (no form in this document: the UI part stands aside).
  return new Function(`${scripts[0]!}\nreturn FairVerifier;`)() as Verifier;
}

const V = loadVerifier();

const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T,>(items: readonly T[]): T => items[rand(items.length)]!;
const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
function distinct(count: number, below: number, from = 0): number[] {
  const out = new Set<number>();
  while (out.size < count) out.add(from + rand(below));
  return [...out];
}

type SeedGame = Exclude<OriginalGame, 'crash'>;
const GAMES: SeedGame[] = ['dice', 'limbo', 'mines', 'hilo', 'coinflip', 'tower', 'keno', 'plinko', 'wheel'];

/** A random bet (and play) that the game accepts. */
function randomParams(game: SeedGame): Record<string, unknown> {
  switch (game) {
    case 'dice':
      return { target: (100 + rand(9_700)) / 100, direction: pick(['under', 'over'] as const) };
    case 'limbo':
      return { target: pick([1.01, 1.5, 2, 3.33, 10, 100, 1_000_000, (101 + rand(100_000)) / 100]) };
    case 'coinflip':
      return { side: pick(['heads', 'tails']) };
    case 'keno':
      return { picks: distinct(1 + rand(10), 40, 1) };
    case 'plinko':
      return { rows: pick(PLINKO_ROWS), risk: pick(PLINKO_RISKS) };
    case 'wheel':
      return { segments: pick(WHEEL_SEGMENTS), risk: pick(PLINKO_RISKS) };
    case 'mines': {
      const mines = 1 + rand(24);
      return { mines, reveal: distinct(rand(Math.min(4, 25 - mines) + 1), 25) };
    }
    case 'tower': {
      const mode = pick(Object.keys(TOWER_MODES) as (keyof typeof TOWER_MODES)[]);
      return { mode, picks: Array.from({ length: rand(9) }, () => rand(TOWER_MODES[mode].tiles)) };
    }
    case 'hilo':
      return { guesses: Array.from({ length: rand(4) }, () => pick(['higher', 'lower'] as const)) };
  }
}

describe('the standalone verifier', () => {
  it('is one self-contained file: no imports, no external scripts, styles or requests', () => {
    expect(HTML).not.toMatch(/<script[^>]+src=/);
    expect(HTML).not.toMatch(/<link[^>]+href=/);
    expect(HTML).not.toMatch(/\bimport\s*\(|\bimport\s+[\w{*]|\bfetch\(|XMLHttpRequest|https?:\/\//);
    expect(HTML).toContain("default-src 'none'");
  });

  it('carries the contract\'s keno, plinko and wheel tables and its example bets', () => {
    expect(V.tables.keno).toEqual(KENO_PAYTABLES);
    expect(V.tables.plinko).toEqual(PLINKO_TABLES);
    expect(V.tables.wheel).toEqual(WHEEL_TABLES);
    expect(V.templates).toEqual(EXAMPLE_PARAMS);
  });

  it('reproduces the fairness pages\' worked examples', async () => {
    for (const game of GAMES) {
      const example = await fairExample(game);
      const got = await V.round(game, example.seeds, example.params, example.stakeCents);
      expect(got.hmacs).toEqual(example.hmacs.map(({ message, hex }) => ({ cursor: expect.any(Number) as number, message, hex })));
      expect({ outcome: got.outcome, multiplier: got.multiplier, centFloat: got.centFloat, payout: got.payoutCents }, game).toEqual({
        outcome: example.outcome,
        multiplier: example.multiplier,
        centFloat: example.centFloat,
        payout: example.payoutCents,
      });
    }
  });

  it.each(GAMES)('%s: the contract\'s outcome, multiplier and payout for 60 random seeds and bets', async (game) => {
    for (let i = 0; i < 60; i++) {
      const seeds = { serverSeed: randomHex(32), clientSeed: randomHex(1 + rand(12)), nonce: rand(1_000_000) };
      const params = randomParams(game);
      const stakeCents = 1 + rand(1_000_000);
      const count = outcomeFloats(game, params);
      const floats = await fairFloats(seeds, count + 1);
      const outcome = fairOutcome(game, floats.slice(0, count), params);
      const multiplier = fairWinMultiplier(game, outcome, params);
      const want = { outcome, multiplier, centFloat: floats[count], payout: payoutCents(stakeCents, multiplier, floats[count]!) };
      const got = await V.round(game, seeds, params, stakeCents);
      expect({ outcome: got.outcome, multiplier: got.multiplier, centFloat: got.centFloat, payout: got.payoutCents }, JSON.stringify({ seeds, params })).toEqual(want);
      expect(got.floats).toEqual(floats.slice(0, count));
    }
  });

  it('hi-lo: a guess on every card of a shoe pays what the contract pays', async () => {
    const seeds = { serverSeed: randomHex(32), clientSeed: 'shoe', nonce: 3 };
    const { outcome } = await V.round('hilo', seeds, {});
    const ranks = (outcome.cards as number[]).map((c) => (c % 13) + 1);
    // Always the likelier side: a long winning path, so the product of chances is exercised.
    const guesses = ranks.slice(0, 12).map((r) => (hiloChance(r, 'higher') >= hiloChance(r, 'lower') ? 'higher' : 'lower'));
    const got = await V.round('hilo', seeds, { guesses });
    expect(got.multiplier).toBe(fairWinMultiplier('hilo', outcome, { guesses }));
  });

  it('crash: the contract\'s crash point for 300 random hashes and salts, and walks a hash to a later one', async () => {
    for (let i = 0; i < 300; i++) {
      const hash = randomHex(32);
      const salt = pick([randomHex(16), randomHex(32), `round-salt-${i}`]);
      expect((await V.crash(hash, salt)).point, `${hash} ${salt}`).toBe(await crashRoundPoint(hash, salt));
    }
    const start = randomHex(32);
    let later = start;
    for (let i = 0; i < 25; i++) later = await sha256Hex(later);
    expect(await V.walk(start, later, 100)).toBe(25);
    expect(await V.walk(start, later, 10)).toBeNull();
  });
});
