import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATHS, RESPONSIBLE_GAMING_HELP_TAG, SYSTEM_PATHS } from '@lobby/contract';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Each brand is its own app to the person holding the phone: its own installed-app manifest and icons, its
 * minimum age and responsible-gaming article, and its own page (not the API's JSON) at an address outside
 * the app.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe("a brand's web app manifest", () => {
  it("is the host's brand, with its name, colours and icons", async () => {
    const res = await get('/m/manifest.webmanifest', { host: 'golden.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json<Manifest>();
    expect(manifest).toMatchObject({
      id: '/m/home',
      name: 'Golden Dragon',
      short_name: 'Golden',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      theme_color: '#5a0f14',
      background_color: '#1c0508',
    });
    expect(manifest.icons.map((i) => [i.src, i.sizes, i.purpose])).toEqual([
      ['/media/brand/GOLDEN/icons/icon-192.png', '192x192', 'any'],
      ['/media/brand/GOLDEN/icons/icon-512.png', '512x512', 'any'],
      ['/media/brand/GOLDEN/icons/maskable-512.png', '512x512', 'maskable'],
    ]);
  });

  it('differs per brand, and a brand chosen on a shared host is named in its start address', async () => {
    const lucky = (await get('/m/manifest.webmanifest', { host: 'localhost' })).json<Manifest>();
    expect(lucky).toMatchObject({ name: 'Lucky Star', start_url: '/m/home', theme_color: '#0a0f1f' });
    const jade = (await get('/m/manifest.webmanifest?merchant=JADE', { host: 'localhost' })).json<Manifest>();
    expect(jade).toMatchObject({ name: 'Jade Palace', id: '/m/home?merchant=JADE', start_url: '/m/home?merchant=JADE', theme_color: '#0b3b2e' });
    const byCookie = (await get('/m/manifest.webmanifest', { host: 'localhost', cookie: 'merchant=SIAM' })).json<Manifest>();
    expect(byCookie).toMatchObject({ name: 'Siam Royal', theme_color: '#2e1457' });
    expect(new Set([lucky.icons[0]!.src, jade.icons[0]!.src, byCookie.icons[0]!.src]).size).toBe(3);
  });
});

describe("a brand's app icons", () => {
  it.each([
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['maskable-512.png', 512],
    ['apple-touch-icon-180.png', 180],
  ])('%s is a %i px PNG', async (file, size) => {
    const res = await get(`/media/brand/NUSA/icons/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([size, size]);
  });

  it("is drawn in each brand's colours", async () => {
    const golden = await get('/media/brand/GOLDEN/icons/icon-192.png');
    const jade = await get('/media/brand/JADE/icons/icon-192.png');
    expect(golden.rawPayload.equals(jade.rawPayload)).toBe(false);
  });

  it('answers 404 for an unknown brand or file', async () => {
    expect((await get('/media/brand/NOPE/icons/icon-192.png')).statusCode).toBe(404);
    expect((await get('/media/brand/LUCKY/icons/icon-64.png')).statusCode).toBe(404);
  });
});

describe("a brand's age and responsible-gaming article", () => {
  it("carries the jurisdiction's minimum age in the status answer", async () => {
    const lucky = await get(SYSTEM_PATHS.status, { merchant: 'LUCKY' });
    expect(lucky.json().value.info.ageLimit).toBe(21);
    const golden = await get(SYSTEM_PATHS.status, { merchant: 'GOLDEN' });
    expect(golden.json().value.info.ageLimit).toBe(18);
    expect(golden.json().value.info.brand.themeColor).toBe('#5a0f14');
  });

  it.each([
    ['LUCKY', 'EN', 'aged 21 and over'],
    ['GOLDEN', 'VI', 'từ 18 tuổi trở lên'],
    ['JADE', 'CN', '年满18岁'],
  ])('%s has the article in %s with its own age', async (merchant, language, says) => {
    const res = await get(CONTENT_PATHS.helpCenter, { merchant, language });
    const articles = res.json().value.items as { tag: string; content: string }[];
    const article = articles.find((a) => a.tag === RESPONSIBLE_GAMING_HELP_TAG);
    expect(article, JSON.stringify(articles.map((a) => a.tag))).toBeDefined();
    expect(article!.content).toContain(says);
  });
});

describe('an address outside the app and the API', () => {
  const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  it('redirects / into the app', async () => {
    const res = await get('/', html);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/home');
  });

  it("opened by a browser is the brand's own not-found page with the way into the lobby", async () => {
    for (const [host, brand] of [
      ['localhost', 'Lucky Star'],
      ['golden.localhost', 'Golden Dragon'],
    ] as const) {
      const res = await get('/foo', { ...html, host, 'accept-language': 'en' });
      expect(res.statusCode, host).toBe(404);
      expect(res.headers['content-type'], host).toMatch(/^text\/html/);
      expect(res.body, host).toContain(`<title>Page not found · ${brand}</title>`);
      expect(res.body, host).toContain('href="/m/home"');
      expect(res.body, host).not.toContain('request.not.found');
      expect(res.body, host).not.toMatch(/<script/);
    }
  });

  it("speaks the browser's language", async () => {
    const res = await get('/foo/bar?x=1', { ...html, host: 'golden.localhost', 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(res.body).toContain('Không tìm thấy trang');
    expect(res.body).toContain('<html lang="vi"');
  });

  it('keeps the JSON envelope for the API and the services, and for callers that do not ask for HTML', async () => {
    for (const url of ['/wps/nothing', '/lgw/nothing', '/ops/nothing', '/media/nothing', '/hooks/nothing', '/vendor-api/x']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json().success, url).toBe(false);
    }
    const api = await get('/foo', { accept: 'application/json' });
    expect(api.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
    const post = await t.app.inject({ method: 'POST', url: '/foo', headers: html });
    expect(post.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
  });
});
