import { fairFloats, hiloChance, hiloMultiplier, minePositions, minesMultiplier, payoutCents, PLAY_PATHS, TOWER_MODES, towerBombs, towerFloatsNeeded, towerMultiplier } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../src/modules/money/ledger/index.ts';
import { expectSoundLedger, get, moneyState, newPlayer, outcome, path, post, rid, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The step games (mines, tower, hi-lo) through the API: a win by cash-out, a loss on a mine, a bomb or a
 * wrong guess, moves refused after the end or on another member's round, cash-out with no move, seeds that
 * cannot be rotated under an open round, and outcomes recomputed from the revealed seed.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ gameCacheTtlMs: 0 });
});

afterAll(async () => {
  await t?.close();
});

const url = (template: string, game: string) => path(template, { game });

async function cashOf(memberId: number): Promise<number> {
  return (await createLedger(t.app).balances({ memberId, merchantCode: 'LUCKY', currency: 'PHP', demo: false })).cash;
}

/** What the server drew for a round (the test peeks; a player cannot). */
async function stateOf(roundId: number): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const row = await t.app.database.db.selectFrom('original_rounds').select('state').where('id', '=', roundId).executeTakeFirstOrThrow();
  return JSON.parse(row.state);
}

describe('mines', () => {
  it('reveals safe tiles, cashes out the exact multiplier, and the mines match the revealed seed', async () => {
    const p = await newPlayer(t.app, 'mines', 100_00);
    const start = valueOf(await post(t.app, url(PLAY_PATHS.originalStart, 'mines'), { amount: 10, requestId: rid('m'), params: { mines: 3 } }, p.token));
    expect(start.status).toBe('open');
    expect(start.outcome).toEqual({ revealed: [] });
    expect(await cashOf(p.id)).toBe(90_00);
    // the open round is what the screen resumes, and its secret is not in it
    const active = valueOf(await get(t.app, url(PLAY_PATHS.originalActive, 'mines'), p.token));
    expect(active.roundId).toBe(start.roundId);
    expect(JSON.stringify(active)).not.toContain('"mines":[');

    // cash-out before any move is refused, and so is a second round of the same game
    expect(outcome(await post(t.app, url(PLAY_PATHS.originalCashout, 'mines'), { roundId: start.roundId }, p.token))).toMatchObject({
      status: 409,
      errorCode: 'play.cashout.nothing',
    });
    expect(outcome(await post(t.app, url(PLAY_PATHS.originalStart, 'mines'), { amount: 1, requestId: rid('m'), params: { mines: 3 } }, p.token))).toMatchObject({
      status: 409,
      errorCode: 'play.round.open',
    });
    // nor can the seeds be rotated while the round is open
    expect(outcome(await post(t.app, PLAY_PATHS.rotateSeeds, {}, p.token))).toMatchObject({ status: 409, errorCode: 'play.seeds.round.open' });
    // another member cannot play this round
    const other = await newPlayer(t.app, 'intruder', 10_00);
    expect(outcome(await post(t.app, url(PLAY_PATHS.originalAct, 'mines'), { roundId: start.roundId, action: { tile: 0 } }, other.token))).toMatchObject({
      status: 404,
      errorCode: 'play.round.not.found',
    });

    const { mines, cent } = await stateOf(start.roundId);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
    let round;
    for (const tile of safe.slice(0, 4)) {
      round = valueOf(await post(t.app, url(PLAY_PATHS.originalAct, 'mines'), { roundId: start.roundId, action: { tile } }, p.token));
      expect(round.status).toBe('open');
    }
    expect(round.multiplier).toBe(minesMultiplier(3, 4));
    expect(outcome(await post(t.app, url(PLAY_PATHS.originalAct, 'mines'), { roundId: start.roundId, action: { tile: safe[0] } }, p.token))).toMatchObject({
      status: 400,
      errorCode: 'play.params.invalid',
    });
    const cashed = valueOf(await post(t.app, url(PLAY_PATHS.originalCashout, 'mines'), { roundId: start.roundId }, p.token));
    expect(cashed.status).toBe('cashed_out');
    const payout = payoutCents(1000, minesMultiplier(3, 4), cent);
    expect(Math.round(cashed.payout * 100)).toBe(payout);
    expect(cashed.outcome.mines).toEqual(mines);
    expect(await cashOf(p.id)).toBe(90_00 + payout);
    expect(valueOf(await get(t.app, url(PLAY_PATHS.originalActive, 'mines'), p.token))).toBeNull();

    // closed: no more moves, no second cash-out
    expect(outcome(await post(t.app, url(PLAY_PATHS.originalCashout, 'mines'), { roundId: start.roundId }, p.token))).toMatchObject({
      status: 409,
      errorCode: 'play.round.closed',
    });

    const rotated = valueOf(await post(t.app, PLAY_PATHS.rotateSeeds, {}, p.token));
    const floats = await fairFloats({ serverSeed: rotated.previous.serverSeed, clientSeed: start.clientSeed, nonce: start.nonce }, 4);
    expect(minePositions(3, floats.slice(0, 3))).toEqual(mines);
    // the float after the mines' is the round's cent float
    expect(floats[3]).toBe(cent);
    const proof = valueOf(await get(t.app, path(PLAY_PATHS.roundProof, { id: start.roundId }), p.token));
    expect(proof.outcome.mines).toEqual(mines);
    await expectSoundLedger(t.app);
  });

  it('a mine ends the round with nothing paid; a move after it is refused', async () => {
    const p = await newPlayer(t.app, 'boom', 20_00);
    const start = valueOf(await post(t.app, url(PLAY_PATHS.originalStart, 'mines'), { amount: 5, requestId: rid('m'), params: { mines: 5 } }, p.token));
    const { mines } = await stateOf(start.roundId);
    const lost = valueOf(await post(t.app, url(PLAY_PATHS.originalAct, 'mines'), { roundId: start.roundId, action: { tile: mines[0] } }, p.token));
    expect(lost.status).toBe('lost');
    expect(lost.payout).toBe(0);
    expect(lost.outcome.hit).toBe(mines[0]);
    expect(await cashOf(p.id)).toBe(15_00);
    const before = await moneyState(t.app);
    expect(outcome(await post(t.app, url(PLAY_PATHS.originalAct, 'mines'), { roundId: start.roundId, action: { tile: 24 - mines[0] } }, p.token))).toMatchObject({
      status: 409,
      errorCode: 'play.round.closed',
    });
    expect(await moneyState(t.app)).toEqual(before);
    const record = await t.app.database.db.selectFrom('game_rounds').selectAll().where('id', '=', start.roundId).executeTakeFirstOrThrow();
    expect(record.status).toBe('settled');
    expect(Number(record.win_cents)).toBe(0);
  });
});

