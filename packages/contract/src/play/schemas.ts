import { z } from 'zod';
import { INT32_MAX } from '../common/schemas.ts';
import { PLINKO_RISKS, TOWER_MODES, WHEEL_SEGMENTS, PLINKO_ROWS, KENO_NUMBERS, MINES_TILES } from '../fair/games.ts';
import { ORIGINAL_GAMES } from '../fair/games.ts';
import { launchGameSchema } from '../games/schemas.ts';
import { moneyInputSchema, requestIdSchema } from '../money/schemas.ts';
import { AUTO_BET_MAX_ROUNDS, CLIENT_SEED_PATTERN, ONE_SHOT_GAMES, STEP_GAMES } from './rules.ts';

export const originalGameSchema = z.enum(ORIGINAL_GAMES);
export const oneShotGameSchema = z.enum(ONE_SHOT_GAMES);
export const stepGameSchema = z.enum(STEP_GAMES);

/** Per game, what the merchant allows and what the math returns. */
export const originalConfigSchema = z.object({
  game: originalGameSchema,
  enabled: z.boolean(),
  minBet: z.number(),
  maxBet: z.number(),
  /** the most one round can pay */
  maxPayout: z.number(),
  /** declared return to player, e.g. "99.00%" */
  rtp: z.string(),
});
export const originalsConfigSchema = z.object({
  currency: z.string(),
  games: z.array(originalConfigSchema),
  /** minutes between reality checks (0: off) */
  realityCheckMinutes: z.number().int(),
});
export type OriginalsConfig = z.infer<typeof originalsConfigSchema>;

export const seedsSchema = z.object({
  /** SHA-256 of the active server seed: shown before play, so the seed cannot change afterwards */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** the next round's nonce */
  nonce: z.number().int(),
  /** the pair before the last rotation, server seed revealed */
  previous: z
    .object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), rounds: z.number().int() })
    .nullable(),
});
export type Seeds = z.infer<typeof seedsSchema>;
export const rotateSeedsSchema = z.object({
  /** the client seed of the new pair; default: a fresh random one */
  clientSeed: z.string().regex(CLIENT_SEED_PATTERN, 'letters, digits, _ or -, up to 64').optional(),
});
/** The rotation's body: no body at all rotates to a random client seed. */
export const rotateSeedsBodySchema = rotateSeedsSchema.nullish();

/** What a round is checked with: the seeds' identity, and the server seed once revealed. */
export const fairnessSchema = z.object({
  game: originalGameSchema,
  serverSeedHash: z.string(),
  /** null until the pair is rotated */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  params: z.record(z.string(), z.unknown()),
  outcome: z.record(z.string(), z.unknown()),
});
export type Fairness = z.infer<typeof fairnessSchema>;

/** Auto-bet rounds say so: the server holds a run to its limit and to the reality check. */
const autoSchema = z.object({
  run: z.string().uuid(),
  /** 1-based */
  round: z.number().int().min(1).max(AUTO_BET_MAX_ROUNDS),
  limit: z.number().int().min(1).max(AUTO_BET_MAX_ROUNDS),
});

const betBase = {
  amount: moneyInputSchema,
  requestId: requestIdSchema,
  auto: autoSchema.optional(),
  /** a free bet of this bonus (the player's bonuses name it): the stake must be the bonus's, the brand pays it */
  freeRoundGrantId: z.number().int().min(1).max(INT32_MAX).optional(),
};
const target2 = z.number().min(1.01).max(1_000_000).refine((n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'two decimals');

export const oneShotBetSchemas = {
  dice: z.object({
    ...betBase,
    params: z.object({
      target: z.number().min(1).max(99).refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'two decimals'),
      direction: z.enum(['under', 'over']),
    }),
  }),
  limbo: z.object({ ...betBase, params: z.object({ target: target2 }) }),
  coinflip: z.object({ ...betBase, params: z.object({ side: z.enum(['heads', 'tails']) }) }),
  keno: z.object({
    ...betBase,
    params: z.object({
      picks: z
        .array(z.number().int().min(1).max(KENO_NUMBERS))
        .min(1)
        .max(10)
        .refine((a) => new Set(a).size === a.length, 'no number twice'),
    }),
  }),
  plinko: z.object({
    ...betBase,
    params: z.object({
      rows: z.union(PLINKO_ROWS.map((r) => z.literal(r)) as unknown as [z.ZodLiteral<8>, z.ZodLiteral<12>, z.ZodLiteral<16>]),
      risk: z.enum(PLINKO_RISKS),
    }),
  }),
  wheel: z.object({
    ...betBase,
    params: z.object({
      segments: z.union(WHEEL_SEGMENTS.map((s) => z.literal(s)) as unknown as [z.ZodLiteral<10>, z.ZodLiteral<20>, z.ZodLiteral<30>, z.ZodLiteral<40>, z.ZodLiteral<50>]),
      risk: z.enum(PLINKO_RISKS),
    }),
  }),
} as const;

