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
 * Contract settlements: one row per contract and period, written with the payment's ledger transfer in one
 * transaction, unique by (contract, period) so a period is never paid twice, whichever process runs the job
 * and however often. A contract's end (replaced by a newer one of its kind) bounds the periods it covers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agent_contracts').addColumn('ended_at', 'bigint').execute();
  await db.schema
    .createTable('agent_settlements')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contracts.id'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('upline_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('team_bets_cents', 'bigint', (c) => c.notNull())
    .addColumn('team_net_loss_cents', 'bigint', (c) => c.notNull())
    .addColumn('carry_in_cents', 'bigint', (c) => c.notNull())
    .addColumn('carry_out_cents', 'bigint', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    // the ledger transfer that paid it; null when the period earned nothing
    .addColumn('transfer_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('agent_settlements_period_idem', ['agent_id', 'contract_id', 'period_key'])
    .execute();
  await db.schema.createIndex('agent_settlements_contract').on('agent_settlements').columns(['contract_id', 'period_start']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_settlements').execute();
  await db.schema.alterTable('agent_contracts').dropColumn('ended_at').execute();
}
