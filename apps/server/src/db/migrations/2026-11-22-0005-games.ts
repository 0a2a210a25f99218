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

  // A merchant's game providers. game_types: JSON array of game types; classifications: JSON object
  // gameClassify key -> display name.
  await db.schema
    .createTable('vendors')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('account_type_name', 'text', (c) => c.notNull())
    .addColumn('game_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('classifications', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('vendors_pk', ['merchant_code', 'vassalage'])
    .execute();

  // The lobby's category order and, per category, its vendors in order (JSON array of vendor codes).
  await db.schema
    .createTable('vendor_sorting')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('game_category', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('vendor_names', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('vendor_sorting_pk', ['merchant_code', 'game_category'])
    .execute();

  // One row per game and merchant. BINGO is stored as RNG with game_classify BG. min_bet in cents.
  // Names: English and Tagalog in columns, other languages in a JSON object; name_key is every name
  // lower-cased and joined by newlines, the column the name search reads.
  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', serial)
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('game_classify', 'text')
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_game_h5', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('play_type', 'text', (c) => c.notNull().defaultTo('Tradition'))
    .addColumn('freeplay', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_icon', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('min_bet', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_line', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ty', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('games_merchant_node', ['merchant_code', 'node_id'])
    .execute();
  // The list's filters, then its order (sort, id): a page is a range scan that stops after pageSize rows,
  // and its count reads the index alone.
  await db.schema
    .createIndex('games_list')
    .on('games')
    .columns(['merchant_code', 'enabled', 'game_type', 'vassalage', 'sort', 'id'])
    .execute();
  // A category page without a vendor, a vendor page without a category, and everything (also the order a
  // name search walks, stopping once the page is full).
  await db.schema
    .createIndex('games_order')
    .on('games')
    .columns(['merchant_code', 'enabled', 'sort', 'id'])
    .execute();
  await db.schema
    .createIndex('games_type_order')
    .on('games')
    .columns(['merchant_code', 'enabled', 'game_type', 'sort', 'id'])
    .execute();
  await db.schema
    .createIndex('games_vendor_order')
    .on('games')
    .columns(['merchant_code', 'enabled', 'vassalage', 'sort', 'id'])
    .execute();
  // Name search: a substring LIKE cannot seek a B-tree, but this index holds every name of the merchant's
  // games, so counting matches scans it alone instead of the table (and a prefix match could seek it).
  await db.schema
    .createIndex('games_name')
    .on('games')
    .columns(['merchant_code', 'enabled', 'name_key'])
    .execute();
  // Artwork is addressed by nodeId alone (no tenant on /media).
  await db.schema.createIndex('games_node').on('games').column('node_id').execute();

  // Hot ranking per merchant, rank 1 first; replaced as a whole by the operator.
  await db.schema
    .createTable('hot_games')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('hot_games_pk', ['merchant_code', 'node_id'])
    .addUniqueConstraint('hot_games_merchant_rank', ['merchant_code', 'rank'])
    .addForeignKeyConstraint('hot_games_game', ['merchant_code', 'node_id'], 'games', ['merchant_code', 'node_id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('favourite_games')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_games_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('favourite_games_member_time')
    .on('favourite_games')
    .columns(['member_id', 'created_at'])
    .execute();

  // The last games a member played (the newest 50 are kept).
  await db.schema
    .createTable('recent_games')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('played_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_games_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('recent_games_member_time')
    .on('recent_games')
    .columns(['member_id', 'played_at'])
    .execute();
  // Popular games count recent players per game.
  await db.schema.createIndex('recent_games_game_time').on('recent_games').columns(['game_id', 'played_at']).execute();

  // Winner board rows: customer_name as the player wrote it (masked when answered), win_amount in cents.
  await db.schema
    .createTable('game_winners')
    .addColumn('id', 'integer', serial)
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('win_amount', 'bigint', (c) => c.notNull())
    .addColumn('won_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_winners_merchant_amount')
    .on('game_winners')
    .columns(['merchant_code', 'win_amount'])
    .execute();

  // Banners per lobby screen (group_name), shown only between start_at and end_at (null: no end).
  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', serial)
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('banners_merchant_group')
    .on('banners')
    .columns(['merchant_code', 'group_name', 'sort'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'banners',
    'game_winners',
    'recent_games',
    'favourite_games',
    'hot_games',
    'games',
    'vendor_sorting',
    'vendors',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
