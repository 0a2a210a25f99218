/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
}

/**
 * The sportsbook (modules/play/sportsbook): what the feed offers (leagues, events, markets, selections with
 * their fair probabilities), the operators' suspensions, margins and limits per merchant, the members' bets
 * and legs, the settlement history, the members' odds preferences, and the feed's lease.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sb_leagues')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('feed_ref', 'text', (c) => c.notNull().unique())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sb_events')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('feed_ref', 'text', (c) => c.notNull().unique())
    .addColumn('league_id', 'integer', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('home', 'text', (c) => c.notNull())
    .addColumn('away', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    // scheduled | live | ended | cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('score_home', 'integer')
    .addColumn('score_away', 'integer')
    .addColumn('clock', 'text')
    // JSON: [{ home, away }] per half, quarter, set or map
    .addColumn('periods', 'text', (c) => c.notNull())
    .addColumn('feed_suspended', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_events_by_status').on('sb_events').columns(['status', 'sport', 'starts_at']).execute();
  await db.schema
    .createTable('sb_markets')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('feed_ref', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('line', 'text')
    // open | settled | void (a suspension is a flag beside it)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('feed_suspended', 'integer', (c) => c.notNull())
    // one selection is all but certain (0.995 or more): no more bets or cash-outs until it is settled
    .addColumn('decided', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    // how many times it was settled: a correction settles again with the next number
    .addColumn('settle_version', 'integer', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_markets_by_event').on('sb_markets').columns(['event_id', 'sort']).execute();
  await db.schema
    .createTable('sb_selections')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    // the feed's fair probability in parts per million
    .addColumn('prob_ppm', 'integer', (c) => c.notNull())
    // win | lose | void | half_win | half_lose, once settled
    .addColumn('result', 'text')
    .addColumn('dead_heat', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_selections_by_market').on('sb_selections').columns(['market_id', 'code']).unique().execute();
  await db.schema
    .createTable('sb_suspensions')
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // event | market
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sb_suspensions_pk', ['merchant_code', 'scope', 'ref_id'])
    .execute();
  await db.schema
    .createTable('sb_margins')
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('margin_bp', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sb_margins_pk', ['merchant_code', 'sport'])
    .execute();
  await db.schema
    .createTable('sb_limits')
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // merchant | player | market
    .addColumn('scope', 'text', (c) => c.notNull())
    // '' for the merchant's, the member id or the market id
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('min_stake_cents', 'bigint')
    .addColumn('max_stake_cents', 'bigint')
    .addColumn('max_payout_cents', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sb_limits_pk', ['merchant_code', 'scope', 'ref'])
    .execute();
  await db.schema
    .createTable('sb_preferences')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('odds_format', 'text', (c) => c.notNull())
    .addColumn('odds_change', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sb_bets')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    // single | parlay
    .addColumn('kind', 'text', (c) => c.notNull())
    // pending | open | won | lost | void | cashed_out | rejected
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stake_cents', 'bigint', (c) => c.notNull())
    // the hold's parts: cash and bonus money
    .addColumn('hold_cash_cents', 'bigint', (c) => c.notNull())
    .addColumn('hold_bonus_cents', 'bigint', (c) => c.notNull())
    // combined decimal odds in hundredths (at acceptance; the slip's while pending)
    .addColumn('odds', 'bigint', (c) => c.notNull())
    .addColumn('potential_cents', 'bigint', (c) => c.notNull())
    // what the bet has paid so far (settlement, resettlement, cash-out), and how often it was settled
    .addColumn('payout_cents', 'bigint')
    .addColumn('settle_count', 'integer', (c) => c.notNull())
    // the legs' market settle versions the payout was computed from ("12:1,40:2"): a correction changes it
    .addColumn('settled_key', 'text')
    // any | higher | none
    .addColumn('odds_change', 'text', (c) => c.notNull())
    .addColumn('live', 'integer', (c) => c.notNull())
    // SPORTS | ESPORTS (a parlay with an e-sports leg and a sports leg: SPORTS)
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('placed_at', 'bigint', (c) => c.notNull())
    .addColumn('accept_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('settled_at', 'bigint')
    .addColumn('reject_reason', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_bets_request').on('sb_bets').columns(['member_id', 'request_id']).unique().execute();
  await db.schema.createIndex('sb_bets_by_member').on('sb_bets').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('sb_bets_by_merchant').on('sb_bets').columns(['merchant_code', 'status', 'id']).execute();
  await db.schema.createIndex('sb_bets_pending').on('sb_bets').columns(['status', 'accept_at']).execute();
  await db.schema
    .createTable('sb_bet_legs')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('bet_id', 'integer', (c) => c.notNull())
    .addColumn('leg_no', 'integer', (c) => c.notNull())
    .addColumn('selection_id', 'integer', (c) => c.notNull())
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    // the price the slip showed, and the price taken (hundredths)
    .addColumn('requested_odds', 'integer', (c) => c.notNull())
    .addColumn('odds', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_bet_legs_by_bet').on('sb_bet_legs').columns(['bet_id', 'leg_no']).unique().execute();
  await db.schema.createIndex('sb_bet_legs_by_market').on('sb_bet_legs').columns(['market_id', 'bet_id']).execute();
  await db.schema.createIndex('sb_bet_legs_by_event').on('sb_bet_legs').columns(['event_id', 'bet_id']).execute();
  await db.schema
    .createTable('sb_settlements')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // feed | operator
    .addColumn('source', 'text', (c) => c.notNull())
    // settle | resettle | void
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('reason', 'text')
    // JSON: selection code -> result (and dead heat: "win/2")
    .addColumn('results', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_settlements_by_market').on('sb_settlements').columns(['market_id', 'version']).unique().execute();
  await db.schema
    .createTable('sb_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sb_leases', 'sb_settlements', 'sb_bet_legs', 'sb_bets', 'sb_preferences', 'sb_limits', 'sb_margins', 'sb_suspensions', 'sb_selections', 'sb_markets', 'sb_events', 'sb_leagues']) {
    await db.schema.dropTable(table).execute();
  }
}
