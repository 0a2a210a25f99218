import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Bus } from '../../../../core/bus.ts';
import type { Database, DemoLiveBetRow, DemoLiveRoundRow } from '../../../../db/schema.ts';
import { asUniqueViolation } from '../../../../db/unique-violation.ts';
import type { DemoSession } from '../tickets.ts';
import type { RoundMeta, WalletClient } from '../wallet-client.ts';
import { betReturns, cardText, LIVE_GAME_NAMES, LIVE_GAMES, LIVE_SPOTS, liveOutcome, sha256Hex } from './math.ts';
import type { LiveGame, LiveOutcome } from './math.ts';

/** A live table's rhythm: bets for bettingMs, then the result on show for resultMs, then the next round. */
export interface LiveTiming {
  bettingMs: number;
  resultMs: number;
  /** how often a table's clock steps */
  tickMs: number;
  /** how long a dealer's lease lasts unless renewed (renewed every third of it) */
  leaseMs: number;
  /** a bet whose wallet call never answered (its process died) is rolled back this long after it was made */
  pendingGraceMs: number;
}

export const LIVE_TIMING: LiveTiming = { bettingMs: 15_000, resultMs: 8_000, tickMs: 250, leaseMs: 6_000, pendingGraceMs: 10_000 };

/** Rounds kept in a table's history (the bead plate's 6 x 12). */
const HISTORY = 72;
const FEED = 12;
/** bets of a round are announced at most this often */
const BET_PUSH_MS = 150;

export interface LiveRoundView {
  number: number;
  phase: 'betting' | 'result';
  seedHash: string;
  openedAt: number;
  closesAt: number;
  resultAt: number | null;
  /** when the next round opens (the result's time plus its show) */
  nextAt: number | null;
  outcome: { game: string } | null;
  /** revealed with the result */
  seed: string | null;
}

/** What everyone watching a table sees (never a player's own data). */
export interface LiveState {
  table: string;
  game: string;
  name: string;
  currency: string;
  serverNow: number;
  /** a real provider's video of the table; null: the page draws the dealer */
  streamUrl: string | null;
  bettingMs: number;
  resultMs: number;
  round: LiveRoundView | null;
  /** the round's stakes per spot (cents), how many players and bets */
  totals: Record<string, number>;
  players: number;
  feed: Array<{ player: string; cents: number; spots: string[]; at: number }>;
  history: Array<{ number: number; outcome: { game: string }; seedHash: string; seed: string }>;
}

/** A refusal the routes answer: the HTTP status and the player's message. */
export class LiveRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly balanceCents?: number,
  ) {
    super(message);
  }
}

const WALLET_MESSAGES: Record<string, string> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'Insufficient balance for these bets.',
  RS_ERROR_TOKEN_EXPIRED: 'Your game session has ended. Open the game again from the lobby.',
  RS_ERROR_INVALID_TOKEN: 'Your game session has ended. Open the game again from the lobby.',
  RS_ERROR_USER_DISABLED: 'This account cannot place bets.',
  RS_ERROR_LIMIT_REACHED: 'These bets would go over a limit you set (Responsible gaming in your account settings).',
  RS_ERROR_INVALID_GAME: 'This game is not available.',
};

export interface LiveBetAnswer {
  round: number;
  status: string;
  stakes: Record<string, number>;
  stakeCents: number;
  balanceCents?: number;
}

/** The table a launched tile sits at: its game's, in the session's currency. */
export function tableCode(game: string, currency: string): string {
  return `${game}:${currency}`;
}

/**
 * What the engine needs of a family of tables: their games, how a round's result is drawn from its seed, what
 * each spot returns, and the words for it. The live casino's are below; the cockfight pit brings its own.
 */
