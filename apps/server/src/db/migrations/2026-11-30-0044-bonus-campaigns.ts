/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
}

/**
 * Bonus campaigns (modules/money/bonus): operators' campaigns with their promotion page, promo codes and
 * their uses, claims waiting for a deposit, the free rounds played; grants learn their campaign, terms
 * (contributions, maximum stake, expiry), free rounds and what came back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bonus_campaigns')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** draft | published | paused | ended */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint')
    .addColumn('announcement_id', 'integer', (c) => c.notNull())
    /** JSON: the operator's input less the page */
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('budget_cents', 'bigint')
    .addColumn('spent_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    /** cashback: the last local day of the last period paid */
    .addColumn('paid_through', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bonus_campaigns_merchant').on('bonus_campaigns').columns(['merchant_code', 'id']).execute();
  await db.schema.createIndex('bonus_campaigns_page').on('bonus_campaigns').column('announcement_id').unique().execute();

  await db.schema
    .createTable('bonus_codes')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bonus_codes_code').on('bonus_codes').columns(['merchant_code', 'code']).unique().execute();
  await db.schema.createIndex('bonus_codes_campaign').on('bonus_codes').columns(['campaign_id', 'id']).execute();
  await db.schema
    .createTable('bonus_code_uses')
    .addColumn('code_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bonus_code_uses_pk', ['code_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('bonus_claims')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    /** the deposit it was chosen for (null: the next one) */
    .addColumn('order_no', 'text')
    /** pending | used | cancelled */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('bonus_claims_member').on('bonus_claims').columns(['member_id', 'status', 'id']).execute();
  await db.schema
    .createIndex('bonus_claims_one_pending')
    .on('bonus_claims')
    .columns(['member_id', 'campaign_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('bonus_free_rounds')
    .addColumn('integration', 'text', (c) => c.notNull())
    .addColumn('transaction_uuid', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('stake_cents', 'bigint', (c) => c.notNull())
    .addColumn('round_ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('rolled_back', 'integer', (c) => c.notNull().defaultTo(0))
    /** 1 once the round's win (or its loss) came back */
    .addColumn('settled', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('bonus_free_rounds_pk', ['integration', 'transaction_uuid'])
    .execute();
  await db.schema.createIndex('bonus_free_rounds_grant').on('bonus_free_rounds').columns(['grant_id']).execute();
  await db.schema.createIndex('bonus_free_rounds_round').on('bonus_free_rounds').columns(['member_id', 'round_ref']).execute();

  const grants = [
    ['campaign_id', 'integer', null],
    ['kind', 'text', "'bonus'"],
    ['expires_at', 'bigint', null],
    ['contributions', 'text', null],
    ['max_stake_cents', 'bigint', null],
    ['free_rounds_left', 'integer', '0'],
    ['free_round_stake_cents', 'bigint', '0'],
    ['free_round_games', 'text', null],
    ['wagering_multiplier', 'real', '0'],
    ['deposit_cents', 'bigint', '0'],
    ['released_cents', 'bigint', '0'],
    ['returned_cents', 'bigint', '0'],
    ['claim_key', 'text', null],
    ['note', 'text', null],
  ] as const;
  for (const [name, type, fallback] of grants) {
    await db.schema
      .alterTable('bonus_grants')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(sql.raw(fallback))))
      .execute();
  }
  // once per player (claim_key '-') or per day (the local date): a second grant of the key cannot be inserted
  await db.schema.createIndex('bonus_grants_claim').on('bonus_grants').columns(['campaign_id', 'member_id', 'claim_key']).unique().execute();
  await db.schema.createIndex('bonus_grants_campaign').on('bonus_grants').columns(['campaign_id', 'id']).execute();
  await db.schema.createIndex('bonus_grants_expiry').on('bonus_grants').columns(['status', 'expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bonus_grants_expiry').execute();
  await db.schema.dropIndex('bonus_grants_campaign').execute();
  await db.schema.dropIndex('bonus_grants_claim').execute();
  for (const name of [
    'note', 'claim_key', 'returned_cents', 'released_cents', 'deposit_cents', 'wagering_multiplier', 'free_round_games',
    'free_round_stake_cents', 'free_rounds_left', 'max_stake_cents', 'contributions', 'expires_at', 'kind', 'campaign_id',
  ]) {
    await db.schema.alterTable('bonus_grants').dropColumn(name).execute();
  }
  await db.schema.dropTable('bonus_free_rounds').execute();
  await db.schema.dropTable('bonus_claims').execute();
  await db.schema.dropTable('bonus_code_uses').execute();
  await db.schema.dropTable('bonus_codes').execute();
  await db.schema.dropTable('bonus_campaigns').execute();
}
