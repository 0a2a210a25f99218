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

/**
 * The member's own settings: a verified e-mail (members.email is only ever written by a confirmed code
 * from here on), the country a session came from, the login history, pending e-mail codes and the
 * security answers (argon2id, like passwords).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('email_verified_at', 'bigint').execute();
  // ISO country from a trusted proxy header at login; null when unknown.
  await db.schema.alterTable('sessions').addColumn('country', 'text').execute();

  await db.schema
    .createTable('login_events')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // 1 success, 0 failure (integers read alike on both drivers)
    .addColumn('success', 'integer', (c) => c.notNull())
    // password, sms, firebase, google, facebook
    .addColumn('method', 'text', (c) => c.notNull())
    // why a failure failed: password, captcha, rate_limited
    .addColumn('reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('country', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('login_events_member').on('login_events').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('login_events_created').on('login_events').column('created_at').execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    // SHA-256 of id:code
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('email_verifications_member').on('email_verifications').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('member_security_answers')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) => c.notNull())
    // argon2id of the normalised answer (trimmed, one space, lower case)
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_security_answers_pk', ['member_id', 'question_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['member_security_answers', 'email_verifications', 'login_events']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('sessions').dropColumn('country').execute();
  await db.schema.alterTable('members').dropColumn('email_verified_at').execute();
}
