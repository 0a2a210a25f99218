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
 * Progressive jackpots: a pool per merchant funded by a share of every real-money stake on its games (the
 * pool's money is a ledger account), won at random by a stake, paid from the pool on the ledger, and
 * seeded again from the house.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jackpot_pools')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // share of each qualifying stake, in basis points
    .addColumn('contribution_bp', 'integer', (c) => c.notNull())
    // what the pool restarts at after a win (from the house)
    .addColumn('seed_cents', 'bigint', (c) => c.notNull())
    // the pool size it drops at on average: each stake wins with chance stake x share / (this - seed)
    .addColumn('average_drop_cents', 'bigint', (c) => c.notNull())
    // JSON array of game types that feed and can win it (e.g. ["RNG"])
    .addColumn('game_types', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('jackpot_pools_code', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('jackpot_wins')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('pool_id', 'integer', (c) => c.notNull().references('jackpot_pools.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    // the stake that won it (one win per stake)
    .addColumn('stake_ref', 'text', (c) => c.notNull())
    .addColumn('won_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('jackpot_wins_stake_idem', ['pool_id', 'stake_ref'])
    .execute();
  await db.schema.createIndex('jackpot_wins_pool_won').on('jackpot_wins').columns(['pool_id', 'won_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jackpot_wins').execute();
  await db.schema.dropTable('jackpot_pools').execute();
}
