import { SPORTSBOOK_OPS_PATHS, SPORTSBOOK_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMessage } from '../src/modules/play/sportsbook/index.ts';
import { expectSoundLedger, funds, get, moneyState, newPlayer, ops, outcome, path, post, rid, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The cumulative stake limits, on SQLite or PostgreSQL: a market's and a player's maximum stake cap what one
 * player has staked in all on one market (singles and parlays, a parlay's whole stake on each of its legs'
 * markets; pending, open and settled bets count, rejected and void ones do not), while the merchant's maximum
 * stays a cap per bet. A refusal answers what the player may still stake on the market and leaves no money
 * moved and no bet row; the quote's maximum is that room; and bets placed at once never pass the cap between
 * them.
 */

let t: TestApp;
let clock = Date.UTC(2031, 4, 12, 9, 0);
const now = () => clock;
const HOUR = 3_600_000;
const LUCKY = 'LUCKY';

beforeAll(async () => {
  t = await createTestApp({}, { now });
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
/** A football fixture with a 1X2 and a total, pre-match or live. */
function football(opts: { live?: boolean } = {}) {
  const ref = `t-lim-${seq++}-${Math.random().toString(36).slice(2, 8)}`;
  const messages: FeedMessage[] = [
    { type: 'fixture', fixture: { ref, sport: 'football', league: { ref: 'test-lim', name: 'Limits League', country: 'England' }, home: `Home ${seq}`, away: `Away ${seq}`, startsAt: now() + (opts.live ? -20 * 60_000 : 2 * HOUR) } },
    {
      type: 'markets',
      eventRef: ref,
      markets: [
        { ref: `${ref}:1x2`, type: 'match_result', line: null, selections: [{ code: 'home', name: 'Home', probability: 0.5 }, { code: 'draw', name: 'Draw', probability: 0.25 }, { code: 'away', name: 'Away', probability: 0.25 }] },
        { ref: `${ref}:ou`, type: 'totals', line: '2.5', selections: [{ code: 'over', name: 'Over 2.5', probability: 0.55 }, { code: 'under', name: 'Under 2.5', probability: 0.45 }] },
      ],
    },
  ];
  if (opts.live) messages.push({ type: 'state', eventRef: ref, status: 'live', score: { home: 0, away: 0 }, clock: "20'", periods: [] });
  return { ref, messages };
}

interface Sel {
  id: number;
  odds: number;
  marketId: number;
}

/** A new event on the book: its markets' ids and selections as the player's API shows them. */
async function newEvent(opts: { live?: boolean } = {}) {
  const ev = football(opts);
  await t.app.services.sportsbook.ingest(ev.messages);
  const row = await t.app.services.sportsbook.repository.eventByRef(t.app.db, ev.ref);
  const detail = valueOf(await get(t.app, path(SPORTSBOOK_PATHS.event, { id: row!.id })));
  const sel = (type: string, code: string): Sel => {
    const market = detail.marketList.find((m: { type: string }) => m.type === type);
    const s = market.selections.find((x: { code: string }) => x.code === code);
    return { id: s.id, odds: s.odds, marketId: market.id };
  };
  return { ref: ev.ref, sel, market: (type: string): number => detail.marketList.find((m: { type: string }) => m.type === type).id };
}

const leg = (s: Sel) => ({ selectionId: s.id, odds: s.odds });
const bet = (sels: Sel[], stake: number, oddsChange = 'higher') => ({ requestId: rid('sbl'), legs: sels.map(leg), stake, oddsChange });
const place = (token: string, body: Record<string, unknown>) => post(t.app, SPORTSBOOK_PATHS.bets, body, token);
const quote = async (token: string, sels: Sel[]) => valueOf(await post(t.app, SPORTSBOOK_PATHS.quote, { selections: sels.map((s) => s.id) }, token));

async function setLimit(scope: 'merchant' | 'player' | 'market', ref: string | null, maxStake: number | null, remove = false) {
  valueOf(await ops(t.app, 'PUT', SPORTSBOOK_OPS_PATHS.limits, { merchant: LUCKY, scope, ref, minStake: null, maxStake, maxPayout: null, remove }));
}

/** The member's bet rows (a refusal leaves none). */
async function betRows(memberId: number): Promise<number> {
  const row = await t.app.db.selectFrom('sb_bets').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A refusal by the cumulative limit: 409, what may still be staked on which market, and nothing written. */
async function expectRefused(player: { id: number; token: string }, body: Record<string, unknown>, room: string, marketId: number) {
  const before = await moneyState(t.app);
  const rows = await betRows(player.id);
  expect(outcome(await place(player.token, body))).toEqual({ status: 409, success: false, errorCode: 'sportsbook.limit.exceeded', value: { maxStake: room, marketId } });
  expect(await moneyState(t.app)).toEqual(before);
  expect(await betRows(player.id)).toBe(rows);
}

describe("a market's maximum stake", () => {
  it("caps what one player stakes on the market in all, not each bet; other players and markets keep their own room", async () => {
    const ev = await newEvent();
    const [home, draw, away, over] = [ev.sel('match_result', 'home'), ev.sel('match_result', 'draw'), ev.sel('match_result', 'away'), ev.sel('totals', 'over')];
    await setLimit('market', String(home.marketId), 250);
    const p = await newPlayer(t.app, 'sblmkt', 100_000);
    expect(valueOf(await place(p.token, bet([home], 100))).status).toBe('open');
    expect(valueOf(await place(p.token, bet([draw], 100))).status).toBe('open');
    // the slip's maximum is the room left on the market
    const q = await quote(p.token, [away, over]);
    expect(q.maxStake).toBe('50.00');
    expect(q.selections.map((s: { selectionId: number; maxStake: string }) => [s.selectionId, s.maxStake])).toEqual([
      [away.id, '50.00'],
      [over.id, '50000.00'],
    ]);
    // the third bet would pass 250 in all: refused, with the 50 still open to the player
    await expectRefused(p, bet([away], 100), '50.00', home.marketId);
    expect((await funds(t.app, p.token)).cash).toBe(800);
    // up to the cap exactly; then nothing more
    expect(valueOf(await place(p.token, bet([away], 50))).status).toBe('open');
    await expectRefused(p, bet([home], 10), '0.00', home.marketId);
    expect((await quote(p.token, [home])).maxStake).toBe('0.00');
    // the market's other players, and the player's other markets, are not touched
    const other = await newPlayer(t.app, 'sblmkt2', 100_000);
    expect(valueOf(await place(other.token, bet([home], 250))).status).toBe('open');
    expect(valueOf(await place(p.token, bet([over], 300))).status).toBe('open');
    await expectSoundLedger(t.app);
  });

  it("counts a parlay's whole stake on each of its legs' markets", async () => {
    const a = await newEvent();
    const b = await newEvent();
    const c = await newEvent();
    const [aHome, aDraw] = [a.sel('match_result', 'home'), a.sel('match_result', 'draw')];
    const [bOver, bUnder] = [b.sel('totals', 'over'), b.sel('totals', 'under')];
    const cHome = c.sel('match_result', 'home');
    await setLimit('market', String(aHome.marketId), 150);
    await setLimit('market', String(bOver.marketId), 250);
    const p = await newPlayer(t.app, 'sblparlay', 100_000);
    expect(valueOf(await place(p.token, bet([aHome, bOver], 100))).kind).toBe('parlay');
    // 100 counted on b's total too: 100 more there, 200 in all
    expect(valueOf(await place(p.token, bet([bUnder], 100))).status).toBe('open');
    const q = await quote(p.token, [aDraw, bOver, cHome]);
    expect(q.selections.map((s: { maxStake: string }) => s.maxStake)).toEqual(['50.00', '50.00', '50000.00']);
    expect(q.maxStake).toBe('50.00');
    // a's market has 50 left: a single or another parlay over it is refused
    await expectRefused(p, bet([aDraw], 60), '50.00', aHome.marketId);
    await expectRefused(p, bet([aDraw, cHome], 60), '50.00', aHome.marketId);
    // a parlay is refused by its tightest market: b's has 50 left, a's 50 too; 40 on both fits
    expect(valueOf(await place(p.token, bet([aDraw, bUnder], 40))).status).toBe('open');
    await expectRefused(p, bet([bOver, cHome], 20), '10.00', bOver.marketId);
    expect(valueOf(await place(p.token, bet([cHome], 500))).status).toBe('open');
    await expectSoundLedger(t.app);
  });
});

describe("a player's maximum stake", () => {
  it('caps what the player stakes on each market in all, across bets; the merchant’s maximum stays per bet', async () => {
    const ev = await newEvent();
    const other = await newEvent();
    const [home, draw, over] = [ev.sel('match_result', 'home'), ev.sel('match_result', 'draw'), ev.sel('totals', 'over')];
    const p = await newPlayer(t.app, 'sblplayer', 100_000);
    await setLimit('player', p.username, 150);
    expect(valueOf(await place(p.token, bet([home], 100))).status).toBe('open');
    await expectRefused(p, bet([draw], 100), '50.00', home.marketId);
    // per market: the total has its own 150
    expect(valueOf(await place(p.token, bet([over], 150))).status).toBe('open');
    expect(valueOf(await place(p.token, bet([draw], 50))).status).toBe('open');
    await expectRefused(p, bet([home], 10), '0.00', home.marketId);
    // the per-bet check stays: one bet above 150 names the per-bet maximum (no market)
    const oHome = other.sel('match_result', 'home');
    expect(outcome(await place(p.token, bet([oHome], 200)))).toMatchObject({ status: 409, errorCode: 'sportsbook.limit.exceeded', value: { maxStake: '150.00' } });
    // the lower of the player's and the market's maximum applies
    await setLimit('market', String(oHome.marketId), 120);
    expect(valueOf(await place(p.token, bet([oHome], 100))).status).toBe('open');
    await expectRefused(p, bet([oHome], 30), '20.00', oHome.marketId);
    await setLimit('player', p.username, null, true);

    // the merchant's maximum caps each bet, not the sum
    const merchant = valueOf(await ops(t.app, 'GET', `${SPORTSBOOK_OPS_PATHS.limits}?merchant=${LUCKY}`)).limits.find((l: { scope: string }) => l.scope === 'merchant');
    await setLimit('merchant', null, 100);
    try {
      const q = await newPlayer(t.app, 'sblmerchant', 100_000);
      const under = other.sel('totals', 'under');
      for (let i = 0; i < 3; i++) expect(valueOf(await place(q.token, bet([under], 100))).status).toBe('open');
      expect(outcome(await place(q.token, bet([under], 101)))).toMatchObject({ status: 409, errorCode: 'sportsbook.limit.exceeded', value: { maxStake: '100.00' } });
      expect((await quote(q.token, [under])).maxStake).toBe('100.00');
    } finally {
      if (merchant) valueOf(await ops(t.app, 'PUT', SPORTSBOOK_OPS_PATHS.limits, { merchant: LUCKY, scope: 'merchant', ref: null, minStake: merchant.minStake === null ? null : Number(merchant.minStake), maxStake: merchant.maxStake === null ? null : Number(merchant.maxStake), maxPayout: merchant.maxPayout === null ? null : Number(merchant.maxPayout) }));
      else await setLimit('merchant', null, null, true);
    }
    await expectSoundLedger(t.app);
  });
});

describe('what counts', () => {
  it('a pending bet counts; a rejected one gives its room back', async () => {
    const ev = await newEvent({ live: true });
    const home = ev.sel('match_result', 'home');
    const draw = ev.sel('match_result', 'draw');
    await setLimit('market', String(home.marketId), 150);
    const p = await newPlayer(t.app, 'sblreject', 100_000);
    t.app.config.sportsbook.inPlayDelayMs = 60_000;
    let pendingId = 0;
    try {
      const pending = valueOf(await place(p.token, bet([home], 100)));
      expect(pending.status).toBe('pending');
      pendingId = pending.id;
      // waiting out the delay, it holds its stake and its room
      await expectRefused(p, bet([draw], 100), '50.00', home.marketId);
      // the price falls during the delay: the player's "higher" refuses it, the hold is released
      await t.app.services.sportsbook.ingest([{ type: 'odds', marketRef: `${ev.ref}:1x2`, probabilities: { home: 0.6, draw: 0.2, away: 0.2 } }]);
      clock += 61_000;
      await t.app.services.sportsbook.bets.sweep();
    } finally {
      t.app.config.sportsbook.inPlayDelayMs = 0;
    }
    expect(valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id: pendingId }), p.token))).toMatchObject({ status: 'rejected', rejectReason: 'sportsbook.odds.changed' });
    const drawNow = (await selectionsNow(ev.ref)).draw;
    expect((await quote(p.token, [drawNow])).maxStake).toBe('150.00');
    expect(valueOf(await place(p.token, bet([drawNow], 150))).status).toBe('open');
    await expectRefused(p, bet([drawNow], 10), '0.00', home.marketId);
    expect((await funds(t.app, p.token)).cash).toBe(850);
    await expectSoundLedger(t.app);
  });

  it('a void bet gives its room back; an open one keeps it', async () => {
    const a = await newEvent();
    const b = await newEvent();
    const aHome = a.sel('match_result', 'home');
    const bHome = b.sel('match_result', 'home');
    await setLimit('market', String(aHome.marketId), 150);
    await setLimit('market', String(bHome.marketId), 150);
    const p = await newPlayer(t.app, 'sblvoid', 100_000);
    const voided = valueOf(await place(p.token, bet([aHome], 100)));
    expect(valueOf(await place(p.token, bet([bHome], 100))).status).toBe('open');
    await t.app.services.sportsbook.ingest([{ type: 'void', marketRef: `${a.ref}:1x2`, reason: 'match abandoned' }]);
    expect(valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id: voided.id }), p.token)).status).toBe('void');
    // the voided market is closed to bets, but what the player has staked on it is nothing now
    const q = await quote(p.token, [aHome, bHome]);
    expect(q.selections.map((s: { maxStake: string }) => s.maxStake)).toEqual(['150.00', '50.00']);
    await expectRefused(p, bet([bHome], 60), '50.00', bHome.marketId);
  });
});

