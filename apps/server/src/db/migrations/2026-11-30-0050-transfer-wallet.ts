/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}

/**
 * Transfer-wallet vendors (modules/play/transfer-wallet): every move of a player's cash to a vendor's own
 * wallet and back, by our transfer id (the vendor's idempotency key), with its outcome; at most one move of a
 * member under way at a time (a partial unique index); and each member's session at a vendor (open while
 * money may be there).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transfer_wallet_moves')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('transfer_id', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    // to_vendor | from_vendor
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    // pending (asked, outcome not known yet) | done | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transfer_wallet_moves_one_pending').on('transfer_wallet_moves').column('member_id').unique().where(sql.ref('status'), '=', 'pending').execute();
  await db.schema.createIndex('transfer_wallet_moves_status').on('transfer_wallet_moves').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('transfer_wallet_sessions')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull())
    // open (money may be at the vendor) | closed
    .addColumn('status', 'text', (c) => c.notNull())
    // what was moved to the vendor in this session, in cents (what the player sees as "in game")
    .addColumn('moved_cents', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('last_launch_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addUniqueConstraint('transfer_wallet_sessions_member_vendor', ['member_id', 'vendor'])
    .execute();
  await db.schema.createIndex('transfer_wallet_sessions_open').on('transfer_wallet_sessions').columns(['status', 'last_launch_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('transfer_wallet_sessions').execute();
  await db.schema.dropTable('transfer_wallet_moves').execute();
}