describe('mines auto-bet', () => {
  it('each auto round is a start of the run (moves and cash-outs are not); a start past the limit is refused with nothing taken', async () => {
    const p = await newPlayer(t.app, 'minesauto', 100_00);
    const run = crypto.randomUUID();
    const startUrl = url(PLAY_PATHS.originalStart, 'mines');
    for (let round = 1; round <= 2; round++) {
      const start = valueOf(await post(t.app, startUrl, { amount: 1, requestId: rid('ma'), params: { mines: 3 }, auto: { run, round, limit: 2 } }, p.token));
      const { mines } = await stateOf(start.roundId);
      const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
      for (const tile of safe.slice(0, 2)) valueOf(await post(t.app, url(PLAY_PATHS.originalAct, 'mines'), { roundId: start.roundId, action: { tile } }, p.token));
      expect(valueOf(await post(t.app, url(PLAY_PATHS.originalCashout, 'mines'), { roundId: start.roundId }, p.token)).status).toBe('cashed_out');
    }
    const cash = await cashOf(p.id);
    expect(outcome(await post(t.app, startUrl, { amount: 1, requestId: rid('ma'), params: { mines: 3 }, auto: { run, round: 2, limit: 2 } }, p.token))).toMatchObject({
      status: 409,
      errorCode: 'play.auto.limit',
    });
    expect(await cashOf(p.id)).toBe(cash);
    expect(valueOf(await get(t.app, url(PLAY_PATHS.originalActive, 'mines'), p.token))).toBeNull();
    await expectSoundLedger(t.app);
  });
});

