import { BONUS_OPS_PATHS, BONUS_PATHS, PROTECTION_OPS_PATHS, SPORTSBOOK_OPS_PATHS, SPORTSBOOK_PATHS } from '@lobby/contract';
import { priceOf } from '@lobby/contract/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FeedMessage } from '../src/modules/play/sportsbook/index.ts';
import { expectSoundLedger, funds, get, moneyState, newPlayer, ops, outcome, path, post, rid, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The sportsbook through the API, on SQLite or PostgreSQL, with a feed of the test's own (the messages a
 * provider's adapter hands the desk): the book priced at the merchant's margins; bets held and staked on the
 * ledger; refusals (suspended, closed, odds moved against the player's choice, limits, bad input) answered
 * 4xx with nothing written; in-play bets decided after the delay; settlement from results (quarter lines,
 * dead heat, a void leg in a parlay), idempotent, and resettled on a correction; cash-out; the console's desk.
 */

let t: TestApp;
let offset = 0;
const now = () => Date.now() + offset;
const HOUR = 3_600_000;
const LUCKY = 'LUCKY';

beforeAll(async () => {
  t = await createTestApp({}, { now });
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
/** A football fixture with 1X2, a quarter-line Asian handicap and a total, pre-match or live. */
function football(opts: { live?: boolean; p?: [number, number, number] } = {}) {
  const ref = `t-fb-${Date.now().toString(36)}-${seq++}`;
  const [h, d, a] = opts.p ?? [0.5, 0.25, 0.25];
  const messages: FeedMessage[] = [
    { type: 'fixture', fixture: { ref, sport: 'football', league: { ref: 'test-epl', name: 'Test League', country: 'England' }, home: `Home ${seq}`, away: `Away ${seq}`, startsAt: now() + (opts.live ? -20 * 60_000 : 2 * HOUR) } },
    {
      type: 'markets',
      eventRef: ref,
      markets: [
        { ref: `${ref}:1x2`, type: 'match_result', line: null, selections: [{ code: 'home', name: 'Home', probability: h }, { code: 'draw', name: 'Draw', probability: d }, { code: 'away', name: 'Away', probability: a }] },
        { ref: `${ref}:ah`, type: 'asian_handicap', line: '-0.75', selections: [{ code: 'home', name: 'Home -0.75', probability: 0.5 }, { code: 'away', name: 'Away +0.75', probability: 0.5 }] },
        { ref: `${ref}:ou`, type: 'totals', line: '2.5', selections: [{ code: 'over', name: 'Over 2.5', probability: 0.55 }, { code: 'under', name: 'Under 2.5', probability: 0.45 }] },
      ],
    },
  ];
  if (opts.live) messages.push({ type: 'state', eventRef: ref, status: 'live', score: { home: 0, away: 0 }, clock: "20'", periods: [] });
  return { ref, messages };
}

async function ingest(messages: FeedMessage[]) {
  await t.app.services.sportsbook.ingest(messages);
}

async function eventOf(ref: string) {
  const row = await t.app.services.sportsbook.repository.eventByRef(t.app.db, ref);
  const detail = valueOf(await get(t.app, path(SPORTSBOOK_PATHS.event, { id: row!.id })));
  const market = (type: string) => detail.marketList.find((m: { type: string }) => m.type === type);
  const sel = (type: string, code: string) => market(type).selections.find((s: { code: string }) => s.code === code);
  return { detail, market, sel };
}

const place = (token: string, body: Record<string, unknown>) => post(t.app, SPORTSBOOK_PATHS.bets, body, token);
const bet = (legs: Array<{ selectionId: number; odds: number }>, stake: number, oddsChange = 'higher') => ({ requestId: rid('sb'), legs, stake, oddsChange });

describe('the book', () => {
  it('lists live and upcoming events with the winner market at the merchant\'s margin', async () => {
    const pre = football();
    const live = football({ live: true });
    await ingest([...pre.messages, ...live.messages]);
    const sports = valueOf(await get(t.app, SPORTSBOOK_PATHS.sports)).sports;
    const fb = sports.find((s: { sport: string }) => s.sport === 'football');
    expect(fb.live).toBeGreaterThanOrEqual(1);
    expect(fb.upcoming).toBeGreaterThanOrEqual(1);
    const liveList = valueOf(await get(t.app, `${SPORTSBOOK_PATHS.events}?when=live&sport=football`)).events;
    expect(liveList.every((e: { status: string }) => e.status === 'live')).toBe(true);
    const { detail, sel } = await eventOf(pre.ref);
    expect(detail.marketList).toHaveLength(3);
    // 1X2 at football's default 5%; the handicap at 0.8 of it (4%)
    expect(sel('match_result', 'home').odds).toBe(priceOf(500_000, 500) / 100);
    expect(sel('asian_handicap', 'home').odds).toBe(priceOf(500_000, 400) / 100);
    expect(detail.main.type).toBe('match_result');
  });

  it('answers 404 for an event that is not there, 400 for a bad id or filter', async () => {
    expect(outcome(await get(t.app, path(SPORTSBOOK_PATHS.event, { id: 999_999 })))).toMatchObject({ status: 404, errorCode: 'sportsbook.event.not.found' });
    expect(outcome(await get(t.app, path(SPORTSBOOK_PATHS.event, { id: 'x' })))).toMatchObject({ status: 400 });
    expect(outcome(await get(t.app, `${SPORTSBOOK_PATHS.events}?sport=curling`))).toMatchObject({ status: 400 });
  });
});

describe('placing bets', () => {
  it('a pre-match single: held and staked at once, a replay answers the same bet, bad inputs move nothing', async () => {
    const ev = football();
    await ingest(ev.messages);
    const { sel } = await eventOf(ev.ref);
    const home = sel('match_result', 'home');
    const p = await newPlayer(t.app, 'sbsingle', 100_000);
    const body = bet([{ selectionId: home.id, odds: home.odds }], 100);
    const placed = valueOf(await place(p.token, body));
    expect(placed).toMatchObject({ status: 'open', kind: 'single', stake: '100.00', odds: home.odds, live: false });
    expect(placed.potentialReturn).toBe((Math.floor(100 * home.odds * 100) / 100).toFixed(2));
    expect((await funds(t.app, p.token)).cash).toBe(900);
    const again = valueOf(await place(p.token, body));
    expect(again.id).toBe(placed.id);
    expect((await funds(t.app, p.token)).cash).toBe(900);

    const before = await moneyState(t.app);
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [bet([{ selectionId: home.id, odds: home.odds }], 5), 400, 'sportsbook.stake.too.low'],
      [bet([{ selectionId: home.id, odds: home.odds }], 60_000), 409, 'sportsbook.limit.exceeded'],
      [bet([{ selectionId: 987_654, odds: 2 }], 100), 404, 'sportsbook.selection.unknown'],
      [bet([{ selectionId: home.id, odds: home.odds + 0.5 }], 100, 'none'), 409, 'sportsbook.odds.changed'],
      [bet([{ selectionId: home.id, odds: home.odds + 0.5 }], 100, 'higher'), 409, 'sportsbook.odds.changed'],
      [bet([{ selectionId: home.id, odds: home.odds }, { selectionId: sel('totals', 'over').id, odds: sel('totals', 'over').odds }], 100), 400, 'sportsbook.legs.same.event'],
      [bet([{ selectionId: home.id, odds: home.odds }], 5_000), 409, 'wallet.insufficient.funds'],
      [{ ...bet([{ selectionId: home.id, odds: home.odds }], 100), stake: -1 }, 400, 'request.invalid'],
      [{ ...bet([{ selectionId: home.id, odds: home.odds }], 100), stake: 1.001 }, 400, 'request.invalid'],
      [{ ...bet([], 100) }, 400, 'request.invalid'],
      [{ ...bet([{ selectionId: home.id, odds: home.odds }], 100), oddsChange: 'maybe' }, 400, 'request.invalid'],
      [{ ...bet([{ selectionId: home.id, odds: home.odds }], 100), requestId: 'x' }, 400, 'request.invalid'],
      [{ ...bet([{ selectionId: home.id, odds: home.odds }], 100), extra: 1 }, 400, 'request.invalid'],
    ];
    for (const [b, status, code] of refusals) {
      expect(outcome(await place(p.token, b)), JSON.stringify(b)).toMatchObject({ status, errorCode: code });
    }
    expect(await moneyState(t.app)).toEqual(before);
    // the moved price comes with the refusal, for the slip
    const moved = await place(p.token, bet([{ selectionId: home.id, odds: home.odds + 0.5 }], 100, 'none'));
    expect(JSON.parse(moved.body).value).toMatchObject({ selectionId: home.id, odds: home.odds });
    // accept any odds: taken at the price now
    const any = valueOf(await place(p.token, bet([{ selectionId: home.id, odds: home.odds + 0.5 }], 100, 'any')));
    expect(any.legs[0].odds).toBe(home.odds);
    // guests cannot bet
    expect(outcome(await post(t.app, SPORTSBOOK_PATHS.bets, body))).toMatchObject({ status: 401 });
  });

  it('refuses a suspended market (the feed\'s, or the merchant\'s operator), for that merchant only', async () => {
    const ev = football();
    await ingest(ev.messages);
    const { sel, market } = await eventOf(ev.ref);
    const p = await newPlayer(t.app, 'sbsusp', 100_000);
    await ingest([{ type: 'suspend', scope: 'market', ref: `${ev.ref}:ou`, suspended: true }]);
    const over = sel('totals', 'over');
    expect(outcome(await place(p.token, bet([{ selectionId: over.id, odds: over.odds }], 100)))).toMatchObject({ status: 409, errorCode: 'sportsbook.market.suspended' });
    expect((await eventOf(ev.ref)).market('totals').status).toBe('suspended');
    await ingest([{ type: 'suspend', scope: 'market', ref: `${ev.ref}:ou`, suspended: false }]);
    expect((await eventOf(ev.ref)).market('totals').status).toBe('open');

    const res = await ops(t.app, 'POST', path(SPORTSBOOK_OPS_PATHS.marketSuspension, { id: market('match_result').id }), { merchant: LUCKY, suspended: true, reason: 'news of an injury' });
    expect(res.statusCode).toBe(200);
    const home = sel('match_result', 'home');
    expect(outcome(await place(p.token, bet([{ selectionId: home.id, odds: home.odds }], 100)))).toMatchObject({ status: 409, errorCode: 'sportsbook.market.suspended' });
    expect(outcome(await ops(t.app, 'POST', path(SPORTSBOOK_OPS_PATHS.marketSuspension, { id: market('match_result').id }), { merchant: LUCKY, suspended: true, reason: 'x' }))).toMatchObject({ status: 400 });
    await ops(t.app, 'POST', path(SPORTSBOOK_OPS_PATHS.marketSuspension, { id: market('match_result').id }), { merchant: LUCKY, suspended: false, reason: 'cleared' });
    expect(valueOf(await place(p.token, bet([{ selectionId: home.id, odds: home.odds }], 100))).status).toBe('open');
  });

  it('a market one of whose selections is all but certain is closed to bets until it is settled', async () => {
    const ev = football({ live: true });
    await ingest(ev.messages);
    const p = await newPlayer(t.app, 'sbdecided', 100_000);
    // three goals up in the last minute: over 2.5 is as good as won
    await ingest([{ type: 'odds', marketRef: `${ev.ref}:ou`, probabilities: { over: 0.9995, under: 0.0005 } }]);
    const { market, sel } = await eventOf(ev.ref);
    expect(market('totals').status).toBe('suspended');
    expect(outcome(await place(p.token, bet([{ selectionId: sel('totals', 'over').id, odds: sel('totals', 'over').odds }], 100)))).toMatchObject({ status: 409, errorCode: 'sportsbook.market.suspended' });
    expect(market('match_result').status).toBe('open');
  });

  it('an in-play bet waits out the delay: accepted at the odds then, or refused and its hold released', async () => {
    const ev = football({ live: true });
    await ingest(ev.messages);
    const { sel } = await eventOf(ev.ref);
    const p = await newPlayer(t.app, 'sblive', 100_000);
    const svc = t.app.services.sportsbook;
    // the configuration both instances read
    t.app.config.sportsbook.inPlayDelayMs = 60_000;
    try {
      const home = sel('match_result', 'home');
      const pending = valueOf(await place(p.token, bet([{ selectionId: home.id, odds: home.odds }], 200)));
      expect(pending).toMatchObject({ status: 'pending', live: true });
      expect(pending.acceptAt).toBeGreaterThan(now());
      // held: not spendable, not yet staked
      const held = await funds(t.app, p.token);
      expect(held.withdrawable).toBe(800);
      // the price drifts up a little: the player's "higher" takes it
      await ingest([{ type: 'odds', marketRef: `${ev.ref}:1x2`, probabilities: { home: 0.48, draw: 0.26, away: 0.26 } }]);
      offset += 61_000;
      const accepted = valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id: pending.id }), p.token));
      expect(accepted.status).toBe('open');
      expect(accepted.legs[0].odds).toBe(priceOf(480_000, 500) / 100);
      expect((await funds(t.app, p.token)).cash).toBe(800);

      // a bet whose price falls during the delay, policy "higher": refused, the hold released
      const away = (await eventOf(ev.ref)).sel('match_result', 'away');
      const second = valueOf(await place(p.token, bet([{ selectionId: away.id, odds: away.odds }], 100)));
      await ingest([{ type: 'odds', marketRef: `${ev.ref}:1x2`, probabilities: { home: 0.4, draw: 0.26, away: 0.34 } }]);
      offset += 61_000;
      await svc.bets.sweep();
      const refused = valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id: second.id }), p.token));
      expect(refused).toMatchObject({ status: 'rejected', rejectReason: 'sportsbook.odds.changed' });
      const after = await funds(t.app, p.token);
      expect(after.cash).toBe(800);
      expect(after.withdrawable).toBe(800);

      // suspended during the delay: refused
      const draw = (await eventOf(ev.ref)).sel('match_result', 'draw');
      const third = valueOf(await place(p.token, bet([{ selectionId: draw.id, odds: draw.odds }], 100)));
      await ingest([{ type: 'suspend', scope: 'event', ref: ev.ref, suspended: true }]);
      offset += 61_000;
      await svc.bets.sweep();
      expect(valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id: third.id }), p.token))).toMatchObject({ status: 'rejected', rejectReason: 'sportsbook.market.suspended' });
      await ingest([{ type: 'suspend', scope: 'event', ref: ev.ref, suspended: false }]);
    } finally {
      t.app.config.sportsbook.inPlayDelayMs = 0;
    }
    await expectSoundLedger(t.app);
  });
});

