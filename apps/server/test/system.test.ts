import { decryptPath, WHITELABEL_FLAGS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_SEEDS } from '../src/db/seed/merchants.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function seedOf(code: string) {
  const s = MERCHANT_SEEDS.find((m) => m.code === code);
  if (!s) throw new Error(`no seed ${code}`);
  return s;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.value;
}

describe('GET /wps/system/status', () => {
  it('describes the default merchant and reports status 0', async () => {
    const v = await get('/wps/system/status');
    expect(v.status).toBe(0);
    expect(v.maintenance).toBe(false);
    expect(v.regionRestriction).toBe(false);
    expect(v.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(v.info).toMatchObject({
      merchantCode: 'LUCKY',
      trialMerchantCode: 'LUCKYTRIAL',
      platform: 'mobile',
      defaultLanguage: 'TY',
      languages: ['EN', 'TY'],
      prizeMode: 'ELOTT',
      currency: { code: 'PHP', symbol: '₱' },
      mobileTemplate: { mem_cen: '1', dep_func: '0' },
      brand: { name: 'Lucky Star', logoUrl: '/media/brand/LUCKY/logo.svg' },
      paths: { gameImage: '/media/games', vendorIcon: '/media/vendors', flag: '/media/flags' },
      register: { username: true, mobile: true, smsVerification: false, mobilePassword: true },
    });
    expect(v.info.whitelabel.GOOGLELOGIN3).toBe(true);
    expect(v.info.whitelabel.FACEBOOKLOGIN3).toBe(false);
    expect(v.info.socialLinks.map((s: { key: string }) => s.key)).toEqual(['TELEGRAM', 'FACEBOOK', 'WHATSAPP']);
    expect(new Set(v.info.resources.map((r: { resourceType: string }) => r.resourceType))).toEqual(
      new Set(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon']),
    );
  });

  it('never points images or downloads at an external host', async () => {
    const v = await get('/wps/system/status');
    for (const r of v.info.resources) expect(r.url).toMatch(/^\/media\//);
    expect(v.info.brand.logoUrl).toMatch(/^\/media\//);
    expect(v.info.imageCDNs.every((u: string) => u.startsWith('/'))).toBe(true);
  });

  it('sends customer-service links encrypted; they decrypt to the configured links', async () => {
    const v = await get('/wps/system/status');
    const expected = seedOf('LUCKY').customerService;
    expect(v.info.customerService.map((c: { title: string }) => c.title)).toEqual(expected.map((c) => c.title));
    for (const [i, cs] of v.info.customerService.entries()) {
      expect(cs.path).not.toContain('://');
      expect(cs.path).not.toContain('t.me');
      expect(await decryptPath(cs.path)).toBe(expected[i]!.url);
    }
  });

  it('encrypts afresh on every answer', async () => {
    const a = await get('/wps/system/status');
    const b = await get('/wps/system/status');
    expect(a.info.customerService[0].path).not.toBe(b.info.customerService[0].path);
  });

  it('describes another merchant with its own flags', async () => {
    const v = await get('/wps/system/status', { merchant: 'GOLDEN' });
    const seed = seedOf('GOLDEN');
    expect(v.info.merchantCode).toBe('GOLDEN');
    expect(v.info.prizeMode).toBe('LOTT');
    expect(v.info.currency).toEqual({ code: 'VND', symbol: '₫' });
    expect(v.info.whitelabel).toEqual(seed.whitelabel);
    expect(v.info.register).toEqual({ username: true, mobile: true, smsVerification: true, mobilePassword: false });
    expect(v.info.socialLinks.map((s: { key: string }) => s.key)).toEqual(['WHATSAPP']);
    expect(v.info.mobileTemplate.mem_cen).toBe('0');
    expect(await decryptPath(v.info.customerService[0].path)).toBe(seed.customerService[0]!.url);
  });
});

describe('settings and flags', () => {
  it('GET /wps/system/settings/consolidated gives the merchant settings', async () => {
    const v = await get('/wps/system/settings/consolidated', { merchant: 'GOLDEN' });
    expect(v).toMatchObject({
      merchantCode: 'GOLDEN',
      trialMerchantCode: 'GOLDENTRIAL',
      brand: { name: 'Golden Dragon', logoUrl: '/media/brand/GOLDEN/logo.svg' },
      defaultLanguage: 'EN',
      languages: ['EN', 'VI', 'CN', 'TW', 'TH', 'ID', 'TY'],
      ageLimit: 18,
    });
    expect(v.allLanguages).toContain('TH');
    expect((await get('/wps/system/settings/consolidated')).ageLimit).toBe(21);
  });

  it('GET /wps/system/whitelabel gives all twelve flags', async () => {
    const v = await get('/wps/system/whitelabel', { merchant: 'GOLDEN' });
    expect(Object.keys(v.flags).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(v.flags.MOBILEVERCODELOGIN3).toBe(true);
    expect(v.flags.CBS3).toBe(false);
  });
});

describe('GET /wps/system/country', () => {
  it('lists countries with dialling codes, sorted by English name by default', async () => {
    const list: { code: string; name: string; dialingCode: string }[] = await get('/wps/system/country');
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.code === 'PH')).toEqual({ code: 'PH', name: 'Philippines', dialingCode: '63' });
    expect(list.find((c) => c.code === 'VN')?.dialingCode).toBe('84');
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
  });

  it('names countries in the Language header language', async () => {
    const cn: { code: string; name: string }[] = await get('/wps/system/country', { language: 'CN' });
    expect(cn.find((c) => c.code === 'PH')?.name).toBe('菲律宾');
    const vi: { code: string; name: string }[] = await get('/wps/system/country', { language: 'VI' });
    expect(vi.find((c) => c.code === 'DE')?.name).toBe('Đức');
    const unknown: { code: string; name: string }[] = await get('/wps/system/country', { language: 'klingon' });
    expect(unknown.find((c) => c.code === 'DE')?.name).toBe('Germany');
  });
});

describe('brand logo', () => {
  it('serves an SVG wordmark with the brand name, cached for a day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/brand/GOLDEN/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('>Golden Dragon</text>');
    expect(res.body).toContain('linearGradient');
    expect(res.body).not.toMatch(/<image|href="http/);
  });

  it('answers 404 for an unknown merchant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/brand/NOPE/logo.svg' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /healthz', () => {
  it('answers ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: t.config.redisUrl ? 'ok' : 'off' } });
  });
});
