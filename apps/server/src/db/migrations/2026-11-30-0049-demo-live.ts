/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}

/**
 * The demo vendor's live tables (baccarat, dragon tiger, roulette, sic bo): the rounds of each table (its
 * seed, secret until the result, and the hash published before), the players' bets on them (one per player
 * and round, taken and paid through the operator's seamless wallet), and the leases that let exactly one
 * server process deal a table's rounds. The vendor's own state: it never reads the operator's tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_live_rounds')
    .addColumn('id', 'integer', serialKey(db))
    // "<game>:<currency>": one table per game and currency
    .addColumn('table_code', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    // secret until the result: never answered while the round takes bets
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    // betting | result
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('closes_at', 'bigint', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('result_at', 'bigint')
    // 1 once every bet of the round is paid, closed at zero or rolled back
    .addColumn('settled', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('demo_live_rounds_number', ['table_code', 'number'])
    .execute();
  await db.schema.createIndex('demo_live_rounds_unsettled').on('demo_live_rounds').columns(['table_code', 'settled']).execute();

  await db.schema
    .createTable('demo_live_bets')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('round_id', 'integer', (c) => c.notNull().references('demo_live_rounds.id'))
    .addColumn('table_code', 'text', (c) => c.notNull())
    // the operator's user id and player token (sent back with the wallet calls), the masked name others see
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('player_token', 'text', (c) => c.notNull())
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    // JSON object spot -> cents
    .addColumn('stakes', 'text', (c) => c.notNull())
    .addColumn('stake_cents', 'bigint', (c) => c.notNull())
    // pending (the wallet asked) | taken | refused | settled | voiding | void (rolled back)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('return_cents', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('demo_live_bets_one_per_round', ['round_id', 'user_id'])
    .addUniqueConstraint('demo_live_bets_request', ['user_id', 'request_id'])
    .execute();

  await db.schema
    .createTable('demo_live_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_live_leases').execute();
  await db.schema.dropTable('demo_live_bets').execute();
  await db.schema.dropTable('demo_live_rounds').execute();
}
