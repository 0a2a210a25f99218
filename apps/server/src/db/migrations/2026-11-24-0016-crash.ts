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
 * Crash, the in-house multiplayer game: one round at a time per merchant, drawn from a published hash
 * chain (only the chain's secret seed is stored: hashes are walked from it), bets of members on rounds,
 * and leases that let exactly one server process run a merchant's round clock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('crash_chains')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    // 1, 2, … per merchant: a used-up chain is followed by the next (two processes cannot both start one)
    .addColumn('number', 'integer', (c) => c.notNull())
    // secret: hash(k) = SHA-256 applied (length - k + 1) times to it; never answered by the API
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    // SHA-256 of round 1's hash: published before the first round
    .addColumn('terminal_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('crash_chains_number', ['merchant_code', 'number'])
    .execute();

  await db.schema
    .createTable('crash_rounds')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('chain_id', 'integer', (c) => c.notNull().references('crash_chains.id'))
    // 1 .. chain length: round k of the chain
    .addColumn('chain_index', 'integer', (c) => c.notNull())
    // secret until the round has crashed
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('crash_point_x100', 'integer', (c) => c.notNull())
    // betting | running | crashed
    .addColumn('phase', 'text', (c) => c.notNull())
    // betting closes and the multiplier starts
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('crashed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('crash_rounds_chain_index', ['chain_id', 'chain_index'])
    .execute();
  await db.schema.createIndex('crash_rounds_merchant').on('crash_rounds').columns(['merchant_code', 'id']).execute();

  await db.schema
    .createTable('crash_bets')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('round_id', 'integer', (c) => c.notNull().references('crash_rounds.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // masked username, as others see it
    .addColumn('player', 'text', (c) => c.notNull())
    // the wallet: brand, currency, demo money
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('auto_cashout_x100', 'integer')
    // pending (stake being taken) | open | won | lost | void (never taken, or given back)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cashed_out_x100', 'integer')
    .addColumn('payout_cents', 'bigint')
    // the money of a won or lost bet has been moved (a win paid, a loss's round closed)
    .addColumn('settled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('crash_bets_one_per_round', ['round_id', 'member_id'])
    .addUniqueConstraint('crash_bets_request_idem', ['member_id', 'request_id'])
    .execute();
  await db.schema.createIndex('crash_bets_unsettled').on('crash_bets').columns(['settled', 'status']).execute();

  await db.schema
    .createTable('crash_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('crash_leases').execute();
  await db.schema.dropTable('crash_bets').execute();
  await db.schema.dropTable('crash_rounds').execute();
  await db.schema.dropTable('crash_chains').execute();
}
