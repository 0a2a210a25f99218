/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
}

/** Anti-money-laundering (modules/money/aml): each merchant's rules, and the alerts they raise. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('aml_rules')
    .addColumn('merchant_code', 'text', (c) => c.primaryKey())
    // null: no covered alerts
    .addColumn('covered_cents', 'bigint')
    .addColumn('turnover_bp', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('aml_alerts')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // the merchant-local day it was raised (YYYY-MM-DD)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'bigint')
    .addColumn('note', 'text')
    .addColumn('report_reference', 'text')
    // one alert of a kind per transaction
    .addUniqueConstraint('aml_alerts_once', ['kind', 'source', 'reference'])
    .execute();
  await db.schema.createIndex('aml_alerts_queue').on('aml_alerts').columns(['merchant_code', 'status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('aml_alerts').execute();
  await db.schema.dropTable('aml_rules').execute();
}
