import { GAME_PATHS, MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotGame, slotStakesFor } from '../src/integrations/game-vendors/demo/slot-math.ts';
import { expectSoundLedger, funds, get, moneyState, newPlayer, post, req, trialToken, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The demo vendor's video slot as a player meets it: launched from the lobby, the vendor's page shows the
 * reels and the balance; each spin is one wallet round (bet, then the round's whole win) over the signed
 * seamless wallet, seen in the balance, the bet records and the ledger. On SQLite, or PostgreSQL.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

interface SpinAnswer {
  round: string;
  stakeCents: number;
  winCents: number;
  freeSpins: number;
  balanceAfterBetCents: number;
  balanceCents: number;
  balance: string;
  spins: Array<{ grid: number[][]; free: boolean; multiplier: number; scatters: number; award: number; winCents: number; scatterWinCents: number; lines: Array<{ line: number; symbol: number; count: number; winCents: number }> }>;
}

async function gameWhere(where: { type: string; classify?: string; freeplay?: number }): Promise<string> {
  let q = t.app.database.db
    .selectFrom('games')
    .select('node_id')
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .where('game_type', '=', where.type);
  if (where.classify) q = q.where('game_classify', '=', where.classify);
  if (where.freeplay !== undefined) q = q.where('freeplay', '=', where.freeplay);
  return (await q.orderBy('id').limit(1).executeTakeFirstOrThrow()).node_id;
}

/** Launches the game as the player and opens the vendor's page. */
async function open(token: string, nodeId: string) {
  const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId, returnUrl: '/m/slot-games' }, token));
  const page = await req(t.app, 'GET', url);
  expect(page.statusCode, page.body).toBe(200);
  const data = /<script type="application\/json" id="slot-data">(.*?)<\/script>/s.exec(page.body)?.[1];
  const session = data ? (JSON.parse(data) as { session: string }).session : /data-session="([^"]+)"/.exec(page.body)?.[1];
  return { page, session };
}

const spin = (session: unknown, stake: unknown) => req(t.app, 'POST', '/games/demo/api/spin', { payload: { session, stake } });

