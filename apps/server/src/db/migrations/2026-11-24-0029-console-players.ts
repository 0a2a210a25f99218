/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/**
 * The operator console's players and cashier:
 * - operators' notes on a member;
 * - withdrawal approvals (one row per approving operator: a second approval by another operator pays out);
 * - manual adjustments above the merchant's second-approval amount wait here until another operator approves;
 * - the merchant's second-approval amount (cents; default 10,000.00);
 * - indexes for the players grid on a million members: prefix search on username, e-mail, mobile and
 *   invitation code within a merchant, and the grid's sort orders. Prefix search is a range on SQLite
 *   (BINARY collation: byte order) and `like 'abc%'` on PostgreSQL, which needs text_pattern_ops indexes
 *   to seek whatever the database's collation is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: any) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('member_notes')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_notes_member').on('member_notes').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('withdrawal_approvals')
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('approved_by', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('withdrawal_approvals_pk', ['order_id', 'approved_by'])
    .execute();

  await db.schema
    .createTable('pending_adjustments')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    /** + credits the member, - debits */
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    /** awaiting_second_approval | posted */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'bigint')
    .addColumn('transfer_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('pending_adjustments_request', ['merchant_code', 'request_id'])
    .execute();
  await db.schema.createIndex('pending_adjustments_status').on('pending_adjustments').columns(['merchant_code', 'status', 'id']).execute();

  await db.schema
    .alterTable('merchants')
    .addColumn('second_approval_cents', 'bigint', (c) => c.notNull().defaultTo(1_000_000))
    .execute();

  // The grid's sort orders (ties broken by id) and the dashboard's registrations per day.
  await db.schema.createIndex('members_merchant_created').on('members').columns(['merchant_code', 'created_at', 'id']).execute();
  await db.schema.createIndex('members_merchant_last_login').on('members').columns(['merchant_code', 'last_login_at', 'id']).execute();
  // Live players: sessions seen in the last minutes.
  await db.schema.createIndex('sessions_last_seen').on('sessions').column('last_seen_at').execute();

  if (postgres) {
    for (const [name, column] of [
      ['members_prefix_username', 'username_key'],
      ['members_prefix_email', 'email_key'],
      ['members_prefix_mobile', 'mobile_e164'],
      ['members_prefix_invitation', 'affiliate_code'],
    ] as const) {
      await sql`create index ${sql.id(name)} on members (merchant_code, ${sql.id(column)} text_pattern_ops)`.execute(db);
    }
  } else {
    // username_key, email_key and mobile_e164 already have (merchant_code, column) indexes in byte order.
    await db.schema.createIndex('members_prefix_invitation').on('members').columns(['merchant_code', 'affiliate_code']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['members_prefix_username', 'members_prefix_email', 'members_prefix_mobile', 'members_prefix_invitation']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema.dropIndex('sessions_last_seen').execute();
  await db.schema.dropIndex('members_merchant_last_login').execute();
  await db.schema.dropIndex('members_merchant_created').execute();
  await db.schema.alterTable('merchants').dropColumn('second_approval_cents').execute();
  await db.schema.dropTable('pending_adjustments').execute();
  await db.schema.dropTable('withdrawal_approvals').execute();
  await db.schema.dropTable('member_notes').execute();
}
