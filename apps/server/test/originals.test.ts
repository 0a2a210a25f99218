import {
  COINFLIP_MULTIPLIER,
  coinSide,
  diceMultiplier,
  diceRoll,
  diceWins,
  fairFloats,
  KENO_PAYTABLES,
  kenoDraw,
  limboResult,
  MONEY_PATHS,
  PLAY_PATHS,
  PLINKO_TABLES,
  payoutCents,
  plinkoPath,
  sha256Hex,
  WHEEL_TABLES,
  wheelSegment,
} from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, createLedger } from '../src/modules/money/ledger/index.ts';
import {
  expectSoundLedger,
  get,
  moneyState,
  newPlayer,
  outcome,
  path,
  post,
  rid,
  trialToken,
  valueOf,
} from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The in-house one-shot games through the API: real money on the ledger, outcomes recomputable from the
 * revealed seed with the contract's fair functions, every refusal a clear 4xx that moves nothing, replays,
 * concurrency, visitors and trial accounts. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;

beforeAll(async () => {
  // limits changed by the tests below take effect at once
  t = await createTestApp({ gameCacheTtlMs: 0 });
});

afterAll(async () => {
  await t?.close();
});

const betUrl = (game: string) => path(PLAY_PATHS.originalBet, { game });
const dice = (amount: number, target = 50, direction: 'under' | 'over' = 'under', requestId = rid('dice')) => ({
  amount,
  requestId,
  params: { target, direction },
});

async function cashOf(memberId: number): Promise<number> {
  return (await createLedger(t.app).balances({ memberId, merchantCode: 'LUCKY', currency: 'PHP', demo: false })).cash;
}

async function setLimit(game: string, patch: Partial<{ enabled: number; min_bet_cents: number; max_bet_cents: number; max_payout_cents: number }>) {
  await t.app.database.db.updateTable('original_limits').set(patch).where('merchant_code', '=', 'LUCKY').where('game', '=', game).execute();
}