describe('player protection', () => {
  it('a daily wager limit refuses a stake that would pass it, holding nothing', async () => {
    const ev = football();
    await ingest(ev.messages);
    const home = (await eventOf(ev.ref)).sel('match_result', 'home');
    const p = await newPlayer(t.app, 'sbrg', 100_000);
    const limitPath = `${path(PROTECTION_OPS_PATHS.memberLimits, { account: p.username })}?merchant=${LUCKY}`;
    expect((await ops(t.app, 'POST', limitPath, { kind: 'wager', period: 'day', value: '150.00', reason: 'agreed with the player' })).statusCode).toBe(200);
    expect(valueOf(await place(p.token, bet([{ selectionId: home.id, odds: home.odds }], 100))).status).toBe('open');
    const before = await moneyState(t.app);
    expect(outcome(await place(p.token, bet([{ selectionId: home.id, odds: home.odds }], 100)))).toMatchObject({ status: 403, errorCode: 'rg.limit.reached' });
    expect(await moneyState(t.app)).toEqual(before);
    expect((await funds(t.app, p.token)).cash).toBe(900);
  });
});

describe('bonus wagering', () => {
  it("a sports stake counts toward a bonus's wagering at the campaign's SPORTS contribution", async () => {
    const ev = football();
    await ingest(ev.messages);
    const home = (await eventOf(ev.ref)).sel('match_result', 'home');
    const code = `SB${Date.now().toString(36).toUpperCase()}`.slice(0, 16);
    const created = valueOf(
      await ops(t.app, 'POST', `${BONUS_OPS_PATHS.campaigns}?merchant=${LUCKY}`, {
        kind: 'code',
        name: `Sports bonus ${code}`,
        startAt: now() - 1000,
        endAt: null,
        amount: '50.00',
        page: { category: 'sport_promo', titles: { EN: 'Sports bonus' }, bodies: { EN: '<p>Terms apply.</p>' } },
        wagering: { multiplier: 10, base: 'bonus', contributions: { SPORTS: 50, RNG: 100 }, maxStake: null, expiryDays: 7 },
        eligibility: { segmentId: null, vipMin: null, vipMax: null, countries: [], languages: [], firstTimeOnly: false, perPlayer: 'once', budget: null, requiresCode: true },
      }),
    );
    valueOf(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.status, { id: created.id })}?merchant=${LUCKY}`, { action: 'publish' }));
    valueOf(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.codes, { id: created.id })}?merchant=${LUCKY}`, { code, maxUses: null, expiresAt: null }));
    const p = await newPlayer(t.app, 'sbbonus', 100_000);
    valueOf(await post(t.app, BONUS_PATHS.codes, { code }, p.token));
    const wagered = async () => valueOf(await get(t.app, BONUS_PATHS.bonuses, p.token)).active[0] as { wageringRequired: number; wagered: number };
    expect(await wagered()).toMatchObject({ wageringRequired: 500, wagered: 0 });
    expect(valueOf(await place(p.token, bet([{ selectionId: home.id, odds: home.odds }], 100))).status).toBe('open');
    // 100 staked on football counts 50 at a 50% contribution
    expect(await wagered()).toMatchObject({ wageringRequired: 500, wagered: 50 });
  });
});