export interface TableRules<G extends string = string, O extends { game: string } = { game: string }> {
  games: readonly G[];
  name(game: G): string;
  outcome(game: G, seed: string, round: number): O;
  /** each spot's return in cents (the stake included); `pool`: the round's stakes per spot over every bet taken */
  returns(game: G, stakes: Record<string, number>, outcome: O, pool: Record<string, number>): Record<string, number>;
  resultText(outcome: O): string;
  items(outcome: O): Array<{ label: string; value: string }>;
  spotLabel(game: G, spot: string): string;
  /** returns depend on the round's pool: its bets are settled only once none is left half-placed */
  pooled?(game: G): boolean;
}

export function parseTable<G extends string>(code: unknown, rules: { games: readonly G[] } = LIVE_RULES as unknown as { games: readonly G[] }): { game: G; currency: string } | null {
  if (typeof code !== 'string') return null;
  const m = /^([a-z-]{4,16}):([A-Z]{3})$/.exec(code);
  if (!m || !(rules.games as readonly string[]).includes(m[1]!)) return null;
  return { game: m[1] as G, currency: m[2]! };
}

/** How a player shows to the others: never the whole id. */
export function maskedPlayer(user: string): string {
  const tail = user.replace(/[^A-Za-z0-9]/g, '').slice(-2);
  return `Player ***${tail}`;
}

const betTx = (bet: { id: number }) => `dlb-${bet.id}`;
const walletRound = (bet: { id: number; round_id: number }) => `dlr-${bet.round_id}-${bet.id}`;

/** A hand's account for the bet records, and the page's words for a result. */
export function resultText(outcome: LiveOutcome): string {
  switch (outcome.game) {
    case 'baccarat':
      return `${outcome.winner === 'tie' ? 'Tie' : outcome.winner === 'player' ? 'Player wins' : 'Banker wins'} ${outcome.playerTotal}-${outcome.bankerTotal}${outcome.playerPair ? ', player pair' : ''}${outcome.bankerPair ? ', banker pair' : ''}`;
    case 'dragon-tiger':
      return outcome.winner === 'tie' ? 'Tie' : outcome.winner === 'dragon' ? 'Dragon wins' : 'Tiger wins';
    case 'roulette':
      return `${outcome.pocket} ${outcome.color}`;
    case 'sicbo':
      return `${outcome.dice.join('-')} (total ${outcome.total}${outcome.dice[0] === outcome.dice[1] && outcome.dice[1] === outcome.dice[2] ? ', triple' : ''})`;
  }
}

function handItems(outcome: LiveOutcome): Array<{ label: string; value: string }> {
  switch (outcome.game) {
    case 'baccarat':
      return [
        { label: 'Player', value: `${outcome.player.map(cardText).join(' ')} (${outcome.playerTotal})` },
        { label: 'Banker', value: `${outcome.banker.map(cardText).join(' ')} (${outcome.bankerTotal})` },
      ];
    case 'dragon-tiger':
      return [
        { label: 'Dragon', value: cardText(outcome.dragon) },
        { label: 'Tiger', value: cardText(outcome.tiger) },
      ];
    case 'roulette':
      return [{ label: 'Pocket', value: `${outcome.pocket} ${outcome.color}` }];
    case 'sicbo':
      return [{ label: 'Dice', value: outcome.dice.join(' ') }];
  }
}

/** The live casino's tables. */
export const LIVE_RULES: TableRules<LiveGame, LiveOutcome> = {
  games: LIVE_GAMES,
  name: (game) => LIVE_GAME_NAMES[game],
  outcome: liveOutcome,
  returns: (_game, stakes, outcome) => betReturns(stakes, outcome),
  resultText,
  items: handItems,
  spotLabel: (game, spot) => LIVE_SPOTS[game].get(spot)?.label ?? spot,
};

export interface LiveEngineDeps {
  db: Kysely<Database>;
  wallet: WalletClient;
  bus: Bus;
  /** the game's clock (phases; tests move it) */
  now: () => number;
  /** the lease's clock: real time */
  wallNow?: () => number;
  timing?: Partial<LiveTiming>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** the tables' games (the live casino's unless told) */
  rules?: TableRules<string, { game: string }>;
  /** an amount as a player reads it (bet records' meta) */
  money?: (cents: number, currency: string) => string;
}

