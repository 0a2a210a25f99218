import { GAME_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, setCashBalance, tokenFor } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { call, failureOf, getQuery } from './helpers/games.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

// The catalogue's caches stay on (the default): an operator's change must reach players through them at once.
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function ops(method: 'GET' | 'PATCH', url: string, payload?: unknown): Promise<InjectResult> {
  return t.app.inject({ method, url, headers: opsHeaders(), ...(payload === undefined ? {} : { payload: payload as object }) }) as unknown as Promise<InjectResult>;
}

interface ConsoleGame {
  gameId: string;
  name: string;
  vendor: string;
  type: string;
  enabled: boolean;
  isNew: boolean;
  hotRank: number | null;
}

async function playerList(query: Record<string, string | number>, merchant = 'LUCKY') {
  const res = await getQuery(t.app, GAME_PATHS.gameList, { pageSize: 100, ...query }, { headers: { merchant } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { games: { nodeId: string; isNew: boolean }[]; totalCount: number };
}

async function countGames(merchant: string, where: { vendor?: string; type?: string } = {}): Promise<number> {
  let q = t.app.database.db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_code', '=', merchant);
  if (where.vendor) q = q.where('vassalage', '=', where.vendor);
  if (where.type) q = q.where('game_type', '=', where.type);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

describe('console games', () => {
  it('lists the catalogue with paging and filters, totals from the database', async () => {
    const first = await ops('GET', '/ops/games?merchant=LUCKY&limit=20');
    expect(first.statusCode).toBe(200);
    const page = first.json().value as { list: ConsoleGame[]; total: number };
    expect(page.list).toHaveLength(20);
    expect(page.total).toBe(await countGames('LUCKY'));
    const second = (await ops('GET', '/ops/games?merchant=LUCKY&limit=20&offset=20')).json().value.list as ConsoleGame[];
    expect(second[0]!.gameId).not.toBe(page.list[0]!.gameId);
    expect(new Set([...page.list, ...second].map((g) => g.gameId)).size).toBe(40);

    const nova = (await ops('GET', '/ops/games?merchant=LUCKY&vendor=NOVA&limit=100')).json().value as { list: ConsoleGame[]; total: number };
    expect(nova.total).toBe(await countGames('LUCKY', { vendor: 'NOVA' }));
    expect(nova.list.every((g) => g.vendor === 'NOVA')).toBe(true);
    const live = (await ops('GET', '/ops/games?merchant=LUCKY&type=LIVE&limit=5')).json().value as { list: ConsoleGame[]; total: number };
    expect(live.total).toBe(await countGames('LUCKY', { type: 'LIVE' }));
    expect(live.list.every((g) => g.type === 'LIVE')).toBe(true);

    const named = nova.list[0]!;
    const byName = (await ops('GET', `/ops/games?merchant=LUCKY&q=${encodeURIComponent(named.name.slice(0, 6).toUpperCase())}`)).json().value;
    expect(byName.list.map((g: ConsoleGame) => g.gameId)).toContain(named.gameId);
    const byId = (await ops('GET', `/ops/games?merchant=LUCKY&q=${named.gameId}`)).json().value;
    expect(byId.list.map((g: ConsoleGame) => g.gameId)).toContain(named.gameId);
    // LIKE wildcards match themselves
    expect((await ops('GET', '/ops/games?merchant=LUCKY&q=%25%25%25')).json().value.total).toBe(0);
  });

  it('shows the hot rank', async () => {
    const hot = (await ops('GET', '/ops/merchants/LUCKY/hot')).json().value;
    const first = (hot.list ?? hot)[0] as { nodeId: string; rank: number } | undefined;
    if (!first) throw new Error(`no hot ranking seeded: ${JSON.stringify(hot)}`);
    const found = (await ops('GET', `/ops/games?merchant=LUCKY&q=${first.nodeId}`)).json().value.list as ConsoleGame[];
    expect(found.find((g) => g.gameId === first.nodeId)?.hotRank).toBe(first.rank);
  });

  it('a disabled game leaves the player lists at once and its launch is refused; enabling brings it back', async () => {
    const game = ((await ops('GET', '/ops/games?merchant=LUCKY&vendor=NOVA&limit=1')).json().value.list as ConsoleGame[])[0]!;
    const before = await playerList({ vassalage: 'NOVA' });
    expect(before.games.map((g) => g.nodeId)).toContain(game.gameId);

    const off = await ops('PATCH', `/ops/games/${game.gameId}?merchant=LUCKY`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().value).toMatchObject({ gameId: game.gameId, enabled: false });
    const after = await playerList({ vassalage: 'NOVA' });
    expect(after.games.map((g) => g.nodeId)).not.toContain(game.gameId);
    expect(after.totalCount).toBe(before.totalCount - 1);

    const member = await makeMember(t.app, { username: 'gamesoff01' });
    await setCashBalance(t.app, member.id, 10_000);
    const token = await tokenFor(t.app, member);
    const launch = await call(t.app, 'POST', GAME_PATHS.launch, { payload: { nodeId: game.gameId, vendor: 'NOVA', language: 'EN' }, token });
    expect(failureOf(launch)).toMatchObject({ status: 403, errorCode: 'game.disabled' });

    // still in the console's list, switched off
    const listed = (await ops('GET', `/ops/games?merchant=LUCKY&q=${game.gameId}`)).json().value.list as ConsoleGame[];
    expect(listed.find((g) => g.gameId === game.gameId)?.enabled).toBe(false);

    expect((await ops('PATCH', `/ops/games/${game.gameId}?merchant=LUCKY`, { enabled: true })).statusCode).toBe(200);
    expect((await playerList({ vassalage: 'NOVA' })).games.map((g) => g.nodeId)).toContain(game.gameId);
    const again = await call(t.app, 'POST', GAME_PATHS.launch, { payload: { nodeId: game.gameId, vendor: 'NOVA', language: 'EN' }, token });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('the new flag shows in the player list and its new-games filter at once', async () => {
    const game = ((await ops('GET', '/ops/games?merchant=LUCKY&vendor=NOVA&limit=3')).json().value.list as ConsoleGame[])[2]!;
    const flip = !game.isNew;
    const res = await ops('PATCH', `/ops/games/${game.gameId}?merchant=LUCKY`, { isNew: flip });
    expect(res.json().value.isNew).toBe(flip);
    const listed = (await playerList({ vassalage: 'NOVA' })).games.find((g) => g.nodeId === game.gameId);
    expect(listed?.isNew).toBe(flip);
    const onlyNew = await playerList({ vassalage: 'NOVA', isNew: 1 });
    expect(onlyNew.games.some((g) => g.nodeId === game.gameId)).toBe(flip);
  });

  it("changes only the named merchant's game", async () => {
    // the same game (nodeId) at another merchant
    const shared = await t.app.database.db
      .selectFrom('games as a')
      .innerJoin('games as b', 'b.node_id', 'a.node_id')
      .select(['a.node_id'])
      .where('a.merchant_code', '=', 'LUCKY')
      .where('b.merchant_code', '=', 'GOLDEN')
      .where('a.enabled', '=', 1)
      .where('b.enabled', '=', 1)
      .executeTakeFirstOrThrow();
    const off = await ops('PATCH', `/ops/games/${shared.node_id}?merchant=GOLDEN`, { enabled: false });
    expect(off.statusCode).toBe(200);
    const lucky = await t.app.database.db
      .selectFrom('games')
      .select('enabled')
      .where('merchant_code', '=', 'LUCKY')
      .where('node_id', '=', shared.node_id)
      .executeTakeFirstOrThrow();
    expect(lucky.enabled).toBe(1);
    const goldenList = (await ops('GET', '/ops/games?merchant=GOLDEN&limit=100')).json().value.list as ConsoleGame[];
    expect(goldenList.length).toBeGreaterThan(0);
    // a game only LUCKY has is unknown under GOLDEN
    const onlyLucky = await t.app.database.db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', 'LUCKY')
      .where('vassalage', '=', 'KGP')
      .executeTakeFirstOrThrow();
    expect(failureOf(await ops('PATCH', `/ops/games/${onlyLucky.node_id}?merchant=GOLDEN`, { enabled: false }))).toMatchObject({
      status: 404,
      errorCode: 'game.not.found',
    });
    await ops('PATCH', `/ops/games/${shared.node_id}?merchant=GOLDEN`, { enabled: true });
  });

  it('answers 4xx envelopes for bad input and changes nothing', async () => {
    const game = ((await ops('GET', '/ops/games?merchant=LUCKY&limit=1')).json().value.list as ConsoleGame[])[0]!;
    const bad: ['GET' | 'PATCH', string, unknown?][] = [
      ['GET', '/ops/games'],
      ['GET', '/ops/games?merchant=NOPE'],
      ['GET', '/ops/games?merchant=LUCKY&limit=0'],
      ['GET', '/ops/games?merchant=LUCKY&limit=101'],
      ['GET', '/ops/games?merchant=LUCKY&offset=-1'],
      ['GET', '/ops/games?merchant=LUCKY&offset=abc'],
      ['PATCH', `/ops/games/${game.gameId}?merchant=LUCKY`, {}],
      ['PATCH', `/ops/games/${game.gameId}?merchant=LUCKY`, { enabled: 'no' }],
      ['PATCH', `/ops/games/${game.gameId}?merchant=LUCKY`, { enabled: false, extra: 1 }],
      ['PATCH', `/ops/games/${game.gameId}`, { enabled: false }],
      ['PATCH', '/ops/games/4242424?merchant=LUCKY', { enabled: false }],
    ];
    for (const [method, url, body] of bad) {
      const res = await ops(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    const still = (await ops('GET', `/ops/games?merchant=LUCKY&q=${game.gameId}`)).json().value.list as ConsoleGame[];
    expect(still.find((g) => g.gameId === game.gameId)).toEqual(game);
    expect((await t.app.inject({ method: 'GET', url: '/ops/games?merchant=LUCKY' })).statusCode).toBe(401);
  });
});
