import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, SbBetLegRow, SbBetRow, SbEventRow, SbMarketRow, SbSelectionRow } from '../../../db/schema.ts';
import { onSqlite } from '../../../db/transaction.ts';
import type { Tx } from '../../../db/transaction.ts';

type Db = Kysely<Database>;

/**
 * The bet statuses whose stake counts toward what a member has staked on a market (the cumulative limits):
 * every bet that took or holds the stake (pending, open, won, lost, cashed out). A rejected bet was refused and
 * its hold released, a void one had its stake given back: neither counts. There is no other status.
 */
export const STAKED_STATUSES = ['pending', 'open', 'won', 'lost', 'cashed_out'] as const;

/** The first key of the PostgreSQL advisory lock a member's placements take (the second is the member id). */
const MEMBER_LOCK_CLASS = 0x5342; // "SB"

const n = (v: unknown): number => Number(v);
const nn = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function eventRow(r: SbEventRow): SbEventRow {
  return { ...r, starts_at: n(r.starts_at), updated_at: n(r.updated_at), score_home: nn(r.score_home), score_away: nn(r.score_away), feed_suspended: n(r.feed_suspended) };
}
function marketRow(r: SbMarketRow): SbMarketRow {
  return { ...r, feed_suspended: n(r.feed_suspended), decided: n(r.decided), sort: n(r.sort), settle_version: n(r.settle_version), settled_at: nn(r.settled_at), updated_at: n(r.updated_at) };
}
function selectionRow(r: SbSelectionRow): SbSelectionRow {
  return { ...r, prob_ppm: n(r.prob_ppm), dead_heat: n(r.dead_heat), sort: n(r.sort) };
}
export function betRow(r: SbBetRow): SbBetRow {
  return {
    ...r,
    demo: n(r.demo),
    stake_cents: n(r.stake_cents),
    hold_cash_cents: n(r.hold_cash_cents),
    hold_bonus_cents: n(r.hold_bonus_cents),
    odds: n(r.odds),
    potential_cents: n(r.potential_cents),
    payout_cents: nn(r.payout_cents),
    settle_count: n(r.settle_count),
    live: n(r.live),
    placed_at: n(r.placed_at),
    accept_at: n(r.accept_at),
    accepted_at: nn(r.accepted_at),
    settled_at: nn(r.settled_at),
    updated_at: n(r.updated_at),
  };
}
function legRow(r: SbBetLegRow): SbBetLegRow {
  return { ...r, requested_odds: n(r.requested_odds), odds: n(r.odds), leg_no: n(r.leg_no) };
}

export type LeagueRow = { id: number; feed_ref: string; sport: string; name: string; country: string };

