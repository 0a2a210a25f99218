import { ACCOUNT_PATHS, GAME_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, DEMO, GOLDEN, login, makeMember, manualClock, setCashBalance } from './helpers/accounts.ts';
import type { LoginInput } from './helpers/accounts.ts';
import { call, failureOf, getQuery } from './helpers/games.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
const clock = manualClock();

/** Logs in on the test clock (sealed bodies carry a time the server checks against its own clock). */
async function tokenOf(input: LoginInput, headers: Record<string, string> = {}): Promise<string> {
  const res = await login(t.app, input, { headers, now: clock() });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().value.token as string;
}

/** How the page writes text. */
function html(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
let demo: string;
let trial: string;

beforeAll(async () => {
  t = await createTestApp({ gameCacheTtlMs: 0 }, { now: clock });
  demo = await tokenOf(DEMO);
  const res = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.freeplay, remoteAddress: '10.9.0.1' });
  trial = res.json().value.token;
});

afterAll(async () => {
  await t.close();
});

/** A game of the merchant: the first in list order matching the conditions. */
async function gameWhere(where: { freeplay?: 0 | 1; type?: string; vendor?: string; merchant?: string; skip?: number } = {}) {
  let q = t.app.database.db
    .selectFrom('games')
    .select(['id', 'node_id', 'vassalage', 'name_en', 'name_ty', 'game_code', 'game_type'])
    .where('merchant_code', '=', where.merchant ?? 'LUCKY')
    .where('enabled', '=', 1);
  if (where.freeplay !== undefined) q = q.where('freeplay', '=', where.freeplay);
  if (where.type) q = q.where('game_type', '=', where.type);
  if (where.vendor) q = q.where('vassalage', '=', where.vendor);
  return q.orderBy('id').offset(where.skip ?? 0).limit(1).executeTakeFirstOrThrow();
}

async function setGameEnabled(nodeId: string, enabled: 0 | 1) {
  await t.app.database.db.updateTable('games').set({ enabled }).where('merchant_code', '=', 'LUCKY').where('node_id', '=', nodeId).execute();
}

const fav = (method: 'POST' | 'DELETE', payload: unknown, token?: string) => call(t.app, method, GAME_PATHS.favourites, { payload, token });
const ids = async (token = demo) => (await call(t.app, 'GET', GAME_PATHS.favouriteIds, { token })).json().value as string[];
const launch = (payload: unknown, token?: string, url: string = GAME_PATHS.launch) => call(t.app, 'POST', url, { payload, token });

