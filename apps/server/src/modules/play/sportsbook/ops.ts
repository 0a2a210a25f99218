import { LEG_RESULTS, SPORTS, marketMarginBp } from '@lobby/contract/rules';
import type { LegResult, MarketType, Sport } from '@lobby/contract/rules';
import type { z } from 'zod';
import type { limitBodySchema, marginsBodySchema, opsBetsQuerySchema, opsEventDetailSchema, opsEventRowSchema, opsEventsQuerySchema, settleBodySchema } from '@lobby/contract';
import type { SbEventRow } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { DatabaseHandle } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { addDays, startOfLocalDate } from '../../../lib/time-zone.ts';
import { groupBy } from './book.ts';
import type { Book, MerchantBook } from './book.ts';
import type { Bets } from './bets.ts';
import type { Desk } from './desk.ts';
import type { SportsbookRepository } from './repository.ts';
import type { SportsbookLive } from './live.ts';

type EventRow = z.infer<typeof opsEventRowSchema>;
type EventDetail = z.infer<typeof opsEventDetailSchema>;
const cents = (c: number) => (c / 100).toFixed(2);
const toCents = (major: number) => Math.round(major * 100);

/**
 * Console → Sportsbook: the merchant's view of the book with its exposure, its suspensions, margins and
 * limits; settling and voiding markets by hand (for every merchant); its bets; the GGR report.
 */
