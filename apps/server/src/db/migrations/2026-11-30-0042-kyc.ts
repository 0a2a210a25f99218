/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
}

/** Identity verification (modules/money/kyc): rules, uploads, submissions; withdrawals held until verified. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kyc_rules')
    .addColumn('merchant_code', 'text', (c) => c.primaryKey())
    .addColumn('level2_daily_cents', 'bigint')
    .addColumn('level3_deposits_cents', 'bigint')
    .addColumn('minimum_age', 'integer', (c) => c.notNull())
    .addColumn('retention_days', 'integer', (c) => c.notNull())
    .addColumn('auto_approve', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('kyc_documents')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text')
    .addColumn('submission_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('purged_at', 'bigint')
    .execute();
  await db.schema.createIndex('kyc_documents_member').on('kyc_documents').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('kyc_documents_hash').on('kyc_documents').columns(['merchant_code', 'sha256']).execute();
  await db.schema.createIndex('kyc_documents_submission').on('kyc_documents').column('submission_id').execute();
  await db.schema
    .createTable('kyc_submissions')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('id_type', 'text')
    .addColumn('id_number', 'text')
    .addColumn('id_number_key', 'text')
    .addColumn('funds_source', 'text')
    .addColumn('funds_detail', 'text')
    .addColumn('check_provider', 'text')
    .addColumn('check_verdict', 'text')
    .addColumn('check_findings', 'text')
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('purged_at', 'bigint')
    .execute();
  await db.schema.createIndex('kyc_submissions_member').on('kyc_submissions').columns(['member_id', 'level', 'id']).execute();
  await db.schema.createIndex('kyc_submissions_queue').on('kyc_submissions').columns(['merchant_code', 'status', 'id']).execute();
  await db.schema.createIndex('kyc_submissions_id_number').on('kyc_submissions').columns(['merchant_code', 'id_number_key']).execute();
  // one submission of a level waits at a time, even when two are sent at once
  await db.schema
    .createIndex('kyc_submissions_one_pending')
    .on('kyc_submissions')
    .columns(['member_id', 'level'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.alterTable('withdrawal_orders').addColumn('held_for', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('withdrawal_orders').dropColumn('held_for').execute();
  await db.schema.dropTable('kyc_submissions').execute();
  await db.schema.dropTable('kyc_documents').execute();
  await db.schema.dropTable('kyc_rules').execute();
}
