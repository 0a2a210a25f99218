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
 * Deposits, withdrawals and the bonus they can bring. Unique constraints that hold idempotency keys end in
 * `_idem`: the transaction runner retries a PostgreSQL insert race on them, and the rerun finds the winner.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // "Today" for daily limits and reports is the players' calendar day, in the merchant's time zone.
  await db.schema
    .alterTable('merchants')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Manila'))
    .execute();

  // What a merchant offers for paying in and out: per channel its provider, limits, presets and fee.
  await db.schema
    .createTable('payment_channels')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    // GCASH | MAYA | BANK | QRPH …
    .addColumn('code', 'text', (c) => c.notNull())
    // deposit | withdraw
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // provider code (sandbox, paymongo) and the provider's method name for this channel (gcash, qrph …)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_method', 'text', (c) => c.notNull())
    .addColumn('min_cents', 'bigint', (c) => c.notNull())
    .addColumn('max_cents', 'bigint', (c) => c.notNull())
    // JSON array of preset amounts in cents
    .addColumn('presets', 'text', (c) => c.notNull().defaultTo('[]'))
    // fee = fixed + amount * bp / 10000, rounded up to the cent; paid by the member or by the merchant
    .addColumn('fee_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_fixed_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_payer', 'text', (c) => c.notNull().defaultTo('merchant'))
    // withdrawals a member may request per day on this channel (0: no limit)
    .addColumn('daily_count_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('payment_channels_code', ['merchant_code', 'direction', 'code'])
    .addCheckConstraint('payment_channels_limits', sql`min_cents > 0 and max_cents >= min_cents`)
    .execute();

  await db.schema
    .createTable('deposit_orders')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('payment_channels.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // what the member pays, the fee the member bears, what reaches the balance
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('fee_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credit_cents', 'bigint', (c) => c.notNull())
    .addColumn('bonus_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    // created -> pending -> paid | failed | expired
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('checkout_url', 'text')
    // the client's request id: a repeated "create" answers the same order
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addUniqueConstraint('deposit_orders_request_idem', ['member_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('deposit_orders_member_created')
    .on('deposit_orders')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('deposit_orders_merchant_created')
    .on('deposit_orders')
    .columns(['merchant_code', 'created_at'])
    .execute();
  await db.schema.createIndex('deposit_orders_status').on('deposit_orders').columns(['status', 'expires_at']).execute();

  // Every webhook event applied, by the provider's event id: a redelivery or replay changes nothing.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_events_event_idem', ['provider', 'event_id'])
    .execute();

  // Promotion rules that pay a bonus, e.g. the first-deposit bonus behind the +120% badge.
  await db.schema
    .createTable('bonus_rules')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    // FIRST_DEPOSIT
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('percent_bp', 'integer', (c) => c.notNull())
    .addColumn('max_bonus_cents', 'bigint', (c) => c.notNull())
    .addColumn('min_deposit_cents', 'bigint', (c) => c.notNull())
    // wagering requirement = (deposit + bonus) * multiplier
    .addColumn('wagering_multiplier', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('bonus_rules_code', ['merchant_code', 'code'])
    .execute();

  // A bonus credited to a member and what is left to wager before it turns into cash.
  await db.schema
    .createTable('bonus_grants')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('rule_code', 'text', (c) => c.notNull())
    // what earned it (the deposit order number): one grant per source
    .addColumn('source_ref', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('wagering_required_cents', 'bigint', (c) => c.notNull())
    .addColumn('wagered_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    // active | completed | forfeited
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addUniqueConstraint('bonus_grants_source_idem', ['rule_code', 'source_ref'])
    .execute();
  await db.schema.createIndex('bonus_grants_member').on('bonus_grants').columns(['member_id', 'status']).execute();

  // Where a member's withdrawals are paid to: an e-wallet or a bank account in the member's payee name.
  await db.schema
    .createTable('payout_accounts')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // ewallet | bank
    .addColumn('kind', 'text', (c) => c.notNull())
    // GCASH, MAYA, BDO, BPI … the receiving institution
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .execute();
  await db.schema.createIndex('payout_accounts_member').on('payout_accounts').columns(['member_id', 'removed_at']).execute();

  await db.schema
    .createTable('withdrawal_orders')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('payment_channels.id'))
    .addColumn('payout_account_id', 'integer', (c) => c.notNull().references('payout_accounts.id'))
    // the account's details when the order was made (the member may remove the account later)
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    // taken from the balance; fee the member bears; what is sent
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('fee_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payout_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // pending -> paying -> paid | failed ; pending -> rejected
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('review_reason', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addUniqueConstraint('withdrawal_orders_request_idem', ['member_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('withdrawal_orders_member_created')
    .on('withdrawal_orders')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawal_orders_merchant_status')
    .on('withdrawal_orders')
    .columns(['merchant_code', 'status', 'created_at'])
    .execute();

  // The bundled sandbox payment provider's own books (it stands in for a PSP; the platform never reads these).
  await db.schema
    .createTable('sandbox_psp_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference_number', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    // active | paid | failed | expired
    .addColumn('status', 'text', (c) => c.notNull())
    // JSON array of payment resources
    .addColumn('payments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sandbox_psp_sessions_idem', ['idempotency_key'])
    .execute();
  await db.schema
    .createTable('sandbox_psp_payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('receiver', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sandbox_psp_payouts_idem', ['idempotency_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').dropColumn('time_zone').execute();
  for (const t of [
    'sandbox_psp_payouts',
    'sandbox_psp_sessions',
    'withdrawal_orders',
    'payout_accounts',
    'bonus_grants',
    'bonus_rules',
    'payment_events',
    'deposit_orders',
    'payment_channels',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
