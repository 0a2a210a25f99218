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
 * VIP levels (requirements and benefits beside the merchant's club labels, joined by level), the daily
 * and weekly tasks, and every reward a member claimed. Progress is not stored: it is read from the rounds,
 * deposits and login events themselves, so these indexes keep those reads on one member's rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vip_levels')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    // the club label of the same merchant and level names it
    .addColumn('level', 'integer', (c) => c.notNull())
    // lifetime totals needed to reach the level (both)
    .addColumn('required_valid_bet_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('required_deposit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('level_up_bonus_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    // daily rebate on valid bets, basis points
    .addColumn('rebate_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('birthday_bonus_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('vip_levels_merchant_level', ['merchant_code', 'level'])
    .execute();

  await db.schema
    .createTable('reward_tasks')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('code', 'text', (c) => c.notNull())
    // daily | weekly
    .addColumn('period', 'text', (c) => c.notNull())
    // login | deposit | valid_bet | rounds
    .addColumn('kind', 'text', (c) => c.notNull())
    // cents for deposit and valid_bet, a count for login and rounds
    .addColumn('target', 'bigint', (c) => c.notNull())
    // rounds of this game type only (null: any)
    .addColumn('game_type', 'text')
    .addColumn('reward_cents', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('reward_tasks_merchant_code', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('reward_claims')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // vip_level_up | birthday | rebate | task
    .addColumn('kind', 'text', (c) => c.notNull())
    // what was claimed, once per member: vip:3, birthday:2026, rebate:2026-11-23, task:daily-login:2026-11-24
    .addColumn('claim_key', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('wagering_required_cents', 'bigint', (c) => c.notNull())
    // JSON: what the history line names (level, day, task)
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // the claim's idempotency: a racing second claim loses on this and is run again (finding the first)
    .addUniqueConstraint('reward_claims_idem', ['member_id', 'claim_key'])
    .execute();
  await db.schema.createIndex('reward_claims_member').on('reward_claims').columns(['member_id', 'id']).execute();

  await db.schema.createIndex('game_rounds_member_settled').on('game_rounds').columns(['member_id', 'settled_at']).execute();
  await db.schema.createIndex('deposit_orders_member_paid').on('deposit_orders').columns(['member_id', 'paid_at']).execute();
  await db.schema.createIndex('login_events_member_created').on('login_events').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_events_member_created').execute();
  await db.schema.dropIndex('deposit_orders_member_paid').execute();
  await db.schema.dropIndex('game_rounds_member_settled').execute();
  await db.schema.dropTable('reward_claims').execute();
  await db.schema.dropTable('reward_tasks').execute();
  await db.schema.dropTable('vip_levels').execute();
}
