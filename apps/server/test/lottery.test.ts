import {
  GAME_PATHS,
  LOTTERY_LIMITS,
  lotteryFormatOf,
  lotteryResult,
  sha256Hex,
  VN_TIERS,
} from '@lobby/contract';
import type { LotteryDraw, LotteryGameDraws } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameCatalogueOf } from '../src/modules/catalogue/catalogue/index.ts';
import { createLotteryRepository, createLotteryService } from '../src/modules/play/lottery/index.ts';
import { DEMO, manualClock, tokenFor } from './helpers/accounts.ts';
import { call, failureOf, getQuery, maxAge } from './helpers/games.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
// 23:59:30 in Vietnam on 24 November 2026 (UTC+7).
const clock = manualClock(Date.UTC(2026, 10, 24, 16, 59, 30));

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** Moves the clock past the answers' two-second keep. */
function advance(ms: number) {
  clock.advance(ms);
}

async function drawRows(gameCode: string, merchant = 'LUCKY') {
  return t.app.db.selectFrom('lottery_draws').selectAll().where('merchant_code', '=', merchant).where('game_code', '=', gameCode).orderBy('slot').execute();
}

async function allRowCount() {
  const r = await t.app.db.selectFrom('lottery_draws').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

async function numero(gameCode?: string, headers: Record<string, string> = {}) {
  const res = await getQuery(t.app, GAME_PATHS.lotteryNumero, { gameCode }, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { prizeMode: string; serverTime: number; list: LotteryGameDraws[] };
}

async function vnNumero() {
  const res = await getQuery(t.app, GAME_PATHS.lotteryVnNumero, { language: 'VI' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { prizeMode: string; regions: { gameClassify: string; games: LotteryGameDraws[] }[] };
}

function gameIn(v: Awaited<ReturnType<typeof vnNumero>>, code: string): LotteryGameDraws {
  const found = v.regions.flatMap((r) => r.games).find((g) => g.game.gameCode === code);
  if (!found) throw new Error(`no ${code}`);
  return found;
}

describe('schedules', () => {
  it('draws the regions daily at 16:15, 17:15 and 18:15 Vietnam time, across the Vietnamese midnight', async () => {
    clock.set(Date.UTC(2026, 10, 24, 16, 59, 30)); // 23:59:30 on the 24th in Vietnam
    let v = await vnNumero();
    expect(v.regions.map((r) => r.gameClassify)).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'FAST']);
    const hn = gameIn(v, 'HN');
    expect(hn.latest.drawNo).toBe('20261124');
    expect(hn.latest.drawAt).toBe(Date.UTC(2026, 10, 24, 11, 15));
    expect(hn.next).toMatchObject({ drawNo: '20261125', drawAt: Date.UTC(2026, 10, 25, 11, 15) });
    expect(gameIn(v, 'DNG').next.drawAt).toBe(Date.UTC(2026, 10, 25, 10, 15));
    expect(gameIn(v, 'HCM').next.drawAt).toBe(Date.UTC(2026, 10, 25, 9, 15));
    // The quick draws number their draws within the Vietnamese day; the one at midnight is the day's last.
    const fast = gameIn(v, 'F3M1');
    expect(fast.latest).toMatchObject({ drawNo: '20261124-1439', drawAt: Date.UTC(2026, 10, 24, 16, 59) });
    expect(fast.next).toMatchObject({ drawNo: '20261124-1440', drawAt: Date.UTC(2026, 10, 24, 17, 0) });

    clock.set(Date.UTC(2026, 10, 24, 17, 0, 30)); // 00:00:30 on the 25th in Vietnam
    v = await vnNumero();
    expect(gameIn(v, 'F3M1').latest.drawNo).toBe('20261124-1440');
    expect(gameIn(v, 'F3M1').next.drawNo).toBe('20261125-0001');
    // A new Vietnamese day, but no region has drawn in it yet.
    expect(gameIn(v, 'HN').latest.drawNo).toBe('20261124');

    clock.set(Date.UTC(2026, 10, 25, 9, 14, 59)); // 16:14:59 on the 25th: the South draws in a second
    v = await vnNumero();
    expect(gameIn(v, 'HCM').latest.drawNo).toBe('20261124');
    expect(gameIn(v, 'HCM').next.drawNo).toBe('20261125');
    clock.set(Date.UTC(2026, 10, 25, 9, 15, 0));
    v = await vnNumero();
    expect(gameIn(v, 'HCM').latest.drawNo).toBe('20261125');
    expect(gameIn(v, 'HN').latest.drawNo).toBe('20261124');
  });
});

describe('provable fairness', () => {
  it('reveals, after the draw, the seed whose hash was published before it, and the result follows from it', async () => {
    clock.set(Date.UTC(2026, 10, 26, 9, 0, 0)); // an hour before Central draws on the 26th
    const before = gameIn(await vnNumero(), 'DNG');
    expect(before.next.drawNo).toBe('20261126');
    const published = before.next.seedHash;
    expect(JSON.stringify(before)).not.toContain((await drawRows('DNG')).find((r) => r.draw_no === '20261126')!.server_seed);

    clock.set(Date.UTC(2026, 10, 26, 10, 20, 0));
    const after = gameIn(await vnNumero(), 'DNG');
    const draw = after.latest;
    expect(draw.drawNo).toBe('20261126');
    expect(draw.seedHash).toBe(published);
    expect(await sha256Hex(draw.serverSeed)).toBe(published);
    expect(draw.committedAt).toBeLessThan(draw.drawAt);
    expect(draw.drawId).toBe('DNG:20261126');
    const recomputed = await lotteryResult(lotteryFormatOf({ vassalage: 'TCG_LOTTO_VN', gameCode: 'DNG', gameClassify: 'VN_CENTRAL' }), draw.serverSeed, draw.drawId);
    expect(draw.result).toEqual(recomputed);
    // Another seed gives another ticket: the result really depends on it.
    expect(await lotteryResult({ kind: 'vn', region: 'VN_CENTRAL' }, `${draw.serverSeed}x`, draw.drawId)).not.toEqual(draw.result);

    const verified = await getQuery(t.app, GAME_PATHS.lotteryVerify, { gameCode: 'DNG', drawNo: '20261126' });
    expect(verified.json().value).toMatchObject({ hashMatches: true, resultMatches: true, draw: { serverSeed: draw.serverSeed } });
  });

  it('gives the Vietnamese tickets their real prize tiers and a row of balls from the special prize', async () => {
    const v = await vnNumero();
    const shape = (d: LotteryDraw) => d.result.map((r) => [r.tier, r.numbers.length, r.numbers[0]!.length]);
    const south = gameIn(v, 'HCM').latest;
    expect(shape(south)).toEqual([['DB', 1, 6], ['G1', 1, 5], ['G2', 1, 5], ['G3', 2, 5], ['G4', 7, 5], ['G5', 1, 4], ['G6', 3, 4], ['G7', 1, 3], ['G8', 1, 2]]);
    expect(shape(gameIn(v, 'KH').latest)).toEqual(shape(south));
    const north = gameIn(v, 'QN').latest;
    expect(shape(north)).toEqual([['DB', 1, 5], ['G1', 1, 5], ['G2', 2, 5], ['G3', 6, 5], ['G4', 4, 4], ['G5', 6, 4], ['G6', 3, 3], ['G7', 4, 2]]);
    expect(VN_TIERS.VN_NORTH.reduce((n, tier) => n + tier.count, 0)).toBe(27);
    for (const d of [south, north]) {
      expect(d.balls.join('')).toBe(d.result[0]!.numbers[0]);
      for (const tier of d.result) for (const n of tier.numbers) expect(n).toMatch(/^\d+$/);
    }
  });

  it('draws lotto balls all different and in range, digit games digit by digit', async () => {
    const { list } = await numero();
    const lotto = list.find((g) => g.game.gameCode === 'SL649')!.latest;
    const balls = lotto.balls.map(Number);
    expect(new Set(balls).size).toBe(6);
    expect(balls.every((b) => b >= 1 && b <= 49)).toBe(true);
    expect(balls).toEqual([...balls].sort((a, b) => a - b));
    const d4 = list.find((g) => g.game.gameCode === 'D4')!.latest;
    expect(d4.balls).toHaveLength(4);
    expect(d4.balls.every((b) => /^\d$/.test(b))).toBe(true);
    expect(list.map((g) => g.game.gameType).every((type) => type === 'LOTT' || type === 'ELOTT')).toBe(true);
  });

  it('maps bytes to numbers without modulo bias: each digit about a tenth of 20,000', async () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 1000; i++) {
      for (const d of (await lotteryResult({ kind: 'balls', count: 20, min: 0, max: 9, distinct: false }, 'seed', `X:${i}`))[0]!.numbers) counts[Number(d)]!++;
    }
    // 20,000 draws: a tenth is 2,000 with a standard deviation of about 42.
    for (const c of counts) expect(Math.abs(c - 2000)).toBeLessThan(250);
  });
});

