import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS, SESSION_COOKIE } from '@lobby/contract';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { OidcConfig } from '../src/config.ts';
import { createLocalOidc, LOCAL_OIDC_PREFIX, localSubject } from '../src/integrations/oidc/local-provider.ts';
import { createFlowSealer, FLOW_COOKIE } from '../src/modules/accounts/social/flow.ts';
import { safeReturnTo } from '../src/modules/accounts/social/service.ts';
import { makeMember, manualClock } from './helpers/accounts.ts';
import { formAction, TestBrowser } from './helpers/oidc-browser.ts';
import type { BrowserResponse } from './helpers/oidc-browser.ts';
import { createTestApp, oneProcess, PRODUCTION_SECRETS } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const SECRET = 'test-oidc-state-secret-0123456789abcdef';
const NO_CLIENT = { clientId: undefined, clientSecret: undefined };
const LOCAL: OidcConfig = {
  local: true,
  stateSecret: SECRET,
  google: { issuer: 'https://accounts.google.com', ...NO_CLIENT },
  facebook: { issuer: 'https://www.facebook.com', ...NO_CLIENT },
};

// The local provider keeps its codes and sessions in its process's memory (production runs it with sticky
// sessions): browsers signing in through it stay on one process (oneProcess) when tests run two.
let t: TestApp;
const clock = manualClock();

beforeAll(async () => {
  t = await createTestApp({ oidc: LOCAL }, { now: clock });
});

afterAll(async () => {
  await t.close();
});

const isCallback = (u: URL) => /^\/wps\/session\/oauth\/[^/]+\/callback$/.test(u.pathname);

function startUrl(provider: string, query: Record<string, string> = {}): string {
  const qs = new URLSearchParams(query).toString();
  return `${ACCOUNT_PATHS.oauthStart.replace(':provider', provider)}${qs ? `?${qs}` : ''}`;
}

interface Person {
  email: string;
  name?: string;
  verified?: boolean;
}

/**
 * Start -> provider authorization -> login page -> consent page -> the redirect to our callback, which is
 * returned unvisited so a test can tamper with it first.
 */
async function reachCallback(
  browser: TestBrowser,
  start: string,
  person: Person,
  base = 'http://localhost',
): Promise<{ callbackUrl: string; started: BrowserResponse }> {
  const started = await browser.request('GET', new URL(start, base).href);
  expect(started.status, started.body).toBe(302);
  let { res, url } = await browser.follow(started, new URL(start, base).href, isCallback);
  expect(res.status, res.body).toBe(200);
  expect(res.body).toContain('<form');
  expect(res.body).toMatch(/Sign in with (Google|Facebook)/);
  const login = await browser.request('POST', new URL(formAction(res.body), url).href, {
    form: { email: person.email, name: person.name ?? '', ...(person.verified === false ? {} : { verified: '1' }) },
  });
  ({ res, url } = await browser.follow(login, url, isCallback));
  expect(res.status, res.body).toBe(200);
  expect(res.body).toContain('Allow');
  const confirm = await browser.request('POST', new URL(formAction(res.body), url).href, { form: {} });
  ({ res, url } = await browser.follow(confirm, url, isCallback));
  expect(isCallback(new URL(url))).toBe(true);
  return { callbackUrl: url, started };
}

async function signIn(
  browser: TestBrowser,
  person: Person,
  options: { provider?: string; query?: Record<string, string> } = {},
): Promise<BrowserResponse> {
  const { callbackUrl } = await reachCallback(browser, startUrl(options.provider ?? 'google', options.query), person);
  return browser.request('GET', callbackUrl);
}

async function memberInfo(browser: TestBrowser, merchant?: string) {
  const res = await browser.request('GET', ACCOUNT_PATHS.memberInfo, { headers: merchant ? { merchant } : {} });
  return { status: res.status, body: JSON.parse(res.body) };
}

async function identities(subject: string) {
  return t.app.database.db.selectFrom('member_identities').selectAll().where('subject', '=', subject).execute();
}

function sessionCookieOf(res: BrowserResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');
}

const FAILED = '/m/login?socialError=login.social.failed';

describe('providers list', () => {
  it('answers per merchant: LUCKY has Google on, GOLDEN has Facebook on', async () => {
    const lucky = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.oauthProviders });
    expect(lucky.statusCode).toBe(200);
    expect(lucky.json().value).toEqual([
      { provider: 'google', available: true },
      { provider: 'facebook', available: false },
    ]);
    const golden = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.oauthProviders, headers: { merchant: 'GOLDEN' } });
    expect(golden.json().value).toEqual([
      { provider: 'google', available: false },
      { provider: 'facebook', available: true },
    ]);
  });
});

