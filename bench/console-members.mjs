#!/usr/bin/env node
// The players grid on a million members: GET /ops/members searches (username, mobile, e-mail, invitation
// code prefix, any field), the grid's first and a deep page sorted by createdAt, and a player's file, through
// app.inject on the whole app, next to a plain indexed lookup (SELECT by primary key) in the same run.
//
//   nice node bench/console-members.mjs [--members 1000000] [--requests 200] [--databases sqlite,postgres]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test nice node bench/console-members.mjs   (PostgreSQL too)
//
// Members are bulk-inserted by the database itself (a recursive CTE on SQLite, generate_series on
// PostgreSQL), then ANALYZEd. Requests run one at a time (latency, not throughput). Target: p99 < 100 ms.
// Not a test: it prints figures and fails only when requests fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { register } from 'tsx/esm/api';
import { percentile, postgresSchema } from './lib/measure.mjs';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
    /** sqlite,postgres (PostgreSQL only with BENCH_DATABASE_URL) */
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});
const MEMBERS = Number(args.members);
const REQUESTS = Number(args.requests);
const DATABASES = args.databases.split(',');
const TOKEN = 'bench-ops-token-0123456789abcdef';
const TARGET_P99_MS = 100;

register();
const { createDatabase } = await import('../apps/server/src/db/database.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');

const pad = (n, width) => String(n).padStart(width, '0');

/** MEMBERS members of LUCKY: bm0000001.., +639000000001.., bm0000001@bench.test, invitation code BM0000001. */
async function bulkMembers(handle) {
  const t0 = performance.now();
  const base = Date.UTC(2025, 0, 1);
  if (handle.dialect === 'postgres') {
    await sql`insert into members (merchant_code, username, username_key, password_hash, type, account, email, email_key,
                mobile_e164, affiliate_code, head_icon, rank_completed, rank_expected, profile, status, created_at, last_login_at)
      select 'LUCKY', 'bm' || lpad(i::text, 7, '0'), 'bm' || lpad(i::text, 7, '0'), null, 0, 'bm' || lpad(i::text, 7, '0'),
             'bm' || lpad(i::text, 7, '0') || '@bench.test', 'bm' || lpad(i::text, 7, '0') || '@bench.test',
             '+639' || lpad(i::text, 9, '0'), 'BM' || lpad(i::text, 7, '0'), 1, 0, 0, '{}',
             case when i % 50 = 0 then 'disabled' else 'active' end, ${base}::bigint + i::bigint * 60000, ${base}::bigint + i::bigint * 61000
        from generate_series(1, ${MEMBERS}) as s(i)`.execute(handle.db);
    // what autovacuum does soon after a bulk load: statistics, and the visibility map index-only scans need
    await sql`vacuum analyze members`.execute(handle.db);
  } else {
    await sql`insert into members (merchant_code, username, username_key, password_hash, type, account, email, email_key,
                mobile_e164, affiliate_code, head_icon, rank_completed, rank_expected, profile, status, created_at, last_login_at)
      with recursive s(i) as (select 1 union all select i + 1 from s where i < ${MEMBERS})
      select 'LUCKY', printf('bm%07d', i), printf('bm%07d', i), null, 0, printf('bm%07d', i),
             printf('bm%07d@bench.test', i), printf('bm%07d@bench.test', i),
             printf('+639%09d', i), printf('BM%07d', i), 1, 0, 0, '{}',
             case when i % 50 = 0 then 'disabled' else 'active' end, ${base} + i * 60000, ${base} + i * 61000
        from s`.execute(handle.db);
    await sql`analyze`.execute(handle.db);
  }
  return performance.now() - t0;
}

