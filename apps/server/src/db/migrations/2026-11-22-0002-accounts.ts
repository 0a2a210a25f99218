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
  const serial = serialKey(db);

  // VIP ranks of a merchant, lowest level first.
  await db.schema
    .createTable('club_labels')
    .addColumn('id', 'integer', serial)
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    /** conditions a member must complete to keep or reach this rank */
    .addColumn('expected_conditions', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('club_labels_merchant_level', ['merchant_code', 'level'])
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', serial)
    // Trial accounts keep the real merchant code here; their sessions carry the trial code.
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull())
    // null: registered by mobile without a password, logs in by SMS
    .addColumn('password_hash', 'text')
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nickname', 'text')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('email_key', 'text')
    .addColumn('country_dialing_code', 'text')
    .addColumn('mobile_e164', 'text')
    .addColumn('birthday', 'text')
    .addColumn('affiliate_code', 'text', (c) => c.unique())
    .addColumn('referred_by_affiliate', 'text')
    .addColumn('recommender_id', 'integer')
    .addColumn('head_icon', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('club_label_id', 'integer', (c) => c.references('club_labels.id').onDelete('set null'))
    .addColumn('rank_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rank_expected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_password_hash', 'text')
    .addColumn('profile', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('register_method', 'text')
    .addColumn('register_url', 'text')
    .addColumn('first_login_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .addColumn('password_changed_at', 'bigint')
    .addUniqueConstraint('members_merchant_username', ['merchant_code', 'username_key'])
    .execute();
  // NULLs never collide in a unique index (both databases), so members without e-mail or mobile are fine.
  await db.schema
    .createIndex('members_merchant_email')
    .on('members')
    .columns(['merchant_code', 'email_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('members_merchant_mobile')
    .on('members')
    .columns(['merchant_code', 'mobile_e164'])
    .unique()
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // SHA-256 of the bearer token (hex): a leaked table does not give working tokens.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // the session's merchant: the trial merchant code for trial accounts
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('remember_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('remember_devices_member').on('remember_devices').column('member_id').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    // hash of IP + User-Agent: another client cannot redeem the id
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute();

  // Failed logins per 'u:<merchant>:<username>' and 'ip:<ip>': drive the captcha requirement.
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .execute();

  // RSA key pairs for request-body encryption, shared by every server process.
  await db.schema
    .createTable('encryption_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('algorithm', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    // PKCS8, base64
    .addColumn('private_pkcs8', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('retired_at', 'bigint')
    .execute();

  // Nonces of encrypted bodies seen lately: a body is accepted once.
  await db.schema
    .createTable('request_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_nonces_expires').on('request_nonces').column('expires_at').execute();

  // Per-merchant overrides of the registration field rules (JSON: field -> partial rule).
  await db.schema
    .createTable('register_settings')
    .addColumn('merchant_code', 'text', (c) => c.primaryKey().references('merchants.code').onDelete('cascade'))
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'register_settings',
    'request_nonces',
    'encryption_keys',
    'login_failures',
    'captchas',
    'remember_devices',
    'sessions',
    'wallets',
    'members',
    'club_labels',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