/** Every SQL statement of the sportsbook: the feed's book, the merchants' settings, bets and legs, settlements, the lease. */
export function createSportsbookRepository(db: Db) {
  return {
    db,

    // ----- the feed's book -----
    async leagueByRef(on: Db, ref: string): Promise<LeagueRow | undefined> {
      return on.selectFrom('sb_leagues').selectAll().where('feed_ref', '=', ref).executeTakeFirst();
    },
    async insertLeague(on: Db, row: Omit<LeagueRow, 'id'>): Promise<number> {
      const r = await on.insertInto('sb_leagues').values(row).returning('id').executeTakeFirstOrThrow();
      return n(r.id);
    },
    async leagues(on: Db = db): Promise<LeagueRow[]> {
      return on.selectFrom('sb_leagues').selectAll().execute();
    },
    async eventByRef(on: Db, ref: string): Promise<SbEventRow | undefined> {
      const r = await on.selectFrom('sb_events').selectAll().where('feed_ref', '=', ref).executeTakeFirst();
      return r && eventRow(r);
    },
    async insertEvent(on: Db, row: Omit<SbEventRow, 'id'>): Promise<number> {
      const r = await on.insertInto('sb_events').values(row).returning('id').executeTakeFirstOrThrow();
      return n(r.id);
    },
    async updateEvent(on: Db, id: number, patch: Partial<Omit<SbEventRow, 'id'>>): Promise<void> {
      await on.updateTable('sb_events').set(patch).where('id', '=', id).execute();
    },
    async event(id: number, on: Db = db): Promise<SbEventRow | undefined> {
      const r = await on.selectFrom('sb_events').selectAll().where('id', '=', id).executeTakeFirst();
      return r && eventRow(r);
    },
    async eventsByIds(ids: readonly number[], on: Db = db): Promise<SbEventRow[]> {
      if (ids.length === 0) return [];
      return (await on.selectFrom('sb_events').selectAll().where('id', 'in', [...ids]).execute()).map(eventRow);
    },
    /** Live and upcoming events (or ended ones for the desk), soonest first. */
    async events(filter: { statuses: string[]; sport?: string; sports?: readonly string[]; leagueId?: number; q?: string; limit: number; from?: number }, on: Db = db): Promise<SbEventRow[]> {
      let q = on.selectFrom('sb_events').selectAll().where('status', 'in', filter.statuses);
      if (filter.sport) q = q.where('sport', '=', filter.sport);
      if (filter.sports) q = q.where('sport', 'in', [...filter.sports]);
      if (filter.leagueId) q = q.where('league_id', '=', filter.leagueId);
      if (filter.from !== undefined) q = q.where('starts_at', '>=', filter.from);
      if (filter.q) {
        const like = `%${filter.q.toLowerCase()}%`;
        q = q.where((eb) => eb.or([eb(eb.fn('lower', ['home']), 'like', like), eb(eb.fn('lower', ['away']), 'like', like)]));
      }
      const order = filter.statuses.includes('ended') && filter.statuses.length === 1 ? 'desc' : 'asc';
      return (await q.orderBy('starts_at', order).orderBy('id').limit(filter.limit).execute()).map(eventRow);
    },
    /** Events per sport and league by status (the sports strip). */
    async counts(on: Db = db): Promise<Array<{ sport: string; league_id: number; status: string; count: number }>> {
      const rows = await on
        .selectFrom('sb_events')
        .select(['sport', 'league_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('status', 'in', ['scheduled', 'live'])
        .groupBy(['sport', 'league_id', 'status'])
        .execute();
      return rows.map((r) => ({ ...r, league_id: n(r.league_id), count: n(r.count) }));
    },

    async marketByRef(on: Db, ref: string): Promise<SbMarketRow | undefined> {
      const r = await on.selectFrom('sb_markets').selectAll().where('feed_ref', '=', ref).executeTakeFirst();
      return r && marketRow(r);
    },
    async insertMarket(on: Db, row: Omit<SbMarketRow, 'id'>): Promise<number> {
      const r = await on.insertInto('sb_markets').values(row).returning('id').executeTakeFirstOrThrow();
      return n(r.id);
    },
    async updateMarket(on: Db, id: number, patch: Partial<Omit<SbMarketRow, 'id'>>): Promise<void> {
      await on.updateTable('sb_markets').set(patch).where('id', '=', id).execute();
    },
    async market(id: number, on: Db = db): Promise<SbMarketRow | undefined> {
      const r = await on.selectFrom('sb_markets').selectAll().where('id', '=', id).executeTakeFirst();
      return r && marketRow(r);
    },
    async marketsByIds(ids: readonly number[], on: Db = db): Promise<SbMarketRow[]> {
      if (ids.length === 0) return [];
      return (await on.selectFrom('sb_markets').selectAll().where('id', 'in', [...ids]).execute()).map(marketRow);
    },
    async marketsOfEvents(eventIds: readonly number[], on: Db = db, onlyTypes?: readonly string[]): Promise<SbMarketRow[]> {
      if (eventIds.length === 0) return [];
      let q = on.selectFrom('sb_markets').selectAll().where('event_id', 'in', [...eventIds]);
      if (onlyTypes) q = q.where('type', 'in', [...onlyTypes]);
      return (await q.orderBy('event_id').orderBy('sort').execute()).map(marketRow);
    },
    async marketCounts(eventIds: readonly number[], on: Db = db): Promise<Map<number, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await on
        .selectFrom('sb_markets')
        .select(['event_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('event_id', 'in', [...eventIds])
        .groupBy('event_id')
        .execute();
      return new Map(rows.map((r) => [n(r.event_id), n(r.count)]));
    },
    async selectionsOf(marketIds: readonly number[], on: Db = db): Promise<SbSelectionRow[]> {
      if (marketIds.length === 0) return [];
      return (await on.selectFrom('sb_selections').selectAll().where('market_id', 'in', [...marketIds]).orderBy('market_id').orderBy('sort').execute()).map(selectionRow);
    },
    async selectionsByIds(ids: readonly number[], on: Db = db): Promise<SbSelectionRow[]> {
      if (ids.length === 0) return [];
      return (await on.selectFrom('sb_selections').selectAll().where('id', 'in', [...ids]).execute()).map(selectionRow);
    },
    async insertSelection(on: Db, row: Omit<SbSelectionRow, 'id'>): Promise<void> {
      await on.insertInto('sb_selections').values(row).execute();
    },
    /** Marks the market decided when one of its selections is all but certain (or no longer). */
    async markDecided(on: Db, marketId: number, thresholdPpm: number): Promise<void> {
      const top = await on.selectFrom('sb_selections').select((eb) => eb.fn.max<number>('prob_ppm').as('top')).where('market_id', '=', marketId).executeTakeFirst();
      await on.updateTable('sb_markets').set({ decided: n(top?.top ?? 0) >= thresholdPpm ? 1 : 0 }).where('id', '=', marketId).execute();
    },
    async setProbability(on: Db, marketId: number, code: string, ppm: number): Promise<void> {
      await on.updateTable('sb_selections').set({ prob_ppm: ppm }).where('market_id', '=', marketId).where('code', '=', code).execute();
    },
    async setResult(on: Db, marketId: number, code: string, result: string | null, deadHeat: number): Promise<void> {
      await on.updateTable('sb_selections').set({ result, dead_heat: deadHeat }).where('market_id', '=', marketId).where('code', '=', code).execute();
    },
    async insertSettlement(on: Db, row: { market_id: number; version: number; source: string; action: string; created_by: string | null; reason: string | null; results: string; created_at: number }): Promise<void> {
      await on.insertInto('sb_settlements').values(row).execute();
    },
    async settlementsOf(marketIds: readonly number[], on: Db = db) {
      if (marketIds.length === 0) return [];
      const rows = await on.selectFrom('sb_settlements').selectAll().where('market_id', 'in', [...marketIds]).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((r) => ({ ...r, market_id: n(r.market_id), version: n(r.version), created_at: n(r.created_at) }));
    },

    // ----- the merchants' settings -----
    async suspensions(merchantCode: string, on: Db = db): Promise<Array<{ scope: string; ref_id: number }>> {
      const rows = await on.selectFrom('sb_suspensions').select(['scope', 'ref_id']).where('merchant_code', '=', merchantCode).execute();
      return rows.map((r) => ({ scope: r.scope, ref_id: n(r.ref_id) }));
    },
    async suspend(on: Db, row: { merchant_code: string; scope: string; ref_id: number; reason: string; created_by: string; created_at: number }): Promise<void> {
      await on
        .insertInto('sb_suspensions')
        .values(row)
        .onConflict((oc) => oc.columns(['merchant_code', 'scope', 'ref_id']).doUpdateSet({ reason: row.reason, created_by: row.created_by, created_at: row.created_at }))
        .execute();
    },
    async unsuspend(on: Db, merchantCode: string, scope: string, refId: number): Promise<void> {
      await on.deleteFrom('sb_suspensions').where('merchant_code', '=', merchantCode).where('scope', '=', scope).where('ref_id', '=', refId).execute();
    },
    async margins(merchantCode: string, on: Db = db): Promise<Map<string, number>> {
      const rows = await on.selectFrom('sb_margins').select(['sport', 'margin_bp']).where('merchant_code', '=', merchantCode).execute();
      return new Map(rows.map((r) => [r.sport, n(r.margin_bp)]));
    },
    async setMargin(on: Db, row: { merchant_code: string; sport: string; margin_bp: number; updated_at: number; updated_by: string }): Promise<void> {
      await on
        .insertInto('sb_margins')
        .values(row)
        .onConflict((oc) => oc.columns(['merchant_code', 'sport']).doUpdateSet({ margin_bp: row.margin_bp, updated_at: row.updated_at, updated_by: row.updated_by }))
        .execute();
    },
    async limits(merchantCode: string, on: Db = db) {
      const rows = await on.selectFrom('sb_limits').selectAll().where('merchant_code', '=', merchantCode).orderBy('scope').orderBy('ref').execute();
      return rows.map((r) => ({ ...r, min_stake_cents: nn(r.min_stake_cents), max_stake_cents: nn(r.max_stake_cents), max_payout_cents: nn(r.max_payout_cents), updated_at: n(r.updated_at) }));
    },
    async limitsFor(merchantCode: string, memberId: number, marketIds: readonly number[], on: Db = db) {
      const refs = ['', String(memberId), ...marketIds.map(String)];
      const rows = await on.selectFrom('sb_limits').selectAll().where('merchant_code', '=', merchantCode).where('ref', 'in', refs).execute();
      return rows
        .filter((r) => (r.scope === 'merchant' && r.ref === '') || (r.scope === 'player' && r.ref === String(memberId)) || (r.scope === 'market' && marketIds.map(String).includes(r.ref)))
        .map((r) => ({ scope: r.scope, ref: r.ref, min: nn(r.min_stake_cents), max: nn(r.max_stake_cents), payout: nn(r.max_payout_cents) }));
    },
    async setLimit(on: Db, row: { merchant_code: string; scope: string; ref: string; min_stake_cents: number | null; max_stake_cents: number | null; max_payout_cents: number | null; updated_at: number; updated_by: string }): Promise<void> {
      await on
        .insertInto('sb_limits')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'scope', 'ref']).doUpdateSet({
            min_stake_cents: row.min_stake_cents,
            max_stake_cents: row.max_stake_cents,
            max_payout_cents: row.max_payout_cents,
            updated_at: row.updated_at,
            updated_by: row.updated_by,
          }),
        )
        .execute();
    },
    async removeLimit(on: Db, merchantCode: string, scope: string, ref: string): Promise<void> {
      await on.deleteFrom('sb_limits').where('merchant_code', '=', merchantCode).where('scope', '=', scope).where('ref', '=', ref).execute();
    },
    async preferences(memberId: number, on: Db = db) {
      return on.selectFrom('sb_preferences').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    },
    async setPreferences(on: Db, row: { member_id: number; odds_format: string; odds_change: string; updated_at: number }): Promise<void> {
      await on
        .insertInto('sb_preferences')
        .values(row)
        .onConflict((oc) => oc.column('member_id').doUpdateSet({ odds_format: row.odds_format, odds_change: row.odds_change, updated_at: row.updated_at }))
        .execute();
    },

    // ----- bets -----
    /** The new bet's id, or undefined when this member already sent this request id. */
    async insertBet(on: Db, row: Omit<SbBetRow, 'id'>): Promise<number | undefined> {
      const r = await on
        .insertInto('sb_bets')
        .values(row)
        .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return r ? n(r.id) : undefined;
    },
    async insertLegs(on: Db, rows: Array<Omit<SbBetLegRow, 'id'>>): Promise<void> {
      await on.insertInto('sb_bet_legs').values(rows).execute();
    },
    /**
     * The member's placements, one at a time until this transaction ends: a second placement waits here, and
     * what it then reads (the stakes on a market) includes the first's bet. PostgreSQL: a transaction-scoped
     * advisory lock keyed by the member (no row of the member's would do: a first bet has none yet, and the
     * ledger rows a hold locks depend on the purse's split of cash and bonus); SQLite: the transaction's
     * BEGIN IMMEDIATE holds the database already.
     */
    async lockMember(tx: Tx, memberId: number): Promise<void> {
      if (onSqlite(tx)) return;
      await sql`select pg_advisory_xact_lock(${MEMBER_LOCK_CLASS}::integer, ${memberId}::integer)`.execute(tx);
    },
    /**
     * What the member has staked on each of these markets (cents; absent: nothing): the stakes of bets with a
     * leg on it in a counting status, a parlay's whole stake on each of its legs' markets (a bet has one leg per
     * market at most: a parlay's legs are of different events).
     */
    async stakedOnMarkets(on: Db, memberId: number, marketIds: readonly number[]): Promise<Map<number, number>> {
      if (marketIds.length === 0) return new Map();
      const rows = await on
        .selectFrom('sb_bets')
        .innerJoin('sb_bet_legs', 'sb_bet_legs.bet_id', 'sb_bets.id')
        .select(['sb_bet_legs.market_id', (eb) => eb.fn.sum<number>('sb_bets.stake_cents').as('staked')])
        .where('sb_bets.member_id', '=', memberId)
        .where('sb_bets.status', 'in', [...STAKED_STATUSES])
        .where('sb_bet_legs.market_id', 'in', [...marketIds])
        .groupBy('sb_bet_legs.market_id')
        .execute();
      return new Map(rows.map((r) => [n(r.market_id), n(r.staked ?? 0)]));
    },
    async betByRequest(memberId: number, requestId: string, on: Db = db): Promise<SbBetRow | undefined> {
      const r = await on.selectFrom('sb_bets').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
      return r && betRow(r);
    },
    async bet(id: number, on: Db = db): Promise<SbBetRow | undefined> {
      const r = await on.selectFrom('sb_bets').selectAll().where('id', '=', id).executeTakeFirst();
      return r && betRow(r);
    },
    /** Claims the bet for a change: the row, if it is (still) in one of these states; locks it until the transaction ends. */
    async claimBet(on: Db, id: number, statuses: readonly string[], now: number): Promise<SbBetRow | undefined> {
      const r = await on.updateTable('sb_bets').set({ updated_at: now }).where('id', '=', id).where('status', 'in', [...statuses]).returningAll().executeTakeFirst();
      return r && betRow(r);
    },
    async updateBet(on: Db, id: number, patch: Partial<Omit<SbBetRow, 'id'>>): Promise<void> {
      await on.updateTable('sb_bets').set(patch).where('id', '=', id).execute();
    },
    async legsOf(betIds: readonly number[], on: Db = db): Promise<SbBetLegRow[]> {
      if (betIds.length === 0) return [];
      return (await on.selectFrom('sb_bet_legs').selectAll().where('bet_id', 'in', [...betIds]).orderBy('bet_id').orderBy('leg_no').execute()).map(legRow);
    },
    async updateLegOdds(on: Db, legId: number, odds: number): Promise<void> {
      await on.updateTable('sb_bet_legs').set({ odds }).where('id', '=', legId).execute();
    },
    async memberBets(memberId: number, filter: { statuses: readonly string[]; beforeId?: number; limit: number }, on: Db = db): Promise<SbBetRow[]> {
      let q = on.selectFrom('sb_bets').selectAll().where('member_id', '=', memberId).where('status', 'in', [...filter.statuses]);
      if (filter.beforeId) q = q.where('id', '<', filter.beforeId);
      return (await q.orderBy('id', 'desc').limit(filter.limit).execute()).map(betRow);
    },
    /** Bets with a leg on one of these markets, in these states. */
    async betIdsOnMarkets(marketIds: readonly number[], statuses: readonly string[], on: Db = db): Promise<number[]> {
      if (marketIds.length === 0) return [];
      const rows = await on
        .selectFrom('sb_bet_legs')
        .innerJoin('sb_bets', 'sb_bets.id', 'sb_bet_legs.bet_id')
        .select('sb_bets.id')
        .distinct()
        .where('sb_bet_legs.market_id', 'in', [...marketIds])
        .where('sb_bets.status', 'in', [...statuses])
        .execute();
      return rows.map((r) => n(r.id));
    },
    async pendingDue(now: number, limit: number, on: Db = db): Promise<number[]> {
      const rows = await on.selectFrom('sb_bets').select('id').where('status', '=', 'pending').where('accept_at', '<=', now).orderBy('accept_at').limit(limit).execute();
      return rows.map((r) => n(r.id));
    },
    /** Open bets none of whose legs is on a market still open: ready to settle. */
    async openBetsReady(limit: number, on: Db = db): Promise<number[]> {
      const rows = await on
        .selectFrom('sb_bets')
        .select('sb_bets.id')
        .where('sb_bets.status', '=', 'open')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('sb_bet_legs')
                .innerJoin('sb_markets', 'sb_markets.id', 'sb_bet_legs.market_id')
                .select('sb_bet_legs.id')
                .whereRef('sb_bet_legs.bet_id', '=', 'sb_bets.id')
                .where('sb_markets.status', '=', 'open'),
            ),
          ),
        )
        .orderBy('sb_bets.id')
        .limit(limit)
        .execute();
      return rows.map((r) => n(r.id));
    },
    /** Open and pending bets with a leg on these events: the desk's exposure. */
    async exposure(merchantCode: string, eventIds: readonly number[], on: Db = db) {
      if (eventIds.length === 0) return [];
      const rows = await on
        .selectFrom('sb_bet_legs')
        .innerJoin('sb_bets', 'sb_bets.id', 'sb_bet_legs.bet_id')
        .select(['sb_bets.id as bet_id', 'sb_bets.stake_cents', 'sb_bets.potential_cents', 'sb_bet_legs.event_id', 'sb_bet_legs.market_id', 'sb_bet_legs.selection_id'])
        .where('sb_bets.merchant_code', '=', merchantCode)
        .where('sb_bets.demo', '=', 0)
        .where('sb_bets.status', 'in', ['open', 'pending'])
        .where('sb_bet_legs.event_id', 'in', [...eventIds])
        .execute();
      return rows.map((r) => ({ betId: n(r.bet_id), stake: n(r.stake_cents), potential: n(r.potential_cents), eventId: n(r.event_id), marketId: n(r.market_id), selectionId: n(r.selection_id) }));
    },
    async merchantBets(
      merchantCode: string,
      filter: { statuses?: readonly string[]; sports?: readonly string[]; memberId?: number; eventId?: number; live?: boolean; from?: number; to?: number; beforeId?: number; limit: number },
      on: Db = db,
    ): Promise<SbBetRow[]> {
      let q = on.selectFrom('sb_bets').selectAll('sb_bets').where('sb_bets.merchant_code', '=', merchantCode);
      if (filter.statuses) q = q.where('sb_bets.status', 'in', [...filter.statuses]);
      if (filter.sports) q = q.where('sb_bets.sport', 'in', [...filter.sports]);
      if (filter.memberId !== undefined) q = q.where('sb_bets.member_id', '=', filter.memberId);
      if (filter.live !== undefined) q = q.where('sb_bets.live', '=', filter.live ? 1 : 0);
      if (filter.from !== undefined) q = q.where('sb_bets.placed_at', '>=', filter.from);
      if (filter.to !== undefined) q = q.where('sb_bets.placed_at', '<', filter.to);
      if (filter.beforeId) q = q.where('sb_bets.id', '<', filter.beforeId);
      if (filter.eventId !== undefined) {
        const eventId = filter.eventId;
        q = q.where(({ exists, selectFrom }) => exists(selectFrom('sb_bet_legs').select('sb_bet_legs.id').whereRef('sb_bet_legs.bet_id', '=', 'sb_bets.id').where('sb_bet_legs.event_id', '=', eventId)));
      }
      return (await q.orderBy('sb_bets.id', 'desc').limit(filter.limit).execute()).map(betRow);
    },
    /** Settled bets (by settled_at) in the period, and open stakes now, per sport. */
    async report(merchantCode: string, from: number, to: number, on: Db = db) {
      const settled = await on
        .selectFrom('sb_bets')
        .select([
          'sport',
          (eb) => eb.fn.countAll<number>().as('bets'),
          (eb) => eb.fn.sum<number>('stake_cents').as('stakes'),
          (eb) => eb.fn.sum<number>('payout_cents').as('payouts'),
          (eb) => eb.fn.sum<number>(eb.case().when('status', '=', 'cashed_out').then(1).else(0).end()).as('cashouts'),
        ])
        .where('merchant_code', '=', merchantCode)
        .where('demo', '=', 0)
        .where('status', 'in', ['won', 'lost', 'void', 'cashed_out'])
        .where('settled_at', '>=', from)
        .where('settled_at', '<', to)
        .groupBy('sport')
        .execute();
      const open = await on
        .selectFrom('sb_bets')
        .select(['sport', (eb) => eb.fn.sum<number>('stake_cents').as('stakes')])
        .where('merchant_code', '=', merchantCode)
        .where('demo', '=', 0)
        .where('status', 'in', ['open', 'pending'])
        .groupBy('sport')
        .execute();
      return {
        settled: settled.map((r) => ({ sport: r.sport, bets: n(r.bets), stakes: n(r.stakes ?? 0), payouts: n(r.payouts ?? 0), cashouts: n(r.cashouts ?? 0) })),
        open: new Map(open.map((r) => [r.sport, n(r.stakes ?? 0)])),
      };
    },

    // ----- the feed's lease -----
    async acquireLease(name: string, holder: string, now: number, expiresAt: number): Promise<boolean> {
      const updated = await db
        .updateTable('sb_leases')
        .set({ holder, expires_at: expiresAt })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now)]))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) return true;
      const inserted = await db.insertInto('sb_leases').values({ name, holder, expires_at: expiresAt }).onConflict((oc) => oc.column('name').doNothing()).executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async releaseLease(name: string, holder: string): Promise<void> {
      await db.updateTable('sb_leases').set({ expires_at: 0 }).where('name', '=', name).where('holder', '=', holder).execute();
    },
  };
}

export type SportsbookRepository = ReturnType<typeof createSportsbookRepository>;
