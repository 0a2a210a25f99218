import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@lobby/contract/rules';
import { tokenFor } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The server's half of server rendering, with a stand-in for the web build's server entry (the real one is
 * exercised end to end in the e2e suite): what it is told about the request, how its page is put into
 * index.html, and every way back to the plain shell.
 */
const INDEX =
  '<!doctype html><html lang="en" data-theme="dark"><head><title>Lobby</title><script src="/m/theme-init.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/m/assets/react-a.js"><link rel="stylesheet" crossorigin href="/m/assets/index-a.css">' +
  '</head><body><div id="root"></div><script type="module" src="/m/assets/index-a.js"></script></body></html>';
const CSS = 'body{color:red}</style><b>out</b>';

// The stand-in entry: echoes what it was given, calls the API through the transport it was handed.
const ENTRY = `
export async function render(input) {
  const url = new URL(input.url);
  if (url.pathname === '/m/throws') throw new Error('render failed');
  if (url.pathname === '/m/voucherCenter') return { kind: 'browser' };
  if (url.pathname === '/m/old') return { kind: 'redirect', status: 302, location: '/m/home' };
  const answer = await input.fetch('/wps/system/status', { headers: { Merchant: input.merchant, Language: input.language } });
  const status = await answer.json();
  const state = JSON.stringify({
    merchant: input.merchant, language: input.language, theme: input.theme, session: input.session,
    canRenew: input.canRenew, statusMerchant: status.value.info.merchantCode, note: url.searchParams.get('note'),
  }).replace(/</g, '\\\\u003c');
  return {
    kind: 'page',
    timings: { passes: 1, renderMs: 1, dataMs: 1 },
    state,
    pipe(destination) {
      destination.write('<main>' + input.html.text('<p>Tom &amp; Jerry</p><p>win&nbsp;big</p><br>now') + '</main>');
      destination.end();
    },
  };
}
`;

