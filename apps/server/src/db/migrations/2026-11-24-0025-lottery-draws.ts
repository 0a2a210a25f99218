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
 * Lottery draws: one row per merchant, game and draw slot, unique, so readers racing to make a draw (in one
 * process or many) make one. A row is written when the draw's seed hash is first published (the next draw)
 * or, for a draw nobody asked about before its time, when it is first read; `result` is filled once the
 * draw time has passed. Old rows are pruned to a bounded history per game.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lottery_draws')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    // the schedule's slot: a Vietnamese day for the daily draws, an interval count since the epoch otherwise
    .addColumn('slot', 'bigint', (c) => c.notNull())
    .addColumn('draw_no', 'text', (c) => c.notNull())
    .addColumn('draw_at', 'bigint', (c) => c.notNull())
    // secret until draw_at: only its SHA-256 (seed_hash) is shown before
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    // JSON: the tiers of the result; null until drawn
    .addColumn('result', 'text')
    .addColumn('committed_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('lottery_draws_slot_unique', ['merchant_code', 'game_code', 'slot'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lottery_draws').execute();
}
