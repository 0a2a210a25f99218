/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
}

/** Risk (modules/operators/risk): reviews and tags; sign-ins remember the browser's device id. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('risk_reviews')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('opened_by', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_by', 'text')
    .addColumn('closed_at', 'bigint')
    .addColumn('close_note', 'text')
    .execute();
  await db.schema.createIndex('risk_reviews_member').on('risk_reviews').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('risk_reviews_queue').on('risk_reviews').columns(['merchant_code', 'status', 'id']).execute();
  await db.schema.createIndex('risk_reviews_one_open').on('risk_reviews').column('member_id').unique().where(sql.ref('status'), '=', 'open').execute();
  await db.schema
    .createTable('risk_tags')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('tag_key', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('risk_tags_pk', ['member_id', 'tag_key'])
    .execute();
  await db.schema.alterTable('login_events').addColumn('device_id', 'text').execute();
  await db.schema.createIndex('login_events_device').on('login_events').columns(['merchant_code', 'device_id']).execute();
  await db.schema.createIndex('login_events_ip').on('login_events').columns(['merchant_code', 'ip']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_events_ip').execute();
  await db.schema.dropIndex('login_events_device').execute();
  await db.schema.alterTable('login_events').dropColumn('device_id').execute();
  await db.schema.dropTable('risk_tags').execute();
  await db.schema.dropTable('risk_reviews').execute();
}
