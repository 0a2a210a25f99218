import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { REPO_ROOT } from '../config.ts';
import type { DatabaseHandle } from './database.ts';

/**
 * Backups of the install's database, taken while the server runs:
 * - SQLite: SQLite's online backup (pages copied under the database's own locking), one file.
 * - PostgreSQL: `pg_dump --format=custom`, a consistent snapshot of one database (MVCC), one file; for
 *   point-in-time recovery, `pg_basebackup` with WAL archiving (README, "Production").
 * Restoring goes into an empty database only: a restore never merges into or overwrites live data.
 */

export type BackupKind = 'sqlite' | 'postgres';

export class BackupError extends Error {
  override name = 'BackupError';
}

function sqliteFile(url: string): string {
  const rest = url.slice('sqlite:'.length);
  if (rest === ':memory:') throw new BackupError('an in-memory SQLite database has nothing to back up');
  return path.resolve(REPO_ROOT, rest);
}

export function kindOf(url: string): BackupKind {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  throw new BackupError('DATABASE_URL must start with sqlite: or postgres://');
}

/** Runs a PostgreSQL client tool; its stderr is the error when it fails (it never prints the password). */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(new BackupError(err.code === 'ENOENT' ? `${command} is not installed (PostgreSQL's client tools)` : err.message)),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (${code}): ${stderr.trim()}`))));
  });
}

/**
 * The schema an install keeps its tables in when its URL selects one (`?options=-c search_path=<schema>`):
 * its backup holds that schema only, and restores into a database under the same schema name.
 */
export function installSchemaOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options');
  const match = options ? /(?:^|\s)-c\s*search_path=([A-Za-z_][\w$]*)/.exec(options) : null;
  return match?.[1];
}

/** Writes a backup of the database at `url` to `file` (which must not exist); returns its size in bytes. */
export async function backupDatabase(url: string, file: string): Promise<number> {
  if (existsSync(file)) throw new BackupError(`${file} exists: a backup never overwrites a file`);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (kindOf(url) === 'sqlite') {
    const source = sqliteFile(url);
    if (!existsSync(source)) throw new BackupError(`no SQLite database at ${source}`);
    const db = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
  } else {
    const schema = installSchemaOf(url);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', ...(schema ? [`--schema=${schema}`] : []), `--file=${file}`, `--dbname=${url}`]);
  }
  return statSync(file).size;
}

/** Restores `file` into the empty database at `url` (SQLite: a file that does not exist yet). */
export async function restoreDatabase(file: string, url: string, target?: DatabaseHandle): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  if (kindOf(url) === 'sqlite') {
    const destination = sqliteFile(url);
    if (existsSync(destination)) throw new BackupError(`${destination} exists: restore into a new file`);
    mkdirSync(path.dirname(destination), { recursive: true });
    // the backup is a whole database file; checked before it takes the target's place
    let result: unknown;
    try {
      const check = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
      try {
        result = check.pragma('integrity_check', { simple: true });
      } finally {
        check.close();
      }
    } catch (err) {
      throw new BackupError(`${file} is not a SQLite backup (${(err as Error).message})`);
    }
    if (result !== 'ok') throw new BackupError(`the backup file is damaged: ${String(result)}`);
    copyFileSync(file, destination);
    return;
  }
  if (target) {
    const tables = await sql<{ n: number | string }>`select count(*) as n from information_schema.tables where table_schema = current_schema()`.execute(target.db);
    if (Number(tables.rows[0]?.n ?? 0) > 0) throw new BackupError('the target database is not empty: restore into a new database');
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file]);
}
