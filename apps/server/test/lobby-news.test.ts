import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICES, OPERATOR_NEWS } from '../src/db/seed/lobby-news.ts';
import { createLobbyNewsRepository } from '../src/modules/content/lobby-news/repository.ts';
import { createLobbyNewsService } from '../src/modules/content/lobby-news/service.ts';
import { auth, DEMO, makeMember, manualClock, tokenFor } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The ticker's notices, the popular announcements and the lobby news feed: public calls in the Language
 * header, inside their windows, bounded, and refusing bad input with a 400 that writes nothing. SQLite or
 * (TEST_DATABASE_URL) PostgreSQL.
 */

const DAY = 24 * 3600 * 1000;
const clock = manualClock(Date.now());
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers }) as unknown as Promise<InjectResult>;
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers }) as unknown as Promise<InjectResult>;

interface NoticeDto {
  id: number;
  text: string;
  level: string;
  announcementId: number | null;
}
interface NewsDto {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  game: { nodeId: string; gameName: string } | null;
  amountText: string | null;
  publishedAt: number;
}

const newsCount = async () => Number((await t.app.database.db.selectFrom('lobby_news').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /wps/notices', () => {
  it("lists the live notices in the operator's order, not the ended or coming ones, and lets caches keep them", async () => {
    const res = await get('/wps/notices', { merchant: 'LUCKY', language: 'EN' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(String(res.headers.vary)).toMatch(/Language/);
    const list = res.json().value.list as NoticeDto[];
    const live = NOTICES.filter((n) => n.start <= 0 && (n.end === null || n.end > 0));
    expect(list.map((n) => n.text)).toEqual(live.map((n) => n.text.EN));
    expect(list.map((n) => n.text)).not.toContain('Old notice (ended)');
    // The important one opens the maintenance announcement.
    const maintenance = list.find((n) => n.level === 'important')!;
    const announcements = (await get('/wps/announcements?types=PL', { merchant: 'LUCKY' })).json().value.player as { id: number; title: string }[];
    expect(announcements.find((a) => a.id === maintenance.announcementId)?.title).toBe('Scheduled maintenance notice');
  });

  it('answers in the Language header, English where a notice has no text in it, English for an unknown language', async () => {
    const th = (await get('/wps/notices', { merchant: 'LUCKY', language: 'TH' })).json().value.list as NoticeDto[];
    expect(th[0]!.text).toBe(NOTICES[0]!.text.TH);
    const db = t.app.database.db;
    const row = await db
      .insertInto('notices')
      .values({ merchant_code: 'LUCKY', seed_key: null, level: 'info', announcement_id: null, start_at: clock() - 1000, end_at: clock() + DAY, sort: 99, created_at: clock() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('notice_texts').values({ notice_id: row.id, language: 'EN', text: 'English only' }).execute();
    const vi = (await get('/wps/notices', { merchant: 'LUCKY', language: 'VI' })).json().value.list as NoticeDto[];
    expect(vi.at(-1)!.text).toBe('English only');
    expect(vi[0]!.text).toBe(NOTICES[0]!.text.VI);
    const odd = (await get('/wps/notices', { merchant: 'LUCKY', language: 'xx-nope' })).json().value.list as NoticeDto[];
    expect(odd[0]!.text).toBe(NOTICES[0]!.text.EN);
    // Past its end it is gone; the other merchant never saw it.
    clock.advance(DAY + 1);
    try {
      const later = (await get('/wps/notices', { merchant: 'LUCKY' })).json().value.list as NoticeDto[];
      expect(later.map((n) => n.text)).not.toContain('English only');
    } finally {
      clock.advance(-(DAY + 1));
    }
    const golden = (await get('/wps/notices', { merchant: 'GOLDEN' })).json().value.list as NoticeDto[];
    expect(golden.map((n) => n.text)).not.toContain('English only');
  });

  it('an unknown merchant is a 400', async () => {
    const res = await get('/wps/notices', { merchant: 'NOPE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('merchant.unknown');
  });
});

describe('GET /wps/announcements/popular', () => {
  it('ranks the live player announcements by the members who opened them within 30 days', async () => {
    const players = (await get('/wps/announcements?types=PL', { merchant: 'LUCKY' })).json().value.player as { id: number; title: string }[];
    const [a, b, c] = players;
    const readers = [await tokenFor(t.app, DEMO)];
    for (const name of ['popular01', 'popular02']) {
      await makeMember(t.app, { username: name });
      readers.push(await tokenFor(t.app, { username: name, password: 'Member#2026' }));
    }
    // b: three readers, a: one; c was opened by two members, but more than 30 days ago.
    for (const token of readers) await post('/wps/announcements/read', { announcementId: b!.id, read: true }, auth(token, { merchant: 'LUCKY' }));
    await post('/wps/announcements/read', { announcementId: a!.id, read: true }, auth(readers[1]!, { merchant: 'LUCKY' }));
    const members = await t.app.database.db.selectFrom('members').select('id').where('username', 'in', ['popular01', 'popular02']).execute();
    await t.app.database.db
      .insertInto('announcement_reads')
      .values(members.map((m) => ({ member_id: m.id, announcement_id: c!.id, read_at: clock() - 31 * DAY })))
      .execute();

    const res = await get('/wps/announcements/popular', { merchant: 'LUCKY', language: 'CN' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value as { windowDays: number; list: { id: number; title: string; readers: number }[] };
    expect(value.windowDays).toBe(30);
    expect(value.list.map((p) => [p.id, p.readers])).toEqual([
      [b!.id, 3],
      [a!.id, 1],
    ]);
    const cn = (await get('/wps/announcements?types=PL', { merchant: 'LUCKY', language: 'CN' })).json().value.player as { id: number; title: string }[];
    expect(value.list[0]!.title).toBe(cn.find((x) => x.id === b!.id)!.title);
    expect((await get('/wps/announcements/popular?limit=1', { merchant: 'LUCKY' })).json().value.list).toHaveLength(1);
    // Another merchant's players read other announcements: nothing of LUCKY's shows there.
    expect((await get('/wps/announcements/popular', { merchant: 'GOLDEN' })).json().value.list).toEqual([]);
  });

  it.each(['limit=0', 'limit=11', 'limit=abc', 'limit=1.5', 'other=1'])('refuses %s with a 400', async (query) => {
    const res = await get(`/wps/announcements/popular?${query}`, { merchant: 'LUCKY' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});

describe('GET /wps/lobbyNews', () => {
  it("mixes the operator's news with the platform's new-game entries, newest first, in the reader's language", async () => {
    const res = await get('/wps/lobbyNews', { merchant: 'LUCKY', language: 'EN' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value as { list: NewsDto[]; pageNum: number; totalPages: number; totalCount: number };
    expect(value.pageNum).toBe(1);
    const kinds = new Set(value.list.map((n) => n.kind));
    expect(kinds).toEqual(new Set(['operator', 'new_game']));
    const times = value.list.map((n) => n.publishedAt);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const vip = value.list.find((n) => n.kind === 'operator' && n.link === '/m/vip')!;
    expect(vip.title).toBe(OPERATOR_NEWS[0]!.title.EN);
    const game = value.list.find((n) => n.kind === 'new_game')!;
    expect(game.title).toBe(`New game: ${game.game!.gameName}`);
    expect(game.body).toContain(game.game!.gameName);

    const cn = (await get('/wps/lobbyNews', { merchant: 'LUCKY', language: 'CN' })).json().value.list as NewsDto[];
    expect(cn.find((n) => n.id === vip.id)!.title).toBe(OPERATOR_NEWS[0]!.title.CN);
    expect(cn.find((n) => n.id === game.id)!.title).toMatch(/^新游戏上线：/);
  });

  it('pages within bounds', async () => {
    const first = (await get('/wps/lobbyNews?pageSize=2', { merchant: 'LUCKY' })).json().value as { list: NewsDto[]; totalPages: number; totalCount: number };
    const second = (await get('/wps/lobbyNews?pageSize=2&pageNum=2', { merchant: 'LUCKY' })).json().value as { list: NewsDto[] };
    expect(first.list).toHaveLength(2);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 2));
    expect(second.list.map((n) => n.id)).not.toContain(first.list[0]!.id);
  });

  it.each(['pageNum=0', 'pageNum=51', 'pageSize=0', 'pageSize=21', 'pageSize=x', 'page=2'])('refuses %s with a 400', async (query) => {
    const res = await get(`/wps/lobbyNews?${query}`, { merchant: 'LUCKY' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it('a jackpot drop is news once, with the amount formatted for the language and the currency', async () => {
    const news = createLobbyNewsService({ repository: createLobbyNewsRepository(t.app.database.db), now: clock });
    const game = await t.app.database.db.selectFrom('games').select(['node_id', 'name_en', 'vassalage']).where('merchant_code', '=', 'LUCKY').orderBy('id').executeTakeFirstOrThrow();
    const event = {
      kind: 'jackpot' as const,
      merchantCode: 'LUCKY',
      winId: 987_654,
      pool: 'Grand',
      username: 'luckyplayer',
      amountCents: 1_234_560,
      currency: 'PHP',
      game: { code: game.node_id, name: game.name_en, vendor: game.vassalage },
      at: clock(),
    };
    const before = await newsCount();
    await news.recordEvent(event);
    await news.recordEvent(event);
    expect(await newsCount()).toBe(before + 1);
    const en = ((await get('/wps/lobbyNews', { merchant: 'LUCKY', language: 'EN' })).json().value.list as NewsDto[])[0]!;
    expect(en).toMatchObject({ kind: 'jackpot', amountText: '₱12,345.60', title: 'Jackpot won: ₱12,345.60' });
    expect(en.body).toBe(`lu****r hit the Grand jackpot of ₱12,345.60 on ${game.name_en}. Congratulations!`);
    const id = ((await get('/wps/lobbyNews', { merchant: 'LUCKY', language: 'ID' })).json().value.list as NewsDto[])[0]!;
    expect(id.title).toMatch(/^Jackpot pecah: /);
    expect(id.amountText).toMatch(/12\.345,6/);
    // GOLDEN's feed does not carry LUCKY's drop.
    const golden = (await get('/wps/lobbyNews', { merchant: 'GOLDEN' })).json().value.list as NewsDto[];
    expect(golden.some((n) => n.kind === 'jackpot')).toBe(false);
  });
});

describe('POST /ops/merchants/:code/lobby-news', () => {
  const texts = { EN: { title: 'Lucky Friday', body: 'Double points all day.' }, TY: { title: 'Masuwerteng Biyernes', body: 'Dobleng puntos buong araw.' } };

  it('publishes an item in its languages (EN for the others), shown from publishAt until expiresAt', async () => {
    const res = await post('/ops/merchants/LUCKY/lobby-news', { texts, link: '/m/activity', publishAt: clock() + 1000, expiresAt: clock() + DAY }, opsHeaders());
    expect(res.statusCode).toBe(200);
    const id = res.json().value.id as number;
    const ids = async (language: string) => ((await get('/wps/lobbyNews', { merchant: 'LUCKY', language })).json().value.list as NewsDto[]).map((n) => n.id);
    expect(await ids('EN')).not.toContain(id);
    clock.advance(2000);
    try {
      const ty = ((await get('/wps/lobbyNews', { merchant: 'LUCKY', language: 'TY' })).json().value.list as NewsDto[]).find((n) => n.id === id)!;
      expect(ty).toMatchObject({ title: 'Masuwerteng Biyernes', link: '/m/activity', kind: 'operator' });
      const th = ((await get('/wps/lobbyNews', { merchant: 'LUCKY', language: 'TH' })).json().value.list as NewsDto[]).find((n) => n.id === id)!;
      expect(th.title).toBe('Lucky Friday');
      clock.advance(DAY);
      expect(await ids('EN')).not.toContain(id);
    } finally {
      clock.advance(-(DAY + 2000));
    }
  });

  it.each([
    ['no EN text', { texts: { TY: texts.TY } }],
    ['an empty title', { texts: { EN: { title: ' ', body: '' } } }],
    ['a link off the site', { texts, link: 'https://evil.example/' }],
    ['a protocol-relative link', { texts, link: '//evil.example/m/home' }],
    ['an unknown language', { texts: { ...texts, XX: texts.EN } }],
    ['an end before the start', { texts, publishAt: 2_000, expiresAt: 1_000 }],
    ['an unknown field', { texts, pinned: true }],
  ])('refuses %s with a 400 and writes nothing', async (_name, body) => {
    const before = await newsCount();
    const res = await post('/ops/merchants/LUCKY/lobby-news', body, opsHeaders());
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(await newsCount()).toBe(before);
  });

  it('needs the operator token and a known merchant', async () => {
    expect((await post('/ops/merchants/LUCKY/lobby-news', { texts }, {})).statusCode).toBe(401);
    expect((await post('/ops/merchants/NOPE/lobby-news', { texts }, opsHeaders())).statusCode).toBe(404);
  });
});