describe('tower', () => {
  it('climbs and cashes out; a bomb loses; the bombs match the revealed seed', async () => {
    const p = await newPlayer(t.app, 'tower', 50_00);
    const start = valueOf(await post(t.app, url(PLAY_PATHS.originalStart, 'tower'), { amount: 2, requestId: rid('t'), params: { mode: 'medium' } }, p.token));
    const { bombs, cent } = await stateOf(start.roundId);
    const safeOf = (level: number) => [0, 1, 2].find((i) => !bombs[level].includes(i))!;
    for (let level = 0; level < 3; level++) {
      valueOf(await post(t.app, url(PLAY_PATHS.originalAct, 'tower'), { roundId: start.roundId, action: { tile: safeOf(level) } }, p.token));
    }
    expect(outcome(await post(t.app, url(PLAY_PATHS.originalAct, 'tower'), { roundId: start.roundId, action: { tile: 3 } }, p.token))).toMatchObject({
      status: 400,
      errorCode: 'play.params.invalid',
    });
    const cashed = valueOf(await post(t.app, url(PLAY_PATHS.originalCashout, 'tower'), { roundId: start.roundId }, p.token));
    expect(cashed.multiplier).toBe(towerMultiplier('medium', 3));
    expect(Math.round(cashed.payout * 100)).toBe(payoutCents(200, towerMultiplier('medium', 3), cent));

    const second = valueOf(await post(t.app, url(PLAY_PATHS.originalStart, 'tower'), { amount: 2, requestId: rid('t'), params: { mode: 'expert' } }, p.token));
    const state = await stateOf(second.roundId);
    const lost = valueOf(await post(t.app, url(PLAY_PATHS.originalAct, 'tower'), { roundId: second.roundId, action: { tile: state.bombs[0][0] } }, p.token));
    expect(lost.status).toBe('lost');
    expect(outcome(await post(t.app, url(PLAY_PATHS.originalCashout, 'tower'), { roundId: second.roundId }, p.token)).errorCode).toBe('play.round.closed');

    const rotated = valueOf(await post(t.app, PLAY_PATHS.rotateSeeds, {}, p.token));
    const floats = await fairFloats({ serverSeed: rotated.previous.serverSeed, clientSeed: start.clientSeed, nonce: start.nonce }, towerFloatsNeeded('medium'));
    expect(towerBombs('medium', floats)).toEqual(bombs);
    expect(TOWER_MODES.medium.tiles).toBe(3);
    await expectSoundLedger(t.app);
  });
});

describe('the payout cap in a step game', () => {
  it('a start whose first win would pass the cap is refused; a move whose win would pass it is refused and the round cashes out what it has', async () => {
    const limits = () => t.app.database.db.updateTable('original_limits').where('merchant_code', '=', 'LUCKY').where('game', '=', 'tower');
    const p = await newPlayer(t.app, 'towercap', 50_00);
    await limits().set({ max_payout_cents: 300 }).execute();
    try {
      // medium pays 1.485x on the first level: ₱3 could win ₱4.45
      expect(outcome(await post(t.app, url(PLAY_PATHS.originalStart, 'tower'), { amount: 3, requestId: rid('tc'), params: { mode: 'medium' } }, p.token))).toMatchObject({
        status: 400,
        errorCode: 'play.payout.cap',
        value: { maxPayout: 3, maxStake: 2.02 },
      });
      expect(await cashOf(p.id)).toBe(50_00);
      const start = valueOf(await post(t.app, url(PLAY_PATHS.originalStart, 'tower'), { amount: 2, requestId: rid('tc'), params: { mode: 'medium' } }, p.token));
      const { bombs, cent } = await stateOf(start.roundId);
      const safeOf = (level: number) => [0, 1, 2].find((i) => !bombs[level].includes(i))!;
      valueOf(await post(t.app, url(PLAY_PATHS.originalAct, 'tower'), { roundId: start.roundId, action: { tile: safeOf(0) } }, p.token));
      // the second level would pay 2.2275x: ₱4.46 passes ₱3, so the move is refused and nothing changes
      const before = await moneyState(t.app);
      expect(outcome(await post(t.app, url(PLAY_PATHS.originalAct, 'tower'), { roundId: start.roundId, action: { tile: safeOf(1) } }, p.token))).toMatchObject({
        status: 409,
        errorCode: 'play.payout.move',
      });
      expect(await moneyState(t.app)).toEqual(before);
      const cashed = valueOf(await post(t.app, url(PLAY_PATHS.originalCashout, 'tower'), { roundId: start.roundId }, p.token));
      expect(cashed.multiplier).toBe(towerMultiplier('medium', 1));
      expect(Math.round(cashed.payout * 100)).toBe(payoutCents(200, towerMultiplier('medium', 1), cent));
      expect(cashed.outcome.capped).toBeUndefined();
    } finally {
      await limits().set({ max_payout_cents: 1_000_000_00 }).execute();
    }
    await expectSoundLedger(t.app);
  });
});

