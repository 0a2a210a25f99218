import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, makeMember, manualClock, tokenFor } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const HOUR = 3600 * 1000;
const clock = manualClock(Date.now());
let t: TestApp;
/** the demo player's session, made before the tests move the clock (a login is sealed with the real time) */
let demo: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  demo = await tokenFor(t.app);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function call(method: Method, url: string, payload?: unknown, headers: Headers = opsHeaders()): Promise<InjectResult> {
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }) as unknown as Promise<InjectResult>;
}

interface PlayerItem {
  id: number;
  title: string;
  content: string;
  groupName: string;
  startDate: string;
}

/** What a player of `merchant` sees: every announcement group, flattened. */
async function playerSees(merchant: string, language = 'EN'): Promise<PlayerItem[]> {
  const res = await call('GET', '/wps/announcements?types=PL,PU', undefined, { merchant, language });
  expect(res.statusCode).toBe(200);
  return Object.values(res.json().value as Record<string, PlayerItem[]>).flat();
}

async function countAnnouncements(): Promise<{ rows: number; texts: number }> {
  const db = t.app.database.db;
  const rows = await db.selectFrom('announcements').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const texts = await db.selectFrom('announcement_texts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows: Number(rows.n), texts: Number(texts.n) };
}

const base = {
  titles: { EN: 'Server upgrade tonight', TY: 'Nâng cấp máy chủ' },
  bodies: { EN: '<p>We upgrade at <b>02:00</b>.</p>', TY: '<p>Nâng cấp</p>' },
  published: true,
  popup: false,
};

describe('console announcements', () => {
  it('a published announcement in its window is on the player list at once; unpublished or future ones are not', async () => {
    const created = await call('POST', '/ops/announcements?merchant=LUCKY', base);
    expect(created.statusCode).toBe(200);
    const a = created.json().value;
    expect(a).toMatchObject({ merchant: 'LUCKY', published: true, popup: false, startAt: null, endAt: null });
    expect(a.titles).toEqual(base.titles);
    expect(a.bodies.EN).toBe('<p>We upgrade at <b>02:00</b>.</p>');

    const seen = (await playerSees('LUCKY')).find((p) => p.id === a.id);
    expect(seen).toMatchObject({ title: 'Server upgrade tonight', groupName: 'player' });
    expect((await playerSees('LUCKY', 'TY')).find((p) => p.id === a.id)?.title).toBe('Nâng cấp máy chủ');

    // unpublish: gone for players, still in the console's list
    const off = await call('PATCH', `/ops/announcements/${a.id}?merchant=LUCKY`, { published: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().value.published).toBe(false);
    expect((await playerSees('LUCKY')).some((p) => p.id === a.id)).toBe(false);
    const listed = (await call('GET', '/ops/announcements?merchant=LUCKY')).json().value.list as { id: number }[];
    expect(listed.some((l) => l.id === a.id)).toBe(true);
    // a player cannot mark a draft read either: it does not exist for them
    const read = await call('POST', '/wps/announcements/read', { announcementId: a.id, read: true }, auth(demo, { merchant: 'LUCKY' }));
    expect(read.statusCode).toBe(404);

    // published again but starting in an hour: hidden until then
    const later = await call('PATCH', `/ops/announcements/${a.id}?merchant=LUCKY`, { published: true, startAt: clock() + HOUR });
    expect(later.statusCode).toBe(200);
    expect((await playerSees('LUCKY')).some((p) => p.id === a.id)).toBe(false);
    clock.advance(HOUR + 1000);
    expect((await playerSees('LUCKY')).some((p) => p.id === a.id)).toBe(true);

    // ended: hidden
    const ended = await call('PATCH', `/ops/announcements/${a.id}?merchant=LUCKY`, { endAt: clock() - 1 });
    expect(ended.statusCode).toBe(200);
    expect((await playerSees('LUCKY')).some((p) => p.id === a.id)).toBe(false);
  });

  it('a pop-up lands in the popup group home reads', async () => {
    const res = await call('POST', '/ops/announcements?merchant=LUCKY', { ...base, popup: true, titles: { EN: 'Pop!' }, bodies: {} });
    expect(res.statusCode).toBe(200);
    const id = res.json().value.id as number;
    const popups = await call('GET', '/wps/announcements?types=PU&groupName=popup', undefined, { merchant: 'LUCKY', language: 'EN' });
    expect((popups.json().value.popup as PlayerItem[]).map((p) => p.id)).toContain(id);
    // switched to a plain notice: moves group
    await call('PATCH', `/ops/announcements/${id}?merchant=LUCKY`, { popup: false });
    const after = await playerSees('LUCKY');
    expect(after.find((p) => p.id === id)?.groupName).toBe('player');
  });

  it("one written only in the merchant's own language reaches readers of every language", async () => {
    // LUCKY's default language is TY: an operator writing only the TY tab still reaches EN and VI readers
    const res = await call('POST', '/ops/announcements?merchant=LUCKY', { ...base, titles: { TY: 'Bagong laro ngayong linggo' }, bodies: { TY: '<p>Subukan na!</p>' } });
    expect(res.statusCode).toBe(200);
    const id = res.json().value.id as number;
    for (const language of ['EN', 'VI', 'TY']) {
      const seen = (await playerSees('LUCKY', language)).find((p) => p.id === id);
      expect(seen?.title, language).toBe('Bagong laro ngayong linggo');
      // without a start it is dated the day it was written, not 1970
      expect(Number(seen?.startDate.slice(0, 4)), language).toBeGreaterThan(2000);
    }
    // a text in the reader's own language still comes first, then EN
    await call('PATCH', `/ops/announcements/${id}?merchant=LUCKY`, { titles: { TY: 'Bagong laro ngayong linggo', EN: 'New games this week' }, bodies: { TY: '<p>Subukan na!</p>', EN: '<p>Try them!</p>' } });
    expect((await playerSees('LUCKY', 'EN')).find((p) => p.id === id)?.title).toBe('New games this week');
    expect((await playerSees('LUCKY', 'VI')).find((p) => p.id === id)?.title).toBe('New games this week');
    expect((await playerSees('LUCKY', 'TY')).find((p) => p.id === id)?.title).toBe('Bagong laro ngayong linggo');
    await call('DELETE', `/ops/announcements/${id}?merchant=LUCKY`);
  });

  it('strips hostile HTML when stored', async () => {
    const hostile =
      '<p>Hello<script>alert(1)</script><img src="https://cdn.example/x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a><a href="https://ok.example/">ok</a><iframe src="https://evil.example"></iframe></p>';
    const res = await call('POST', '/ops/announcements?merchant=LUCKY', { ...base, bodies: { EN: hostile } });
    expect(res.statusCode).toBe(200);
    const { id, bodies } = res.json().value;
    expect(bodies.EN).not.toMatch(/script|onerror|javascript:|iframe/i);
    expect(bodies.EN).toContain('href="https://ok.example/"');
    expect(bodies.EN).toContain('src="https://cdn.example/x.png"');
    // what the player gets is the stored, clean HTML
    const seen = (await playerSees('LUCKY')).find((p) => p.id === id);
    expect(seen?.content).toBe(bodies.EN);
    // a PATCH is cleaned too
    const patched = await call('PATCH', `/ops/announcements/${id}?merchant=LUCKY`, { bodies: { EN: '<b onclick="x()">b</b><script>1</script>' } });
    expect(patched.json().value.bodies.EN).toBe('<b>b</b>');
  });

  it('answers a 4xx envelope for bad input and writes nothing', async () => {
    const before = await countAnnouncements();
    const bad: [string, unknown][] = [
      // VI is not a language of LUCKY (EN, TY)
      ['/ops/announcements?merchant=LUCKY', { ...base, titles: { EN: 'x', VI: 'y' } }],
      // neither EN nor the default (TY)
      ['/ops/announcements?merchant=JADE', { ...base, titles: { TW: 'x' }, bodies: {} }],
      // a body without a title
      ['/ops/announcements?merchant=LUCKY', { ...base, titles: { EN: 'x' }, bodies: { TY: 'y' } }],
      // end before start
      ['/ops/announcements?merchant=LUCKY', { ...base, startAt: 2000, endAt: 1000 }],
      // empty titles, unknown fields, wrong types
      ['/ops/announcements?merchant=LUCKY', { ...base, titles: {} }],
      ['/ops/announcements?merchant=LUCKY', { ...base, extra: 1 }],
      ['/ops/announcements?merchant=LUCKY', { ...base, published: 'yes' }],
      ['/ops/announcements?merchant=LUCKY', { ...base, titles: { XX: 'x' } }],
      ['/ops/announcements?merchant=LUCKY', { ...base, titles: { EN: ' ' } }],
      ['/ops/announcements?merchant=LUCKY', { ...base, startAt: -5 }],
      // no merchant, an unknown merchant
      ['/ops/announcements', base],
      ['/ops/announcements?merchant=NOPE', base],
    ];
    for (const [url, body] of bad) {
      const res = await call('POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
    }
    expect(await countAnnouncements()).toEqual(before);
    expect((await call('PATCH', '/ops/announcements/abc?merchant=LUCKY', { published: true })).statusCode).toBe(400);
    expect((await call('PATCH', '/ops/announcements/999999?merchant=LUCKY', { published: true })).statusCode).toBe(404);
    expect((await call('DELETE', '/ops/announcements/999999?merchant=LUCKY')).statusCode).toBe(404);
    expect((await call('POST', '/ops/announcements?merchant=LUCKY', base, {})).statusCode).toBe(401);
  });

  it("keeps each merchant's announcements to itself", async () => {
    const res = await call('POST', '/ops/announcements?merchant=GOLDEN', { ...base, titles: { EN: 'Golden only', VI: 'Chỉ Golden' }, bodies: {} });
    expect(res.statusCode).toBe(200);
    const id = res.json().value.id as number;
    const lucky = (await call('GET', '/ops/announcements?merchant=LUCKY')).json().value.list as { id: number; merchant: string }[];
    expect(lucky.some((l) => l.id === id)).toBe(false);
    expect(lucky.every((l) => l.merchant === 'LUCKY')).toBe(true);
    expect((await playerSees('LUCKY')).some((p) => p.id === id)).toBe(false);
    expect((await playerSees('GOLDEN')).some((p) => p.id === id)).toBe(true);
    // LUCKY's name on a GOLDEN id: not found, and nothing changes or goes
    expect((await call('PATCH', `/ops/announcements/${id}?merchant=LUCKY`, { published: false })).statusCode).toBe(404);
    expect((await call('DELETE', `/ops/announcements/${id}?merchant=LUCKY`)).statusCode).toBe(404);
    expect((await playerSees('GOLDEN')).some((p) => p.id === id)).toBe(true);
  });

  it('deletes one, read marks and all: players stop seeing it', async () => {
    const res = await call('POST', '/ops/announcements?merchant=LUCKY', { ...base, titles: { EN: 'Short-lived' }, bodies: {} });
    const id = res.json().value.id as number;
    expect((await playerSees('LUCKY')).some((p) => p.id === id)).toBe(true);
    const del = await call('DELETE', `/ops/announcements/${id}?merchant=LUCKY`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, value: null });
    expect((await playerSees('LUCKY')).some((p) => p.id === id)).toBe(false);
    const texts = await t.app.database.db.selectFrom('announcement_texts').select('language').where('announcement_id', '=', id).execute();
    expect(texts).toEqual([]);
  });

  it('does not list or touch the seeded promotions and banners', async () => {
    const list = (await call('GET', '/ops/announcements?merchant=LUCKY')).json().value.list as { id: number }[];
    const ids = list.map((l) => l.id);
    const promos = await t.app.database.db
      .selectFrom('announcements')
      .select('id')
      .where('merchant_code', '=', 'LUCKY')
      .where('type', 'in', ['PR', 'B', 'H'])
      .execute();
    expect(promos.length).toBeGreaterThan(0);
    for (const p of promos) {
      expect(ids).not.toContain(p.id);
      expect((await call('PATCH', `/ops/announcements/${p.id}?merchant=LUCKY`, { published: false })).statusCode).toBe(404);
    }
  });
});

describe('console brands', () => {
  const status = async (merchant: string) =>
    (await call('GET', '/wps/system/status', undefined, { merchant })).json().value.info as {
      languages: string[];
      defaultLanguage: string;
      whitelabel: Record<string, boolean>;
    };

  it('switches white-label flags one by one, and players feel it at once', async () => {
    const before = await status('LUCKY');
    expect(before.whitelabel.CBS3).toBe(true);
    const res = await call('PATCH', '/ops/merchants/LUCKY', { whitelabel: { CBS3: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.whitelabel).toEqual({ ...before.whitelabel, CBS3: false });
    const after = await status('LUCKY');
    expect(after.whitelabel).toEqual({ ...before.whitelabel, CBS3: false });
    // live chat is a white-label feature: off now
    const launch = await call('POST', '/wps/chat/launch', { b2c: 1, language: 'EN', backUrl: '/m/home' }, auth(demo, { merchant: 'LUCKY' }));
    expect(launch.json().errorCode).toBe('chat.disabled');
    await call('PATCH', '/ops/merchants/LUCKY', { whitelabel: { CBS3: true } });
    expect((await status('LUCKY')).whitelabel).toEqual(before.whitelabel);
  });

  it("sets a brand's languages, which announcements then accept", async () => {
    expect((await call('POST', '/ops/announcements?merchant=SIAM', { ...base, titles: { EN: 'x', VI: 'y' }, bodies: {} })).statusCode).toBe(400);
    const res = await call('PATCH', '/ops/merchants/SIAM', { languages: ['TH', 'EN', 'VI'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ languages: ['TH', 'EN', 'VI'], defaultLanguage: 'TH' });
    expect((await status('SIAM')).languages).toEqual(['TH', 'EN', 'VI']);
    expect((await call('POST', '/ops/announcements?merchant=SIAM', { ...base, titles: { EN: 'x', VI: 'y' }, bodies: {} })).statusCode).toBe(200);
    const both = await call('PATCH', '/ops/merchants/SIAM', { languages: ['EN', 'TH'], defaultLanguage: 'EN' });
    expect(both.json().value).toMatchObject({ languages: ['EN', 'TH'], defaultLanguage: 'EN' });
    await call('PATCH', '/ops/merchants/SIAM', { languages: ['TH', 'EN'], defaultLanguage: 'TH' });
  });

  it('refuses bad brand changes with a 400 and changes nothing', async () => {
    const before = await call('GET', '/ops/merchants/SIAM');
    for (const body of [
      { defaultLanguage: 'VI' }, // not among SIAM's languages
      { languages: ['EN'] }, // drops the default (TH)
      { languages: [] },
      { languages: ['EN', 'EN', 'TH'] },
      { languages: ['XX'] },
      { whitelabel: { NOPE3: true } },
      { whitelabel: { CBS3: 'yes' } },
      { realityCheckMinutes: -1 },
    ]) {
      const res = await call('PATCH', '/ops/merchants/SIAM', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const after = await call('GET', '/ops/merchants/SIAM');
    expect(after.json().value).toEqual(before.json().value);
  });

  it("switches a brand's channels and limits; players' channel lists follow; all or nothing", async () => {
    const channelsOf = async () => {
      const res = await call('GET', '/wps/deposit/channels', undefined, auth(demo, { merchant: 'LUCKY' }));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.channels as { id: number; code: string; min: number; max: number }[];
    };
    const listed = await call('GET', '/ops/merchants/LUCKY/channels');
    expect(listed.statusCode).toBe(200);
    const list = listed.json().value.list as { id: number; code: string; direction: string; enabled: boolean; min: string; max: string }[];
    const gcash = list.find((c) => c.code === 'GCASH' && c.direction === 'deposit')!;
    expect(gcash).toMatchObject({ enabled: true });
    expect(gcash.min).toMatch(/^\d+\.\d{2}$/);
    expect((await channelsOf()).some((c) => c.id === gcash.id)).toBe(true);

    const off = await call('PATCH', '/ops/merchants/LUCKY/channels', { changes: [{ id: gcash.id, enabled: false }] });
    expect(off.statusCode, off.body).toBe(200);
    expect((await channelsOf()).some((c) => c.id === gcash.id)).toBe(false);

    const limits = await call('PATCH', '/ops/merchants/LUCKY/channels', { changes: [{ id: gcash.id, enabled: true, min: '150', max: '25000.50' }] });
    expect(limits.json().value.list.find((c: { id: number }) => c.id === gcash.id)).toMatchObject({ min: '150.00', max: '25000.50', enabled: true });
    expect((await channelsOf()).find((c) => c.id === gcash.id)).toMatchObject({ min: 150, max: 25000.5 });

    // refused as a whole: min above max on one change leaves the other unapplied too
    const other = list.find((c) => c.id !== gcash.id && c.direction === 'deposit')!;
    const golden = (await call('GET', '/ops/merchants/GOLDEN/channels')).json().value.list as { id: number }[];
    for (const body of [
      { changes: [{ id: other.id, enabled: false }, { id: gcash.id, min: '30000' }] },
      { changes: [{ id: other.id, enabled: false }, { id: golden[0]!.id, enabled: false }] },
      { changes: [{ id: gcash.id, min: '1.234' }] },
      { changes: [{ id: gcash.id, min: '-1' }] },
      { changes: [{ id: gcash.id, enabled: false }, { id: gcash.id, enabled: true }] },
      { changes: [] },
      { changes: [{ id: gcash.id, colour: 'red' }] },
    ]) {
      const res = await call('PATCH', '/ops/merchants/LUCKY/channels', body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const after = (await call('GET', '/ops/merchants/LUCKY/channels')).json().value.list as { id: number; enabled: boolean; min: string }[];
    expect(after.find((c) => c.id === other.id)?.enabled).toBe(true);
    expect(after.find((c) => c.id === gcash.id)?.min).toBe('150.00');
    // whole dong only at GOLDEN
    expect((await call('PATCH', '/ops/merchants/GOLDEN/channels', { changes: [{ id: golden[0]!.id, min: '100.50' }] })).statusCode).toBe(400);
    await call('PATCH', '/ops/merchants/LUCKY/channels', { changes: [{ id: gcash.id, min: gcash.min, max: gcash.max }] });
  });
});

describe('console promotions', () => {
  it('lists promotions with application counts and the applications to review, per merchant', async () => {
    const promos = await call('GET', '/ops/promotions?merchant=LUCKY');
    expect(promos.statusCode, promos.body).toBe(200);
    const list = promos.json().value.list as { id: number; titles: Record<string, string>; applications: { pending: number; approved: number; rejected: number } }[];
    expect(list.length).toBeGreaterThan(0);
    const promo = list[0]!;
    expect(promo.titles.EN).toEqual(expect.any(String));

    // a member applies through the player API
    const member = await makeMember(t.app, { username: 'promoapp01' });
    const db = t.app.database.db;
    await db
      .insertInto('promotion_applications')
      .values({ member_id: member.id, announcement_id: promo.id, remark: 'please', status: 'pending', created_at: clock(), updated_at: clock() })
      .execute();
    const counted = ((await call('GET', '/ops/promotions?merchant=LUCKY')).json().value.list as typeof list).find((p) => p.id === promo.id)!;
    expect(counted.applications.pending).toBe(promo.applications.pending + 1);

    const pending = (await call('GET', '/ops/promotions/applications?merchant=LUCKY&status=pending')).json().value;
    const mine = pending.list.find((a: { account: string }) => a.account === 'promoapp01');
    expect(mine).toMatchObject({ promotionId: promo.id, remark: 'please', status: 'pending', promotionTitle: promo.titles.EN });

    // GOLDEN sees none of it, and cannot decide it under its name
    const golden = (await call('GET', '/ops/promotions/applications?merchant=GOLDEN')).json().value.list as { id: number }[];
    expect(golden.some((a) => a.id === mine.id)).toBe(false);
    expect((await call('GET', '/ops/promotions?merchant=GOLDEN')).json().value.list.some((p: { id: number }) => p.id === promo.id)).toBe(false);
    expect((await call('PATCH', `/ops/promotions/applications/${mine.id}?merchant=GOLDEN`, { status: 'approved' })).statusCode).toBe(404);
    const decided = await call('PATCH', `/ops/promotions/applications/${mine.id}?merchant=LUCKY`, { status: 'approved' });
    expect(decided.statusCode).toBe(200);
    const approved = (await call('GET', '/ops/promotions/applications?merchant=LUCKY&status=approved')).json().value.list;
    expect(approved.map((a: { id: number }) => a.id)).toContain(mine.id);

    for (const url of [
      '/ops/promotions',
      '/ops/promotions?merchant=NOPE',
      '/ops/promotions/applications?merchant=LUCKY&status=maybe',
      '/ops/promotions/applications?merchant=LUCKY&limit=0',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('console help centre', () => {
  interface HelpItem {
    tag: string;
    title: string;
    content: string;
    children: HelpItem[];
  }
  const helpCenter = async (merchant: string, language = 'EN') => {
    const res = await call('GET', `/wps/system/helpCenter?lang=${language}`, undefined, { merchant, language });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.items as HelpItem[];
  };

  it('writes, changes and deletes articles the player help centre shows at once, sanitized', async () => {
    const created = await call('POST', '/ops/help?merchant=LUCKY', {
      tag: 'vip-club',
      titles: { EN: 'VIP club', TY: 'Câu lạc bộ VIP' },
      bodies: { EN: '<p>Perks<script>alert(1)</script><a href="javascript:x()">x</a></p>' },
      sort: 99,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value.bodies.EN).toBe('<p>Perks<a>x</a></p>');
    const top = (await helpCenter('LUCKY')).find((i) => i.tag === 'vip-club');
    expect(top).toMatchObject({ title: 'VIP club', content: '<p>Perks<a>x</a></p>' });

    const child = await call('POST', '/ops/help?merchant=LUCKY', { tag: 'vip-levels', parentTag: 'vip-club', titles: { EN: 'Levels' }, bodies: { EN: '<img src="x" onerror="alert(1)">' } });
    expect(child.statusCode).toBe(200);
    expect(child.json().value.bodies.EN).not.toMatch(/onerror/);
    expect((await helpCenter('LUCKY')).find((i) => i.tag === 'vip-club')?.children.map((c) => c.tag)).toEqual(['vip-levels']);

    const renamed = await call('PATCH', '/ops/help/vip-club?merchant=LUCKY', { titles: { EN: 'VIP lounge' } });
    expect(renamed.json().value).toMatchObject({ titles: { EN: 'VIP lounge' }, bodies: { EN: '<p>Perks<a>x</a></p>' }, sort: 99 });
    expect((await helpCenter('LUCKY')).find((i) => i.tag === 'vip-club')?.title).toBe('VIP lounge');
    // GOLDEN has none of it
    expect((await helpCenter('GOLDEN')).some((i) => i.tag === 'vip-club')).toBe(false);
    expect((await call('PATCH', '/ops/help/vip-club?merchant=GOLDEN', { sort: 1 })).statusCode).toBe(404);

    const bad: [Method, string, unknown][] = [
      ['POST', '/ops/help?merchant=LUCKY', { tag: 'vip-club', titles: { EN: 'again' }, bodies: {} }],
      ['POST', '/ops/help?merchant=LUCKY', { tag: 'Bad Tag', titles: { EN: 'x' }, bodies: {} }],
      ['POST', '/ops/help?merchant=LUCKY', { tag: 'orphan', parentTag: 'nope', titles: { EN: 'x' }, bodies: {} }],
      ['POST', '/ops/help?merchant=LUCKY', { tag: 'deep', parentTag: 'vip-levels', titles: { EN: 'x' }, bodies: {} }],
      ['POST', '/ops/help?merchant=LUCKY', { tag: 'viet', titles: { VI: 'x' }, bodies: {} }],
      ['PATCH', '/ops/help/vip-club?merchant=LUCKY', { parentTag: 'vip-club' }],
      ['PATCH', '/ops/help/vip-club?merchant=LUCKY', { parentTag: 'account' }],
      ['PATCH', '/ops/help/nothing-here?merchant=LUCKY', { sort: 1 }],
    ];
    const before = (await call('GET', '/ops/help?merchant=LUCKY')).json().value;
    for (const [method, url, body] of bad) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await call('GET', '/ops/help?merchant=LUCKY')).json().value).toEqual(before);

    expect((await call('DELETE', '/ops/help/vip-club?merchant=LUCKY')).statusCode).toBe(200);
    const after = await helpCenter('LUCKY');
    expect(after.some((i) => i.tag === 'vip-club')).toBe(false);
    // its child is top-level now
    expect(after.some((i) => i.tag === 'vip-levels')).toBe(true);
    expect((await call('DELETE', '/ops/help/vip-club?merchant=LUCKY')).statusCode).toBe(404);
  });
});