describe('bets at once', () => {
  it('twenty bets of one member on one market at the same time never pass the cap between them', async () => {
    const ev = await newEvent();
    const sels = [ev.sel('match_result', 'home'), ev.sel('match_result', 'draw'), ev.sel('match_result', 'away')];
    await setLimit('market', String(sels[0]!.marketId), 250);
    const p = await newPlayer(t.app, 'sblrace', 100_000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => place(p.token, bet([sels[i % 3]!], 20))));
    const results = answers.map(outcome);
    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    // 12 x 20 = 240 fits under 250; a 13th would make 260
    expect(accepted).toHaveLength(12);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(r).toMatchObject({ status: 409, errorCode: 'sportsbook.limit.exceeded', value: { maxStake: '10.00', marketId: sels[0]!.marketId } });
    const staked = await t.app.db.selectFrom('sb_bets').select((eb) => eb.fn.sum<number>('stake_cents').as('s')).where('member_id', '=', p.id).where('status', '=', 'open').executeTakeFirstOrThrow();
    expect(Number(staked.s)).toBe(24_000);
    expect(await betRows(p.id)).toBe(12);
    expect((await funds(t.app, p.token)).cash).toBe(760);
    await expectSoundLedger(t.app);
  });
});

/** An event's 1X2 selections as they are priced now (after the odds moved). */
async function selectionsNow(ref: string) {
  const row = await t.app.services.sportsbook.repository.eventByRef(t.app.db, ref);
  const detail = valueOf(await get(t.app, path(SPORTSBOOK_PATHS.event, { id: row!.id })));
  const market = detail.marketList.find((m: { type: string }) => m.type === 'match_result');
  const of = (code: string): Sel => {
    const s = market.selections.find((x: { code: string }) => x.code === code);
    return { id: s.id, odds: s.odds, marketId: market.id };
  };
  return { home: of('home'), draw: of('draw'), away: of('away') };
}
