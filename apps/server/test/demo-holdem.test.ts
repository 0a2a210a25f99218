import { GAME_PATHS, sha256Hex } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairDeck, cardCode } from '../src/integrations/game-vendors/demo/poker/math.ts';
import { TURN_MS } from '../src/integrations/game-vendors/demo/holdem/hand.ts';
import { expectSoundLedger, funds, moneyState, newPlayer, post, req, valueOf } from './helpers/money-api.ts';
import { createTestApp, TWO_INSTANCES } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The demo vendor's Texas Hold'em as players meet it: a PVP tile named "Texas Hold'em" opens the table of its
 * currency; two members sit, play a hand in turn through the vendor's routes, every chip a wallet bet and each
 * member's return one win; the balances move by exactly the bets, returns and rake. On SQLite, or PostgreSQL.
 * A table lives in the memory of the process that runs it (behind nginx one instance takes the table's calls):
 * the two-instance pass skips this file and CI runs it on PostgreSQL on its own.
 */

let t: TestApp;
let clock = Date.UTC(2031, 2, 3, 10, 0, 0);

beforeAll(async () => {
  if (TWO_INSTANCES) return;
  t = await createTestApp({}, { now: () => clock });
});

afterAll(async () => {
  await t?.close();
});

interface Seat { seat: number; name: string; bot: boolean; stack: number; cards: Array<string | null>; folded: boolean }
interface State {
  you: number | null;
  seats: Array<Seat | null>;
  hand: null | {
    id: string;
    street: string;
    board: string[];
    pot: number;
    toAct: number | null;
    options: null | { toCall: number; canCheck: boolean; minRaiseTo: number; maxRaiseTo: number; canRaise: boolean };
    result: null | { rake: number; players: Array<{ seat: number; committed: number; won: number }> };
  };
  fairness: { seedHash: string | null; last: null | { hand: string; seed: string; seedHash: string } };
}

async function holdemGame(): Promise<string> {
  const row = await t.app.database.db
    .selectFrom('games')
    .select('node_id')
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .where('game_type', '=', 'PVP')
    .where('name_en', 'like', "%Texas Hold'em%")
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.node_id;
}

async function open(token: string, nodeId: string) {
  const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId, returnUrl: '/m/poker-games' }, token));
  const page = await req(t.app, 'GET', url);
  expect(page.statusCode, page.body).toBe(200);
  const raw = /<script type="application\/json" id="holdem-data">(.*?)<\/script>/s.exec(page.body)?.[1];
  expect(raw, page.body.slice(0, 300)).toBeTruthy();
  return { page, data: JSON.parse(raw!) as { session: string; state: State } };
}

const call = (path: string, body: Record<string, unknown>) => req(t.app, 'POST', `/games/demo/holdem/${path}`, { payload: body });
const ok = (r: Awaited<ReturnType<typeof call>>) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as State;
};
const cashCents = async (token: string) => Math.round((await funds(t.app, token)).cash * 100);
const state = async (session: string) => {
  const r = await call('state', { session });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as State;
};

