import { randomUUID } from 'node:crypto';
import {
  amountToCents,
  centsToAmount,
  CRASH_MAX,
  CRASH_MIN_CASHOUT,
  crashEndOf,
  crashMultiplierAt,
  crashRoundPoint,
  INHOUSE_VENDOR,
  maxStakeFor,
  payoutCents,
} from '@lobby/contract';
import type { CrashBetResult, CrashCashoutResult, CrashChain, CrashEvent, CrashState } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CrashConfig } from '../../../config.ts';
import type { CrashBetRow, CrashChainRow, CrashRoundRow, OriginalLimitRow } from '../../../db/schema.ts';
import { defaultLimits } from '@lobby/contract/rules';
import type { GameLimits } from '@lobby/contract/rules';
import { asUniqueViolation } from '../../../db/unique-violation.ts';
import { BeaconError } from '../../../integrations/beacon/beacon.ts';
import type { RandomnessBeacon } from '../../../integrations/beacon/beacon.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { Purse } from '../../money/ledger/index.ts';
import { checkAutoRound } from '../originals/index.ts';
import type { AutoRound } from '../originals/index.ts';
import { RoundError } from '../rounds/index.ts';
import type { GameRef, RoundsService } from '../rounds/index.ts';
import type { CrashBus } from './bus.ts';
import { chainHash, newChain } from './chain.ts';
import type { CrashRepository, NewCrashBet } from './repository.ts';

/** The catalogue's crash game: rounds show in bet records under it. */
export const CRASH_GAME: GameRef = { vendor: INHOUSE_VENDOR, code: 'BGS_01', name: 'Crash', type: 'INHOUSE' };


const HISTORY = 20;
/** A request for a merchant's first round waits for the chain's beacon round when it is due within this. */
const FIRST_ROUND_WAIT_MS = 10_000;

export interface CrashServiceDeps {
  repository: CrashRepository;
  rounds: RoundsService;
  bus: CrashBus;
  config: CrashConfig;
  /** where a chain's salt comes from: a round announced when the chain is committed */
  beacon: RandomnessBeacon;
  /** the announced round is the first published at least this long after the commitment */
  beaconMarginMs: number;
  /** the game's clock: phases, multipliers and cash-outs (tests move it) */
  now: () => number;
  /** the lease's clock: real time, whatever the game's clock does */
  wallNow?: () => number;
  log: FastifyBaseLogger;
  /**
   * The in-house games' play rules, shared with the other games: the reality check (no new stake while it is
   * due) and auto-bet runs (a round counted against its run in the bet's own transaction).
   */
  play: {
    /** the merchant's limits on one in-house game, as operators set them (undefined: the currency's defaults) */
    limits: (merchantCode: string, game: string) => Promise<OriginalLimitRow | undefined>;
    assertMayStake: (who: CrashPlayer) => Promise<void>;
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
    countAutoRound: (tx: Tx, memberId: number, auto: AutoRound) => Promise<void>;
    /** takes back a counted round whose stake was refused */
    uncountAutoRound: (tx: Tx, memberId: number, run: string) => Promise<void>;
  };
}

/** Who bets: the wallet context, the masked name shown to others, the login session and its merchant. */
export interface CrashPlayer {
  purse: Purse;
  player: string;
  sessionId: string;
  merchant: ResolvedMerchant;
}

export interface CrashBetInput {
  amount: number;
  requestId: string;
  autoCashout?: number;
  auto?: AutoRound;
}

const x100 = (m: number) => Math.round(m * 100);
const fromX100 = (v: number) => v / 100;
const betTx = (id: number) => `crash-bet:${id}`;

function purseOfBet(bet: CrashBetRow): Purse {
  return { memberId: bet.member_id, merchantCode: bet.merchant_code, currency: bet.currency, demo: bet.demo === 1 };
}