let dist: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'lobby-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-a.css'), CSS);
  const ssr = `${dist}-ssr`;
  mkdirSync(path.join(ssr, '.vite'), { recursive: true });
  writeFileSync(path.join(ssr, 'entry-server-t1.js'), ENTRY);
  writeFileSync(
    path.join(ssr, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/entry-server.tsx': { file: 'entry-server-t1.js', isEntry: true } }),
  );
  t = await createTestApp({ webDist: dist });
  token = await tokenFor(t.app);
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-ssr`, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function stateOf(body: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(body);
  expect(match, 'state block').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

function bootOf(body: string): unknown {
  const match = /<script type="application\/json" id="app-boot">(.*?)<\/script>/s.exec(body);
  expect(match, 'boot block').not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('server-rendered pages', () => {
  it('puts the page into index.html with the language and theme on <html>, its state beside it', async () => {
    const res = await get('/m/home', { 'accept-language': 'en-US,en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
    expect(res.body).toMatch(/^<!doctype html><html lang="en" data-theme="dark"><head>/);
    // stylesheets inline (their text cannot end the style element), no theme script
    // followed by a disabled link to the file (never fetched or applied; the app's loader sees it is there)
    expect(res.body).toContain(
      '<style data-href="/m/assets/index-a.css">body{color:red}<\\/style><b>out</b></style><link rel="stylesheet" href="/m/assets/index-a.css" disabled>',
    );
    expect(res.body.match(/<link rel="stylesheet"[^>]*>/g)?.every((link) => link.endsWith(' disabled>'))).toBe(true);
    expect(res.body).not.toContain('theme-init.js');
    // no script in the head: the boot script loads the entry and its modules once the page has painted
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(res.body).not.toContain('<script type="module"');
    expect(bootOf(res.body)).toEqual({ entry: '/m/assets/index-a.js', preload: ['/m/assets/react-a.js'] });
    // the content helper's words: entities decoded, block ends as spaces
    expect(res.body).toContain('<div id="root"><main>Tom & Jerry win big now</main></div><script type="application/json" id="ssr-state">');
    expect(res.body).toMatch(/<\/script><script type="application\/json" id="app-boot">[^<]*<\/script><script>[^<]*<\/script><\/body><\/html>$/);
    // the transport reached the app's own status route, as this merchant
    expect(stateOf(res.body)).toMatchObject({ merchant: 'LUCKY', language: 'EN', statusMerchant: 'LUCKY', session: null });
  });

  it("allows its one inline script, the boot script, by its hash in the page's content security policy", async () => {
    const res = await get('/m/home');
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim().split(/\s+/)).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
  });

  it('takes the language from its cookie, then Accept-Language, then the merchant default', async () => {
    expect(stateOf((await get('/m/home')).body).language).toBe('TY');
    expect(stateOf((await get('/m/home', { 'accept-language': 'fil-PH' })).body).language).toBe('TY');
    expect(stateOf((await get('/m/home', { 'accept-language': 'fil-PH', cookie: 'language=EN' })).body).language).toBe('EN');
    // a language the merchant does not offer, or no language at all, is not taken
    expect(stateOf((await get('/m/home', { 'accept-language': 'en', cookie: 'language=VI' })).body).language).toBe('EN');
    expect(stateOf((await get('/m/home', { cookie: 'language=%3Cb%3E' })).body).language).toBe('TY');
  });

  it('takes the merchant from ?merchant=, then its cookie, then the host; an unknown code changes nothing', async () => {
    expect(stateOf((await get('/m/home?merchant=GOLDEN')).body)).toMatchObject({ merchant: 'GOLDEN', statusMerchant: 'GOLDEN' });
    expect(stateOf((await get('/m/home', { cookie: 'merchant=GOLDEN' })).body).merchant).toBe('GOLDEN');
    expect(stateOf((await get('/m/home?merchant=NOPE', { cookie: 'merchant=NOPE' })).body).merchant).toBe('LUCKY');
    expect(stateOf((await get('/m/home?merchant=%3C%2Fscript%3E')).body).merchant).toBe('LUCKY');
  });

  it('takes the theme from its cookie, dark otherwise', async () => {
    expect((await get('/m/home', { cookie: 'theme=light' })).body).toMatch(/<html lang="[a-z]+" data-theme="light">/);
    expect((await get('/m/home', { cookie: 'theme="><script>' })).body).toMatch(/<html lang="[a-z]+" data-theme="dark">/);
  });

  it("renders a member's page for their session cookie, never cacheable; a dead cookie is a visitor who may renew", async () => {
    const member = await get('/m/home', { cookie: `${SESSION_COOKIE}=${token}` });
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(stateOf(member.body).session).toMatchObject({ userName: 'demo', merchantCode: 'LUCKY', type: 0 });

    const forged = await get('/m/home', { cookie: `${SESSION_COOKIE}=forged-token-0123456789abcdef` });
    expect(forged.headers['cache-control']).toBe('no-cache');
    expect(stateOf(forged.body)).toMatchObject({ session: null, canRenew: true });
    // the same cookie under another merchant is nobody there
    const elsewhere = await get('/m/home?merchant=GOLDEN', { cookie: `${SESSION_COOKIE}=${token}` });
    expect(stateOf(elsewhere.body).session).toBeNull();
  });

  it('never lets state text close its script', async () => {
    const res = await get('/m/home?note=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(stateOf(res.body).note).toBe('</script><script>alert(1)</script>');
  });

  it("falls back to the plain shell for the browser's pages, a failed render and HEAD; passes redirects on", async () => {
    for (const url of ['/m/voucherCenter', '/m/throws']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/m/home' });
    expect(head.statusCode).toBe(200);
    const old = await get('/m/old');
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe('/m/home');
  });
});

describe('screen assets from the build manifest', () => {
  it("collects a screen's stylesheets and chunks through its static imports, once each", async () => {
    const { screenAssets } = await import('../src/plugins/web-render.ts');
    const manifest = {
      'src/a-screen.tsx': { file: 'assets/a.js', css: ['assets/a.css'], imports: ['_shared.js', '_grid.js'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_grid.js'] },
      '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'], imports: ['_shared.js'] },
      'src/b-screen.tsx': { file: 'assets/b.js', css: ['assets/b.css'] },
    };
    expect(screenAssets(manifest, ['src/a-screen.tsx'])).toEqual({
      css: ['assets/a.css', 'assets/grid.css'],
      js: ['assets/a.js', 'assets/shared.js', 'assets/grid.js'],
    });
    expect(screenAssets(manifest, ['src/missing.tsx'])).toEqual({ css: [], js: [] });
  });
});

describe("the app's start-up steps", () => {
  it("are the entry's dynamic imports, and nothing else's", async () => {
    const { startModules } = await import('../src/plugins/web-render.ts');
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['node_modules/react-dom/client.js', 'src/app/start.tsx'] },
      'src/app/start.tsx': { file: 'assets/start.js', dynamicImports: ['src/a-screen.tsx'] },
      'src/a-screen.tsx': { file: 'assets/a.js' },
    };
    expect(startModules(manifest)).toEqual(['node_modules/react-dom/client.js', 'src/app/start.tsx']);
    expect(startModules({})).toEqual([]);
  });
});