describe('start', () => {
  it('redirects to the provider with PKCE S256, state and nonce, and seals them in a __Host- cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: startUrl('google', { returnTo: '/m/member/home' }) });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe(`${LOCAL_OIDC_PREFIX}/auth`);
    const q = location.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('local-google');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('redirect_uri')).toBe('http://localhost/wps/session/oauth/google/callback');

    const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    // Sealed: neither the verifier, the state nor the return path can be read from it.
    const flow = createFlowSealer(SECRET).unseal(cookie!.value);
    expect(flow).toMatchObject({ provider: 'google', merchantCode: 'LUCKY', returnTo: '/m/member/home', state: q.get('state') });
    expect(cookie!.value).not.toContain(q.get('state'));
    expect(cookie!.value).not.toContain('member');
    expect(createFlowSealer('another-secret-of-at-least-32-characters').unseal(cookie!.value)).toBeUndefined();
  });

  it('answers 403 feature.disabled when the merchant has the flag off, and sets no cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: startUrl('facebook') });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'feature.disabled' });
    expect(res.cookies.find((c) => c.name === FLOW_COOKIE)).toBeUndefined();
    const golden = await t.app.inject({ method: 'GET', url: startUrl('google', { merchant: 'GOLDEN' }) });
    expect(golden.statusCode).toBe(403);
  });

  it('refuses an unknown provider (400) and an unknown merchant (400)', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: startUrl('twitter') });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('request.invalid');
    const callback = await t.app.inject({ method: 'GET', url: '/wps/session/oauth/twitter/callback?code=x&state=y' });
    expect(callback.statusCode).toBe(400);
    const merchant = await t.app.inject({ method: 'GET', url: startUrl('google', { merchant: 'NOPE' }) });
    expect(merchant.statusCode).toBe(400);
    expect(merchant.json().errorCode).toBe('merchant.unknown');
  });

  it('keeps returnTo only when it is a path under /m/', () => {
    expect(safeReturnTo('/m/member/home')).toBe('/m/member/home');
    expect(safeReturnTo('/m/gameCenter?tab=2')).toBe('/m/gameCenter?tab=2');
    for (const bad of [
      undefined,
      '',
      'https://evil.example/m/home',
      '//evil.example/m/home',
      '/\\evil.example/m/',
      '/m/../ops/merchants',
      '/ops/outbox',
      'javascript:alert(1)',
      '/m/\nx',
      `/m/${'a'.repeat(600)}`,
    ]) {
      expect(safeReturnTo(bad), String(bad)).toBe('/m/home');
    }
  });
});

