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
 * The referral programme: each merchant's rule (its REFERRAL promotion switch, the inviter's reward and the
 * friend's minimum first deposit), and one row per invited friend whose first deposit was credited, written
 * in the deposit's own transaction. The friend is unique: that row is what makes the reward paid once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_rules')
    .addColumn('merchant_code', 'text', (c) => c.primaryKey().references('merchants.code'))
    // 1 on, 0 off (integers read alike on both drivers)
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('reward_cents', 'bigint', (c) => c.notNull())
    .addColumn('min_deposit_cents', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('referral_rewards')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // the friend's first credited deposit
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('deposit_cents', 'bigint', (c) => c.notNull())
    // 0 when that deposit earned nothing (under the minimum, programme off, inviter not eligible)
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // `_idem`: a PostgreSQL insert race on it is an idempotency race (the transaction runner's rule)
    .addUniqueConstraint('referral_rewards_friend_idem', ['friend_id'])
    .execute();
  await db.schema.createIndex('referral_rewards_inviter').on('referral_rewards').columns(['inviter_id', 'id']).execute();
  // "friends joined": the members registered with a code
  await db.schema.createIndex('members_referred_by').on('members').columns(['merchant_code', 'referred_by_affiliate']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_referred_by').execute();
  await db.schema.dropTable('referral_rewards').execute();
  await db.schema.dropTable('referral_rules').execute();
}
