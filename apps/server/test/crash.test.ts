import {
  crashEventSchema,
  crashHashLinks,
  crashMultiplierAt,
  crashRoundPoint,
  crashEndOf,
  crashTimeOf,
  MONEY_PATHS,
  PLAY_PATHS,
} from '@lobby/contract';
import type { CrashEvent } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/app.ts';
import type { CrashRoundRow } from '../src/db/schema.ts';
import { randomnessOf, verifyRoundSignature } from '../src/integrations/beacon/beacon.ts';
import { createLocalBeacon } from '../src/integrations/beacon/local.ts';
import { newChain } from '../src/modules/play/crash/chain.ts';
import { crashOf } from '../src/modules/play/crash/index.ts';
import { manualClock } from './helpers/accounts.ts';
import { fakeDrand, testDrandChain } from './helpers/drand-server.ts';
import { expectSoundLedger, funds, get, moneyState, newPlayer, outcome, post, rid, trialToken, valueOf } from './helpers/money-api.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { testRedisUrl } from './helpers/redis.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Crash on the app's own clock (a manual one: phases move only when the test says so) with the real round
 * clock stepping every 20 ms; on SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
const CRASH = { chainLength: 300, bettingMs: 5_000, cooldownMs: 1_000, tickMs: 20, leaseMs: 900 };
const M = { merchant: 'LUCKY' };

