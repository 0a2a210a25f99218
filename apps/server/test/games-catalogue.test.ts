import { COCKFIGHT_VENDORS, ESPORT_VENDORS, GAME_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKeyOf } from '../src/db/seed/games.ts';
import { call, failureOf, getQuery } from './helpers/games.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

// No catalogue cache: these tests change rows behind the API's back and expect to see it at once.
beforeAll(async () => {
  t = await createTestApp({ gameCacheTtlMs: 0 });
});

afterAll(async () => {
  await t.close();
});

const list = (query: Record<string, string | number> = {}, headers: Record<string, string> = {}) =>
  getQuery(t.app, GAME_PATHS.gameList, query, { headers });

async function countGames(where: { merchant?: string; type?: string; classify?: string; vendor?: string } = {}) {
  let q = t.app.database.db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_code', '=', where.merchant ?? 'LUCKY')
    .where('enabled', '=', 1);
  if (where.type) q = q.where('game_type', '=', where.type);
  if (where.classify) q = q.where('game_classify', '=', where.classify);
  if (where.vendor) q = q.where('vassalage', '=', where.vendor);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

async function setEnabled(table: 'games' | 'vendors', column: 'node_id' | 'vassalage', value: string, enabled: 0 | 1) {
  await t.app.database.db
    .updateTable(table)
    .set({ enabled })
    .where('merchant_code', '=', 'LUCKY')
    .where(column, '=', value)
    .execute();
}

describe('seeded catalogue', () => {
  it('has at least 1,500 games over every type, and GOLDEN carries a different, smaller one', async () => {
    const lucky = await countGames();
    expect(lucky).toBeGreaterThanOrEqual(1500);
    for (const type of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'ESPORTS', 'INHOUSE', 'COCKFIGHT']) {
      expect(await countGames({ type }), type).toBeGreaterThan(0);
    }
    expect(await countGames({ type: 'RNG', classify: 'BG' })).toBeGreaterThan(0);
    const golden = await countGames({ merchant: 'GOLDEN' });
    expect(golden).toBeGreaterThan(500);
    expect(golden).toBeLessThan(lucky);
    expect(await countGames({ merchant: 'GOLDEN', vendor: 'KGP' })).toBe(0);
  });
});