async function timed(label, count, run) {
  const ms = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await run(i);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { label, p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

async function runOn(label, databaseUrl) {
  const handle = createDatabase(databaseUrl);
  await prepareDatabase(handle);
  const insertMs = await bulkMembers(handle);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-members-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), databaseUrl, opsToken: TOKEN, seedDemo: true };
  const app = await buildApp({ config });
  const rand = (i) => 1 + ((i * 7919 + 104_729) % MEMBERS);
  async function get(url) {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json().value;
  }
  const list = (query) => get(`/ops/members?merchant=LUCKY&${query}`);
  // warm-up: statements prepared, pages cached
  for (let i = 0; i < 20; i++) await list(`q=bm${pad(rand(i), 7).slice(0, 5)}&field=username`);
  const check = await list(`q=bm${pad(rand(1), 7)}&field=username`);
  if (check.total !== 1) throw new Error(`expected one member, got ${check.total}`);

  const rows = [];
  rows.push(
    await timed('SELECT by primary key (db)', REQUESTS, (i) => handle.db.selectFrom('members').selectAll().where('id', '=', rand(i)).executeTakeFirstOrThrow()),
  );
  rows.push(await timed("GET /ops/members/:account (player's file)", REQUESTS, (i) => get(`/ops/members/bm${pad(rand(i), 7)}?merchant=LUCKY`)));
  rows.push(await timed('username prefix (100 matches)', REQUESTS, (i) => list(`q=bm${pad(rand(i), 7).slice(0, 5)}&field=username&limit=20`)));
  rows.push(await timed('mobile', REQUESTS, (i) => list(`q=${encodeURIComponent(`+639${pad(rand(i), 9)}`)}&field=mobile`)));
  rows.push(await timed('e-mail prefix', REQUESTS, (i) => list(`q=bm${pad(rand(i), 7)}%40&field=email`)));
  rows.push(await timed('invitation code', REQUESTS, (i) => list(`q=BM${pad(rand(i), 7)}&field=invitationCode`)));
  rows.push(await timed('any field (100 matches)', REQUESTS, (i) => list(`q=bm${pad(rand(i), 7).slice(0, 5)}&field=any`)));
  rows.push(await timed('grid: first page by createdAt (+ total)', Math.min(REQUESTS, 50), () => list('sort=createdAt&order=desc&limit=50')));
  rows.push(
    await timed('grid: deep page by createdAt (+ total)', Math.min(REQUESTS, 50), (i) => list(`sort=createdAt&order=desc&limit=50&offset=${Math.floor(MEMBERS / 2) + i * 50}`)),
  );
  await app.close();
  await handle.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  return { label, insertMs, rows };
}

let over = false;
function report(run) {
  console.log(`\n${run.label}: ${MEMBERS.toLocaleString('en')} members in LUCKY, inserted in ${(run.insertMs / 1000).toFixed(1)} s; ${REQUESTS} requests each, one at a time`);
  const base = run.rows[0];
  console.log(`  ${'query'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'p50 x'.padStart(8)} ${'p99 x'.padStart(8)}`);
  for (const r of run.rows) {
    const flag = r !== base && r.p99 >= TARGET_P99_MS ? '  over target' : '';
    if (flag) over = true;
    console.log(
      `  ${r.label.padEnd(44)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${(r.p50 / base.p50).toFixed(1).padStart(8)} ${(r.p99 / base.p99).toFixed(1).padStart(8)}${flag}`,
    );
  }
}

if (DATABASES.includes('sqlite')) {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'lobby-members-db-'));
  try {
    report(await runOn('SQLite', `sqlite:${path.join(sqliteDir, 'bench.db')}`));
  } finally {
    rmSync(sqliteDir, { recursive: true, force: true });
  }
}
if (process.env.BENCH_DATABASE_URL && DATABASES.includes('postgres')) {
  const schema = await postgresSchema(process.env.BENCH_DATABASE_URL);
  try {
    report(await runOn('PostgreSQL', schema.url));
  } finally {
    await schema.drop();
  }
}
console.log(`\nratios (x): against the SELECT by primary key of the same run. Target: p99 < ${TARGET_P99_MS} ms${over ? ' (some over)' : ' (all within)'}.`);