async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, what: string, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function crashTools(app: App, clock: ReturnType<typeof manualClock>) {
  const db = app.database.db;
  const latest = () => db.selectFrom('crash_rounds').selectAll().where('merchant_code', '=', 'LUCKY').orderBy('id', 'desc').executeTakeFirst();
  const roundRow = (id: number) => db.selectFrom('crash_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const crashAt = (r: CrashRoundRow) => Number(r.starts_at) + crashEndOf(r.crash_point_x100 / 100);

  /** Starts the clock; while the latest chain waits for its beacon round, moves the app's clock to that round. */
  async function started(): Promise<void> {
    const chain = valueOf(await get(app, PLAY_PATHS.crashChain, undefined, M));
    if (chain.salt === null) clock.set(Math.max(clock(), chain.beacon.roundAt));
  }

  /** Plays rounds out until one in its betting phase will crash at `min` or above. */
  async function bettingRound(min = 1): Promise<CrashRoundRow> {
    await started();
    for (;;) {
      const r = await waitFor(latest, 'a first round');
      if (r.phase === 'betting' && clock() < Number(r.starts_at) && r.crash_point_x100 >= min * 100) return r;
      await finish(r);
      clock.set(Math.max(clock(), Number((await roundRow(r.id)).crashed_at) + CRASH.cooldownMs));
      // a used-up chain is followed by one whose rounds wait for its own beacon round
      await started();
      await waitFor(async () => ((await latest())!.id !== r.id ? true : undefined), 'the next round');
    }
  }

  /** Moves the clock to the round's crash and waits for the clock to crash it and settle its bets. */
  async function finish(r: CrashRoundRow): Promise<CrashRoundRow> {
    clock.set(Math.max(clock(), crashAt(r)));
    return waitFor(async () => {
      const row = await roundRow(r.id);
      if (row.phase !== 'crashed') return undefined;
      const bets = await db.selectFrom('crash_bets').select('settled').where('round_id', '=', r.id).execute();
      return bets.every((b) => b.settled === 1) ? row : undefined;
    }, `round ${r.id} to crash and settle`);
  }

  return { latest, roundRow, crashAt, started, bettingRound, finish };
}

describe('crash', () => {
  let t: TestApp;
  let app: App;
  const clock = manualClock(Date.UTC(2026, 10, 24, 12));
  let tools: ReturnType<typeof crashTools>;

  beforeAll(async () => {
    t = await createTestApp({ crash: CRASH }, { now: clock });
    app = t.app;
    tools = crashTools(app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the first chain is committed with a future beacon round: no round before it is out, then the salt is its randomness', async () => {
    const committed = valueOf(await get(app, PLAY_PATHS.crashChain, undefined, M));
    expect(committed).toMatchObject({ number: 1, length: CRASH.chainLength, committedAt: clock(), salt: null });
    expect(committed.terminalHash).toMatch(/^[0-9a-f]{64}$/);
    const local = createLocalBeacon({ seed: 'lobby local beacon', now: clock });
    expect(committed.beacon).toMatchObject({ name: 'local', chain: local.chain, signature: null, url: null });
    // announced for the first round at least the margin after the commitment
    const { round, roundAt } = committed.beacon!;
    expect(round).toBe(await local.firstRoundFrom(committed.committedAt + app.config.crashBeacon.marginMs));
    expect(roundAt).toBe(await local.timeOf(round));
    expect(roundAt).toBeGreaterThanOrEqual(committed.committedAt + app.config.crashBeacon.marginMs);

    // before the round's time no round opens; a request for the state waits for it a while when it is near
    // (far off, it is told at once to come back: see the drand test)
    const lease = () => app.database.db.selectFrom('crash_leases').selectAll().where('name', '=', 'crash:LUCKY').executeTakeFirstOrThrow();
    clock.set(roundAt - 1);
    await new Promise((resolve) => setTimeout(resolve, 10 * CRASH.tickMs));
    expect(await tools.latest()).toBeUndefined();
    const near = get(app, PLAY_PATHS.crashState, undefined, M);
    await new Promise((resolve) => setTimeout(resolve, 10 * CRASH.tickMs));
    // the clock runs on, holding its lease, and opens the round once it is out: the waiting request gets it
    expect(Number((await lease()).expires_at)).toBeGreaterThan(Date.now());

    // once it is out, the first round opens with the round's randomness as the salt
    clock.set(roundAt);
    const first = await waitFor(tools.latest, 'the first round');
    expect(valueOf(await near)).toMatchObject({ roundId: first.id, phase: 'betting' });
    const chain = valueOf(await get(app, PLAY_PATHS.crashChain, undefined, M));
    const published = (await local.fetch(round))!;
    expect(chain).toMatchObject({ terminalHash: committed.terminalHash, committedAt: committed.committedAt, salt: published.randomness });
    expect(chain.beacon).toMatchObject({ round, roundAt, signature: published.signature });
    expect(chain.salt).toBe(randomnessOf(chain.beacon!.signature!));
    expect(verifyRoundSignature(round, chain.beacon!.signature!, local.publicKey)).toBe(true);
    expect(first.crash_point_x100).toBe(Math.round((await crashRoundPoint(first.hash, chain.salt!)) * 100));
    expect(Number(first.created_at)).toBeGreaterThanOrEqual(roundAt);
  });

  it('a visitor watches the round: state, server time, the chain; but cannot bet (401)', async () => {
    await tools.started();
    const state = valueOf(await get(app, PLAY_PATHS.crashState, undefined, M));
    expect(['betting', 'running', 'crashed']).toContain(state.phase);
    expect(state.now).toBe(clock());
    expect(state.currency).toBe('PHP');
    const chain = valueOf(await get(app, PLAY_PATHS.crashChain, undefined, M));
    expect(chain.terminalHash).toMatch(/^[0-9a-f]{64}$/);
    expect(chain.length).toBe(CRASH.chainLength);
    // the seed is never shown
    const seed = (await app.database.db.selectFrom('crash_chains').select('seed').where('merchant_code', '=', 'LUCKY').executeTakeFirstOrThrow()).seed;
    expect(JSON.stringify(chain)).not.toContain(seed);
    const res = await post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid() }, undefined, M);
    expect(outcome(res)).toMatchObject({ status: 401, errorCode: 'login.required' });
  });

  it('bet, cash out at 1.5x on the server clock: paid, recorded, the ledger exact', async () => {
    const player = await newPlayer(app, 'crashwin', 100_000);
    const r = await tools.bettingRound(2);
    const bet = valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 100, requestId: rid() }, player.token, M));
    // no target of its own: ₱100 reaches the ₱1,000,000 a round pays at 10,000x, so it cashes out there by itself
    expect(bet).toMatchObject({ roundId: r.id, amount: 100, autoCashout: 10_000, balance: 900, currency: 'PHP' });
    const seen = valueOf(await get(app, PLAY_PATHS.crashState, player.token, M));
    expect(seen.bets.find((b: { mine: boolean }) => b.mine)).toMatchObject({ amount: 100, player: expect.stringContaining('*') });

    clock.set(Number(r.starts_at) + crashTimeOf(1.5));
    const cash = valueOf(await post(app, PLAY_PATHS.crashCashout, { roundId: r.id }, player.token, M));
    expect(cash.multiplier).toBe(crashMultiplierAt(crashTimeOf(1.5)));
    expect(cash.multiplier).toBe(1.5);
    expect(cash).toMatchObject({ payout: 150, balance: 1050 });
    // twice: refused, nothing more paid
    expect(outcome(await post(app, PLAY_PATHS.crashCashout, { roundId: r.id }, player.token, M))).toMatchObject({ status: 409, errorCode: 'crash.cashout.closed' });
    expect((await funds(app, player.token)).cash).toBe(1050);

    await tools.finish(r);
    const state = valueOf(await get(app, PLAY_PATHS.crashState, player.token, M));
    expect(state.history[0]).toMatchObject({ roundId: r.id, crashPoint: r.crash_point_x100 / 100, hash: r.hash });
    const records = valueOf(await get(app, `${MONEY_PATHS.betRecords}?gameType=INHOUSE`, player.token, M));
    expect(records.list[0]).toMatchObject({ gameCode: 'BGS_01', vendor: 'BGS', bet: 100, win: 150, status: 'settled' });
    expect((await funds(app, player.token)).cash).toBe(1050);
    await expectSoundLedger(app);
  });

  it('a loss: the stake is gone and its round closed; a cash-out after the crash is refused with nothing moved', async () => {
    const player = await newPlayer(app, 'crashloss', 50_000);
    const r = await tools.bettingRound();
    valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 20, requestId: rid() }, player.token, M));
    await tools.finish(r);
    const before = await moneyState(app);
    expect(outcome(await post(app, PLAY_PATHS.crashCashout, { roundId: r.id }, player.token, M))).toMatchObject({ status: 409, errorCode: 'crash.cashout.closed' });
    expect(await moneyState(app)).toEqual(before);
    expect((await funds(app, player.token)).cash).toBe(480);
    const records = valueOf(await get(app, `${MONEY_PATHS.betRecords}?gameType=INHOUSE`, player.token, M));
    expect(records.list[0]).toMatchObject({ gameCode: 'BGS_01', bet: 20, win: 0, status: 'settled' });
    await expectSoundLedger(app);
  });

  it('auto-cash-out pays exactly its target once the multiplier passes it', async () => {
    const player = await newPlayer(app, 'crashauto', 100_000);
    const r = await tools.bettingRound(2);
    valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid(), autoCashout: 1.37 }, player.token, M));
    clock.set(Number(r.starts_at) + crashTimeOf(1.8));
    const won = await waitFor(async () => {
      const bet = await app.database.db.selectFrom('crash_bets').selectAll().where('round_id', '=', r.id).where('member_id', '=', player.id).executeTakeFirstOrThrow();
      return bet.status === 'won' && bet.settled === 1 ? bet : undefined;
    }, 'the auto-cash-out');
    expect(won.cashed_out_x100).toBe(137);
    expect(Number(won.payout_cents)).toBe(1370);
    // the player's late cash-out finds it done, at the target
    const late = await post(app, PLAY_PATHS.crashCashout, { roundId: r.id }, player.token, M);
    expect(outcome(late)).toMatchObject({ status: 409 });
    await tools.finish(r);
    expect((await funds(app, player.token)).cash).toBe(1000 - 10 + 13.7);
    await expectSoundLedger(app);
  });

  it('refuses: a second bet in the round, a bet once running, over the balance, outside the limits; a replayed request id answers once', async () => {
    const player = await newPlayer(app, 'crashrules', 5_000);
    const r = await tools.bettingRound();
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 60, requestId: rid() }, player.token, M))).toMatchObject({ status: 409, errorCode: 'wallet.insufficient.funds' });
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 0.5, requestId: rid() }, player.token, M))).toMatchObject({ status: 400, errorCode: 'play.bet.below.min', value: { minBet: 1 } });
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 10_000.01, requestId: rid() }, player.token, M))).toMatchObject({ status: 400, errorCode: 'play.bet.above.max', value: { maxBet: 10_000 } });
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: -5, requestId: rid() }, player.token, M))).toMatchObject({ status: 400 });
    const requestId = rid();
    const first = valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 20, requestId }, player.token, M));
    expect(first.balance).toBe(30);
    const again = valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 20, requestId }, player.token, M));
    expect(again).toEqual(first);
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 25, requestId }, player.token, M))).toMatchObject({ status: 409, errorCode: 'request.id.conflict' });
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid() }, player.token, M))).toMatchObject({ status: 409, errorCode: 'crash.bet.exists' });
    expect((await funds(app, player.token)).cash).toBe(30);

    const other = await newPlayer(app, 'crashlate', 5_000);
    clock.set(Number(r.starts_at));
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid() }, other.token, M))).toMatchObject({ status: 409, errorCode: 'crash.betting.closed' });
    expect((await funds(app, other.token)).cash).toBe(50);
    // a cash-out before the round starts, or of a round without a bet: refused
    expect(outcome(await post(app, PLAY_PATHS.crashCashout, { roundId: r.id }, other.token, M))).toMatchObject({ status: 409, errorCode: 'crash.cashout.closed' });
    expect(outcome(await post(app, PLAY_PATHS.crashCashout, { roundId: 'x' }, other.token, M))).toMatchObject({ status: 400 });
    await tools.finish(r);
    await expectSoundLedger(app);
  });

  it('bets a stopped process left half-done are finished by the clock: a claimed win is paid, a stake never taken is voided', async () => {
    const winner = await newPlayer(app, 'crashhalf', 10_000);
    const ghost = await newPlayer(app, 'crashghost', 10_000);
    const r = await tools.bettingRound();
    valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid() }, winner.token, M));
    const db = app.database.db;
    // as if a process claimed the cash-out at 1.5x and stopped before paying it
    await db.updateTable('crash_bets').set({ status: 'won', cashed_out_x100: 150, payout_cents: 1500 }).where('round_id', '=', r.id).where('member_id', '=', winner.id).execute();
    // as if a process recorded a bet and stopped before taking the stake
    await db
      .insertInto('crash_bets')
      .values({ round_id: r.id, member_id: ghost.id, player: 'cr***t', merchant_code: 'LUCKY', currency: 'PHP', demo: 0, request_id: rid(), amount_cents: 1000, auto_cashout_x100: null, status: 'pending', created_at: clock(), updated_at: clock() })
      .execute();
    await tools.finish(r);
    const bets = await waitFor(async () => {
      const rows = await db.selectFrom('crash_bets').selectAll().where('round_id', '=', r.id).orderBy('id').execute();
      return rows.every((b) => b.settled === 1) ? rows : undefined;
    }, 'the clock to settle them');
    expect(bets.map((b) => b.status)).toEqual(['won', 'void']);
    expect((await funds(app, winner.token)).cash).toBe(100 - 10 + 15);
    expect((await funds(app, ghost.token)).cash).toBe(100);
    await expectSoundLedger(app);
  });

  it('at once: two bets of one member take one stake; the same request twice answers one bet; two cash-outs pay once', async () => {
    const player = await newPlayer(app, 'crashrace', 10_000);
    const r = await tools.bettingRound(2);
    const bets = await Promise.all([1, 2, 3].map(() => post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid() }, player.token, M)));
    expect(bets.map((b) => outcome(b).status).sort()).toEqual([200, 409, 409]);
    expect(bets.filter((b) => b.statusCode === 409).map((b) => outcome(b).errorCode)).toEqual(['crash.bet.exists', 'crash.bet.exists']);
    const other = await newPlayer(app, 'crashsame', 10_000);
    const requestId = rid();
    const same = await Promise.all([1, 2].map(() => post(app, PLAY_PATHS.crashBet, { amount: 10, requestId }, other.token, M)));
    for (const res of same) expect(outcome(res)).toMatchObject({ status: 200, value: { roundId: r.id, amount: 10 } });
    expect((await funds(app, other.token)).cash).toBe(90);

    clock.set(Number(r.starts_at) + crashTimeOf(1.25));
    const cashouts = await Promise.all([1, 2].map(() => post(app, PLAY_PATHS.crashCashout, { roundId: r.id }, player.token, M)));
    const paid = cashouts.filter((c) => c.statusCode === 200);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const c of paid) expect(outcome(c).value).toMatchObject({ multiplier: 1.25, payout: 12.5 });
    for (const c of cashouts.filter((x) => x.statusCode !== 200)) expect(outcome(c)).toMatchObject({ status: 409, errorCode: 'crash.cashout.closed' });
    await tools.finish(r);
    expect((await funds(app, player.token)).cash).toBe(100 - 10 + 12.5);
    await expectSoundLedger(app);
  });

  it("the merchant's limits on crash: a switched-off game takes no bets; a bet that could win more than one round pays cashes out by itself at the cap, shown as its target", async () => {
    const db = app.database.db;
    const player = await newPlayer(app, 'crashcap', 10_000);
    const other = await newPlayer(app, 'crashcap2', 10_000);
    const r = await tools.bettingRound(2);
    await db.updateTable('original_limits').set({ enabled: 0 }).where('merchant_code', '=', 'LUCKY').where('game', '=', 'crash').execute();
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid() }, player.token, M))).toMatchObject({ status: 403, errorCode: 'game.disabled' });
    await db.updateTable('original_limits').set({ enabled: 1, max_payout_cents: 1_200 }).where('merchant_code', '=', 'LUCKY').where('game', '=', 'crash').execute();
    try {
      // a target whose win passes ₱12 is refused, naming the cap and the largest stake for it; nothing is taken
      const refused = await post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid(), autoCashout: 1.5 }, other.token, M);
      expect(outcome(refused)).toMatchObject({ status: 400, errorCode: 'play.payout.cap', value: { maxPayout: 12, maxStake: 8 } });
      expect((await funds(app, other.token)).cash).toBe(100);
      // no target: it cashes out at 1.20x, where ₱10 wins the ₱12 cap, and says so
      const bet = valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid() }, player.token, M));
      expect(bet.autoCashout).toBe(1.2);
      clock.set(Number(r.starts_at) + crashTimeOf(1.5));
      const won = await waitFor(async () => {
        const row = await db.selectFrom('crash_bets').selectAll().where('round_id', '=', r.id).where('member_id', '=', player.id).executeTakeFirstOrThrow();
        return row.status === 'won' && row.settled === 1 ? row : undefined;
      }, 'the cap cash-out');
      expect(won.cashed_out_x100).toBe(120);
      expect(Number(won.payout_cents)).toBe(1_200);
    } finally {
      await db.updateTable('original_limits').set({ max_payout_cents: 1_000_000_00 }).where('merchant_code', '=', 'LUCKY').where('game', '=', 'crash').execute();
    }
    await tools.finish(r);
    expect((await funds(app, player.token)).cash).toBe(100 - 10 + 12);
    await expectSoundLedger(app);
  });

  it('a target equal to the crash point wins (auto and by hand); no cash-out at 1.00x', async () => {
    const auto = await newPlayer(app, 'crashedge1', 10_000);
    const hand = await newPlayer(app, 'crashedge2', 10_000);
    const r = await tools.bettingRound(1.5);
    const point = r.crash_point_x100 / 100;
    valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid(), autoCashout: point }, auto.token, M));
    valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid() }, hand.token, M));
    clock.set(Number(r.starts_at) + 10);
    expect(outcome(await post(app, PLAY_PATHS.crashCashout, { roundId: r.id }, hand.token, M))).toMatchObject({ status: 409, errorCode: 'crash.cashout.early' });
    // the last moment the round shows its crash point: a cash-out there pays it
    clock.set(Number(r.starts_at) + crashEndOf(point) - 1);
    const cash = valueOf(await post(app, PLAY_PATHS.crashCashout, { roundId: r.id }, hand.token, M));
    expect(cash.multiplier).toBe(point);
    expect(cash.payout).toBe(Math.round(10 * point * 100) / 100);
    const done = await tools.finish(r);
    expect(done.crash_point_x100).toBe(r.crash_point_x100);
    const autoBet = await app.database.db.selectFrom('crash_bets').selectAll().where('round_id', '=', r.id).where('member_id', '=', auto.id).executeTakeFirstOrThrow();
    expect(autoBet).toMatchObject({ status: 'won', cashed_out_x100: r.crash_point_x100 });
    expect(Number(autoBet.payout_cents)).toBe(10 * r.crash_point_x100);
    await expectSoundLedger(app);
  });

  it('a trial account plays with demo money', async () => {
    const token = await trialToken(app);
    const trial = { merchant: 'LUCKYTRIAL' };
    const before = (await funds(app, token)).sumBalance;
    const r = await tools.bettingRound();
    const bet = valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid() }, token, trial));
    expect(bet.balance).toBe(before - 10);
    await tools.finish(r);
    await expectSoundLedger(app);
  });

  it('the hash chain: each crashed round hashes to the one before (round 1 to the terminal hash), crash points recompute', async () => {
    for (let i = 0; i < 4; i++) await tools.finish(await tools.bettingRound());
    const chain = valueOf(await get(app, PLAY_PATHS.crashChain, undefined, M));
    const state = valueOf(await get(app, PLAY_PATHS.crashState, undefined, M));
    const history = state.history as { roundId: number; crashPoint: number; hash: string }[];
    expect(history.length).toBeGreaterThanOrEqual(6);
    for (const h of history) expect(await crashRoundPoint(h.hash, chain.salt)).toBe(h.crashPoint);
    // newest first: consecutive rounds of the chain link up
    for (let i = 0; i + 1 < history.length; i++) {
      if (history[i]!.roundId === history[i + 1]!.roundId + 1) expect(await crashHashLinks(history[i]!.hash, history[i + 1]!.hash)).toBe(true);
    }
    const first = await app.database.db.selectFrom('crash_rounds').selectAll().where('merchant_code', '=', 'LUCKY').where('chain_index', '=', 1).executeTakeFirstOrThrow();
    expect(await crashHashLinks(first.hash, chain.terminalHash)).toBe(true);
    // a tampered hash does not link
    expect(await crashHashLinks(history[1]!.hash, history[0]!.hash)).toBe(false);
  });

  it('live events over the WebSocket: state on connect, then running, ticks and crashed', async () => {
    const r = await tools.bettingRound(1.5);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}${PLAY_PATHS.crashSocket}?merchant=LUCKY`;
    const events: CrashEvent[] = [];
    const socket = new WebSocket(url);
    socket.on('message', (data) => events.push(crashEventSchema.parse(JSON.parse(String(data)))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await waitFor(async () => events.length > 0, 'the state event');
    expect(events[0]).toMatchObject({ type: 'state', state: { roundId: r.id, phase: 'betting' } });

    // others' bets and cash-outs, names masked
    const player = await newPlayer(app, 'crashsocket', 10_000);
    valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 10, requestId: rid() }, player.token, M));
    const bet = await waitFor(async () => events.find((e) => e.type === 'bet'), 'the bet event');
    expect(bet).toMatchObject({ roundId: r.id, bet: { amount: 10, player: `${player.username.slice(0, 2)}****${player.username.slice(-1)}`, cashedOutAt: null } });
    expect(JSON.stringify(bet)).not.toContain(player.username);

    clock.set(Number(r.starts_at) + 100);
    await waitFor(async () => events.some((e) => e.type === 'tick' && e.roundId === r.id), 'a tick');
    expect(events.find((e) => e.type === 'running')).toMatchObject({ roundId: r.id, startedAt: Number(r.starts_at) });
    clock.set(Number(r.starts_at) + crashTimeOf(1.2));
    valueOf(await post(app, PLAY_PATHS.crashCashout, { roundId: r.id }, player.token, M));
    const cashout = await waitFor(async () => events.find((e) => e.type === 'cashout'), 'the cash-out event');
    expect(cashout).toMatchObject({ roundId: r.id, multiplier: 1.2, payout: 12 });
    await tools.finish(r);
    const crashed = await waitFor(async () => events.find((e) => e.type === 'crashed'), 'crashed');
    expect(crashed).toMatchObject({ roundId: r.id, crashPoint: r.crash_point_x100 / 100, hash: r.hash });
    socket.close();

    // an unknown merchant is refused before the upgrade
    const refused = new WebSocket(`${address.replace('http', 'ws')}${PLAY_PATHS.crashSocket}?merchant=NOPE`);
    const status = await new Promise<number>((resolve) => {
      refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      refused.on('error', () => resolve(-1));
    });
    expect(status).toBe(400);
  });

  it('auto-bet: a run bets round after round up to its limit, and the next round of the run is refused with nothing taken', async () => {
    const player = await newPlayer(app, 'crashrun', 10_000);
    const run = randomUUID();
    for (let round = 1; round <= 2; round++) {
      const r = await tools.bettingRound();
      const bet = valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid(), autoCashout: 2, auto: { run, round, limit: 2 } }, player.token, M));
      expect(bet.roundId).toBe(r.id);
      await tools.finish(r);
    }
    const r = await tools.bettingRound();
    const cash = (await funds(app, player.token)).cash;
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid(), autoCashout: 2, auto: { run, round: 2, limit: 2 } }, player.token, M))).toMatchObject({
      status: 409,
      errorCode: 'play.auto.limit',
    });
    // the run keeps the limit it started with; a round cannot claim to be past its limit
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid(), auto: { run, round: 3, limit: 5 } }, player.token, M))).toMatchObject({
      status: 400,
      errorCode: 'play.params.invalid',
    });
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid(), auto: { run: randomUUID(), round: 3, limit: 2 } }, player.token, M))).toMatchObject({
      status: 400,
      errorCode: 'play.params.invalid',
    });
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid(), auto: { run: 'not-a-uuid', round: 1, limit: 2 } }, player.token, M)).status).toBe(400);
    expect((await funds(app, player.token)).cash).toBe(cash);
    expect(await app.database.db.selectFrom('crash_bets').select('id').where('round_id', '=', r.id).where('member_id', '=', player.id).execute()).toEqual([]);
    // a round whose stake is refused is not counted: the run's only round can still be played
    const fresh = randomUUID();
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 500, requestId: rid(), auto: { run: fresh, round: 1, limit: 1 } }, player.token, M))).toMatchObject({
      status: 409,
      errorCode: 'wallet.insufficient.funds',
    });
    valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid(), auto: { run: fresh, round: 1, limit: 1 } }, player.token, M));
    await tools.finish(r);
    await expectSoundLedger(app);
  });

  it('no crash stake while the reality check is due (auto or not); after "continue" the run goes on', async () => {
    const player = await newPlayer(app, 'crashcheck', 10_000);
    clock.set(clock() + 31 * 60_000);
    const r = await tools.bettingRound();
    const run = randomUUID();
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid(), autoCashout: 2, auto: { run, round: 1, limit: 3 } }, player.token, M))).toMatchObject({
      status: 409,
      errorCode: 'play.reality_check_due',
    });
    expect(outcome(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid() }, player.token, M)).errorCode).toBe('play.reality_check_due');
    expect((await funds(app, player.token)).cash).toBe(100);
    valueOf(await post(app, PLAY_PATHS.realityCheck, { action: 'continue' }, player.token, M));
    const bet = valueOf(await post(app, PLAY_PATHS.crashBet, { amount: 5, requestId: rid(), autoCashout: 2, auto: { run, round: 1, limit: 3 } }, player.token, M));
    expect(bet).toMatchObject({ roundId: r.id, balance: 95 });
    await tools.finish(r);
  });
});

describe('crash round clock lease', () => {
  it('two app instances on one database: one runs the clock, the other takes over when it closes', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 24, 13));
    const t = await createTestApp({ crash: CRASH }, { now: clock });
    const second = await buildApp({ config: t.config, now: clock });
    try {
      // the chain endpoint starts each process's clock (the state waits for the first chain's beacon round)
      valueOf(await get(t.app, PLAY_PATHS.crashChain, undefined, M));
      valueOf(await second.inject({ method: 'GET', url: PLAY_PATHS.crashChain, headers: M }) as never);
      const a = crashOf(t.app)!;
      const b = crashOf(second)!;
      await waitFor(async () => a.leads('LUCKY') !== b.leads('LUCKY'), 'one leader');
      const [leader, follower] = a.leads('LUCKY') ? [t.app, second] : [second, t.app];
      await new Promise((resolve) => setTimeout(resolve, 3 * CRASH.leaseMs));
      expect(crashOf(leader)!.leads('LUCKY')).toBe(true);
      expect(crashOf(follower)!.leads('LUCKY')).toBe(false);

      // the first chain's beacon round comes out: the leader opens the first round
      await crashTools(t.app, clock).started();
      await waitFor(() => t.app.database.db.selectFrom('crash_rounds').select('id').executeTakeFirst(), 'the first round');
      const before = (await t.app.database.db.selectFrom('crash_rounds').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
      await leader.close();
      await waitFor(async () => crashOf(follower)!.leads('LUCKY'), 'the take-over', 5_000);
      // the clock goes on under the new holder: the round plays out and the next one opens
      const tools = crashTools(follower, clock);
      const r = await tools.bettingRound();
      await tools.finish(r);
      expect(r.id).toBeGreaterThanOrEqual(before);

      // a holder that stops renewing (a process that died) loses the clock once the lease runs out
      const db = follower.database.db;
      const expiresAt = Date.now() + CRASH.leaseMs;
      await db.updateTable('crash_leases').set({ holder: 'a-process-that-died', expires_at: expiresAt }).where('name', '=', 'crash:LUCKY').execute();
      await waitFor(async () => !crashOf(follower)!.leads('LUCKY'), 'the renewal to fail', 3_000);
      await waitFor(async () => crashOf(follower)!.leads('LUCKY'), 'the take-over after expiry', 5_000);
      expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
      const lease = await db.selectFrom('crash_leases').selectAll().where('name', '=', 'crash:LUCKY').executeTakeFirstOrThrow();
      expect(lease.holder).not.toBe('a-process-that-died');
    } finally {
      await second.close();
      await t.close();
    }
  });
});

describe('crash chains and their beacon rounds', () => {
  it('a used-up chain is followed by a new commitment whose first round waits for its own beacon round', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 29, 9));
    const short = { ...CRASH, chainLength: 10 };
    const t = await createTestApp({ crash: short }, { now: clock });
    try {
      const tools = crashTools(t.app, clock);
      let r = await tools.bettingRound();
      while (r.chain_index < short.chainLength) {
        await tools.finish(r);
        clock.set(Math.max(clock(), Number((await tools.roundRow(r.id)).crashed_at) + short.cooldownMs));
        r = await waitFor(async () => {
          const next = await tools.latest();
          return next && next.id !== r.id ? next : undefined;
        }, 'the next round of the chain');
      }
      const first = valueOf(await get(t.app, PLAY_PATHS.crashChain, undefined, M));
      expect(first).toMatchObject({ number: 1, salt: expect.stringMatching(/^[0-9a-f]{64}$/) });

      // the last round of chain 1 crashes: chain 2 is committed, announced for a round still to come
      await tools.finish(r);
      clock.set(Math.max(clock(), Number((await tools.roundRow(r.id)).crashed_at) + short.cooldownMs));
      const second = await waitFor(async () => {
        const c = valueOf(await get(t.app, PLAY_PATHS.crashChain, undefined, M));
        return c.number === 2 ? c : undefined;
      }, 'the second chain');
      expect(second.salt).toBeNull();
      expect(second.terminalHash).not.toBe(first.terminalHash);
      expect(second.committedAt).toBe(clock());
      expect(second.beacon.round).toBeGreaterThan(first.beacon.round);
      expect(second.beacon.roundAt).toBeGreaterThanOrEqual(second.committedAt + t.app.config.crashBeacon.marginMs);
      await new Promise((resolve) => setTimeout(resolve, 10 * short.tickMs));
      expect((await tools.latest())!.id).toBe(r.id);

      clock.set(second.beacon.roundAt);
      const opened = await waitFor(async () => {
        const next = await tools.latest();
        return next && next.id !== r.id ? next : undefined;
      }, 'the first round of chain 2');
      const chain2 = valueOf(await get(t.app, PLAY_PATHS.crashChain, undefined, M));
      expect(opened.chain_index).toBe(1);
      expect(chain2.salt).toMatch(/^[0-9a-f]{64}$/);
      expect(chain2.salt).not.toBe(first.salt);
      expect(await crashHashLinks(opened.hash, chain2.terminalHash)).toBe(true);
      expect(opened.crash_point_x100).toBe(Math.round((await crashRoundPoint(opened.hash, chain2.salt)) * 100));
    } finally {
      await t.close();
    }
  });

  it('a chain committed before beacons keeps its salt: its rounds open at once and it shows no beacon', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 29, 11));
    const t = await createTestApp({ crash: CRASH }, { now: clock });
    try {
      const old = await newChain(CRASH.chainLength);
      const salt = randomBytes(16).toString('hex');
      await t.app.database.db
        .insertInto('crash_chains')
        .values({ merchant_code: 'LUCKY', number: 1, seed: old.seed, salt, length: old.length, terminal_hash: old.terminalHash, created_at: clock() - 60_000 })
        .execute();
      const tools = crashTools(t.app, clock);
      const r = await tools.bettingRound();
      expect(Number(r.created_at)).toBe(clock());
      const chain = valueOf(await get(t.app, PLAY_PATHS.crashChain, undefined, M));
      expect(chain).toMatchObject({ number: 1, terminalHash: old.terminalHash, salt, beacon: null, committedAt: clock() - 60_000 });
      expect(r.crash_point_x100).toBe(Math.round((await crashRoundPoint(r.hash, salt)) * 100));
    } finally {
      await t.close();
    }
  });

  it('on drand over HTTP: a failing or late relay holds the first round back without stopping the clock; the round opens once drand gives a round that checks', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 29, 10));
    const drand = testDrandChain('crash drand', { genesisSec: Date.UTC(2026, 10, 29, 9) / 1000, period: 3 });
    let published = 0;
    let failing = false;
    let infoDown = true;
    const relay = await fakeDrand((path) => {
      if (path === `/${drand.chainHash}/info`) {
        // the relay is down when the first chain is to be committed: the clock commits it on a later try
        if (infoDown) {
          infoDown = false;
          return { status: 503, body: { error: 'unavailable' } };
        }
        return { status: 200, body: drand.info };
      }
      const m = new RegExp(`^/${drand.chainHash}/public/(\\d+)$`).exec(path);
      if (!m) return undefined;
      if (failing) return { status: 502, body: { error: 'bad gateway' } };
      const round = Number(m[1]);
      return round <= published ? { status: 200, body: drand.sign(round) } : undefined;
    });
    const t = await createTestApp(
      { crash: CRASH, crashBeacon: { kind: 'drand', marginMs: 10_000, drand: { url: relay.url, chainHash: drand.chainHash, publicKey: drand.publicKey } } },
      { now: clock },
    );
    try {
      const committed = valueOf(await get(t.app, PLAY_PATHS.crashChain, undefined, M));
      expect(relay.requests.filter((p) => p.endsWith('/info'))).toHaveLength(2);
      const { round, roundAt } = committed.beacon;
      expect(committed).toMatchObject({ salt: null, beacon: { name: 'drand', chain: drand.chainHash, url: `${relay.url}/${drand.chainHash}/public/${round}`, signature: null } });
      expect(roundAt).toBe(Date.UTC(2026, 10, 29, 9) + (round - 1) * 3_000);
      expect(roundAt).toBeGreaterThanOrEqual(committed.committedAt + 10_000);
      const asked = () => relay.requests.filter((p) => p.endsWith(`/public/${round}`)).length;
      // the round is more than 10 s off: the state says at once that the game waits for it
      const early = await get(t.app, PLAY_PATHS.crashState, undefined, M);
      expect(outcome(early)).toMatchObject({ status: 503, errorCode: 'system.maintenance' });
      expect(early.json().message).toContain('randomness round');

      // its time has come on the app's clock, but the relay fails, then has not got the round yet
      clock.set(roundAt);
      failing = true;
      await waitFor(async () => asked() >= 1, 'the beacon to be asked');
      failing = false;
      await waitFor(async () => asked() >= 2, 'the beacon to be asked again');
      expect(await t.app.database.db.selectFrom('crash_rounds').select('id').execute()).toEqual([]);
      const lease = await t.app.database.db.selectFrom('crash_leases').selectAll().where('name', '=', 'crash:LUCKY').executeTakeFirstOrThrow();
      expect(Number(lease.expires_at)).toBeGreaterThan(Date.now());
      expect(valueOf(await get(t.app, PLAY_PATHS.crashChain, undefined, M)).salt).toBeNull();

      published = round;
      const tools = crashTools(t.app, clock);
      const first = await waitFor(tools.latest, 'the first round');
      const chain = valueOf(await get(t.app, PLAY_PATHS.crashChain, undefined, M));
      expect(chain.salt).toBe(drand.sign(round).randomness);
      expect(chain.beacon.signature).toBe(drand.sign(round).signature);
      expect(first.crash_point_x100).toBe(Math.round((await crashRoundPoint(first.hash, chain.salt)) * 100));
      await tools.finish(await tools.bettingRound());
    } finally {
      await t.close();
      await relay.close();
    }
  });
});

describe('crash events across processes (Redis)', () => {
  const redisUrl = testRedisUrl('crash events across processes');
  it.skipIf(!redisUrl)('a socket held by one process gets the ticks and the crash of the clock another process runs', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 24, 14));
    const t = await createTestApp({ crash: CRASH, redisUrl, redisPrefix: `test-${randomBytes(6).toString('hex')}:` }, { now: clock });
    const second = await buildApp({ config: t.config, now: clock });
    try {
      const tools = crashTools(t.app, clock);
      const r = await tools.bettingRound(1.2);
      expect(crashOf(second)!.leads('LUCKY')).toBe(false);
      const address = await second.listen({ port: 0, host: '127.0.0.1' });
      const events: CrashEvent[] = [];
      const socket = new WebSocket(`${address.replace('http', 'ws')}${PLAY_PATHS.crashSocket}?merchant=LUCKY`);
      socket.on('message', (data) => events.push(crashEventSchema.parse(JSON.parse(String(data)))));
      await waitFor(async () => events.length > 0, 'the state event');
      // the clock runs elsewhere: this process only relays
      expect(crashOf(second)!.leads('LUCKY')).toBe(false);
      clock.set(Number(r.starts_at) + 50);
      await waitFor(async () => events.some((e) => e.type === 'tick' && e.roundId === r.id), 'a tick from the other process');
      await tools.finish(r);
      await waitFor(async () => events.find((e) => e.type === 'crashed' && e.roundId === r.id), 'crashed from the other process');
      socket.close();
    } finally {
      await second.close();
      await t.close();
    }
  });
});