export const stepStartSchemas = {
  mines: z.object({ ...betBase, params: z.object({ mines: z.number().int().min(1).max(MINES_TILES - 1) }) }),
  tower: z.object({ ...betBase, params: z.object({ mode: z.enum(Object.keys(TOWER_MODES) as [keyof typeof TOWER_MODES, ...(keyof typeof TOWER_MODES)[]]) }) }),
  hilo: z.object({ ...betBase, params: z.object({}).default({}) }),
} as const;

export const stepActSchemas = {
  mines: z.object({ roundId: z.number().int().min(1).max(INT32_MAX), action: z.object({ tile: z.number().int().min(0).max(MINES_TILES - 1) }) }),
  tower: z.object({ roundId: z.number().int().min(1).max(INT32_MAX), action: z.object({ tile: z.number().int().min(0).max(3) }) }),
  hilo: z.object({ roundId: z.number().int().min(1).max(INT32_MAX), action: z.object({ guess: z.enum(['higher', 'lower', 'skip']) }) }),
} as const;

export const cashoutSchema = z.object({ roundId: z.number().int().min(1).max(INT32_MAX) });

/** A settled or ongoing round as the game screen shows it. */
export const originalRoundSchema = z.object({
  roundId: z.number().int(),
  game: originalGameSchema,
  status: z.enum(['open', 'won', 'lost', 'cashed_out']),
  amount: z.number(),
  /** the multiplier paid (or, for an open step game, the one a cash-out pays now) */
  multiplier: z.number(),
  payout: z.number(),
  /** game-specific: the roll, the drawn numbers, the revealed tiles, the cards … */
  outcome: z.record(z.string(), z.unknown()),
  params: z.record(z.string(), z.unknown()),
  /** balance after the round (cash + bonus not held) */
  balance: z.number(),
  currency: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.number(),
});
export type OriginalRound = z.infer<typeof originalRoundSchema>;
/** A step game's open round, or null. */
export const originalActiveSchema = originalRoundSchema.nullable();
/** A member's last rounds of one game, newest first. */
export const originalHistorySchema = z.array(originalRoundSchema);

/** Which bets the live feed lists: everyone's, stakes of a high roller, or the member's own. */
export const FEED_VIEWS = ['all', 'high', 'mine'] as const;
export const originalsFeedQuerySchema = z.object({ view: z.enum(FEED_VIEWS).default('all') });
export const originalsFeedSchema = z.array(
  z.object({
    id: z.number().int(),
    game: originalGameSchema,
    /** masked, as every public list shows members */
    player: z.string(),
    amount: z.number(),
    multiplier: z.number(),
    payout: z.number(),
    at: z.number(),
  }),
);
export type OriginalsFeed = z.infer<typeof originalsFeedSchema>;

export const historyQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
export const roundProofParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });
export const gameParamsSchema = z.object({ game: originalGameSchema });

// Crash

export const crashPhaseSchema = z.enum(['betting', 'running', 'crashed']);
export const crashBetViewSchema = z.object({
  /** the bet's own id: masked names repeat (two players of a round may both be "tr****1") */
  id: z.number().int(),
  /** masked */
  player: z.string(),
  amount: z.number(),
  autoCashout: z.number().nullable(),
  cashedOutAt: z.number().nullable(),
  payout: z.number().nullable(),
  /** the viewer's own bet */
  mine: z.boolean(),
});
export const crashStateSchema = z.object({
  roundId: z.number().int(),
  phase: crashPhaseSchema,
  /** epoch ms: betting closes and the rocket starts */
  startsAt: z.number(),
  /** server time now, for the clock offset */
  now: z.number(),
  crashPoint: z.number().nullable(),
  /** the round's hash, published once it crashed */
  hash: z.string().nullable(),
  bets: z.array(crashBetViewSchema),
  /** the last crash points, newest first */
  history: z.array(z.object({ roundId: z.number().int(), crashPoint: z.number(), hash: z.string() })),
  currency: z.string(),
});
export type CrashState = z.infer<typeof crashStateSchema>;
export const crashBetSchema = z.object({
  amount: moneyInputSchema,
  requestId: requestIdSchema,
  autoCashout: z.number().min(1.01).max(1_000_000).optional(),
  /** a round of an auto-bet run, held to the run's limit like the other in-house games */
  auto: autoSchema.optional(),
});
export const crashCashoutSchema = z.object({ roundId: z.number().int().min(1).max(INT32_MAX) });
/** A bet taken for the round in its betting phase (or the same answer again for a repeated request id). */
export const crashBetResultSchema = z.object({
  roundId: z.number().int(),
  /** the bet's id, as the round's bet list and its events name it */
  betId: z.number().int(),
  amount: z.number(),
  autoCashout: z.number().nullable(),
  /** what the member can play with after the bet */
  balance: z.number(),
  currency: z.string(),
});
export type CrashBetResult = z.infer<typeof crashBetResultSchema>;
/** A cash-out: the multiplier at the server's time of the request (or the auto-cash-out target it passed). */
export const crashCashoutResultSchema = z.object({
  roundId: z.number().int(),
  multiplier: z.number(),
  payout: z.number(),
  balance: z.number(),
  currency: z.string(),
});
export type CrashCashoutResult = z.infer<typeof crashCashoutResultSchema>;
/**
 * A crash chain's commitment. The terminal hash and a future round of a public randomness beacon are fixed
 * together (committedAt, before roundAt); the salt is that round's randomness, so nobody knew it when the
 * chain's seed was chosen, and no round of the chain starts before it is out.
 */
