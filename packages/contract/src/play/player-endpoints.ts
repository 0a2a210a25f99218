import { endpoint } from '../common/endpoint.ts';
import type { FailureStatus } from '../common/endpoint.ts';
import { GAME_PATHS } from '../games/paths.ts';
import {
  launchGameSchema,
  launchResultSchema,
  lotteryNumeroQuerySchema,
  lotteryNumeroSchema,
  lotteryVerifyQuerySchema,
  lotteryVerifySchema,
  lotteryVnNumeroQuerySchema,
  lotteryVnNumeroSchema,
  lotteryVnRecentQuerySchema,
  lotteryVnRecentSchema,
} from '../games/schemas.ts';
import { MONEY_PATHS } from '../money/paths.ts';
import {
  betRecordParamsSchema,
  betRecordQuerySchema,
  betRecordSchema,
  betRecordsSchema,
  lotteryCancelSchema,
  lotteryOrderDetailQuerySchema,
  lotteryOrdersQuerySchema,
} from '../money/schemas.ts';
import { originalGamePath, PLAY_PATHS } from './paths.ts';
import { HISTORY_GAMES, ONE_SHOT_GAMES, STEP_GAMES } from './rules.ts';
import type { HistoryGame, OneShotGame, StepGame } from './rules.ts';
import {
  cashoutSchema,
  crashBetResultSchema,
  crashBetSchema,
  crashCashoutResultSchema,
  crashCashoutSchema,
  crashChainSchema,
  crashStateSchema,
  fairnessSchema,
  historyQuerySchema,
  jackpotSchema,
  launchGameBodySchema,
  lotteryCancelResultSchema,
  oneShotBetSchemas,
  originalActiveSchema,
  originalHistorySchema,
  originalRoundSchema,
  originalsConfigSchema,
  originalsFeedQuerySchema,
  originalsFeedSchema,
  playSessionSchema,
  realityCheckSchema,
  rotateSeedsBodySchema,
  roundProofParamsSchema,
  seedsSchema,
  stepActSchemas,
  stepStartSchemas,
  transferWalletSchema,
} from './schemas.ts';

/** What every in-house game's member route may answer besides its value. */
const ORIGINAL_FAILURES = [400, 401, 403, 404, 409] as const satisfies readonly FailureStatus[];
const RECORDS_FAILURES = [400, 401, 403, 404, 409] as const satisfies readonly FailureStatus[];
const LOTTERY_FAILURES = [400, 404, 500] as const satisfies readonly FailureStatus[];

// In-house games, one route per game and action: each game's descriptor is made by the same function, so
// every game is described alike, and typed with its own path and body (the web's call of
// `/wps/originals/dice/bet` takes dice's body).

function originalBet<G extends OneShotGame>(game: G) {
  return endpoint({
    method: 'POST',
    path: originalGamePath(PLAY_PATHS.originalBet, game),
    access: 'session',
    tags: ['originals'],
    summary: `${game}: one round, staked and settled at once (requestId makes it idempotent)`,
    body: oneShotBetSchemas[game],
    response: originalRoundSchema,
    failures: ORIGINAL_FAILURES,
  });
}

function originalStart<G extends StepGame>(game: G) {
  return endpoint({
    method: 'POST',
    path: originalGamePath(PLAY_PATHS.originalStart, game),
    access: 'session',
    tags: ['originals'],
    summary: `${game}: stake and open a round (one open round per game)`,
    body: stepStartSchemas[game],
    response: originalRoundSchema,
    failures: ORIGINAL_FAILURES,
  });
}

function originalAct<G extends StepGame>(game: G) {
  return endpoint({
    method: 'POST',
    path: originalGamePath(PLAY_PATHS.originalAct, game),
    access: 'session',
    tags: ['originals'],
    summary: `${game}: one move on the open round (a loss closes it)`,
    body: stepActSchemas[game],
    response: originalRoundSchema,
    failures: ORIGINAL_FAILURES,
  });
}

