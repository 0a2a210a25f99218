#!/usr/bin/env node
// Tournament leaderboards: how long from a round's commit to a WebSocket client holding the new board, and
// what a running tournament adds to the round path. The whole app in this process (listening on a local
// port; the clients are `ws` sockets in the same process, so their parsing shares the event loop with the
// server, as it would not in production: the figures are an upper bound).
//
//   node bench/tournament-leaderboard.mjs [--samples 60] [--clients 200] [--seconds 3] [--rounds 3] [--concurrency 16]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/tournament-leaderboard.mjs   (PostgreSQL too)
//
// Latency: one member plays a dice round at a time, `samples` rounds spaced beyond the push interval (each
// round's push is the leading edge, not held back by coalescing); for each, the time from the round's commit
// (the tournament's after-commit hook) to (a) the one client receiving a board with the new score, with 1
// client watching, and (b) with `clients` watching: every delivery, and the last client of each round.
// Coalescing: 16 members play as fast as they can for `seconds` with `clients` watching: rounds per second
// and boards pushed per client per second (at most 1000 / TOURNAMENT_PUSH_INTERVAL_MS).
// Round path: dice rounds per second through app.inject with no tournament, with one running tournament over
// the in-house games (each round writes its entry), and with five running tournaments none of whose games
// match (the in-memory check only), in turns whose order rotates, medians; the ratio to the baseline of the
// same run.
// Not a test: it prints figures and fails only when a round fails, a client misses a board or the ledger is
// not sound afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import WebSocket from 'ws';
import { measure as measureRate, median, percentile, postgresSchema } from './lib/measure.mjs';

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '60' },
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '16' },
  },
});
const SAMPLES = Number(args.samples);
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONCURRENCY = Number(args.concurrency);
const MEMBERS = 16;

register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { makeMember, setCashBalance, tokenFor } = await import('../apps/server/test/helpers/accounts.ts');
const { TOURNAMENT_PUSH_INTERVAL_MS } = await import('../packages/contract/src/tournaments/rules.ts');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
};

