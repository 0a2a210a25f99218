#!/usr/bin/env node
// In-house game rounds: full-stack dice rounds per second (the whole app in this process, through
// app.inject: routing, session, validation, the seed pair's nonce, the fair HMAC, the bet and the win on the
// ledger in one transaction, the round rows), next to the ledger's bare transfer rate (one 1-cent transfer
// per transaction through the ledger service) measured in the same run on the same database.
//
//   node bench/rounds.mjs [--seconds 3] [--rounds 3] [--concurrency 16] [--members 16]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/rounds.mjs   (PostgreSQL too)
//
// Scenarios (`concurrency` in flight):
//   ledger transfer          member cash -> house, 1 cent, a random one of the members
//   dice round, N members    POST /wps/originals/dice/bet for a random one of the members (a round of a
//                            member waits for that member's previous one: they share the seed pair's nonce)
//   dice round, one member   every round on one member: the rounds of one player, one after another
//   dice round, with limits  as "N members", each member with daily loss and wager limits far above the bench's
//                            stakes: what player protection's check costs a stake it has to count (a member
//                            without limits pays one indexed statement, inside "N members")
// The scenarios run in turns, `rounds` times, medians reported. Not a test: it prints figures and fails
// only when a round fails or the ledger is not sound afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { measure as measureRate, median, postgresSchema } from './lib/measure.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '16' },
    members: { type: 'string', default: '16' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONCURRENCY = Number(args.concurrency);
const MEMBERS = Number(args.members);

register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { createLedger, accounts } = await import('../apps/server/src/modules/money/ledger/index.ts');
const { login, makeMember, setCashBalance, tokenFor } = await import('../apps/server/test/helpers/accounts.ts');

/** `op` run by CONCURRENCY workers for `seconds` (see lib/measure.mjs). */
function measure(op, seconds = SECONDS) {
  return measureRate(op, seconds, CONCURRENCY);
}

async function run(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-rounds-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '1' }),
    databaseUrl: databaseUrl ?? `sqlite:${path.join(dataDir, 'bench.db')}`,
    opsToken: `bench-ops-${randomBytes(12).toString('hex')}`,
    webDist: path.join(dataDir, 'no-web-dist'),
  };
  const t0 = performance.now();
  const app = await buildApp({ config });
  try {
    // no reality check in the way of a bench
    await app.database.db.updateTable('merchants').set({ reality_check_minutes: 0 }).execute();
    app.merchants.invalidate();
    const players = [];
    for (let i = 0; i < MEMBERS; i++) {
      const member = await makeMember(app, { username: `benchr${i}` });
      await setCashBalance(app, member.id, 1_000_000_000);
      players.push({ id: member.id, token: await tokenFor(app, { username: member.username, password: member.password }) });
    }
    const limited = [];
    for (let i = 0; i < MEMBERS; i++) {
      const member = await makeMember(app, { username: `benchl${i}` });
      await setCashBalance(app, member.id, 1_000_000_000);
      // from addresses of their own: the per-address sign-in limit is not what is measured
      const signIn = await login(app, { username: member.username, password: member.password }, { remoteAddress: `10.99.0.${i + 1}` });
      if (signIn.statusCode !== 200) throw new Error(`login: ${signIn.statusCode} ${signIn.body}`);
      const token = signIn.json().value.token;
      for (const kind of ['loss', 'wager']) {
        const res = await app.inject({ method: 'PUT', url: '/wps/member/responsibleGaming/limits', headers: { authorization: token }, payload: { kind, period: 'day', value: 90_000_000 } });
        if (res.statusCode !== 200) throw new Error(`limit: ${res.statusCode} ${res.body}`);
      }
      limited.push({ id: member.id, token });
    }
    const setupS = (performance.now() - t0) / 1000;
    const ledger = createLedger(app);
    const house = accounts.house('LUCKY', 'PHP');
    const purse = (memberId) => ({ memberId, merchantCode: 'LUCKY', currency: 'PHP', demo: false });
    const pick = () => players[Math.floor(Math.random() * players.length)];
    let n = 0;
    const bet = async (player) => {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/originals/dice/bet',
        headers: { authorization: player.token },
        payload: { amount: 1, requestId: `bench-${process.pid}-${n++}`, params: { target: 50, direction: 'under' } },
      });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    };
    const scenarios = {
      'ledger transfer (bare)': () =>
        ledger.transfer({ key: `bench:t:${process.pid}:${n++}`, debit: accounts.cash(purse(pick().id)), credit: house, amount: 1, kind: 'bet', memberId: null, reference: 'bench' }),
      [`dice round, ${MEMBERS} members`]: () => bet(pick()),
      'dice round, one member': () => bet(players[0]),
      'dice round, with limits': () => bet(limited[Math.floor(Math.random() * limited.length)]),
    };
    for (const op of Object.values(scenarios)) await measure(op, 1);
    const samples = Object.fromEntries(Object.keys(scenarios).map((k) => [k, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, op] of Object.entries(scenarios)) samples[name].push(await measure(op));
    }
    const integrity = await ledger.checkIntegrity();
    const rows = Object.entries(samples).map(([name, list]) => ({
      name,
      rate: median(list.map((s) => s.rate)),
      p50: median(list.map((s) => s.p50)),
      p99: median(list.map((s) => s.p99)),
      failed: list.reduce((s, x) => s + x.failed, 0),
      lastError: list.find((x) => x.lastError)?.lastError,
    }));
    return { label, setupS, rows, integrity };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(result) {
  console.log(`\n${result.label} (setup ${result.setupS.toFixed(1)} s, ${CONCURRENCY} in flight, median of ${ROUNDS} x ${SECONDS} s)`);
  console.log(`${'scenario'.padEnd(28)}${'per second'.padStart(12)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'failed'.padStart(8)}`);
  for (const r of result.rows) {
    console.log(`${r.name.padEnd(28)}${r.rate.toFixed(0).padStart(12)}${r.p50.toFixed(2).padStart(10)}${r.p99.toFixed(2).padStart(10)}${String(r.failed).padStart(8)}`);
    if (r.lastError) console.log(`  last error: ${r.lastError.message ?? r.lastError}`);
  }
  const ledgerRate = result.rows[0].rate;
  const spread = result.rows[1].rate;
  console.log(`a full dice round (bet + win, 2-4 transfers) costs ${(ledgerRate / spread).toFixed(1)} bare transfers; ledger ${result.integrity.ok ? 'sound' : `NOT SOUND: ${result.integrity.problems.join('; ')}`}`);
  const limitedRate = result.rows[3].rate;
  console.log(`with daily loss and wager limits a round runs at ${(limitedRate / spread).toFixed(2)}x the rate of one without (${(100 * (spread / limitedRate - 1)).toFixed(0)}% more time per round)`);
}

const results = [await run('SQLite', undefined)];
print(results[0]);
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const schema = await postgresSchema(pgUrl);
  try {
    results.push(await run('PostgreSQL', schema.url));
    print(results[1]);
  } finally {
    await schema.drop();
  }
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL)');
}
const bad = results.some((r) => !r.integrity.ok || r.rows.some((x) => x.failed > 0));
process.exit(bad ? 1 : 0);
