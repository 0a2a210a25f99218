import { ACCOUNT_PATHS, decryptPath, PROMOTION_CATEGORIES } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_SEEDS } from '../src/db/seed/merchants.ts';
import { createNoticeRepository } from '../src/modules/content/notices/repository.ts';
import { sanitizeContentHtml } from '../src/lib/sanitize-html.ts';
import { auth, DEMO, GOLDEN, makeMember, manualClock, tokenFor } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

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

async function get(url: string, headers: Headers = {}) {
  return t.app.inject({ method: 'GET', url, headers }) as unknown as Promise<InjectResult>;
}
async function send(method: 'POST' | 'PATCH' | 'PUT', url: string, payload: unknown, headers: Headers = {}) {
  return t.app.inject({ method, url, payload: payload as object, headers }) as unknown as Promise<InjectResult>;
}
async function trialToken(): Promise<string> {
  const res = (await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.freeplay })) as unknown as InjectResult;
  return res.json().value.token as string;
}

interface Item {
  id: number;
  title: string;
  content: string;
  read: boolean;
  groupName: string;
  type: string;
  category: string | null;
  announcementImages: { sequence: number; url: string }[];
}
type Groups = Record<'promotion' | 'banners' | 'player' | 'popup' | 'hot', Item[]>;

function all(groups: Groups): Item[] {
  return Object.values(groups).flat();
}

describe('HTML sanitizing', () => {
  it('removes scripts, event handlers, javascript: links, iframes, styles and data: images', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
      '<img src="data:image/png;base64,AAAA"><img src="https://cdn.example/a.png"><img src="/media/promotions/1.svg">' +
      '<a href="javascript:alert(3)">bad</a><a href=" JaVaScRiPt:alert(4)">bad2</a><a href="https://ok.example/">ok</a>' +
      '<a href="mailto:help@example.com">mail</a><iframe src="https://evil.example"></iframe>' +
      '<span style="width: expression(alert(5))">s</span><svg onload="alert(6)"></svg><b>bold</b></p>';
    const clean = sanitizeContentHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|expression|style=|data:/i);
    expect(clean).toContain('<b>bold</b>');
    expect(clean).toContain('href="https://ok.example/"');
    expect(clean).toContain('href="mailto:help@example.com"');
    expect(clean).toContain('src="https://cdn.example/a.png"');
    expect(clean).toContain('src="/media/promotions/1.svg"');
  });

  it('stores announcements clean: hostile HTML written through the repository comes back clean', async () => {
    const repo = createNoticeRepository(t.app.database.db);
    const { id } = await repo.upsert(
      {
        merchantCode: 'LUCKY',
        type: 'PL',
        groupName: 'player',
        startAt: clock() - DAY,
        endAt: null,
        noExpiry: true,
        sort: 0,
        images: [],
        texts: {
          EN: {
            title: 'Hostile',
            content: '<p>Safe<script>document.cookie</script><img src=x onerror="alert(1)"><a href="javascript:x()">l</a><iframe src="//e"></iframe></p>',
          },
        },
      },
      clock(),
    );
    const stored = await t.app.database.db
      .selectFrom('announcement_texts')
      .select('content')
      .where('announcement_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe('<p>Safe<a>l</a></p>');
    const served = all((await get('/wps/announcements?types=PL', { language: 'EN' })).json().value as Groups);
    expect(served.find((a) => a.id === id)?.content).toBe('<p>Safe<a>l</a></p>');
  });
});