describe('full round trip through the local provider', () => {
  it('creates a member, sets the session cookie and lands on returnTo?login=social', async () => {
    const browser = new TestBrowser(oneProcess(t.app));
    const email = 'ana.round@example.com';
    const done = await signIn(browser, { email, name: 'Ana Round' }, { query: { returnTo: '/m/member/home' } });
    expect(done.status).toBe(302);
    expect(done.location).toBe('/m/member/home?login=social');
    const session = sessionCookieOf(done);
    expect(session).toMatchObject({ httpOnly: true, secure: true, path: '/' });
    // Never a token in the URL.
    expect(done.location).not.toContain(session!.value);
    // The flow is used up.
    expect(done.cookies.find((c) => c.name === FLOW_COOKIE)?.value ?? '').toBe('');

    const me = await memberInfo(browser);
    expect(me.status).toBe(200);
    expect(me.body.value).toMatchObject({ type: 0, nickname: 'Ana Round', email, hasPassword: false });
    expect(me.body.value.userName).toMatch(/^anaround/);

    const links = await identities(localSubject(email));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ provider: 'google', merchant_code: 'LUCKY', member_id: me.body.value.id, email });
    const wallet = await browser.request('GET', ACCOUNT_PATHS.wallet);
    expect(JSON.parse(wallet.body).value).toEqual({ sumBalance: 0, playable: 0, currency: 'PHP' });
  });

  it('logs the same provider account in to the same member the second time', async () => {
    const email = 'ben.twice@example.com';
    const first = new TestBrowser(oneProcess(t.app));
    await signIn(first, { email, name: 'Ben Twice' });
    const a = await memberInfo(first);
    const second = new TestBrowser(oneProcess(t.app));
    const done = await signIn(second, { email, name: 'Ben Twice' });
    expect(done.location).toBe('/m/home?login=social');
    const b = await memberInfo(second);
    expect(b.body.value.id).toBe(a.body.value.id);
    expect(await identities(localSubject(email))).toHaveLength(1);
  });

  it('gives two people with the same name different usernames', async () => {
    const one = new TestBrowser(oneProcess(t.app));
    await signIn(one, { email: 'same.one@example.com', name: 'Same Name' });
    const two = new TestBrowser(oneProcess(t.app));
    await signIn(two, { email: 'same.two@example.com', name: 'Same Name' });
    const a = (await memberInfo(one)).body.value;
    const b = (await memberInfo(two)).body.value;
    expect(a.id).not.toBe(b.id);
    expect(a.userName).not.toBe(b.userName);
    for (const u of [a.userName, b.userName]) expect(u).toMatch(/^[A-Za-z][A-Za-z0-9]{5,15}$/);
  });

  it('takes the merchant from ?merchant= (Facebook at GOLDEN) and lands on /m/home for an off-site returnTo', async () => {
    const browser = new TestBrowser(oneProcess(t.app));
    const done = await signIn(
      browser,
      { email: 'cara.golden@example.com', name: 'Cara' },
      { provider: 'facebook', query: { merchant: 'GOLDEN', returnTo: '//evil.example/m/home' } },
    );
    expect(done.location).toBe('/m/home?login=social');
    // The session is GOLDEN's: the LUCKY tenant does not accept it.
    expect((await memberInfo(browser, 'GOLDEN')).body.value).toMatchObject({ nickname: 'Cara' });
    expect((await memberInfo(browser)).status).toBe(401);
    const [link] = await identities(localSubject('cara.golden@example.com'));
    expect(link).toMatchObject({ provider: 'facebook', merchant_code: 'GOLDEN' });
  });

  it('links to the existing member with the same e-mail only when the provider verified it', async () => {
    const email = 'dana.owner@example.com';
    const owner = await makeMember(t.app, { username: 'danaowner' });
    await t.app.database.db.updateTable('members').set({ email, email_key: email }).where('id', '=', owner.id).execute();

    const unverified = new TestBrowser(oneProcess(t.app));
    await signIn(unverified, { email: 'Dana.Owner@example.com', name: 'Not Dana', verified: false });
    const stranger = (await memberInfo(unverified)).body.value;
    expect(stranger.id).not.toBe(owner.id);
    // An unverified address is not put on the new member either.
    expect(stranger.email).toBeNull();

    // The same person at the provider, now verified: still the member already linked to that account.
    const relogin = new TestBrowser(oneProcess(t.app));
    await signIn(relogin, { email: 'Dana.Owner@example.com', name: 'Dana', verified: true });
    expect((await memberInfo(relogin)).body.value.id).toBe(stranger.id);

    // Another provider account whose verified address is the owner's: linked to the owner.
    const facebookAtLucky = new TestBrowser(oneProcess(t.app));
    await t.app.database.db.deleteFrom('member_identities').where('member_id', '=', stranger.id).execute();
    await signIn(facebookAtLucky, { email, name: 'Dana', verified: true });
    const linked = (await memberInfo(facebookAtLucky)).body.value;
    expect(linked).toMatchObject({ id: owner.id, userName: 'danaowner' });
  });

  it('refuses a disabled member with login.user.invalid and no session', async () => {
    const email = 'eve.disabled@example.com';
    const browser = new TestBrowser(oneProcess(t.app));
    await signIn(browser, { email, name: 'Eve' });
    const me = (await memberInfo(browser)).body.value;
    await t.app.database.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', me.id).execute();

    const again = new TestBrowser(oneProcess(t.app));
    const done = await signIn(again, { email, name: 'Eve' });
    expect(done.location).toBe('/m/login?socialError=login.user.invalid');
    expect(sessionCookieOf(done)).toBeUndefined();
  });

  it('sends a cancelled sign-in back to the login page', async () => {
    const browser = new TestBrowser(oneProcess(t.app));
    const started = await browser.request('GET', `http://localhost${startUrl('google')}`);
    const { res, url } = await browser.follow(started, `http://localhost${startUrl('google')}`, isCallback);
    const abort = /formaction="([^"]+)"/.exec(res.body)?.[1];
    expect(abort).toMatch(/\/abort$/);
    const cancelled = await browser.request('POST', new URL(abort!, url).href, { form: {} });
    const back = await browser.follow(cancelled, url, isCallback);
    expect(new URL(back.url).searchParams.get('error')).toBe('access_denied');
    const done = await browser.request('GET', back.url);
    expect(done.location).toBe(FAILED);
    expect(sessionCookieOf(done)).toBeUndefined();
  });
});

