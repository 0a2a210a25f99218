/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/** The tables a game list answer is made of: its rows and counts (games), vendor names and switches (vendors). */
const WATCHED = ['games', 'vendors'] as const;

/**
 * The game list's database path. Its indexes were already in place (2026-11-22-0005: a page is a range
 * scan of games_type_order / games_vendor_order / games_list / games_order that stops after the page),
 * but the exact total of a big category counts thousands of index entries on every request. This adds
 * `catalogue_version`, one row whose number every write to games or vendors raises (database triggers,
 * so a direct SQL write, the seed or another process counts too): a total or a merchant's vendors read at
 * version v stay exact for as long as the version is v, and each process keeps them under it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Once per statement (a batch insert of 20,000 games raises it once); truncate included.
    await sql`create function catalogue_version_bump() returns trigger language plpgsql as $$
      begin
        update catalogue_version set version = version + 1 where id = 1;
        return null;
      end
    $$`.execute(db);
    for (const table of WATCHED) {
      await sql`create trigger ${sql.raw(`${table}_catalogue_version`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function catalogue_version_bump()`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only.
  for (const table of WATCHED) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`${table}_catalogue_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of WATCHED) await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists catalogue_version_bump()`.execute(db);
  } else {
    for (const table of WATCHED) {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('catalogue_version').execute();
}