describe('storage', () => {
  it('makes one row per draw when readers race, and every reader sees the same seed', async () => {
    clock.set(Date.UTC(2026, 11, 1, 3, 0, 10));
    const service = createLotteryService({ catalogue: gameCatalogueOf(t.app), repo: createLotteryRepository(t.app.db), now: clock });
    const game = (await t.app.db.selectFrom('games').selectAll().where('merchant_code', '=', 'LUCKY').where('game_code', '=', 'F5M3').executeTakeFirstOrThrow()) as never;
    const answers = await Promise.all(Array.from({ length: 8 }, () => service.ensure('LUCKY', game, 3, clock())));
    const rows = await drawRows('F5M3');
    const slots = rows.map((r) => Number(r.slot));
    expect(new Set(slots).size).toBe(slots.length);
    for (const a of answers) {
      expect(a.next.seed_hash).toBe(answers[0]!.next.seed_hash);
      expect(a.drawn.map((d) => d.server_seed)).toEqual(answers[0]!.drawn.map((d) => d.server_seed));
    }
    // Through the API too: parallel answers (each its own URL, so none is a kept copy) agree.
    const viaApi = await Promise.all(['EN', 'VI', 'TY', 'CN'].map((language) => getQuery(t.app, GAME_PATHS.lotteryNumero, { gameCode: 'F5M3', language })));
    const hashes = viaApi.map((r) => r.json().value.list[0].next.seedHash as string);
    expect(new Set(hashes).size).toBe(1);
    expect(hashes[0]).toBe(answers[0]!.next.seed_hash);
  });

  it('keeps a bounded history and never makes draws for the far past', async () => {
    clock.set(Date.UTC(2026, 11, 2, 0, 0, 5));
    const earlier = new Set((await drawRows('VQ5')).map((r) => r.id));
    await numero('VQ5');
    // Days after the last read: the latest and the next are made, nothing of the days between.
    const made = (await drawRows('VQ5')).filter((r) => !earlier.has(r.id));
    expect(made.map((r) => Number(r.draw_at))).toEqual([Date.UTC(2026, 11, 2, 0, 0), Date.UTC(2026, 11, 2, 0, 5)]);
    for (let i = 0; i < LOTTERY_LIMITS.historyKept + 10; i++) {
      advance(5 * 60_000);
      await numero('VQ5');
    }
    const rows = await drawRows('VQ5');
    expect(rows.length).toBeLessThanOrEqual(LOTTERY_LIMITS.historyKept + 1);
    expect(rows.length).toBeGreaterThan(LOTTERY_LIMITS.historyKept - 5);
  });

  it('answers the last N draws of a Vietnamese game, newest first, with a short cache', async () => {
    clock.set(Date.UTC(2026, 11, 3, 12, 0, 0));
    const res = await getQuery(t.app, GAME_PATHS.lotteryVnRecent, { gameCode: 'HP', size: 7 });
    expect(res.statusCode).toBe(200);
    expect(maxAge(res.headers['cache-control'])).toBeLessThanOrEqual(2);
    const v = res.json().value as { draws: LotteryDraw[]; next: { drawNo: string } };
    expect(v.draws.map((d) => d.drawNo)).toEqual(['20261203', '20261202', '20261201', '20261130', '20261129', '20261128', '20261127']);
    expect(v.next.drawNo).toBe('20261204');
    expect(new Set(v.draws.map((d) => d.serverSeed)).size).toBe(7);
    const max = await getQuery(t.app, GAME_PATHS.lotteryVnRecent, { gameCode: 'HP', size: LOTTERY_LIMITS.recentMax });
    expect(max.json().value.draws).toHaveLength(LOTTERY_LIMITS.recentMax);
    // The first seven are the same draws as before, not made again.
    expect(max.json().value.draws.slice(0, 7).map((d: LotteryDraw) => d.serverSeed)).toEqual(v.draws.map((d) => d.serverSeed));
  });
});

