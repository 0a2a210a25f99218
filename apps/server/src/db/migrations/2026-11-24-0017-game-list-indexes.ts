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
 *
 * Name search is a substring match on name_key (every name of the game, lower-cased). A B-tree cannot
 * seek it: a rare term walked the merchant's whole catalogue. A trigram index finds the candidates:
 * PostgreSQL: pg_trgm's GIN index, which the planner uses for `like '%…%'` when it is the cheaper way
 * (the extension is created in public when the server may; without it the search scans as before).
 * SQLite: an FTS5 table with the trigram tokenizer over name_key (content kept in games, synced by
 * triggers), case-sensitive because both sides are already lower-cased, queried with GLOB.
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
    const trgm = await trigramSchema(db);
    if (trgm !== undefined) {
      await sql`create index games_name_trgm on games using gin (name_key ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
    }
    return;
  }
  await sql`create virtual table games_name_fts using fts5(
      name_key, content = 'games', content_rowid = 'id', tokenize = 'trigram case_sensitive 1', detail = 'none')`.execute(db);
  await sql`insert into games_name_fts (games_name_fts) values ('rebuild')`.execute(db);
  await sql`create trigger games_name_fts_insert after insert on games
    begin insert into games_name_fts (rowid, name_key) values (new.id, new.name_key); end`.execute(db);
  await sql`create trigger games_name_fts_delete after delete on games
    begin insert into games_name_fts (games_name_fts, rowid, name_key) values ('delete', old.id, old.name_key); end`.execute(db);
  await sql`create trigger games_name_fts_update after update of name_key on games
    begin
      insert into games_name_fts (games_name_fts, rowid, name_key) values ('delete', old.id, old.name_key);
      insert into games_name_fts (rowid, name_key) values (new.id, new.name_key);
    end`.execute(db);
  // SQLite has row triggers only.
  for (const table of WATCHED) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`${table}_catalogue_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

/**
 * The schema pg_trgm lives in, creating it in public when it is missing and the server allows it (it is
 * a trusted extension: the database owner may). In public, not the current schema: an extension belongs
 * to the whole database, and a schema dropped later (a test suite's) would take it along. The migrations
 * run in one transaction: a refused create is rolled back to a savepoint and the search stays a scan.
 */
async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  const installed = async () =>
    (await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db)).rows[0]
      ?.schema;
  const found = await installed();
  if (found !== undefined) return found;
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return undefined;
  // Parallel first starts (test suites, each in its own schema) would race on the create.
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm`.execute(db);
    return undefined;
  }
  return installed();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists games_name_trgm`.execute(db);
    for (const table of WATCHED) await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists catalogue_version_bump()`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.raw(`games_name_fts_${event}`)}`.execute(db);
    await sql`drop table if exists games_name_fts`.execute(db);
    for (const table of WATCHED) {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('catalogue_version').execute();
}
