import { GAME_PATHS, MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cockfightOf } from '../src/integrations/game-vendors/demo/cockfight/index.ts';
import { createDemoTokens } from '../src/integrations/game-vendors/demo/tickets.ts';
import { cockfightReturns } from '../src/integrations/game-vendors/demo/cockfight/math.ts';
import type { CockfightOutcome } from '../src/integrations/game-vendors/demo/cockfight/math.ts';
import type { LiveState } from '../src/integrations/game-vendors/demo/live/engine.ts';
import { manualClock } from './helpers/accounts.ts';
import { expectSoundLedger, funds, get, newPlayer, post, req, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The demo vendor's cockfight pit as players meet it: a COCKFIGHT tile opens the pit with its fixed-odds and
 * pool tables; bets until the last call through the seamless wallet; the dealer decides the fight and pays
 * fixed odds, or shares the pool less its commission among the winners. Manual app clock; SQLite, or
 * PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
const clock = manualClock();

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
});

afterAll(async () => {
  await t?.close();
});

async function cockfightTile(): Promise<string> {
  const row = await t.app.database.db
    .selectFrom('games')
    .select('node_id')
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .where('game_type', '=', 'COCKFIGHT')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.node_id;
}

async function open(token: string) {
  const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId: await cockfightTile(), returnUrl: '/m/cockfight' }, token));
  const page = await req(t.app, 'GET', url);
  expect(page.statusCode, page.body).toBe(200);
  const data = JSON.parse(/<script type="application\/json" id="pit-data">(.*?)<\/script>/s.exec(page.body)![1]!) as { session: string; tables: { sabong: string; 'sabong-pool': string } };
  return { ...data, body: page.body };
}

const engine = () => cockfightOf(t.app)!;
const bet = (session: unknown, table: unknown, stakes: unknown, requestId: unknown = `c${Math.random().toString(36).slice(2, 12)}`) =>
  req(t.app, 'POST', '/games/demo/cockfight/bet', { payload: { session, table, requestId, stakes } });
const cash = async (token: string) => Math.round((await funds(t.app, token)).cash * 100);

async function toBetting(table: string): Promise<LiveState> {
  const e = engine();
  await e.ensure(table);
  for (let i = 0; i < 10; i++) {
    await e.turn(table);
    const s = await e.state(table);
    if (s.round && s.round.phase === 'betting' && clock() < s.round.closesAt - 1000) return s;
    if (s.round) clock.set(Math.max(clock(), s.round.nextAt ?? s.round.closesAt) + 1);
  }
  throw new Error('the pit never took bets');
}

async function toResult(table: string): Promise<CockfightOutcome> {
  const e = engine();
  const s = await e.state(table);
  clock.set(Math.max(clock(), s.round!.closesAt));
  await e.turn(table);
  const after = await e.state(table);
  expect(after.round!.phase).toBe('result');
  return after.history.at(-1)!.outcome as CockfightOutcome;
}

const sum = (o: Record<string, number>) => Object.values(o).reduce((s, c) => s + c, 0);

