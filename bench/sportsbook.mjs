#!/usr/bin/env node
// Sportsbook: live odds to WebSocket clients, and bet placement. The whole app in this process (listening on
// a local port; the clients are `ws` sockets in the same process, so their parsing shares the event loop with
// the server, as it would not in production: the figures are an upper bound), fed by the bundled local feed
// driven here once a second on the real clock (the app's own feed runner is off, SPORTS_FEED=none).
//
//   node bench/sportsbook.mjs [--clients 1000] [--seconds 30] [--members 200] [--bet-seconds 10] [--concurrency 16]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/sportsbook.mjs   (PostgreSQL too)
//
// Odds: one socket for 10 s (the path without the fan-out), then `clients` sockets for `seconds`, each
// subscribed to every live event (its state and all its markets). Each second the feed is polled and what it
// says applied (the desk's transaction, the bus, the sockets' push); for every market a poll changed, the
// time from the poll's answer to each client receiving the market's new prices: every delivery, and the last
// delivery of each poll (the slowest client). Also the feed's poll, the desk's apply, and the updates
// delivered per second, and the CPU this process used per second (the host's other load aside).
// Bets: `members` members each sign in from an address of their own; `concurrency` requests in flight for
// `bet-seconds` place pre-match singles (POST /wps/sportsbook/bets, ₱10 on a winner-market selection of an
// upcoming event, odds change accepted), with the feed idle and then with the feed polled each second (its
// desk writing prices meanwhile): bets per second, p50/p95/p99 (ms).
// Not a test: it prints figures and fails only when a bet fails, a client misses an update or the ledger is
// not sound afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import WebSocket from 'ws';
import { percentile, postgresSchema } from './lib/measure.mjs';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '30' },
    members: { type: 'string', default: '200' },
    'bet-seconds': { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const MEMBERS = Number(args.members);
const BET_SECONDS = Number(args['bet-seconds']);
const CONCURRENCY = Number(args.concurrency);
const POLL_MS = 1000;

register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { login, makeMember, setCashBalance } = await import('../apps/server/test/helpers/accounts.ts');
const { createLocalFeed } = await import('../apps/server/src/modules/play/sportsbook/feed/local.ts');
const { SPORTSBOOK_PATHS } = await import('../packages/contract/src/sportsbook/paths.ts');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0, n: sorted.length };
};

