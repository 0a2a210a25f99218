import { randomUUID } from 'node:crypto';
import { GAME_PATHS, INHOUSE_GAME_CODES, PLAY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, launchToken, moneyState, newPlayer, ops, outcome, path, post, rid, rngGame, trialToken, valueOf, vendorFor } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Around the in-house games: the winner board every real big win reaches (within seconds), the launch of a
 * BGS game into its screen, the play session with its reality check, and auto-bet runs held to their limit.
 * A clock the tests move.
 */

let t: TestApp;
let clock = Date.UTC(2026, 10, 24, 12, 0, 0);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // a board with only this test's wins on it
  await t.app.database.db.deleteFrom('game_winners').execute();
});

afterAll(async () => {
  await t?.close();
});

const diceUrl = path(PLAY_PATHS.originalBet, { game: 'dice' });
const dice = (amount: number, target: number, extra: Record<string, unknown> = {}) => ({
  amount,
  requestId: rid('d'),
  params: { target, direction: 'under' },
  ...extra,
});
const winnersUrl = `${GAME_PATHS.winners}?gameCategory=INHOUSE&limitNum=50`;

describe('winner board', () => {
  it('a real big win shows, masked, within seconds; small wins and demo wins do not', async () => {
    expect(valueOf(await get(t.app, winnersUrl)).list).toEqual([]);
    const p = await newPlayer(t.app, 'bigwinner', 20_000_00);
    // 98% to win 1.0102x on 9,000.00: a win of over 500.00
    let big;
    for (let i = 0; i < 5 && !big; i++) {
      const round = valueOf(await post(t.app, diceUrl, dice(9_000, 98), p.token));
      if (round.status === 'won') big = round;
    }
    expect(big).toBeDefined();
    // a small win (1.98x on 1.00) stays off the board
    for (let i = 0; i < 3; i++) valueOf(await post(t.app, diceUrl, dice(1, 50), p.token));
    const trial = await trialToken(t.app);
    for (let i = 0; i < 3; i++) valueOf(await post(t.app, diceUrl, dice(600, 98), trial));

    clock += 5_001;
    const list = valueOf(await get(t.app, winnersUrl)).list;
    expect(list).toHaveLength(1);
    expect(list[0].winAmount).toBe(big.payout);
    expect(['Dice', 'Dais']).toContain(list[0].gameName);
    expect(list[0].vassalage).toBe('BGS');
    expect(list[0].customerName).not.toContain(p.username.slice(2, -1));
    expect(list[0].customerName.startsWith(p.username.slice(0, 2))).toBe(true);
  });
});

describe('winner board, every game', () => {
  it("a slot's big win through the seamless wallet reaches the board from the same place", async () => {
    const p = await newPlayer(t.app, 'slotwinner', 100_00);
    const slot = await rngGame(t.app);
    const vendor = vendorFor(t.app, p, await launchToken(t.app, p.token, slot.nodeId), slot.nodeId);
    const round = `slot-${rid()}`;
    expect((await vendor.bet(`b-${round}`, round, 10_00)).status).toBe('RS_OK');
    // 6x the stake (60.00): below 500.00 but over 5x
    expect((await vendor.win(`w-${round}`, round, 60_00, `b-${round}`)).status).toBe('RS_OK');
    clock += 5_001;
    const list = valueOf(await get(t.app, `${GAME_PATHS.winners}?gameCategory=RNG&limitNum=50`)).list;
    expect(list.map((w: { nodeId: string; winAmount: number }) => [w.nodeId, w.winAmount])).toContainEqual([slot.nodeId, 60]);
  });
});

describe('launch', () => {
  it('a BGS game opens its in-house screen, for members and trial accounts alike', async () => {
    const p = await newPlayer(t.app, 'launcher', 0);
    const trial = await trialToken(t.app);
    const games = await t.app.database.db
      .selectFrom('games')
      .select(['node_id', 'game_code'])
      .where('merchant_code', '=', 'LUCKY')
      .where('vassalage', '=', 'BGS')
      .execute();
    expect(games.length).toBe(10);
    for (const g of games) {
      const { url } = valueOf(await post(t.app, GAME_PATHS.launch, { nodeId: g.node_id }, p.token));
      expect(url).toBe(`/m/inHouse/${INHOUSE_GAME_CODES[g.game_code]}`);
      expect(valueOf(await post(t.app, GAME_PATHS.launch, { nodeId: g.node_id }, trial)).url).toBe(url);
    }
  });
});