describe('the video slot', () => {
  it('opens for RNG slot tiles with reels, bet, spin, balance, paytable and the way back', async () => {
    const p = await newPlayer(t.app, 'slotpage', 123_456);
    const nodeId = await gameWhere({ type: 'RNG', classify: 'SLOT' });
    const { page, session } = await open(p.token, nodeId);
    const game = slotGame(nodeId);
    expect(session).toBeTruthy();
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<button class="spin" type="button" data-spin>Spin</button>');
    expect(page.body).toContain('1,234.56');
    expect(page.body).toContain('href="/m/slot-games"');
    expect(page.body).toContain(`Return to player: <strong>${(game.declaredRtp * 100).toFixed(2)}%</strong>`);
    expect(page.body).toContain(`${game.lines.length} lines`);
    expect(page.body).toContain('<script src="/games/demo/slot.js" defer></script>');
    expect(page.body.match(/class="reel"/g)).toHaveLength(5);
    const script = await req(t.app, 'GET', '/games/demo/slot.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('/games/demo/api/spin');
  });

  it('keeps Quick Spin for other RNG tiles, its own tables for live casino and cockfight, and an honest page for sports', async () => {
    const p = await newPlayer(t.app, 'others', 10_000);
    const table = await open(p.token, await gameWhere({ type: 'RNG', classify: 'TABLE' }));
    expect(table.page.body).toContain('Quick Spin');
    expect(table.page.body).not.toContain('slot.js');
    for (const [type, data] of [['LIVE', 'live-data'], ['COCKFIGHT', 'pit-data']] as const) {
      const own = await open(p.token, await gameWhere({ type }));
      expect(own.page.body, type).toContain(`id="${data}"`);
      expect(own.page.body, type).not.toContain('this game opens here when the provider is connected');
    }
    // sports tiles open the sportsbook in the app; a vendor's sports game has no table here
    for (const type of ['SPORTS', 'ESPORTS']) {
      const other = await open(p.token, await gameWhere({ type }));
      expect(other.page.body, type).toContain('this game opens here when the provider is connected');
      expect(other.page.body, type).not.toContain('data-spin');
      expect(other.session, type).toBeUndefined();
    }
  });

  it('spins through the wallet: the balance, the bet records and the ledger move by exactly the bet and the win', async () => {
    const start = 100_000;
    const p = await newPlayer(t.app, 'slotspin', start);
    const nodeId = await gameWhere({ type: 'RNG', classify: 'SLOT' });
    const { session } = await open(p.token, nodeId);
    const stakes = [100, 200, 500, 1_000, 500, 100, 200, 500, 1_000, 2_000, 100, 500];
    let balance = start;
    const answers: SpinAnswer[] = [];
    for (const stake of stakes) {
      const res = await spin(session, stake);
      expect(res.statusCode, res.body).toBe(200);
      const a = res.json() as SpinAnswer;
      expect(a.stakeCents).toBe(stake);
      expect(a.balanceAfterBetCents).toBe(balance - stake);
      expect(a.balanceCents).toBe(balance - stake + a.winCents);
      // the round's win is its spins' wins; a spin's win is its lines and scatters
      expect(a.winCents).toBe(a.spins.reduce((s, x) => s + x.winCents, 0));
      for (const s of a.spins) {
        expect(s.winCents).toBe(s.lines.reduce((sum, l) => sum + l.winCents, 0) + s.scatterWinCents);
        expect(s.grid).toHaveLength(5);
        for (const col of s.grid) expect(col).toHaveLength(3);
      }
      expect(a.spins).toHaveLength(1 + a.freeSpins);
      expect(a.spins[0]!.free).toBe(false);
      balance = a.balanceCents;
      answers.push(a);
    }
    expect((await funds(t.app, p.token)).cash).toBe(balance / 100);

    // one round per spin in the member's bet records, newest first, with the bet and the whole win
    const records = valueOf<{ list: Array<{ roundId: string; bet: number; win: number; status: string; gameCode: string; gameType: string }>; totals: { rounds: number; bet: number; win: number } }>(
      await get(t.app, `${MONEY_PATHS.betRecords}?limit=50`, p.token),
    );
    expect(records.list.map((r) => r.roundId)).toEqual(answers.map((a) => a.round).reverse());
    records.list.forEach((r, i) => {
      const a = answers[answers.length - 1 - i]!;
      expect(r).toMatchObject({ bet: a.stakeCents / 100, win: a.winCents / 100, status: 'settled', gameCode: nodeId, gameType: 'RNG' });
    });
    const staked = stakes.reduce((s, x) => s + x, 0);
    const won = answers.reduce((s, a) => s + a.winCents, 0);
    expect(records.totals).toMatchObject({ rounds: stakes.length, bet: staked / 100, win: won / 100 });
    expect(balance).toBe(start - staked + won);
    // the vendor's signed calls: a bet and a win per round
    const kinds = await t.app.database.db.selectFrom('vendor_transactions').select('kind').where('member_id', '=', p.id).orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(stakes.flatMap(() => ['bet', 'win']));
    await expectSoundLedger(t.app);
  });

  it('refuses a stake above the balance with a clear message, and moves nothing', async () => {
    const p = await newPlayer(t.app, 'slotpoor', 300);
    const { session } = await open(p.token, await gameWhere({ type: 'RNG', classify: 'SLOT' }));
    const before = await moneyState(t.app);
    const res = await spin(session, 500);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'Insufficient balance for this stake.', balance: '₱3.00' });
    expect(await moneyState(t.app)).toEqual(before);
    expect((await funds(t.app, p.token)).cash).toBe(3);
  });

  it('answers bad stakes and bad sessions with a clear 4xx, and moves nothing', async () => {
    const p = await newPlayer(t.app, 'slotbad', 50_000);
    const { session } = await open(p.token, await gameWhere({ type: 'RNG', classify: 'SLOT' }));
    const before = await moneyState(t.app);
    for (const stake of [150, 0, -100, 1e9, '500', null, undefined, 1.5, 200_000, [500], { cents: 500 }]) {
      const res = await spin(session, stake);
      expect(res.statusCode, JSON.stringify(stake)).toBe(400);
      expect(res.json()).toEqual({ error: 'Choose one of the stakes shown.' });
    }
    const [header, payload] = session!.split('.');
    for (const bad of ['garbage', '', 42, null, `${header}.${payload}.AAAA`, `${header}.${payload}`]) {
      const res = await spin(bad, 500);
      expect(res.statusCode, String(bad)).toBe(403);
      expect(res.json().error).toMatch(/session has ended/);
    }
    // a launch ticket is not a play session
    const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId: await gameWhere({ type: 'RNG', classify: 'SLOT' }) }, p.token));
    expect((await spin(new URL(url, 'http://x').searchParams.get('ticket'), 500)).statusCode).toBe(403);
    const notJson = await req(t.app, 'POST', '/games/demo/api/spin', { payload: 'stake=500', headers: { 'content-type': 'text/plain' } });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    const broken = await req(t.app, 'POST', '/games/demo/api/spin', { payload: '{"session":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(await moneyState(t.app)).toEqual(before);
    // the slot's stakes are its own: 200 is a slot stake, not a Quick Spin one
    expect(slotStakesFor('PHP')).toContain(200);
    const table = await open(p.token, await gameWhere({ type: 'RNG', classify: 'TABLE' }));
    expect((await spin(table.session, 200)).statusCode).toBe(400);
  });

  it('lets a trial account play with demo money', async () => {
    const trial = await trialToken(t.app);
    const nodeId = await gameWhere({ type: 'RNG', classify: 'SLOT', freeplay: 1 });
    const { page, session } = await open(trial, nodeId);
    expect(page.body).toContain('2,000.00');
    const res = await spin(session, 1_000);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as SpinAnswer;
    expect(a.balanceAfterBetCents).toBe(200_000 - 1_000);
    expect(a.balanceCents).toBe(200_000 - 1_000 + a.winCents);
    const moved = await t.app.database.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as c', 'c.id', 't.credit_account_id')
      .innerJoin('ledger_accounts as d', 'd.id', 't.debit_account_id')
      .select(['c.demo as cd', 'd.demo as dd'])
      .where('t.transfer_key', 'like', `vtx:DEMO:%`)
      .where((eb) => eb.or([eb('c.code', 'like', 'demo:%'), eb('d.code', 'like', 'demo:%')]))
      .execute();
    expect(moved.length).toBeGreaterThan(0);
    for (const m of moved) expect([m.cd, m.dd]).toEqual([1, 1]);
    await expectSoundLedger(t.app);
  });
});
