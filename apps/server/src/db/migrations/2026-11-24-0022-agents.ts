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
 * Agents: the upline relation (members.upline_id, set when an agent's invitation code registers a member
 * or an agent opens an account) with its closure (member_tree: every ancestor of a member and how far up,
 * so "is X in my team" and team totals are one indexed join on either database), the agents' payment
 * relays, and the contracts an upline offers its sub-agents.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('upline_id', 'integer', (c) => c.references('members.id')).execute();
  await db.schema.createIndex('members_upline').on('members').column('upline_id').execute();

  await db.schema
    .createTable('member_tree')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // 1: the direct upline, 2: the upline's upline …
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_tree_pk', ['ancestor_id', 'member_id'])
    .execute();
  await db.schema.createIndex('member_tree_member').on('member_tree').columns(['member_id', 'depth']).execute();

  // Team KPI read settled rounds and paid deposits of many members by time (game_rounds_member_settled and
  // deposit_orders_member_paid come with 2026-11-24-0021), and paid withdrawals.
  await db.schema.createIndex('withdrawal_orders_member_paid').on('withdrawal_orders').columns(['member_id', 'paid_at']).execute();

  await db.schema
    .createTable('agent_relays')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('transfer_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('agent_relays_request_idem', ['agent_id', 'request_id'])
    .execute();
  await db.schema.createIndex('agent_relays_agent').on('agent_relays').columns(['agent_id', 'id']).execute();

  await db.schema
    .createTable('agent_contracts')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // salary | dividend | hourly
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('upline_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
    // pending | active | refused | replaced
    .addColumn('status', 'text', (c) => c.notNull())
    // JSON of the kind's terms (contract schemas)
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('responded_at', 'bigint')
    .execute();
  await db.schema.createIndex('agent_contracts_agent').on('agent_contracts').columns(['agent_id', 'kind', 'status']).execute();
  await db.schema.createIndex('agent_contracts_upline').on('agent_contracts').columns(['upline_id', 'id']).execute();
  // One pending request per agent and kind: a new offer replaces the one waiting (partial unique index).
  await sql`create unique index agent_contracts_one_pending on agent_contracts (agent_id, kind) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['agent_contracts', 'agent_relays', 'member_tree']) await db.schema.dropTable(table).execute();
  for (const index of ['withdrawal_orders_member_paid', 'members_upline']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('members').dropColumn('upline_id').execute();
}
