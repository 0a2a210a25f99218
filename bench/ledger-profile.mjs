#!/usr/bin/env node
// Where a PostgreSQL ledger transfer's time goes. One member's cash to the (sharded) house account, a fresh
// key each time, through the ledger service, on a throw-away schema:
//
//   1. one transfer at a time: each statement's round trip (BEGIN, INSERT of the transfer row, the two guarded
//      UPDATEs, COMMIT) timed by the driver's query log, medians: what a transfer costs with nothing to wait for
//   2. 16 in flight over 10,000 members, with the commit's WAL flush (synchronous_commit on, the default) and
//      without it (off, for the bench's sessions only): the share of the fsync
//   3. the same load with pools of 4, 8, 16 and 32 connections: what the pool size buys on this machine
//   4. while 16 transfers run, what the busy server processes wait on (pg_stat_activity sampled every 5 ms):
//      CPU, row locks (Lock), WAL flush (IO / LWLock), or the client (ClientRead: waiting for the next
//      statement of the transaction, i.e. the round trips)
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/ledger-profile.mjs [--seconds 3] [--accounts 10000]
//
// Not a test: it prints figures; it fails only when a transfer fails.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { measure, median, postgresSchema } from './lib/measure.mjs';
import { fundedMembers } from './lib/members.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    accounts: { type: 'string', default: '10000' },
  },
});
const SECONDS = Number(args.seconds);
const ACCOUNTS = Number(args.accounts);
const BASE = process.env.BENCH_DATABASE_URL;
if (!BASE) {
  console.error('BENCH_DATABASE_URL=postgres://… is required: this profiles PostgreSQL');
  process.exit(2);
}

