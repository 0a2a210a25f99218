import { LIVE_PATHS } from '@lobby/contract';
import type { LiveHost } from '@lobby/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOLDEN, login } from './helpers/accounts.ts';
import { get, newPlayer, ops, outcome, post, req, trialToken, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The live casino's hosts through the API, on SQLite or PostgreSQL: the anchor and model lists on a clock
 * the tests move (on air follows each host's weekly schedule in the brand's time zone), following and
 * unfollowing, bad input, visitors and trial accounts, and one brand never seeing another's hosts.
 */

/** Tuesday 24 November 2026, 12:00 in Manila (LUCKY). */
const NOON_MANILA = Date.UTC(2026, 10, 24, 4, 0, 0);
let clock = NOON_MANILA;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  clock = NOON_MANILA;
});

const HOUR = 3_600_000;
const GOLDEN_HEADERS = { merchant: 'GOLDEN' };

const anchors = async (token?: string, headers?: Record<string, string>) =>
  valueOf<LiveHost[]>(await get(t.app, LIVE_PATHS.anchors, token, headers));
const models = async (query: string, headers?: Record<string, string>) =>
  valueOf<LiveHost[]>(await get(t.app, `${LIVE_PATHS.models}${query}`, undefined, headers));
const focus = async (token: string, headers?: Record<string, string>) =>
  valueOf<LiveHost[]>(await get(t.app, LIVE_PATHS.focus, token, headers));
const follow = (token: string, anchorId: unknown, headers?: Record<string, string>) =>
  post(t.app, LIVE_PATHS.focus, { anchorId }, token, headers);
const unfollow = (token: string, anchorId: unknown, headers?: Record<string, string>) =>
  req(t.app, 'DELETE', LIVE_PATHS.focus, { token, payload: { anchorId }, headers });

async function followRows(): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('live_host_follows')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function goldenToken(): Promise<string> {
  const res = await login(t.app, GOLDEN, { headers: GOLDEN_HEADERS, now: clock });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
}

