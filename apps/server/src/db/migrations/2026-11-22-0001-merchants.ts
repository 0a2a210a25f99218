/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('trial_merchant_code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull().defaultTo('mobile'))
    .addColumn('default_language', 'text', (c) => c.notNull())
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('prize_mode', 'text', (c) => c.notNull())
    .addColumn('image_cdns', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('whitelabel', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('mem_cen', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('dep_func', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('resources', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('social_links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('customer_service', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_regions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('age_limit', 'integer', (c) => c.notNull().defaultTo(18))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // At most one default merchant: the tenant for hosts that match no domain route.
  await db.schema
    .createIndex('merchants_one_default')
    .on('merchants')
    .column('is_default')
    .unique()
    .where('is_default', '=', 1)
    .execute();

  await db.schema
    .createTable('merchant_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) =>
      c.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createIndex('merchant_domains_merchant_code')
    .on('merchant_domains')
    .column('merchant_code')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('merchant_domains').execute();
  await db.schema.dropTable('merchants').execute();
}
