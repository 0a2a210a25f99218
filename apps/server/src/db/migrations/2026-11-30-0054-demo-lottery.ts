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
 * The demo vendor's lottery orders (integrations/game-vendors/demo/lottery, mounted by modules/play/launch): an
 * order on one draw of one game, its sub-orders (one wallet bet each) as JSON, kept until the draw pays it.
 * A player's request id makes a repeated order one order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_lottery_orders')
    .addColumn('id', 'integer', serialKey(db))
    // the wallet round (uuid)
    .addColumn('order_ref', 'text', (c) => c.notNull().unique())
    // `<user>:<the page's request id>`
    .addColumn('request_key', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('draw_no', 'text', (c) => c.notNull())
    .addColumn('draw_at', 'bigint', (c) => c.notNull())
    .addColumn('close_at', 'bigint', (c) => c.notNull())
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('unit_cents', 'bigint', (c) => c.notNull())
    .addColumn('stake_cents', 'bigint', (c) => c.notNull())
    // JSON: [{ numbers: string[], stakeCents, tx, winCents? }]
    .addColumn('items', 'text', (c) => c.notNull())
    // placing → open → settled | cancelled; void: the bets were refused
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('win_cents', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('demo_lottery_orders_due').on('demo_lottery_orders').columns(['status', 'draw_at']).execute();
  await db.schema.createIndex('demo_lottery_orders_user').on('demo_lottery_orders').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_lottery_orders').execute();
}
