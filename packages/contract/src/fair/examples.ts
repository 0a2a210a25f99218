/**
 * The worked examples of the public fairness pages: fixed seeds run through the same functions the server
 * settles with, so a stranger can redo each step with any HMAC-SHA256 tool and land on the same numbers.
 * examples.test.ts pins every value, so a change to the algorithm cannot slip past the published pages.
 */
import { fairFloats, type FairSeeds } from './floats.ts';
import {
  coinSide,
  COINFLIP_MULTIPLIER,
  crashPointFromHash,
  diceMultiplier,
  diceRoll,
  diceWins,
  HILO_MAX_CARDS,
  hiloCard,
  hiloChance,
  hiloMultiplier,
  hiloWins,
  KENO_PAYTABLES,
  kenoDraw,
  limboResult,
  minePositions,
  minesMultiplier,
  outcomeFloats,
  payoutCents,
  PLINKO_TABLES,
  plinkoPath,
  towerBombs,
  towerMultiplier,
  WHEEL_TABLES,
  wheelSegment,
  type DiceBet,
  type HiloGuess,
  type OriginalGame,
  type PlinkoRows,
  type TowerMode,
  type WheelSegments,
} from './games.ts';
import { hmacSha256, sha256Hex, toHex } from './hmac.ts';

/**
 * A round's outcome from its floats (the first `outcomeFloats(game, params)` of the round), named as the
 * server records it. Crash has no floats: its rounds come from the hash chain (crashPointFromHash).
 */
export function fairOutcome(game: Exclude<OriginalGame, 'crash'>, floats: readonly number[], params: Record<string, unknown>): Record<string, unknown> {
  switch (game) {
    case 'dice':
      return { roll: diceRoll(floats[0]!) };
    case 'limbo':
      return { result: limboResult(floats[0]!, floats[1]!) };
    case 'coinflip':
      return { side: coinSide(floats[0]!) };
    case 'keno':
      return { drawn: kenoDraw(floats) };
    case 'plinko':
      return plinkoPath(Number(params.rows) as PlinkoRows, floats);
    case 'wheel':
      return { segment: wheelSegment(Number(params.segments) as WheelSegments, floats[0]!) };
    case 'mines':
      return { mines: minePositions(Number(params.mines), floats) };
    case 'tower':
      return { bombs: towerBombs(String(params.mode) as TowerMode, floats) };
    case 'hilo':
      return { cards: floats.slice(0, HILO_MAX_CARDS).map((f) => hiloCard(f).index) };
  }
}

/**
 * The multiplier a bet wins on an outcome (0 on a loss). One-shot games read their bet from `params`; the
 * step games read a play: mines `reveal` (tiles, then cash out), tower `picks` (a tile per level, then cash
 * out), hi-lo `guesses` (one per card from the first, then cash out).
 */
export function fairWinMultiplier(game: Exclude<OriginalGame, 'crash'>, outcome: Record<string, unknown>, params: Record<string, unknown>): number {
  switch (game) {
    case 'dice': {
      const bet = params as unknown as DiceBet;
      return diceWins(bet, outcome.roll as number) ? diceMultiplier(bet) : 0;
    }
    case 'limbo':
      return (outcome.result as number) >= Number(params.target) ? Number(params.target) : 0;
    case 'coinflip':
      return outcome.side === params.side ? COINFLIP_MULTIPLIER : 0;
    case 'keno': {
      const picks = params.picks as number[];
      const drawn = outcome.drawn as number[];
      return KENO_PAYTABLES[picks.length]![picks.filter((p) => drawn.includes(p)).length]!;
    }
    case 'plinko':
      return PLINKO_TABLES[`${String(params.rows)}:${String(params.risk)}`]![outcome.slot as number]!;
    case 'wheel':
      return WHEEL_TABLES[`${String(params.segments)}:${String(params.risk)}`]![outcome.segment as number]!;
    case 'mines': {
      const reveal = (params.reveal as number[] | undefined) ?? [];
      const mines = outcome.mines as number[];
      return reveal.some((tile) => mines.includes(tile)) ? 0 : minesMultiplier(Number(params.mines), reveal.length);
    }
    case 'tower': {
      const picks = (params.picks as number[] | undefined) ?? [];
      const bombs = outcome.bombs as number[][];
      return picks.some((tile, level) => bombs[level]!.includes(tile)) ? 0 : towerMultiplier(String(params.mode) as TowerMode, picks.length);
    }
    case 'hilo': {
      const guesses = (params.guesses as HiloGuess[] | undefined) ?? [];
      const cards = (outcome.cards as number[]).map((index) => (index % 13) + 1);
      let chance = 1;
      for (const [i, guess] of guesses.entries()) {
        if (!hiloWins(cards[i]!, cards[i + 1]!, guess)) return 0;
        chance *= hiloChance(cards[i]!, guess);
      }
      return hiloMultiplier(chance);
    }
  }
}