describe('favourites', () => {
  it('ask visitors to log in and refuse trial accounts', async () => {
    const calls = [
      () => fav('POST', { nodeId: '1000001' }),
      () => fav('DELETE', { nodeId: '1000001' }),
      () => call(t.app, 'GET', GAME_PATHS.favouriteIds),
      () => call(t.app, 'GET', GAME_PATHS.favouriteList),
    ];
    for (const c of calls) expect(failureOf(await c())).toMatchObject({ status: 401, errorCode: 'login.required' });
    const trialCalls = [
      () => fav('POST', { nodeId: '1000001' }, trial),
      () => fav('DELETE', { nodeId: '1000001' }, trial),
      () => call(t.app, 'GET', GAME_PATHS.favouriteIds, { token: trial }),
      () => call(t.app, 'GET', GAME_PATHS.favouriteList, { token: trial }),
    ];
    for (const c of trialCalls) expect(failureOf(await c())).toMatchObject({ status: 403, errorCode: 'permission.trial' });
    expect(failureOf(await fav('POST', { nodeId: '1000001' }, 'not-a-live-token'))).toMatchObject({ status: 401, errorCode: 'login.session.expired' });
  });

  it('adds once however often it is asked, and removes', async () => {
    const game = await gameWhere({ vendor: 'PGE' });
    const first = await fav('POST', { nodeId: game.node_id, vendor: 'PGE' }, demo);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual([game.node_id]);
    expect((await fav('POST', { nodeId: game.node_id }, demo)).json().value).toEqual([game.node_id]);
    const rows = await t.app.database.db.selectFrom('favourite_games').selectAll().where('game_id', '=', game.id).execute();
    expect(rows).toHaveLength(1);
    const removed = await fav('DELETE', { nodeId: game.node_id, vendor: 'PGE' }, demo);
    expect(removed.json().value).toEqual([]);
    // removing what is not there is not an error
    expect((await fav('DELETE', { nodeId: game.node_id }, demo)).statusCode).toBe(200);
  });

  it('refuses unknown games, a vendor that is not the game’s, disabled games and malformed ids', async () => {
    expect(failureOf(await fav('POST', { nodeId: '4242424' }, demo))).toMatchObject({ status: 404, errorCode: 'game.not.found' });
    expect(failureOf(await fav('POST', { nodeId: '1000001', vendor: 'FC' }, demo))).toMatchObject({ status: 404, errorCode: 'game.not.found' });
    expect(failureOf(await fav('DELETE', { nodeId: '4242424' }, demo))).toMatchObject({ status: 404, errorCode: 'game.not.found' });
    for (const payload of [{}, { nodeId: '' }, { nodeId: "1' OR 1=1 --" }, { nodeId: '%' }, { nodeId: '1000001', vendor: 'FC; --' }, { nodeId: 5 }]) {
      expect(failureOf(await fav('POST', payload, demo)), JSON.stringify(payload)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    }
    const game = await gameWhere({ vendor: 'FC' });
    await setGameEnabled(game.node_id, 0);
    try {
      expect(failureOf(await fav('POST', { nodeId: game.node_id }, demo))).toMatchObject({ status: 403, errorCode: 'game.disabled' });
    } finally {
      await setGameEnabled(game.node_id, 1);
    }
    expect(await ids()).toEqual([]);
  });

  it('lists favourites newest first in pages of up to 200, hiding disabled games', async () => {
    const games = await Promise.all([0, 1, 2].map((skip) => gameWhere({ vendor: 'JILI', skip })));
    for (const g of games) {
      await fav('POST', { nodeId: g.node_id }, demo);
      clock.advance(1000);
    }
    const newestFirst = games.map((g) => g.node_id).reverse();
    expect(await ids()).toEqual(newestFirst);
    const page = (await getQuery(t.app, GAME_PATHS.favouriteList, { pageNo: 1, pageSize: 2, language: 'EN' }, { token: demo })).json().value;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 2, totalPages: 2, totalCount: 3 });
    expect(page.list.map((g: { nodeId: string }) => g.nodeId)).toEqual(newestFirst.slice(0, 2));
    expect(page.list[0].gameName).toBe(games[2]!.name_en);
    const second = (await getQuery(t.app, GAME_PATHS.favouriteList, { pageNo: 2, pageSize: 2 }, { token: demo })).json().value;
    expect(second.list.map((g: { nodeId: string }) => g.nodeId)).toEqual(newestFirst.slice(2));
    expect((await getQuery(t.app, GAME_PATHS.favouriteList, { pageSize: 200 }, { token: demo })).statusCode).toBe(200);
    for (const query of [{ pageSize: 201 }, { pageSize: 10000 }, { pageNo: 0 }]) {
      expect((await getQuery(t.app, GAME_PATHS.favouriteList, query, { token: demo })).statusCode).toBe(400);
    }
    await setGameEnabled(games[0]!.node_id, 0);
    try {
      expect(await ids()).toEqual(newestFirst.slice(0, 2));
      expect((await getQuery(t.app, GAME_PATHS.favouriteList, {}, { token: demo })).json().value.totalCount).toBe(2);
    } finally {
      await setGameEnabled(games[0]!.node_id, 1);
    }
    // another member has their own set
    expect(await ids(await tokenOf(AGENT))).toEqual([]);
    for (const g of games) await fav('DELETE', { nodeId: g.node_id }, demo);
  });

  it('keep to the merchant of the session', async () => {
    const golden = await tokenOf(GOLDEN, { merchant: 'GOLDEN' });
    const onlyLucky = await t.app.database.db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', 'LUCKY')
      .where('vassalage', '=', 'KGP')
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, 'POST', GAME_PATHS.favourites, { token: golden, headers: { merchant: 'GOLDEN' }, payload: { nodeId: onlyLucky.node_id } });
    expect(failureOf(res)).toMatchObject({ status: 404, errorCode: 'game.not.found' });
  });
});

