/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Operators whose password was set by someone else (the operator command, an owner's reset) must choose
 * their own at the next sign-in. Audit rows gain an outcome (success, failed, refused) with the HTTP
 * status; a change's row is written as `pending` before the handler runs and completed once with its
 * outcome: the one UPDATE the append-only triggers let through (a pending row, completed once, its who,
 * when, what and where unchanged). Rows written before this migration were all outcomes already: a
 * change that succeeded (`ok`) or a refused sign-in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('password_change_required', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('operators').addColumn('password_changed_at', 'bigint').execute();
  await db.schema.alterTable('audit_log').addColumn('outcome', 'text', (c) => c.notNull().defaultTo('success')).execute();
  await db.schema.alterTable('audit_log').addColumn('http_status', 'integer').execute();
  await db.schema.alterTable('audit_log').addColumn('completed_at', 'bigint').execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();

  if (isPostgres(db)) {
    await sql`drop trigger audit_log_no_update on audit_log`.execute(db);
    await sql`update audit_log set
        outcome = case when status = 'ok' then 'success' when status = 'rate_limited' then 'refused' else 'failed' end,
        http_status = case when status = 'ok' then 200 when status = 'rate_limited' then 429 else 401 end,
        completed_at = at`.execute(db);
    await sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.outcome = 'pending' and new.outcome <> 'pending'
          and new.id = old.id and new.at = old.at and new.actor = old.actor and new.actor_role = old.actor_role
          and new.action = old.action and new.ip = old.ip then
          return new;
        end if;
        raise exception 'audit_log is append-only';
      end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`update audit_log set
        outcome = case when status = 'ok' then 'success' when status = 'rate_limited' then 'refused' else 'failed' end,
        http_status = case when status = 'ok' then 200 when status = 'rate_limited' then 429 else 401 end,
        completed_at = at`.execute(db);
    await sql`create trigger audit_log_no_update before update on audit_log
      when not (old.outcome = 'pending' and new.outcome <> 'pending'
        and new.id = old.id and new.at = old.at and new.actor = old.actor and new.actor_role = old.actor_role
        and new.action = old.action and new.ip = old.ip)
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
  await db.schema.dropIndex('audit_log_action').execute();
  await db.schema.alterTable('audit_log').dropColumn('completed_at').execute();
  await db.schema.alterTable('audit_log').dropColumn('http_status').execute();
  await db.schema.alterTable('audit_log').dropColumn('outcome').execute();
  await db.schema.alterTable('operators').dropColumn('password_changed_at').execute();
  await db.schema.alterTable('operators').dropColumn('password_change_required').execute();
}