describe('dice', () => {
  it('moves exactly the stake and the payout, and is recomputed from the revealed seed after rotation', async () => {
    const p = await newPlayer(t.app, 'dice', 100_00);
    const seedsBefore = valueOf(await get(t.app, PLAY_PATHS.seeds, p.token));
    expect(seedsBefore.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(seedsBefore.nonce).toBe(0);
    expect(seedsBefore).not.toHaveProperty('serverSeed');

    const rounds = [];
    for (let i = 0; i < 6; i++) {
      const before = await cashOf(p.id);
      const round = valueOf(await post(t.app, betUrl('dice'), dice(2.5, 50, i % 2 ? 'over' : 'under'), p.token));
      const after = await cashOf(p.id);
      const payout = Math.round(round.payout * 100);
      expect(after - before).toBe(payout - 250);
      expect(round.balance * 100).toBe(after);
      expect(round.nonce).toBe(i);
      expect(round.serverSeedHash).toBe(seedsBefore.serverSeedHash);
      expect(round.status).toBe(payout > 0 ? 'won' : 'lost');
      // stake x multiplier, whose fraction of a cent is paid as a cent by the round's cent float (checked below)
      if (payout > 0) expect(payout - Math.floor(250 * diceMultiplier({ target: 50, direction: i % 2 ? 'over' : 'under' }))).toBeOneOf([0, 1]);
      rounds.push(round);
    }

    // before rotation the proof hides the server seed
    const hidden = valueOf(await get(t.app, path(PLAY_PATHS.roundProof, { id: rounds[0].roundId }), p.token));
    expect(hidden.serverSeed).toBeNull();

    const rotated = valueOf(await post(t.app, PLAY_PATHS.rotateSeeds, { clientSeed: 'my-own-seed' }, p.token));
    expect(rotated.clientSeed).toBe('my-own-seed');
    expect(rotated.nonce).toBe(0);
    expect(rotated.serverSeedHash).not.toBe(seedsBefore.serverSeedHash);
    expect(rotated.previous.serverSeedHash).toBe(seedsBefore.serverSeedHash);
    expect(rotated.previous.rounds).toBe(6);
    const serverSeed = rotated.previous.serverSeed as string;
    expect(await sha256Hex(serverSeed)).toBe(seedsBefore.serverSeedHash);

    for (const round of rounds) {
      const proof = valueOf(await get(t.app, path(PLAY_PATHS.roundProof, { id: round.roundId }), p.token));
      expect(proof.serverSeed).toBe(serverSeed);
      const [f, cent] = await fairFloats({ serverSeed, clientSeed: proof.clientSeed, nonce: proof.nonce }, 2);
      const roll = diceRoll(f!);
      expect(proof.outcome.roll).toBe(roll);
      expect(round.outcome.roll).toBe(roll);
      expect(round.status === 'won').toBe(diceWins(round.params, roll));
      expect(Math.round(round.payout * 100)).toBe(round.status === 'won' ? payoutCents(250, diceMultiplier(round.params), cent!) : 0);
    }

    // the round is a bet record too, with its proof
    const record = await t.app.database.db.selectFrom('game_rounds').selectAll().where('id', '=', rounds[0].roundId).executeTakeFirstOrThrow();
    expect(record.vendor).toBe('BGS');
    expect(record.status).toBe('settled');
    expect(Number(record.bet_cents)).toBe(250);
    expect(JSON.parse(record.fairness!).outcome.roll).toBe(rounds[0].outcome.roll);
    const records = valueOf(await get(t.app, `${MONEY_PATHS.betRecords}?gameType=INHOUSE`, p.token));
    expect(records.list.map((r: { id: number }) => r.id)).toEqual(rounds.map((r) => r.roundId).reverse());
    expect(records.list[0]).toMatchObject({ vendor: 'BGS', gameType: 'INHOUSE', bet: 2.5, status: 'settled' });
    expect(records.list[0].fairness.nonce).toBe(5);
    // one game's records (a game screen's "My bets"), by its vendor and code
    const limbo = valueOf(await post(t.app, betUrl('limbo'), { amount: 1, requestId: rid('lim'), params: { target: 2 } }, p.token));
    const codeOf = async (id: number) => (await t.app.database.db.selectFrom('game_rounds').select('game_code').where('id', '=', id).executeTakeFirstOrThrow()).game_code;
    const q = (vendor: string, code: string) => `${MONEY_PATHS.betRecords}?vendor=${vendor}&gameCode=${encodeURIComponent(code)}`;
    const diceOnly = valueOf(await get(t.app, q('BGS', record.game_code), p.token));
    expect(diceOnly.list.map((r: { id: number }) => r.id)).toEqual(rounds.map((r) => r.roundId).reverse());
    expect(diceOnly.totals.rounds).toBe(6);
    expect(valueOf(await get(t.app, q('BGS', await codeOf(limbo.roundId)), p.token)).list.map((r: { id: number }) => r.id)).toEqual([limbo.roundId]);
    expect(valueOf(await get(t.app, q('JILI', record.game_code), p.token)).list).toHaveLength(0);
    await expectSoundLedger(t.app);
  });

  it('a replayed requestId answers the same round and stakes once; other data under it is a conflict', async () => {
    const p = await newPlayer(t.app, 'replay', 10_00);
    const body = dice(1, 60);
    const first = valueOf(await post(t.app, betUrl('dice'), body, p.token));
    const cash = await cashOf(p.id);
    const again = valueOf(await post(t.app, betUrl('dice'), body, p.token));
    expect(again.roundId).toBe(first.roundId);
    expect(again.outcome).toEqual(first.outcome);
    expect(await cashOf(p.id)).toBe(cash);
    const other = outcome(await post(t.app, betUrl('dice'), { ...body, amount: 2 }, p.token));
    expect(other).toMatchObject({ status: 409, errorCode: 'request.id.conflict' });
    const seeds = valueOf(await get(t.app, PLAY_PATHS.seeds, p.token));
    expect(seeds.nonce).toBe(1);
  });
});

describe('the other one-shot games', () => {
  it('limbo, coin flip, keno, plinko and wheel each play a round matching the fair functions', async () => {
    const p = await newPlayer(t.app, 'oneshot', 500_00);
    const plays = {
      limbo: { target: 2 },
      coinflip: { side: 'heads' },
      keno: { picks: [1, 7, 13, 22, 40] },
      plinko: { rows: 12, risk: 'medium' },
      wheel: { segments: 20, risk: 'high' },
    } as const;
    const played: { game: string; round: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const [game, params] of Object.entries(plays)) {
      const before = await cashOf(p.id);
      const round = valueOf(await post(t.app, betUrl(game), { amount: 3, requestId: rid(game), params }, p.token));
      expect(round.game).toBe(game);
      expect((await cashOf(p.id)) - before).toBe(Math.round(round.payout * 100) - 300);
      played.push({ game, round });
    }
    const rotated = valueOf(await post(t.app, PLAY_PATHS.rotateSeeds, null, p.token));
    const serverSeed = rotated.previous.serverSeed as string;
    for (const { game, round } of played) {
      const seeds = { serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
      let expected: number;
      if (game === 'limbo') {
        const [f, f2] = await fairFloats(seeds, 2);
        expect(round.outcome.result).toBe(limboResult(f!, f2!));
        expected = limboResult(f!, f2!) >= 2 ? 2 : 0;
      } else if (game === 'coinflip') {
        const [f] = await fairFloats(seeds, 1);
        expect(round.outcome.side).toBe(coinSide(f!));
        expected = coinSide(f!) === 'heads' ? COINFLIP_MULTIPLIER : 0;
      } else if (game === 'keno') {
        const drawn = kenoDraw(await fairFloats(seeds, 10));
        expect(round.outcome.drawn).toEqual(drawn);
        expected = KENO_PAYTABLES[5]![[1, 7, 13, 22, 40].filter((n) => drawn.includes(n)).length]!;
      } else if (game === 'plinko') {
        const { slot } = plinkoPath(12, await fairFloats(seeds, 12));
        expect(round.outcome.slot).toBe(slot);
        expected = PLINKO_TABLES['12:medium']![slot]!;
      } else {
        const [f] = await fairFloats(seeds, 1);
        const segment = wheelSegment(20, f!);
        expect(round.outcome.segment).toBe(segment);
        expected = WHEEL_TABLES['20:high']![segment]!;
      }
      expect(round.multiplier).toBe(expected);
      expect(round.payout).toBe(Math.floor(300 * expected + 1e-6) / 100);
    }
    const history = valueOf(await get(t.app, `${path(PLAY_PATHS.originalHistory, { game: 'keno' })}?limit=5`, p.token));
    expect(history).toHaveLength(1);
    expect(history[0].roundId).toBe(played.find((x) => x.game === 'keno')!.round.roundId);
    await expectSoundLedger(t.app);
  });

  it('the config lists every game with its limits and declared RTP', async () => {
    const config = valueOf(await get(t.app, PLAY_PATHS.originalsConfig, undefined));
    expect(config.currency).toBe('PHP');
    expect(config.realityCheckMinutes).toBe(30);
    const dice = config.games.find((g: { game: string }) => g.game === 'dice');
    expect(dice).toMatchObject({ enabled: true, minBet: 1, maxBet: 10_000, maxPayout: 1_000_000, rtp: '99.00%' });
    expect(config.games).toHaveLength(10);
  });
});

describe('refusals: a clear 4xx, nothing moved', () => {
  it('amount above the balance, below the minimum, above the maximum, a disabled game, bad params', async () => {
    const p = await newPlayer(t.app, 'refuse', 5_00);
    const cases: [string, unknown, number, string][] = [
      ['dice', dice(6), 409, 'wallet.insufficient.funds'],
      ['dice', dice(0.5), 400, 'play.bet.below.min'],
      ['dice', dice(10_001), 400, 'play.bet.above.max'],
      ['dice', dice(1, 99, 'under'), 400, 'play.params.invalid'],
      ['dice', dice(1, 0.5, 'under'), 400, 'request.invalid'],
      ['dice', dice(1, 50.123, 'under'), 400, 'request.invalid'],
      ['dice', { ...dice(1), amount: 1.005 }, 400, 'request.invalid'],
      ['keno', { amount: 1, requestId: rid(), params: { picks: [3, 3] } }, 400, 'request.invalid'],
      ['keno', { amount: 1, requestId: rid(), params: { picks: [] } }, 400, 'request.invalid'],
      ['plinko', { amount: 1, requestId: rid(), params: { rows: 9, risk: 'low' } }, 400, 'request.invalid'],
      ['limbo', { amount: 1, requestId: rid(), params: { target: 1 } }, 400, 'request.invalid'],
      ['wheel', { amount: 1, requestId: rid(), params: { segments: 20, risk: 'extreme' } }, 400, 'request.invalid'],
      ['coinflip', { amount: 1, requestId: 'short', params: { side: 'heads' } }, 400, 'request.invalid'],
    ];
    const before = await moneyState(t.app);
    for (const [game, body, status, code] of cases) {
      const res = outcome(await post(t.app, betUrl(game), body, p.token));
      expect(res, JSON.stringify(body)).toMatchObject({ status, errorCode: code, success: false });
    }
    expect(await moneyState(t.app)).toEqual(before);
    expect(valueOf(await get(t.app, PLAY_PATHS.seeds, p.token)).nonce).toBe(0);

    await setLimit('coinflip', { enabled: 0 });
    try {
      expect(outcome(await post(t.app, betUrl('coinflip'), { amount: 1, requestId: rid(), params: { side: 'tails' } }, p.token))).toMatchObject({
        status: 403,
        errorCode: 'game.disabled',
      });
      const config = valueOf(await get(t.app, PLAY_PATHS.originalsConfig, p.token));
      expect(config.games.find((g: { game: string }) => g.game === 'coinflip').enabled).toBe(false);
    } finally {
      await setLimit('coinflip', { enabled: 1 });
    }
    // the catalogue's switch of the game (BGS_10: coin flip) counts too
    const games = t.app.database.db.updateTable('games').where('merchant_code', '=', 'LUCKY').where('game_code', '=', 'BGS_10');
    await games.set({ enabled: 0 }).execute();
    try {
      expect(outcome(await post(t.app, betUrl('coinflip'), { amount: 1, requestId: rid(), params: { side: 'tails' } }, p.token))).toMatchObject({
        status: 403,
        errorCode: 'game.disabled',
      });
    } finally {
      await games.set({ enabled: 1 }).execute();
    }
    expect(await moneyState(t.app)).toEqual(before);
  });

  it('a stake whose win could pass the payout cap is refused before the bet, naming the cap and the largest stake; nothing moves', async () => {
    const p = await newPlayer(t.app, 'capped', 100_00);
    await setLimit('limbo', { max_payout_cents: 150 });
    await setLimit('keno', { max_payout_cents: 100_000_00 });
    try {
      const before = await moneyState(t.app);
      expect(outcome(await post(t.app, betUrl('limbo'), { amount: 1, requestId: rid('cap'), params: { target: 2.5 } }, p.token))).toMatchObject({
        status: 400,
        errorCode: 'play.payout.cap',
        value: { maxPayout: 1.5, maxStake: 0.6 },
      });
      // keno's best line (10 of 10 at 1,003.43x) decides: ₱100 could win ₱100,343
      const keno = { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] };
      expect(outcome(await post(t.app, betUrl('keno'), { amount: 100, requestId: rid('cap'), params: keno }, p.token))).toMatchObject({
        status: 400,
        errorCode: 'play.payout.cap',
        value: { maxPayout: 100_000, maxStake: 99.65 },
      });
      expect(await moneyState(t.app)).toEqual(before);
      // at the limit it plays, and a win is paid in full
      const fits = valueOf(await post(t.app, betUrl('limbo'), { amount: 1, requestId: rid('cap'), params: { target: 1.5 } }, p.token));
      if (fits.status === 'won') expect(fits.payout).toBe(1.5);
      expect(fits.outcome.capped).toBeUndefined();
    } finally {
      await setLimit('limbo', { max_payout_cents: 1_000_000_00 });
      await setLimit('keno', { max_payout_cents: 1_000_000_00 });
    }
    await expectSoundLedger(t.app);
  });

  it('visitors get 401; another member cannot see a round (404)', async () => {
    expect(outcome(await post(t.app, betUrl('dice'), dice(1), undefined))).toMatchObject({ status: 401, errorCode: 'login.required' });
    expect(outcome(await get(t.app, PLAY_PATHS.seeds, undefined)).status).toBe(401);
    const a = await newPlayer(t.app, 'owner', 10_00);
    const b = await newPlayer(t.app, 'other', 10_00);
    const round = valueOf(await post(t.app, betUrl('dice'), dice(1), a.token));
    expect(outcome(await get(t.app, path(PLAY_PATHS.roundProof, { id: round.roundId }), b.token))).toMatchObject({ status: 404, errorCode: 'play.round.not.found' });
    expect(outcome(await get(t.app, path(PLAY_PATHS.roundProof, { id: 2_000_000_000 }), a.token)).status).toBe(404);
    expect(outcome(await get(t.app, path(PLAY_PATHS.roundProof, { id: round.roundId }), undefined)).status).toBe(401);
  });
});

describe('money under load and demo money', () => {
  it('20 concurrent bets on one member: exact ledger, never negative', async () => {
    const p = await newPlayer(t.app, 'conc', 5_00);
    // over 97.00: 3% to win, so most bets lose and the balance runs out part way
    const results = await Promise.all(Array.from({ length: 20 }, () => post(t.app, betUrl('dice'), dice(1, 97, 'over'), p.token)));
    const ok = results.filter((r) => r.statusCode === 200).map((r) => r.json().value);
    const refused = results.filter((r) => r.statusCode !== 200).map((r) => outcome(r));
    for (const r of refused) expect(r).toMatchObject({ status: 409, errorCode: 'wallet.insufficient.funds' });
    expect(ok.length).toBeGreaterThanOrEqual(5);
    const paid = ok.reduce((s, r) => s + Math.round(r.payout * 100), 0);
    const cash = await cashOf(p.id);
    expect(cash).toBe(5_00 - ok.length * 100 + paid);
    expect(cash).toBeGreaterThanOrEqual(0);
    const nonces = ok.map((r) => r.nonce).sort((x, y) => x - y);
    expect(nonces).toEqual(Array.from({ length: ok.length }, (_, i) => i));
    const rows = await t.app.database.db.selectFrom('game_rounds').select('id').where('member_id', '=', p.id).execute();
    expect(rows).toHaveLength(ok.length);
    await expectSoundLedger(t.app);
  });

  it('one requestId sent 10 times at once (a new member: the seed pair is made by the race too) stakes once', async () => {
    const p = await newPlayer(t.app, 'racer', 10_00);
    const body = dice(2, 50);
    const results = await Promise.all(Array.from({ length: 10 }, () => post(t.app, betUrl('dice'), body, p.token)));
    const values = results.map((r) => valueOf(r));
    expect(new Set(values.map((v) => v.roundId)).size).toBe(1);
    expect(await cashOf(p.id)).toBe(10_00 - 200 + Math.round(values[0].payout * 100));
    const seeds = await t.app.database.db.selectFrom('original_seeds').select(['status', 'nonce']).where('member_id', '=', p.id).execute();
    expect(seeds).toEqual([{ status: 'active', nonce: 1 }]);
    await expectSoundLedger(t.app);
  });

  it('a trial member plays with demo money, never real money', async () => {
    const token = await trialToken(t.app);
    const first = valueOf(await post(t.app, betUrl('dice'), dice(1), token));
    const second = valueOf(await post(t.app, betUrl('dice'), dice(1), token));
    expect(second.balance).toBeCloseTo(first.balance - 1 + second.payout, 2);
    const row = await t.app.database.db.selectFrom('game_rounds').selectAll().where('id', '=', first.roundId).executeTakeFirstOrThrow();
    expect(row.demo).toBe(1);
    // the member's wallet is a demo account: it never meets real money
    const wallet = await t.app.database.db.selectFrom('ledger_accounts').selectAll().where('code', '=', `m:${row.member_id}:cash`).executeTakeFirstOrThrow();
    expect(wallet.demo).toBe(1);
    const demoVendor = await createLedger(t.app).accountBalance(accounts.vendor('LUCKY', 'PHP', 'BGS', true));
    expect(demoVendor).toBeDefined();
    await expectSoundLedger(t.app);
  });
});