describe('the cockfight pit', () => {
  it('opens for a COCKFIGHT tile: both tables, Meron / Draw / Wala, last call, odds and commission, the way back', async () => {
    const p = await newPlayer(t.app, 'pitpage', 10_000);
    const o = await open(p.token);
    expect(o.tables.sabong).toMatch(/^sabong:[A-Z]{3}$/);
    expect(o.tables['sabong-pool']).toMatch(/^sabong-pool:[A-Z]{3}$/);
    for (const text of ['data-spot="meron"', 'data-spot="wala"', 'data-spot="draw"', '0.92:1', '47:1', '5% commission', 'last call', 'href="/m/cockfight"', '/games/demo/cockfight/cockfight.js']) {
      expect(o.body).toContain(text);
    }
    expect((await req(t.app, 'GET', '/games/demo/cockfight/cockfight.js')).statusCode).toBe(200);
  });

  it('pays fixed odds exactly and shows the fight in the bet records', async () => {
    const start = 50_000;
    const p = await newPlayer(t.app, 'pitfixed', start);
    const o = await open(p.token);
    await toBetting(o.tables.sabong);
    const stakes = { meron: 2_500, draw: 100 };
    const placed = await bet(o.session, o.tables.sabong, stakes);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await cash(p.token)).toBe(start - 2_600);
    const outcome = await toResult(o.tables.sabong);
    const won = sum(cockfightReturns('sabong', stakes, outcome, {}));
    expect(await cash(p.token)).toBe(start - 2_600 + won);
    const records = valueOf<{ list: Array<{ bet: number; win: number; status: string; gameType: string }> }>(await get(t.app, `${MONEY_PATHS.betRecords}?limit=5`, p.token));
    expect(records.list[0]).toMatchObject({ bet: 26, win: won / 100, status: 'settled', gameType: 'COCKFIGHT' });
    await expectSoundLedger(t.app);
  });

  it('shares the pool less 5% among the winners, several players at once, the ledger exact', async () => {
    const start = 100_000;
    const players = await Promise.all(Array.from({ length: 5 }, (_, i) => newPlayer(t.app, `pitpool${i}`, start)));
    const opened = await Promise.all(players.map((p) => open(p.token)));
    const table = opened[0]!.tables['sabong-pool'];
    await toBetting(table);
    const stakesOf = (i: number): Record<string, number> => [{ meron: 3_000 }, { meron: 1_000 }, { wala: 2_500 }, { wala: 500, draw: 100 }, { meron: 100, draw: 500 }][i]!;
    const answers = await Promise.all(opened.map((o, i) => bet(o.session, table, stakesOf(i))));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const during = await engine().state(table);
    expect(during.totals).toEqual({ meron: 4_100, wala: 3_000, draw: 600 });
    const outcome = await toResult(table);
    const pool = { meron: 4_100, wala: 3_000, draw: 600 };
    let paidOnSides = 0;
    for (const [i, p] of players.entries()) {
      const returns = cockfightReturns('sabong-pool', stakesOf(i), outcome, pool);
      paidOnSides += (returns.meron ?? 0) + (returns.wala ?? 0);
      expect(await cash(p.token), `player ${i}`).toBe(start - sum(stakesOf(i)) + sum(returns));
    }
    if (outcome.winner !== 'draw') {
      // the winners share 95% of the 7,100 on the sides (floored per bet: at most a cent each below)
      expect(paidOnSides).toBeLessThanOrEqual(6_745);
      expect(paidOnSides).toBeGreaterThanOrEqual(6_745 - 3);
    } else expect(paidOnSides).toBe(7_100);
    await expectSoundLedger(t.app);
  });

  it('pays the pool only once no bet of the fight is half-placed: a bet whose wallet call never answered is rolled back first', async () => {
    const start = 30_000;
    const [a, b, c] = [await newPlayer(t.app, 'pitwaita', start), await newPlayer(t.app, 'pitwaitb', start), await newPlayer(t.app, 'pitwaitc', start)];
    const [oa, ob, oc] = [await open(a.token), await open(b.token), await open(c.token)];
    const sc = (await createDemoTokens({ secret: t.app.secret, now: t.app.clock }).openSession(oc.session))!;
    const table = oa.tables['sabong-pool'];
    const s = await toBetting(table);
    expect((await bet(oa.session, table, { meron: 1_000 })).statusCode).toBe(200);
    expect((await bet(ob.session, table, { wala: 1_000 })).statusCode).toBe(200);
    // c's stake, left pending just before the last call as if its process died during the wallet call (it never reached the wallet)
    const db = t.app.database.db;
    const round = await db.selectFrom('demo_live_rounds').select('id').where('table_code', '=', table).where('number', '=', s.round!.number).executeTakeFirstOrThrow();
    const ghost = await db.selectFrom('demo_live_bets').selectAll().where('round_id', '=', round.id).orderBy('id').executeTakeFirstOrThrow();
    await db
      .insertInto('demo_live_bets')
      .values({ ...ghost, id: undefined, user_id: sc.user, player_token: sc.playerToken, node_id: sc.nodeId, request_id: 'ghost-request', stakes: JSON.stringify({ wala: 5_000 }), stake_cents: 5_000, status: 'pending', created_at: s.round!.closesAt - 1_000, updated_at: s.round!.closesAt - 1_000 })
      .execute();
    await toResult(table);
    // within the grace: nothing paid yet (the pool is not known)
    const statuses = async () => (await db.selectFrom('demo_live_bets').select('status').where('round_id', '=', round.id).orderBy('id').execute()).map((r) => r.status);
    expect(await statuses()).toEqual(['taken', 'taken', 'pending']);
    expect(await cash(a.token)).toBe(start - 1_000);
    // past it: the ghost is rolled back, then the pool of the two real stakes is shared
    clock.advance(11_000);
    await engine().turn(table);
    await engine().turn(table);
    expect(await statuses()).toEqual(['settled', 'settled', 'void']);
    const outcome = (await engine().state(table)).history.find((h) => h.number === s.round!.number)!.outcome as CockfightOutcome;
    const pool = { meron: 1_000, wala: 1_000 };
    expect(await cash(a.token)).toBe(start - 1_000 + sum(cockfightReturns('sabong-pool', { meron: 1_000 }, outcome, pool)));
    expect(await cash(b.token)).toBe(start - 1_000 + sum(cockfightReturns('sabong-pool', { wala: 1_000 }, outcome, pool)));
    expect(await cash(c.token)).toBe(start);
    await expectSoundLedger(t.app);
  });

  it('refuses bets after the last call, answers a replay once, refuses hostile input, and moves no money for them', async () => {
    const p = await newPlayer(t.app, 'pithostile', 20_000);
    const o = await open(p.token);
    const s = await toBetting(o.tables.sabong);
    const first = await bet(o.session, o.tables.sabong, { wala: 500 }, 'pit-replay-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await bet(o.session, o.tables.sabong, { wala: 500 }, 'pit-replay-1');
    // the same bet as it stands (the balance is the first answer's only)
    const { balanceCents, ...firstBet } = first.json() as { balanceCents: number };
    expect(balanceCents).toBe(20_000 - 500);
    expect(again.json()).toEqual(firstBet);
    for (const [table, stakes, requestId, status] of [
      [o.tables.sabong, { meron: 100 }, 'pit-second-1', 409],
      ['sabong:EUR', { meron: 100 }, 'pit-bad-1', 400],
      ['baccarat:PHP', { meron: 100 }, 'pit-bad-2', 400],
      [o.tables['sabong-pool'], { player: 100 }, 'pit-bad-3', 400],
      [o.tables['sabong-pool'], { meron: 150 }, 'pit-bad-4', 400],
      [o.tables['sabong-pool'], { meron: -100 }, 'pit-bad-5', 400],
      [o.tables['sabong-pool'], [], 'pit-bad-6', 400],
      [o.tables['sabong-pool'], { meron: 100 }, 'x', 400],
    ] as const) {
      const res = await bet(o.session, table, stakes, requestId);
      expect(res.statusCode, JSON.stringify({ table, stakes })).toBe(status);
    }
    expect((await bet('nope', o.tables.sabong, { meron: 100 })).statusCode).toBe(403);
    // after the last call: another player comes too late
    const q = await newPlayer(t.app, 'pitlate', 20_000);
    const oq = await open(q.token);
    clock.set(s.round!.closesAt);
    const late = await bet(oq.session, o.tables.sabong, { meron: 100 }, 'pit-late-1');
    expect(late.statusCode).toBe(409);
    expect((late.json() as { error: string }).error).toMatch(/closed/);
    expect(await cash(q.token)).toBe(20_000);
    expect(await cash(p.token)).toBe(20_000 - 500);
  });
});
