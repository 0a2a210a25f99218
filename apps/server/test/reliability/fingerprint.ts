import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database.ts';

/**
 * A cheap picture of what the database holds: per table its row count and, where it has one, the newest
 * change time. Two pictures that differ mean something was written. Bookkeeping a refused call may
 * legitimately leave (a failed login counts toward the captcha and the lock, and a console one is audited; a session's last-seen time;
 * a served captcha or slider challenge; replay nonces), and what crash's round clock writes by itself, is left out.
 */
const BOOKKEEPING = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'login_failures',
  'sessions',
  'captchas',
  'slider_challenges',
  'request_nonces',
  'encryption_keys',
  // a failed console sign-in and a refused console change are audited on purpose, with their outcome
  // (console-authorization.test.ts checks the row each call leaves); an operator session's last-seen time
  'audit_log',
  'operator_sessions',
  // crash's round clock writes these on its own time (a chain, the next round, its lease), whatever the calls
  'crash_chains',
  'crash_rounds',
  'crash_leases',
]);

/**
 * Rows of a table the server writes by itself, whatever the calls: the job queue's scheduled slots (a recurring
 * job such as the sportsbook's sweep is enqueued every few seconds under the key `slot:<time>`). A job a call
 * enqueues is still counted.
 */
const OWN_ROWS: Record<string, string> = {
  jobs: `(job_key is null or job_key not like 'slot:%')`,
};

const CHANGE_COLUMNS = ['updated_at', 'read_at', 'revoked_at', 'removed_at', 'seen_at', 'closed_at', 'paid_at', 'reviewed_at'];

interface TableInfo {
  name: string;
  changeColumns: string[];
}

const tableCache = new WeakMap<DatabaseHandle, TableInfo[]>();

async function tables(handle: DatabaseHandle): Promise<TableInfo[]> {
  const cached = tableCache.get(handle);
  if (cached) return cached;
  let rows: Array<{ table_name: string; column_name: string }>;
  if (handle.dialect === 'sqlite') {
    const names = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(handle.db);
    rows = [];
    for (const { name } of names.rows) {
      const cols = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(handle.db);
      for (const c of cols.rows) rows.push({ table_name: name, column_name: c.name });
    }
  } else {
    rows = (
      await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns where table_schema = current_schema()`.execute(handle.db)
    ).rows;
  }
  const byTable = new Map<string, string[]>();
  for (const r of rows) {
    if (BOOKKEEPING.has(r.table_name)) continue;
    const list = byTable.get(r.table_name) ?? [];
    if (CHANGE_COLUMNS.includes(r.column_name)) list.push(r.column_name);
    byTable.set(r.table_name, list);
  }
  const info = [...byTable.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, changeColumns]) => ({ name, changeColumns }));
  tableCache.set(handle, info);
  return info;
}

export type Fingerprint = Record<string, string>;

export async function databaseFingerprint(handle: DatabaseHandle): Promise<Fingerprint> {
  const list = await tables(handle);
  // One round trip: a UNION ALL of per-table aggregates.
  const parts = list.map((t) => {
    const changes = t.changeColumns.map((c) => `coalesce(max(${c}), 0)`).join(` || ':' || `) || `''`;
    const where = OWN_ROWS[t.name] ? ` where ${OWN_ROWS[t.name]}` : '';
    return `select '${t.name}' as t, count(*) || '|' || ${changes} as f from ${t.name}${where}`;
  });
  const result = await sql<{ t: string; f: string }>`${sql.raw(parts.join(' union all '))}`.execute(handle.db);
  return Object.fromEntries(result.rows.map((r) => [r.t, String(r.f)]));
}

export function diffFingerprints(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k]} -> ${after[k]}`);
}