describe('anchor list', () => {
  it('lists every active host of the brand, on air first, each at a LIVE table, uncached', async () => {
    const res = await get(t.app, LIVE_PATHS.anchors);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = valueOf<LiveHost[]>(res);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((h) => h.active && !h.followed && h.game.gameType === 'LIVE')).toBe(true);
    const live = list.filter((h) => h.streaming);
    expect(live.length).toBeGreaterThanOrEqual(2);
    // on air first, then by the next time on air
    const firstOff = list.findIndex((h) => !h.streaming);
    expect(list.slice(firstOff).every((h) => !h.streaming)).toBe(true);
    const nexts = list.slice(firstOff).map((h) => h.nextShiftAt!);
    expect(nexts).toEqual([...nexts].sort((a, b) => a - b));
    for (const h of live) {
      expect(h.liveUntil).toBeGreaterThan(clock);
      expect(h.nextShiftAt).toBeGreaterThan(h.liveUntil!);
    }
    for (const h of list.filter((x) => !x.streaming)) {
      expect(h.liveUntil).toBeNull();
      expect(h.nextShiftAt).toBeGreaterThan(clock);
    }
  });

  it('answers the bio in the Language asked for, and draws each host a portrait', async () => {
    const [en] = await anchors();
    const vi = (await anchors(undefined, { language: 'VI' })).find((h) => h.id === en!.id)!;
    expect(en!.bio).not.toBe('');
    expect(vi.bio).not.toBe(en!.bio);
    const img = await t.app.inject({ method: 'GET', url: en!.avatarUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(img.body).toContain(en!.name);
    expect((await t.app.inject({ method: 'GET', url: `${LIVE_PATHS.hostImage}/999999.svg` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${LIVE_PATHS.hostImage}/..%2Fx.svg` })).statusCode).toBe(404);
  });

  it('takes a host off air when the clock passes the end of the shift, and back on at the next start', async () => {
    const host = (await anchors()).find((h) => h.streaming)!;
    const end = host.liveUntil!;
    // Manila's slots end at 02:00, 10:00 and 18:00 local (UTC+8), on the hour
    expect(end % HOUR).toBe(0);
    expect([18, 2, 10]).toContain(new Date(end).getUTCHours());

    clock = end - 1_000;
    expect((await anchors()).find((h) => h.id === host.id)).toMatchObject({ streaming: true, liveUntil: end });
    clock = end;
    const off = (await anchors()).find((h) => h.id === host.id)!;
    expect(off).toMatchObject({ streaming: false, liveUntil: null });
    expect(off.nextShiftAt).toBeGreaterThan(end);

    clock = off.nextShiftAt! - 1_000;
    expect((await anchors()).find((h) => h.id === host.id)!.streaming).toBe(false);
    clock = off.nextShiftAt!;
    expect((await anchors()).find((h) => h.id === host.id)!.streaming).toBe(true);
  });

  it('has at least two hosts on air at each hour of the day, across the week, in both brands', async () => {
    for (const headers of [undefined, GOLDEN_HEADERS]) {
      // 7 and 24 share no factor: steps of 7 hours meet every hour of the day once, on different weekdays
      for (let h = 0; h < 7 * 24; h += 7) {
        clock = NOON_MANILA + h * HOUR;
        const live = (await anchors(undefined, headers)).filter((x) => x.streaming);
        expect(live.length, `hour ${h} ${headers ? 'GOLDEN' : 'LUCKY'}`).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('live model list', () => {
  it('filters by streaming, and lists switched-off hosts only when asked (active=0)', async () => {
    const all = await models('');
    const on = await models('?streaming=1');
    const off = await models('?streaming=false&active=1');
    expect(on.length).toBeGreaterThan(0);
    expect(off.length).toBeGreaterThan(0);
    expect(on.every((h) => h.streaming)).toBe(true);
    expect(off.every((h) => !h.streaming)).toBe(true);
    expect([...on, ...off].map((h) => h.id).sort()).toEqual(all.map((h) => h.id).sort());
    expect(await models('?active=0')).toEqual([]);

    const host = on[0]!;
    const disabled = await ops(t.app, 'PATCH', `/ops/live-hosts/${host.id}`, { enabled: false });
    expect(valueOf(disabled)).toEqual({ id: host.id, name: host.name, active: false });
    try {
      const inactive = await models('?active=0');
      expect(inactive.map((h) => h.id)).toEqual([host.id]);
      expect(inactive[0]).toMatchObject({ active: false, streaming: false, nextShiftAt: null });
      expect((await anchors()).some((h) => h.id === host.id)).toBe(false);
      expect((await models('?active=0&streaming=1'))).toEqual([]);
    } finally {
      valueOf(await ops(t.app, 'PATCH', `/ops/live-hosts/${host.id}`, { enabled: true }));
    }
    expect((await anchors()).some((h) => h.id === host.id)).toBe(true);
  });

  it('refuses filters that are not 0, 1, true or false with a 400', async () => {
    for (const q of ['?active=2', '?streaming=yes', '?streaming=', '?active=1&active=0']) {
      expect(outcome(await get(t.app, `${LIVE_PATHS.models}${q}`)), q).toMatchObject({
        status: 400,
        success: false,
        errorCode: 'request.invalid',
      });
    }
  });

  it('operator switch: unknown host, another brand\'s host or bad body are refused', async () => {
    const golden = (await anchors(undefined, GOLDEN_HEADERS))[0]!;
    expect(outcome(await ops(t.app, 'PATCH', '/ops/live-hosts/999999', { enabled: false }))).toMatchObject({
      status: 404,
      errorCode: 'live.host.not.found',
    });
    expect(outcome(await ops(t.app, 'PATCH', `/ops/live-hosts/${golden.id}?merchant=LUCKY`, { enabled: false })).status).toBe(404);
    expect(outcome(await ops(t.app, 'PATCH', `/ops/live-hosts/${golden.id}?merchant=GOLDEN`, { enabled: 'no' })).status).toBe(400);
    expect((await anchors(undefined, GOLDEN_HEADERS)).some((h) => h.id === golden.id)).toBe(true);
  });
});

describe('following', () => {
  it('follows and unfollows idempotently; the focus list and follower counts follow', async () => {
    const a = await newPlayer(t.app, 'livea');
    const b = await newPlayer(t.app, 'liveb');
    const [first, second] = await anchors();
    const before = first!.followers;

    expect(valueOf(await follow(a.token, first!.id))).toEqual([first!.id]);
    expect(valueOf(await follow(a.token, first!.id))).toEqual([first!.id]);
    expect(valueOf(await follow(a.token, String(second!.id)))).toEqual([second!.id, first!.id]);

    const mine = await focus(a.token);
    expect(mine.map((h) => h.id)).toEqual([second!.id, first!.id]);
    expect(mine.every((h) => h.followed)).toBe(true);
    expect(await focus(b.token)).toEqual([]);

    const seenByA = (await anchors(a.token)).find((h) => h.id === first!.id)!;
    expect(seenByA).toMatchObject({ followed: true, followers: before + 1 });
    expect((await anchors(b.token)).find((h) => h.id === first!.id)).toMatchObject({ followed: false, followers: before + 1 });

    expect(valueOf(await unfollow(a.token, first!.id))).toEqual([second!.id]);
    expect(valueOf(await unfollow(a.token, first!.id))).toEqual([second!.id]);
    expect((await focus(a.token)).map((h) => h.id)).toEqual([second!.id]);
    expect((await anchors()).find((h) => h.id === first!.id)!.followers).toBe(before);
    valueOf(await unfollow(a.token, second!.id));
    expect(await focus(a.token)).toEqual([]);
  });

  it('puts followed hosts first among those on air', async () => {
    const a = await newPlayer(t.app, 'liveord');
    const live = (await anchors()).filter((h) => h.streaming);
    const last = live[live.length - 1]!;
    valueOf(await follow(a.token, last.id));
    const list = await anchors(a.token);
    expect(list[0]).toMatchObject({ id: last.id, streaming: true, followed: true });
    valueOf(await unfollow(a.token, last.id));
  });

  it('refuses bad input with a 400 and unknown hosts with a 404, writing nothing', async () => {
    const a = await newPlayer(t.app, 'livebad');
    const rows = await followRows();
    for (const bad of ['abc', 0, -1, 1.5, 2 ** 31, null, '']) {
      expect(outcome(await follow(a.token, bad)), String(bad)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(outcome(await unfollow(a.token, bad)), String(bad)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    }
    expect(outcome(await post(t.app, LIVE_PATHS.focus, {}, a.token)).status).toBe(400);
    expect(outcome(await post(t.app, LIVE_PATHS.focus, 'anchorId=1', a.token)).status).toBeGreaterThanOrEqual(400);
    expect(outcome(await follow(a.token, 999_999))).toMatchObject({ status: 404, success: false, errorCode: 'live.host.not.found' });
    expect(outcome(await unfollow(a.token, 999_999))).toMatchObject({ status: 404, errorCode: 'live.host.not.found' });
    expect(await followRows()).toBe(rows);
  });

  it("keeps brands apart: another brand's host is unknown, and each brand lists its own", async () => {
    const lucky = await anchors();
    const golden = await anchors(undefined, GOLDEN_HEADERS);
    expect(golden.length).toBeGreaterThanOrEqual(8);
    const luckyIds = new Set(lucky.map((h) => h.id));
    expect(golden.some((h) => luckyIds.has(h.id))).toBe(false);

    const a = await newPlayer(t.app, 'liveiso');
    const rows = await followRows();
    expect(outcome(await follow(a.token, golden[0]!.id))).toMatchObject({ status: 404, errorCode: 'live.host.not.found' });
    expect(await followRows()).toBe(rows);

    const g = await goldenToken();
    expect(valueOf(await follow(g, golden[0]!.id, GOLDEN_HEADERS))).toEqual([golden[0]!.id]);
    expect((await focus(g, GOLDEN_HEADERS)).map((h) => h.id)).toEqual([golden[0]!.id]);
    expect(outcome(await unfollow(g, lucky[0]!.id, GOLDEN_HEADERS))).toMatchObject({ status: 404, errorCode: 'live.host.not.found' });
    expect(valueOf(await unfollow(g, golden[0]!.id, GOLDEN_HEADERS))).toEqual([]);
  });

  it('answers visitors 401 on the focus routes and trial accounts 403 on follow (their focus list is empty)', async () => {
    const id = (await anchors())[0]!.id;
    const rows = await followRows();
    expect(outcome(await get(t.app, LIVE_PATHS.focus))).toMatchObject({ status: 401, success: false, errorCode: 'login.required' });
    expect(outcome(await post(t.app, LIVE_PATHS.focus, { anchorId: id }))).toMatchObject({ status: 401, errorCode: 'login.required' });
    expect(outcome(await req(t.app, 'DELETE', LIVE_PATHS.focus, { payload: { anchorId: id } }))).toMatchObject({ status: 401 });
    // a visitor with a bad body learns nothing about the body's rules
    expect(outcome(await post(t.app, LIVE_PATHS.focus, { anchorId: 'x' })).status).toBe(401);

    const trial = await trialToken(t.app);
    expect(outcome(await follow(trial, id))).toMatchObject({ status: 403, errorCode: 'permission.trial' });
    expect(await focus(trial)).toEqual([]);
    expect(await followRows()).toBe(rows);
  });
});
