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
 * Game rounds and the game vendors' wallet calls. A round is what a bet record shows (game, bet, win, net);
 * every vendor call (bet, win, rollback) is kept by the vendor's transaction id, with the answer first given,
 * so a repeated call gets the same answer and moves nothing, and a rollback that arrives before its bet is
 * remembered (a late bet with that id is refused).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('game_rounds')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    // the vendor's round id
    .addColumn('round_ref', 'text', (c) => c.notNull())
    .addColumn('bet_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    // how the stake was funded: wins are paid back in the same proportion (bonus money wins bonus money)
    .addColumn('bet_cash_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bet_bonus_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    // open | settled | rolled_back
    .addColumn('status', 'text', (c) => c.notNull())
    // in-house games: the provably-fair proof (JSON)
    .addColumn('fairness', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('game_rounds_ref_idem', ['vendor', 'member_id', 'round_ref'])
    .execute();
  await db.schema.createIndex('game_rounds_member_created').on('game_rounds').columns(['member_id', 'created_at']).execute();
  await db.schema
    .createIndex('game_rounds_merchant_created')
    .on('game_rounds')
    .columns(['merchant_code', 'created_at'])
    .execute();

  await db.schema
    .createTable('vendor_transactions')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('transaction_uuid', 'text', (c) => c.notNull())
    // bet | win | rollback | tombstone (a rollback of a bet never seen)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('round_id', 'integer', (c) => c.references('game_rounds.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cash_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    // for wins and rollbacks: the bet they refer to
    .addColumn('reference_uuid', 'text')
    // 1 once a rollback has undone this bet or win
    .addColumn('rolled_back', 'integer', (c) => c.notNull().defaultTo(0))
    // the answer first given (JSON), repeated for a duplicate call
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('vendor_transactions_uuid_idem', ['vendor', 'transaction_uuid'])
    .execute();
  await db.schema
    .createIndex('vendor_transactions_reference')
    .on('vendor_transactions')
    .columns(['vendor', 'reference_uuid'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_transactions').execute();
  await db.schema.dropTable('game_rounds').execute();
}