function originalCashout<G extends StepGame>(game: G) {
  return endpoint({
    method: 'POST',
    path: originalGamePath(PLAY_PATHS.originalCashout, game),
    access: 'session',
    tags: ['originals'],
    summary: `${game}: cash the open round out at its current multiplier (at least one move)`,
    body: cashoutSchema,
    response: originalRoundSchema,
    failures: ORIGINAL_FAILURES,
  });
}

function originalActive<G extends StepGame>(game: G) {
  return endpoint({
    method: 'GET',
    path: originalGamePath(PLAY_PATHS.originalActive, game),
    access: 'session',
    tags: ['originals'],
    summary: `${game}: the member's open round, if any`,
    response: originalActiveSchema,
    failures: ORIGINAL_FAILURES,
  });
}

function originalHistory<G extends HistoryGame>(game: G) {
  return endpoint({
    method: 'GET',
    path: originalGamePath(PLAY_PATHS.originalHistory, game),
    access: 'session',
    tags: ['originals'],
    summary: `${game}: the member's last rounds, newest first`,
    query: historyQuerySchema,
    response: originalHistorySchema,
    failures: ORIGINAL_FAILURES,
  });
}

/** One descriptor per game, named `<game><Action>` (diceBet, minesStart …). */
function perGame<G extends string, S extends string>(games: readonly G[], suffix: S, make: (game: G) => object): Record<`${G}${S}`, unknown> {
  return Object.fromEntries(games.map((game) => [`${game}${suffix}`, make(game)])) as Record<`${G}${S}`, unknown>;
}

/** The per-game descriptors, each typed as its own game's (the table is built by perGame). */
type OriginalGameEndpoints = { [G in OneShotGame as `${G}Bet`]: ReturnType<typeof originalBet<G>> } & {
  [G in StepGame as `${G}Start`]: ReturnType<typeof originalStart<G>>;
} & { [G in StepGame as `${G}Act`]: ReturnType<typeof originalAct<G>> } & {
  [G in StepGame as `${G}Cashout`]: ReturnType<typeof originalCashout<G>>;
} & { [G in StepGame as `${G}Active`]: ReturnType<typeof originalActive<G>> } & {
  [G in HistoryGame as `${G}History`]: ReturnType<typeof originalHistory<G>>;
};

const ORIGINAL_GAME_ENDPOINTS = {
  ...perGame(ONE_SHOT_GAMES, 'Bet', originalBet),
  ...perGame(STEP_GAMES, 'Start', originalStart),
  ...perGame(STEP_GAMES, 'Act', originalAct),
  ...perGame(STEP_GAMES, 'Cashout', originalCashout),
  ...perGame(STEP_GAMES, 'Active', originalActive),
  ...perGame(HISTORY_GAMES, 'History', originalHistory),
} as OriginalGameEndpoints;

