/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
}

/** Tournaments (modules/play/tournaments): the operators' definitions and each member's entry. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // draft | published | finished | cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    // JSON: language -> { name, description }
    .addColumn('texts', 'text', (c) => c.notNull())
    // JSON: game type codes; JSON: [{ vendor, code }]
    .addColumn('game_types', 'text', (c) => c.notNull())
    .addColumn('games', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    // wagered | multiplier | net_win
    .addColumn('scoring', 'text', (c) => c.notNull())
    .addColumn('min_stake_cents', 'bigint', (c) => c.notNull())
    // JSON: [{ fromRank, toRank, amountCents, kind, wageringMultiplier }]
    .addColumn('prizes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .execute();
  await db.schema.createIndex('tournaments_by_status').on('tournaments').columns(['merchant_code', 'status', 'ends_at']).execute();
  await db.schema
    .createTable('tournament_entries')
    .addColumn('tournament_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    // cents (wagered, net_win) or hundredths of a multiplier (multiplier)
    .addColumn('score', 'bigint', (c) => c.notNull())
    .addColumn('rounds', 'integer', (c) => c.notNull())
    // the best win/stake of one counted round, in hundredths
    .addColumn('best', 'bigint', (c) => c.notNull())
    // when the score last changed: of equal scores, the one reached first ranks higher
    .addColumn('reached_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // written once when the tournament finishes: the final rank and its prize; paid_at once the prize is on the ledger
    .addColumn('final_rank', 'integer')
    .addColumn('prize_cents', 'bigint')
    .addColumn('prize_kind', 'text')
    .addColumn('paid_at', 'bigint')
    .addPrimaryKeyConstraint('tournament_entries_pk', ['tournament_id', 'member_id'])
    .execute();
  await db.schema.createIndex('tournament_entries_board').on('tournament_entries').columns(['tournament_id', 'score', 'reached_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tournament_entries').execute();
  await db.schema.dropTable('tournaments').execute();
}
