import { randomBytes } from 'node:crypto';
import {
  amountToCents,
  centsToAmount,
  DECLARED_RTP,
  fairFloats,
  firstStepMultiplier,
  floorMultiplier,
  INHOUSE_GAME_CODES,
  INHOUSE_VENDOR,
  maxStakeFor,
  ORIGINAL_GAMES,
  outcomeFloats,
  payoutCents,
  sha256Hex,
  STEP_GAMES,
  topMultiplier,
} from '@lobby/contract';
import type { Fairness, OneShotGame, OriginalGame, OriginalRound, OriginalsConfig, Seeds, StepGame } from '@lobby/contract';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { OriginalRoundRow, OriginalSeedRow } from '../../../db/schema.ts';
import { defaultLimits } from '@lobby/contract/rules';
import type { GameLimits } from '@lobby/contract/rules';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { GameCatalogue } from '../../catalogue/catalogue/index.ts';
import type { LedgerBook, Purse } from '../../money/ledger/index.ts';
import { RoundError } from '../rounds/index.ts';
import type { GameRef, RoundsService } from '../rounds/index.ts';
import { actStep, checkOneShot, multiplierIfWon, playOneShot, publicOutcome, roundFloats, startStep, stepMultiplier, stepsOf } from './games.ts';
import type { StepState, StoredStep } from './games.ts';
import { checkAutoRound, countAutoRound } from './auto-runs.ts';
import type { AutoRound } from './auto-runs.ts';
import type { OriginalsRepository } from './repository.ts';

/** Rounds of the in-house games are this integration's transactions on the rounds service. */
export const ORIGINALS_INTEGRATION = INHOUSE_VENDOR;

const CODE_OF = Object.fromEntries(Object.entries(INHOUSE_GAME_CODES).map(([code, game]) => [game, code])) as Record<OriginalGame, string>;

export interface BetInput {
  amount: number;
  requestId: string;
  params: Record<string, unknown>;
  auto?: AutoRound;
  /** a free bet of this bonus grant */
  freeRoundGrantId?: number;
}

/** Who plays: the wallet context and the login session (the play session and its reality check hang on it). */
export interface Player {
  purse: Purse;
  sessionId: string;
  merchant: ResolvedMerchant;
}

export interface OriginalsServiceDeps {
  repository: OriginalsRepository;
  rounds: RoundsService;
  catalogue: GameCatalogue;
  /** a write transaction (seeds) */
  transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  /** refuses a new stake while the player's reality check is due */
  assertMayStake: (player: Player) => Promise<void>;
  now: () => number;
}

function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

function parse<T>(text: string): T {
  return JSON.parse(text) as T;
}

/** The same JSON for the same params, whatever order their keys came in (a replay compares them). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a win pays: stake x multiplier with the round's cent float (exact in expectation). Stakes and moves
 * whose win could pass the merchant's cap are refused before they are played (aboveCap), so the cut below
 * only guards against a cap lowered while a round was open; the round then records that it was capped.
 */
function capped(amountCents: number, multiplier: number, cent: number, maxPayout: number): { multiplier: number; payout: number; capped: boolean } {
  const payout = payoutCents(amountCents, multiplier, cent);
  if (payout <= maxPayout) return { multiplier, payout, capped: false };
  return { multiplier: floorMultiplier(maxPayout / amountCents), payout: maxPayout, capped: true };
}

/** A stake whose win at `multiplier` would pass the cap: refused, naming the cap and the largest stake that fits. */
function aboveCap(amountCents: number, multiplier: number, maxPayout: number, move = false): AppError | null {
  if (amountCents * multiplier <= maxPayout + 1e-6) return null;
  return new AppError(move ? 'play.payout.move' : 'play.payout.cap', {
    value: { maxPayout: centsToAmount(maxPayout), ...(move ? {} : { maxStake: centsToAmount(Math.max(0, maxStakeFor(multiplier, maxPayout))) }) },
  });
}

function refusal(err: unknown): never {
  if (err instanceof RoundError) {
    if (err.code === 'insufficient_funds') throw new AppError('wallet.insufficient.funds', { value: { balance: centsToAmount(err.balance ?? 0) } });
    if (err.code === 'duplicate_transaction') throw new AppError('request.id.conflict');
    if (err.code === 'round_closed') throw new AppError('play.round.closed');
  }
  throw err;
}

