import { Kysely, SqliteAdapter, sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import type { Database } from './schema.ts';

declare const inside: unique symbol;

/**
 * A Kysely bound to one open transaction: everything inside a money operation runs through it. Only
 * `inTransaction` makes one, so a function that takes a `Tx` is known, by its type, to run inside one.
 */
export type Tx = Kysely<Database> & { readonly [inside]: true };

/** Whether a Kysely (a transaction's too) runs on SQLite: in the process, where round trips cost nothing. */
export function onSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export interface TransactionOptions {
  /** How many times a transaction that lost a race (deadlock, serialization, unique key) is run again. */
  retries?: number;
}

/** What runs once a transaction has committed, per open transaction (dropped with it if it rolls back). */
const committed = new WeakMap<object, Array<() => void>>();

/**
 * Runs `fn` once the transaction `tx` belongs to has committed (never if it rolls back or is run again);
 * outside a transaction, at once. For effects that must not count what did not happen: metrics, notices.
 */
export function afterCommit(tx: Kysely<Database>, fn: () => void): void {
  const queue = committed.get(tx);
  if (queue) queue.push(fn);
  else fn();
}

function runCommitted(queue: Array<() => void>): void {
  for (const fn of queue) {
    try {
      fn();
    } catch {
      // an after-commit effect never turns a committed transaction into a failure
    }
  }
}

/** PostgreSQL SQLSTATEs worth running the whole transaction again for. */
const RETRYABLE_PG = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/**
 * Unique constraints that hold idempotency keys are named `…_idem`. When two requests with one key race on
 * PostgreSQL, the loser's insert fails with 23505; run again, its transaction finds the winner's row and
 * answers the first result. Other unique violations are real conflicts and go to the caller.
 */
function isIdempotencyRace(err: { code?: unknown; constraint?: unknown }): boolean {
  return err.code === '23505' && typeof err.constraint === 'string' && err.constraint.endsWith('_idem');
}

function isRetryable(err: unknown): boolean {
  if (err === null || typeof err !== 'object') return false;
  const e = err as { code?: unknown; constraint?: unknown };
  if (typeof e.code !== 'string') return false;
  return RETRYABLE_PG.has(e.code) || isIdempotencyRace(e) || e.code === 'SQLITE_BUSY' || e.code === 'SQLITE_BUSY_SNAPSHOT';
}

/**
 * Runs `fn` in one write transaction, all or nothing.
 *
 * SQLite: `BEGIN IMMEDIATE` takes the database's write lock before the first read, so two processes
 * sharing one file cannot both read a balance and then both write it (a deferred BEGIN would let them);
 * inside one process the driver's single connection is held for the whole function.
 * PostgreSQL: READ COMMITTED with row locks taken by conditional UPDATEs (`… where balance >= amount`), so
 * a balance is never read and written in two steps; a transaction that deadlocks or loses an insert race
 * is run again from the start.
 *
 * Everything inside `fn` must use the `tx` it is given: on SQLite a query through the outer handle would
 * wait for the connection this transaction holds.
 */
export async function inTransaction<T>(
  source: DatabaseHandle | Kysely<Database>,
  fn: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const db = source instanceof Kysely ? source : source.db;
  // Called inside a transaction already: the work joins it (all or nothing with the rest).
  if (db.isTransaction) return fn(db as Tx);
  const sqlite = source instanceof Kysely ? onSqlite(db) : source.dialect === 'sqlite';
  const retries = options.retries ?? 5;
  for (let attempt = 0; ; attempt++) {
    try {
      const queue: Array<() => void> = [];
      let result: T;
      if (sqlite) {
        result = await db.connection().execute(async (conn) => {
          await sql`begin immediate`.execute(conn);
          committed.set(conn, queue);
          try {
            const value = await fn(conn as Tx);
            await sql`commit`.execute(conn);
            return value;
          } catch (err) {
            await sql`rollback`.execute(conn).catch(() => undefined);
            throw err;
          } finally {
            committed.delete(conn);
          }
        });
      } else {
        result = await db.transaction().execute(async (trx) => {
          committed.set(trx, queue);
          return fn(trx as unknown as Tx);
        });
      }
      runCommitted(queue);
      return result;
    } catch (err) {
      if (attempt >= retries || !isRetryable(err)) throw err;
      // A short, growing, jittered pause so racing transactions do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
    }
  }
}
