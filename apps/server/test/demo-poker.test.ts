import { GAME_PATHS, MONEY_PATHS, sha256Hex } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCode, DEAL_TIMEOUT_MS, drawFrom, evaluate, fairDeck, winCents } from '../src/integrations/game-vendors/demo/poker/math.ts';
import { expectSoundLedger, funds, get, moneyState, newPlayer, post, req, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The demo vendor's video poker (Jacks or Better) as a player meets it: a PVP tile opens the vendor's page, a
 * deal is one wallet bet, the draw's result one win, the deck recomputable from the revealed seeds. A hand
 * left open is kept and settled as dealt after the timeout. On SQLite, or PostgreSQL.
 */

let t: TestApp;
let clock = Date.UTC(2031, 2, 3, 10, 0, 0);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});

afterAll(async () => {
  await t?.close();
});

interface PageData {
  session: string;
  coinValues: number[];
  next: { seedHash: string; commit: string };
  open: { round: string; dealt: string[]; coins: number; coinCents: number } | null;
}
interface DealAnswer {
  round: string;
  dealt: string[];
  coins: number;
  coinCents: number;
  stakeCents: number;
  seedHash: string;
  clientSeed: string;
  balanceCents: number;
  replayed: boolean;
}
interface DrawAnswer {
  round: string;
  final: string[];
  hand: string;
  handName: string;
  winCents: number;
  balanceCents: number;
  fairness: { seedHash: string; serverSeed: string; clientSeed: string; nonce: number };
  next: { seedHash: string; commit: string };
}

async function pvpGame(skip = 0): Promise<string> {
  const row = await t.app.database.db
    .selectFrom('games')
    .select('node_id')
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .where('game_type', '=', 'PVP')
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.node_id;
}

async function open(token: string, nodeId: string) {
  const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId, returnUrl: '/m/poker-games' }, token));
  const page = await req(t.app, 'GET', url);
  expect(page.statusCode, page.body).toBe(200);
  const raw = /<script type="application\/json" id="poker-data">(.*?)<\/script>/s.exec(page.body)?.[1];
  expect(raw).toBeTruthy();
  return { page, data: JSON.parse(raw!) as PageData };
}

const deal = (body: Record<string, unknown>) => req(t.app, 'POST', '/games/demo/poker/deal', { payload: body });
const draw = (body: Record<string, unknown>) => req(t.app, 'POST', '/games/demo/poker/draw', { payload: body });

