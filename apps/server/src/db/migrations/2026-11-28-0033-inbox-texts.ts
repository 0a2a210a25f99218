/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/**
 * An inbox message in several languages (the platform's welcome messages): the reader gets the text in
 * their language, else English, else the merchant's default, as with announcements. The message's own
 * title and content stay its text when it has no translations (an operator's message, written once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inbox_message_texts')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('inbox_messages.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('inbox_message_texts_pk', ['message_id', 'language'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inbox_message_texts').execute();
}
