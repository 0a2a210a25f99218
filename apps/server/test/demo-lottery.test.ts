import { GAME_PATHS, lotteryDrawId, lotteryResult, MONEY_PATHS } from '@lobby/contract';
import type { LotteryFormat, LotteryTierResult } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_BEFORE_MS } from '../src/integrations/game-vendors/demo/lottery/index.ts';
import { betRules, endings, hitsOf, subWin } from '../src/integrations/game-vendors/demo/lottery/math.ts';
import type { VnBetType } from '../src/integrations/game-vendors/demo/lottery/math.ts';
import { expectSoundLedger, funds, get, moneyState, newPlayer, outcome, post, req, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The demo vendor's Vietnamese lottery betting on the operator's draws: a LOTT/ELOTT regional tile opens the
 * vendor's page; an order is one wallet round (a bet per sub-order) on the next draw, cancellable before the
 * close from the page or from the player's lottery orders (the money back once), paid at the draw from the
 * result the vendor reads from the operator's public draw API. On SQLite, or PostgreSQL.
 */

let t: TestApp;
const DAY = 86_400_000;
// 10:00 UTC = 17:00 in Vietnam, before the Northern draw at 18:15 (11:15 UTC); each test plays its own day.
const FIRST = Date.UTC(2031, 2, 3, 10, 0, 0);
let clock = FIRST;
let day = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});

afterAll(async () => {
  await t?.close();
});

/** A new day at 10:00 UTC; its Northern draw is at 11:15 UTC, betting closes 15 minutes before. */
function newDay() {
  day++;
  clock = FIRST + day * DAY;
  return { drawAt: clock + 75 * 60_000, drawNo: new Date(clock + 7 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '') };
}

interface PageData {
  session: string;
  draw: { drawNo: string; drawAt: number; closeAt: number; seedHash: string };
  rules: Record<string, { cost: number; pays: number }>;
  units: number[];
}
interface OrderView {
  order: string;
  drawNo: string;
  betType: string;
  unitCents: number;
  stakeCents: number;
  status: string;
  winCents: number | null;
  subs: Array<{ numbers: string[]; stakeCents: number; hits: number | null; winCents: number | null }>;
  cancellable: boolean;
  balanceCents?: number;
  replayed?: boolean;
}

async function vnGame(classify = 'VN_NORTH'): Promise<{ nodeId: string; gameCode: string }> {
  return t.app.database.db
    .selectFrom('games')
    .select(['node_id as nodeId', 'game_code as gameCode'])
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .where('game_type', 'in', ['LOTT', 'ELOTT'])
    .where('game_classify', '=', classify)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function gameByCode(gameCode: string): Promise<{ nodeId: string; gameCode: string }> {
  return t.app.database.db
    .selectFrom('games')
    .select(['node_id as nodeId', 'game_code as gameCode'])
    .where('merchant_code', '=', 'LUCKY')
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
}

async function open(token: string, nodeId: string) {
  const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId, returnUrl: '/m/lott' }, token));
  const page = await req(t.app, 'GET', url);
  expect(page.statusCode, page.body).toBe(200);
  const raw = /<script type="application\/json" id="lottery-data">(.*?)<\/script>/s.exec(page.body)?.[1];
  expect(raw, page.body.slice(0, 500)).toBeTruthy();
  return { page, data: JSON.parse(raw!) as PageData };
}

let serial = 0;
const order = (session: string, body: Record<string, unknown>) =>
  req(t.app, 'POST', '/games/demo/lottery/order', { payload: { session, requestId: `req-${Date.now()}-${serial++}`, ...body } });
const orders = (session: string) => req(t.app, 'POST', '/games/demo/lottery/orders', { payload: { session } });
const cancel = (session: string, id: string) => req(t.app, 'POST', '/games/demo/lottery/cancel', { payload: { session, order: id } });

