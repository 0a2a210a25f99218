/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/** An integer key the database numbers: AUTOINCREMENT on SQLite (never reused), identity on PostgreSQL. */
function serialKey(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}

export async function up(db: Kysely<any>): Promise<void> {
  // What the local SMS gateway and mail sender "sent" (and what ops and e2e tests read back).
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('merchant_code', 'text')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'id']).execute();

  // Slider captchas guarding SMS sending: single use, bound to the client that fetched them.
  await db.schema
    .createTable('slider_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('target_x', 'integer', (c) => c.notNull())
    .addColumn('piece_y', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('slider_challenges_expires').on('slider_challenges').column('expires_at').execute();

  // SMS codes: only a salted SHA-256 of the code is kept. purpose: 'noLogin' (login, password) or 'register'.
  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('e164', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sms_codes_lookup')
    .on('sms_codes')
    .columns(['merchant_code', 'e164', 'purpose', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_codes_expires').on('sms_codes').column('expires_at').execute();

  // E-mail password reset tokens: only the SHA-256 of the token is kept.
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('password_resets_member').on('password_resets').column('member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['password_resets', 'sms_codes', 'slider_challenges', 'outbox']) {
    await db.schema.dropTable(table).execute();
  }
}
