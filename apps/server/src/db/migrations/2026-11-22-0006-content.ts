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

export async function up(db: Kysely<any>): Promise<void> {
  // Announcements of a merchant: types B, PL, PU, PR (promotions, with a category), H; shown in a date
  // window. Texts per language live in announcement_texts. seed_key makes the seed idempotent.
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('seed_key', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint')
    .addColumn('no_expiry', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    // JSON [{sequence, url}]
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('announcements_merchant_seed_key', ['merchant_code', 'seed_key'])
    .execute();
  await db.schema
    .createIndex('announcements_merchant_window')
    .on('announcements')
    .columns(['merchant_code', 'start_at'])
    .execute();
  await db.schema
    .createTable('announcement_texts')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // sanitized when stored
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_texts_pk', ['announcement_id', 'language'])
    .execute();
  await db.schema
    .createTable('announcement_reads')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_reads_pk', ['member_id', 'announcement_id'])
    .execute();
  // One application per member per promotion; status pending -> approved | rejected (by operators).
  await db.schema
    .createTable('promotion_applications')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('promotion_applications_member_promotion', ['member_id', 'announcement_id'])
    .execute();
  // Help centre articles per merchant and language; parent_id null for top-level ones.
  await db.schema
    .createTable('help_articles')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('parent_tag', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('help_articles_merchant_language_tag', ['merchant_code', 'language', 'tag'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('help_articles').execute();
  await db.schema.dropTable('promotion_applications').execute();
  await db.schema.dropTable('announcement_reads').execute();
  await db.schema.dropTable('announcement_texts').execute();
  await db.schema.dropTable('announcements').execute();
}