describe('settlement', () => {
  it('pays wins, half wins on quarter lines and voids; a repeat of the results pays nothing twice; a correction resettles', async () => {
    const ev = football({ live: true });
    await ingest(ev.messages);
    const { sel } = await eventOf(ev.ref);
    const p = await newPlayer(t.app, 'sbsettle', 100_000);
    const home = sel('match_result', 'home');
    const ah = sel('asian_handicap', 'home');
    const over = sel('totals', 'over');
    const b1 = valueOf(await place(p.token, bet([{ selectionId: home.id, odds: home.odds }], 100)));
    const b2 = valueOf(await place(p.token, bet([{ selectionId: ah.id, odds: ah.odds }], 100)));
    const b3 = valueOf(await place(p.token, bet([{ selectionId: over.id, odds: over.odds }], 100)));
    expect((await funds(t.app, p.token)).cash).toBe(700);
    // 1-0: home wins; home -0.75 wins half (-0.5 wins, -1 pushes); under 2.5
    const results: FeedMessage[] = [
      { type: 'state', eventRef: ev.ref, status: 'ended', score: { home: 1, away: 0 }, clock: 'FT', periods: [] },
      { type: 'result', marketRef: `${ev.ref}:1x2`, results: { home: { result: 'win' }, draw: { result: 'lose' }, away: { result: 'lose' } } },
      { type: 'result', marketRef: `${ev.ref}:ah`, results: { home: { result: 'half_win' }, away: { result: 'half_lose' } } },
      { type: 'result', marketRef: `${ev.ref}:ou`, results: { over: { result: 'lose' }, under: { result: 'win' } } },
    ];
    await ingest(results);
    const win1 = Math.floor(10_000 * Math.round(home.odds * 100) / 100);
    const win2 = Math.floor((10_000 * (Math.round(ah.odds * 100) + 100)) / 200);
    const got = async (id: number) => valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id }), p.token));
    expect(await got(b1.id)).toMatchObject({ status: 'won', payout: (win1 / 100).toFixed(2) });
    expect(await got(b2.id)).toMatchObject({ status: 'won', payout: (win2 / 100).toFixed(2) });
    expect(await got(b3.id)).toMatchObject({ status: 'lost', payout: '0.00' });
    const paid = (await funds(t.app, p.token)).cash;
    expect(Math.round(paid * 100)).toBe(70_000 + win1 + win2);
    // the feed sends the same results again: nothing moves
    await ingest(results.slice(1));
    expect((await funds(t.app, p.token)).cash).toBe(paid);
    // a correction: 1-1 after a review (home -0.75 loses... the draw wins, over still loses)
    await ingest([
      { type: 'correction', marketRef: `${ev.ref}:1x2`, results: { home: { result: 'lose' }, draw: { result: 'win' }, away: { result: 'lose' } } },
    ]);
    expect(await got(b1.id)).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(Math.round((await funds(t.app, p.token)).cash * 100)).toBe(70_000 + win2);
    // the settled bets in the list, with each leg's state
    const settled = valueOf(await get(t.app, `${SPORTSBOOK_PATHS.bets}?status=settled`, p.token)).list;
    expect(settled.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([b1.id, b2.id, b3.id]));
    expect(settled.find((b: { id: number }) => b.id === b2.id).legs[0].result).toBe('half_win');
    await expectSoundLedger(t.app);
  });

  it('a parlay with a void leg pays on the other legs; a dead heat splits the stake', async () => {
    const a = football();
    const b = football();
    const c = football();
    await ingest([...a.messages, ...b.messages, ...c.messages]);
    const A = (await eventOf(a.ref)).sel('match_result', 'home');
    const B = (await eventOf(b.ref)).sel('totals', 'over');
    const C = (await eventOf(c.ref)).sel('match_result', 'away');
    const p = await newPlayer(t.app, 'sbparlay', 100_000);
    const parlay = valueOf(await place(p.token, bet([{ selectionId: A.id, odds: A.odds }, { selectionId: B.id, odds: B.odds }, { selectionId: C.id, odds: C.odds }], 50)));
    expect(parlay.kind).toBe('parlay');
    expect(parlay.odds).toBe(Math.floor(A.odds * 100 * B.odds * 100 * C.odds * 100 / 10_000) / 100);
    await ingest([
      { type: 'result', marketRef: `${a.ref}:1x2`, results: { home: { result: 'win' } } },
      { type: 'void', marketRef: `${b.ref}:ou`, reason: 'match abandoned' },
    ]);
    expect(valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id: parlay.id }), p.token)).status).toBe('open');
    // the third leg a dead heat of two
    await ingest([{ type: 'result', marketRef: `${c.ref}:1x2`, results: { away: { result: 'win', deadHeat: 2 } } }]);
    const done = valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id: parlay.id }), p.token));
    const expected = Number((5_000n * BigInt(Math.round(A.odds * 100)) * BigInt(Math.round(C.odds * 100))) / (100n * 200n));
    expect(done).toMatchObject({ status: 'won', payout: (expected / 100).toFixed(2) });
    expect(done.legs.map((l: { result: string }) => l.result)).toEqual(['win', 'void', 'win']);
    expect(done.legs[2].deadHeat).toBe(2);
    await expectSoundLedger(t.app);
  });
});

