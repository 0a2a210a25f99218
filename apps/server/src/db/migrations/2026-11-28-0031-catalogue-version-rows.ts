/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

const WATCHED = ['games', 'vendors'] as const;

/**
 * PostgreSQL's statement triggers of catalogue_version (2026-11-24-0017) fired for statements that changed
 * no row: a refused change (an UPDATE of a game that does not exist) raised the version and threw every
 * process's cached game lists away. Each trigger now sees the rows its statement touched (a transition
 * table) and raises the version only when there are some; TRUNCATE, which has no transition table, still
 * raises it. SQLite's row triggers never fired for an empty statement: unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create function catalogue_version_bump_rows() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from touched) then
        update catalogue_version set version = version + 1 where id = 1;
      end if;
      return null;
    end
  $$`.execute(db);
  for (const table of WATCHED) {
    await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db);
    // One event per trigger: PostgreSQL allows transition tables only on single-event triggers.
    for (const [event, transition] of [
      ['insert', 'new table as touched'],
      ['update', 'new table as touched'],
      ['delete', 'old table as touched'],
    ] as const) {
      await sql`create trigger ${sql.raw(`${table}_catalogue_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(transition)} for each statement execute function catalogue_version_bump_rows()`.execute(db);
    }
    await sql`create trigger ${sql.raw(`${table}_catalogue_version_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function catalogue_version_bump()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of WATCHED) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_version_${event}`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`create trigger ${sql.raw(`${table}_catalogue_version`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function catalogue_version_bump()`.execute(db);
  }
  await sql`drop function if exists catalogue_version_bump_rows()`.execute(db);
}