/**
 * The in-house games: seed pairs per member, one-shot rounds settled in one request, step rounds played move
 * by move. Every outcome comes from the contract's fair functions over HMAC-SHA256(server seed,
 * "client seed:nonce:cursor"); every round is a bet and a win (or a closing loss) on the rounds service, in
 * one transaction with the nonce it used, so the ledger and the rounds never disagree.
 */
export function createOriginalsService(deps: OriginalsServiceDeps) {
  const { repository: repo, rounds, catalogue, now } = deps;
  const gameCache = catalogue.cache<{ ref: GameRef; enabled: boolean } | undefined>(256);
  const limitCache = catalogue.cache<Map<string, GameLimits>>(64);

  async function limitsOf(merchant: ResolvedMerchant): Promise<Map<string, GameLimits>> {
    return limitCache.getOrLoad(merchant.code, async () => {
      const rows = await repo.limits(merchant.code);
      const fallback = defaultLimits(merchant.currency.code);
      return new Map(
        ORIGINAL_GAMES.map((game) => {
          const row = rows.find((r) => r.game === game);
          return [
            game,
            row
              ? { enabled: row.enabled === 1, minBet: Number(row.min_bet_cents), maxBet: Number(row.max_bet_cents), maxPayout: Number(row.max_payout_cents) }
              : fallback,
          ];
        }),
      );
    });
  }

  /**
   * The catalogue game a round is played on (BGS_xx of the merchant): it must exist, and it and its vendor be
   * switched on (the game row and the vendors are cached like the catalogue's other answers).
   */
  async function gameRef(merchantCode: string, game: OriginalGame): Promise<GameRef> {
    const found = await gameCache.getOrLoad(`${merchantCode}:${game}`, async () => {
      const row = await catalogue.games.byVendorCode(merchantCode, INHOUSE_VENDOR, CODE_OF[game]);
      return row ? { ref: { vendor: INHOUSE_VENDOR, code: row.node_id, name: row.name_en, type: row.game_type }, enabled: row.enabled === 1 } : undefined;
    });
    if (!found) throw new AppError('game.not.found');
    const vendors = await catalogue.vendorsOf(merchantCode);
    if (!found.enabled || vendors.byCode.get(INHOUSE_VENDOR)?.enabled === false) throw new AppError('game.disabled');
    return found.ref;
  }

  /** The checks before any stake: limits, the game's switches, the reality check. Returns the limits and game. */
  async function admit(player: Player, game: OriginalGame, input: BetInput): Promise<{ cents: number; limits: GameLimits; ref: GameRef }> {
    const cents = amountToCents(input.amount);
    if (cents === null) throw new AppError('request.invalid', { message: 'The amount is not valid.' });
    const limits = (await limitsOf(player.merchant)).get(game)!;
    if (!limits.enabled) throw new AppError('game.disabled');
    if (cents < limits.minBet) throw new AppError('play.bet.below.min', { value: { minBet: centsToAmount(limits.minBet) } });
    if (cents > limits.maxBet) throw new AppError('play.bet.above.max', { value: { maxBet: centsToAmount(limits.maxBet) } });
    const top = (STEP_GAMES as readonly OriginalGame[]).includes(game) ? firstStepMultiplier(game, input.params) : topMultiplier(game, input.params);
    const refused = aboveCap(cents, top, limits.maxPayout);
    if (refused) throw refused;
    checkAutoRound(input.auto);
    const ref = await gameRef(player.purse.merchantCode, game);
    await deps.assertMayStake(player);
    return { cents, limits, ref };
  }

  async function newSeed(tx: Tx, memberId: number, clientSeed?: string): Promise<OriginalSeedRow> {
    const serverSeed = randomHex(32);
    return repo.insertSeed(tx, {
      member_id: memberId,
      server_seed: serverSeed,
      server_seed_hash: await sha256Hex(serverSeed),
      client_seed: clientSeed ?? randomHex(8),
      status: 'active',
      created_at: now(),
    });
  }

  /** The member's active pair, locked for the transaction; made on first play. */
  async function activeSeed(tx: Tx, memberId: number): Promise<OriginalSeedRow> {
    return (await repo.lockActiveSeed(tx, memberId)) ?? newSeed(tx, memberId);
  }

  function view(row: OriginalRoundRow, seed: OriginalSeedRow, balance: number, currency: string): OriginalRound {
    const open = row.status === 'open';
    const state = parse<Record<string, unknown>>(row.state);
    const stepGame = ['mines', 'tower', 'hilo'].includes(row.game);
    return {
      roundId: row.id,
      game: row.game as OriginalGame,
      status: row.status,
      amount: centsToAmount(Number(row.amount_cents)),
      multiplier: Number(row.multiplier_bp) / 10_000,
      payout: centsToAmount(Number(row.payout_cents)),
      outcome: stepGame ? { ...publicOutcome(state as unknown as StepState, open), ...(state.capped ? { capped: true } : {}) } : state,
      params: parse(row.params),
      balance: centsToAmount(balance),
      currency,
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      nonce: Number(row.nonce),
      createdAt: Number(row.created_at),
    };
  }

  async function playable(book: LedgerBook, purse: Purse): Promise<number> {
    const b = await book.balances(purse);
    return b.available + b.bonus;
  }

  function fairnessJson(game: OriginalGame, seed: OriginalSeedRow, nonce: number, params: unknown, outcome: unknown): string {
    const proof: Fairness = {
      game,
      serverSeedHash: seed.server_seed_hash,
      serverSeed: null,
      clientSeed: seed.client_seed,
      nonce,
      params: params as Record<string, unknown>,
      outcome: outcome as Record<string, unknown>,
    };
    return JSON.stringify(proof);
  }

  /** A request id seen before: the same bet answers its round again; other data under it is a conflict. */
  async function replayOf(book: LedgerBook, player: Player, existing: OriginalRoundRow, game: OriginalGame, cents: number, params: unknown): Promise<OriginalRound> {
    if (existing.game !== game || Number(existing.amount_cents) !== cents || canonical(parse(existing.params)) !== canonical(params)) {
      throw new AppError('request.id.conflict');
    }
    const seed = (await repo.seedById(book.tx, existing.seed_id))!;
    return view(existing, seed, await playable(book, player.purse), player.purse.currency);
  }

  /** A step round ends: its win (0 for a loss) closes the round with the whole outcome as its proof. */
  async function settleStep(
    book: LedgerBook,
    player: Player,
    row: OriginalRoundRow,
    state: StepState,
    status: 'won' | 'lost' | 'cashed_out',
    ref: GameRef,
    limits: GameLimits,
  ): Promise<OriginalRound> {
    const params = parse<Record<string, unknown>>(row.params);
    const cents = Number(row.amount_cents);
    const cent = (state as StoredStep).cent ?? 1;
    const pay = status === 'lost' ? { multiplier: 0, payout: 0, capped: false } : capped(cents, stepMultiplier(state, params), cent, limits.maxPayout);
    const seed = (await repo.seedById(book.tx, row.seed_id))!;
    const stored = { ...state, ...(pay.capped ? { capped: true } : {}) };
    const base = `${player.purse.memberId}:${row.request_id}`;
    const outcome = await rounds.win(
      {
        purse: player.purse,
        integration: ORIGINALS_INTEGRATION,
        transactionId: `${base}:win`,
        betTransactionId: `${base}:bet`,
        roundRef: `${seed.id}-${row.nonce}`,
        game: ref,
        amount: pay.payout,
        closeRound: true,
        fairness: fairnessJson(row.game as OriginalGame, seed, Number(row.nonce), params, { ...publicOutcome(state, false), ...(pay.capped ? { capped: true } : {}) }),
      },
      book,
    );
    const patch = {
      state: JSON.stringify(stored),
      status,
      multiplier_bp: Math.round(pay.multiplier * 10_000),
      payout_cents: pay.payout,
      settled_at: now(),
    };
    await repo.updateRound(book.tx, row.id, patch);
    return view({ ...row, ...patch }, seed, outcome.balance, player.purse.currency);
  }

  /** A stake on a new round: one-shot (settled at once) or the start of a step game. */
  async function stake(player: Player, game: OriginalGame, input: BetInput, step: boolean): Promise<OriginalRound> {
    const { cents, limits, ref } = await admit(player, game, input);
    const { purse } = player;
    try {
      return await rounds.inOne(purse, async (book) => {
        const seed = await activeSeed(book.tx, purse.memberId);
        const existing = await repo.roundByRequest(book.tx, purse.memberId, input.requestId);
        if (existing) return replayOf(book, player, existing, game, cents, input.params);
        if (step && (await repo.openRound(book.tx, purse.memberId, game))) throw new AppError('play.round.open');
        if (input.auto) await countAutoRound(repo, book.tx, purse.memberId, input.auto, now());
        const nonce = Number(seed.nonce);
        const seeds = { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce };
        const base = `${purse.memberId}:${input.requestId}`;
        const call = { purse, integration: ORIGINALS_INTEGRATION, roundRef: `${seed.id}-${nonce}`, game: ref };
        let row: OriginalRoundRow;
        /** The round's record: what every round shares, and its outcome so far. */
        const roundRow = (id: number, outcome: Pick<OriginalRoundRow, 'state' | 'status' | 'multiplier_bp' | 'payout_cents' | 'settled_at'>): OriginalRoundRow => ({
          id,
          member_id: purse.memberId,
          merchant_code: purse.merchantCode,
          demo: purse.demo ? 1 : 0,
          game,
          seed_id: seed.id,
          nonce,
          request_id: input.requestId,
          amount_cents: cents,
          params: JSON.stringify(input.params),
          created_at: now(),
          ...outcome,
        });
        let balance: number;
        if (step) {
          const state = startStep(game as StepGame, input.params, await fairFloats(seeds, roundFloats(game as StepGame, input.params)));
          const bet = await rounds.bet({ ...call, transactionId: `${base}:bet`, amount: cents, freeRoundGrantId: input.freeRoundGrantId }, fairnessJson(game, seed, nonce, input.params, {}), book);
          balance = bet.balance;
          row = roundRow(bet.roundId!, {
            state: JSON.stringify(state),
            status: 'open',
            multiplier_bp: Math.round(stepMultiplier(state, input.params) * 10_000),
            payout_cents: 0,
            settled_at: null,
          });
        } else {
          const floats = await fairFloats(seeds, roundFloats(game as OneShotGame, input.params));
          const result = playOneShot(game as OneShotGame, input.params, floats);
          const cent = floats[outcomeFloats(game, input.params)]!;
          const pay = result.multiplier > 0 ? capped(cents, result.multiplier, cent, limits.maxPayout) : { multiplier: 0, payout: 0, capped: false };
          const outcome = { ...result.outcome, ...(pay.capped ? { capped: true } : {}) };
          const fairness = fairnessJson(game, seed, nonce, input.params, outcome);
          const bet = await rounds.bet({ ...call, transactionId: `${base}:bet`, amount: cents, closeRound: pay.payout === 0, freeRoundGrantId: input.freeRoundGrantId }, fairness, book);
          balance = bet.balance;
          if (pay.payout > 0) {
            const win = await rounds.win({ ...call, transactionId: `${base}:win`, betTransactionId: `${base}:bet`, amount: pay.payout, closeRound: true }, book);
            balance = win.balance;
          }
          row = roundRow(bet.roundId!, {
            state: JSON.stringify(outcome),
            status: pay.payout > 0 ? 'won' : 'lost',
            multiplier_bp: Math.round(pay.multiplier * 10_000),
            payout_cents: pay.payout,
            settled_at: now(),
          });
        }
        await repo.insertRound(book.tx, row);
        await repo.nextNonce(book.tx, seed.id);
        return view(row, seed, balance, purse.currency);
      });
    } catch (err) {
      return refusal(err);
    }
  }

  /** A move or a cash-out on the player's open round of a step game. */
  async function onOpenRound(
    player: Player,
    game: StepGame,
    roundId: number,
    move: (
      state: StepState,
      params: Record<string, unknown>,
      withinCap: (multiplier: number) => void,
    ) => { state: StepState; end: 'won' | 'lost' | 'cashed_out' | null },
  ): Promise<OriginalRound> {
    const { purse } = player;
    const ref = await gameRef(purse.merchantCode, game);
    const limits = (await limitsOf(player.merchant)).get(game)!;
    try {
      return await rounds.inOne(purse, async (book) => {
        const row = await repo.lockRound(book.tx, roundId);
        if (!row || row.member_id !== purse.memberId || row.game !== game) throw new AppError('play.round.not.found');
        if (row.status !== 'open') throw new AppError('play.round.closed');
        const params = parse<Record<string, unknown>>(row.params);
        const next = move(parse<StepState>(row.state), params, (multiplier) => {
          const refused = aboveCap(Number(row.amount_cents), multiplier, limits.maxPayout, true);
          if (refused) throw refused;
        });
        if (next.end) return settleStep(book, player, row, next.state, next.end, ref, limits);
        const patch = {
          state: JSON.stringify(next.state),
          multiplier_bp: Math.round(stepMultiplier(next.state, params) * 10_000),
        };
        await repo.updateRound(book.tx, row.id, patch);
        const seed = (await repo.seedById(book.tx, row.seed_id))!;
        return view({ ...row, ...patch }, seed, await playable(book, purse), purse.currency);
      });
    } catch (err) {
      return refusal(err);
    }
  }

  async function seedsView(memberId: number): Promise<Seeds> {
    const active = (await repo.activeSeed(memberId)) ?? (await deps.transaction((tx) => activeSeed(tx, memberId)));
    const previous = await repo.previousSeed(memberId);
    return {
      serverSeedHash: active.server_seed_hash,
      clientSeed: active.client_seed,
      nonce: Number(active.nonce),
      previous: previous
        ? { serverSeed: previous.server_seed, serverSeedHash: previous.server_seed_hash, clientSeed: previous.client_seed, rounds: Number(previous.nonce) }
        : null,
    };
  }

  return {
    async config(merchant: ResolvedMerchant): Promise<OriginalsConfig> {
      const limits = await limitsOf(merchant);
      return {
        currency: merchant.currency.code,
        games: ORIGINAL_GAMES.map((game) => {
          const l = limits.get(game)!;
          return {
            game,
            enabled: l.enabled,
            minBet: centsToAmount(l.minBet),
            maxBet: centsToAmount(l.maxBet),
            maxPayout: centsToAmount(l.maxPayout),
            rtp: DECLARED_RTP[game],
          };
        }),
        realityCheckMinutes: merchant.realityCheckMinutes,
      };
    },

    seeds: (memberId: number) => seedsView(memberId),

    /**
     * Reveals the active pair's server seed and starts a new pair. Refused while a step round is open on the
     * pair: with the seed revealed its player could see the rest of that round before choosing a move.
     */
    async rotateSeeds(memberId: number, clientSeed?: string): Promise<Seeds> {
      await deps.transaction(async (tx) => {
        const seed = await activeSeed(tx, memberId);
        if ((await repo.openRoundsOfSeed(tx, seed.id)) > 0) throw new AppError('play.seeds.round.open');
        await repo.revealSeed(tx, seed.id, now());
        await newSeed(tx, memberId, clientSeed);
      });
      return seedsView(memberId);
    },

    bet: (player: Player, game: OneShotGame, input: BetInput) => {
      checkOneShot(game, input.params);
      return stake(player, game, input, false);
    },

    start: (player: Player, game: StepGame, input: BetInput) => stake(player, game, input, true),

    act: (player: Player, game: StepGame, roundId: number, action: Record<string, unknown>) =>
      onOpenRound(player, game, roundId, (state, params, withinCap) => {
        const ifWon = multiplierIfWon(state, params, action);
        if (ifWon !== null) withinCap(ifWon);
        const moved = actStep(state, params, action);
        return { state: moved.state, end: moved.result === 'lost' ? 'lost' : moved.result === 'complete' ? 'won' : null };
      }),

    cashout: (player: Player, game: StepGame, roundId: number) =>
      onOpenRound(player, game, roundId, (state) => {
        if (stepsOf(state) === 0) throw new AppError('play.cashout.nothing');
        return { state, end: 'cashed_out' };
      }),

    async active(player: Player, game: StepGame): Promise<OriginalRound | null> {
      const row = await repo.openRound(repo.db, player.purse.memberId, game);
      if (!row) return null;
      const seed = (await repo.seedById(repo.db, row.seed_id))!;
      return view(row, seed, await rounds.balance(player.purse), player.purse.currency);
    },

    async history(player: Player, game: OriginalGame, limit: number): Promise<OriginalRound[]> {
      const rows = await repo.history(player.purse.memberId, game, limit);
      const seeds = new Map((await repo.seedsByIds([...new Set(rows.map((r) => r.seed_id))])).map((s) => [s.id, s]));
      const balance = await rounds.balance(player.purse);
      return rows.map((r) => view(r, seeds.get(r.seed_id)!, balance, player.purse.currency));
    },

    /** A round's proof, for its own player only; the server seed once its pair has been rotated. */
    async proof(memberId: number, roundId: number): Promise<Fairness> {
      const row = await repo.roundById(roundId);
      if (!row || row.member_id !== memberId) throw new AppError('play.round.not.found');
      const seed = (await repo.seedById(repo.db, row.seed_id))!;
      const open = row.status === 'open';
      const state = parse<Record<string, unknown>>(row.state);
      const stepGame = ['mines', 'tower', 'hilo'].includes(row.game);
      return {
        game: row.game as OriginalGame,
        serverSeedHash: seed.server_seed_hash,
        serverSeed: seed.status === 'revealed' ? seed.server_seed : null,
        clientSeed: seed.client_seed,
        nonce: Number(row.nonce),
        params: parse(row.params),
        outcome: stepGame ? publicOutcome(state as unknown as StepState, open) : state,
      };
    },
  };
}

export type OriginalsService = ReturnType<typeof createOriginalsService>;