describe('announcements', () => {
  it('answers the five value groups in EN and TY, only inside the date window', async () => {
    const en = (await get('/wps/announcements?types=B,PL,PU,PR,H&platform=M', { language: 'EN' })).json().value as Groups;
    expect(Object.keys(en).sort()).toEqual(['banners', 'hot', 'player', 'popup', 'promotion']);
    const titles = all(en).map((a) => a.title);
    expect(titles).toContain('Welcome to the lobby');
    expect(titles).not.toContain('Summer banner (ended)');
    expect(titles).not.toContain('Holiday banner (coming soon)');
    expect(en.banners.every((a) => a.type === 'B')).toBe(true);
    expect(en.banners[0]?.announcementImages[0]?.url).toMatch(/^\/media\/promotions\/\d+\.svg$/);
    const ty = (await get('/wps/announcements?types=B', { language: 'TY' })).json().value as Groups;
    expect(ty.banners.map((a) => a.title)).toContain('Maligayang pagdating sa lobby');
    expect(ty.player).toEqual([]);
  });

  it('filters by types and groupName, and refuses an unknown group', async () => {
    const only = (await get('/wps/announcements?types=B,PL,PU&groupName=popup')).json().value as Groups;
    expect(only.popup.length).toBeGreaterThan(0);
    expect(only.banners).toEqual([]);
    expect(only.promotion).toEqual([]);
    expect((await get('/wps/announcements?groupName=nope')).statusCode).toBe(400);
  });

  it('moves with the clock: the future one appears after its start, expired ones stay hidden', async () => {
    const titles = async () => all((await get('/wps/announcements?types=B', { language: 'EN' })).json().value).map((a: Item) => a.title);
    expect(await titles()).not.toContain('Holiday banner (coming soon)');
    clock.advance(11 * DAY);
    try {
      expect(await titles()).toContain('Holiday banner (coming soon)');
      expect(await titles()).not.toContain('Summer banner (ended)');
      // The weekend race ends after 25 days.
      expect(await titles()).toContain('Weekend jackpot race');
      clock.advance(20 * DAY);
      expect(await titles()).not.toContain('Weekend jackpot race');
    } finally {
      clock.set(Date.now());
    }
  });

  it('keeps read state per member', async () => {
    const demo = await tokenFor(t.app, DEMO);
    await makeMember(t.app, { username: 'reader02' });
    const other = await tokenFor(t.app, { username: 'reader02', password: 'Member#2026' });
    const first = (await get('/wps/announcements?types=PL', auth(demo))).json().value.player[0] as Item;
    expect(first.read).toBe(false);
    const res = await send('POST', '/wps/announcements/read', { announcementId: first.id, read: true }, auth(demo, { merchant: 'LUCKY' }));
    expect(res.statusCode).toBe(200);
    const again = (await get('/wps/announcements?types=PL', auth(demo))).json().value.player as Item[];
    expect(again.find((a) => a.id === first.id)?.read).toBe(true);
    const theirs = (await get('/wps/announcements?types=PL', auth(other))).json().value.player as Item[];
    expect(theirs.find((a) => a.id === first.id)?.read).toBe(false);
    // visitors: nothing read; marking needs a session
    expect(((await get('/wps/announcements?types=PL')).json().value.player as Item[]).some((a) => a.read)).toBe(false);
    expect((await send('POST', '/wps/announcements/read', { announcementId: first.id, read: true })).statusCode).toBe(401);
    // another merchant's announcement is unknown here
    const golden = (await get('/wps/announcements?types=PL', { merchant: 'GOLDEN' })).json().value.player[0] as Item;
    const cross = await send('POST', '/wps/announcements/read', { announcementId: golden.id, read: true }, auth(demo));
    expect(cross.statusCode).toBe(404);
  });

  it('trial sessions see everything read and marking read writes nothing', async () => {
    const token = await trialToken();
    const list = all((await get('/wps/announcements', auth(token))).json().value as Groups);
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((a) => a.read)).toBe(true);
    const before = await t.app.database.db.selectFrom('announcement_reads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await send('POST', '/wps/announcements/read', { announcementId: list[0]!.id, read: true }, auth(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const after = await t.app.database.db.selectFrom('announcement_reads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('promotions', () => {
  it('lists live promotions with the categories present, and one by id', async () => {
    const v = (await get('/wps/promotions', { language: 'EN' })).json().value;
    // 18 seeded promotions live now, and the demo campaigns' 3 pages of their own (listed after them)
    expect(v.list.length).toBe(21);
    // every category but the point mall's (the demo has no point mall to promise)
    expect(v.categories).toEqual(PROMOTION_CATEGORIES.filter((c) => c !== 'point_mall'));
    // a page that promises money is a campaign's; the others describe the brand or a bonus paid by rule
    const bare = (v.list as Array<{ category: string; offer: unknown }>).filter((p) => p.offer === null).map((p) => p.category);
    expect(bare.sort()).toEqual(['brand_endorsement', 'deposit_promo', 'player_rank_rules']);
    const p = v.list[0];
    expect(p.announcementImages[0].url).toBe(`/media/promotions/${p.id}.svg`);
    const one = await get(`/wps/promotions/${p.id}`, { language: 'TY' });
    expect(one.statusCode).toBe(200);
    expect(one.json().value.id).toBe(p.id);
    expect(one.json().value.title).not.toBe(p.title);
    expect((await get('/wps/promotions/999999')).statusCode).toBe(404);
    const art = await get(`/media/promotions/${p.id}.svg`);
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(art.body).toContain('<svg');
    expect(art.body).toContain('>PROMOTION</text>');
    // the card the server draws comes in the reader's language, at its own URL
    const ty = one.json().value;
    expect(ty.announcementImages[0].url).toBe(`/media/promotions/${p.id}_TY.svg`);
    const tyArt = await get(ty.announcementImages[0].url);
    expect(tyArt.statusCode).toBe(200);
    expect(tyArt.body).toContain('>PROMO</text>');
    expect(tyArt.body).toContain(ty.title.replace(/[<>&'"]/g, (c: string) => `&#${c.charCodeAt(0)};`));
    const cn = (await get(`/wps/promotions/${p.id}`, { language: 'CN' })).json().value;
    expect((await get(cn.announcementImages[0].url)).body).toContain('>优惠活动</text>');
    for (const file of [`${p.id}_EN.svg`, `${p.id}_ZZ.svg`, `${p.id}_ty.svg`]) {
      expect((await get(`/media/promotions/${file}`)).statusCode, file).toBe(404);
    }
  });

  it('applies once per member to an apply-and-review page, remark at most 140 characters, visitors 401, trials 403; ops approve with an amount that is paid', async () => {
    const list = (await get('/wps/promotions')).json().value.list as Array<Item & { offer: { kind: string; amount: string } | null }>;
    const page = list.find((p) => p.offer?.kind === 'apply')!;
    const id = page.id;
    const url = `/wps/promotions/${id}/apply`;
    expect((await send('POST', url, { remark: 'x' })).statusCode).toBe(401);
    const trial = await send('POST', url, { remark: 'x' }, auth(await trialToken()));
    expect(trial.statusCode).toBe(403);
    expect(trial.json().errorCode).toBe('permission.trial');
    await makeMember(t.app, { username: 'applier03' });
    const token = await tokenFor(t.app, { username: 'applier03', password: 'Member#2026' });
    expect((await send('POST', url, { remark: 'y'.repeat(141) }, auth(token))).statusCode).toBe(400);
    // a page with no campaign behind it takes no application: approving one would pay nothing
    const bare = list.find((p) => p.offer === null)!;
    const refused = await send('POST', `/wps/promotions/${bare.id}/apply`, { remark: 'x' }, auth(token));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('promotion.not.applicable');
    const first = await send('POST', url, { remark: 'y'.repeat(140) }, auth(token));
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ promotionId: id, status: 'pending' });
    const again = await send('POST', url, { remark: 'again' }, auth(token));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('promotion.already.applied');
    const mine = (await get('/wps/promotions/applications', auth(token))).json().value;
    expect(mine).toHaveLength(1);
    const appId = mine[0].id as number;
    const patchUrl = `/ops/promotions/applications/${appId}`;
    expect((await send('PATCH', patchUrl, { status: 'approved', amount: '10.00' })).statusCode).toBe(401);
    expect((await send('PATCH', patchUrl, { status: 'maybe' }, opsHeaders())).statusCode).toBe(400);
    // the amount is the operator's, up to the campaign's maximum
    expect((await send('PATCH', patchUrl, { status: 'approved' }, opsHeaders())).json().errorCode).toBe('promotion.amount.required');
    const tooMuch = `${Number(page.offer!.amount) + 1}.00`;
    expect((await send('PATCH', patchUrl, { status: 'approved', amount: tooMuch }, opsHeaders())).json().errorCode).toBe('promotion.amount.too.high');
    expect((await get('/wps/promotions/applications', auth(token))).json().value[0].status).toBe('pending');
    const ok = await send('PATCH', patchUrl, { status: 'approved', amount: '25.00' }, opsHeaders());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.amount).toBe('25.00');
    expect((await get('/wps/promotions/applications', auth(token))).json().value[0].status).toBe('approved');
    // the player holds the approved amount as a bonus
    const bonuses = (await get('/wps/member/bonuses', auth(token))).json().value;
    expect(bonuses.bonusBalance).toBe(25);
    expect(bonuses.active).toHaveLength(1);
    expect((await send('PATCH', '/ops/promotions/applications/999999', { status: 'rejected' }, opsHeaders())).statusCode).toBe(404);
  });
});

describe('help centre', () => {
  it('answers a tree of articles with children in the asked language', async () => {
    const en = (await get('/wps/system/helpCenter?lang=EN&device=MOBILE')).json().value.items;
    // the five seeded topics, then every brand's responsible-gaming article
    expect(en.map((i: { tag: string }) => i.tag)).toEqual(['account', 'deposit', 'withdrawal', 'games', 'promotions', 'responsible-gaming']);
    expect(en[0]).toMatchObject({ tag: 'account', title: 'Account' });
    expect(en[0].children.map((c: { tag: string }) => c.tag)).toEqual(['account-register', 'account-password']);
    expect(en.flatMap((i: { children: unknown[] }) => i.children)).toHaveLength(10);
    expect(en[0].content).toContain('<p>Everything about your account');
    // every article says its own thing
    const all = [...en, ...en.flatMap((i: { children: unknown[] }) => i.children)] as { content: string }[];
    expect(new Set(all.map((a) => a.content)).size).toBe(16);
    const ty = (await get('/wps/system/helpCenter?lang=TY&device=MOBILE')).json().value.items;
    expect(ty[1].title).toBe('Deposito');
    expect(ty[1].content).toContain('Paano magdagdag ng pera');
  });
});

describe('customer service, social links, downloads', () => {
  it('answers customer-service links whose paths decrypt to the merchant links', async () => {
    const list = (await get('/wps/system/customerService')).json().value as { title: string; path: string }[];
    expect(list.length).toBeGreaterThan(0);
    const expected = MERCHANT_SEEDS.find((m) => m.code === 'LUCKY')?.customerService;
    const decrypted = await Promise.all(list.map(async (cs) => ({ title: cs.title, url: await decryptPath(cs.path) })));
    expect(decrypted).toEqual(expected);
    expect(list[0]?.path).not.toContain('t.me');
  });

  it('answers social links and download resources; serves the icon and profile, 404 envelope for builds', async () => {
    const social = (await get('/wps/system/socialLinks')).json().value;
    expect(social.map((s: { key: string }) => s.key)).toContain('TELEGRAM');
    const golden = (await get('/wps/system/socialLinks', { merchant: 'GOLDEN' })).json().value;
    expect(golden).toEqual([{ key: 'WHATSAPP', url: 'https://wa.me/84901234567', labelNameEn: 'WhatsApp' }]);
    const downloads = (await get('/wps/system/downloads')).json().value as { resourceType: string; url: string }[];
    expect(downloads.map((d) => d.resourceType).sort()).toEqual(['Android', 'AppDownloadIcon', 'IOS', 'MOBILECONFIG']);
    const byType = Object.fromEntries(downloads.map((d) => [d.resourceType, d.url]));
    const icon = await get(byType.AppDownloadIcon!);
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
    const profile = await get(byType.MOBILECONFIG!, { host: 'lucky.example' });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-type']).toMatch(/application\/x-apple-aspen-config/);
    expect(profile.body).toContain('com.apple.webClip.managed');
    expect(profile.body).toContain('/m/home</string>');
    for (const build of [byType.Android!, byType.IOS!]) {
      const res = await get(build);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'download.not.available' });
    }
    expect((await get('/media/download/NOPE/app-icon.svg')).statusCode).toBe(404);
  });

  it('golden member sees their own merchant (per-merchant content)', async () => {
    const token = await tokenFor(t.app, GOLDEN, { merchant: 'GOLDEN' });
    const golden = all((await get('/wps/announcements', auth(token, { merchant: 'GOLDEN' }))).json().value as Groups);
    const lucky = all((await get('/wps/announcements', { merchant: 'LUCKY' })).json().value as Groups);
    const luckyIds = new Set(lucky.map((a) => a.id));
    expect(golden.some((a) => luckyIds.has(a.id))).toBe(false);
  });
});
