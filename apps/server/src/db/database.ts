import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import pg from 'pg';
import { REPO_ROOT } from '../config.ts';
import { querySpan, tracingOn } from './query-spans.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL: the pool's connections now (for /metrics); SQLite: undefined (one connection, no pool) */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  destroy(): Promise<void>;
}

export interface PoolOptions {
  /** connections per process (default 10) */
  size?: number;
  /** a statement running longer is cancelled by PostgreSQL (0 or unset: no limit) */
  statementTimeoutMs?: number;
  /** a query waiting longer for a free connection fails (0 or unset: waits) */
  waitMs?: number;
}

const INT8_OID = 20;

/**
 * bigint (epoch ms, counts) arrives from pg as a string by default; SQLite gives numbers. Parse to a
 * number so both dialects return the same types, and refuse values a JS number cannot hold exactly
 * rather than round them silently.
 */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} exceeds Number.MAX_SAFE_INTEGER`);
  return n;
}

const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/** How many prepared statements a SQLite connection keeps: the app's queries are a few hundred texts. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs; preparing costs more than running a short indexed query. The
 * statements are kept by their SQL text and reused (the driver runs one query at a time on the
 * connection, so a statement is never in use twice), the least recently used dropped past the limit.
 */
function reusingStatements(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement === undefined) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      } else {
        statements.delete(text);
      }
      statements.set(text, statement);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/** `sqlite:<path>` (relative to the repo root), `sqlite::memory:`, or `postgres://…`. */
export function createDatabase(url: string, poolOptions: PoolOptions = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const max = poolOptions.size ?? 10;
    const pool = new pg.Pool({
      connectionString: url,
      types: pgTypes,
      max,
      ...(poolOptions.statementTimeoutMs ? { statement_timeout: poolOptions.statementTimeoutMs } : {}),
      ...(poolOptions.waitMs ? { connectionTimeoutMillis: poolOptions.waitMs } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      destroy: () => db.destroy(),
    };
  }
  if (url.startsWith('sqlite:')) {
    const rest = url.slice('sqlite:'.length);
    const file = rest === ':memory:' ? ':memory:' : path.resolve(REPO_ROOT, rest);
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SqliteDatabase(file);
    // WAL lets readers run while a write is in progress; SQLite leaves foreign keys off unless asked.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
      ...(tracingOn() ? { log: querySpan } : {}),
    });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}