async function run(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-tournament-'));
  const opsToken = `bench-ops-${randomBytes(12).toString('hex')}`;
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '1' }),
    databaseUrl: databaseUrl ?? `sqlite:${path.join(dataDir, 'bench.db')}`,
    opsToken,
    webDist: path.join(dataDir, 'no-web-dist'),
  };
  const app = await buildApp({ config });
  const sockets = [];
  try {
    await app.database.db.updateTable('merchants').set({ reality_check_minutes: 0 }).execute();
    app.merchants.invalidate();
    const players = [];
    for (let i = 0; i < MEMBERS; i++) {
      const member = await makeMember(app, { username: `benchtour${i}` });
      await setCashBalance(app, member.id, 1_000_000_000);
      players.push({ id: member.id, token: await tokenFor(app, { username: member.username, password: member.password }) });
    }
    const ops = async (method, url, payload) => {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${opsToken}` }, payload });
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json().value;
    };
    const tournament = async (gameTypes) => {
      const now = Date.now();
      const t = await ops('POST', '/ops/tournaments?merchant=LUCKY', {
        texts: { EN: { name: `Bench ${gameTypes.join('+')}`, description: '' } },
        gameTypes,
        games: [],
        startsAt: now - 60_000,
        endsAt: now + 3_600_000,
        scoring: 'wagered',
        minStake: '0.01',
        prizes: [{ fromRank: 1, toRank: 1, amount: '10.00', kind: 'cash', wageringMultiplier: 0 }],
      });
      await ops('POST', `/ops/tournaments/${t.id}/publish`, {});
      return t.id;
    };
    const cancel = (id) => ops('POST', `/ops/tournaments/${id}/cancel`, {});
    let n = 0;
    const bet = async (player, amount = 1) => {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/originals/dice/bet',
        headers: { authorization: player.token },
        payload: { amount, requestId: `bench-${process.pid}-${n++}`, params: { target: 50, direction: 'under' } },
      });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    };

    // ---- round path: baseline, one matching tournament, five that match nothing ----
    const measure = (op) => measureRate(op, SECONDS, CONCURRENCY);
    const pick = () => players[Math.floor(Math.random() * players.length)];
    const scenarios = [
      ['no tournament', async () => [], 'baseline'],
      ['1 running, matching', async () => [await tournament(['INHOUSE'])]],
      ['5 running, none matching', async () => Promise.all(['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT'].map((type) => tournament([type])))],
    ];
    await measure(() => bet(pick()));
    const samples = Object.fromEntries(scenarios.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // the order turns each round, so a database that slows as it grows weighs on every scenario alike
      for (const [name, setUp] of [...scenarios.slice(round % scenarios.length), ...scenarios.slice(0, round % scenarios.length)]) {
        const ids = await setUp();
        samples[name].push(await measure(() => bet(pick())));
        for (const id of ids) await cancel(id);
      }
    }
    const path_ = scenarios.map(([name]) => ({
      name,
      rate: median(samples[name].map((s) => s.rate)),
      p50: median(samples[name].map((s) => s.p50)),
      p99: median(samples[name].map((s) => s.p99)),
      failed: samples[name].reduce((s, x) => s + x.failed, 0),
    }));

    // ---- latency: the round's commit -> the client holding the new board ----
    const id = await tournament(['INHOUSE']);
    const live = app.services.tournaments.live;
    const changed = live.changed.bind(live);
    let committedAt = 0;
    live.changed = (change) => {
      committedAt = performance.now();
      changed(change);
    };
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}/ws/tournaments/${id}?merchant=LUCKY`;
    const open = async (count) => {
      const list = [];
      for (let i = 0; i < count; i++) {
        const ws = new WebSocket(url);
        const client = { ws, boards: 0, waiting: null };
        ws.on('message', (data) => {
          client.boards++;
          const board = JSON.parse(String(data));
          if (client.waiting && board.top.some((r) => Math.abs(r.score - client.waiting.score) < 0.001)) {
            const w = client.waiting;
            client.waiting = null;
            w.resolve(performance.now());
          }
        });
        await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
        list.push(client);
        sockets.push(ws);
      }
      await sleep(200);
      return list;
    };
    const bettor = players[0];
    let score = (await app.services.tournaments.standings(id, [bettor.id])).get(bettor.id)?.score ?? 0;
    let missed = 0;
    const latency = async (clients) => {
      const last = [];
      const all = [];
      for (let i = 0; i < SAMPLES; i++) {
        score = Math.round((score + 1) * 100) / 100;
        const arrivals = clients.map(
          (c) =>
            new Promise((resolve) => {
              c.waiting = { score, resolve };
              setTimeout(() => resolve(null), 5000);
            }),
        );
        await bet(bettor, 1);
        const t0 = committedAt;
        const got = await Promise.all(arrivals);
        if (got.some((x) => x === null)) missed++;
        const deltas = got.filter((x) => x !== null).map((x) => x - t0);
        all.push(...deltas);
        if (deltas.length) last.push(Math.max(...deltas));
        await sleep(TOURNAMENT_PUSH_INTERVAL_MS + 50);
      }
      return { all: stats(all), last: stats(last) };
    };
    const one = await open(1);
    const single = await latency(one);
    const many = [...one, ...(await open(CLIENTS - 1))];
    const crowd = await latency(many);

    // ---- coalescing: members playing as fast as they can, `clients` watching ----
    for (const c of many) c.boards = 0;
    const load = await measure(() => bet(pick()));
    const boardsPerClient = many.reduce((s, c) => s + c.boards, 0) / many.length / SECONDS;

    const integrity = await app.services.ledger.checkIntegrity();
    return { label, path: path_, single, crowd, load, boardsPerClient, missed, integrity };
  } finally {
    for (const ws of sockets) ws.terminate();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(r) {
  console.log(`\n${r.label}`);
  console.log(`round path (${CONCURRENCY} in flight, median of ${ROUNDS} x ${SECONDS} s)`);
  console.log(`${'scenario'.padEnd(28)}${'rounds/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs none'.padStart(9)}${'failed'.padStart(8)}`);
  const base = r.path[0].rate;
  for (const s of r.path) {
    console.log(`${s.name.padEnd(28)}${s.rate.toFixed(0).padStart(10)}${s.p50.toFixed(2).padStart(9)}${s.p99.toFixed(2).padStart(9)}${(s.rate / base).toFixed(2).padStart(9)}${String(s.failed).padStart(8)}`);
  }
  console.log(`leaderboard latency, round committed -> client holds the new board (${SAMPLES} rounds, one at a time)`);
  console.log(`  1 client:            median ${r.single.all.median.toFixed(2)} ms, p95 ${r.single.all.p95.toFixed(2)} ms`);
  console.log(`  ${CLIENTS} clients, each:    median ${r.crowd.all.median.toFixed(2)} ms, p95 ${r.crowd.all.p95.toFixed(2)} ms (${r.crowd.all.n} deliveries)`);
  console.log(`  ${CLIENTS} clients, last one: median ${r.crowd.last.median.toFixed(2)} ms, p95 ${r.crowd.last.p95.toFixed(2)} ms`);
  console.log(
    `coalescing: ${r.load.rate.toFixed(0)} rounds/s into one tournament, ${r.boardsPerClient.toFixed(1)} boards/s per client (at most ${(1000 / TOURNAMENT_PUSH_INTERVAL_MS).toFixed(0)})`,
  );
  console.log(`missed boards: ${r.missed}; ledger ${r.integrity.ok ? 'sound' : `NOT SOUND: ${r.integrity.problems.join('; ')}`}`);
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
const bad = results.some((r) => !r.integrity.ok || r.missed > 0 || r.path.some((x) => x.failed > 0));
process.exit(bad ? 1 : 0);
