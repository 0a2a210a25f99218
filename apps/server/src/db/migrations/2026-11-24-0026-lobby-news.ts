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
 * Ticker notices (short operator lines in a window, texts per language), the lobby news feed (operator items
 * with texts per language, and entries the platform writes on an event, keyed by the event so an event is
 * written once), and an index that counts an announcement's recent readers for the popular list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('seed_key', 'text')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('announcement_id', 'integer', (c) => c.references('announcements.id').onDelete('set null'))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('notices_merchant_seed_key', ['merchant_code', 'seed_key'])
    .execute();
  await db.schema.createIndex('notices_merchant_window').on('notices').columns(['merchant_code', 'start_at']).execute();
  await db.schema
    .createTable('notice_texts')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_texts_pk', ['notice_id', 'language'])
    .execute();

  await db.schema
    .createTable('lobby_news')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // operator | new_game | jackpot | big_win
    .addColumn('kind', 'text', (c) => c.notNull())
    // what wrote it: 'jackpot:<win id>', 'new-game:<node id>', 'ops:<uuid>', 'seed:<key>'
    .addColumn('event_key', 'text', (c) => c.notNull())
    // JSON: nodeId, amountCents, currency, player (masked), pool
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('lobby_news_merchant_event', ['merchant_code', 'event_key'])
    .execute();
  await db.schema.createIndex('lobby_news_merchant_published').on('lobby_news').columns(['merchant_code', 'published_at']).execute();
  await db.schema
    .createTable('lobby_news_texts')
    .addColumn('news_id', 'integer', (c) => c.notNull().references('lobby_news.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lobby_news_texts_pk', ['news_id', 'language'])
    .execute();

  await db.schema.createIndex('announcement_reads_recent').on('announcement_reads').columns(['read_at', 'announcement_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('announcement_reads_recent').execute();
  await db.schema.dropTable('lobby_news_texts').execute();
  await db.schema.dropTable('lobby_news').execute();
  await db.schema.dropTable('notice_texts').execute();
  await db.schema.dropTable('notices').execute();
}