describe('video poker', () => {
  it('opens for PVP tiles with the paytable, five cards with HOLD toggles, coins 1-5, the RTP and the way back', async () => {
    const p = await newPlayer(t.app, 'vpage', 123_456);
    const { page, data } = await open(p.token, await pvpGame());
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('href="/m/poker-games"');
    expect(page.body).toContain('<strong>99.54%</strong>');
    expect(page.body).toContain('<script src="/games/demo/poker/poker.js" defer></script>');
    expect(page.body.match(/data-hold="/g)).toHaveLength(5);
    expect(page.body.match(/data-coin="/g)).toHaveLength(5);
    expect(page.body).toContain('<th scope="row">Royal Flush</th><td data-col="1">250</td><td data-col="2">500</td><td data-col="3">750</td><td data-col="4">1,000</td><td data-col="5" class="col-on">4,000</td>');
    expect(page.body).toContain('1,234.56');
    expect(data.next.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(data.open).toBeNull();
    const script = await req(t.app, 'GET', '/games/demo/poker/poker.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('deals from the committed seed, draws from the same deck, pays what the paytable says, and shows the round', async () => {
    const start = 500_000;
    const p = await newPlayer(t.app, 'vplay', start);
    const nodeId = await pvpGame();
    let { data } = await open(p.token, nodeId);
    let balance = start;
    let staked = 0;
    let won = 0;
    const rounds: string[] = [];
    const plays: Array<[number, number, boolean[]]> = [
      [5, 25, [true, true, false, false, false]],
      [1, 10, [false, false, false, false, false]],
      [3, 100, [true, true, true, true, true]],
      [5, 10, [false, true, false, true, false]],
      [2, 500, [true, false, true, false, true]],
    ];
    let next = data.next;
    for (const [coins, coinCents, holds] of plays) {
      const d = await deal({ session: data.session, coins, coinCents, clientSeed: `seed-${coins}`, commit: next.commit });
      expect(d.statusCode, d.body).toBe(200);
      const dealt = d.json() as DealAnswer;
      expect(dealt.seedHash).toBe(next.seedHash);
      expect(dealt.stakeCents).toBe(coins * coinCents);
      expect(dealt.balanceCents).toBe(balance - coins * coinCents);
      const r = await draw({ session: data.session, round: dealt.round, holds });
      expect(r.statusCode, r.body).toBe(200);
      const a = r.json() as DrawAnswer;
      // the revealed seed is the committed one, and the deck it shuffles gives both hands
      expect(await sha256Hex(a.fairness.serverSeed)).toBe(next.seedHash);
      const deck = await fairDeck({ serverSeed: a.fairness.serverSeed, clientSeed: `seed-${coins}`, nonce: 0 });
      expect(dealt.dealt).toEqual(deck.slice(0, 5).map(cardCode));
      const final = drawFrom(deck, holds);
      expect(a.final).toEqual(final.map(cardCode));
      holds.forEach((h, i) => h && expect(a.final[i]).toBe(dealt.dealt[i]));
      expect(a.hand).toBe(evaluate(final));
      expect(a.winCents).toBe(winCents(evaluate(final), coins, coinCents));
      staked += coins * coinCents;
      won += a.winCents;
      balance = balance - coins * coinCents + a.winCents;
      expect(a.balanceCents).toBe(balance);
      expect(a.next.seedHash).not.toBe(next.seedHash);
      next = a.next;
      rounds.push(a.round);
    }
    expect((await funds(t.app, p.token)).cash).toBe(balance / 100);
    const records = valueOf<{ list: Array<{ roundId: string; bet: number; win: number; status: string; gameType: string }>; totals: { bet: number; win: number } }>(
      await get(t.app, `${MONEY_PATHS.betRecords}?limit=50&gameType=PVP`, p.token),
    );
    expect(records.list.map((r) => r.roundId)).toEqual([...rounds].reverse());
    for (const r of records.list) expect(r).toMatchObject({ status: 'settled', gameType: 'PVP' });
    expect(records.totals).toMatchObject({ bet: staked / 100, win: won / 100 });
    // the round's account: the hands and the rank, as the win's meta
    const details = await t.app.database.db.selectFrom('game_rounds').select('details').where('round_ref', '=', rounds[0]!).executeTakeFirstOrThrow();
    expect(String(details.details)).toContain('Jacks or Better: ');
    expect(String(details.details)).toContain('Final hand');
    ({ data } = await open(p.token, nodeId));
    expect(data.open).toBeNull();
    await expectSoundLedger(t.app);
  });

  it('answers a repeated deal and a repeated draw with the same hand, taking and paying once', async () => {
    const p = await newPlayer(t.app, 'vreplay', 100_000);
    const { data } = await open(p.token, await pvpGame());
    const body = { session: data.session, coins: 5, coinCents: 100, clientSeed: 'again', commit: data.next.commit };
    const first = (await deal(body)).json() as DealAnswer;
    const second = await deal(body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ round: first.round, dealt: first.dealt, replayed: true });
    expect((await funds(t.app, p.token)).cash).toBe(995);
    const holds = [true, false, false, false, true];
    const a = (await draw({ session: data.session, round: first.round, holds })).json() as DrawAnswer;
    const b = await draw({ session: data.session, round: first.round, holds });
    expect(b.statusCode).toBe(200);
    expect(b.json()).toMatchObject({ round: a.round, final: a.final, winCents: a.winCents, balanceCents: a.balanceCents });
    // other holds on a drawn hand are refused
    expect((await draw({ session: data.session, round: first.round, holds: [false, false, false, false, false] })).statusCode).toBe(409);
    // the used commitment deals nothing new
    const used = await deal(body);
    expect(used.json()).toMatchObject({ round: first.round, replayed: true });
    expect((await funds(t.app, p.token)).cash).toBe((100_000 - 500 + a.winCents) / 100);
    const txs = await t.app.database.db.selectFrom('vendor_transactions').select('kind').where('member_id', '=', p.id).execute();
    expect(txs.map((x) => x.kind).sort()).toEqual(['bet', 'win']);
    await expectSoundLedger(t.app);
  });

  it('keeps a hand left open: the player finds it on return, after the timeout it is settled as dealt', async () => {
    const p = await newPlayer(t.app, 'vleave', 100_000);
    const nodeId = await pvpGame();
    const { data } = await open(p.token, nodeId);
    const dealt = (await deal({ session: data.session, coins: 5, coinCents: 100, clientSeed: 'leave', commit: data.next.commit })).json() as DealAnswer;
    // back before the timeout: the hand is on the table; another deal is refused until it is drawn
    const back = await open(p.token, nodeId);
    expect(back.data.open).toMatchObject({ round: dealt.round, dealt: dealt.dealt });
    const blocked = await deal({ session: back.data.session, coins: 1, coinCents: 10, clientSeed: 'x', commit: back.data.next.commit });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().open).toMatchObject({ round: dealt.round });
    // after the timeout: settled as dealt (all five held)
    clock += DEAL_TIMEOUT_MS + 1_000;
    const later = await open(p.token, nodeId);
    expect(later.data.open).toBeNull();
    const row = await t.app.database.db.selectFrom('demo_poker_hands').selectAll().where('round_ref', '=', dealt.round).executeTakeFirstOrThrow();
    expect(row.status).toBe('settled');
    expect(JSON.parse(row.holds!)).toEqual([true, true, true, true, true]);
    const deck = await fairDeck({ serverSeed: row.server_seed, clientSeed: 'leave', nonce: 0 });
    const pay = winCents(evaluate(deck.slice(0, 5)), 5, 100);
    expect(Number(row.win_cents)).toBe(pay);
    expect((await funds(t.app, p.token)).cash).toBe((100_000 - 500 + pay) / 100);
    const late = await draw({ session: later.data.session, round: dealt.round, holds: [false, false, false, false, false] });
    expect(late.statusCode).toBe(409);
    await expectSoundLedger(t.app);
  });

  it('keeps the ledger exact under concurrent deals and draws of many players', async () => {
    const players = await Promise.all([0, 1, 2, 3].map((i) => newPlayer(t.app, `vconc${i}`, 50_000)));
    const nodeId = await pvpGame();
    const results = await Promise.all(
      players.map(async (p) => {
        const { data } = await open(p.token, nodeId);
        let next = data.next;
        let balance = 50_000;
        for (let i = 0; i < 3; i++) {
          const body = { session: data.session, coins: 5, coinCents: 25, clientSeed: `c${i}`, commit: next.commit };
          // the same deal twice at once: one hand
          const [a, b] = await Promise.all([deal(body), deal(body)]);
          const ok = [a, b].filter((r) => r.statusCode === 200).map((r) => r.json() as DealAnswer);
          expect(ok.length).toBeGreaterThan(0);
          const round = ok[0]!.round;
          for (const o of ok) expect(o.round).toBe(round);
          const holds = [true, true, false, false, false];
          const [x, y] = await Promise.all([draw({ session: data.session, round, holds }), draw({ session: data.session, round, holds })]);
          const drawn = [x, y].filter((r) => r.statusCode === 200).map((r) => r.json() as DrawAnswer);
          expect(drawn.length).toBeGreaterThan(0);
          balance += drawn[0]!.winCents - 125;
          next = drawn[0]!.next;
        }
        return { p, balance };
      }),
    );
    for (const { p, balance } of results) expect((await funds(t.app, p.token)).cash).toBe(balance / 100);
    await expectSoundLedger(t.app);
  });

  it('answers hostile inputs with a 4xx and moves nothing', async () => {
    const p = await newPlayer(t.app, 'vbad', 10_000);
    const other = await newPlayer(t.app, 'vother', 10_000);
    const nodeId = await pvpGame();
    const { data } = await open(p.token, nodeId);
    const theirs = await open(other.token, nodeId);
    const before = await moneyState(t.app);
    const good = { session: data.session, coins: 5, coinCents: 25, clientSeed: 'ok', commit: data.next.commit };
    for (const coins of [0, 6, -1, 1.5, '5', null, [5]]) expect((await deal({ ...good, coins })).statusCode, String(coins)).toBe(400);
    for (const coinCents of [1, 26, 1e9, '25', null]) expect((await deal({ ...good, coinCents })).statusCode, String(coinCents)).toBe(400);
    for (const clientSeed of ['', 'x'.repeat(65), 'a b', 5, null]) expect((await deal({ ...good, clientSeed })).statusCode, String(clientSeed)).toBe(400);
    // a forged, broken or another player's commitment
    for (const commit of ['AAAA', '', 'x'.repeat(5000), theirs.data.next.commit, 12]) expect((await deal({ ...good, commit })).statusCode).toBe(400);
    for (const session of ['garbage', '', 42, null]) expect((await deal({ ...good, session })).statusCode).toBe(403);
    // a slot's play session is not a poker session
    const notJson = await req(t.app, 'POST', '/games/demo/poker/deal', { payload: '{"session":', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
    // draws of no hand, of another player's hand, with bad holds
    const theirHand = (await deal({ session: theirs.data.session, coins: 1, coinCents: 10, clientSeed: 'theirs', commit: theirs.data.next.commit })).json() as DealAnswer;
    const afterTheirs = await moneyState(t.app);
    expect((await draw({ session: data.session, round: theirHand.round, holds: [true, true, true, true, true] })).statusCode).toBe(404);
    expect((await draw({ session: data.session, round: 'nope', holds: [true, true, true, true, true] })).statusCode).toBe(400);
    expect((await draw({ session: data.session, round: '00000000-0000-4000-8000-000000000000', holds: [true, true, true, true, true] })).statusCode).toBe(404);
    for (const holds of [[true], 'all', [1, 0, 1, 0, 1], null, [true, true, true, true, true, true]]) {
      expect((await draw({ session: theirs.data.session, round: theirHand.round, holds })).statusCode).toBe(400);
    }
    expect(await moneyState(t.app)).toEqual(afterTheirs);
    expect(before).not.toEqual(afterTheirs);
    // above the balance: refused, nothing taken
    const poor = await newPlayer(t.app, 'vpoor', 100);
    const pd = await open(poor.token, nodeId);
    const beforePoor = await moneyState(t.app);
    const refused = await deal({ session: pd.data.session, coins: 5, coinCents: 100, clientSeed: 'p', commit: pd.data.next.commit });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/Insufficient balance/);
    expect(await moneyState(t.app)).toEqual(beforePoor);
    await expectSoundLedger(t.app);
  });
});
