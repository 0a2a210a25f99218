import { GAME_PATHS, MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLiveEngine } from '../src/integrations/game-vendors/demo/live/engine.ts';
import type { LiveEngine, LiveState } from '../src/integrations/game-vendors/demo/live/engine.ts';
import { liveOf } from '../src/integrations/game-vendors/demo/live/index.ts';
import { betReturns, LIVE_SPOTS } from '../src/integrations/game-vendors/demo/live/math.ts';
import type { LiveOutcome } from '../src/integrations/game-vendors/demo/live/math.ts';
import { createWalletClient } from '../src/integrations/game-vendors/demo/wallet-client.ts';
import { createDemoTokens } from '../src/integrations/game-vendors/demo/tickets.ts';
import { DEMO_INTEGRATION, walletSecretOf } from '../src/modules/play/seamless-wallet/index.ts';
import { manualClock } from './helpers/accounts.ts';
import { expectSoundLedger, funds, get, newPlayer, post, req, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The demo vendor's live tables as players meet them: a LIVE tile opens its game's table, bets go through
 * the seamless wallet in the betting window (one wallet round per player and table round), the dealer (the
 * lease holder) decides the round from its published seed and settles every bet; a dealer that dies is
 * replaced by the next lease holder, which settles or rolls back what was taken. The app's clock is a manual
 * one: rounds move when the test says so. On SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
const clock = manualClock();

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
});

afterAll(async () => {
  await t?.close();
});

interface Opened {
  session: string;
  table: string;
  game: string;
  body: string;
}

async function liveGame(classify: string): Promise<string> {
  const row = await t.app.database.db
    .selectFrom('games')
    .select('node_id')
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .where('game_type', '=', 'LIVE')
    .where('game_classify', '=', classify)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.node_id;
}

async function open(token: string, nodeId: string): Promise<Opened> {
  const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId, returnUrl: '/m/live' }, token));
  const page = await req(t.app, 'GET', url);
  expect(page.statusCode, page.body).toBe(200);
  const data = JSON.parse(/<script type="application\/json" id="live-data">(.*?)<\/script>/s.exec(page.body)![1]!) as { session: string; table: string; game: string };
  return { ...data, body: page.body };
}

const engine = (): LiveEngine => liveOf(t.app)!;
const bet = (session: unknown, stakes: unknown, requestId: unknown = `r${Math.random().toString(36).slice(2, 12)}`) =>
  req(t.app, 'POST', '/games/demo/live/bet', { payload: { session, requestId, stakes } });
const cash = async (token: string) => Math.round((await funds(t.app, token)).cash * 100);

/** Moves the table to a round taking bets (opening the next when the last one has been shown). */
async function toBetting(table: string, e: LiveEngine = engine()): Promise<LiveState> {
  await e.ensure(table);
  for (let i = 0; i < 10; i++) {
    await e.turn(table);
    const s = await e.state(table);
    if (s.round && s.round.phase === 'betting' && clock() < s.round.closesAt - 1000) return s;
    if (s.round) clock.set(Math.max(clock(), s.round.nextAt ?? s.round.closesAt) + 1);
  }
  throw new Error('the table never took bets');
}

/** Closes the betting window and lets the dealer decide and settle the round. */
async function toResult(table: string, e: LiveEngine = engine()): Promise<LiveState> {
  const s = await e.state(table);
  clock.set(Math.max(clock(), s.round!.closesAt));
  await e.turn(table);
  const after = await e.state(table);
  expect(after.round!.phase).toBe('result');
  return after;
}

