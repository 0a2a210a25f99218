import { GAME_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKeyOf } from '../src/db/seed/games.ts';
import { getQuery } from './helpers/games.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

// The game list's database path: name search through the trigram index (FTS5 on SQLite, pg_trgm on
// PostgreSQL) and totals kept per catalogue version. The app runs with its answer cache ON (the
// default TTL): what these tests see changing, they see without waiting for it.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

interface ListValue {
  games: { nodeId: string; nodeName: string }[];
  totalCount: number;
  totalPages: number;
}

const list = async (query: Record<string, string | number>): Promise<ListValue> => {
  const res = await getQuery(t.app, GAME_PATHS.gameList, { pageSize: 200, language: 'EN', ...query }, {});
  expect(res.statusCode, JSON.stringify(query)).toBe(200);
  return res.json().value;
};

/** What a substring search must answer, worked out here from the rows: enabled games, in list order. */
async function expected(term: string) {
  const rows = await t.app.database.db
    .selectFrom('games')
    .select(['node_id', 'name_key', 'sort', 'id'])
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .execute();
  const needle = term.trim().toLowerCase();
  const hits = rows.filter((r) => r.name_key.includes(needle)).sort((a, b) => a.sort - b.sort || a.id - b.id);
  return { total: hits.length, first: hits.slice(0, 200).map((r) => r.node_id) };
}

const game = (nodeId: string, name: string, sort: number) => ({
  merchant_code: 'LUCKY',
  node_id: nodeId,
  game_id: nodeId,
  game_code: `IDX_${nodeId}`,
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
  sort,
  name_en: name,
  name_ty: name,
  names: '{}',
  name_key: nameKeyOf([name]),
  created_at: Date.now(),
});

describe('name search through the trigram index', () => {
  it('finds exactly the games whose names contain the text, in list order, common and rare terms alike', async () => {
    // many matches (the order walk), few (the index), 3+ characters and shorter (LIKE alone), accents and
    // CJK (Vietnamese and Chinese names), any case, and text matching nothing
    const terms = ['gold', 'GOLDEN', 'dragon', 'megaways', 'ginintuang', 'koi', 'ko', 'o', 'hold & win', 'xổ số', 'XỔ SỐ', '乐透', 'vàng', 'lotto 2', 'zzzq'];
    for (const term of terms) {
      const want = await expected(term);
      const got = await list({ gameName: term });
      expect(got.totalCount, term).toBe(want.total);
      expect(got.games.map((g) => g.nodeId), term).toEqual(want.first);
    }
    expect((await expected('ginintuang')).total).toBeGreaterThan(0);
    expect((await expected('xổ số')).total).toBeGreaterThan(0);
  });

  it('takes GLOB and LIKE characters as plain text, and follows names as they are added, renamed and removed', async () => {
    await t.app.database.db
      .insertInto('games')
      .values([game('998800', 'Star*Burst [X]', 1), game('998801', 'What? 100%_Wild', 2), game('998802', 'Starburst Classic', 3)])
      .execute();
    try {
      expect((await list({ gameName: 'star*burst' })).games.map((g) => g.nodeName)).toEqual(['Star*Burst [X]']);
      expect((await list({ gameName: 'st [x]' })).games.map((g) => g.nodeName)).toEqual(['Star*Burst [X]']);
      expect((await list({ gameName: 'what?' })).games.map((g) => g.nodeName)).toEqual(['What? 100%_Wild']);
      expect((await list({ gameName: '100%_w' })).totalCount).toBe(1);
      expect((await list({ gameName: 'starburst' })).games.map((g) => g.nodeName)).toEqual(['Starburst Classic']);

      await t.app.database.db
        .updateTable('games')
        .set({ name_en: 'Moonburst Classic', name_key: nameKeyOf(['Moonburst Classic']) })
        .where('node_id', '=', '998802')
        .execute();
      expect((await list({ gameName: 'starburst', pageNo: 1 })).totalCount).toBe(0);
      expect((await list({ gameName: 'moonburst' })).games.map((g) => g.nodeId)).toEqual(['998802']);
    } finally {
      await t.app.database.db.deleteFrom('games').where('node_id', 'in', ['998800', '998801', '998802']).execute();
    }
    expect((await list({ gameName: 'moonburst', pageNo: 2 })).totalCount).toBe(0);
  });
});