describe('hi-lo', () => {
  it('after right guesses the multiplier is 0.99 over their chances multiplied (skips change nothing), and the cash-out pays it', async () => {
    const p = await newPlayer(t.app, 'hilo', 50_00);
    const start = valueOf(await post(t.app, url(PLAY_PATHS.originalStart, 'hilo'), { amount: 1, requestId: rid('h'), params: {} }, p.token));
    expect(start.outcome.cards).toHaveLength(1);
    const { cards, cent } = await stateOf(start.roundId);
    const rank = (i: number) => (cards[i] % 13) + 1;
    let chance = 1;
    let wins = 0;
    let after = start;
    for (let i = 0; wins < 3; i++) {
      // a right guess that could have lost; when only a sure one is right (higher on an ace), skip the card
      const guess = (['higher', 'lower'] as const).find((g) => hiloChance(rank(i), g) < 1 && (g === 'higher' ? rank(i + 1) >= rank(i) : rank(i + 1) <= rank(i))) ?? 'skip';
      if (guess !== 'skip') {
        chance *= hiloChance(rank(i), guess);
        wins += 1;
      }
      after = valueOf(await post(t.app, url(PLAY_PATHS.originalAct, 'hilo'), { roundId: start.roundId, action: { guess } }, p.token));
      expect(after.status).toBe('open');
      expect(after.multiplier).toBe(hiloMultiplier(chance));
      expect(after.outcome.chance).toBeCloseTo(chance, 12);
    }
    expect(after.outcome.cards.length).toBeGreaterThanOrEqual(4);
    expect(after.outcome).not.toHaveProperty('deck');
    const cashed = valueOf(await post(t.app, url(PLAY_PATHS.originalCashout, 'hilo'), { roundId: start.roundId }, p.token));
    expect(cashed.status).toBe('cashed_out');
    expect(cashed.multiplier).toBe(hiloMultiplier(chance));
    expect(Math.round(cashed.payout * 100)).toBe(payoutCents(100, hiloMultiplier(chance), cent));
    expect(cashed.outcome.deck).toEqual(cards);

    // find a round whose next card makes a wrong guess possible (the same rank wins either way)
    for (let i = 0; i < 10; i++) {
      const round = valueOf(await post(t.app, url(PLAY_PATHS.originalStart, 'hilo'), { amount: 1, requestId: rid('h'), params: {} }, p.token));
      const state = await stateOf(round.roundId);
      const r0 = (state.cards[0] % 13) + 1;
      const r1 = (state.cards[1] % 13) + 1;
      if (r0 === r1) {
        valueOf(await post(t.app, url(PLAY_PATHS.originalAct, 'hilo'), { roundId: round.roundId, action: { guess: r0 === 1 ? 'lower' : 'higher' } }, p.token));
        valueOf(await post(t.app, url(PLAY_PATHS.originalCashout, 'hilo'), { roundId: round.roundId }, p.token));
        continue;
      }
      // a sure guess (higher or same on an ace, lower or same on a king) is not offered
      if (r0 === 1 || r0 === 13) {
        expect(outcome(await post(t.app, url(PLAY_PATHS.originalAct, 'hilo'), { roundId: round.roundId, action: { guess: r0 === 1 ? 'higher' : 'lower' } }, p.token))).toMatchObject({
          status: 400,
          errorCode: 'play.params.invalid',
        });
      }
      const wrong = r1 > r0 ? 'lower' : 'higher';
      const lost = valueOf(await post(t.app, url(PLAY_PATHS.originalAct, 'hilo'), { roundId: round.roundId, action: { guess: wrong } }, p.token));
      expect(lost.status).toBe('lost');
      expect(outcome(await post(t.app, url(PLAY_PATHS.originalAct, 'hilo'), { roundId: round.roundId, action: { guess: 'skip' } }, p.token)).errorCode).toBe(
        'play.round.closed',
      );
      break;
    }
    await expectSoundLedger(t.app);
  });
});