/** The result the operator will draw (its seed is in its table before the draw: a test may look). */
async function comingResult(gameCode: string, drawNo: string, format: LotteryFormat = { kind: 'vn', region: 'VN_NORTH' }): Promise<LotteryTierResult[]> {
  const row = await t.app.database.db
    .selectFrom('lottery_draws')
    .select('server_seed')
    .where('merchant_code', '=', 'LUCKY')
    .where('game_code', '=', gameCode)
    .where('draw_no', '=', drawNo)
    .executeTakeFirstOrThrow();
  return lotteryResult(format, row.server_seed, lotteryDrawId(gameCode, drawNo));
}

/** The operator's record id of a round (a cancelled one is no longer listed). */
async function recordId(roundRef: string): Promise<number> {
  return (await t.app.database.db.selectFrom('game_rounds').select('id').where('round_ref', '=', roundRef).executeTakeFirstOrThrow()).id;
}

async function lotteryOrders(token: string) {
  return valueOf<{ list: Array<{ id: number; roundId: string; bet: number; win: number; status: string; gameType: string }> }>(await get(t.app, `${MONEY_PATHS.lotteryOrders}?limit=50`, token));
}

describe('lottery betting on the operator draws', () => {
  it('opens for the regional tiles with the next draw, its close, the grid, the bet types and their exact return', async () => {
    const { drawNo, drawAt } = newDay();
    const p = await newPlayer(t.app, 'lpage', 100_000);
    const { page, data } = await open(p.token, (await vnGame()).nodeId);
    expect(data.draw).toMatchObject({ drawNo, drawAt, closeAt: drawAt - CLOSE_BEFORE_MS });
    expect(page.body.match(/data-n="/g)).toHaveLength(100);
    expect(page.body).toContain('href="/m/lott"');
    expect(page.body).toContain('Northern lottery (Miền Bắc) · E-lottery · Tradition');
    expect(page.body).toContain('Lô 2 số');
    expect(page.body).toContain('<td class="n">27 : 80</td><td class="n">80.00%</td>');
    expect(page.body).toContain('<td class="n">1 : 70</td><td class="n">70.00%</td>');
    expect(page.body).toContain('<script src="/games/demo/lottery/lottery.js" defer></script>');
    const script = await req(t.app, 'GET', '/games/demo/lottery/lottery.js');
    expect(script.statusCode).toBe(200);
  });

  it('pays every bet type at the draw from the result the operator publishes, and shows the orders', async () => {
    const { drawNo, drawAt } = newDay();
    const start = 2_000_000;
    const p = await newPlayer(t.app, 'lpay', start);
    const game = await vnGame();
    const { data } = await open(p.token, game.nodeId);
    const result = await comingResult(game.gameCode, drawNo);
    const two = endings(result, 2, 'every');
    const three = endings(result, 3, 'every');
    const special = result[0]!.numbers[0]!;
    const distinct2 = [...new Set(two)];
    const missing2 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).find((n) => !two.includes(n))!;
    // winners and losers of every type
    const picks: Array<[VnBetType, string[]]> = [
      ['de', [special.slice(-2), special.slice(-2) === '00' ? '01' : '00']],
      ['cang3', [special.slice(-3)]],
      ['lo2', [two[0]!, missing2]],
      ['lo3', [three[0]!]],
      ['xien2', distinct2.slice(0, 2)],
      ['xien3', [...distinct2.slice(0, 2), missing2]],
      ['xien4', distinct2.slice(0, 4)],
    ];
    const rules = betRules('VN_NORTH');
    const placed: OrderView[] = [];
    let balance = start;
    for (const [betType, numbers] of picks) {
      const res = await order(data.session, { drawNo, betType, unitCents: 100, numbers });
      expect(res.statusCode, res.body).toBe(200);
      const o = res.json() as OrderView;
      const subs = betType.startsWith('xien') ? 1 : numbers.length;
      expect(o.stakeCents).toBe(subs * rules[betType].cost * 100);
      balance -= o.stakeCents;
      expect(o.balanceCents).toBe(balance);
      placed.push(o);
    }
    // before the draw: open, in the lottery orders
    expect((await lotteryOrders(p.token)).list.filter((r) => r.status === 'open')).toHaveLength(picks.length);
    clock = drawAt + 60_000;
    const listed = (await orders(data.session)).json() as { orders: OrderView[]; balanceCents: number };
    let won = 0;
    for (const [i, [betType, numbers]] of picks.entries()) {
      const o = listed.orders.find((x) => x.order === placed[i]!.order)!;
      expect(o.status, betType).toBe('settled');
      const groups = betType.startsWith('xien') ? [numbers] : numbers.map((n) => [n]);
      const expected = groups.reduce((sum, g) => sum + subWin(rules[betType], 100, hitsOf(rules[betType], g, result)), 0);
      expect(o.winCents, betType).toBe(expected);
      won += expected;
    }
    // the winners won: đề 70, 3 càng 700, lô 80 per hit, xiên 2 and 4 (the numbers are there), xiên 3 lost
    expect(listed.orders.find((x) => x.betType === 'de')!.winCents).toBe(7_000);
    expect(listed.orders.find((x) => x.betType === 'cang3')!.winCents).toBe(70_000);
    expect(listed.orders.find((x) => x.betType === 'lo2')!.winCents).toBe(8_000 * two.filter((e) => e === two[0]).length);
    expect(listed.orders.find((x) => x.betType === 'xien2')!.winCents).toBe(1_400);
    expect(listed.orders.find((x) => x.betType === 'xien3')!.winCents).toBe(0);
    expect(listed.orders.find((x) => x.betType === 'xien4')!.winCents).toBe(distinct2.length >= 4 ? 30_000 : 0);
    expect(listed.balanceCents).toBe(balance + won);
    expect((await funds(t.app, p.token)).cash).toBe((balance + won) / 100);
    // the lottery orders: settled with their wins; the round's account (the meta) names the sub-orders
    const records = await lotteryOrders(p.token);
    for (const o of placed) {
      const r = records.list.find((x) => x.roundId === o.order)!;
      expect(r.status).toBe('settled');
      expect(r.bet).toBe(o.stakeCents / 100);
    }
    const details = await t.app.database.db.selectFrom('game_rounds').select('details').where('round_ref', '=', placed[0]!.order).executeTakeFirstOrThrow();
    expect(String(details.details)).toContain('Special prize');
    // settling again pays nothing more
    await orders(data.session);
    expect((await funds(t.app, p.token)).cash).toBe((balance + won) / 100);
    await expectSoundLedger(t.app);
  });

  it('cancels from the game page and from the lottery orders, the money back once either way', async () => {
    const { drawNo, drawAt } = newDay();
    const p = await newPlayer(t.app, 'lcancel', 100_000);
    const { data } = await open(p.token, (await vnGame()).nodeId);
    // from the page, then again from the page and from the records: the stake back once
    const a = (await order(data.session, { drawNo, betType: 'lo2', unitCents: 100, numbers: ['11', '22'] })).json() as OrderView;
    expect((await funds(t.app, p.token)).cash).toBe(1000 - 54);
    const c1 = await cancel(data.session, a.order);
    expect(c1.statusCode, c1.body).toBe(200);
    expect(c1.json()).toMatchObject({ status: 'cancelled', balanceCents: 100_000 });
    expect((await cancel(data.session, a.order)).json()).toMatchObject({ status: 'cancelled' });
    expect(outcome(await post(t.app, MONEY_PATHS.lotterySubordersCancel, { id: await recordId(a.order) }, p.token))).toMatchObject({ status: 409, errorCode: 'ledger.pending.resolved' });
    expect((await funds(t.app, p.token)).cash).toBe(1000);
    // from the records: the vendor rolls it back; the page then finds it cancelled
    const b = (await order(data.session, { drawNo, betType: 'xien2', unitCents: 500, numbers: ['11', '22', '33'] })).json() as OrderView;
    expect(b.stakeCents).toBe(1_500);
    expect((await funds(t.app, p.token)).cash).toBe(985);
    const rowB = (await lotteryOrders(p.token)).list.find((r) => r.roundId === b.order)!;
    expect(valueOf(await post(t.app, MONEY_PATHS.lotterySubordersCancel, { id: rowB.id }, p.token))).toEqual({ balance: 1000 });
    expect((await cancel(data.session, b.order)).json()).toMatchObject({ status: 'cancelled', balanceCents: 100_000 });
    expect((await t.app.database.db.selectFrom('game_rounds').select('status').where('round_ref', '=', b.order).executeTakeFirstOrThrow()).status).toBe('rolled_back');
    // the draw pays nothing on cancelled orders
    clock = drawAt + 60_000;
    const after = (await orders(data.session)).json() as { orders: OrderView[] };
    expect(after.orders.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    expect((await funds(t.app, p.token)).cash).toBe(1000);
    await expectSoundLedger(t.app);
  });

  it('refuses bets and cancels after the close, and pays such an order at the draw', async () => {
    const { drawNo, drawAt } = newDay();
    const p = await newPlayer(t.app, 'llate', 100_000);
    const { data } = await open(p.token, (await vnGame()).nodeId);
    const o = (await order(data.session, { drawNo, betType: 'de', unitCents: 100, numbers: ['42'] })).json() as OrderView;
    clock = drawAt - CLOSE_BEFORE_MS;
    const before = await moneyState(t.app);
    const late = await order(data.session, { drawNo, betType: 'de', unitCents: 100, numbers: ['43'] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/has closed/);
    expect((await cancel(data.session, o.order)).statusCode).toBe(409);
    const row = (await lotteryOrders(p.token)).list.find((r) => r.roundId === o.order)!;
    expect(outcome(await post(t.app, MONEY_PATHS.lotterySubordersCancel, { id: row.id }, p.token))).toMatchObject({ status: 409, errorCode: 'ledger.pending.resolved' });
    expect(await moneyState(t.app)).toEqual(before);
    clock = drawAt + 1;
    const settled = ((await orders(data.session)).json() as { orders: OrderView[] }).orders[0]!;
    expect(settled.status).toBe('settled');
    expect((await funds(t.app, p.token)).cash).toBe((100_000 - 100 + settled.winCents!) / 100);
  });

  it('answers a repeated order with the same order, and keeps the ledger exact under concurrent orders', async () => {
    const { drawNo, drawAt } = newDay();
    const p = await newPlayer(t.app, 'lreplay', 100_000);
    const { data } = await open(p.token, (await vnGame()).nodeId);
    const body = { session: data.session, requestId: 'same-request-0001', drawNo, betType: 'lo2', unitCents: 10, numbers: ['05'] };
    const [x, y] = await Promise.all([req(t.app, 'POST', '/games/demo/lottery/order', { payload: body }), req(t.app, 'POST', '/games/demo/lottery/order', { payload: body })]);
    const oks = [x, y].filter((r) => r.statusCode === 200).map((r) => r.json() as OrderView);
    expect(oks.length).toBeGreaterThan(0);
    const again = (await req(t.app, 'POST', '/games/demo/lottery/order', { payload: body })).json() as OrderView;
    expect(again).toMatchObject({ order: oks[0]!.order, replayed: true });
    expect((await funds(t.app, p.token)).cash).toBe((100_000 - 270) / 100);

    const players = await Promise.all([0, 1, 2, 3].map((i) => newPlayer(t.app, `lconc${i}`, 50_000)));
    const sessions = await Promise.all(players.map(async (pl) => (await open(pl.token, (await vnGame()).nodeId)).data.session));
    const placed = await Promise.all(
      sessions.flatMap((s) => ['de', 'lo2', 'xien2'].map((betType) => order(s, { drawNo, betType, unitCents: 100, numbers: betType === 'xien2' ? ['01', '02'] : ['01'] }))),
    );
    for (const r of placed) expect(r.statusCode, r.body).toBe(200);
    // a page cancel and a records cancel of one order at once: the stake back once
    const first = placed[0]!.json() as OrderView;
    await Promise.all([cancel(sessions[0]!, first.order), post(t.app, MONEY_PATHS.lotterySubordersCancel, { id: await recordId(first.order) }, players[0]!.token)]);
    clock = drawAt + 60_000;
    await Promise.all(sessions.map((s) => orders(s)));
    for (const [i, pl] of players.entries()) {
      const list = ((await orders(sessions[i]!)).json() as { orders: OrderView[] }).orders;
      for (const o of list) expect(['settled', 'cancelled']).toContain(o.status);
      const net = list.reduce((n, o) => n + (o.status === 'settled' ? (o.winCents ?? 0) - o.stakeCents : 0), 0);
      expect((await funds(t.app, pl.token)).cash).toBe((50_000 + net) / 100);
    }
    await expectSoundLedger(t.app);
  });

  it('takes orders on the other draws: a lotto 6/49 (LOTT) and the one-minute dice (ELOTT), paid at their draw, late ones refused', async () => {
    newDay();
    const p = await newPlayer(t.app, 'lballs', 100_000);
    // the lotto draws every 15 minutes: the next at 10:15, closed 3 minutes before
    const lotto = await gameByCode('SL649');
    const { page, data } = await open(p.token, lotto.nodeId);
    expect(page.body).toContain('Lotto 6/49');
    expect(page.body.match(/data-n="/g)).toHaveLength(49);
    expect(data.draw.closeAt).toBe(data.draw.drawAt - 3 * 60_000);
    expect(Object.keys(data.rules)).toEqual(['pick1', 'pick2']);
    const format = { kind: 'balls', count: 6, min: 1, max: 49, distinct: true } as const;
    const balls = (await comingResult(lotto.gameCode, data.draw.drawNo, format))[0]!.numbers;
    const miss = Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0')).find((n) => !balls.includes(n))!;
    const one = (await order(data.session, { drawNo: data.draw.drawNo, betType: 'pick1', unitCents: 100, numbers: [balls[2], miss] })).json() as OrderView;
    const two = (await order(data.session, { drawNo: data.draw.drawNo, betType: 'pick2', unitCents: 100, numbers: [balls[0], balls[5]] })).json() as OrderView;
    expect([one.stakeCents, two.stakeCents]).toEqual([200, 100]);
    // a lotto number as the draw writes it, and no Vietnamese bet here
    expect((await order(data.session, { drawNo: data.draw.drawNo, betType: 'pick1', unitCents: 100, numbers: ['7'] })).statusCode).toBe(400);
    expect((await order(data.session, { drawNo: data.draw.drawNo, betType: 'lo2', unitCents: 100, numbers: ['07'] })).statusCode).toBe(400);

    // the dice draw every minute: the next at 10:01, closed 12 seconds before
    const dice = await gameByCode('F3M1');
    const diceData = (await open(p.token, dice.nodeId)).data;
    expect(diceData.draw.closeAt).toBe(diceData.draw.drawAt - 12_000);
    expect(Object.keys(diceData.rules)).toEqual(['big', 'small']);
    const big = (await order(diceData.session, { drawNo: diceData.draw.drawNo, betType: 'big', unitCents: 500 })).json() as OrderView;
    const small = (await order(diceData.session, { drawNo: diceData.draw.drawNo, betType: 'small', unitCents: 500, numbers: [] })).json() as OrderView;
    expect((await order(diceData.session, { drawNo: diceData.draw.drawNo, betType: 'big', unitCents: 500, numbers: ['11'] })).statusCode).toBe(400);
    clock = diceData.draw.closeAt;
    const late = await order(diceData.session, { drawNo: diceData.draw.drawNo, betType: 'big', unitCents: 500 });
    expect(late.statusCode).toBe(409);
    expect((await funds(t.app, p.token)).cash).toBe((100_000 - 300 - 1_000) / 100);

    // the dice are drawn: big or small pays 2 for 1 (a triple loses both)
    clock = diceData.draw.drawAt + 1_000;
    const thrown = (await comingResult(dice.gameCode, diceData.draw.drawNo, { kind: 'balls', count: 3, min: 1, max: 6, distinct: false }))[0]!.numbers.map(Number);
    const sum = thrown.reduce((a, b) => a + b, 0);
    const triple = thrown[0] === thrown[1] && thrown[1] === thrown[2];
    const diceOrders = ((await orders(diceData.session)).json() as { orders: OrderView[] }).orders;
    expect(diceOrders.find((o) => o.order === big.order)).toMatchObject({ status: 'settled', winCents: !triple && sum >= 11 ? 1_000 : 0 });
    expect(diceOrders.find((o) => o.order === small.order)).toMatchObject({ status: 'settled', winCents: !triple && sum <= 10 ? 1_000 : 0 });
    const diceWon = triple ? 0 : 1_000;

    // the lotto is drawn at 10:15: one number of two hits (6 for 1), both numbers of the pair (62 for 1)
    clock = data.draw.drawAt + 1_000;
    const lottoOrders = ((await orders(data.session)).json() as { orders: OrderView[] }).orders;
    expect(lottoOrders.find((o) => o.order === one.order)).toMatchObject({ status: 'settled', winCents: 600 });
    expect(lottoOrders.find((o) => o.order === two.order)).toMatchObject({ status: 'settled', winCents: 6_200 });
    expect((await funds(t.app, p.token)).cash).toBe((100_000 - 1_300 + diceWon + 6_800) / 100);
    const rounds = await t.app.database.db.selectFrom('game_rounds').select(['round_ref', 'game_type', 'status']).where('member_id', '=', p.id).execute();
    expect(rounds.map((r) => r.game_type).sort()).toEqual(['ELOTT', 'ELOTT', 'LOTT', 'LOTT']);
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);
    await expectSoundLedger(t.app);
  });

  it('answers hostile inputs with a 4xx and moves nothing', async () => {
    const { drawNo } = newDay();
    const p = await newPlayer(t.app, 'lbad', 100_000);
    const { data } = await open(p.token, (await vnGame()).nodeId);
    const before = await moneyState(t.app);
    const good = { drawNo, betType: 'lo2', unitCents: 100, numbers: ['12'] };
    for (const bad of [
      { betType: 'bao' },
      { betType: 5 },
      { unitCents: 7 },
      { unitCents: '100' },
      { numbers: [] },
      { numbers: ['1'] },
      { numbers: ['123'] },
      { numbers: [12] },
      { numbers: ['12', '12'] },
      { numbers: Array.from({ length: 11 }, (_, i) => String(i).padStart(2, '0')) },
      { numbers: 'all' },
      { betType: 'cang3', numbers: ['12'] },
      { betType: 'xien2', numbers: ['12'] },
      { drawNo: '2031' },
      { drawNo: null },
    ]) {
      const res = await order(data.session, { ...good, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // a draw other than the one open
    expect((await order(data.session, { ...good, drawNo: '20300101' })).statusCode).toBe(409);
    for (const requestId of ['', 'short', 'x'.repeat(65), 'bad id!', 7]) {
      expect((await req(t.app, 'POST', '/games/demo/lottery/order', { payload: { session: data.session, requestId, ...good } })).statusCode).toBe(400);
    }
    for (const session of ['garbage', '', 42, null]) {
      expect((await order(session as string, good)).statusCode).toBe(403);
      expect((await orders(session as string)).statusCode).toBe(403);
    }
    expect((await cancel(data.session, 'nope')).statusCode).toBe(400);
    expect((await cancel(data.session, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const broken = await req(t.app, 'POST', '/games/demo/lottery/order', { payload: '{"session":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(await moneyState(t.app)).toEqual(before);
    // another player's order cannot be cancelled from here
    const other = await newPlayer(t.app, 'lother', 100_000);
    const theirs = (await open(other.token, (await vnGame()).nodeId)).data;
    const o = (await order(theirs.session, good)).json() as OrderView;
    const mid = await moneyState(t.app);
    expect((await cancel(data.session, o.order)).statusCode).toBe(404);
    // above the balance: all or nothing
    const poor = await newPlayer(t.app, 'lpoor', 3_000);
    const pd = (await open(poor.token, (await vnGame()).nodeId)).data;
    const refused = await order(pd.session, { ...good, numbers: ['01', '02'] });
    expect(refused.statusCode).toBe(409);
    expect((await funds(t.app, poor.token)).cash).toBe(30);
    const poorRounds = await t.app.database.db.selectFrom('game_rounds').select('status').where('member_id', '=', poor.id).execute();
    expect(poorRounds.map((r) => r.status)).toEqual(['rolled_back']);
    void mid;
    await expectSoundLedger(t.app);
  });
});
