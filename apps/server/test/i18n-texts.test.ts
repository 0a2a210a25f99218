import { LANGUAGES } from '@lobby/contract';
import type { Language } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_TITLES } from '../src/db/seed/banner-texts.ts';
import { ANNOUNCEMENTS, HELP, PROMO_NAMES } from '../src/db/seed/content.ts';
import { ANNOUNCEMENT_BODIES, HELP_BODIES, PROMOTION_BODIES, SIGN_OFF } from '../src/db/seed/content-bodies.ts';
import { BANNER_CTA } from '../src/modules/content/banner/artwork.ts';
import { PROMOTION_LABEL } from '../src/modules/content/promotions/artwork.ts';
import { INBOX_SEEDS } from '../src/db/seed/inbox.ts';
import { seed } from '../src/db/seed/seed.ts';
import { TEXTS as CHAT_TEXTS } from '../src/modules/content/chat/page.ts';
import { EMAIL_CODE_MAILS } from '../src/modules/accounts/member-settings/messages.ts';
import { QUESTIONS } from '../src/modules/accounts/member-settings/questions.ts';
import { WORDING } from '../src/modules/accounts/password/messages.ts';
import { SMS_TEXTS } from '../src/modules/accounts/verification/messages.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Every server text exists in all seven platform languages, with the placeholders of its English text.
 * Template strings (`${…}`) are checked by rendering them with marker arguments; stored texts by their
 * `{name}` placeholders; seeded HTML by its markup (tags and links), which translations must keep.
 */

const ALL = [...LANGUAGES].sort();

function languagesOf(map: object): string[] {
  return Object.keys(map).sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

function markup(html: string): string[] {
  return [...html.matchAll(/<\/?[a-z]+(?:\s+href="[^"]*")?/g)].map((m) => m[0]);
}

/** Checks a text map: every language, non-empty, the English placeholders and nothing else. */
function expectComplete(name: string, map: Record<string, string>, check: (text: string) => unknown = placeholders): void {
  expect(languagesOf(map), name).toEqual(ALL);
  for (const lang of LANGUAGES) {
    expect(map[lang]?.trim(), `${name} ${lang}`).toBeTruthy();
    expect(check(map[lang]!), `${name} ${lang}`).toEqual(check(map.EN!));
  }
}

// Marker arguments: a rendered text must carry each of them exactly as often as the English one does.
const BRAND = 'BRAND\u2063X';
const CODE = '918273';
const MINUTES = 47;
const USER = 'user\u2063Y';
const LINK = 'https://link.example/reset?t=abc';
const TOKEN = 'TOKEN\u2063Z';
const MARKERS = [BRAND, CODE, String(MINUTES), USER, LINK, TOKEN];

function markers(text: string): Record<string, number> {
  return Object.fromEntries(MARKERS.map((m) => [m, text.split(m).length - 1]));
}

function rendered<T>(map: Record<Language, T>, render: (value: T) => string): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, render(map[lang])]));
}