/** Crash for one app: the state and the members' calls, and the round clock of each merchant it serves. */
export function createCrashService(deps: CrashServiceDeps) {
  const { repository: repo, rounds, bus, config, now, log, beacon } = deps;
  const wallNow = deps.wallNow ?? Date.now;
  /** this process, as a lease holder */
  const self = randomUUID();
  const clocks = new Map<string, { timer?: NodeJS.Timeout; running?: Promise<void>; leader: boolean; renewedAt: number; first: Promise<void> }>();
  /** one step at a time per merchant in this process */
  const stepping = new Map<string, Promise<void>>();
  /** the running round's auto-cash-outs not yet reached, by target (ascending), per merchant */
  const autos = new Map<string, { roundId: number; bets: CrashBetRow[] }>();
  let closed = false;
  /**
   * When the clock may next ask the beacon (wall time), and how often it failed in a row: for a chain's round
   * (by `chain:<id>`), and for the timing a merchant's next commitment needs (by `commit:<merchant>`).
   */
  const beaconRetry = new Map<string, { at: number; failures: number }>();
  /** the beacon fetches under way, by chain id */
  const fetching = new Map<number, Promise<void>>();

  const emit = (merchant: string, event: CrashEvent) => bus.publish(merchant, event);
  const leaseName = (merchant: string) => `crash:${merchant}`;

  // --- Chains and rounds ------------------------------------------------------------------------------

  /** The merchant's latest chain, committing the first; undefined while the beacon cannot be read to commit one. */
  async function currentChain(merchant: string): Promise<CrashChainRow | undefined> {
    const latest = await repo.latestChain(merchant);
    if (latest) return latest;
    return commitChain(merchant, 1);
  }

  /** startChain, or undefined (said in the log now and then, tried again later) while the beacon cannot be read. */
  async function commitChain(merchant: string, number: number): Promise<CrashChainRow | undefined> {
    const key = `commit:${merchant}`;
    const retry = beaconRetry.get(key);
    if (retry && wallNow() < retry.at) return undefined;
    try {
      const chain = await startChain(merchant, number);
      beaconRetry.delete(key);
      return chain;
    } catch (err) {
      if (!(err instanceof BeaconError)) throw err;
      const failures = retryBeaconLater(key, true);
      if (failures === 1 || failures % 10 === 0) log.warn({ merchant, chain: number, failures, reason: err.message }, 'crash: no chain committed, the beacon could not be read; retrying');
      return undefined;
    }
  }

  /**
   * Commits a new chain: its terminal hash and, announced with it, the beacon round whose randomness will be
   * its salt: the first round published at least the margin after the commitment, so nobody, the operator
   * included, knows the salt while the seed is chosen. Its rounds wait for that round (saltOf).
   */
  async function startChain(merchant: string, number: number): Promise<CrashChainRow> {
    const fresh = await newChain(config.chainLength);
    // the commitment's time, on the clock the beacon's rounds are timed by (the app's: real time in production)
    const at = now();
    const round = await beacon.firstRoundFrom(at + deps.beaconMarginMs);
    const roundAt = await beacon.timeOf(round);
    try {
      return await repo.insertChain({
        merchant_code: merchant,
        number,
        seed: fresh.seed,
        salt: '',
        length: fresh.length,
        terminal_hash: fresh.terminalHash,
        created_at: at,
        beacon: beacon.name,
        beacon_chain: beacon.chain,
        beacon_round: round,
        beacon_round_at: roundAt,
        beacon_signature: null,
      });
    } catch (err) {
      // another process started this chain first: play that one
      if (!asUniqueViolation(err, { number: 'number' })) throw err;
      const latest = await repo.latestChain(merchant);
      if (!latest) throw err;
      return latest;
    }
  }

  function retryBeaconLater(key: string, failed: boolean): number {
    const last = beaconRetry.get(key);
    const failures = failed ? (last?.failures ?? 0) + 1 : 0;
    // a round not out yet is asked for again soon; a failing beacon less and less often, up to every 30 s
    const delay = failed ? Math.min(30_000, 500 * 2 ** Math.min(failures, 6)) : 500;
    beaconRetry.set(key, { at: wallNow() + delay, failures });
    if (beaconRetry.size > 64) beaconRetry.delete(beaconRetry.keys().next().value!);
    return failures;
  }

  /**
   * The chain's salt: the randomness of its announced beacon round, once fetched (and checked by the beacon);
   * undefined until then. A chain from before beacons has the salt it was made with. Once the round's time has
   * come on the app's clock, a fetch is started beside the clock (a slow beacon must not hold the clock, nor
   * its lease's renewal); the step that finds the salt stored opens the round.
   */
  function saltOf(merchant: string, chain: CrashChainRow, at: number): string | undefined {
    if (chain.salt !== '') return chain.salt;
    if (chain.beacon_round === null || at < Number(chain.beacon_round_at) || fetching.has(chain.id)) return undefined;
    const retry = beaconRetry.get(`chain:${chain.id}`);
    if (retry && wallNow() < retry.at) return undefined;
    const job = fetchSalt(merchant, chain).finally(() => fetching.delete(chain.id));
    fetching.set(chain.id, job);
    return undefined;
  }

  /** Fetches a chain's beacon round and stores its randomness as the salt; never rejects (it says why in the log). */
  async function fetchSalt(merchant: string, chain: CrashChainRow): Promise<void> {
    const key = `chain:${chain.id}`;
    const round = Number(chain.beacon_round);
    const where = { merchant, chain: chain.number, beacon: chain.beacon, beaconRound: round };
    if (chain.beacon !== beacon.name || chain.beacon_chain !== beacon.chain) {
      // the round can only come from the beacon that was announced: say so rather than take another's
      if (retryBeaconLater(key, true) % 10 === 1) {
        log.error({ ...where, configured: beacon.name }, 'crash: the chain was announced on another beacon than the configured one; its rounds wait');
      }
      return;
    }
    try {
      const fetched = await beacon.fetch(round);
      if (!fetched) {
        retryBeaconLater(key, false);
        return;
      }
      // whoever stores it first, the salt is the same: the round's randomness
      await repo.setChainSalt(chain.id, fetched.randomness, fetched.signature);
      beaconRetry.delete(key);
    } catch (err) {
      const failures = retryBeaconLater(key, true);
      if (failures === 1 || failures % 10 === 0) log.warn({ ...where, failures, reason: (err as Error).message }, 'crash: beacon round not fetched; retrying');
    }
  }

  async function openRound(merchant: string, previous: CrashRoundRow | undefined, at: number): Promise<CrashRoundRow | undefined> {
    let chain = await currentChain(merchant);
    if (!chain) return undefined;
    let k = previous && previous.chain_id === chain.id ? previous.chain_index + 1 : 1;
    if (previous && previous.chain_id !== chain.id) {
      // the previous round was on an older chain: the latest chain starts at its first round
      k = 1;
    }
    if (k > chain.length) {
      chain = await commitChain(merchant, chain.number + 1);
      if (!chain) return undefined;
      k = 1;
    }
    // no round of a chain before its beacon round is out and its randomness stored
    const salt = saltOf(merchant, chain, at);
    if (salt === undefined) return undefined;
    const hash = await chainHash(chain, k);
    const point = await crashRoundPoint(hash, salt);
    try {
      return await repo.insertRound({
        merchant_code: merchant,
        chain_id: chain.id,
        chain_index: k,
        hash,
        crash_point_x100: x100(point),
        phase: 'betting',
        starts_at: at + config.bettingMs,
        crashed_at: null,
        created_at: at,
      });
    } catch (err) {
      if (asUniqueViolation(err, { index: 'chain_index' })) return undefined; // another holder opened it
      throw err;
    }
  }

  // --- Money ------------------------------------------------------------------------------------------

  /** The merchant's limits on crash, as operators set them for the in-house games (read on every use). */
  async function limitsOf(merchant: string, currency: string): Promise<GameLimits> {
    const row = await deps.play.limits(merchant, 'crash');
    if (!row) return defaultLimits(currency);
    return { enabled: row.enabled === 1, minBet: Number(row.min_bet_cents), maxBet: Number(row.max_bet_cents), maxPayout: Number(row.max_payout_cents) };
  }

  /** Moves the money of a won, lost or voided bet (once: each call is idempotent by its transaction id). */
  async function settle(bet: CrashBetRow): Promise<void> {
    const purse = purseOfBet(bet);
    const roundRef = `crash-${bet.round_id}`;
    const base = { purse, integration: INHOUSE_VENDOR, roundRef, game: CRASH_GAME };
    try {
      if (bet.status === 'won') {
        await rounds.win({ ...base, transactionId: `crash-win:${bet.id}`, amount: Number(bet.payout_cents), betTransactionId: betTx(bet.id), closeRound: true });
      } else if (bet.status === 'lost') {
        await rounds.win({ ...base, transactionId: `crash-loss:${bet.id}`, amount: 0, betTransactionId: betTx(bet.id), closeRound: true });
      } else if (bet.status === 'void') {
        // gives the stake back if it was taken, else makes sure a late stake is refused
        await rounds.rollback({ ...base, transactionId: `crash-void:${bet.id}`, referenceTransactionId: betTx(bet.id) });
      } else {
        return;
      }
    } catch (err) {
      // a loss whose stake never arrived has nothing to close
      if (!(err instanceof RoundError && err.code === 'transaction_not_found')) throw err;
    }
    await repo.markSettled(bet.id);
  }

  async function settleQuietly(bet: CrashBetRow): Promise<void> {
    await settle(bet).catch((err: unknown) => log.error({ err, bet: bet.id }, 'crash: settlement failed; retried by the round clock'));
  }

  /** Claims an open bet as won at `multiplier` and pays it; false when it was no longer open. */
  async function cashOut(bet: CrashBetRow, merchant: string, multiplier: number): Promise<CrashBetRow | undefined> {
    // the most one round pays: a bigger win is clamped to it
    const { maxPayout } = await limitsOf(bet.merchant_code, bet.currency);
    // two-decimal multipliers pay whole cents; a stake whose win could pass the cap has a cap cash-out (see bet)
    const payout = Math.min(payoutCents(Number(bet.amount_cents), multiplier, 0), maxPayout);
    if (!(await repo.moveBet(bet.id, 'open', 'won', now(), { cashedOutX100: x100(multiplier), payoutCents: payout }))) return undefined;
    const won: CrashBetRow = { ...bet, status: 'won', cashed_out_x100: x100(multiplier), payout_cents: payout };
    await settle(won);
    emit(merchant, { type: 'cashout', roundId: bet.round_id, betId: bet.id, player: bet.player, multiplier, payout: centsToAmount(payout) });
    return won;
  }

  // --- The round clock --------------------------------------------------------------------------------

  /** Settles what a stopped process left half-done (money not yet moved for a decided bet). */
  async function recover(): Promise<void> {
    for (const bet of await repo.unsettled(100)) await settleQuietly(bet);
  }

  async function crash(merchant: string, round: CrashRoundRow, at: number): Promise<void> {
    const bets = await repo.betsOfRound(round.id);
    const point = fromX100(round.crash_point_x100);
    // auto cash-outs up to the crash point were reached before it (the crash point itself is reached, then passed)
    for (const bet of bets) {
      if (bet.status === 'open' && bet.auto_cashout_x100 !== null && bet.auto_cashout_x100 <= round.crash_point_x100) {
        await cashOut(bet, merchant, fromX100(bet.auto_cashout_x100));
      }
    }
    const losers = await repo.moveAll(round.id, 'open', 'lost', at);
    // a stake still being taken when the round ended is given back (or refused when it arrives)
    losers.push(...(await repo.moveAll(round.id, 'pending', 'void', at)));
    if (!(await repo.setPhase(round.id, 'running', 'crashed', at))) return;
    autos.delete(merchant);
    emit(merchant, { type: 'crashed', roundId: round.id, crashPoint: point, hash: round.hash });
    for (const bet of losers) await settleQuietly(bet);
    await recover();
  }

  async function step(merchant: string): Promise<void> {
    const at = now();
    let round = await repo.latestRound(merchant);
    if (!round || (round.phase === 'crashed' && at >= Number(round.crashed_at) + config.cooldownMs)) {
      const opened = await openRound(merchant, round, at);
      if (opened) emit(merchant, { type: 'betting', roundId: opened.id, startsAt: Number(opened.starts_at) });
      return;
    }
    const startsAt = Number(round.starts_at);
    if (round.phase === 'betting') {
      if (at < startsAt) return;
      if (await repo.setPhase(round.id, 'betting', 'running')) emit(merchant, { type: 'running', roundId: round.id, startedAt: startsAt });
      round = { ...round, phase: 'running' };
    }
    if (round.phase !== 'running') return;
    const elapsed = at - startsAt;
    const point = fromX100(round.crash_point_x100);
    if (elapsed >= crashEndOf(point)) {
      await crash(merchant, round, at);
      return;
    }
    const multiplier = Math.min(crashMultiplierAt(elapsed), point);
    let pending = autos.get(merchant);
    if (pending?.roundId !== round.id) {
      const open = (await repo.betsOfRound(round.id)).filter((b) => b.status === 'open' && b.auto_cashout_x100 !== null);
      pending = { roundId: round.id, bets: open.sort((a, b) => a.auto_cashout_x100! - b.auto_cashout_x100!) };
      autos.set(merchant, pending);
    }
    while (pending.bets.length > 0 && pending.bets[0]!.auto_cashout_x100! <= x100(multiplier)) {
      const bet = pending.bets.shift()!;
      await cashOut(bet, merchant, fromX100(bet.auto_cashout_x100!));
    }
    emit(merchant, { type: 'tick', roundId: round.id, multiplier, at });
  }

  /** One step of the merchant's clock, never two at once in this process. */
  function stepOnce(merchant: string): Promise<void> {
    const previous = stepping.get(merchant) ?? Promise.resolve();
    const next = previous.then(() => step(merchant));
    const tracked = next.catch((err: unknown) => log.error({ err, merchant }, 'crash: round clock step failed'));
    stepping.set(merchant, tracked);
    return next;
  }

  /** One turn of a merchant's clock: hold (or try to take) the lease, and step while holding it. */
  async function turn(merchant: string): Promise<void> {
    const clock = clocks.get(merchant)!;
    const t = wallNow();
    if (!clock.leader || t - clock.renewedAt >= config.leaseMs / 3) {
      const wasLeader = clock.leader;
      clock.leader = await repo.acquireLease(leaseName(merchant), self, t, t + config.leaseMs);
      if (clock.leader) clock.renewedAt = t;
      if (clock.leader && !wasLeader) {
        autos.delete(merchant);
        await recover();
      }
    }
    if (clock.leader && !closed) await stepOnce(merchant).catch(() => undefined);
  }

  function schedule(merchant: string): void {
    const clock = clocks.get(merchant);
    if (!clock || closed) return;
    const delay = clock.leader ? config.tickMs : Math.max(config.tickMs, Math.floor(config.leaseMs / 3));
    clock.timer = setTimeout(() => {
      clock.running = turn(merchant)
        .catch((err: unknown) => log.error({ err, merchant }, 'crash: round clock failed'))
        .finally(() => schedule(merchant));
    }, delay);
    clock.timer.unref();
  }

  /**
   * Starts the merchant's round clock in this process (once): it runs the rounds while it holds the lease,
   * and takes the lease over when its holder stops renewing it. Resolves after the first turn.
   */
  function ensureRunning(merchant: string): Promise<void> {
    const existing = clocks.get(merchant);
    if (existing) return existing.first;
    if (closed) return Promise.resolve();
    const clock = { leader: false, renewedAt: 0, first: Promise.resolve() as Promise<void>, running: undefined as Promise<void> | undefined };
    clocks.set(merchant, clock);
    clock.first = turn(merchant)
      .catch((err: unknown) => log.error({ err, merchant }, 'crash: round clock failed'))
      .finally(() => schedule(merchant));
    clock.running = clock.first;
    return clock.first;
  }

  /** The merchant's current round, starting its clock if this process had not yet. */
  async function currentRound(merchant: string): Promise<CrashRoundRow> {
    await ensureRunning(merchant);
    const started = wallNow();
    for (;;) {
      const round = await repo.latestRound(merchant);
      if (round) return round;
      // the first round is being opened by the lease's holder; the merchant's first chain waits for its beacon
      // round: a request waits for it when it is near, and is told to come back when it is not
      const chain = await repo.latestChain(merchant);
      const pending = chain !== undefined && chain.salt === '';
      const due = pending ? Number(chain.beacon_round_at) - now() : 0;
      if (closed || due > FIRST_ROUND_WAIT_MS || wallNow() - started > Math.max(due, 0) + 5_000) {
        throw new AppError('system.maintenance', {
          message: pending
            ? 'The game starts once its announced randomness round is published. Please try again in a moment.'
            : 'The game is starting. Please try again in a moment.',
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  }

  /** The merchant's latest chain, as committed (its clock commits the first one). */
  async function latestChain(merchant: string): Promise<CrashChainRow> {
    await ensureRunning(merchant);
    for (let i = 0; ; i++) {
      const chain = await repo.latestChain(merchant);
      if (chain) return chain;
      if (i >= 100 || closed) throw new AppError('system.maintenance', { message: 'The game is starting. Please try again in a moment.' });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  }

  /** What a chain's commitment shows: never its seed. */
  function chainView(chain: CrashChainRow): CrashChain {
    const round = chain.beacon_round === null ? null : Number(chain.beacon_round);
    const sameBeacon = chain.beacon === beacon.name && chain.beacon_chain === beacon.chain;
    return {
      number: chain.number,
      terminalHash: chain.terminal_hash,
      length: chain.length,
      committedAt: Number(chain.created_at),
      salt: chain.salt === '' ? null : chain.salt,
      beacon:
        round === null || chain.beacon === null || chain.beacon_chain === null
          ? null
          : {
              name: chain.beacon,
              chain: chain.beacon_chain,
              round,
              roundAt: Number(chain.beacon_round_at),
              signature: chain.beacon_signature,
              url: sameBeacon ? beacon.publicUrl(round) : null,
            },
    };
  }

  /** The phase as the clock stands now (the holder may be a tick behind). */
  function phaseOf(round: CrashRoundRow, at: number): CrashState['phase'] {
    if (round.phase === 'crashed') return 'crashed';
    return at >= Number(round.starts_at) ? 'running' : 'betting';
  }

  function betView(bet: CrashBetRow, viewer: number | null) {
    return {
      id: bet.id,
      player: bet.player,
      amount: centsToAmount(Number(bet.amount_cents)),
      autoCashout: bet.auto_cashout_x100 === null ? null : fromX100(bet.auto_cashout_x100),
      cashedOutAt: bet.cashed_out_x100 === null ? null : fromX100(bet.cashed_out_x100),
      payout: bet.payout_cents === null ? null : centsToAmount(Number(bet.payout_cents)),
      mine: viewer !== null && bet.member_id === viewer,
    };
  }

  function betResult(bet: CrashBetRow, balance: number): CrashBetResult {
    return {
      roundId: bet.round_id,
      betId: bet.id,
      amount: centsToAmount(Number(bet.amount_cents)),
      autoCashout: bet.auto_cashout_x100 === null ? null : fromX100(bet.auto_cashout_x100),
      balance: centsToAmount(balance),
      currency: bet.currency,
    };
  }

  async function takeStake(bet: CrashBetRow): Promise<number> {
    const outcome = await rounds.bet({
      purse: purseOfBet(bet),
      integration: INHOUSE_VENDOR,
      transactionId: betTx(bet.id),
      roundRef: `crash-${bet.round_id}`,
      game: CRASH_GAME,
      amount: Number(bet.amount_cents),
    });
    return outcome.balance;
  }

  return {
    ensureRunning,

    async state(merchant: string, currency: string, viewer: number | null): Promise<CrashState> {
      const round = await currentRound(merchant);
      const at = now();
      const [bets, history] = await Promise.all([repo.betsOfRound(round.id), repo.history(merchant, HISTORY)]);
      const crashed = round.phase === 'crashed';
      return {
        roundId: round.id,
        phase: phaseOf(round, at),
        startsAt: Number(round.starts_at),
        now: at,
        crashPoint: crashed ? fromX100(round.crash_point_x100) : null,
        hash: crashed ? round.hash : null,
        bets: bets.filter((b) => b.status !== 'void').map((b) => betView(b, viewer)),
        history: history.map((r) => ({ roundId: r.id, crashPoint: fromX100(r.crash_point_x100), hash: r.hash })),
        currency,
      };
    },

    /** The merchant's latest chain: its commitment, and its salt once the announced beacon round is out. */
    async chain(merchant: string): Promise<CrashChain> {
      return chainView(await latestChain(merchant));
    },

    async bet(who: CrashPlayer, input: CrashBetInput): Promise<CrashBetResult> {
      const { purse, player } = who;
      const amount = amountToCents(input.amount);
      if (amount === null) throw new AppError('request.invalid');
      const limits = await limitsOf(purse.merchantCode, purse.currency);
      // targets are shown and paid to two decimals, rounded down; a bet without one that could win more than
      // the cap cashes out by itself where it reaches the cap (shown as its auto cash-out)
      const asked = input.autoCashout === undefined ? null : Math.floor(input.autoCashout * 100 + 1e-9);
      const capX100 = Math.floor((limits.maxPayout * 100) / Math.max(1, amount) + 1e-9);
      const auto = asked ?? (capX100 < CRASH_MAX * 100 ? capX100 : null);
      // a repeated request answers as the first did, whatever changed since
      const replay = await repo.betByRequest(purse.memberId, input.requestId);
      if (replay) return replayBet(replay, amount, auto);
      if (!limits.enabled) throw new AppError('game.disabled');
      if (amount < limits.minBet) throw new AppError('play.bet.below.min', { value: { minBet: centsToAmount(limits.minBet) } });
      if (amount > limits.maxBet) throw new AppError('play.bet.above.max', { value: { maxBet: centsToAmount(limits.maxBet) } });
      if (auto !== null && (auto > capX100 || auto < CRASH_MIN_CASHOUT * 100)) {
        throw new AppError('play.payout.cap', {
          value: { maxPayout: centsToAmount(limits.maxPayout), maxStake: centsToAmount(maxStakeFor(fromX100(auto), limits.maxPayout)) },
        });
      }
      checkAutoRound(input.auto);
      await deps.play.assertMayStake(who);

      const round = await currentRound(purse.merchantCode);
      const at = now();
      if (round.phase !== 'betting' || at >= Number(round.starts_at)) throw new AppError('crash.betting.closed');
      let bet: CrashBetRow;
      try {
        const row: NewCrashBet = {
          round_id: round.id,
          member_id: purse.memberId,
          player,
          merchant_code: purse.merchantCode,
          currency: purse.currency,
          demo: purse.demo ? 1 : 0,
          request_id: input.requestId,
          amount_cents: amount,
          auto_cashout_x100: auto,
          status: 'pending',
          created_at: at,
          updated_at: at,
        };
        const run = input.auto;
        bet = run
          ? await deps.play.transaction(async (tx) => {
              await deps.play.countAutoRound(tx, purse.memberId, run);
              return repo.insertBet(row, tx);
            })
          : await repo.insertBet(row);
      } catch (err) {
        if (!asUniqueViolation(err, { request: 'request_id', round: 'round_id' })) throw err;
        // the same request at once (whichever of the two keys the database checked first), or another bet
        const raced = await repo.betByRequest(purse.memberId, input.requestId);
        if (raced) return replayBet(raced, amount, auto);
        throw new AppError('crash.bet.exists');
      }
      return stake(bet, input.auto);
    },

    async cashout(purse: Purse, roundId: number): Promise<CrashCashoutResult> {
      const round = await repo.round(roundId);
      const bet = round && round.merchant_code === purse.merchantCode ? await repo.betOf(roundId, purse.memberId) : undefined;
      if (!round || !bet || bet.status !== 'open') throw new AppError('crash.cashout.closed');
      const at = now();
      const elapsed = at - Number(round.starts_at);
      const point = fromX100(round.crash_point_x100);
      if (round.phase === 'crashed' || elapsed < 0 || elapsed >= crashEndOf(point)) throw new AppError('crash.cashout.closed');
      // never past the crash point, whatever the clock's rounding
      let multiplier = Math.min(crashMultiplierAt(elapsed), point);
      if (multiplier < CRASH_MIN_CASHOUT) throw new AppError('crash.cashout.early');
      // an auto-cash-out already passed pays its target, whoever gets there first
      if (bet.auto_cashout_x100 !== null && bet.auto_cashout_x100 <= x100(multiplier)) multiplier = fromX100(bet.auto_cashout_x100);
      const won = (await cashOut(bet, purse.merchantCode, multiplier)) ?? (await repo.bet(bet.id));
      if (!won || won.status !== 'won') throw new AppError('crash.cashout.closed');
      if (won.settled !== 1) await settle(won);
      return {
        roundId,
        multiplier: fromX100(Number(won.cashed_out_x100)),
        payout: centsToAmount(Number(won.payout_cents)),
        balance: centsToAmount(await rounds.balance(purse)),
        currency: purse.currency,
      };
    },

    async close(): Promise<void> {
      closed = true;
      for (const clock of clocks.values()) clearTimeout(clock.timer);
      await Promise.all([...clocks.values()].map((c) => c.running));
      await Promise.all([...stepping.values()]);
      await Promise.all([...fetching.values()]);
      // hand the clocks over at once rather than after the lease runs out
      for (const [merchant, clock] of clocks) {
        if (clock.leader) await repo.releaseLease(leaseName(merchant), self).catch(() => undefined);
      }
      clocks.clear();
    },

    /** whether this process runs the merchant's clock now */
    leads: (merchant: string) => clocks.get(merchant)?.leader ?? false,
  };

  /** The stake of a new bet: taken, or the bet removed (nothing taken) and the refusal answered. */
  async function stake(bet: CrashBetRow, auto?: AutoRound): Promise<CrashBetResult> {
    let balance: number;
    try {
      balance = await takeStake(bet);
    } catch (err) {
      if (err instanceof RoundError && err.code === 'insufficient_funds') {
        // nothing was taken: the member may bet again this round, and an auto round is not counted
        if (auto) {
          await deps.play.transaction(async (tx) => {
            await repo.deleteBet(bet.id, tx);
            await deps.play.uncountAutoRound(tx, bet.member_id, auto.run);
          });
        } else {
          await repo.deleteBet(bet.id);
        }
        throw new AppError('wallet.insufficient.funds');
      }
      if (err instanceof RoundError && err.code === 'transaction_rolled_back') throw new AppError('crash.betting.closed');
      throw err;
    }
    if (!(await repo.moveBet(bet.id, 'pending', 'open', now()))) {
      // the same request twice at once moved it already; or the round ended meanwhile and the clock gives it back
      const current = await repo.bet(bet.id);
      if (!current || current.status === 'void' || current.status === 'pending') throw new AppError('crash.betting.closed');
      return betResult(bet, balance);
    }
    const { mine: _mine, ...view } = betView({ ...bet, status: 'open' }, null);
    emit(bet.merchant_code, { type: 'bet', roundId: bet.round_id, bet: view });
    return betResult(bet, balance);
  }

  async function replayBet(bet: CrashBetRow, amount: number, auto: number | null): Promise<CrashBetResult> {
    if (Number(bet.amount_cents) !== amount || bet.auto_cashout_x100 !== auto) throw new AppError('request.id.conflict');
    if (bet.status === 'void') throw new AppError('crash.betting.closed');
    if (bet.status === 'pending') return stake(bet);
    // the same answer again: the stake call replays its first outcome
    return betResult(bet, await takeStake(bet));
  }
}

export type CrashService = ReturnType<typeof createCrashService>;