register();
const { createDatabase } = await import('../apps/server/src/db/database.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { createLedgerRepository } = await import('../apps/server/src/modules/money/ledger/repository.ts');
const { createLedgerService } = await import('../apps/server/src/modules/money/ledger/service.ts');
const { accounts } = await import('../apps/server/src/modules/money/ledger/accounts.ts');

const schema = await postgresSchema(BASE);
let failed = 0;
try {
  // --- set up: migrated, seeded, N funded members ------------------------------------------------------
  const setup = createDatabase(schema.url);
  await prepareDatabase(setup);
  const members = await fundedMembers(setup, ACCOUNTS, { prefix: 'prof' });
  await setup.destroy();

  const house = accounts.house('LUCKY', 'PHP');
  const purse = (memberId) => ({ memberId, merchantCode: 'LUCKY', currency: 'PHP', demo: false });
  const pick = () => members[Math.floor(Math.random() * members.length)];
  let n = 0;
  const ledgerOn = (handle) => createLedgerService({ database: handle, repository: createLedgerRepository(handle.db), now: Date.now });
  const op = (ledger) => () =>
    ledger.transfer({ key: `prof:${process.pid}:${n++}`, debit: accounts.cash(purse(pick())), credit: house, amount: 1, kind: 'bet' }).catch((err) => {
      failed++;
      throw err;
    });

  // --- 1. one at a time, each statement timed -----------------------------------------------------------
  // The ledger's statements, as the service sends them (read from its query log once), replayed with timing.
  const logged = [];
  const { Kysely, PostgresDialect } = await import('kysely');
  const logging = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url, max: 1 }) }), log: (e) => logged.push({ sql: e.query.sql, ms: e.queryDurationMillis }) });
  const loggingLedger = createLedgerService({ database: { db: logging, dialect: 'postgres', destroy: () => logging.destroy() }, repository: createLedgerRepository(logging), now: Date.now });
  await op(loggingLedger)(); // warm: account ids known, statements planned
  await op(loggingLedger)();
  logged.length = 0;
  const singles = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    await op(loggingLedger)();
    singles.push(performance.now() - t0);
  }
  const byStatement = new Map();
  for (const q of logged) {
    const label = q.sql.split(/\s+/).slice(0, 3).join(' ').replace(/"/g, '').slice(0, 40);
    const list = byStatement.get(label) ?? [];
    list.push(q.ms);
    byStatement.set(label, list);
  }
  await logging.destroy();

  // --- 2 and 3. 16 in flight: fsync on/off, pool sizes ----------------------------------------------------
  async function loadWith(poolSize, syncOff) {
    const url = syncOff ? `${schema.url}${encodeURIComponent(' -c synchronous_commit=off')}` : schema.url;
    const handle = createDatabase(url, { size: poolSize });
    try {
      const ledger = ledgerOn(handle);
      await measure(op(ledger), 1, 16);
      const runs = [];
      for (let r = 0; r < 3; r++) runs.push(await measure(op(ledger), SECONDS, 16));
      return { rate: median(runs.map((x) => x.rate)), p50: median(runs.map((x) => x.p50)), p99: median(runs.map((x) => x.p99)) };
    } finally {
      await handle.destroy();
    }
  }
  const syncOn = await loadWith(16, false);
  const syncOff = await loadWith(16, true);
  const pools = [];
  for (const size of [4, 8, 16, 32]) pools.push({ size, ...(await loadWith(size, false)) });

  // --- 4. what the busy backends wait on ------------------------------------------------------------------
  const handle = createDatabase(schema.url, { size: 16 });
  const ledger = ledgerOn(handle);
  const watcher = new pg.Client({ connectionString: BASE });
  await watcher.connect();
  const waits = new Map();
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await watcher.query(
        `select coalesce(wait_event_type, 'CPU') as type, coalesce(wait_event, '') as event, count(*)::int as n
           from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid() and state <> 'idle'
            and query not like '%pg_stat_activity%'
          group by 1, 2`,
      );
      for (const r of rows) waits.set(`${r.type}${r.event ? `:${r.event}` : ''}`, (waits.get(`${r.type}${r.event ? `:${r.event}` : ''}`) ?? 0) + r.n);
      samples++;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  await measure(op(ledger), SECONDS, 16);
  sampling = false;
  await sampler;
  await watcher.end();
  await handle.destroy();

  // --- report -------------------------------------------------------------------------------------------
  const sum = [...waits.values()].reduce((a, b) => a + b, 0) || 1;
  const ms = (v) => v.toFixed(2).padStart(6);
  console.log('');
  console.log(`PostgreSQL ledger transfer profile (${new Date().toISOString()}), ${ACCOUNTS.toLocaleString('en')} members -> house`);
  console.log('');
  console.log(`1. one transfer at a time: ${ms(median(singles))} ms each (median of ${singles.length}); per statement (median round trip):`);
  let perTransfer = 0;
  for (const [label, list] of byStatement) {
    const count = list.length / singles.length;
    perTransfer += median(list) * count;
    console.log(`     ${label.padEnd(40)} ${ms(median(list))} ms  x${count.toFixed(1)}`);
  }
  console.log(`     statements add up to ${ms(perTransfer)} ms of ${ms(median(singles))} ms; the rest is the service and the pool checkout`);
  console.log('     (a select is an account this process meets for the first time: its id is kept once committed)');
  console.log('');
  console.log('2. 16 in flight, pool 16:        transfers/s |  p50 ms |  p99 ms');
  console.log(`     synchronous_commit on  (default) | ${syncOn.rate.toFixed(0).padStart(8)} | ${ms(syncOn.p50)} | ${ms(syncOn.p99)}`);
  console.log(`     synchronous_commit off           | ${syncOff.rate.toFixed(0).padStart(8)} | ${ms(syncOff.p50)} | ${ms(syncOff.p99)}   (${(syncOff.rate / syncOn.rate).toFixed(2)}x: the WAL flush at commit)`);
  console.log('');
  console.log('3. 16 in flight by pool size:    transfers/s |  p50 ms |  p99 ms');
  for (const p of pools) console.log(`     pool ${String(p.size).padEnd(28)} | ${p.rate.toFixed(0).padStart(8)} | ${ms(p.p50)} | ${ms(p.p99)}`);
  console.log('');
  console.log(`4. what active backends were doing (${samples} samples of pg_stat_activity, 16 in flight):`);
  for (const [k, v] of [...waits].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`     ${k.padEnd(34)} ${((v / sum) * 100).toFixed(1).padStart(5)}%`);
  console.log('     (CPU: running a statement; Client:ClientRead: idle in transaction, waiting for our next statement;');
  console.log('      Lock:transactionid/tuple: a row lock; LWLock:WALWrite / IO:WALSync: the commit flush)');
} finally {
  await schema.drop();
}
if (failed > 0) {
  console.error(`${failed} transfers failed`);
  process.exitCode = 1;
}
