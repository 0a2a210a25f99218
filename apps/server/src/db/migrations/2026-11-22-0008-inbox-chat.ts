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
  // Messages from the operator to one member (the /m/message inbox).
  await db.schema
    .createTable('inbox_messages')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // set only by the seed, so a second seed run adds nothing
    .addColumn('seed_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addUniqueConstraint('inbox_messages_member_seed_key', ['member_id', 'seed_key'])
    .execute();
  await db.schema
    .createIndex('inbox_messages_member_created')
    .on('inbox_messages')
    .columns(['member_id', 'created_at'])
    .execute();

  // One live-chat conversation per member with customer service: the member's lines and staff replies.
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // 'member' | 'staff'
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // staff lines: when the member saw them (null = unread)
    .addColumn('seen_at', 'bigint')
    .execute();
  await db.schema.createIndex('chat_messages_member_id').on('chat_messages').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('inbox_messages').execute();
}