describe('callback checks', () => {
  it('refuses a tampered state', async () => {
    const browser = new TestBrowser(oneProcess(t.app));
    const { callbackUrl } = await reachCallback(browser, startUrl('google'), { email: 'tamper.state@example.com' });
    const url = new URL(callbackUrl);
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const done = await browser.request('GET', url.href);
    expect(done.location).toBe(FAILED);
    expect(sessionCookieOf(done)).toBeUndefined();
    expect(await identities(localSubject('tamper.state@example.com'))).toHaveLength(0);
  });

  it('refuses a callback without the flow cookie (another browser, or a replay)', async () => {
    const browser = new TestBrowser(oneProcess(t.app));
    const { callbackUrl } = await reachCallback(browser, startUrl('google'), { email: 'no.cookie@example.com' });
    const elsewhere = new TestBrowser(oneProcess(t.app));
    const done = await elsewhere.request('GET', callbackUrl);
    expect(done.location).toBe(FAILED);
    expect(sessionCookieOf(done)).toBeUndefined();

    // The right browser succeeds once; the same callback again finds no flow.
    const ok = await browser.request('GET', callbackUrl);
    expect(ok.location).toBe('/m/home?login=social');
    const replay = await browser.request('GET', callbackUrl);
    expect(replay.location).toBe(FAILED);
  });

  it('refuses an altered flow cookie', async () => {
    const browser = new TestBrowser(oneProcess(t.app));
    const { callbackUrl } = await reachCallback(browser, startUrl('google'), { email: 'altered@example.com' });
    const sealed = browser.jar.get(FLOW_COOKIE)!;
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    browser.jar.set(FLOW_COOKIE, bytes.toString('base64url'));
    const done = await browser.request('GET', callbackUrl);
    expect(done.location).toBe(FAILED);
    expect(sessionCookieOf(done)).toBeUndefined();
  });

  it('checks the ID token nonce against the flow (a re-sealed cookie with the right nonce passes)', async () => {
    const sealer = createFlowSealer(SECRET);
    const resealed = async (email: string, change: (nonce: string) => string) => {
      const browser = new TestBrowser(oneProcess(t.app));
      const { callbackUrl } = await reachCallback(browser, startUrl('google'), { email });
      const flow = sealer.unseal(browser.jar.get(FLOW_COOKIE)!)!;
      browser.jar.set(FLOW_COOKIE, sealer.seal({ ...flow, nonce: change(flow.nonce) }));
      return browser.request('GET', callbackUrl);
    };
    expect((await resealed('nonce.same@example.com', (n) => n)).location).toBe('/m/home?login=social');
    const wrong = await resealed('nonce.wrong@example.com', (n) => `${n.slice(0, -1)}${n.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong.location).toBe(FAILED);
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(await identities(localSubject('nonce.wrong@example.com'))).toHaveLength(0);
  });

  it('refuses a flow older than 10 minutes', async () => {
    const browser = new TestBrowser(oneProcess(t.app));
    const { callbackUrl } = await reachCallback(browser, startUrl('google'), { email: 'late@example.com' });
    clock.advance(10 * 60 * 1000 + 1000);
    const done = await browser.request('GET', callbackUrl);
    expect(done.location).toBe(FAILED);
    expect(sessionCookieOf(done)).toBeUndefined();
  });

  it('refuses a flow started for another provider', async () => {
    const browser = new TestBrowser(oneProcess(t.app));
    const { callbackUrl } = await reachCallback(browser, startUrl('google'), { email: 'swap@example.com' });
    const done = await browser.request('GET', callbackUrl.replace('/google/', '/facebook/'));
    expect(done.location).toBe(FAILED);
  });
});

describe('local provider pages', () => {
  it('are styled, phone-sized and escape what they show', async () => {
    const browser = new TestBrowser(oneProcess(t.app));
    const started = await browser.request('GET', `http://localhost${startUrl('google')}`);
    const { res, url } = await browser.follow(started, `http://localhost${startUrl('google')}`, isCallback);
    expect(res.body).toContain('name="viewport"');
    expect(res.body).toContain('<style>');
    expect(res.body).toContain('autocomplete="email"');
    const bad = await browser.request('POST', new URL(formAction(res.body), url).href, {
      form: { email: '"><script>alert(1)</script>', name: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).not.toContain('<script>alert(1)</script>');
    expect(bad.body).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('serves the discovery document under /oidc-local and keeps it out of the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${LOCAL_OIDC_PREFIX}/.well-known/openid-configuration` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ issuer: 'http://localhost:8080/oidc-local', code_challenge_methods_supported: ['S256'] });
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths).some((p) => p.startsWith(LOCAL_OIDC_PREFIX))).toBe(false);
    expect(doc.paths['/wps/session/oauth/{provider}/start']?.get).toBeDefined();
    expect(doc.paths['/wps/session/oauth/providers']?.get).toBeDefined();
  });
});

describe('configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-oidc-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const oidc = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env }).oidc;

  it('stands the local provider in by default outside production only, and never over configured clients', () => {
    expect(oidc({}).local).toBe(true);
    expect(oidc({ NODE_ENV: 'development' }).local).toBe(true);
    expect(oidc({ NODE_ENV: 'production', ...PRODUCTION_SECRETS }).local).toBe(false);
    expect(oidc({ OIDC_GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' }).local).toBe(false);
    expect(oidc({ NODE_ENV: 'production', OIDC_LOCAL: '1', ...PRODUCTION_SECRETS }).local).toBe(true);
    expect(oidc({ OIDC_LOCAL: '0' }).local).toBe(false);
    expect(oidc({}).google.issuer).toBe('https://accounts.google.com');
    expect(oidc({}).facebook.issuer).toBe('https://www.facebook.com');
    expect(() => oidc({ OIDC_STATE_SECRET: 'short' })).toThrow(/OIDC_STATE_SECRET/);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

describe('a remote provider over HTTP (discovery, absolute URLs, client secret)', () => {
  let idp: FastifyInstance;
  let remote: TestApp;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const local = createLocalOidc({
      issuer: `${origin}${LOCAL_OIDC_PREFIX}`,
      callbackPath: (p) => ACCOUNT_PATHS.oauthCallback.replace(':provider', p),
      clientName: 'Lobby',
      trustProxy: false,
    });
    idp = Fastify();
    await idp.register((await import('@fastify/formbody')).default);
    await local.register(idp);
    await idp.listen({ port, host: '127.0.0.1' });
    remote = await createTestApp({
      oidc: {
        local: false,
        stateSecret: undefined,
        google: { issuer: `${origin}${LOCAL_OIDC_PREFIX}`, clientId: 'local-google', clientSecret: local.clients.google.clientSecret },
        facebook: { issuer: 'https://www.facebook.com', ...NO_CLIENT },
      },
    });
  });

  afterAll(async () => {
    await remote?.close();
    await idp?.close();
  });

  it('logs in through the configured issuer; a provider without a client id is unavailable', async () => {
    const golden = await remote.app.inject({ method: 'GET', url: ACCOUNT_PATHS.oauthProviders, headers: { merchant: 'GOLDEN' } });
    expect(golden.json().value).toContainEqual({ provider: 'facebook', available: false });
    expect((await remote.app.inject({ method: 'GET', url: startUrl('facebook', { merchant: 'GOLDEN' }) })).statusCode).toBe(403);
    expect((await remote.app.inject({ method: 'GET', url: '/wps/session/oauth/facebook/callback?code=x&state=y' })).statusCode).toBe(403);
    expect((await remote.app.inject({ method: 'GET', url: `${LOCAL_OIDC_PREFIX}/.well-known/openid-configuration` })).statusCode).toBe(404);

    const browser = new TestBrowser(remote.app, { remoteOrigin: origin });
    const { callbackUrl, started } = await reachCallback(browser, startUrl('google'), { email: 'remote@example.com', name: 'Remo' });
    expect(started.location?.startsWith(`${origin}${LOCAL_OIDC_PREFIX}/auth?`)).toBe(true);
    const done = await browser.request('GET', callbackUrl);
    expect(done.location).toBe('/m/home?login=social');
    const me = await browser.request('GET', ACCOUNT_PATHS.memberInfo);
    expect(JSON.parse(me.body).value).toMatchObject({ nickname: 'Remo', email: 'remote@example.com' });
  });
});
