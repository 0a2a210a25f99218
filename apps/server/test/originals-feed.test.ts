import { maskName, PLAY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, newPlayer, outcome, path, post, rid, trialToken, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The in-house games' live bets feed: everyone's last settled bets (real money, masked names, newest first),
 * the high rollers' (stakes of ₱1,000 or more) and the member's own; on SQLite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const bet = (game: string) => path(PLAY_PATHS.originalBet, { game });
const feed = (view?: string, token?: string) => get(t.app, view ? `${PLAY_PATHS.originalsFeed}?view=${view}` : PLAY_PATHS.originalsFeed, token);

describe('live bets feed', () => {
  it("lists everyone's settled bets newest first with masked names; high rollers and mine; demo money only in mine", async () => {
    const a = await newPlayer(t.app, 'feedalice', 10_000_00);
    const b = await newPlayer(t.app, 'feedbob', 10_000_00);
    const d1 = valueOf(await post(t.app, bet('dice'), { amount: 2, requestId: rid('f'), params: { target: 50, direction: 'under' } }, a.token));
    const l1 = valueOf(await post(t.app, bet('limbo'), { amount: 3, requestId: rid('f'), params: { target: 2 } }, b.token));
    const big = valueOf(await post(t.app, bet('coinflip'), { amount: 1_500, requestId: rid('f'), params: { side: 'heads' } }, b.token));
    const trial = await trialToken(t.app);
    valueOf(await post(t.app, bet('dice'), { amount: 5, requestId: rid('f'), params: { target: 50, direction: 'under' } }, trial));

    // a visitor sees it: the three real bets on top, newest first, names masked, what each paid
    const all = valueOf(await feed());
    expect(all.slice(0, 3).map((r: { id: number }) => r.id)).toEqual([big.roundId, l1.roundId, d1.roundId]);
    expect(all[0]).toMatchObject({ game: 'coinflip', player: maskName(b.username), amount: 1_500, payout: big.payout, multiplier: big.payout / 1_500 });
    expect(all[2]).toMatchObject({ game: 'dice', player: maskName(a.username), amount: 2, payout: d1.payout });
    expect(JSON.stringify(all)).not.toContain(a.username);
    expect(all.some((r: { amount: number }) => r.amount === 5)).toBe(false);

    const high = valueOf(await feed('high'));
    expect(high.every((r: { amount: number }) => r.amount >= 1_000)).toBe(true);
    expect(high.map((r: { id: number }) => r.id)).toContain(big.roundId);

    const mine = valueOf(await feed('mine', a.token));
    expect(mine.map((r: { id: number }) => r.id)).toEqual([d1.roundId]);
    // a trial account sees its own demo bets
    expect(valueOf(await feed('mine', trial)).map((r: { amount: number }) => r.amount)).toEqual([5]);
  });

  it('refuses "mine" to a visitor (401) and a view it does not know (400)', async () => {
    expect(outcome(await feed('mine'))).toMatchObject({ status: 401, errorCode: 'login.required' });
    expect(outcome(await feed('everyone')).status).toBe(400);
    expect(outcome(await get(t.app, `${PLAY_PATHS.originalsFeed}?view=${'x'.repeat(5000)}`)).status).toBe(400);
  });
});
