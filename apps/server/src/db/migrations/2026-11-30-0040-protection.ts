/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
}

/**
 * Player protection (modules/money/protection): the limits members set on themselves and operators set on
 * them, breaks and exclusions, their history, and the refusals the limits made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const serial = serialKey(db);
  // One row per member with any limit or exclusion ever: what a stake locks and reads first (members
  // without one find no row and pay nothing more).
  await db.schema
    .createTable('rg_members')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // the exclusion in force ends at this time (null: none; see excluded_forever)
    .addColumn('excluded_until', 'bigint')
    .addColumn('excluded_forever', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('exclusion_kind', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rg_limits')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    // member | operator
    .addColumn('source', 'text', (c) => c.notNull())
    // cents (deposit, loss, wager) or minutes (session); null: none in force (a member's removal waiting, say)
    .addColumn('value', 'bigint')
    // a raise or removal waiting out its cooling period (member only)
    .addColumn('pending_value', 'bigint')
    .addColumn('pending_remove', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rg_limits_pk', ['member_id', 'kind', 'period', 'source'])
    .execute();
  await db.schema
    .createTable('rg_exclusions')
    .addColumn('id', 'integer', serial)
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('until', 'bigint')
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('lifted_at', 'bigint')
    .addColumn('lifted_by', 'text')
    .addColumn('lift_reason', 'text')
    .execute();
  await db.schema.createIndex('rg_exclusions_member').on('rg_exclusions').columns(['member_id', 'started_at']).execute();
  await db.schema
    .createTable('rg_history')
    .addColumn('id', 'integer', serial)
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('kind', 'text')
    .addColumn('period', 'text')
    .addColumn('before_value', 'text')
    .addColumn('after_value', 'text')
    .addColumn('effective_at', 'bigint')
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('rg_history_member').on('rg_history').columns(['member_id', 'id']).execute();
  await db.schema
    .createTable('rg_limit_hits')
    .addColumn('id', 'integer', serial)
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    // the merchant-local day of the refusal (YYYY-MM-DD)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('limit_value', 'bigint', (c) => c.notNull())
    .execute();
  // a stake's check of the member's open rounds (placed, not settled) since a period began
  await db.schema.createIndex('game_rounds_member_status').on('game_rounds').columns(['member_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('rg_limit_hits_day').on('rg_limit_hits').columns(['merchant_code', 'day']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_rounds_member_status').execute();
  for (const table of ['rg_limit_hits', 'rg_history', 'rg_exclusions', 'rg_limits', 'rg_members']) await db.schema.dropTable(table).execute();
}