export const crashChainSchema = z.object({
  /** 1, 2, … per brand: a used-up chain is followed by the next */
  number: z.number().int(),
  /** the hash after the chain's last round: every round's hash leads to it by repeated SHA-256 */
  terminalHash: z.string(),
  length: z.number().int(),
  /** when the terminal hash and the beacon round were committed (epoch ms) */
  committedAt: z.number(),
  /** the announced round's randomness (hex); null until that round is published and fetched */
  salt: z.string().nullable(),
  /** null for a chain committed before beacons were used (its salt was made by the server) */
  beacon: z
    .object({
      /** 'drand' (the League of Entropy's quicknet), or 'local' (a development stand-in) */
      name: z.string(),
      /** the beacon's chain: drand's chain hash */
      chain: z.string(),
      round: z.number().int(),
      /** when the round is published (epoch ms) */
      roundAt: z.number(),
      /** the round's signature (its SHA-256 is the salt); null until fetched */
      signature: z.string().nullable(),
      /** where anyone can read the round for themselves; null for the local stand-in */
      url: z.string().nullable(),
    })
    .nullable(),
});
export type CrashChain = z.infer<typeof crashChainSchema>;

/** Events on the crash socket. */
export const crashEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: crashStateSchema }),
  z.object({ type: z.literal('betting'), roundId: z.number().int(), startsAt: z.number() }),
  z.object({ type: z.literal('running'), roundId: z.number().int(), startedAt: z.number() }),
  z.object({ type: z.literal('tick'), roundId: z.number().int(), multiplier: z.number(), at: z.number() }),
  z.object({ type: z.literal('bet'), roundId: z.number().int(), bet: crashBetViewSchema.omit({ mine: true }) }),
  z.object({ type: z.literal('cashout'), roundId: z.number().int(), betId: z.number().int(), player: z.string(), multiplier: z.number(), payout: z.number() }),
  z.object({ type: z.literal('crashed'), roundId: z.number().int(), crashPoint: z.number(), hash: z.string() }),
]);
export type CrashEvent = z.infer<typeof crashEventSchema>;

// Jackpot and responsible play

export const jackpotSchema = z.object({
  pools: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      amount: z.number(),
      currency: z.string(),
      /** the last win, if any */
      lastWin: z.object({ player: z.string(), amount: z.number(), at: z.number() }).nullable(),
    }),
  ),
});

export const playSessionSchema = z.object({
  startedAt: z.number(),
  /** sum of payouts minus stakes since the session started (cents as decimals) */
  net: z.number(),
  rounds: z.number().int(),
  realityCheckMinutes: z.number().int(),
  /** when the next reality check is due (null: off) */
  nextCheckAt: z.number().nullable(),
});
export const realityCheckSchema = z.object({ action: z.enum(['continue', 'stop']) });

// Launch and lottery orders (served by the play modules)

/** The launch's body: JSON or form, or nothing at all (null) when every field is in the query. */
export const launchGameBodySchema = launchGameSchema.nullish();
/** A cancelled lottery order: the balance after its stakes are returned. */
export const lotteryCancelResultSchema = z.object({ balance: z.number() });

/**
 * Money at transfer-wallet vendors: moved to a game's own wallet at launch, back at the lobby. `amount` is what
 * was moved there (the game may have changed it since), in the currency's units.
 */
export const transferWalletSchema = z.object({
  inGame: z.array(
    z.object({
      vendor: z.string(),
      currency: z.string(),
      amount: z.number(),
      /** epoch ms the money went to the game */
      since: z.number(),
    }),
  ),
});
export type TransferWallet = z.infer<typeof transferWalletSchema>;
