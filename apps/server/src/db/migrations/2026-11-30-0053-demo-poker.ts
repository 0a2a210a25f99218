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
 * The demo vendor's video poker hands (integrations/game-vendors/demo/poker, mounted by modules/play/launch):
 * a hand is dealt (the wallet bet taken) and kept until its draw, so a restart or a player who leaves does not
 * lose it; each server seed deals one hand (unique hash).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_poker_hands')
    .addColumn('id', 'integer', serialKey(db))
    // the wallet round (uuid)
    .addColumn('round_ref', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    // the vendor's play session (JSON) the hand was dealt under: its win is paid with it
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('coin_cents', 'bigint', (c) => c.notNull())
    .addColumn('stake_cents', 'bigint', (c) => c.notNull())
    // secret until the hand is settled
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull().unique())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    // JSON arrays of card numbers, and the holds (five booleans)
    .addColumn('dealt', 'text', (c) => c.notNull())
    .addColumn('holds', 'text')
    .addColumn('final', 'text')
    .addColumn('hand', 'text')
    .addColumn('win_cents', 'bigint')
    // betting (the wallet bet under way) → dealt → drawn (the win under way) → settled; void: the bet refused
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('demo_poker_hands_open').on('demo_poker_hands').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('demo_poker_hands_user').on('demo_poker_hands').columns(['user_id', 'node_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_poker_hands').execute();
}