describe('server texts in every language', () => {
  it('SMS codes', () => {
    expectComplete('sms', rendered(SMS_TEXTS, (f) => f(BRAND, CODE, MINUTES)), markers);
  });

  it('e-mail confirmation mails', () => {
    expectComplete('email subject', rendered(EMAIL_CODE_MAILS, (f) => f(BRAND, CODE, MINUTES).subject), markers);
    expectComplete('email text', rendered(EMAIL_CODE_MAILS, (f) => f(BRAND, CODE, MINUTES).text), markers);
  });

  it('password reset mails', () => {
    expectComplete('reset subject', rendered(WORDING, (w) => w.subject(BRAND)), markers);
    expectComplete('reset greeting', rendered(WORDING, (w) => w.greeting(USER)), markers);
    expectComplete('reset intro', rendered(WORDING, (w) => w.intro(BRAND)), markers);
    expectComplete('reset open', rendered(WORDING, (w) => w.open(MINUTES)), markers);
    for (const key of ['button', 'code', 'ignore'] as const) expectComplete(`reset ${key}`, rendered(WORDING, (w) => w[key]));
  });

  it('security questions', () => {
    for (const q of QUESTIONS) expectComplete(`question ${q.id}`, q.text);
  });

  it('chat page', () => {
    expect(languagesOf(CHAT_TEXTS)).toEqual(ALL);
    for (const key of Object.keys(CHAT_TEXTS.EN) as (keyof typeof CHAT_TEXTS.EN)[]) {
      expectComplete(`chat ${key}`, rendered(CHAT_TEXTS, (texts) => texts[key]));
    }
  });

  it('seeded announcements, promotions, help articles and article bodies', () => {
    for (const a of ANNOUNCEMENTS) expectComplete(`announcement ${a.key}`, a.title);
    for (const [category, names] of Object.entries(PROMO_NAMES)) expectComplete(`promotion ${category}`, names);
    for (const top of HELP) {
      expectComplete(`help ${top.tag}`, top.title);
      for (const child of top.children) expectComplete(`help ${child.tag}`, child.title);
    }
    for (const [key, body] of Object.entries(ANNOUNCEMENT_BODIES)) expectComplete(`announcement ${key} body`, body);
    for (const [i, body] of PROMOTION_BODIES.entries()) expectComplete(`promotion ${i + 1} body`, body);
    for (const [tag, body] of Object.entries(HELP_BODIES)) expectComplete(`help ${tag} body`, body);
    expectComplete('article sign-off', SIGN_OFF, markup);
  });

  it('seeded banner titles and the words drawn on artwork', () => {
    for (const [title, map] of Object.entries(BANNER_TITLES)) {
      expectComplete(`banner ${title}`, map);
      expect(map.EN, 'keyed by its English title').toBe(title);
    }
    expectComplete('banner call to action', BANNER_CTA);
    expectComplete('promotion card label', PROMOTION_LABEL);
  });

  it('seeded inbox messages', () => {
    for (const m of INBOX_SEEDS) {
      expectComplete(`inbox ${m.key} title`, m.title);
      expectComplete(`inbox ${m.key} content`, m.content);
    }
  });
});

describe('seeded content in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores every seeded announcement and promotion in all seven languages', async () => {
    const db = t.app.database.db;
    const rows = await db
      .selectFrom('announcements as a')
      .innerJoin('announcement_texts as t', 't.announcement_id', 'a.id')
      .select(['a.id', 'a.seed_key', 't.language'])
      .where('a.seed_key', 'is not', null)
      .execute();
    const byId = new Map<number, string[]>();
    for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r.language]);
    expect(byId.size).toBeGreaterThan(0);
    for (const [id, languages] of byId) expect(languages.sort(), `announcement ${id}`).toEqual(ALL);
  });

  it('stores every seeded banner title in all seven languages', async () => {
    const db = t.app.database.db;
    const banners = await db.selectFrom('banners').select(['id', 'title']).execute();
    expect(banners.length).toBeGreaterThan(0);
    const texts = await db.selectFrom('banner_texts').select(['banner_id', 'language']).execute();
    for (const b of banners) {
      expect(Object.keys(BANNER_TITLES), `banner "${b.title}" has seeded texts`).toContain(b.title);
      expect(texts.filter((x) => x.banner_id === b.id).map((x) => x.language).sort(), b.title).toEqual(ALL);
    }
  });

  it('stores the help centre in all seven languages with the same tags', async () => {
    const rows = await t.app.database.db.selectFrom('help_articles').select(['merchant_code', 'language', 'tag']).execute();
    const tags = new Map<string, string[]>();
    for (const r of rows) {
      const key = `${r.merchant_code}:${r.tag}`;
      tags.set(key, [...(tags.get(key) ?? []), r.language]);
    }
    expect(tags.size).toBeGreaterThan(0);
    for (const [key, languages] of tags) expect(languages.sort(), key).toEqual(ALL);
  });

  it('adds a language a seeded announcement lacks on the next seed, and keeps stored texts', async () => {
    const db = t.app.database.db;
    const a = await db.selectFrom('announcements').select('id').where('seed_key', '=', 'b-welcome').orderBy('id').executeTakeFirstOrThrow();
    await db.deleteFrom('announcement_texts').where('announcement_id', '=', a.id).where('language', '=', 'TH').execute();
    await db.updateTable('announcement_texts').set({ title: 'Edited by an operator' }).where('announcement_id', '=', a.id).where('language', '=', 'EN').execute();
    await seed(db);
    const texts = await db.selectFrom('announcement_texts').select(['language', 'title']).where('announcement_id', '=', a.id).execute();
    expect(texts.map((r) => r.language).sort()).toEqual(ALL);
    expect(texts.find((r) => r.language === 'TH')?.title).toBe('ยินดีต้อนรับสู่ล็อบบี้');
    expect(texts.find((r) => r.language === 'EN')?.title).toBe('Edited by an operator');
  });
});