describe('bad input', () => {
  it('answers 4xx in the envelope and writes nothing', async () => {
    clock.set(Date.UTC(2026, 11, 5, 12, 0, 0));
    const rowsBefore = await allRowCount();
    const cases: [string, Record<string, string | number>, number, string][] = [
      [GAME_PATHS.lotteryVnRecent, { gameCode: 'HN', size: 0 }, 400, 'request.invalid'],
      [GAME_PATHS.lotteryVnRecent, { gameCode: 'HN', size: LOTTERY_LIMITS.recentMax + 1 }, 400, 'request.invalid'],
      [GAME_PATHS.lotteryVnRecent, { gameCode: 'HN', size: 'ten' }, 400, 'request.invalid'],
      [GAME_PATHS.lotteryVnRecent, { gameCode: 'HN', size: 2.5 }, 400, 'request.invalid'],
      [GAME_PATHS.lotteryVnRecent, { size: 5 }, 400, 'request.invalid'],
      [GAME_PATHS.lotteryVnRecent, { gameCode: 'NOPE' }, 404, 'game.not.found'],
      // a lottery game, but not a Vietnamese one
      [GAME_PATHS.lotteryVnRecent, { gameCode: 'SL649' }, 404, 'game.not.found'],
      [GAME_PATHS.lotteryNumero, { gameCode: 'NOPE' }, 404, 'game.not.found'],
      [GAME_PATHS.lotteryNumero, { gameCode: "HN'; drop table games" }, 400, 'request.invalid'],
      [GAME_PATHS.lotteryNumero, { gameCode: 'x'.repeat(65) }, 400, 'request.invalid'],
      [GAME_PATHS.lotteryVerify, { gameCode: 'HN', drawNo: 'yesterday' }, 400, 'request.invalid'],
      [GAME_PATHS.lotteryVerify, { gameCode: 'HN' }, 400, 'request.invalid'],
      // a draw still to come is not revealed
      [GAME_PATHS.lotteryVerify, { gameCode: 'HN', drawNo: '20261230' }, 404, 'request.not.found'],
    ];
    for (const [path, query, status, errorCode] of cases) {
      const res = await getQuery(t.app, path, query);
      expect(failureOf(res), `${path} ${JSON.stringify(query)}`).toEqual({ status, success: false, errorCode });
    }
    expect(await allRowCount()).toBe(rowsBefore);
    // Another merchant's game is not this merchant's: GOLDEN has no draws of its own yet.
    expect((await numero('HN', { merchant: 'GOLDEN' })).list[0]!.latest.serverSeed).not.toBe((await numero('HN')).list[0]!.latest.serverSeed);
  });
});