describe('cash-out', () => {
  it('pays the offer shown, refuses a stale higher amount and a suspended market, once', async () => {
    const ev = football({ live: true });
    await ingest(ev.messages);
    const home = (await eventOf(ev.ref)).sel('match_result', 'home');
    const p = await newPlayer(t.app, 'sbcash', 100_000);
    const placed = valueOf(await place(p.token, bet([{ selectionId: home.id, odds: home.odds }], 100)));
    // the home side scores: its price shortens, the offer grows
    await ingest([{ type: 'odds', marketRef: `${ev.ref}:1x2`, probabilities: { home: 0.75, draw: 0.15, away: 0.1 } }]);
    const offered = valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id: placed.id }), p.token)).cashOut;
    expect(offered.available).toBe(true);
    // stake x odds taken / fair odds now, less 5%
    const fair = Math.floor(1e8 / 750_000);
    expect(offered.amount).toBe((Number((10_000n * 9_500n * BigInt(Math.round(home.odds * 100))) / (10_000n * BigInt(fair))) / 100).toFixed(2));
    const cashPath = path(SPORTSBOOK_PATHS.cashOut, { id: placed.id });
    expect(outcome(await post(t.app, cashPath, { requestId: rid('co'), amount: Number(offered.amount) + 1 }, p.token))).toMatchObject({ status: 409, errorCode: 'sportsbook.cashout.changed' });
    await ingest([{ type: 'suspend', scope: 'event', ref: ev.ref, suspended: true }]);
    expect(outcome(await post(t.app, cashPath, { requestId: rid('co'), amount: Number(offered.amount) }, p.token))).toMatchObject({ status: 409, errorCode: 'sportsbook.cashout.unavailable' });
    await ingest([{ type: 'suspend', scope: 'event', ref: ev.ref, suspended: false }]);
    const before = (await funds(t.app, p.token)).cash;
    const cashed = valueOf(await post(t.app, cashPath, { requestId: rid('co'), amount: Number(offered.amount) }, p.token));
    expect(cashed).toMatchObject({ status: 'cashed_out', payout: offered.amount });
    expect((await funds(t.app, p.token)).cash).toBeCloseTo(before + Number(offered.amount), 2);
    // once: a repeat answers the bet, and the result later changes nothing
    expect(valueOf(await post(t.app, cashPath, { requestId: rid('co'), amount: Number(offered.amount) }, p.token)).status).toBe('cashed_out');
    await ingest([{ type: 'result', marketRef: `${ev.ref}:1x2`, results: { home: { result: 'win' } } }]);
    expect((await funds(t.app, p.token)).cash).toBeCloseTo(before + Number(offered.amount), 2);
    expect(outcome(await post(t.app, path(SPORTSBOOK_PATHS.cashOut, { id: 999_999 }), { requestId: rid('co'), amount: 1 }, p.token))).toMatchObject({ status: 404 });
    await expectSoundLedger(t.app);
  });
});