describe('recent games', () => {
  it('need a session', async () => {
    expect(failureOf(await call(t.app, 'GET', GAME_PATHS.recent))).toMatchObject({ status: 401, errorCode: 'login.required' });
    expect(failureOf(await call(t.app, 'POST', GAME_PATHS.recent, { payload: { nodeId: '1000001' } }))).toMatchObject({ status: 401, errorCode: 'login.required' });
  });

  it('records plays newest first and filters by type and vendor', async () => {
    const member = await makeMember(t.app, { username: 'recent01' });
    const token = await tokenOf(member);
    const slot = await gameWhere({ type: 'RNG', vendor: 'FC' });
    const fish = await gameWhere({ type: 'FISH', vendor: 'OCN' });
    for (const g of [slot, fish]) {
      expect((await call(t.app, 'POST', GAME_PATHS.recent, { token, payload: { nodeId: g.node_id } })).statusCode).toBe(200);
      clock.advance(1000);
    }
    const all = (await getQuery(t.app, GAME_PATHS.recent, { page: 1, pageSize: 36, clientType: 2, language: 'EN' }, { token })).json().value;
    expect(all.list.map((g: { nodeId: string }) => g.nodeId)).toEqual([fish.node_id, slot.node_id]);
    expect(all).toMatchObject({ pageNum: 1, pageSize: 36, totalCount: 2, totalPages: 1 });
    const fishOnly = (await getQuery(t.app, GAME_PATHS.recent, { gameType: 'FISH' }, { token })).json().value;
    expect(fishOnly.list.map((g: { nodeId: string }) => g.nodeId)).toEqual([fish.node_id]);
    const fcOnly = (await getQuery(t.app, GAME_PATHS.recent, { vendor: 'FC' }, { token })).json().value;
    expect(fcOnly.list.map((g: { nodeId: string }) => g.nodeId)).toEqual([slot.node_id]);
    // playing again moves the game to the top without a second row
    await call(t.app, 'POST', GAME_PATHS.recent, { token, payload: { nodeId: slot.node_id } });
    const again = (await call(t.app, 'GET', GAME_PATHS.recent, { token })).json().value;
    expect(again.list.map((g: { nodeId: string }) => g.nodeId)).toEqual([slot.node_id, fish.node_id]);
    for (const query of [{ page: 0 }, { pageSize: 201 }, { gameType: 'X' }, { vendor: "' OR 1=1" }]) {
      expect((await getQuery(t.app, GAME_PATHS.recent, query, { token })).statusCode, JSON.stringify(query)).toBe(400);
    }
    expect(failureOf(await call(t.app, 'POST', GAME_PATHS.recent, { token, payload: { nodeId: '4242424' } }))).toMatchObject({ status: 404, errorCode: 'game.not.found' });
  });

  it('keeps only the last 50', async () => {
    const member = await makeMember(t.app, { username: 'recent02' });
    const token = await tokenOf(member);
    const rows = await t.app.database.db.selectFrom('games').select('node_id').where('merchant_code', '=', 'LUCKY').where('vassalage', '=', 'PGE').orderBy('id').limit(55).execute();
    for (const r of rows) {
      await call(t.app, 'POST', GAME_PATHS.recent, { token, payload: { nodeId: r.node_id } });
      clock.advance(10);
    }
    const v = (await getQuery(t.app, GAME_PATHS.recent, { pageSize: 200 }, { token })).json().value;
    expect(v.totalCount).toBe(50);
    expect(v.list[0].nodeId).toBe(rows[54]!.node_id);
    expect(v.list.map((g: { nodeId: string }) => g.nodeId)).not.toContain(rows[4]!.node_id);
    expect(v.list.map((g: { nodeId: string }) => g.nodeId)).toContain(rows[5]!.node_id);
    const stored = await t.app.database.db.selectFrom('recent_games').select('game_id').where('member_id', '=', member.id).execute();
    expect(stored).toHaveLength(50);
  });

  it('lets trial accounts record freeplay games only', async () => {
    const free = await gameWhere({ freeplay: 1 });
    const paid = await gameWhere({ freeplay: 0, type: 'LIVE' });
    expect((await call(t.app, 'POST', GAME_PATHS.recent, { token: trial, payload: { nodeId: free.node_id } })).statusCode).toBe(200);
    expect(failureOf(await call(t.app, 'POST', GAME_PATHS.recent, { token: trial, payload: { nodeId: paid.node_id } }))).toMatchObject({ status: 403, errorCode: 'permission.trial' });
    expect((await call(t.app, 'GET', GAME_PATHS.recent, { token: trial })).json().value.list.map((g: { nodeId: string }) => g.nodeId)).toEqual([free.node_id]);
  });
});

