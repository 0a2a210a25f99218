/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/** An integer key the database numbers: AUTOINCREMENT on SQLite (never reused), identity on PostgreSQL. */
function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}

/**
 * The live casino's hosts ("anchors") per merchant, each with the LIVE table they deal at and a weekly
 * schedule in the merchant's time zone (on air is computed from the clock, nothing is stored per minute),
 * and the hosts each member follows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_hosts')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    // the seed's key of the host within its merchant
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // the catalogue game (LIVE) the host deals at
    .addColumn('node_id', 'text', (c) => c.notNull())
    // JSON array of language codes spoken on stream
    .addColumn('languages', 'text', (c) => c.notNull())
    // JSON object language -> bio
    .addColumn('bio', 'text', (c) => c.notNull())
    // JSON array of [start, minutes]: start in minutes from local Monday 00:00
    .addColumn('schedule', 'text', (c) => c.notNull())
    // 1 on, 0 off (the operator's switch)
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('live_hosts_merchant_code', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('live_host_follows')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('host_id', 'integer', (c) => c.notNull().references('live_hosts.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_host_follows_pk', ['member_id', 'host_id'])
    .execute();
  // follower counts per host
  await db.schema.createIndex('live_host_follows_host').on('live_host_follows').columns(['host_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_host_follows').execute();
  await db.schema.dropTable('live_hosts').execute();
}
