#!/usr/bin/env node
// Bonus campaigns: the grant path and what an active bonus adds to a stake. The whole app in this process,
// through app.inject, figures beside baselines measured in the same run on the same database.
//
//   node bench/bonus-grants.mjs [--seconds 3] [--rounds 3] [--concurrency 16] [--members 16]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/bonus-grants.mjs   (PostgreSQL too)
//
// Scenarios (`concurrency` in flight):
//   ledger transfer (bare)     member cash -> house, 1 cent: the unit the others are compared with
//   claim: money, no budget    a claim of a live "code" campaign (unlimited per player) through the service the
//                              claim route calls (the route allows 30 a minute per member): eligibility read in
//                              the claim's transaction, the grant row, the transfer
//   claim: money, budget       the same with a budget: the guarded budget statement in the same transaction
//   dice round, no bonus       POST /wps/originals/dice/bet of a member without a bonus
//   dice round, active bonus   the same for a member wagering a bonus (contribution 50%, maximum stake): the
//                              grant read once per stake, the maximum stake, the wagered amount written
// The scenarios run in turns, `rounds` times, medians reported. Fails only when a call fails or the ledger
// is not sound afterwards.
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
const { login, makeMember, setCashBalance } = await import('../apps/server/test/helpers/accounts.ts');

const measure = (op, seconds = SECONDS) => measureRate(op, seconds, CONCURRENCY);

function campaign(name, patch) {
  return {
    kind: 'code',
    amount: '1.00',
    name,
    startAt: Date.now() - 1000,
    endAt: null,
    page: { category: 'other_promo', titles: { EN: name }, bodies: {} },
    wagering: { multiplier: 100, base: 'bonus', contributions: { RNG: 100, INHOUSE: 50 }, maxStake: '100.00', expiryDays: 30 },
    eligibility: { segmentId: null, vipMin: null, vipMax: null, countries: [], languages: [], firstTimeOnly: false, perPlayer: 'unlimited', budget: null, requiresCode: false },
    ...patch,
  };
}

async function run(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bonus-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '1' }),
    databaseUrl: databaseUrl ?? `sqlite:${path.join(dataDir, 'bench.db')}`,
    opsToken: `bench-ops-${randomBytes(12).toString('hex')}`,
    webDist: path.join(dataDir, 'no-web-dist'),
  };
  const t0 = performance.now();
  const app = await buildApp({ config });
  try {
    await app.database.db.updateTable('merchants').set({ reality_check_minutes: 0 }).execute();
    app.merchants.invalidate();
    const opsCall = async (method, url, payload) => {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${config.opsToken}` }, payload });
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json().value;
    };
    const live = async (name, patch = {}) => {
      const c = await opsCall('POST', '/ops/bonus/campaigns?merchant=LUCKY', campaign(name, patch));
      await opsCall('POST', `/ops/bonus/campaigns/${c.id}/status?merchant=LUCKY`, { action: 'publish' });
      return c.id;
    };
    const free = await live('Bench money');
    const budgeted = await live('Bench money, budget', { eligibility: { ...campaign('x').eligibility, budget: '100000000.00' } });
    const wagering = await live('Bench wagering', { amount: '1000.00', eligibility: { ...campaign('x').eligibility, perPlayer: 'once' } });
    let address = 0;
    const make = async (prefix, i) => {
      const member = await makeMember(app, { username: `${prefix}${i}` });
      await setCashBalance(app, member.id, 1_000_000_000);
      // from addresses of their own: the per-address sign-in limit is not what is measured
      address++;
      const signIn = await login(app, { username: member.username, password: member.password }, { remoteAddress: `10.98.${address >> 8}.${address & 255}` });
      if (signIn.statusCode !== 200) throw new Error(`login: ${signIn.statusCode} ${signIn.body}`);
      return { id: member.id, token: signIn.json().value.token };
    };
    const plain = [];
    const bonused = [];
    const claimers = [];
    for (let i = 0; i < MEMBERS; i++) {
      plain.push(await make('benchbp', i));
      claimers.push(await make('benchbc', i));
      const b = await make('benchbw', i);
      const res = await app.inject({ method: 'POST', url: `/wps/member/bonus-offers/${wagering}/claim`, headers: { authorization: b.token } });
      if (res.statusCode !== 200) throw new Error(`claim: ${res.statusCode} ${res.body}`);
      bonused.push(b);
    }
    const setupS = (performance.now() - t0) / 1000;
    const ledger = createLedger(app);
    const house = accounts.house('LUCKY', 'PHP');
    const purse = (memberId) => ({ memberId, merchantCode: 'LUCKY', currency: 'PHP', demo: false });
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    let n = 0;
    const call = async (player, method, url, payload) => {
      const res = await app.inject({ method, url, headers: { authorization: player.token }, payload });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    };
    const dice = (player) => call(player, 'POST', '/wps/originals/dice/bet', { amount: 1, requestId: `bench-${process.pid}-${n++}`, params: { target: 50, direction: 'under' } });
    const scenarios = {
      'ledger transfer (bare)': () =>
        ledger.transfer({ key: `bench:t:${process.pid}:${n++}`, debit: accounts.cash(purse(pick(plain).id)), credit: house, amount: 1, kind: 'bet', memberId: null, reference: 'bench' }),
      // the claim route is limited to 30 a minute per member: the grant path is measured through the service
      // the route calls (eligibility, grant row, budget, transfer: everything but HTTP and the session)
      'claim: money, no budget': () => app.services.campaigns.claim(purse(pick(claimers).id), 'EN', free),
      'claim: money, budget': () => app.services.campaigns.claim(purse(pick(claimers).id), 'EN', budgeted),
      'dice round, no bonus': () => dice(pick(plain)),
      'dice round, active bonus': () => dice(pick(bonused)),
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
  const by = Object.fromEntries(result.rows.map((r) => [r.name, r]));
  const bare = by['ledger transfer (bare)'];
  console.log(`a claim costs ${(bare.rate / by['claim: money, no budget'].rate).toFixed(1)} bare transfers; a budget makes it ${(by['claim: money, no budget'].rate / by['claim: money, budget'].rate).toFixed(2)}x slower`);
  console.log(`a dice round with an active bonus runs at ${(by['dice round, active bonus'].rate / by['dice round, no bonus'].rate).toFixed(2)}x the rate of one without`);
  console.log(`ledger ${result.integrity.ok ? 'sound' : `NOT SOUND: ${result.integrity.problems.join('; ')}`}`);
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
