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
 * The double-entry ledger. Every balance change is one immutable transfer of integer cents from one account
 * to another; each account keeps its running totals (TigerBeetle's four columns) in the same transaction,
 * so the sum of credits minus debits over all accounts is always zero, and a member account's available
 * balance (credits posted - debits posted - debits pending) can never go below zero: a CHECK backs up
 * the conditional UPDATE that moves the money.
 *
 * Existing wallet balances become opening transfers from the merchant's adjustments account (demo money of
 * trial accounts from the merchant's demo funding account), and the wallets table goes: the ledger is now
 * the one owner of every balance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'integer', serialKey(db))
    // stable name, e.g. m:42:cash, house:LUCKY, demo:house:LUCKY, provider:LUCKY:sandbox
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // member_cash | member_bonus | house | provider | vendor | promotions | adjustments | faucet | jackpot
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('restrict'))
    .addColumn('currency', 'text', (c) => c.notNull())
    // demo (trial) money: a transfer never joins a demo account to a real one
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    // 1: credits posted - debits posted - debits pending must stay >= 0 (member money)
    .addColumn('no_overdraft', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debits_posted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_posted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('debits_pending', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_pending', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint(
      'ledger_accounts_totals_non_negative',
      sql`debits_posted >= 0 and credits_posted >= 0 and debits_pending >= 0 and credits_pending >= 0`,
    )
    .addCheckConstraint(
      'ledger_accounts_no_overdraft',
      sql`no_overdraft = 0 or credits_posted - debits_posted - debits_pending >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('ledger_accounts_member')
    .on('ledger_accounts')
    .columns(['member_id', 'kind'])
    .execute();

  await db.schema
    .createTable('ledger_transfers')
    .addColumn('id', 'integer', serialKey(db))
    // the caller's idempotency key, namespaced by the caller (deposit:…, vendor:DEMO:bet:…)
    .addColumn('transfer_key', 'text', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('debit_account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('credit_account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // what the money was for: deposit, withdrawal, bet, win, rollback, bonus, adjustment, …
    .addColumn('kind', 'text', (c) => c.notNull())
    // posted | pending | post_pending | void_pending
    .addColumn('state', 'text', (c) => c.notNull())
    // a post_pending / void_pending row resolves this pending transfer (at most once: unique)
    .addColumn('pending_id', 'integer', (c) => c.references('ledger_transfers.id'))
    // the member this concerns, for a member's statement; the order number or round id it belongs to
    .addColumn('member_id', 'integer')
    .addColumn('reference', 'text')
    .addColumn('memo', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_transfers_key_idem', ['transfer_key'])
    .addUniqueConstraint('ledger_transfers_pending_once', ['pending_id'])
    .addCheckConstraint('ledger_transfers_amount_positive', sql`amount > 0`)
    .addCheckConstraint('ledger_transfers_two_accounts', sql`debit_account_id <> credit_account_id`)
    .execute();
  await db.schema
    .createIndex('ledger_transfers_member_created')
    .on('ledger_transfers')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_transfers_merchant_created')
    .on('ledger_transfers')
    .columns(['merchant_code', 'created_at'])
    .execute();
  await db.schema.createIndex('ledger_transfers_debit').on('ledger_transfers').column('debit_account_id').execute();
  await db.schema.createIndex('ledger_transfers_credit').on('ledger_transfers').column('credit_account_id').execute();

  // Every wallet balance becomes an opening transfer into the member's cash account.
  const wallets = await db
    .selectFrom('wallets')
    .innerJoin('members', 'members.id', 'wallets.member_id')
    .select(['wallets.member_id', 'wallets.balance_cents', 'wallets.currency', 'wallets.updated_at', 'members.merchant_code', 'members.type'])
    .execute();
  const accountIds = new Map<string, number>();
  async function account(code: string, values: Record<string, unknown>): Promise<number> {
    const known = accountIds.get(code);
    if (known !== undefined) return known;
    const existing = await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirst();
    const id =
      existing?.id ??
      (await db.insertInto('ledger_accounts').values({ code, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    accountIds.set(code, Number(id));
    return Number(id);
  }
  for (const w of wallets) {
    const cents = Number(w.balance_cents);
    if (cents <= 0) continue;
    const demo = Number(w.type) === 4;
    const at = Number(w.updated_at);
    const sourceKind = demo ? 'faucet' : 'adjustments';
    const source = await account(`${demo ? 'demo:' : ''}${sourceKind}:${w.merchant_code}:${w.currency}`, {
      merchant_code: w.merchant_code,
      kind: sourceKind,
      member_id: null,
      currency: w.currency,
      demo: demo ? 1 : 0,
      no_overdraft: 0,
      created_at: at,
    });
    const cash = await account(`m:${w.member_id}:cash`, {
      merchant_code: w.merchant_code,
      kind: 'member_cash',
      member_id: w.member_id,
      currency: w.currency,
      demo: demo ? 1 : 0,
      no_overdraft: 1,
      created_at: at,
    });
    await db
      .insertInto('ledger_transfers')
      .values({
        transfer_key: `opening:${w.member_id}`,
        merchant_code: w.merchant_code,
        debit_account_id: source,
        credit_account_id: cash,
        amount: cents,
        currency: w.currency,
        kind: demo ? 'demo_funding' : 'opening',
        state: 'posted',
        pending_id: null,
        member_id: w.member_id,
        reference: null,
        memo: 'opening balance',
        created_at: at,
      })
      .execute();
    await db
      .updateTable('ledger_accounts')
      .set({ debits_posted: sql`debits_posted + ${cents}` })
      .where('id', '=', source)
      .execute();
    await db
      .updateTable('ledger_accounts')
      .set({ credits_posted: sql`credits_posted + ${cents}` })
      .where('id', '=', cash)
      .execute();
  }
  await db.schema.dropTable('wallets').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('ledger_transfers').execute();
  await db.schema.dropTable('ledger_accounts').execute();
}