/** The example's seeds: a revealed server seed, a client seed of the player's choosing, a nonce. */
export const EXAMPLE_SEEDS: FairSeeds = {
  serverSeed: 'bc9e0df0f8d988da140b49b77a5dfa265961c001201b1f3accb22294ba1390c0',
  clientSeed: 'my-lucky-seed',
  nonce: 42,
};

/** The example's stake, in cents (1.00 of any currency). */
export const EXAMPLE_STAKE_CENTS = 100;

/** The bet (and for the step games the play) of each game's example. */
export const EXAMPLE_PARAMS: Record<Exclude<OriginalGame, 'crash'>, Record<string, unknown>> = {
  dice: { target: 49.5, direction: 'over' },
  limbo: { target: 2 },
  coinflip: { side: 'tails' },
  keno: { picks: [3, 8, 14, 22, 29, 35] },
  plinko: { rows: 8, risk: 'medium' },
  wheel: { segments: 10, risk: 'medium' },
  mines: { mines: 3, reveal: [0, 12] },
  tower: { mode: 'medium', picks: [0, 1] },
  hilo: { guesses: ['lower'] },
};

/** One HMAC of a round: the cursor, the message signed with the server seed, and the 32 bytes in hex. */
export interface ExampleHmac {
  cursor: number;
  message: string;
  hex: string;
}

export interface FairExample {
  game: Exclude<OriginalGame, 'crash'>;
  seeds: FairSeeds;
  serverSeedHash: string;
  params: Record<string, unknown>;
  /** every HMAC the round reads: its outcome's floats and the cent float after them */
  hmacs: ExampleHmac[];
  /** the outcome's floats (outcomeFloats of them) */
  floats: number[];
  outcome: Record<string, unknown>;
  /** the float after the outcome's: decides a fraction of a cent */
  centFloat: number;
  stakeCents: number;
  multiplier: number;
  payoutCents: number;
}

/** A game's worked example, computed with the contract's own functions. */
export async function fairExample(game: Exclude<OriginalGame, 'crash'>, seeds: FairSeeds = EXAMPLE_SEEDS, params: Record<string, unknown> = EXAMPLE_PARAMS[game]): Promise<FairExample> {
  const count = outcomeFloats(game, params);
  const all = await fairFloats(seeds, count + 1);
  const hmacs: ExampleHmac[] = [];
  for (let cursor = 0; cursor * 8 < count + 1; cursor++) {
    const message = `${seeds.clientSeed}:${seeds.nonce}:${cursor}`;
    hmacs.push({ cursor, message, hex: toHex(await hmacSha256(seeds.serverSeed, message)) });
  }
  const floats = all.slice(0, count);
  const outcome = fairOutcome(game, floats, params);
  const multiplier = fairWinMultiplier(game, outcome, params);
  const centFloat = all[count]!;
  return {
    game,
    seeds,
    serverSeedHash: await sha256Hex(seeds.serverSeed),
    params,
    hmacs,
    floats,
    outcome,
    centFloat,
    stakeCents: EXAMPLE_STAKE_CENTS,
    multiplier,
    payoutCents: payoutCents(EXAMPLE_STAKE_CENTS, multiplier, centFloat),
  };
}

/** A crash round of the example: its hash in the chain and the chain's published salt. */
export const EXAMPLE_CRASH = {
  hash: '8e4c04b8c0026dd5c84e3872371eec2e88184f336760bbc4b9035990a23a256a',
  salt: '3f1d9a0c55e2b7a4c8d06e1f92ab437c',
} as const;

export interface CrashExample {
  hash: string;
  salt: string;
  /** HMAC-SHA256(key = round hash, message = salt), hex */
  hmac: string;
  /** its first 13 hex digits (52 bits) and the number they make in [0, 1) */
  head: string;
  r: number;
  point: number;
  /** SHA-256 of the round hash (as hex text): the hash of the round before */
  previousHash: string;
}

export async function crashExample(hash: string = EXAMPLE_CRASH.hash, salt: string = EXAMPLE_CRASH.salt): Promise<CrashExample> {
  const hmac = toHex(await hmacSha256(hash, salt));
  const head = hmac.slice(0, 13);
  return { hash, salt, hmac, head, r: parseInt(head, 16) / 2 ** 52, point: crashPointFromHash(hmac), previousHash: await sha256Hex(hash) };
}