describe('lottery launch', () => {
  it('passes the prize mode and play type on, and refuses ones that are not the game’s', async () => {
    clock.set(Date.now() + 60_000);
    const token = await tokenFor(t.app, DEMO);
    const playedAt = async (gameCode: string) => {
      const row = await t.app.db
        .selectFrom('recent_games')
        .innerJoin('games', 'games.id', 'recent_games.game_id')
        .select('recent_games.played_at')
        .where('games.merchant_code', '=', 'LUCKY')
        .where('games.game_code', '=', gameCode)
        .executeTakeFirst();
      return row ? Number(row.played_at) : null;
    };
    const before = await playedAt('HN');
    const launch = (payload: object) => call(t.app, 'POST', GAME_PATHS.launch, { payload, token });
    const refused = [
      { vendor: 'TCG_LOTTO_VN', gameCode: 'HN', prizeMode: 'LOTT', playType: 'Tradition' },
      { vendor: 'TCG_LOTTO_VN', gameCode: 'HN', prizeMode: 'ELOTT', playType: 'Entertainment' },
      { vendor: 'TCG_LOTTO_VN', gameCode: 'HN', prizeMode: 'BIG' },
      { nodeId: '1000001', prizeMode: 'ELOTT' },
    ];
    for (const payload of refused) {
      expect(failureOf(await launch(payload)).status, JSON.stringify(payload)).toBe(400);
    }
    expect(await playedAt('HN')).toBe(before);
    const ok = await launch({ vendor: 'TCG_LOTTO_VN', gameCode: 'F3M1', prizeMode: 'ELOTT', playType: 'Entertainment' });
    expect(ok.statusCode, ok.body).toBe(200);
    const page = await call(t.app, 'GET', ok.json().value.url);
    expect(page.body).toContain('E-lottery · Entertainment');
    expect(await playedAt('F3M1')).toBe(clock());
  });
});