describe.skipIf(TWO_INSTANCES)("Texas Hold'em table", () => {
  it('opens for Texas Hold\'em tiles with the table, the rake and the way back; other PVP tiles stay video poker', async () => {
    const p = await newPlayer(t.app, 'hpage', 100_000);
    const { page, data } = await open(p.token, await holdemGame());
    expect(page.body).toContain('href="/m/poker-games"');
    expect(page.body).toContain('5% of each pot, at most 3 big blinds a hand');
    expect(page.body).toContain('<script src="/games/demo/holdem/holdem.js" defer></script>');
    expect(page.body.match(/data-seat="/g)).toHaveLength(6);
    expect(data.state.fairness.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const script = await req(t.app, 'GET', '/games/demo/holdem/holdem.js');
    expect(script.statusCode).toBe(200);
    const other = await t.app.database.db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', 'LUCKY')
      .where('enabled', '=', 1)
      .where('game_type', '=', 'PVP')
      .where('name_en', 'not like', "%Hold'em%")
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId: other.node_id }, p.token));
    expect((await req(t.app, 'GET', url)).body).toContain('id="poker-data"');
  });

  it('a lone member gets a marked house bot; a second member sits, the bot leaves; a full hand keeps the ledger exact', async () => {
    const nodeId = await holdemGame();
    const a = await newPlayer(t.app, 'hann', 50_000);
    const b = await newPlayer(t.app, 'hbob', 50_000);
    const A = (await open(a.token, nodeId)).data.session;
    const B = (await open(b.token, nodeId)).data.session;
    // hostile inputs before anything: 4xx, nothing written
    const before = await moneyState(t.app);
    for (const body of [{}, { session: 'nope' }, { session: A, action: 'raise', to: -1 }, { session: A, action: 'raise', to: 'all' }, { session: A, action: 'shove' }, { session: A, action: 'check' }]) {
      const r = await call('act', body);
      expect(r.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    expect((await call('sit', { session: 'x'.repeat(5000) })).statusCode).toBe(403);
    expect((await call('leave', { session: A })).statusCode).toBe(409);
    expect(await moneyState(t.app)).toEqual(before);

    // ann sits alone: a bot joins and a hand starts
    let s = ok(await call('sit', { session: A }));
    expect(s.you).not.toBeNull();
    expect((await call('sit', { session: A })).statusCode).toBe(409);
    const bots = s.seats.filter((x) => x?.bot);
    expect(bots).toHaveLength(1);
    expect(bots[0]!.name).toMatch(/^BOT/);
    expect(s.hand).not.toBeNull();
    // ann lets the timer play for her until the hand ends
    for (let i = 0; i < 10 && s.hand?.street !== 'done'; i++) {
      clock += TURN_MS;
      s = await state(A);
    }
    expect(s.hand!.street).toBe('done');
    const annFirst = s.hand!.result!.players.find((x) => x.seat === s.you)!;
    expect(await cashCents(a.token)).toBe(50_000 - annFirst.committed + annFirst.won);

    // bob sits: the next hand is between the two members, without the bot
    ok(await call('sit', { session: B }));
    clock += 5_000;
    s = await state(A);
    expect(s.seats.filter((x) => x?.bot)).toHaveLength(0);
    expect(s.hand!.street).toBe('preflop');
    const seedHash = (await state(A)).fairness.seedHash;
    const sessions = new Map<number, string>();
    sessions.set(s.you!, A);
    sessions.set((await state(B)).you!, B);
    // both see the same table; the one not to act is refused
    expect((await state(B)).hand!.id).toBe(s.hand!.id);
    const waiting = [...sessions.entries()].find(([seat]) => seat !== s.hand!.toAct)![1];
    expect((await call('act', { session: waiting, action: 'fold' })).statusCode).toBe(409);
    // play: the first to act raises, then calls and checks to the showdown
    let raised = false;
    for (let i = 0; i < 20 && s.hand!.street !== 'done'; i++) {
      const who = sessions.get(s.hand!.toAct!)!;
      const mine = await state(who);
      const o = mine.hand!.options!;
      const body = !raised && o.canRaise ? { action: 'raise', to: o.minRaiseTo + 10 } : o.canCheck ? { action: 'check' } : { action: 'call' };
      raised = true;
      const r = await call('act', { session: who, ...body });
      expect(r.statusCode, r.body).toBe(200);
      s = r.json() as State;
    }
    expect(s.hand!.street).toBe('done');
    expect(s.hand!.board).toHaveLength(5);
    const result = s.hand!.result!;
    const annR = result.players.find((x) => x.seat === [...sessions.entries()].find(([, v]) => v === A)![0])!;
    const bobR = result.players.find((x) => x.seat === [...sessions.entries()].find(([, v]) => v === B)![0])!;
    expect(annR.committed + bobR.committed).toBe(annR.won + bobR.won + result.rake);
    expect(result.rake).toBe(Math.min(Math.floor((annR.committed + bobR.committed) * 0.05), 30));
    expect(await cashCents(a.token)).toBe(50_000 - annFirst.committed + annFirst.won - annR.committed + annR.won);
    expect(await cashCents(b.token)).toBe(50_000 - bobR.committed + bobR.won);
    // the seed shown before the hand is revealed after it, and its deck dealt the board
    const after = await state(A);
    expect(after.fairness.last!.seedHash).toBe(seedHash);
    expect(await sha256Hex(after.fairness.last!.seed)).toBe(seedHash);
    const deck = await fairDeck({ serverSeed: after.fairness.last!.seed, clientSeed: after.fairness.last!.hand, nonce: 0 });
    expect(s.hand!.board).toEqual(deck.slice(4, 9).map(cardCode));
    await expectSoundLedger(t.app);
    // both leave
    expect((await call('leave', { session: A })).statusCode).toBe(200);
    expect((await call('leave', { session: B })).statusCode).toBe(200);
  });
});