export type LiveListener = (data: string) => void;

/**
 * The live tables of one server process. Each table's rounds are dealt by the process holding its lease (a
 * row in demo_live_leases renewed by its clock); every process takes bets and pushes each table's state to
 * its sockets, the dealer's changes reaching the others over the bus. Money moves only through the wallet
 * client: one wallet round per player and table round, its bet taken when placed, its win (0 for a loss) paid
 * by the dealer once the result is decided; a bet whose wallet call never answered is rolled back.
 */
export function createLiveEngine(deps: LiveEngineDeps) {
  const { db, wallet, bus, now, log } = deps;
  const rules = (deps.rules ?? LIVE_RULES) as TableRules<string, { game: string }>;
  const wallNow = deps.wallNow ?? Date.now;
  const timing: LiveTiming = { ...LIVE_TIMING, ...deps.timing };
  const money = deps.money ?? ((cents: number, currency: string) => `${currency} ${(cents / 100).toFixed(2)}`);
  const self = randomUUID();
  const clocks = new Map<string, { timer?: NodeJS.Timeout; leader: boolean; renewedAt: number; first: Promise<void>; busy?: Promise<void> }>();
  const listeners = new Map<string, Set<LiveListener>>();
  const betPush = new Map<string, NodeJS.Timeout>();
  let closed = false;

  // --- Pushing a table's state to every process's sockets -------------------------------------------

  function deliver(table: string, data: string): void {
    for (const listener of listeners.get(table) ?? []) {
      try {
        listener(data);
      } catch (err) {
        log.warn({ err }, 'demo live: a listener failed');
      }
    }
  }

  bus.on('demo-live', (message) => deliver(message.table, message.data));

  async function publish(table: string): Promise<void> {
    if (closed) return;
    const data = JSON.stringify({ type: 'state', state: await state(table) });
    deliver(table, data);
    bus.publish('demo-live', { table, data }).catch((err: unknown) => log.warn({ err }, 'demo live: state not sent to the other processes'));
  }

  function publishSoon(table: string): void {
    if (betPush.has(table) || closed) return;
    const timer = setTimeout(() => {
      betPush.delete(table);
      publish(table).catch((err: unknown) => log.warn({ err, table }, 'demo live: state not pushed'));
    }, BET_PUSH_MS);
    timer.unref();
    betPush.set(table, timer);
  }

  // --- Rows -----------------------------------------------------------------------------------------

  const latestRound = (table: string) =>
    db.selectFrom('demo_live_rounds').selectAll().where('table_code', '=', table).orderBy('number', 'desc').limit(1).executeTakeFirst();

  function roundView(r: DemoLiveRoundRow): LiveRoundView {
    const decided = r.phase === 'result' && r.result !== null;
    const resultAt = r.result_at === null ? null : Number(r.result_at);
    return {
      number: r.number,
      phase: decided ? 'result' : 'betting',
      seedHash: r.seed_hash,
      openedAt: Number(r.opened_at),
      closesAt: Number(r.closes_at),
      resultAt,
      nextAt: resultAt === null ? null : resultAt + timing.resultMs,
      outcome: decided ? (JSON.parse(r.result!) as { game: string }) : null,
      seed: decided ? r.seed : null,
    };
  }

  /** The table as everyone sees it now. */
  async function state(table: string): Promise<LiveState> {
    const parsed = parseTable(table, rules)!;
    const round = await latestRound(table);
    const bets = round
      ? await db
          .selectFrom('demo_live_bets')
          .select(['player', 'stakes', 'stake_cents', 'user_id', 'created_at'])
          .where('round_id', '=', round.id)
          .where('status', 'in', ['taken', 'settled'])
          .orderBy('id', 'desc')
          .execute()
      : [];
    const totals: Record<string, number> = {};
    for (const bet of bets) {
      for (const [spot, cents] of Object.entries(JSON.parse(bet.stakes) as Record<string, number>)) totals[spot] = (totals[spot] ?? 0) + cents;
    }
    const past = await db
      .selectFrom('demo_live_rounds')
      .select(['number', 'result', 'seed', 'seed_hash'])
      .where('table_code', '=', table)
      .where('phase', '=', 'result')
      .orderBy('number', 'desc')
      .limit(HISTORY)
      .execute();
    return {
      table,
      game: parsed.game,
      name: rules.name(parsed.game),
      currency: parsed.currency,
      serverNow: now(),
      streamUrl: null,
      bettingMs: timing.bettingMs,
      resultMs: timing.resultMs,
      round: round ? roundView(round) : null,
      totals,
      players: new Set(bets.map((b) => b.user_id)).size,
      feed: bets.slice(0, FEED).map((b) => ({
        player: b.player,
        cents: Number(b.stake_cents),
        spots: Object.keys(JSON.parse(b.stakes) as Record<string, number>),
        at: Number(b.created_at),
      })),
      history: past
        .filter((r) => r.result !== null)
        .reverse()
        .map((r) => ({ number: r.number, outcome: JSON.parse(r.result!) as { game: string }, seedHash: r.seed_hash, seed: r.seed })),
    };
  }

  // --- Dealing (the lease holder) -------------------------------------------------------------------

  async function acquireLease(name: string, t: number): Promise<boolean> {
    const expiresAt = t + timing.leaseMs;
    const updated = await db
      .updateTable('demo_live_leases')
      .set({ holder: self, expires_at: expiresAt })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('holder', '=', self), eb('expires_at', '<=', t)]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return true;
    const inserted = await db
      .insertInto('demo_live_leases')
      .values({ name, holder: self, expires_at: expiresAt })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async function openRound(table: string, number: number, at: number): Promise<void> {
    const seed = randomBytes(32).toString('hex');
    try {
      await db
        .insertInto('demo_live_rounds')
        .values({ table_code: table, number, seed, seed_hash: sha256Hex(seed), phase: 'betting', opened_at: at, closes_at: at + timing.bettingMs, result: null, result_at: null })
        .execute();
    } catch (err) {
      if (asUniqueViolation(err, { number: 'number' })) return; // another dealer opened it
      throw err;
    }
    await publish(table);
  }

  async function decide(table: string, round: DemoLiveRoundRow, at: number): Promise<void> {
    const { game } = parseTable(table, rules)!;
    const outcome = rules.outcome(game, round.seed, round.number);
    const updated = await db
      .updateTable('demo_live_rounds')
      .set({ phase: 'result', result: JSON.stringify(outcome), result_at: at })
      .where('id', '=', round.id)
      .where('phase', '=', 'betting')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return;
    await publish(table);
  }

  function betsText(bet: DemoLiveBetRow, returns: Record<string, number>, game: string): string {
    const stakes = JSON.parse(bet.stakes) as Record<string, number>;
    return Object.entries(stakes)
      .map(([spot, cents]) => `${rules.spotLabel(game, spot)} ${money(cents, bet.currency)} → ${money(returns[spot] ?? 0, bet.currency)}`)
      .join('; ');
  }

  const DONE_WIN = new Set(['RS_OK', 'RS_ERROR_DUPLICATE_TRANSACTION']);
  const DONE_ROLLBACK = new Set(['RS_OK', 'RS_ERROR_DUPLICATE_TRANSACTION', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 'RS_ERROR_TRANSACTION_ROLLED_BACK']);

  /** Pays, closes at zero or rolls back every bet of a decided round; marks the round settled once none is left. */
  async function settleRound(round: DemoLiveRoundRow): Promise<void> {
    const { game } = parseTable(round.table_code, rules)!;
    const outcome = JSON.parse(round.result!) as { game: string };
    const bets = await db.selectFrom('demo_live_bets').selectAll().where('round_id', '=', round.id).where('status', 'in', ['pending', 'taken', 'voiding']).execute();
    let open = 0;
    // a pooled game's returns are shared out of every stake taken: only once no bet is half-placed (pending
    // ones are rolled back first, below), from the stakes of the bets taken
    const pooled = rules.pooled?.(game) ?? false;
    // a pending bet may still be taken; one being rolled back (voiding) never will, and is out of the pool
    const poolReady = !pooled || !bets.some((b) => b.status === 'pending');
    const pool: Record<string, number> = {};
    if (pooled && poolReady) {
      const all = await db.selectFrom('demo_live_bets').select('stakes').where('round_id', '=', round.id).where('status', 'in', ['taken', 'settled']).execute();
      for (const b of all) for (const [spot, cents] of Object.entries(JSON.parse(b.stakes) as Record<string, number>)) pool[spot] = (pool[spot] ?? 0) + cents;
    }
    for (const bet of bets) {
      try {
        if (bet.status === 'pending') {
          // its wallet call may still be under way in another process: it is given a while
          if (now() - Number(bet.created_at) < timing.pendingGraceMs) {
            open++;
            continue;
          }
          const claimed = await db.updateTable('demo_live_bets').set({ status: 'voiding', updated_at: now() }).where('id', '=', bet.id).where('status', '=', 'pending').executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) {
            open++;
            continue;
          }
          bet.status = 'voiding';
        }
        if (bet.status === 'voiding') {
          const answer = await wallet.rollback({ user: bet.user_id, game: bet.node_id, round: walletRound(bet), transaction: `dlv-${bet.id}`, bet: betTx(bet) });
          if (!DONE_ROLLBACK.has(answer.status)) throw new Error(`rollback answered ${answer.status}`);
          await db.updateTable('demo_live_bets').set({ status: 'void', return_cents: 0, updated_at: now() }).where('id', '=', bet.id).execute();
          continue;
        }
        if (!poolReady) {
          open++;
          continue;
        }
        const returns = rules.returns(game, JSON.parse(bet.stakes) as Record<string, number>, outcome, pool);
        const cents = Object.values(returns).reduce((s, c) => s + c, 0);
        const meta: RoundMeta = {
          summary: `${rules.name(game)} round ${round.number}: ${rules.resultText(outcome)}`,
          items: [
            ...rules.items(outcome),
            { label: 'Result', value: rules.resultText(outcome) },
            { label: 'Your bets', value: betsText(bet, returns, game) },
            { label: 'Seed hash', value: round.seed_hash },
            { label: 'Seed', value: round.seed },
          ],
        };
        const answer = await wallet.win({
          user: bet.user_id,
          token: bet.player_token,
          game: bet.node_id,
          round: walletRound(bet),
          transaction: `dlw-${bet.id}`,
          bet: betTx(bet),
          currency: bet.currency,
          cents,
          meta,
        });
        if (!DONE_WIN.has(answer.status)) throw new Error(`win answered ${answer.status}`);
        await db.updateTable('demo_live_bets').set({ status: 'settled', return_cents: cents, updated_at: now() }).where('id', '=', bet.id).execute();
      } catch (err) {
        open++;
        log.warn({ err, bet: bet.id }, 'demo live: a bet not settled yet; retried by the table clock');
      }
    }
    if (open === 0) await db.updateTable('demo_live_rounds').set({ settled: 1 }).where('id', '=', round.id).execute();
  }

  /** One step of a table's dealer: settle what is left, decide a closed round, open the next. */
  async function step(table: string): Promise<void> {
    const at = now();
    const unsettled = await db
      .selectFrom('demo_live_rounds')
      .selectAll()
      .where('table_code', '=', table)
      .where('settled', '=', 0)
      .where('phase', '=', 'result')
      .orderBy('number')
      .limit(5)
      .execute();
    for (const round of unsettled) await settleRound(round);
    const latest = await latestRound(table);
    if (!latest) return openRound(table, 1, at);
    if (latest.phase === 'betting') {
      if (at >= Number(latest.closes_at)) {
        await decide(table, latest, at);
        const decided = await db.selectFrom('demo_live_rounds').selectAll().where('id', '=', latest.id).executeTakeFirstOrThrow();
        if (decided.phase === 'result' && decided.settled === 0) await settleRound(decided);
      }
      return;
    }
    if (at >= Number(latest.result_at) + timing.resultMs) await openRound(table, latest.number + 1, at);
  }

  /** One turn of a table's clock: hold (or try to take) the lease, and deal while holding it. */
  async function turn(table: string): Promise<void> {
    const clock = clocks.get(table);
    if (!clock || closed) return;
    const run = async () => {
      const t = wallNow();
      if (!clock.leader || t - clock.renewedAt >= timing.leaseMs / 3) {
        clock.leader = await acquireLease(`demo-live:${table}`, t);
        if (clock.leader) clock.renewedAt = t;
      }
      if (clock.leader && !closed) await step(table);
    };
    // one turn at a time per table in this process
    const previous = clock.busy ?? Promise.resolve();
    const mine = previous.then(run, run);
    clock.busy = mine.catch(() => undefined);
    return mine;
  }

  function schedule(table: string): void {
    const clock = clocks.get(table);
    if (!clock || closed) return;
    const delay = clock.leader ? timing.tickMs : Math.max(timing.tickMs, Math.floor(timing.leaseMs / 3));
    clock.timer = setTimeout(() => {
      turn(table)
        .catch((err: unknown) => log.error({ err, table }, 'demo live: table clock failed'))
        .finally(() => schedule(table));
    }, delay);
    clock.timer.unref();
  }

  /** Starts the table's clock in this process (once); resolves after its first turn. */
  function ensure(table: string): Promise<void> {
    const existing = clocks.get(table);
    if (existing) return existing.first;
    if (closed) return Promise.resolve();
    const clock = { leader: false, renewedAt: 0, first: Promise.resolve() };
    clocks.set(table, clock);
    clock.first = turn(table)
      .catch((err: unknown) => log.error({ err, table }, 'demo live: table clock failed'))
      .finally(() => schedule(table));
    return clock.first;
  }

  // --- Players' bets (any process) ------------------------------------------------------------------

  function answerOf(bet: DemoLiveBetRow, round: number, balanceCents?: number): LiveBetAnswer {
    return { round, status: bet.status, stakes: JSON.parse(bet.stakes) as Record<string, number>, stakeCents: Number(bet.stake_cents), ...(balanceCents === undefined ? {} : { balanceCents }) };
  }

  async function roundNumberOf(roundId: number): Promise<number> {
    const r = await db.selectFrom('demo_live_rounds').select('number').where('id', '=', roundId).executeTakeFirst();
    return r?.number ?? 0;
  }

  /**
   * A player's bets on the round taking bets: one wallet bet for them all (one per player and round). The
   * same request id again answers the first bet as it stands and takes nothing more.
   */
  async function bet(session: DemoSession, table: string, input: { requestId: string; stakes: Record<string, number> }): Promise<LiveBetAnswer> {
    await ensure(table);
    const replay = await db.selectFrom('demo_live_bets').selectAll().where('user_id', '=', session.user).where('request_id', '=', input.requestId).executeTakeFirst();
    if (replay) return answerOf(replay, await roundNumberOf(replay.round_id));
    const at = now();
    const round = await latestRound(table);
    if (!round || round.phase !== 'betting' || at >= Number(round.closes_at)) throw new LiveRefusal(409, 'Bets are closed for this round. Wait for the next one.');
    const stakeCents = Object.values(input.stakes).reduce((s, c) => s + c, 0);
    let row: DemoLiveBetRow;
    try {
      row = await db
        .insertInto('demo_live_bets')
        .values({
          round_id: round.id,
          table_code: table,
          user_id: session.user,
          player_token: session.playerToken,
          player: maskedPlayer(session.user),
          node_id: session.nodeId,
          currency: session.currency,
          request_id: input.requestId,
          stakes: JSON.stringify(input.stakes),
          stake_cents: stakeCents,
          status: 'pending',
          return_cents: null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      const unique = asUniqueViolation(err, { request: 'request', round: 'round' });
      if (!unique) throw err;
      const again = await db.selectFrom('demo_live_bets').selectAll().where('user_id', '=', session.user).where('request_id', '=', input.requestId).executeTakeFirst();
      if (again) return answerOf(again, await roundNumberOf(again.round_id));
      throw new LiveRefusal(409, 'Your bets on this round are already placed.');
    }
    let answer;
    try {
      answer = await wallet.bet({ user: session.user, token: session.playerToken, game: session.nodeId, round: walletRound(row), transaction: betTx(row), currency: session.currency, cents: stakeCents });
    } catch (err) {
      // the dealer rolls it back unless this process still marks it taken
      log.warn({ err, bet: row.id }, 'demo live: the wallet did not answer a bet');
      throw new LiveRefusal(503, 'The bet could not be confirmed. If it was taken, it will be returned.');
    }
    if (answer.status !== 'RS_OK') {
      await db.updateTable('demo_live_bets').set({ status: 'refused', updated_at: now() }).where('id', '=', row.id).where('status', '=', 'pending').execute();
      throw new LiveRefusal(answer.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 409 : 403, WALLET_MESSAGES[answer.status] ?? 'The bet did not go through.', answer.balance);
    }
    const taken = await db.updateTable('demo_live_bets').set({ status: 'taken', updated_at: now() }).where('id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      // the dealer gave up waiting for the wallet and rolled the bet back
      throw new LiveRefusal(409, 'Bets are closed for this round. Your stake is returned.');
    }
    publishSoon(table);
    return answerOf({ ...row, status: 'taken' }, round.number, answer.balance);
  }

  /** A player's latest bets at a table and what they returned. */
  async function mine(session: DemoSession, table: string) {
    const bet = await db
      .selectFrom('demo_live_bets')
      .innerJoin('demo_live_rounds', 'demo_live_rounds.id', 'demo_live_bets.round_id')
      .select(['demo_live_rounds.number', 'demo_live_bets.status', 'demo_live_bets.stakes', 'demo_live_bets.stake_cents', 'demo_live_bets.return_cents'])
      .where('demo_live_bets.table_code', '=', table)
      .where('demo_live_bets.user_id', '=', session.user)
      .orderBy('demo_live_bets.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return bet
      ? { round: bet.number, status: bet.status, stakes: JSON.parse(bet.stakes) as Record<string, number>, stakeCents: Number(bet.stake_cents), returnCents: bet.return_cents === null ? null : Number(bet.return_cents) }
      : null;
  }

  return {
    timing,
    ensure,
    state,
    bet,
    mine,
    /** one turn of a table's clock now (tests) */
    turn,
    /** whether this process deals the table now */
    leads: (table: string) => clocks.get(table)?.leader ?? false,
    /** listens to a table's state pushes from any process; answers the way to stop */
    subscribe(table: string, listener: LiveListener): () => void {
      let set = listeners.get(table);
      if (!set) listeners.set(table, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(table);
      };
    },
    /**
     * Stops this process's clocks. `handOver`: release the leases at once (a clean stop); without it the
     * leases run out by themselves (what a crashed process leaves).
     */
    async close(handOver = true): Promise<void> {
      closed = true;
      for (const timer of betPush.values()) clearTimeout(timer);
      betPush.clear();
      for (const [table, clock] of clocks) {
        clearTimeout(clock.timer);
        await clock.busy;
        if (handOver && clock.leader) {
          await db.updateTable('demo_live_leases').set({ expires_at: 0 }).where('name', '=', `demo-live:${table}`).where('holder', '=', self).execute().catch(() => undefined);
        }
      }
      clocks.clear();
      listeners.clear();
    },
  };
}

export type LiveEngine = ReturnType<typeof createLiveEngine>;