export function createSportsbookOps(deps: {
  repository: SportsbookRepository;
  database: DatabaseHandle;
  book: Book;
  bets: Bets;
  desk: Desk;
  live: SportsbookLive;
  /** drops every process's copy of the merchants' settings, and waits for them */
  invalidate(): Promise<void>;
  merchants: { calendarOf(code: string): Promise<{ timeZone: string; currency: string } | undefined> };
  memberIdOf(merchant: string, username: string): Promise<number | undefined>;
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
  now: () => number;
}) {
  const { repository: repo, book, now } = deps;

  async function calendar(merchant: string) {
    const c = await deps.merchants.calendarOf(merchant);
    if (!c) throw new AppError('merchant.unknown');
    return c;
  }

  /** Per selection: stakes and bets on it, and what the book loses if it wins (its potential returns less the market's stakes). */
  async function exposureOf(merchant: string, eventIds: readonly number[]) {
    const rows = await repo.exposure(merchant, eventIds);
    const bySelection = new Map<number, { stakes: number; potential: number; bets: number }>();
    const marketStakes = new Map<number, number>();
    const eventBets = new Map<number, Set<number>>();
    const eventStakes = new Map<number, number>();
    for (const r of rows) {
      const s = bySelection.get(r.selectionId) ?? { stakes: 0, potential: 0, bets: 0 };
      s.stakes += r.stake;
      s.potential += r.potential;
      s.bets += 1;
      bySelection.set(r.selectionId, s);
      marketStakes.set(r.marketId, (marketStakes.get(r.marketId) ?? 0) + r.stake);
      const set = eventBets.get(r.eventId) ?? new Set();
      if (!set.has(r.betId)) eventStakes.set(r.eventId, (eventStakes.get(r.eventId) ?? 0) + r.stake);
      set.add(r.betId);
      eventBets.set(r.eventId, set);
    }
    return { bySelection, marketStakes, eventBets, eventStakes };
  }

  async function rowsOf(mb: MerchantBook, merchant: string, events: readonly SbEventRow[]): Promise<EventRow[]> {
    const { currency } = await calendar(merchant);
    const summaries = await book.summaries(mb, events);
    const ids = events.map((e) => e.id);
    const ex = await exposureOf(merchant, ids);
    const markets = await repo.marketsOfEvents(ids);
    const selections = groupBy(await repo.selectionsOf(markets.map((m) => m.id)), (s) => s.market_id);
    const worst = new Map<number, number>();
    for (const m of markets) {
      for (const s of selections.get(m.id) ?? []) {
        const e = ex.bySelection.get(s.id);
        if (!e) continue;
        const liability = e.potential - (ex.marketStakes.get(m.id) ?? 0);
        worst.set(m.event_id, Math.max(worst.get(m.event_id) ?? -Infinity, liability));
      }
    }
    return summaries.map((s) => ({
      ...s,
      openBets: ex.eventBets.get(s.id)?.size ?? 0,
      openStakes: cents(ex.eventStakes.get(s.id) ?? 0),
      worstLiability: cents(Number.isFinite(worst.get(s.id)) ? worst.get(s.id)! : 0),
      currency,
    }));
  }

  async function detail(merchant: string, id: number): Promise<EventDetail> {
    const event = await repo.event(id);
    if (!event) throw new AppError('sportsbook.event.not.found');
    const mb = await book.merchantBook(merchant);
    const [row] = await rowsOf(mb, merchant, [event]);
    const markets = await repo.marketsOfEvents([id]);
    const selections = groupBy(await repo.selectionsOf(markets.map((m) => m.id)), (s) => s.market_id);
    const ex = await exposureOf(merchant, [id]);
    const limits = await repo.limits(merchant);
    const settlements = await repo.settlementsOf(markets.map((m) => m.id));
    const lastBy = new Map<number, string | null>();
    for (const s of settlements) if (!lastBy.has(s.market_id)) lastBy.set(s.market_id, s.source === 'feed' ? 'feed' : s.created_by);
    return {
      ...row!,
      suspendedByOperator: mb.eventSuspended(id),
      marketList: markets.map((m) => {
        const v = book.marketView(mb, event, m, selections.get(m.id) ?? []);
        const limit = limits.find((l) => l.scope === 'market' && l.ref === String(m.id));
        return {
          ...v,
          marginBp: marketMarginBp(mb.margin(event.sport), m.type as MarketType),
          suspendedByOperator: mb.marketSuspended(m.id),
          suspendedByFeed: m.feed_suspended === 1 || event.feed_suspended === 1,
          maxStake: limit?.max_stake_cents != null ? cents(limit.max_stake_cents) : null,
          settledBy: lastBy.get(m.id) ?? null,
          selections: v.selections.map((s) => {
            const raw = (selections.get(m.id) ?? []).find((x) => x.id === s.id)!;
            const e = ex.bySelection.get(s.id);
            return {
              ...s,
              probability: raw.prob_ppm / 1_000_000,
              stakes: cents(e?.stakes ?? 0),
              liability: cents((e?.potential ?? 0) - (ex.marketStakes.get(m.id) ?? 0)),
              bets: e?.bets ?? 0,
            };
          }),
        };
      }),
      settlements: settlements.map((s) => ({
        marketId: s.market_id,
        at: s.created_at,
        source: s.source as 'feed' | 'operator',
        action: s.action as 'settle' | 'resettle' | 'void',
        by: s.created_by,
        reason: s.reason,
        results: JSON.parse(s.results) as Record<string, string>,
      })),
    };
  }

  async function settleMarket(marketId: number, results: Record<string, { result: LegResult; deadHeat?: number }>, action: 'settle' | 'void', by: string, reason: string) {
    const market = await repo.market(marketId);
    if (!market) throw new AppError('request.not.found', { message: 'No such market.' });
    const resettled = market.status === 'settled' || market.status === 'void';
    const changed = await deps.desk.writeResults({ marketId, results, source: 'operator', by, reason }, action);
    const betsSettled = changed ? await deps.bets.settleMarkets([marketId]) : 0;
    if (changed) deps.live.publish({ kind: 'markets', ids: [marketId] });
    return { marketId, betsSettled, resettled: changed && resettled };
  }

  return {
    detail,

    async events(query: z.infer<typeof opsEventsQuerySchema>) {
      const mb = await book.merchantBook(query.merchant);
      const statuses = query.when === 'live' ? ['live'] : query.when === 'upcoming' ? ['scheduled'] : query.when === 'ended' ? ['ended', 'cancelled'] : ['live', 'scheduled', 'ended', 'cancelled'];
      const rows = await repo.events({ statuses, sport: query.sport, q: query.q, limit: query.limit, ...(query.when === 'all' ? { from: now() - 86_400_000 } : {}) });
      return { list: await rowsOf(mb, query.merchant, rows) };
    },

    async suspend(merchant: string, scope: 'event' | 'market', id: number, suspended: boolean, reason: string, by: string) {
      let eventId = id;
      if (scope === 'market') {
        const market = await repo.market(id);
        if (!market) throw new AppError('request.not.found', { message: 'No such market.' });
        eventId = market.event_id;
      } else if (!(await repo.event(id))) throw new AppError('sportsbook.event.not.found');
      const before = (await book.merchantBook(merchant))[scope === 'event' ? 'eventSuspended' : 'marketSuspended'](id);
      await inTransaction(deps.database, async (tx) => {
        if (suspended) await repo.suspend(tx, { merchant_code: merchant, scope, ref_id: id, reason, created_by: by, created_at: now() });
        else await repo.unsuspend(tx, merchant, scope, id);
      });
      await deps.invalidate();
      deps.live.publish({ kind: 'merchant', merchant, events: [eventId] });
      return { before, after: suspended, detail: await detail(merchant, eventId) };
    },

    async settle(marketId: number, body: z.infer<typeof settleBodySchema>, by: string) {
      const market = await repo.market(marketId);
      if (!market) throw new AppError('request.not.found', { message: 'No such market.' });
      const selections = await repo.selectionsOf([marketId]);
      const given = new Map(body.results.map((r) => [r.selectionId, r]));
      if (given.size !== body.results.length || selections.length !== given.size || selections.some((s) => !given.has(s.id))) {
        throw new AppError('sportsbook.result.invalid', { message: 'Give one result for every selection of the market.' });
      }
      if (!body.results.every((r) => (LEG_RESULTS as readonly string[]).includes(r.result))) throw new AppError('sportsbook.result.invalid');
      if (body.results.every((r) => r.result === 'lose')) throw new AppError('sportsbook.result.invalid', { message: 'At least one selection must not lose (or void the market).' });
      const results: Record<string, { result: LegResult; deadHeat?: number }> = {};
      for (const s of selections) {
        const r = given.get(s.id)!;
        results[s.code] = { result: r.result, deadHeat: r.deadHeat };
      }
      return settleMarket(marketId, results, 'settle', by, body.reason);
    },

    async voidMarket(marketId: number, reason: string, by: string) {
      return settleMarket(marketId, {}, 'void', by, reason);
    },

    async margins(merchant: string) {
      const mb = await book.merchantBook(merchant);
      return { merchant, margins: SPORTS.map((sport) => ({ sport, marginBp: mb.margin(sport) })) };
    },

    async setMargins(body: z.infer<typeof marginsBodySchema>, by: string) {
      const before = await this.margins(body.merchant);
      await inTransaction(deps.database, async (tx) => {
        for (const m of body.margins) await repo.setMargin(tx, { merchant_code: body.merchant, sport: m.sport, margin_bp: m.marginBp, updated_at: now(), updated_by: by });
      });
      await deps.invalidate();
      deps.live.publish({ kind: 'merchant', merchant: body.merchant, events: [] });
      return { before, after: await this.margins(body.merchant) };
    },

    async limits(merchant: string) {
      const { currency } = await calendar(merchant);
      const rows = await repo.limits(merchant);
      const names = await deps.usernames(rows.filter((r) => r.scope === 'player').map((r) => Number(r.ref)));
      const markets = await repo.marketsByIds(rows.filter((r) => r.scope === 'market').map((r) => Number(r.ref)));
      const events = new Map((await repo.eventsByIds(markets.map((m) => m.event_id))).map((e) => [e.id, e]));
      const label = (scope: string, ref: string) => {
        if (scope === 'merchant') return merchant;
        if (scope === 'player') return names.get(Number(ref)) ?? ref;
        const m = markets.find((x) => x.id === Number(ref));
        const e = m && events.get(m.event_id);
        return m && e ? `${e.home} v ${e.away} · ${m.type}${m.line ? ` ${m.line}` : ''}` : `#${ref}`;
      };
      return {
        merchant,
        currency,
        limits: rows.map((r) => ({
          scope: r.scope as 'merchant' | 'player' | 'market',
          ref: r.scope === 'merchant' ? null : r.scope === 'player' ? (names.get(Number(r.ref)) ?? r.ref) : r.ref,
          label: label(r.scope, r.ref),
          minStake: r.min_stake_cents === null ? null : cents(r.min_stake_cents),
          maxStake: r.max_stake_cents === null ? null : cents(r.max_stake_cents),
          maxPayout: r.max_payout_cents === null ? null : cents(r.max_payout_cents),
          updatedAt: r.updated_at,
          updatedBy: r.updated_by,
        })),
      };
    },

    async setLimit(body: z.infer<typeof limitBodySchema>, by: string) {
      let ref = '';
      if (body.scope === 'player') {
        const id = await deps.memberIdOf(body.merchant, body.ref!);
        if (id === undefined) throw new AppError('request.not.found', { message: `No player ${body.ref} at ${body.merchant}.` });
        ref = String(id);
      } else if (body.scope === 'market') {
        if (!(await repo.market(Number(body.ref)))) throw new AppError('request.not.found', { message: 'No such market.' });
        ref = body.ref!;
      }
      const before = await this.limits(body.merchant);
      await inTransaction(deps.database, async (tx) => {
        if (body.remove) await repo.removeLimit(tx, body.merchant, body.scope, ref);
        else
          await repo.setLimit(tx, {
            merchant_code: body.merchant,
            scope: body.scope,
            ref,
            min_stake_cents: body.minStake === null ? null : toCents(body.minStake),
            max_stake_cents: body.maxStake === null ? null : toCents(body.maxStake),
            max_payout_cents: body.maxPayout === null ? null : toCents(body.maxPayout),
            updated_at: now(),
            updated_by: by,
          });
      });
      return { before, after: await this.limits(body.merchant) };
    },

    async bets(query: z.infer<typeof opsBetsQuerySchema>, beforeId = query.beforeId, limit = query.limit) {
      const { timeZone } = await calendar(query.merchant);
      const mb = await book.merchantBook(query.merchant);
      let memberId: number | undefined;
      if (query.player) {
        memberId = await deps.memberIdOf(query.merchant, query.player);
        if (memberId === undefined) return { list: [], hasMore: false, timeZone };
      }
      const statuses = query.status === 'all' ? undefined : query.status === 'settled' ? ['won', 'lost', 'void', 'cashed_out'] : [query.status];
      const sports = query.sport ? [query.sport] : undefined;
      const rows = await repo.merchantBets(query.merchant, {
        statuses,
        sports,
        memberId,
        eventId: query.eventId,
        live: query.live === 'all' ? undefined : query.live === 'yes',
        from: query.from ? startOfLocalDate(query.from, timeZone) : undefined,
        to: query.to ? startOfLocalDate(addDays(query.to, 1), timeZone) : undefined,
        beforeId,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const names = await deps.usernames([...new Set(page.map((b) => b.member_id))]);
      const views = await deps.bets.view(mb, page);
      return {
        list: views.map((v, i) => ({ ...v, memberId: page[i]!.member_id, username: names.get(page[i]!.member_id) ?? '' })),
        hasMore: rows.length > limit,
        timeZone,
      };
    },

    async report(merchant: string, from: string, to: string) {
      if (from > to) throw new AppError('request.invalid', { message: 'The start of the range must not be after its end.' });
      const { timeZone, currency } = await calendar(merchant);
      const r = await repo.report(merchant, startOfLocalDate(from, timeZone), startOfLocalDate(addDays(to, 1), timeZone));
      const sports = new Set<string>([...r.settled.map((x) => x.sport), ...r.open.keys()]);
      const rows = [...sports]
        .filter((s): s is Sport => (SPORTS as readonly string[]).includes(s))
        .map((sport) => {
          const s = r.settled.find((x) => x.sport === sport) ?? { bets: 0, stakes: 0, payouts: 0, cashouts: 0 };
          return { sport, bets: s.bets, stakes: s.stakes, payouts: s.payouts, ggr: s.stakes - s.payouts, open: r.open.get(sport) ?? 0, cashouts: s.cashouts };
        });
      const total = rows.reduce((t, x) => ({ bets: t.bets + x.bets, stakes: t.stakes + x.stakes, payouts: t.payouts + x.payouts, ggr: t.ggr + x.ggr, open: t.open + x.open, cashouts: t.cashouts + x.cashouts }), { bets: 0, stakes: 0, payouts: 0, ggr: 0, open: 0, cashouts: 0 });
      const money = (x: typeof total) => ({ bets: x.bets, stakes: cents(x.stakes), payouts: cents(x.payouts), ggr: cents(x.ggr), openStakes: cents(x.open), cashOuts: x.cashouts });
      return {
        merchant,
        currency,
        timeZone,
        from,
        to,
        rows: rows.map((x) => ({ sport: x.sport, ...money(x) })),
        total: money(total),
      };
    },
  };
}

export type SportsbookOps = ReturnType<typeof createSportsbookOps>;
