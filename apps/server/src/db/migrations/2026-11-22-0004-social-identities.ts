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
  // A member's accounts at social login providers: the provider's subject identifier (OIDC `sub`) is the
  // only stable key; the e-mail is what the provider last said, kept for support, not for matching.
  // Members belong to one merchant, and one person may be a member of several brands: the link is unique
  // per merchant, so the merchant code is repeated here for the constraint.
  await db.schema
    .createTable('member_identities')
    .addColumn('id', 'integer', serialKey(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // 'google' | 'facebook'
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('member_identities_merchant_provider_subject', ['merchant_code', 'provider', 'subject'])
    .execute();
  await db.schema.createIndex('member_identities_member').on('member_identities').column('member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_identities').execute();
}