const liveBets = async () => Number((await t.app.database.db.selectFrom('demo_live_bets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('a live table page', () => {
  it('opens a baccarat tile at the baccarat table: dealer, spots with payouts, chips, roads, RTP, rules, fairness, the way back', async () => {
    const p = await newPlayer(t.app, 'livepage', 50_000);
    const o = await open(p.token, await liveGame('BAC'));
    expect(o.table).toMatch(/^baccarat:[A-Z]{3}$/);
    expect(o.body).toContain('class="dealer"');
    expect(o.body).toContain('data-spot="banker"');
    expect(o.body).toContain('0.95:1');
    expect(o.body).toContain('data-bigroad');
    expect(o.body).toContain('data-bead');
    expect(o.body).toContain('98.94%');
    expect(o.body).toContain('href="/m/live"');
    expect(o.body).toContain('Provably fair');
    expect(o.body).toContain('<script src="/games/demo/live/live.js" defer></script>');
    const script = await req(t.app, 'GET', '/games/demo/live/live.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('/games/demo/live/socket');
    // the other games by their classification
    expect((await open(p.token, await liveGame('ROU'))).table).toMatch(/^roulette:/);
    expect((await open(p.token, await liveGame('SIC'))).table).toMatch(/^sicbo:/);
    expect((await open(p.token, await liveGame('DT'))).table).toMatch(/^dragon-tiger:/);
  });

  it('answers the public state: the round, its published hash (the seed only after the result), no player data', async () => {
    const p = await newPlayer(t.app, 'livestate', 50_000);
    const o = await open(p.token, await liveGame('BAC'));
    const s = await toBetting(o.table);
    const res = await req(t.app, 'GET', `/games/demo/live/state?table=${encodeURIComponent(o.table)}`);
    expect(res.statusCode).toBe(200);
    const state = res.json() as LiveState;
    expect(state.round).toMatchObject({ number: s.round!.number, phase: 'betting', seed: null, outcome: null });
    expect(state.round!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.streamUrl).toBeNull();
    expect(res.body).not.toContain('playerToken');
    expect(res.body).not.toContain('player_token');
    expect((await req(t.app, 'GET', '/games/demo/live/state?table=poker:USD')).statusCode).toBe(404);
    expect((await req(t.app, 'GET', '/games/demo/live/state?table=%27;drop')).statusCode).toBe(404);
  });
});

describe('betting and settling', () => {
  it('takes a bet in the window, pays each spot at its odds when the round is decided, and shows the round in bet records', async () => {
    const start = 100_000;
    const p = await newPlayer(t.app, 'livebet', start);
    const o = await open(p.token, await liveGame('BAC'));
    await toBetting(o.table);
    const stakes = { banker: 1_000, 'player-pair': 100, tie: 500 };
    const placed = await bet(o.session, stakes);
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = placed.json() as { round: number; status: string; stakeCents: number; balanceCents: number };
    expect(answer).toMatchObject({ status: 'taken', stakeCents: 1_600, balanceCents: start - 1_600 });
    expect(await cash(p.token)).toBe(start - 1_600);

    const after = await toResult(o.table);
    const round = after.history.at(-1)!;
    expect(round.number).toBe(answer.round);
    // the seed revealed hashes to the hash published before
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(round.seed).digest('hex')).toBe(round.seedHash);
    const returns = betReturns(stakes, round.outcome as LiveOutcome);
    const won = Object.values(returns).reduce((s, c) => s + c, 0);
    expect(await cash(p.token)).toBe(start - 1_600 + won);

    const mine = await req(t.app, 'POST', '/games/demo/live/mine', { payload: { session: o.session } });
    expect(mine.json()).toMatchObject({ bet: { round: answer.round, status: 'settled', returnCents: won, stakeCents: 1_600 }, balanceCents: start - 1_600 + won });

    const records = valueOf<{ list: Array<{ roundId: string; bet: number; win: number; status: string; gameType: string }> }>(await get(t.app, `${MONEY_PATHS.betRecords}?limit=10`, p.token));
    expect(records.list).toHaveLength(1);
    expect(records.list[0]).toMatchObject({ bet: 16, win: won / 100, status: 'settled', gameType: 'LIVE' });
    expect(records.list[0]!.roundId).toMatch(/^dlr-\d+-\d+$/);
    await expectSoundLedger(t.app);
  });

  it('keeps the ledger exact with several players betting at once on one round, and shows their totals to everyone', async () => {
    const start = 50_000;
    const players = await Promise.all(Array.from({ length: 6 }, (_, i) => newPlayer(t.app, `livemany${i}`, start)));
    const nodeId = await liveGame('ROU');
    const opened = await Promise.all(players.map((p) => open(p.token, nodeId)));
    const table = opened[0]!.table;
    await toBetting(table);
    const stakesOf = (i: number): Record<string, number> =>
      [{ red: 1_000 }, { 'straight-17': 100, 'split-17-20': 200 }, { 'dozen-2': 500, odd: 500 }, { 'corner-1': 100, 'line-31': 100 }, { 'street-34': 300, 'column-3': 2_500 }, { black: 10_000 }][i]!;
    const answers = await Promise.all(opened.map((o, i) => bet(o.session, stakesOf(i))));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const during = await engine().state(table);
    expect(during.players).toBe(6);
    expect(during.totals.red).toBe(1_000);
    expect(during.totals.black).toBe(10_000);
    expect(during.feed.length).toBe(6);
    for (const f of during.feed) expect(f.player).toMatch(/^Player \*\*\*/);
    const after = await toResult(table);
    const outcome = after.history.at(-1)!.outcome as LiveOutcome;
    for (const [i, p] of players.entries()) {
      const stakes = stakesOf(i);
      const staked = Object.values(stakes).reduce((s, c) => s + c, 0);
      const won = Object.values(betReturns(stakes, outcome)).reduce((s, c) => s + c, 0);
      expect(await cash(p.token), `player ${i}`).toBe(start - staked + won);
    }
    await expectSoundLedger(t.app);
  });

  it('refuses bets once the window has closed, and moves no money', async () => {
    const p = await newPlayer(t.app, 'livelate', 20_000);
    const o = await open(p.token, await liveGame('DT'));
    const s = await toBetting(o.table);
    clock.set(s.round!.closesAt);
    const before = await liveBets();
    const late = await bet(o.session, { dragon: 100 });
    expect(late.statusCode).toBe(409);
    expect((late.json() as { error: string }).error).toMatch(/closed/);
    // and while the result is on show
    await engine().turn(o.table);
    expect((await bet(o.session, { tiger: 100 })).statusCode).toBe(409);
    expect(await liveBets()).toBe(before);
    expect(await cash(p.token)).toBe(20_000);
  });

  it('answers a replayed bet (same request id) with the first and takes the stake once; one set of bets per round', async () => {
    const p = await newPlayer(t.app, 'livereplay', 20_000);
    const o = await open(p.token, await liveGame('SIC'));
    await toBetting(o.table);
    const first = await bet(o.session, { small: 500, 'triple-6': 100 }, 'replay-request-1');
    expect(first.statusCode, first.body).toBe(200);
    const [again, twice] = await Promise.all([bet(o.session, { small: 500, 'triple-6': 100 }, 'replay-request-1'), bet(o.session, { big: 2_500 }, 'replay-request-1')]);
    for (const r of [again, twice]) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ round: (first.json() as { round: number }).round, status: 'taken', stakeCents: 600, stakes: { small: 500, 'triple-6': 100 } });
    }
    const other = await bet(o.session, { big: 100 }, 'replay-request-2');
    expect(other.statusCode).toBe(409);
    expect(await cash(p.token)).toBe(20_000 - 600);
    const kinds = await t.app.database.db.selectFrom('vendor_transactions').select('kind').where('member_id', '=', p.id).execute();
    expect(kinds.map((k) => k.kind)).toEqual(['bet']);
    const after = await toResult(o.table);
    const won = Object.values(betReturns({ small: 500, 'triple-6': 100 }, after.history.at(-1)!.outcome as LiveOutcome)).reduce((s, c) => s + c, 0);
    expect(await cash(p.token)).toBe(20_000 - 600 + won);
  });

  it('refuses a bet over the balance and keeps nothing of it', async () => {
    const p = await newPlayer(t.app, 'livepoor', 300);
    const o = await open(p.token, await liveGame('BAC'));
    await toBetting(o.table);
    const res = await bet(o.session, { player: 500 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: expect.stringMatching(/Insufficient/), balanceCents: 300 });
    expect(await cash(p.token)).toBe(300);
    const row = await t.app.database.db.selectFrom('demo_live_bets').select('status').where('user_id', '=', String(p.id)).executeTakeFirst();
    expect(row?.status).toBe('refused');
  });
});