async function run(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sportsbook-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '1', SPORTS_FEED: 'none' }),
    databaseUrl: databaseUrl ?? `sqlite:${path.join(dataDir, 'bench.db')}`,
    opsToken: `bench-ops-${randomBytes(12).toString('hex')}`,
    webDist: path.join(dataDir, 'no-web-dist'),
  };
  const app = await buildApp({ config });
  const sockets = [];
  let feedLoop;
  try {
    await app.database.db.updateTable('merchants').set({ reality_check_minutes: 0 }).execute();
    app.merchants.invalidate();
    const service = app.services.sportsbook;
    const feed = createLocalFeed({ seed: `bench-${randomBytes(4).toString('hex')}` });

    // the changed markets of each poll, seen where the service tells the sockets
    let current = null;
    const changedAt = new Map();
    const publish = service.live.publish.bind(service.live);
    service.live.publish = (message) => {
      // before the push goes out: a fast client may hold the update before the poll's apply returns
      if (message.kind === 'markets' && current) {
        for (const id of message.ids) {
          current.markets.add(id);
          changedAt.set(id, current);
        }
      }
      publish(message);
    };
    const polls = [];
    const pollFeed = async () => {
      const p0 = performance.now();
      const messages = await feed.poll(Date.now());
      const t0 = performance.now();
      current = { t0, markets: new Set(), last: 0, deliveries: 0, pollMs: t0 - p0, applyMs: 0, odds: messages.filter((m) => m.type === 'odds').length, fixtures: messages.filter((m) => m.type === 'fixture').length };
      await service.ingest(messages);
      current.applyMs = performance.now() - t0;
      polls.push(current);
      current = null;
    };

    // the whole calendar first, as a desk starting up
    const f0 = performance.now();
    await pollFeed();
    const firstPoll = { ms: performance.now() - f0, fixtures: polls[0].fixtures };
    polls.length = 0;

    const inject = async (method, url, { token, payload, remoteAddress } = {}) => {
      const res = await app.inject({ method, url, headers: { merchant: 'LUCKY', ...(token ? { authorization: token } : {}) }, payload, remoteAddress });
      return res;
    };
    const liveEvents = (await inject('GET', `${SPORTSBOOK_PATHS.events}?when=live&limit=200`)).json().value.events;

    // ---- odds: one socket, then `clients` sockets, on every live event ----
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}${SPORTSBOOK_PATHS.socket}?merchant=LUCKY`;
    const oddsPhase = async (count, seconds) => {
      const clients = [];
      let counting = false;
      let delivered = 0;
      const deliveries = [];
      for (let i = 0; i < count; i++) {
        const ws = new WebSocket(url);
        const client = { ws, updates: 0 };
        ws.on('message', (data) => {
          if (!counting) return;
          const at = performance.now();
          // a frame is a message or one change's messages in an array
          const frame = JSON.parse(String(data));
          for (const msg of Array.isArray(frame) ? frame : [frame]) {
            if (msg.type !== 'market') continue;
            const poll = changedAt.get(msg.id);
            if (!poll) continue;
            delivered++;
            client.updates++;
            poll.deliveries++;
            poll.last = Math.max(poll.last, at - poll.t0);
            deliveries.push(at - poll.t0);
          }
        });
        await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
        ws.send(JSON.stringify({ type: 'subscribe', events: liveEvents.map((e) => e.id), markets: [] }));
        clients.push(client);
        sockets.push(ws);
      }
      await sleep(1500);
      changedAt.clear();
      polls.length = 0;
      counting = true;
      const began = performance.now();
      const cpu0 = process.cpuUsage();
      while (performance.now() - began < seconds * 1000) {
        const tick = performance.now();
        await pollFeed();
        await sleep(Math.max(0, POLL_MS - (performance.now() - tick)));
      }
      await sleep(1000);
      counting = false;
      const elapsed = (performance.now() - began) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const withUpdates = polls.filter((p) => p.deliveries > 0);
      for (const ws of sockets) ws.terminate();
      sockets.length = 0;
      return {
        clients: count,
        seconds,
        liveEvents: liveEvents.length,
        polls: polls.length,
        oddsMessages: polls.reduce((t, p) => t + p.odds, 0) / elapsed,
        marketsPerPoll: polls.reduce((t, p) => t + p.markets.size, 0) / polls.length,
        perSecond: delivered / elapsed,
        perClient: delivered / elapsed / count,
        each: stats(deliveries),
        last: stats(withUpdates.map((p) => p.last)),
        poll: stats(polls.map((p) => p.pollMs)),
        apply: stats(polls.map((p) => p.applyMs)),
        missed: clients.filter((c) => c.updates === 0).length,
        cpu: (cpu.user + cpu.system) / 1e6 / elapsed,
      };
    };
    const single = await oddsPhase(1, Math.min(10, SECONDS));
    const odds = await oddsPhase(CLIENTS, SECONDS);

    // ---- bets: pre-match singles, `concurrency` in flight, the feed idle and then running ----
    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const member = await makeMember(app, { username: `benchbook${i}` });
      await setCashBalance(app, member.id, 1_000_000_000);
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const res = await login(app, { username: member.username, password: member.password }, { remoteAddress: address });
      if (res.statusCode !== 200) throw new Error(`login of ${member.username}: ${res.statusCode} ${res.body}`);
      members.push({ token: res.json().value.token, address });
    }
    const upcoming = (await inject('GET', `${SPORTSBOOK_PATHS.events}?when=upcoming&limit=200`)).json().value.events;
    const selections = upcoming.filter((e) => e.main && e.startsAt > Date.now() + 10 * 60_000).flatMap((e) => e.main.selections.map((s) => ({ id: s.id, odds: s.odds })));
    if (selections.length === 0) throw new Error('no pre-match selection to bet on');
    let n = 0;
    const failures = new Map();
    let latencies = [];
    const place = async () => {
      const member = members[n % members.length];
      const selection = selections[Math.floor(Math.random() * selections.length)];
      const t = performance.now();
      const res = await inject('POST', SPORTSBOOK_PATHS.bets, {
        token: member.token,
        remoteAddress: member.address,
        payload: { requestId: `bench-${process.pid}-${n++}`, legs: [{ selectionId: selection.id, odds: selection.odds }], stake: 10, oddsChange: 'any' },
      });
      const ms = performance.now() - t;
      const body = res.json();
      if (res.statusCode === 200 && body.success && body.value.status === 'open') latencies.push(ms);
      else {
        const key = `${res.statusCode} ${body.error?.code ?? body.value?.status ?? ''}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    };
    const betRun = async () => {
      latencies = [];
      const end = performance.now() + BET_SECONDS * 1000;
      const b0 = performance.now();
      const cpu0 = process.cpuUsage();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < end) await place();
        }),
      );
      const elapsed = (performance.now() - b0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      return { rate: latencies.length / elapsed, cpu: (cpu.user + cpu.system) / 1e6 / elapsed, ...stats(latencies) };
    };
    for (let i = 0; i < 32; i++) await place();
    const idle = await betRun();
    feedLoop = (async () => {
      while (feedLoop) {
        const tick = performance.now();
        await pollFeed().catch(() => {});
        polls.length = 0;
        await sleep(Math.max(0, POLL_MS - (performance.now() - tick)));
      }
    })();
    const busy = await betRun();
    const stop = feedLoop;
    feedLoop = undefined;
    await stop;
    const integrity = await app.services.ledger.checkIntegrity();
    return { label, firstPoll, single, odds, bets: { idle, busy, failures: [...failures] }, integrity };
  } finally {
    const stop = feedLoop;
    feedLoop = undefined;
    await stop?.catch(() => {});
    for (const ws of sockets) ws.terminate();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(r) {
  const ms = (x) => `${x.toFixed(1)} ms`;
  console.log(`\n${r.label} (this host: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end)`);
  console.log(`first poll (the whole calendar, ${r.firstPoll.fixtures} events) polled and applied in ${ms(r.firstPoll.ms)}`);
  for (const o of [r.single, r.odds]) {
    console.log(`odds to ${o.clients} client${o.clients === 1 ? '' : 's'} on ${o.liveEvents} live events, ${o.polls} polls in ${o.seconds} s:`);
    console.log(`  feed: ${o.oddsMessages.toFixed(1)} odds messages/s, ${o.marketsPerPoll.toFixed(1)} markets changed per poll; poll p50 ${ms(o.poll.p50)}, apply p50 ${ms(o.apply.p50)} p95 ${ms(o.apply.p95)}`);
    console.log(`  delivered: ${o.perSecond.toFixed(0)} market updates/s (${o.perClient.toFixed(2)} per client); this process used ${o.cpu.toFixed(2)} CPU s per s`);
    console.log(`  poll answered -> each client: p50 ${ms(o.each.p50)}, p95 ${ms(o.each.p95)}, max ${ms(o.each.max)} (${o.each.n} deliveries)`);
    if (o.clients > 1) console.log(`  poll answered -> last client: p50 ${ms(o.last.p50)}, p95 ${ms(o.last.p95)}, max ${ms(o.last.max)} (${o.last.n} polls)`);
    console.log(`  clients that got nothing: ${o.missed}`);
  }
  const b = r.bets;
  console.log(`bets: ${MEMBERS} members each from its own address, ${CONCURRENCY} in flight, ${BET_SECONDS} s each, pre-match singles:`);
  for (const [name, x] of [['feed idle', b.idle], ['feed polled each second', b.busy]]) {
    console.log(`  ${name.padEnd(24)} ${x.rate.toFixed(0).padStart(5)} bets/s, p50 ${ms(x.p50)}, p95 ${ms(x.p95)}, p99 ${ms(x.p99)}; ${x.cpu.toFixed(2)} CPU s per s`);
  }
  console.log(`  failed: ${b.failures.length ? b.failures.map(([k, v]) => `${k} x${v}`).join(', ') : 'none'}`);
  console.log(`ledger ${r.integrity.ok ? 'sound' : `NOT SOUND: ${r.integrity.problems.join('; ')}`}`);
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
const bad = results.some((r) => !r.integrity.ok || r.odds.missed > 0 || r.single.missed > 0 || r.bets.failures.length > 0);
process.exit(bad ? 1 : 0);
