import { randomUUID } from 'node:crypto';
import { ESPORTS, SPORTS } from '@lobby/contract/rules';
import type { OddsChangePolicy, OddsFormat, Sport } from '@lobby/contract/rules';
import type { PlaceBetBody, SportsbookPreferences } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../../core/bus.ts';
import type { DatabaseHandle } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LedgerService, Purse } from '../../money/ledger/index.ts';
import type { RoundsService } from '../rounds/index.ts';
import { createBets } from './bets.ts';
import { createBook, groupBy } from './book.ts';
import { createDesk } from './desk.ts';
import type { SportsFeed } from './feed/types.ts';
import { createSportsbookLive } from './live.ts';
import { createSportsbookOps } from './ops.ts';
import { createSportsbookRepository } from './repository.ts';

const LEASE = 'sportsbook-feed';
const LEASE_MS = 10_000;

/**
 * The sportsbook of this app: the book (prices per merchant), the desk that applies the feed (on the one
 * process holding the feed's lease), bets on the ledger, the live sockets, and the console's side.
 */
export function createSportsbookService(deps: {
  database: DatabaseHandle;
  bus: Bus;
  log: FastifyBaseLogger;
  ledger: LedgerService;
  rounds: RoundsService;
  merchants: { calendarOf(code: string): Promise<{ timeZone: string; currency: string } | undefined> };
  purseById(memberId: number): Promise<Purse | undefined>;
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
  memberIdOf(merchant: string, username: string): Promise<number | undefined>;
  now: () => number;
  /** read at each bet: the configuration's, which a test may change */
  inPlayDelayMs: () => number;
  /** the cache bus: an operator's change of a merchant's settings drops every process's copy before it answers */
  cacheBus: { invalidate(topic: 'sportsbook'): Promise<void>; on(topic: 'sportsbook', drop: () => void): void };
}) {
  const { now } = deps;
  const repository = createSportsbookRepository(deps.database.db);
  const book = createBook({ repository, now });
  deps.cacheBus.on('sportsbook', () => book.drop());
  const desk = createDesk({ repository, database: deps.database, now });
  const live = createSportsbookLive({ bus: deps.bus, repository, book, log: deps.log });
  const bets = createBets({
    repository,
    book,
    ledger: deps.ledger,
    rounds: deps.rounds,
    purseById: deps.purseById,
    usernames: deps.usernames,
    now,
    inPlayDelayMs: deps.inPlayDelayMs,
    onBetChanged: (bet) => live.publish({ kind: 'bet', ...bet }),
    log: deps.log,
  });
  const ops = createSportsbookOps({ repository, database: deps.database, book, bets, desk, live, invalidate: () => deps.cacheBus.invalidate('sportsbook'), merchants: deps.merchants, memberIdOf: deps.memberIdOf, usernames: deps.usernames, now });

  /** Applies feed messages, tells the sockets, settles what was settled: one poll's work. */
  async function ingest(messages: Parameters<typeof desk.apply>[0]): Promise<void> {
    const applied = await desk.apply(messages);
    if (applied.events.size > 0) live.publish({ kind: 'events', ids: [...applied.events] });
    if (applied.markets.size > 0) live.publish({ kind: 'markets', ids: [...applied.markets] });
    if (applied.settled.length > 0) await bets.settleMarkets(applied.settled);
  }

  // the feed runner: one process at a time polls the feed (the lease), any process serves the book
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  return {
    repository,
    book,
    desk,
    bets,
    live,
    ops,
    ingest,

    /** Starts polling `feed` every `pollMs` while this process holds the feed's lease. */
    start(feed: SportsFeed, pollMs: number): void {
      const tick = async () => {
        const wall = Date.now();
        if (!(await repository.acquireLease(LEASE, holder, wall, wall + LEASE_MS))) return;
        await ingest(await feed.poll(now()));
      };
      const loop = () => {
        if (stopped) return;
        running = tick()
          .catch((err) => deps.log.warn({ err }, 'sportsbook: a feed poll failed'))
          .finally(() => {
            running = undefined;
            if (!stopped) timer = setTimeout(loop, pollMs);
          });
      };
      loop();
    },

    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      bets.close();
      await repository.releaseLease(LEASE, holder).catch(() => {});
    },

    async sports() {
      const counts = await repository.counts();
      const leagues = new Map((await repository.leagues()).map((l) => [l.id, l]));
      const bySport = groupBy(counts, (c) => c.sport);
      return {
        sports: SPORTS.filter((s) => bySport.has(s)).map((sport) => {
          const rows = bySport.get(sport)!;
          const byLeague = groupBy(rows, (r) => r.league_id);
          return {
            sport,
            live: rows.filter((r) => r.status === 'live').reduce((t, r) => t + r.count, 0),
            upcoming: rows.filter((r) => r.status === 'scheduled').reduce((t, r) => t + r.count, 0),
            leagues: [...byLeague.entries()].map(([id, list]) => ({
              id,
              name: leagues.get(id)?.name ?? '',
              country: leagues.get(id)?.country ?? '',
              live: list.filter((r) => r.status === 'live').reduce((t, r) => t + r.count, 0),
              upcoming: list.filter((r) => r.status === 'scheduled').reduce((t, r) => t + r.count, 0),
            })),
          };
        }),
      };
    },

    async events(merchant: string, query: { sport?: Sport; league?: number; when: 'live' | 'upcoming' | 'all'; limit: number }) {
      const mb = await book.merchantBook(merchant);
      const statuses = query.when === 'live' ? ['live'] : query.when === 'upcoming' ? ['scheduled'] : ['live', 'scheduled'];
      const rows = await repository.events({ statuses, sport: query.sport, leagueId: query.league, limit: query.limit });
      return { events: await book.summaries(mb, rows) };
    },

    /** The e-sports (the lobby's ESPORTS tiles open the book on them). */
    esports: ESPORTS,

    async event(merchant: string, id: number) {
      const event = await repository.event(id);
      if (!event) throw new AppError('sportsbook.event.not.found');
      const mb = await book.merchantBook(merchant);
      const [summary] = await book.summaries(mb, [event]);
      const markets = await repository.marketsOfEvents([id]);
      const selections = groupBy(await repository.selectionsOf(markets.map((m) => m.id)), (s) => s.market_id);
      return { ...summary!, marketList: markets.map((m) => book.marketView(mb, event, m, selections.get(m.id) ?? [])) };
    },

    async quote(merchant: string, memberId: number, currency: string, selections: readonly number[]) {
      return bets.quote(await book.merchantBook(merchant), memberId, currency, selections);
    },

    async place(merchant: string, purse: Purse, body: PlaceBetBody) {
      return bets.place(await book.merchantBook(merchant), purse, body);
    },

    async list(merchant: string, memberId: number, query: { status: 'open' | 'settled' | 'all'; beforeId?: number; limit: number }) {
      return bets.list(await book.merchantBook(merchant), memberId, query);
    },

    async one(merchant: string, memberId: number, id: number) {
      return bets.one(await book.merchantBook(merchant), memberId, id);
    },

    async cashOut(merchant: string, memberId: number, id: number, amount: number) {
      return bets.cashOut(await book.merchantBook(merchant), memberId, id, amount);
    },

    async preferences(memberId: number): Promise<SportsbookPreferences> {
      const row = await repository.preferences(memberId);
      return { oddsFormat: (row?.odds_format as OddsFormat | undefined) ?? 'decimal', oddsChange: (row?.odds_change as OddsChangePolicy | undefined) ?? 'higher' };
    },

    async setPreferences(memberId: number, patch: Partial<SportsbookPreferences>): Promise<SportsbookPreferences> {
      const current = await this.preferences(memberId);
      const next = { ...current, ...patch };
      await inTransaction(deps.database, (tx) => repository.setPreferences(tx, { member_id: memberId, odds_format: next.oddsFormat, odds_change: next.oddsChange, updated_at: now() }));
      return next;
    },
  };
}

export type SportsbookService = ReturnType<typeof createSportsbookService>;