describe('play session and reality check', () => {
  it('counts the rounds and net since login; a due check blocks bets until continue; stop starts afresh', async () => {
    const p = await newPlayer(t.app, 'reality', 100_00);
    const start = valueOf(await get(t.app, PLAY_PATHS.playSession, p.token));
    expect(start).toMatchObject({ rounds: 0, net: 0, realityCheckMinutes: 30, nextCheckAt: start.startedAt + 30 * 60_000 });
    const r1 = valueOf(await post(t.app, diceUrl, dice(2, 50), p.token));
    const r2 = valueOf(await post(t.app, diceUrl, dice(3, 50), p.token));
    const session = valueOf(await get(t.app, PLAY_PATHS.playSession, p.token));
    expect(session.rounds).toBe(2);
    expect(session.net).toBeCloseTo(r1.payout + r2.payout - 5, 2);

    clock += 30 * 60_000;
    const before = await moneyState(t.app);
    const due = outcome(await post(t.app, diceUrl, dice(1, 50), p.token));
    expect(due).toMatchObject({ status: 409, errorCode: 'play.reality_check_due' });
    expect((due.value as { rounds: number }).rounds).toBe(2);
    expect(outcome(await post(t.app, path(PLAY_PATHS.originalStart, { game: 'mines' }), { amount: 1, requestId: rid(), params: { mines: 3 } }, p.token)).errorCode).toBe(
      'play.reality_check_due',
    );
    expect(await moneyState(t.app)).toEqual(before);

    const continued = valueOf(await post(t.app, PLAY_PATHS.realityCheck, { action: 'continue' }, p.token));
    expect(continued.nextCheckAt).toBe(clock + 30 * 60_000);
    valueOf(await post(t.app, diceUrl, dice(1, 50), p.token));

    clock += 31 * 60_000;
    expect(outcome(await post(t.app, diceUrl, dice(1, 50), p.token)).errorCode).toBe('play.reality_check_due');
    const stopped = valueOf(await post(t.app, PLAY_PATHS.realityCheck, { action: 'stop' }, p.token));
    expect(stopped).toMatchObject({ startedAt: clock, rounds: 0, net: 0 });
    valueOf(await post(t.app, diceUrl, dice(1, 50), p.token));
    expect(outcome(await post(t.app, PLAY_PATHS.realityCheck, { action: 'later' }, p.token)).status).toBe(400);
  });
});

describe('auto-bet', () => {
  it('a run plays up to its limit and no further; a round past the limit is refused', async () => {
    const p = await newPlayer(t.app, 'auto', 100_00);
    const run = randomUUID();
    for (let round = 1; round <= 3; round++) {
      valueOf(await post(t.app, diceUrl, dice(1, 50, { auto: { run, round, limit: 3 } }), p.token));
    }
    // the same run cannot go on, whatever round number it claims
    expect(outcome(await post(t.app, diceUrl, dice(1, 50, { auto: { run, round: 3, limit: 3 } }), p.token))).toMatchObject({
      status: 409,
      errorCode: 'play.auto.limit',
    });
    expect(outcome(await post(t.app, diceUrl, dice(1, 50, { auto: { run, round: 1, limit: 10 } }), p.token))).toMatchObject({
      status: 400,
      errorCode: 'play.params.invalid',
    });
    expect(outcome(await post(t.app, diceUrl, dice(1, 50, { auto: { run: randomUUID(), round: 4, limit: 3 } }), p.token))).toMatchObject({
      status: 400,
      errorCode: 'play.params.invalid',
    });
    expect(outcome(await post(t.app, diceUrl, dice(1, 50, { auto: { run: randomUUID(), round: 1, limit: 501 } }), p.token)).status).toBe(400);

    clock += 31 * 60_000;
    expect(outcome(await post(t.app, diceUrl, dice(1, 50, { auto: { run: randomUUID(), round: 1, limit: 5 } }), p.token)).errorCode).toBe(
      'play.reality_check_due',
    );
  });
});

describe('reality check off', () => {
  it('0 minutes: no check is ever due', async () => {
    // the operator's switch
    expect(outcome(await ops(t.app, 'PATCH', '/ops/merchants/LUCKY', { realityCheckMinutes: -1 })).status).toBe(400);
    expect(valueOf(await ops(t.app, 'PATCH', '/ops/merchants/LUCKY', { realityCheckMinutes: 0 })).realityCheckMinutes).toBe(0);
    const p = await newPlayer(t.app, 'nocheck', 10_00);
    expect(valueOf(await get(t.app, PLAY_PATHS.playSession, p.token))).toMatchObject({ realityCheckMinutes: 0, nextCheckAt: null });
    clock += 45 * 60_000;
    valueOf(await post(t.app, diceUrl, dice(1, 50), p.token));
    expect(valueOf(await get(t.app, PLAY_PATHS.originalsConfig)).realityCheckMinutes).toBe(0);
  });
});