describe('the desk (console)', () => {
  it('shows liability, settles by hand (audited, all merchants only), sets margins and limits, lists bets, reports GGR', async () => {
    const ev = football();
    await ingest(ev.messages);
    const { sel, market } = await eventOf(ev.ref);
    const p = await newPlayer(t.app, 'sbdesk', 100_000);
    const home = sel('match_result', 'home');
    const b = valueOf(await place(p.token, bet([{ selectionId: home.id, odds: home.odds }], 100)));
    const id = b.legs[0].eventId;
    const detail = valueOf(await ops(t.app, 'GET', `${path(SPORTSBOOK_OPS_PATHS.event, { id })}?merchant=${LUCKY}`));
    const m = detail.marketList.find((x: { type: string }) => x.type === 'match_result');
    const h = m.selections.find((s: { code: string }) => s.code === 'home');
    expect(h).toMatchObject({ bets: 1, stakes: '100.00' });
    expect(h.liability).toBe((Number(b.potentialReturn) - 100).toFixed(2));
    expect(detail.openBets).toBe(1);

    // margins: football at 10% moves the price at once
    expect(valueOf(await ops(t.app, 'PUT', SPORTSBOOK_OPS_PATHS.margins, { merchant: LUCKY, margins: [{ sport: 'football', marginBp: 1000 }] })).margins.find((x: { sport: string }) => x.sport === 'football').marginBp).toBe(1000);
    expect((await eventOf(ev.ref)).sel('match_result', 'home').odds).toBe(priceOf(500_000, 1000) / 100);
    expect(outcome(await ops(t.app, 'PUT', SPORTSBOOK_OPS_PATHS.margins, { merchant: LUCKY, margins: [{ sport: 'football', marginBp: 99_999 }] }))).toMatchObject({ status: 400 });
    await ops(t.app, 'PUT', SPORTSBOOK_OPS_PATHS.margins, { merchant: LUCKY, margins: [{ sport: 'football', marginBp: 500 }] });

    // a player's max stake
    const lim = valueOf(await ops(t.app, 'PUT', SPORTSBOOK_OPS_PATHS.limits, { merchant: LUCKY, scope: 'player', ref: p.username, minStake: null, maxStake: 150, maxPayout: null }));
    expect(lim.limits.find((l: { scope: string }) => l.scope === 'player')).toMatchObject({ ref: p.username, maxStake: '150.00' });
    const h2 = (await eventOf(ev.ref)).sel('match_result', 'home');
    expect(outcome(await place(p.token, bet([{ selectionId: h2.id, odds: h2.odds }], 200)))).toMatchObject({ status: 409, errorCode: 'sportsbook.limit.exceeded' });
    expect(outcome(await ops(t.app, 'PUT', SPORTSBOOK_OPS_PATHS.limits, { merchant: LUCKY, scope: 'player', ref: 'nobody-here', minStake: null, maxStake: 1, maxPayout: null }))).toMatchObject({ status: 404 });
    expect(outcome(await ops(t.app, 'PUT', SPORTSBOOK_OPS_PATHS.limits, { merchant: LUCKY, scope: 'merchant', ref: 'x', minStake: null, maxStake: 1, maxPayout: null }))).toMatchObject({ status: 400 });
    await ops(t.app, 'PUT', SPORTSBOOK_OPS_PATHS.limits, { merchant: LUCKY, scope: 'player', ref: p.username, minStake: null, maxStake: null, maxPayout: null, remove: true });

    // settle by hand: every selection named; the bet paid; in the history
    const settlePath = path(SPORTSBOOK_OPS_PATHS.marketSettle, { id: market('match_result').id });
    expect(outcome(await ops(t.app, 'POST', settlePath, { results: [{ selectionId: home.id, result: 'win' }], reason: 'official result' }))).toMatchObject({ status: 400, errorCode: 'sportsbook.result.invalid' });
    const sels = market('match_result').selections;
    const settled = valueOf(await ops(t.app, 'POST', settlePath, { results: sels.map((s: { id: number; code: string }) => ({ selectionId: s.id, result: s.code === 'home' ? 'win' : 'lose' })), reason: 'official result' }));
    expect(settled).toMatchObject({ betsSettled: 1, resettled: false });
    const after = valueOf(await ops(t.app, 'GET', `${path(SPORTSBOOK_OPS_PATHS.event, { id })}?merchant=${LUCKY}`));
    expect(after.settlements[0]).toMatchObject({ source: 'operator', action: 'settle', by: 'ops-token', reason: 'official result' });
    // void another market by hand
    expect(valueOf(await ops(t.app, 'POST', path(SPORTSBOOK_OPS_PATHS.marketVoid, { id: market('totals').id }), { reason: 'wrong line published' })).marketId).toBe(market('totals').id);

    // the bets list, filtered, and as CSV
    const list = valueOf(await ops(t.app, 'GET', `${SPORTSBOOK_OPS_PATHS.bets}?merchant=${LUCKY}&player=${p.username}`));
    expect(list.list[0]).toMatchObject({ id: b.id, username: p.username, status: 'won' });
    const csv = await ops(t.app, 'GET', `${SPORTSBOOK_OPS_PATHS.bets}?merchant=${LUCKY}&player=${p.username}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(p.username);
    // the report: GGR of the day's settled bets
    const day = new Date(now() + 8 * HOUR).toISOString().slice(0, 10);
    const report = valueOf(await ops(t.app, 'GET', `${SPORTSBOOK_OPS_PATHS.report}?merchant=${LUCKY}&from=${day}&to=${day}`));
    const row = report.rows.find((r: { sport: string }) => r.sport === 'football');
    expect(row.bets).toBeGreaterThanOrEqual(1);
    expect(Number(row.ggr)).toBeCloseTo(Number(row.stakes) - Number(row.payouts), 2);
    expect(outcome(await ops(t.app, 'GET', `${SPORTSBOOK_OPS_PATHS.report}?merchant=${LUCKY}&from=${day}`))).toMatchObject({ status: 400 });
    await expectSoundLedger(t.app);
  });
});

describe('the live socket', () => {
  it('pushes a subscribed event\'s odds and an operator\'s suspension', async () => {
    const ev = football({ live: true });
    await ingest(ev.messages);
    const { market } = await eventOf(ev.ref);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${address.replace('http', 'ws')}${SPORTSBOOK_PATHS.socket}?merchant=${LUCKY}`);
    const got: Array<{ type: string; id: number; status?: string }> = [];
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    // a frame is a message or an array of them (one change's, in one frame)
    const frames: unknown[] = [];
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      frames.push(frame);
      got.push(...(Array.isArray(frame) ? frame : [frame]));
    });
    const id = market('match_result').eventId;
    ws.send(JSON.stringify({ type: 'subscribe', events: [id] }));
    await expect.poll(() => got.filter((m) => m.type === 'market').length).toBeGreaterThanOrEqual(3);
    // the state at subscription comes as one frame: the event, then each of its markets
    const snapshot = frames[0] as Array<{ type: string; eventId?: number }>;
    expect(Array.isArray(snapshot)).toBe(true);
    expect(snapshot[0]).toMatchObject({ type: 'event', id });
    expect(snapshot.length).toBeGreaterThanOrEqual(4);
    expect(snapshot.slice(1).every((m) => m.type === 'market' && m.eventId === id)).toBe(true);
    got.length = 0;
    await ingest([{ type: 'odds', marketRef: `${ev.ref}:1x2`, probabilities: { home: 0.6, draw: 0.2, away: 0.2 } }]);
    await expect.poll(() => got.some((m) => m.type === 'market' && m.id === market('match_result').id)).toBe(true);
    await ops(t.app, 'POST', path(SPORTSBOOK_OPS_PATHS.marketSuspension, { id: market('totals').id }), { merchant: LUCKY, suspended: true, reason: 'checking a goal' });
    await expect.poll(() => got.some((m) => m.type === 'market' && m.id === market('totals').id && m.status === 'suspended')).toBe(true);
    ws.close();
  });
});
