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
 * The in-house games ("originals"): each member's seed pairs (one active: its server seed secret, only its
 * SHA-256 shown; the rotated ones revealed), the rounds played on them (the game's state, the nonce, the
 * request id that makes a bet idempotent), the merchant's limits per game, auto-bet runs held to their
 * limit, play sessions with their reality check, and the merchant's reality-check interval.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('reality_check_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();

  await db.schema
    .createTable('original_seeds')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    // the next round's nonce; the pair's round count once rotated
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
    // active | revealed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revealed_at', 'bigint')
    .execute();
  // One active pair per member: two first plays racing make one (the loser runs again and finds it).
  await db.schema
    .createIndex('original_seeds_active_idem')
    .on('original_seeds')
    .column('member_id')
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema.createIndex('original_seeds_member').on('original_seeds').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('original_rounds')
    // the game round's id (game_rounds.id): one id in bet records, proofs and the game screens
    .addColumn('id', 'integer', (c) => c.primaryKey().references('game_rounds.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('seed_id', 'integer', (c) => c.notNull().references('original_seeds.id'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    // JSON: what the player chose
    .addColumn('params', 'text', (c) => c.notNull())
    // JSON: the whole outcome (secret while a step game is open) and the moves made
    .addColumn('state', 'text', (c) => c.notNull())
    // open | won | lost | cashed_out
    .addColumn('status', 'text', (c) => c.notNull())
    // the multiplier paid (or offered now), x 10,000
    .addColumn('multiplier_bp', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payout_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('original_rounds_request_idem', ['member_id', 'request_id'])
    .execute();
  await db.schema.createIndex('original_rounds_member_game').on('original_rounds').columns(['member_id', 'game', 'id']).execute();
  await db.schema.createIndex('original_rounds_seed_status').on('original_rounds').columns(['seed_id', 'status']).execute();

  await db.schema
    .createTable('original_limits')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('min_bet_cents', 'bigint', (c) => c.notNull())
    .addColumn('max_bet_cents', 'bigint', (c) => c.notNull())
    .addColumn('max_payout_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('original_limits_pk', ['merchant_code', 'game'])
    .execute();

  await db.schema
    .createTable('original_auto_runs')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('round_limit', 'integer', (c) => c.notNull())
    .addColumn('rounds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('original_auto_runs_pk', ['member_id', 'run_id'])
    .execute();

  await db.schema
    .createTable('play_sessions')
    // the login session it belongs to
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    // the last reality check confirmed (or the start): the next is due this many minutes after it
    .addColumn('checked_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('play_sessions').execute();
  await db.schema.dropTable('original_auto_runs').execute();
  await db.schema.dropTable('original_limits').execute();
  await db.schema.dropTable('original_rounds').execute();
  await db.schema.dropTable('original_seeds').execute();
  await db.schema.alterTable('merchants').dropColumn('reality_check_minutes').execute();
}