describe('vendor mapping', () => {
  it('maps each game type to its vendors with counts and classifications, in lobby order', async () => {
    const res = await call(t.app, 'GET', GAME_PATHS.vendorMapping);
    expect(res.statusCode).toBe(200);
    const mapping = res.json().value as {
      gameType: string;
      gameCount: number;
      vendors: { vassalage: string; displayName: string; gameCount: number; mobileLargeIcon: string; classifications: { gameClassify: string; displayName: string }[] }[];
    }[];
    const types = mapping.map((m) => m.gameType);
    expect(types.slice(0, 3)).toEqual(['RNG', 'FISH', 'LIVE']);
    expect(types.indexOf('ESPORTS')).toBe(types.indexOf('SPORTS') + 1);
    for (const entry of mapping) {
      expect(entry.gameCount).toBe(entry.vendors.reduce((s, v) => s + v.gameCount, 0));
      expect(entry.gameCount, entry.gameType).toBe(await countGames({ type: entry.gameType }));
    }
    const rng = mapping.find((m) => m.gameType === 'RNG')!;
    expect(rng.vendors.slice(0, 3).map((v) => v.vassalage)).toEqual(['JILI', 'FC', 'PGE']);
    const pg = rng.vendors.find((v) => v.vassalage === 'PGE')!;
    expect(pg.displayName).toBe('PG');
    expect(pg.mobileLargeIcon).toBe('/media/vendors/PGE.svg');
    const jili = rng.vendors.find((v) => v.vassalage === 'JILI')!;
    expect(jili.classifications).toContainEqual({ gameClassify: 'BG', displayName: 'Bingo' });
    expect(jili.gameCount).toBe(await countGames({ type: 'RNG', vendor: 'JILI' }));
    const esports = mapping.find((m) => m.gameType === 'ESPORTS')!;
    expect(esports.vendors.map((v) => v.vassalage).sort()).toEqual([...ESPORT_VENDORS].sort());
    const lott = mapping.find((m) => m.gameType === 'ELOTT')!;
    expect(lott.vendors.map((v) => v.vassalage)).toEqual(['TCG_LOTTO_VN']);
  });

  it('leaves out vendors the operator switched off', async () => {
    await setEnabled('vendors', 'vassalage', 'FC', 0);
    try {
      const mapping = (await call(t.app, 'GET', GAME_PATHS.vendorMapping)).json().value as { vendors: { vassalage: string }[] }[];
      expect(mapping.flatMap((m) => m.vendors.map((v) => v.vassalage))).not.toContain('FC');
      const sorting = (await call(t.app, 'GET', GAME_PATHS.vendorSorting)).json().value as { vendorNames: string[] }[];
      expect(sorting.flatMap((s) => s.vendorNames)).not.toContain('FC');
      const fc = (await list({ vassalage: 'FC' })).json().value;
      expect(fc.totalCount).toBe(0);
    } finally {
      await setEnabled('vendors', 'vassalage', 'FC', 1);
    }
  });

  it("refuses another merchant's code in the query", async () => {
    expect(failureOf(await getQuery(t.app, GAME_PATHS.vendorMapping, { merchant_code: 'GOLDEN' }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect((await getQuery(t.app, GAME_PATHS.vendorMapping, { merchant_code: 'LUCKY' })).statusCode).toBe(200);
    expect((await getQuery(t.app, GAME_PATHS.vendorMapping, { merchant: 'LUCKYTRIAL' })).statusCode).toBe(200);
    expect((await getQuery(t.app, GAME_PATHS.vendorMapping, { merchant_code: "LUCKY' OR 1=1" })).statusCode).toBe(400);
  });

  it("GOLDEN's mapping is its own", async () => {
    const mapping = (await call(t.app, 'GET', GAME_PATHS.vendorMapping, { headers: { merchant: 'GOLDEN' } })).json().value as {
      gameType: string;
      vendors: { vassalage: string }[];
    }[];
    expect(mapping.flatMap((m) => m.vendors.map((v) => v.vassalage))).not.toContain('KGP');
    // The Vietnamese lottery is LOTT at GOLDEN, so its prize mode is LOTT.
    expect(mapping.find((m) => m.gameType === 'ELOTT')).toBeUndefined();
  });
});

describe('vendor sorting', () => {
  it('splits SPORTS into SPORTS, ESPORTS and COCKFIGHT placed right after SPORTS', async () => {
    const res = await call(t.app, 'GET', GAME_PATHS.vendorSorting);
    expect(res.statusCode).toBe(200);
    const sorting = res.json().value as { gameCategory: string; vendorNames: string[] }[];
    const categories = sorting.map((s) => s.gameCategory);
    const sports = categories.indexOf('SPORTS');
    expect(categories.slice(sports, sports + 3)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT']);
    const of = (c: string) => sorting.find((s) => s.gameCategory === c)!.vendorNames;
    expect(of('SPORTS')).toEqual(['BTI', 'SBX']);
    expect(of('ESPORTS')).toEqual([...ESPORT_VENDORS]);
    expect(of('COCKFIGHT')).toEqual([...COCKFIGHT_VENDORS]);
    expect(of('RNG').slice(0, 3)).toEqual(['JILI', 'FC', 'PGE']);
    // every category once
    expect(new Set(categories).size).toBe(categories.length);
  });
});

describe('vendor game types', () => {
  it('lists each vendor with the types it offers', async () => {
    const res = await getQuery(t.app, GAME_PATHS.vendorGameTypes, { typeId: 1, merchant_code: 'LUCKY' });
    expect(res.statusCode).toBe(200);
    const vendors = res.json().value as { vassalage: string; gameTypes: string[] }[];
    expect(vendors.find((v) => v.vassalage === 'JILI')!.gameTypes.sort()).toEqual(['FISH', 'PVP', 'RNG']);
    expect(vendors.find((v) => v.vassalage === 'AV')!.gameTypes).toEqual(['ESPORTS']);
  });

  it('refuses a bad typeId or another merchant', async () => {
    expect((await getQuery(t.app, GAME_PATHS.vendorGameTypes, { typeId: 0 })).statusCode).toBe(400);
    expect((await getQuery(t.app, GAME_PATHS.vendorGameTypes, { typeId: 'x' })).statusCode).toBe(400);
    expect((await getQuery(t.app, GAME_PATHS.vendorGameTypes, { typeId: 1, merchant_code: 'GOLDEN' })).statusCode).toBe(400);
  });
});

describe('game list', () => {
  it('pages the whole catalogue 36 at a time by default', async () => {
    const res = await list({ merchant: 'LUCKY', clientType: 2, platform: 'html5' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    const total = await countGames();
    expect(v).toMatchObject({ pageNum: 1, totalCount: total, totalPages: Math.ceil(total / 36) });
    expect(v.games).toHaveLength(36);
    const g = v.games[0];
    expect(g).toEqual({
      nodeId: expect.any(String),
      nodeName: expect.any(String),
      gameName: expect.any(String),
      gameId: expect.any(String),
      gameCode: expect.any(String),
      gameType: expect.any(String),
      vassalage: expect.any(String),
      vendorName: expect.any(String),
      gameClassify: expect.any(String),
      iconUrl: `/media/games/${g.nodeId}.svg`,
      showIcon: true,
      isNew: expect.any(Boolean),
      isGameH5: expect.any(Boolean),
      playType: expect.stringMatching(/^(Tradition|Entertainment)$/),
      freeplay: expect.any(Boolean),
      minBet: expect.any(Number),
      minLine: expect.any(Number),
    });
  });

  it('filters by type with a stable order across pages', async () => {
    const total = await countGames({ type: 'RNG' });
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      const v = (await list({ gameType: 'RNG', pageNo: page, pageSize: 50 })).json().value;
      expect(v).toMatchObject({ pageNum: page, totalCount: total, totalPages: Math.ceil(total / 50) });
      for (const g of v.games) {
        expect(g.gameType).toBe('RNG');
        expect(seen.has(g.nodeId)).toBe(false);
        seen.add(g.nodeId);
      }
    }
    expect(seen.size).toBe(150);
  });

  it('serves BINGO as RNG games with classify BG', async () => {
    const v = (await list({ gameType: 'BINGO', pageSize: 200 })).json().value;
    expect(v.totalCount).toBe(await countGames({ type: 'RNG', classify: 'BG' }));
    expect(v.games.every((g: { gameType: string; gameClassify: string }) => g.gameType === 'RNG' && g.gameClassify === 'BG')).toBe(true);
    // a contradicting classify gives nothing rather than ignoring one of the two
    expect((await list({ gameType: 'BINGO', gameClassify: 'SLOT' })).json().value.totalCount).toBe(0);
  });

  it('filters by vendor and classification; an unknown vendor gives an empty page', async () => {
    const v = (await list({ vassalage: 'JILI', gameClassify: 'FISH', pageSize: 200 })).json().value;
    expect(v.totalCount).toBe(await countGames({ vendor: 'JILI', classify: 'FISH' }));
    expect(v.games.every((g: { vassalage: string; gameType: string }) => g.vassalage === 'JILI' && g.gameType === 'FISH')).toBe(true);
    const none = await list({ vassalage: 'NOPE' });
    expect(none.statusCode).toBe(200);
    expect(none.json().value).toEqual({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
  });

  it('filters by stake, lines and newness', async () => {
    const cheap = (await list({ minBet: '0.1', pageSize: 200 })).json().value;
    expect(cheap.totalCount).toBeGreaterThan(0);
    expect(cheap.games.every((g: { minBet: number }) => g.minBet <= 0.1)).toBe(true);
    const lines = (await list({ gameType: 'RNG', minLine: 1, pageSize: 200 })).json().value;
    expect(lines.games.every((g: { minLine: number }) => g.minLine <= 1)).toBe(true);
    const fresh = (await list({ isNew: 1, gameClassify: '', pageSize: 200 })).json().value;
    expect(fresh.totalCount).toBeGreaterThan(0);
    expect(fresh.totalCount).toBeLessThan(await countGames());
    expect(fresh.games.every((g: { isNew: boolean }) => g.isNew)).toBe(true);
  });

  it('takes empty parameters as no filter', async () => {
    const v = (await list({ gameType: '', vassalage: '', gameClassify: '', gameName: '', minBet: '', minLine: '', isNew: '' })).json().value;
    expect(v.totalCount).toBe(await countGames());
    expect((await list({ gameType: 'ALL' })).json().value.totalCount).toBe(await countGames());
  });

  it('searches names trimmed and case-insensitively, in every language of the game', async () => {
    const v = (await list({ gameName: '  GoLdEn  ', pageSize: 200, language: 'EN' })).json().value;
    expect(v.totalCount).toBeGreaterThan(0);
    for (const g of v.games) expect(g.gameName.toLowerCase()).toContain('golden');
    // the Tagalog name finds the same games, shown in the requested language
    const ty = (await list({ gameName: 'ginintuang', pageSize: 200, language: 'EN' })).json().value;
    expect(ty.totalCount).toBe(v.totalCount);
    expect(ty.games[0].gameName).toMatch(/golden/i);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    for (const gameName of ['%', '_', '%_', '\\', '%%%']) {
      const res = await list({ gameName });
      expect(res.statusCode, gameName).toBe(200);
      expect(res.json().value.totalCount, gameName).toBe(0);
    }
    const names = ['50% Off_Spins', '50 Percent Offspins'];
    const rows = names.map((name, i) => ({
      merchant_code: 'LUCKY',
      node_id: `99990${i}`,
      game_id: `9999${i}`,
      game_code: `TEST_${i}`,
      game_type: 'RNG',
      vassalage: 'JILI',
      game_classify: 'SLOT',
      is_new: 0,
      is_game_h5: 1,
      play_type: 'Tradition',
      freeplay: 1,
      show_icon: 1,
      min_bet: 100,
      min_line: 1,
      enabled: 1,
      sort: i,
      name_en: name,
      name_ty: name,
      names: '{}',
      name_key: nameKeyOf([name]),
      created_at: Date.now(),
    }));
    await t.app.database.db.insertInto('games').values(rows).execute();
    try {
      const hit = (await list({ gameName: '0% off_' })).json().value;
      expect(hit.games.map((g: { nodeName: string }) => g.nodeName)).toEqual(['50% Off_Spins']);
      expect((await list({ gameName: 'off_s' })).json().value.totalCount).toBe(1);
    } finally {
      await t.app.database.db.deleteFrom('games').where('node_id', 'in', ['999900', '999901']).execute();
    }
  });

  it('answers SQL-looking names with an empty page and leaves the data alone', async () => {
    const before = await countGames();
    for (const gameName of ["' OR 1=1 --", '"; DROP TABLE games; --', "') UNION SELECT * FROM members --"]) {
      const res = await list({ gameName });
      expect(res.statusCode, gameName).toBe(200);
      expect(res.json().value.totalCount, gameName).toBe(0);
    }
    // A newline cannot join the end of one name to the start of the next: control characters are refused.
    const joined = await list({ gameName: 'king\nmasayang' });
    expect(joined.statusCode).toBe(400);
    expect(joined.json().value).toEqual({ field: 'query.gameName' });
    expect(await countGames()).toBe(before);
  });

  it('refuses bad paging, unknown types and malformed filters with 400, never 500', async () => {
    const bad: Record<string, string>[] = [
      { pageNo: '0' },
      { pageNo: '-1' },
      { pageNo: 'abc' },
      { pageNo: '1.5' },
      { pageSize: '10000' },
      { pageSize: '0' },
      { gameType: 'CASINO' },
      { gameType: "RNG' OR 1=1 --" },
      { vassalage: 'JI LI' },
      { vassalage: "JILI' --" },
      { gameClassify: '%' },
      { minBet: '-1' },
      { minBet: 'cheap' },
      { minLine: '1e99' },
      { isNew: '2' },
      { gameName: 'x'.repeat(65) },
      { clientType: 'mobile' },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect(failureOf(res), JSON.stringify(query)).toMatchObject({ status: 400, success: false, errorCode: 'request.invalid' });
    }
    expect(failureOf(await list({ merchant: 'GOLDEN' }))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('answers a page past the end with no games and the same totals', async () => {
    const v = (await list({ gameType: 'LIVE', pageNo: 999 })).json().value;
    expect(v.games).toEqual([]);
    expect(v.totalCount).toBe(await countGames({ type: 'LIVE' }));
  });

  it('names games in the requested language: query, else Language header, else the merchant default (TY)', async () => {
    const en = (await list({ vassalage: 'JILI', pageSize: 1, language: 'EN' })).json().value.games[0];
    const ty = (await list({ vassalage: 'JILI', pageSize: 1, language: 'TY' })).json().value.games[0];
    const header = (await list({ vassalage: 'JILI', pageSize: 1 }, { language: 'EN' })).json().value.games[0];
    const fallback = (await list({ vassalage: 'JILI', pageSize: 1 })).json().value.games[0];
    expect(en.nodeId).toBe(ty.nodeId);
    expect(en.gameName).toBe(en.nodeName);
    expect(ty.gameName).not.toBe(en.gameName);
    expect(header.gameName).toBe(en.gameName);
    expect(fallback.gameName).toBe(ty.gameName);
    const cn = (await list({ vassalage: 'JILI', pageSize: 1, language: 'CN' }, { merchant: 'GOLDEN' })).json().value.games[0];
    expect(cn.gameName).toMatch(/[\u4e00-\u9fff]/);
    // Traditional Chinese is its own name, not the Simplified one; Thai reads the English title
    const tw = (await list({ vassalage: 'JILI', pageSize: 1, language: 'TW' }, { merchant: 'GOLDEN' })).json().value.games[0];
    const enGolden = (await list({ vassalage: 'JILI', pageSize: 1, language: 'EN' }, { merchant: 'GOLDEN' })).json().value.games[0];
    expect(tw.nodeId).toBe(cn.nodeId);
    expect(tw.gameName).toMatch(/[\u4e00-\u9fff]/);
    expect(tw.gameName).not.toBe(cn.gameName);
    const th = (await list({ vassalage: 'JILI', pageSize: 1, language: 'TH' }, { merchant: 'GOLDEN' })).json().value.games[0];
    expect(th.gameName).toBe(enGolden.gameName);
  });

  it('leaves out disabled games', async () => {
    const first = (await list({ gameType: 'FISH', pageSize: 1 })).json().value;
    const nodeId = first.games[0].nodeId;
    await setEnabled('games', 'node_id', nodeId, 0);
    try {
      const after = (await list({ gameType: 'FISH', pageSize: 1 })).json().value;
      expect(after.totalCount).toBe(first.totalCount - 1);
      expect(after.games[0].nodeId).not.toBe(nodeId);
    } finally {
      await setEnabled('games', 'node_id', nodeId, 1);
    }
  });

  it("gives each merchant its own catalogue and order", async () => {
    const lucky = (await list({ gameType: 'RNG', pageSize: 10 })).json().value;
    const golden = (await list({ gameType: 'RNG', pageSize: 10 }, { merchant: 'GOLDEN' })).json().value;
    expect(golden.totalCount).toBe(await countGames({ merchant: 'GOLDEN', type: 'RNG' }));
    expect(golden.totalCount).not.toBe(lucky.totalCount);
    expect(golden.games.map((g: { nodeId: string }) => g.nodeId)).not.toEqual(lucky.games.map((g: { nodeId: string }) => g.nodeId));
  });
});

describe('hot games', () => {
  it("answers the merchant's ranking in order", async () => {
    const res = await getQuery(t.app, GAME_PATHS.hot, { merchantCode: 'LUCKY', isPlatform: 2, language: 'EN', platform: 'html5', refresh: 'true' });
    expect(res.statusCode).toBe(200);
    const hot = res.json().value.list as { rank: number; gameType: string }[];
    expect(hot.length).toBe(60);
    expect(hot.map((h) => h.rank)).toEqual(hot.map((_, i) => i + 1));
    expect(new Set(hot.map((h) => h.gameType)).size).toBeGreaterThan(1);
    const golden = (await call(t.app, 'GET', GAME_PATHS.hot, { headers: { merchant: 'GOLDEN' } })).json().value.list;
    expect(golden.length).toBe(40);
  });

  it('is changed by the operator, and the change shows at once', async () => {
    const page = (await list({ gameType: 'LIVE', pageSize: 3 })).json().value.games as { nodeId: string }[];
    const nodeIds = page.map((g) => g.nodeId).reverse();
    const put = await call(t.app, 'PUT', '/ops/merchants/LUCKY/hot', { headers: opsHeaders(), payload: { nodeIds } });
    expect(put.statusCode).toBe(200);
    expect(put.json().value.list.map((r: { nodeId: string }) => r.nodeId)).toEqual(nodeIds);
    const hot = (await call(t.app, 'GET', GAME_PATHS.hot)).json().value.list as { nodeId: string; rank: number }[];
    expect(hot.map((h) => [h.rank, h.nodeId])).toEqual(nodeIds.map((id, i) => [i + 1, id]));
    const ops = (await call(t.app, 'GET', '/ops/merchants/LUCKY/hot', { headers: opsHeaders() })).json().value.list;
    expect(ops).toHaveLength(3);
    // GOLDEN's ranking is its own
    expect((await call(t.app, 'GET', GAME_PATHS.hot, { headers: { merchant: 'GOLDEN' } })).json().value.list).toHaveLength(40);
  });

  it('refuses ranking changes without the token, with unknown or repeated games, or for an unknown merchant', async () => {
    const nodeIds = ['1000001'];
    expect(failureOf(await call(t.app, 'PUT', '/ops/merchants/LUCKY/hot', { payload: { nodeIds } }))).toMatchObject({ status: 401, errorCode: 'ops.unauthorized' });
    expect(failureOf(await call(t.app, 'PUT', '/ops/merchants/LUCKY/hot', { headers: opsHeaders('wrong-token-wrong-token'), payload: { nodeIds } }))).toMatchObject({ status: 401 });
    const unknown = await call(t.app, 'PUT', '/ops/merchants/LUCKY/hot', { headers: opsHeaders(), payload: { nodeIds: ['1000001', '424242'] } });
    expect(failureOf(unknown)).toMatchObject({ status: 404, errorCode: 'game.not.found' });
    expect(unknown.json().value).toEqual({ unknown: ['424242'] });
    expect(failureOf(await call(t.app, 'PUT', '/ops/merchants/LUCKY/hot', { headers: opsHeaders(), payload: { nodeIds: ['1000001', '1000001'] } }))).toMatchObject({ status: 400 });
    expect(failureOf(await call(t.app, 'PUT', '/ops/merchants/LUCKY/hot', { headers: opsHeaders(), payload: { nodeIds: [] } }))).toMatchObject({ status: 400 });
    expect(failureOf(await call(t.app, 'PUT', '/ops/merchants/LUCKY/hot', { headers: opsHeaders(), payload: { nodeIds: ["1' OR 1=1 --"] } }))).toMatchObject({ status: 400 });
    expect(failureOf(await call(t.app, 'PUT', '/ops/merchants/NOPE/hot', { headers: opsHeaders(), payload: { nodeIds } }))).toMatchObject({ status: 404 });
    // the failed attempts changed nothing
    expect((await call(t.app, 'GET', GAME_PATHS.hot)).json().value.list).toHaveLength(3);
  });

  it('refuses malformed parameters', async () => {
    expect((await getQuery(t.app, GAME_PATHS.hot, { isPlatform: 'x' })).statusCode).toBe(400);
    expect((await getQuery(t.app, GAME_PATHS.hot, { refresh: 'maybe' })).statusCode).toBe(400);
    expect((await getQuery(t.app, GAME_PATHS.hot, { merchantCode: 'GOLDEN' })).statusCode).toBe(400);
  });
});

describe('popular games', () => {
  it('fills up from the hot ranking and the catalogue, filtered by type and vendor', async () => {
    const res = await getQuery(t.app, GAME_PATHS.popular, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().value.list).toHaveLength(12);
    const rng = (await getQuery(t.app, GAME_PATHS.popular, { gameType: 'RNG', vassalage: 'PGE', limit: 6 })).json().value.list;
    expect(rng).toHaveLength(6);
    expect(rng.every((g: { gameType: string; vassalage: string }) => g.gameType === 'RNG' && g.vassalage === 'PGE')).toBe(true);
    expect((await getQuery(t.app, GAME_PATHS.popular, { limit: 51 })).statusCode).toBe(400);
    expect((await getQuery(t.app, GAME_PATHS.popular, { gameType: 'NOPE' })).statusCode).toBe(400);
  });
});

describe('winner board', () => {
  it('lists the biggest wins first with masked names and two-decimal amounts', async () => {
    const res = await getQuery(t.app, GAME_PATHS.winners, { gameCategory: 'ALL', language: 'EN', limitNum: 50 });
    expect(res.statusCode).toBe(200);
    const winners = res.json().value.list as { customerName: string; winAmount: number; gameName: string; iconUrl: string }[];
    expect(winners).toHaveLength(50);
    const amounts = winners.map((w) => w.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const w of winners) {
      expect(Number.isInteger(Math.round(w.winAmount * 100))).toBe(true);
      expect(Math.abs(w.winAmount * 100 - Math.round(w.winAmount * 100))).toBeLessThan(1e-6);
      expect(w.customerName).toMatch(/^[^*]{1,2}\*\*\*[^*]{0,2}$/);
      expect(w.iconUrl).toMatch(/^\/media\/games\/\d+\.svg$/);
    }
    // the stored names never leave the server
    const raw = (await t.app.database.db.selectFrom('game_winners').select('customer_name').where('merchant_code', '=', 'LUCKY').execute()).map((r) => r.customer_name);
    expect(winners.some((w) => raw.includes(w.customerName))).toBe(false);
    const top = await t.app.database.db.selectFrom('game_winners').select(['customer_name', 'win_amount']).where('merchant_code', '=', 'LUCKY').orderBy('win_amount', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(winners[0]!.winAmount).toBe(top.win_amount / 100);
    const name = top.customer_name;
    expect(winners[0]!.customerName).toBe(`${name.slice(0, 2)}***${name.slice(-2)}`);
  });

  it('filters by category and honours the limit', async () => {
    const fish = (await getQuery(t.app, GAME_PATHS.winners, { gameCategory: 'FISH', limitNum: 5 })).json().value.list;
    expect(fish.length).toBeGreaterThan(0);
    expect(fish.length).toBeLessThanOrEqual(5);
    expect(fish.every((w: { gameType: string }) => w.gameType === 'FISH')).toBe(true);
    const bingo = (await getQuery(t.app, GAME_PATHS.winners, { gameCategory: 'BINGO' })).json().value.list;
    expect(bingo.every((w: { gameClassify: string }) => w.gameClassify === 'BG')).toBe(true);
    // a count out of range is clamped to 1..50, not refused
    const all = (await getQuery(t.app, GAME_PATHS.winners, { limitNum: 50 })).json().value.list;
    expect(all.length).toBeGreaterThan(1);
    expect((await getQuery(t.app, GAME_PATHS.winners, { limitNum: 500 })).json().value.list).toEqual(all);
    expect((await getQuery(t.app, GAME_PATHS.winners, { limitNum: 0 })).json().value.list).toEqual(all.slice(0, 1));
    expect((await getQuery(t.app, GAME_PATHS.winners, { limitNum: -7 })).json().value.list).toEqual(all.slice(0, 1));
    for (const query of [{ limitNum: 2.5 }, { limitNum: 'ten' }, { gameCategory: 'JACKPOT' }, { limitNum: "5; DELETE FROM game_winners" }]) {
      expect((await getQuery(t.app, GAME_PATHS.winners, query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('lottery', () => {
  it('lists LOTT and ELOTT games with the prize mode from the vendor mapping', async () => {
    const lucky = (await call(t.app, 'GET', GAME_PATHS.lotteryList)).json().value;
    expect(lucky.prizeMode).toBe('ELOTT');
    expect(new Set(lucky.list.map((g: { gameType: string }) => g.gameType))).toEqual(new Set(['LOTT', 'ELOTT']));
    const golden = (await call(t.app, 'GET', GAME_PATHS.lotteryList, { headers: { merchant: 'GOLDEN' } })).json().value;
    expect(golden.prizeMode).toBe('LOTT');
    const elott = (await getQuery(t.app, GAME_PATHS.lotteryList, { gameType: 'ELOTT' })).json().value.list;
    expect(elott.every((g: { vassalage: string }) => g.vassalage === 'TCG_LOTTO_VN')).toBe(true);
    expect((await getQuery(t.app, GAME_PATHS.lotteryList, { gameType: 'RNG' })).statusCode).toBe(400);
  });

  it('groups the Vietnamese lottery menu by region', async () => {
    const res = await getQuery(t.app, GAME_PATHS.lotteryMenu, { language: 'EN' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.prizeMode).toBe('ELOTT');
    expect(v.menu.map((m: { gameClassify: string }) => m.gameClassify)).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'FAST']);
    expect(v.menu[0].displayName).toBe('Northern Lottery');
    const fast = v.menu[3].games as { playType: string }[];
    expect(fast.every((g) => g.playType === 'Entertainment')).toBe(true);
  });
});

describe('banners', () => {
  it('answers the group within its date window, in order', async () => {
    const res = await getQuery(t.app, GAME_PATHS.banners, { groupName: 'm_home', language: 'EN' });
    expect(res.statusCode).toBe(200);
    const banners = res.json().value as { title: string; url: string; groupName: string; sort: number; startAt: number; endAt: number | null }[];
    expect(banners.map((b) => b.title)).toEqual(['Welcome Bonus 120%', 'Daily Cashback 10%', 'Slots Tournament']);
    const now = Date.now();
    for (const b of banners) {
      expect(b.groupName).toBe('m_home');
      expect(b.url).toMatch(/^\/media\/banners\/\d+\.svg$/);
      expect(b.startAt).toBeLessThanOrEqual(now);
      expect(b.endAt === null || b.endAt > now).toBe(true);
    }
    // the expired and the upcoming banner exist, but are not shown
    const stored = await t.app.database.db.selectFrom('banners').select('title').where('merchant_code', '=', 'LUCKY').where('group_name', '=', 'm_home').execute();
    expect(stored.length).toBe(5);
  });

  it("titles them in the player's language, each with its own artwork URL; the merchant's language without one", async () => {
    const titles = async (query: Record<string, string>) =>
      ((await getQuery(t.app, GAME_PATHS.banners, { groupName: 'm_home', ...query })).json().value as { id: number; title: string; url: string }[]).map((b) => [b.title, b.url.replace(/\d+/, 'N')]);
    expect(await titles({ language: 'VI' })).toEqual([
      ['Thưởng chào mừng 120%', '/media/banners/N_VI.svg'],
      ['Hoàn trả mỗi ngày 10%', '/media/banners/N_VI.svg'],
      ['Giải đấu Slot', '/media/banners/N_VI.svg'],
    ]);
    expect((await titles({ language: 'CN' }))[1]).toEqual(['每日返水10%', '/media/banners/N_CN.svg']);
    // no language asked: LUCKY's own, Filipino
    expect((await titles({}))[0]).toEqual(['Welcome Bonus na 120%', '/media/banners/N_TY.svg']);
    // an operator's banner without texts keeps its one title in every language
    const [own] = await t.app.database.db
      .insertInto('banners')
      .values({ merchant_code: 'LUCKY', group_name: 'm_home', title: 'Operator Special', image_url: 'https://cdn.example/special.png', link: null, sort: 99, start_at: Date.now() - 1000, end_at: null })
      .returning('id')
      .execute();
    try {
      expect((await titles({ language: 'TH' })).at(-1)).toEqual(['Operator Special', 'https://cdn.example/special.png']);
    } finally {
      await t.app.database.db.deleteFrom('banners').where('id', '=', own!.id).execute();
    }
  });

  it('has banners for every group, and refuses an unknown group', async () => {
    for (const groupName of ['m_home', 'm_rng', 'm_sports', 'm_pvp', 'm_live', 'm_fish', 'm_lott', 'm_elott', 'm_reg']) {
      const res = await getQuery(t.app, GAME_PATHS.banners, { groupName });
      expect(res.json().value.length, groupName).toBeGreaterThan(0);
    }
    expect((await getQuery(t.app, GAME_PATHS.banners, { groupName: 'm_casino' })).statusCode).toBe(400);
    expect((await getQuery(t.app, GAME_PATHS.banners, {})).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('describes the game, content and ops calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/ops/openapi.json', headers: opsHeaders() })).json();
    for (const p of ['/lgw/games/mobile', '/lgw/vendors/mapping', '/lgw/vendors/sorting', '/lgw/games/hot', '/lgw/games/winners', '/lgw/banners', '/lgw/vn/games/game_menu']) {
      expect(doc.paths[p]?.get, p).toBeDefined();
    }
    expect(doc.paths['/wps/game/launchGame'].post).toBeDefined();
    expect(doc.paths['/lgw/games/favourites'].delete).toBeDefined();
    expect(doc.paths['/ops/merchants/{code}/hot'].put.security).toEqual([{ opsToken: [] }, { consoleSession: [] }]);
    const params = doc.paths['/lgw/games/mobile'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['gameName', 'gameType', 'pageNo', 'pageSize', 'vassalage', 'gameClassify', 'minBet', 'minLine', 'isNew', 'language']));
  });
});