describe('launch', () => {
  it('asks visitors to log in', async () => {
    expect(failureOf(await launch({ nodeId: '1000001' }))).toMatchObject({ status: 401, errorCode: 'login.required' });
  });

  it('answers a demo-vendor URL whose page shows the game, the balance and the way back, and records the play', async () => {
    const member = await makeMember(t.app, { username: 'launch01' });
    await setCashBalance(t.app, member.id, 123456);
    const token = await tokenOf(member);
    const game = await gameWhere({ vendor: 'NOVA' });
    const res = await launch({ nodeId: game.node_id, gameCategory: 'RNG', vendor: 'NOVA', language: 'EN', returnUrl: '/m/slot-games' }, token);
    expect(res.statusCode).toBe(200);
    const url = res.json().value.url as string;
    expect(url).toMatch(new RegExp(`^/games/demo/${game.node_id}\\?ticket=[\\w.-]+$`));
    const page = await call(t.app, 'GET', url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<h1>${html(game.name_en)}</h1>`);
    expect(page.body).toContain('1,234.56');
    expect(page.body).toContain('href="/m/slot-games"');
    expect(page.body).toContain('Back to lobby');
    const recent = (await call(t.app, 'GET', GAME_PATHS.recent, { token })).json().value.list;
    expect(recent.map((g: { nodeId: string }) => g.nodeId)).toEqual([game.node_id]);
  });

  it('takes its parameters from the query, a JSON body or a form', async () => {
    const game = await gameWhere({ vendor: 'PGE', skip: 3 });
    const byQuery = await launch(undefined, demo, `${GAME_PATHS.launch}?nodeId=${game.node_id}&supportFreePlay=true`);
    expect(byQuery.statusCode).toBe(200);
    const byForm = await t.app.inject({
      method: 'POST',
      url: GAME_PATHS.launch,
      headers: { authorization: demo, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `nodeId=${game.node_id}&language=TY`,
    });
    expect(byForm.statusCode).toBe(200);
    const page = await call(t.app, 'GET', byForm.json().value.url);
    expect(page.body).toContain(`<h1>${html(game.name_ty)}</h1>`);
    expect(page.body).toContain('lang="tl"');
  });

  it('refuses unknown and disabled games, and a vendor that is not the game’s', async () => {
    expect(failureOf(await launch({ nodeId: '4242424' }, demo))).toMatchObject({ status: 404, errorCode: 'game.not.found' });
    expect(failureOf(await launch({ nodeId: '1000001', vendor: 'PGE' }, demo))).toMatchObject({ status: 404, errorCode: 'game.not.found' });
    const game = await gameWhere({ vendor: 'KNG' });
    await setGameEnabled(game.node_id, 0);
    try {
      expect(failureOf(await launch({ nodeId: game.node_id }, demo))).toMatchObject({ status: 403, errorCode: 'game.disabled' });
    } finally {
      await setGameEnabled(game.node_id, 1);
    }
    await t.app.database.db.updateTable('vendors').set({ enabled: 0 }).where('merchant_code', '=', 'LUCKY').where('vassalage', '=', 'KNG').execute();
    try {
      expect(failureOf(await launch({ nodeId: game.node_id }, demo))).toMatchObject({ status: 403, errorCode: 'game.disabled' });
    } finally {
      await t.app.database.db.updateTable('vendors').set({ enabled: 1 }).where('merchant_code', '=', 'LUCKY').where('vassalage', '=', 'KNG').execute();
    }
    for (const payload of [{}, { vendor: 'TCG' }, { nodeId: "1' OR 1=1 --" }, { nodeId: '1000001', prizeMode: 'MEGA' }, { nodeId: '1000001', playType: 'Arcade' }]) {
      expect(failureOf(await launch(payload, demo)), JSON.stringify(payload)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    }
  });

  it('lets trial accounts launch freeplay games only', async () => {
    const free = await gameWhere({ freeplay: 1, vendor: 'JILI' });
    const paid = await gameWhere({ freeplay: 0, vendor: 'EVL' });
    const ok = await launch({ nodeId: free.node_id }, trial);
    expect(ok.statusCode).toBe(200);
    const page = await call(t.app, 'GET', ok.json().value.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('2,000.00');
    expect(failureOf(await launch({ nodeId: paid.node_id }, trial))).toMatchObject({ status: 403, errorCode: 'permission.trial' });
    // a real member may launch it
    expect((await launch({ nodeId: paid.node_id }, demo)).statusCode).toBe(200);
  });

  it('launches a lottery by vendor and game code with the prize mode and play type', async () => {
    const res = await launch({ vendor: 'TCG_LOTTO_VN', gameCode: 'F3M1', playType: 'Entertainment' }, demo);
    expect(res.statusCode).toBe(200);
    const page = await call(t.app, 'GET', res.json().value.url);
    expect(page.statusCode).toBe(200);
    // prize mode from the vendor mapping (LUCKY: ELOTT), play type as asked
    expect(page.body).toContain('E-lottery · Entertainment');
    const explicit = await launch({ vendor: 'TCG', gameCode: 'SL649', prizeMode: 'ELOTT', playType: 'Tradition' }, demo);
    expect((await call(t.app, 'GET', explicit.json().value.url)).body).toContain('E-lottery · Tradition');
    // A prize mode other than the merchant's, or a play type other than the game's, is refused.
    expect(failureOf(await launch({ vendor: 'TCG', gameCode: 'SL649', prizeMode: 'LOTT' }, demo))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(failureOf(await launch({ vendor: 'TCG', gameCode: 'SL649', playType: 'Entertainment' }, demo))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(failureOf(await launch({ vendor: 'TCG', gameCode: 'NOPE' }, demo))).toMatchObject({ status: 404, errorCode: 'game.not.found' });
  });

  it('sends the Back link only to paths on this site', async () => {
    const game = await gameWhere({ vendor: 'SPG' });
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const url = (await launch({ nodeId: game.node_id, returnUrl }, demo)).json().value.url;
      const page = await call(t.app, 'GET', url);
      expect(page.body, returnUrl).toContain('href="/m/home"');
      expect(page.body).not.toContain('evil.example');
    }
  });

  it('refuses forged, expired, missing and other games’ tickets', async () => {
    const game = await gameWhere({ vendor: 'FC', skip: 5 });
    const other = await gameWhere({ vendor: 'FC', skip: 6 });
    const url = (await launch({ nodeId: game.node_id }, demo)).json().value.url as string;
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const [header, payload, signature] = ticket.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.slice(-2) === 'AA' ? 'BB' : 'AA');
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const refused = [
      `/games/demo/${game.node_id}?ticket=${header}.${forgedPayload}.${signature}`,
      `/games/demo/${game.node_id}?ticket=${header}.${payload}.${flipped}`,
      `/games/demo/${game.node_id}?ticket=${noneAlg}`,
      `/games/demo/${game.node_id}?ticket=garbage`,
      `/games/demo/${game.node_id}`,
      `/games/demo/${other.node_id}?ticket=${ticket}`,
    ];
    for (const u of refused) {
      const res = await call(t.app, 'GET', u);
      expect(res.statusCode, u).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('invalid or has expired');
      expect(res.body).not.toContain(html(game.name_en));
    }
    expect((await call(t.app, 'GET', url)).statusCode).toBe(200);
    clock.advance(6 * 60 * 1000);
    const expired = await call(t.app, 'GET', url);
    expect(expired.statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/games/demo/..%2F..%2Fetc?ticket=${ticket}`)).statusCode).toBe(404);
  });
});

describe('popular games', () => {
  it('puts the games most members played lately first', async () => {
    const game = await gameWhere({ vendor: 'OCN', type: 'FISH', skip: 2 });
    for (const username of ['pop01', 'pop02', 'pop03']) {
      const token = await tokenOf(await makeMember(t.app, { username }));
      await launch({ nodeId: game.node_id }, token);
    }
    const list = (await getQuery(t.app, GAME_PATHS.popular, { gameType: 'FISH', limit: 6 })).json().value.list;
    expect(list[0].nodeId).toBe(game.node_id);
    expect(list).toHaveLength(6);
  });
});
