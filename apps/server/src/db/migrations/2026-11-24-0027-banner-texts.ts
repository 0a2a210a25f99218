/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/**
 * A banner's title in each language it has one in. The banner row keeps its own title, which is what a
 * language without a text reads (and what operators' older banners have).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('banner_texts')
    .addColumn('banner_id', 'integer', (c) => c.notNull().references('banners.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('banner_texts_pk', ['banner_id', 'language'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('banner_texts').execute();
}