/** The play area's player routes: in-house games and crash, fairness, responsible play, the jackpot, lottery draws and orders, bet records, the game launch. */
export const PLAY_PLAYER_ENDPOINTS = {
  originalsConfig: endpoint({
    method: 'GET',
    path: PLAY_PATHS.originalsConfig,
    access: 'public',
    tags: ['originals'],
    summary: "In-house games: the merchant's limits per game, declared RTPs and the reality-check interval",
    response: originalsConfigSchema,
    failures: [400],
  }),
  originalsFeed: endpoint({
    method: 'GET',
    path: PLAY_PATHS.originalsFeed,
    access: 'public',
    tags: ['originals'],
    summary: "The in-house games' last settled bets of the merchant (real money, names masked): everyone's, high rollers' or the member's own (a session needed)",
    query: originalsFeedQuerySchema,
    response: originalsFeedSchema,
    failures: [400, 401],
  }),
  originalSeeds: endpoint({
    method: 'GET',
    path: PLAY_PATHS.seeds,
    access: 'session',
    tags: ['originals'],
    summary: "The member's active seed pair (server seed hashed) and the previous pair revealed",
    response: seedsSchema,
    failures: ORIGINAL_FAILURES,
  }),
  rotateOriginalSeeds: endpoint({
    method: 'POST',
    path: PLAY_PATHS.rotateSeeds,
    access: 'session',
    tags: ['originals'],
    summary: 'Reveal the active server seed and start a new pair (409 while a step round is open on it)',
    body: rotateSeedsBodySchema,
    response: seedsSchema,
    failures: ORIGINAL_FAILURES,
  }),
  ...ORIGINAL_GAME_ENDPOINTS,
  roundProof: endpoint({
    method: 'GET',
    path: PLAY_PATHS.roundProof,
    access: 'session',
    tags: ['originals'],
    summary: "A round's fairness proof (own rounds only); the server seed once its pair is rotated",
    params: roundProofParamsSchema,
    response: fairnessSchema,
    failures: ORIGINAL_FAILURES,
  }),
  playSession: endpoint({
    method: 'GET',
    path: PLAY_PATHS.playSession,
    access: 'session',
    tags: ['play'],
    summary: 'The play session: since when, rounds, net result, the next reality check',
    response: playSessionSchema,
    failures: ORIGINAL_FAILURES,
  }),
  realityCheck: endpoint({
    method: 'POST',
    path: PLAY_PATHS.realityCheck,
    access: 'session',
    tags: ['play'],
    summary: 'Answer the reality check: continue (the next is due an interval later) or stop (the play session ends)',
    body: realityCheckSchema,
    response: playSessionSchema,
    failures: ORIGINAL_FAILURES,
  }),

  // Crash over HTTP (the live round itself is the WebSocket at PLAY_PATHS.crashSocket)
  crashState: endpoint({
    method: 'GET',
    path: PLAY_PATHS.crashState,
    access: 'public',
    tags: ['games'],
    summary: "The merchant's crash round now: phase, start, server time, bets (yours marked), the last 20 crash points",
    response: crashStateSchema,
    failures: [400, 503],
  }),
  crashChain: endpoint({
    method: 'GET',
    path: PLAY_PATHS.crashChain,
    access: 'public',
    tags: ['games'],
    summary: "The merchant's crash hash chain: terminal hash, length and salt (each crashed round's hash SHA-256s to the one before)",
    response: crashChainSchema,
    failures: [400, 404, 503],
  }),
  crashBet: endpoint({
    method: 'POST',
    path: PLAY_PATHS.crashBet,
    access: 'session',
    tags: ['games'],
    summary:
      "A bet on the round in its betting phase (one per member and round), with an optional auto-cash-out target and auto-bet run (409 past the run's limit or while the reality check is due)",
    body: crashBetSchema,
    response: crashBetResultSchema,
    failures: [400, 401, 403, 409, 503],
  }),
  crashCashout: endpoint({
    method: 'POST',
    path: PLAY_PATHS.crashCashout,
    access: 'session',
    tags: ['games'],
    summary: "Cashes out the member's bet at the multiplier of the server's time now (409 once the round has crashed)",
    body: crashCashoutSchema,
    response: crashCashoutResultSchema,
    failures: [400, 401, 403, 409],
  }),

  jackpot: endpoint({
    method: 'GET',
    path: PLAY_PATHS.jackpot,
    access: 'public',
    tags: ['games'],
    summary: "The merchant's progressive jackpot pools: what each holds now and its last win",
    response: jackpotSchema,
    failures: [400],
  }),

  transferWallet: endpoint({
    method: 'GET',
    path: PLAY_PATHS.transferWallet,
    access: 'session',
    tags: ['games'],
    summary: "The member's money in transfer-wallet games' own wallets (moved at launch, back at the lobby)",
    response: transferWalletSchema,
    failures: [401, 409, 503],
  }),
  transferWalletReturn: endpoint({
    method: 'POST',
    path: PLAY_PATHS.transferWalletReturn,
    access: 'session',
    tags: ['games'],
    summary: "Brings the member's money back from every transfer-wallet game (the lobby calls it when the player returns)",
    response: transferWalletSchema,
    failures: [401, 409, 503],
  }),
  launchGame: endpoint({
    method: 'POST',
    path: GAME_PATHS.launch,
    access: 'session',
    tags: ['games'],
    summary: 'Launch a game: the URL to open',
    description:
      'Parameters in the query, the body (JSON or form) or both (the body wins). nodeId, or vendor and ' +
      'gameCode for the lottery launch (with prizeMode and playType). Trial accounts launch freeplay ' +
      'games only. The play is recorded as recent.',
    query: launchGameSchema,
    body: launchGameBodySchema,
    response: launchResultSchema,
    failures: [400, 401, 403, 404, 500],
  }),

  // Lottery draws (public; the same answer for everyone asking the same)
  lotteryNumero: endpoint({
    method: 'GET',
    path: GAME_PATHS.lotteryNumero,
    access: 'public',
    tags: ['lottery'],
    summary: 'The latest draw of every lottery game of the merchant (or of one gameCode)',
    description:
      'Each game with its latest draw (result, revealed server seed) and the next draw (time, SHA-256 of its ' +
      'seed, published before it). Recompute a result: lotteryResult(format, serverSeed, drawId) in the ' +
      'contract, i.e. HMAC-SHA256(serverSeed, "<drawId>:<cursor>") bytes, each byte below the largest ' +
      'multiple of the range taken modulo the range; or ask ' +
      GAME_PATHS.lotteryVerify +
      '.',
    query: lotteryNumeroQuerySchema,
    response: lotteryNumeroSchema,
    failures: LOTTERY_FAILURES,
  }),
  lotteryVnNumero: endpoint({
    method: 'GET',
    path: GAME_PATHS.lotteryVnNumero,
    access: 'public',
    tags: ['lottery'],
    summary: 'The latest draw of every Vietnamese lottery game, grouped by region',
    query: lotteryVnNumeroQuerySchema,
    response: lotteryVnNumeroSchema,
    failures: LOTTERY_FAILURES,
  }),
  lotteryVnRecent: endpoint({
    method: 'GET',
    path: GAME_PATHS.lotteryVnRecent,
    access: 'public',
    tags: ['lottery'],
    summary: 'The last draws of one Vietnamese lottery game, newest first',
    query: lotteryVnRecentQuerySchema,
    response: lotteryVnRecentSchema,
    failures: LOTTERY_FAILURES,
  }),
  lotteryVerify: endpoint({
    method: 'GET',
    path: GAME_PATHS.lotteryVerify,
    access: 'public',
    tags: ['lottery'],
    summary: 'One drawn draw recomputed from its revealed seed: the hash and the result checked',
    query: lotteryVerifyQuerySchema,
    response: lotteryVerifySchema,
    failures: LOTTERY_FAILURES,
  }),

  // The member's rounds (bet records) and the lottery orders read from them
  betRecords: endpoint({
    method: 'GET',
    path: MONEY_PATHS.betRecords,
    access: 'session',
    tags: ['records'],
    summary: "The member's rounds (newest first) with totals for the range; needs TRANSBETREPMEM3",
    query: betRecordQuerySchema,
    response: betRecordsSchema,
    failures: RECORDS_FAILURES,
  }),
  betRecord: endpoint({
    method: 'GET',
    path: MONEY_PATHS.betRecord,
    access: 'session',
    tags: ['records'],
    summary: 'One round of the member, with its fairness proof for in-house games',
    params: betRecordParamsSchema,
    response: betRecordSchema,
    failures: RECORDS_FAILURES,
  }),
  lotteryOrders: endpoint({
    method: 'GET',
    path: MONEY_PATHS.lotteryOrders,
    access: 'session',
    tags: ['records'],
    summary: "The member's lottery orders (lottery rounds), newest first",
    query: lotteryOrdersQuerySchema,
    response: betRecordsSchema,
    failures: RECORDS_FAILURES,
  }),
  lotteryOrderDetail: endpoint({
    method: 'GET',
    path: MONEY_PATHS.lotteryOrderDetail,
    access: 'session',
    tags: ['records'],
    summary: 'One lottery order of the member',
    query: lotteryOrderDetailQuerySchema,
    response: betRecordSchema,
    failures: RECORDS_FAILURES,
  }),
  cancelLotteryOrder: endpoint({
    method: 'POST',
    path: MONEY_PATHS.lotterySubordersCancel,
    access: 'session',
    tags: ['records'],
    summary: 'Cancel a lottery order before its draw: its stakes are returned',
    body: lotteryCancelSchema,
    response: lotteryCancelResultSchema,
    failures: RECORDS_FAILURES,
  }),
} as const;