describe('the table socket', () => {
  it('sends the state on connect, then every change: the others\' bets (masked), the result with its seed; refuses an unknown table', async () => {
    const p = await newPlayer(t.app, 'livesocket', 20_000);
    const o = await open(p.token, await liveGame('BAC'));
    const s = await toBetting(o.table);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const states: LiveState[] = [];
    const socket = new WebSocket(`${address.replace('http', 'ws')}/games/demo/live/socket?table=${encodeURIComponent(o.table)}`);
    socket.on('message', (data) => states.push((JSON.parse(String(data)) as { state: LiveState }).state));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const waitFor = async (probe: () => boolean, what: string) => {
      for (let i = 0; i < 300 && !probe(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
      if (!probe()) throw new Error(`no ${what} over the socket`);
    };
    await waitFor(() => states.length > 0, 'state');
    expect(states[0]!.round).toMatchObject({ number: s.round!.number, phase: 'betting', seed: null });
    expect((await bet(o.session, { banker: 500 })).statusCode).toBe(200);
    await waitFor(() => states.some((x) => x.totals.banker === 500), 'bet');
    const withBet = states.find((x) => x.totals.banker === 500)!;
    expect(withBet.feed[0]).toMatchObject({ cents: 500, spots: ['banker'] });
    expect(JSON.stringify(withBet)).not.toContain(p.username);
    await toResult(o.table);
    await waitFor(() => states.some((x) => x.round?.number === s.round!.number && x.round.phase === 'result'), 'result');
    const result = states.find((x) => x.round?.phase === 'result')!;
    expect(result.round!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(result.round!.outcome).not.toBeNull();
    socket.close();
    const refused = new WebSocket(`${address.replace('http', 'ws')}/games/demo/live/socket?table=nope`);
    const status = await new Promise<number>((resolve) => {
      refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      refused.on('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });
});

describe('hostile inputs', () => {
  it('answers 4xx to bad sessions, request ids, spots and stakes, and moves no money', async () => {
    const p = await newPlayer(t.app, 'livehostile', 20_000);
    const o = await open(p.token, await liveGame('BAC'));
    await toBetting(o.table);
    const before = await liveBets();
    const spots = LIVE_SPOTS.roulette.keys();
    const manySpots = Object.fromEntries([...spots].slice(0, 41).map((s) => [s, 100]));
    const cases: Array<[unknown, unknown, unknown, number]> = [
      [undefined, { player: 100 }, 'abcdefgh1', 403],
      ['not-a-session', { player: 100 }, 'abcdefgh2', 403],
      [o.session.slice(0, -4) + 'AAAA', { player: 100 }, 'abcdefgh3', 403],
      [o.session, { player: 100 }, undefined, 400],
      [o.session, { player: 100 }, 'short', 400],
      [o.session, { player: 100 }, 'bad id with spaces', 400],
      [o.session, { player: 100 }, { $ne: 1 }, 400],
      [o.session, {}, 'abcdefgh4', 400],
      [o.session, [100], 'abcdefgh5', 400],
      [o.session, 'player', 'abcdefgh6', 400],
      [o.session, null, 'abcdefgh7', 400],
      [o.session, { dragon: 100 }, 'abcdefgh8', 400],
      [o.session, { __proto__: 100 }, 'abcdefgh9', 400],
      [o.session, { player: -100 }, 'abcdefgh10', 400],
      [o.session, { player: 0 }, 'abcdefgh11', 400],
      [o.session, { player: 150 }, 'abcdefgh12', 400],
      [o.session, { player: 100.5 }, 'abcdefgh13', 400],
      [o.session, { player: '100' }, 'abcdefgh14', 400],
      [o.session, { player: 1e300 }, 'abcdefgh15', 400],
      [o.session, { player: 50_100 }, 'abcdefgh16', 400],
      [o.session, { player: 50_000, banker: 50_000, tie: 50_000, 'player-pair': 50_000, 'banker-pair': 10_000 }, 'abcdefgh17', 400],
      [o.session, manySpots, 'abcdefgh18', 400],
    ];
    for (const [session, stakes, requestId, status] of cases) {
      const res = await req(t.app, 'POST', '/games/demo/live/bet', { payload: { session, requestId, stakes } });
      expect(res.statusCode, JSON.stringify({ stakes, requestId })).toBe(status);
      expect((res.json() as { error: string }).error).toBeTruthy();
    }
    // not JSON at all, and too big a body
    const garbage = await req(t.app, 'POST', '/games/demo/live/bet', { payload: 'x'.repeat(100), headers: { 'content-type': 'application/json' } });
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
    const huge = await req(t.app, 'POST', '/games/demo/live/bet', { payload: { session: o.session, requestId: 'abcdefgh19', stakes: { player: 100 }, pad: 'x'.repeat(20_000) } });
    expect(huge.statusCode).toBe(413);
    // another game family's session (a slot's) is not a live table's
    const tokens = createDemoTokens({ secret: t.app.secret, now: t.app.clock });
    const opened = (await tokens.openSession(o.session))!;
    const slotSession = await tokens.session({ ...opened, gameType: 'RNG' });
    expect((await bet(slotSession, { player: 100 })).statusCode).toBe(403);
    expect((await req(t.app, 'POST', '/games/demo/live/mine', { payload: { session: 'x' } })).statusCode).toBe(403);
    expect(await liveBets()).toBe(before);
    expect(await cash(p.token)).toBe(20_000);
  });
});

describe('the dealer lease', () => {
  it('hands a table over when its dealer dies: the next holder decides the round, pays the taken bet and rolls back the one left half-way', async () => {
    const start = 40_000;
    const [a, b] = [await newPlayer(t.app, 'livehand1', start), await newPlayer(t.app, 'livehand2', start)];
    // a table the app's own engine does not deal: dragon tiger of the players' currency, on dealers of the test
    const oa = await open(a.token, await liveGame('DT'));
    const ob = await open(b.token, await liveGame('DT'));
    await engine().close(true);
    const wallet = createWalletClient({
      integration: DEMO_INTEGRATION,
      secret: walletSecretOf(t.app, DEMO_INTEGRATION),
      transport: (path, body, headers) => t.app.selfRequest({ method: 'POST', path, headers, body }),
    });
    const make = () => createLiveEngine({ db: t.app.database.db, wallet, bus: t.app.bus, now: clock, log: t.app.log, timing: { leaseMs: 300, tickMs: 50 } });
    const first = make();
    const table = oa.table;
    const s = await toBetting(table, first);
    expect(first.leads(table)).toBe(true);
    const tokens = createDemoTokens({ secret: t.app.secret, now: t.app.clock });
    const sa = (await tokens.openSession(oa.session))!;
    const sb = (await tokens.openSession(ob.session))!;
    await first.bet(sa, table, { requestId: 'handover-a', stakes: { dragon: 1_000 } });
    // b's bet: the wallet took it, then its process died before it wrote so down (the row is still pending)
    const roundRow = await t.app.database.db.selectFrom('demo_live_rounds').select('id').where('table_code', '=', table).where('number', '=', s.round!.number).executeTakeFirstOrThrow();
    const pending = await t.app.database.db
      .insertInto('demo_live_bets')
      .values({ round_id: roundRow.id, table_code: table, user_id: sb.user, player_token: sb.playerToken, player: 'Player ***x', node_id: sb.nodeId, currency: sb.currency, request_id: 'handover-b', stakes: JSON.stringify({ tiger: 2_500 }), stake_cents: 2_500, status: 'pending', return_cents: null, created_at: clock(), updated_at: clock() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taken = await wallet.bet({ user: sb.user, token: sb.playerToken, game: sb.nodeId, round: `dlr-${roundRow.id}-${pending.id}`, transaction: `dlb-${pending.id}`, currency: sb.currency, cents: 2_500 });
    expect(taken.status).toBe('RS_OK');
    expect(await cash(b.token)).toBe(start - 2_500);
    // the dealer dies without handing over: its lease runs out by itself
    await first.close(false);
    const second = make();
    await second.ensure(table);
    expect(second.leads(table)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    clock.set(s.round!.closesAt + 11_000);
    await second.turn(table);
    await second.turn(table);
    expect(second.leads(table)).toBe(true);
    const after = await second.state(table);
    const decided = after.history.find((h) => h.number === s.round!.number)!;
    expect(decided).toBeDefined();
    const won = Object.values(betReturns({ dragon: 1_000 }, decided.outcome as LiveOutcome)).reduce((x, c) => x + c, 0);
    expect(await cash(a.token)).toBe(start - 1_000 + won);
    // b's stake came back
    expect(await cash(b.token)).toBe(start);
    const rows = await t.app.database.db.selectFrom('demo_live_bets').select(['request_id', 'status']).where('round_id', '=', roundRow.id).orderBy('id').execute();
    expect(rows).toEqual([
      { request_id: 'handover-a', status: 'settled' },
      { request_id: 'handover-b', status: 'void' },
    ]);
    const round = await t.app.database.db.selectFrom('demo_live_rounds').select('settled').where('id', '=', roundRow.id).executeTakeFirstOrThrow();
    expect(round.settled).toBe(1);
    await second.close(true);
    await expectSoundLedger(t.app);
  });
});