describe('totals kept per catalogue version', () => {
  it('change at once when a game or a vendor changes, with the answer cache on', async () => {
    const before = await list({ gameType: 'FISH', pageSize: 10, pageNo: 1 });
    await t.app.database.db.insertInto('games').values([{ ...game('998900', 'Index Test Fish', 0), game_type: 'FISH' }]).execute();
    try {
      // another page: not a kept answer, but the same filter and so the same total
      const added = await list({ gameType: 'FISH', pageSize: 10, pageNo: 2 });
      expect(added.totalCount).toBe(before.totalCount + 1);

      const jili = (await list({ gameType: 'FISH', vassalage: 'JILI', pageSize: 10, pageNo: 1 })).totalCount;
      expect(jili).toBeGreaterThan(0);
      await t.app.database.db.updateTable('vendors').set({ enabled: 0 }).where('merchant_code', '=', 'LUCKY').where('vassalage', '=', 'JILI').execute();
      try {
        const off = await list({ gameType: 'FISH', pageSize: 10, pageNo: 3 });
        expect(off.totalCount).toBe(before.totalCount + 1 - jili);
      } finally {
        await t.app.database.db.updateTable('vendors').set({ enabled: 1 }).where('merchant_code', '=', 'LUCKY').where('vassalage', '=', 'JILI').execute();
      }
    } finally {
      await t.app.database.db.deleteFrom('games').where('node_id', '=', '998900').execute();
    }
    expect((await list({ gameType: 'FISH', pageSize: 10, pageNo: 4 })).totalCount).toBe(before.totalCount);
  });
});

describe('game rows kept per catalogue version', () => {
  it('show a renamed or disabled game at once on a page asked for before, by any URL', async () => {
    const first = async (extra: Record<string, string | number> = {}) => list({ gameType: 'FISH', pageSize: 5, pageNo: 1, ...extra });
    const before = await first();
    const target = before.games[1];
    expect(target).toBeDefined();
    const where = { merchant: 'LUCKY', node: target!.nodeId };
    const original = await t.app.database.db
      .selectFrom('games')
      .select(['name_en', 'name_key', 'sort'])
      .where('merchant_code', '=', where.merchant)
      .where('node_id', '=', where.node)
      .executeTakeFirstOrThrow();
    const update = (values: Record<string, string | number>) =>
      t.app.database.db.updateTable('games').set(values).where('merchant_code', '=', where.merchant).where('node_id', '=', where.node).execute();
    try {
      // A direct write (not through the app): the database raises the catalogue version.
      await update({ name_en: 'Renamed Reef Hunter', name_key: nameKeyOf(['Renamed Reef Hunter']) });
      // A URL not asked before (another language spelling): no kept answer, but the same page of rows.
      const renamed = await first({ language: 'en' });
      expect(renamed.games.map((g) => g.nodeId)).toEqual(before.games.map((g) => g.nodeId));
      expect(renamed.games[1]!.nodeName).toBe('Renamed Reef Hunter');

      await update({ enabled: 0 });
      const disabled = await first({ clientType: 2 });
      expect(disabled.games.map((g) => g.nodeId)).not.toContain(target!.nodeId);
      expect(disabled.totalCount).toBe(before.totalCount - 1);
    } finally {
      await update({ enabled: 1, name_en: original.name_en, name_key: original.name_key, sort: original.sort });
    }
    const back = await first({ platform: 'html5' });
    expect(back.games[1]!.nodeName).toBe(target!.nodeName);
  });
});
