/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/**
 * Operator-written announcements live in the announcements the player app already reads: a published flag
 * (a draft stays invisible to players) and when an operator last changed one. Live chat lines gain an index
 * for the operators' queue (a merchant's conversations, newest first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('announcements').addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('announcements').addColumn('updated_at', 'bigint').execute();
  await db.schema
    .createIndex('chat_messages_merchant_id')
    .on('chat_messages')
    .columns(['merchant_code', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chat_messages_merchant_id').execute();
  await db.schema.alterTable('announcements').dropColumn('updated_at').execute();
  await db.schema.alterTable('announcements').dropColumn('published').execute();
}
