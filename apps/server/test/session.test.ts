import { ACCOUNT_PATHS, ENCRYPTION_SCHEME, REMEMBER_COOKIE, SESSION_COOKIE, SESSION_POLICY } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  auth,
  BLOCKED,
  DEMO,
  encryptionKey,
  GOLDEN,
  login,
  makeMember,
  manualClock,
  postBody,
  postSealed,
  seal,
  solvedCaptcha,
  tokenFor,
} from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

// Each test logs in from its own address: a failure makes the captcha compulsory for that IP.
let nextIp = 1;
function ip(): string {
  nextIp++;
  return `10.1.${nextIp >> 8}.${nextIp & 255}`;
}

async function info(headers: Record<string, string>, remoteAddress?: string) {
  return t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.memberInfo, headers, remoteAddress });
}

function failureOf(res: InjectResult) {
  const body = res.json();
  return { status: res.statusCode, errorCode: body.errorCode, message: body.message, value: body.value };
}

describe('encryption key', () => {
  it('publishes one RSA-OAEP-256 key as a JWK, the same on every call', async () => {
    const a = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.encryptionKey });
    const b = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.encryptionKey });
    expect(a.statusCode).toBe(200);
    const key = a.json().value;
    expect(key).toMatchObject({ algorithm: ENCRYPTION_SCHEME, publicKey: { kty: 'RSA', e: 'AQAB' } });
    // 3072-bit modulus: 384 bytes, 512 base64url characters.
    expect(key.publicKey.n).toHaveLength(512);
    expect(b.json().value).toEqual(key);
    expect(JSON.stringify(key)).not.toMatch(/"d"|"p"|"q"/);
  });

  it('keeps the key in the database, so another process serves the same one', async () => {
    const row = await t.app.database.db.selectFrom('encryption_keys').selectAll().execute();
    expect(row).toHaveLength(1);
    expect(row[0]?.kid).toBe((await encryptionKey(t.app)).kid);
  });
});

describe('login by username', () => {
  it('answers a token that opens member info', async () => {
    const res = await login(t.app, DEMO, { remoteAddress: ip() });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ userName: 'demo', type: 0, merchantCode: 'LUCKY' });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.expiresAt).toBeGreaterThan(Date.now() + SESSION_POLICY.absoluteMs - 60_000);
    const me = await info(auth(value.token));
    expect(me.statusCode).toBe(200);
    expect(me.json().value).toMatchObject({ userName: 'demo', nickname: 'Lucky Demo' });
    // Bearer works as well.
    expect((await info({ authorization: `Bearer ${value.token}` })).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await tokenFor(t.app, DEMO, {});
    const rows = await t.app.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const { createHash } = await import('node:crypto');
    expect(rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it('gives a new token at every login, and both stay valid', async () => {
    const a = await tokenFor(t.app);
    const b = await tokenFor(t.app);
    expect(a).not.toBe(b);
    expect((await info(auth(a))).statusCode).toBe(200);
    expect((await info(auth(b))).statusCode).toBe(200);
  });

  it('says firstTimeLogin only at the first login ever', async () => {
    const first = await login(t.app, GOLDEN, { headers: { merchant: 'GOLDEN' }, remoteAddress: ip() });
    expect(first.json().value.firstTimeLogin).toBe(true);
    const second = await login(t.app, GOLDEN, { headers: { merchant: 'GOLDEN' }, remoteAddress: ip() });
    expect(second.json().value.firstTimeLogin).toBe(false);
  });

  it('takes the username in any letter case', async () => {
    const res = await login(t.app, { ...DEMO, username: 'DEMO' }, { remoteAddress: ip() });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe('demo');
  });

  it('refuses an unknown or disabled user with the same message', async () => {
    for (const input of [{ username: 'nobody99', password: 'Whatever#1' }, BLOCKED]) {
      const res = await login(t.app, input, { remoteAddress: ip() });
      expect(failureOf(res)).toEqual({
        status: 400,
        errorCode: 'login.user.invalid',
        message: 'Sorry, the user does not exist or is disabled.',
        value: { captcha: true },
      });
    }
  });

  it('refuses a wrong password and asks for the captcha from then on', async () => {
    const from = ip();
    const user = await makeMember(t.app, { username: 'wrongpass1' });
    const res = await login(t.app, { ...user, password: 'Wrong#2026' }, { remoteAddress: from });
    expect(failureOf(res)).toEqual({
      status: 400,
      errorCode: 'login.password.incorrect',
      message: 'Incorrect username or password.',
      value: { captcha: true },
    });
    // The right password from the same address now needs the captcha.
    const next = await login(t.app, user, { remoteAddress: from });
    expect(failureOf(next)).toMatchObject({ status: 400, errorCode: 'login.captcha.required', value: { captcha: true } });
  });

  it('asks for the captcha for that username from any address, and not for others', async () => {
    const user = await makeMember(t.app, { username: 'wrongpass2' });
    await login(t.app, { ...user, password: 'Wrong#2026' }, { remoteAddress: ip() });
    const res = await login(t.app, user, { remoteAddress: ip() });
    expect(res.json().errorCode).toBe('login.captcha.required');
    expect((await login(t.app, DEMO, { remoteAddress: ip() })).statusCode).toBe(200);
  });

  it('accepts the right captcha, refuses a wrong one, and a success clears the requirement', async () => {
    const from = ip();
    const headers = { 'user-agent': 'captcha-test' };
    const user = await makeMember(t.app, { username: 'captcha1' });
    await login(t.app, { ...user, username: 'Captcha1', password: 'Wrong#2026' }, { remoteAddress: from, headers });

    const wrong = await solvedCaptcha(t.app, { remoteAddress: from, headers });
    const refused = await login(t.app, { ...user, captchaId: wrong.captchaId, captcha: '11111' }, { remoteAddress: from, headers });
    expect(failureOf(refused)).toEqual({
      status: 400,
      errorCode: 'login.captcha.invalid',
      message: 'Verification code error',
      value: { captcha: true },
    });

    const right = await solvedCaptcha(t.app, { remoteAddress: from, headers });
    const ok = await login(t.app, { ...user, ...right }, { remoteAddress: from, headers });
    expect(ok.statusCode).toBe(200);

    // Counters cleared: no captcha next time.
    expect((await login(t.app, user, { remoteAddress: from, headers })).statusCode).toBe(200);
  });

  it('does not let a captcha be used twice', async () => {
    const from = ip();
    const user = await makeMember(t.app, { username: 'captcha2' });
    await login(t.app, { ...user, password: 'Wrong#2026' }, { remoteAddress: from });
    const c = await solvedCaptcha(t.app, { remoteAddress: from });
    // A wrong password with the right captcha uses the captcha up…
    const first = await login(t.app, { ...user, password: 'Wrong#2026', ...c }, { remoteAddress: from });
    expect(first.json().errorCode).toBe('login.password.incorrect');
    // …so the same captcha with the right password is refused.
    const again = await login(t.app, { ...user, ...c }, { remoteAddress: from });
    expect(again.json().errorCode).toBe('login.captcha.invalid');
    const fresh = await solvedCaptcha(t.app, { remoteAddress: from });
    expect((await login(t.app, { ...user, ...fresh }, { remoteAddress: from })).statusCode).toBe(200);
  });

  it('does not accept a captcha fetched by another client', async () => {
    const from = ip();
    const user = await makeMember(t.app, { username: 'captcha3' });
    await login(t.app, { ...user, password: 'Wrong#2026' }, { remoteAddress: from });
    const elsewhere = await solvedCaptcha(t.app, { remoteAddress: ip() });
    const res = await login(t.app, { ...user, ...elsewhere }, { remoteAddress: from });
    expect(res.json().errorCode).toBe('login.captcha.invalid');
    // Same IP, other browser: refused too.
    const otherAgent = await solvedCaptcha(t.app, { remoteAddress: from, headers: { 'user-agent': 'other-browser' } });
    expect((await login(t.app, { ...user, ...otherAgent }, { remoteAddress: from })).json().errorCode).toBe('login.captcha.invalid');
  });

  it('refuses a member of another merchant', async () => {
    const res = await login(t.app, GOLDEN, { remoteAddress: ip() });
    expect(res.json().errorCode).toBe('login.user.invalid');
    const lucky = await login(t.app, DEMO, { headers: { merchant: 'GOLDEN' }, remoteAddress: ip() });
    expect(lucky.json().errorCode).toBe('login.user.invalid');
  });

  it('refuses a real account under the trial merchant code', async () => {
    const res = await login(t.app, DEMO, { headers: { merchant: 'LUCKYTRIAL' }, remoteAddress: ip() });
    expect(failureOf(res)).toMatchObject({ status: 403, errorCode: 'login.non.member', message: 'Non-member account unable to login' });
  });

  it('logs agents in with their type', async () => {
    const res = await login(t.app, AGENT, { remoteAddress: ip() });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ userName: 'agent01', type: 7, merchantCode: 'LUCKY' });
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after 10 attempts for one username', async () => {
    const input = { username: 'ratelimited', password: 'Nope#2026' };
    const from = ip();
    for (let i = 0; i < 10; i++) {
      const res = await login(t.app, input, { remoteAddress: from });
      expect(res.statusCode).toBe(400);
    }
    const limited = await login(t.app, input, { remoteAddress: ip() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('login.rate.limited');
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(limited.json().value).toEqual({ retryAfterSeconds: retry, captcha: true });
  });

  it('answers 429 after 30 attempts from one address', async () => {
    const from = ip();
    for (let i = 0; i < 30; i++) {
      const res = await login(t.app, { username: `someone${i}`, password: 'Nope#2026' }, { remoteAddress: from });
      expect(res.statusCode).toBe(400);
    }
    const limited = await login(t.app, { username: 'another', password: 'Nope#2026' }, { remoteAddress: from });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('sealed bodies', () => {
  it('refuses a plain JSON login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.login,
      payload: { type: 'username', ...DEMO },
      remoteAddress: ip(),
    });
    expect(failureOf(res)).toMatchObject({ status: 400, errorCode: 'request.encryption.invalid' });
  });

  it('refuses a sealed body without the Encryption header', async () => {
    const body = await seal(t.app, { type: 'username', ...DEMO });
    const res = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.login, payload: body });
    expect(res.json().errorCode).toBe('request.encryption.invalid');
  });

  it('refuses a replayed body', async () => {
    const body = await seal(t.app, { type: 'username', ...DEMO });
    const from = ip();
    expect((await postBody(t.app, ACCOUNT_PATHS.login, body, { remoteAddress: from })).statusCode).toBe(200);
    const replay = await postBody(t.app, ACCOUNT_PATHS.login, body, { remoteAddress: from });
    expect(failureOf(replay)).toMatchObject({ status: 400, errorCode: 'request.replayed' });
  });

  it('refuses a tampered body', async () => {
    const body = await seal(t.app, { type: 'username', ...DEMO });
    const data = body.data;
    const flipped = (data[10] === 'A' ? 'B' : 'A') + '';
    const tampered = { ...body, data: data.slice(0, 10) + flipped + data.slice(11) };
    const res = await postBody(t.app, ACCOUNT_PATHS.login, tampered, { remoteAddress: ip() });
    expect(res.json().errorCode).toBe('request.encryption.invalid');
  });

  it('refuses a body sealed for an unknown key', async () => {
    const body = await seal(t.app, { type: 'username', ...DEMO });
    const res = await postBody(t.app, ACCOUNT_PATHS.login, { ...body, kid: 'not-a-key' }, { remoteAddress: ip() });
    expect(res.json().errorCode).toBe('request.encryption.invalid');
  });

  it('refuses a body more than 5 minutes old or from the future', async () => {
    const old = await login(t.app, DEMO, { remoteAddress: ip(), now: Date.now() - 6 * 60_000 });
    expect(old.json().errorCode).toBe('request.encryption.invalid');
    const future = await login(t.app, DEMO, { remoteAddress: ip(), now: Date.now() + 2 * 60_000 });
    expect(future.json().errorCode).toBe('request.encryption.invalid');
    const recent = await login(t.app, DEMO, { remoteAddress: ip(), now: Date.now() - 4 * 60_000 });
    expect(recent.statusCode).toBe(200);
  });

  it('names the missing or overlong field', async () => {
    const missing = await postSealed(t.app, ACCOUNT_PATHS.login, { type: 'username', username: 'demo' }, { remoteAddress: ip() });
    expect(failureOf(missing)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(missing.json().message).toContain('body.password');

    const long = await postSealed(
      t.app,
      ACCOUNT_PATHS.login,
      { type: 'username', username: 'x'.repeat(65), password: 'Lucky#2026' },
      { remoteAddress: ip() },
    );
    expect(long.json().errorCode).toBe('request.invalid');
    expect(long.json().message).toContain('body.username');

    const longPassword = await login(t.app, { username: 'demo', password: 'p'.repeat(129) }, { remoteAddress: ip() });
    expect(longPassword.json().message).toContain('body.password');

    const badType = await postSealed(t.app, ACCOUNT_PATHS.login, { type: 'magic', ...DEMO }, { remoteAddress: ip() });
    expect(badType.json().errorCode).toBe('request.invalid');
  });
});

describe('cookie transport', () => {
  async function cookieLogin(extra: { rememberDevice?: boolean } = {}) {
    return login(t.app, { ...DEMO, ...extra }, { headers: { 'session-transport': 'cookie' }, remoteAddress: ip() });
  }

  it('sets a __Host- HttpOnly Secure SameSite=Strict cookie and answers no token', async () => {
    const res = await cookieLogin();
    expect(res.statusCode).toBe(200);
    expect(res.json().value.token).toBeNull();
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/', maxAge: SESSION_POLICY.absoluteMs / 1000 });
    expect(String(res.headers['set-cookie'])).not.toMatch(/domain=/i);
  });

  it('opens GET calls with the cookie', async () => {
    const res = await cookieLogin();
    const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const me = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.memberInfo, cookies: { [SESSION_COOKIE]: token } });
    expect(me.statusCode).toBe(200);
    expect(me.json().value.userName).toBe('demo');
  });

  it('refuses a cookie POST without the Merchant header (CSRF) and takes it with the header', async () => {
    const res = await cookieLogin();
    const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const forged = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.headIcon,
      cookies: { [SESSION_COOKIE]: token },
      payload: 'icon=4',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(failureOf(forged)).toMatchObject({ status: 403, errorCode: 'permission.denied' });
    const real = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.headIcon,
      cookies: { [SESSION_COOKIE]: token },
      payload: 'icon=4',
      headers: { 'content-type': 'application/x-www-form-urlencoded', merchant: 'LUCKY' },
    });
    expect(real.statusCode).toBe(200);
    expect(real.json().value.icon).toBe(4);
  });

  it('logout revokes the cookie session and clears both cookies', async () => {
    const res = await cookieLogin({ rememberDevice: true });
    const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const remember = res.cookies.find((c) => c.name === REMEMBER_COOKIE)?.value ?? '';
    expect(remember).not.toBe('');
    const out = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.logout,
      cookies: { [SESSION_COOKIE]: token, [REMEMBER_COOKIE]: remember },
      headers: { merchant: 'LUCKY' },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.filter((c) => c.value === '');
    expect(cleared.map((c) => c.name).sort()).toEqual([REMEMBER_COOKIE, SESSION_COOKIE].sort());
    const me = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.memberInfo, cookies: { [SESSION_COOKIE]: token } });
    expect(failureOf(me)).toMatchObject({ status: 401, errorCode: 'login.session.expired' });
    // The remembered device is revoked too.
    const renew = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.renew,
      cookies: { [REMEMBER_COOKIE]: remember },
      headers: { merchant: 'LUCKY' },
    });
    expect(renew.statusCode).toBe(401);
  });
});

describe('logout and renew', () => {
  it('revokes the token: then 401 login.session.expired with the message', async () => {
    const token = await tokenFor(t.app);
    const out = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.logout, headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, value: { loggedOut: true } });
    expect(failureOf(await info(auth(token)))).toEqual({
      status: 401,
      errorCode: 'login.session.expired',
      message: 'The account has been logged out, please log in again',
      value: undefined,
    });
  });

  it('also logs out with DELETE, and succeeds without a session', async () => {
    const token = await tokenFor(t.app);
    expect((await t.app.inject({ method: 'DELETE', url: ACCOUNT_PATHS.logout, headers: auth(token) })).statusCode).toBe(200);
    expect((await info(auth(token))).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.logout });
    expect(none.json()).toEqual({ success: true, value: { loggedOut: true } });
    const again = await t.app.inject({ method: 'DELETE', url: ACCOUNT_PATHS.logout, headers: auth(token) });
    expect(again.statusCode).toBe(200);
  });

  it('answers 401 login.session.expired for a made-up token', async () => {
    const res = await info(auth('x'.repeat(43)));
    expect(res.json().errorCode).toBe('login.session.expired');
  });

  it('renews the current session into a new one and ends the old', async () => {
    const token = await tokenFor(t.app);
    const res = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.renew, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().value.token as string;
    expect(fresh).not.toBe(token);
    expect((await info(auth(fresh))).statusCode).toBe(200);
    expect((await info(auth(token))).statusCode).toBe(401);
  });

  it('renews from the remembered device without a password', async () => {
    const res = await login(t.app, { ...DEMO, rememberDevice: true }, { remoteAddress: ip() });
    const remember = res.cookies.find((c) => c.name === REMEMBER_COOKIE);
    expect(remember).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(remember?.maxAge).toBe(SESSION_POLICY.rememberDeviceMs / 1000);
    const renewed = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.renew,
      cookies: { [REMEMBER_COOKIE]: remember?.value ?? '' },
      headers: { merchant: 'LUCKY' },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().value).toMatchObject({ userName: 'demo', firstTimeLogin: false });
    expect((await info(auth(renewed.json().value.token))).statusCode).toBe(200);
    const stored = await t.app.database.db.selectFrom('remember_devices').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === remember?.value)).toBe(false);
  });

  it('refuses renew for a visitor', async () => {
    const res = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.renew });
    expect(failureOf(res)).toMatchObject({ status: 401, errorCode: 'login.required' });
  });
});

describe('visitors', () => {
  it('get 401 login.required with the message on session calls', async () => {
    for (const url of [ACCOUNT_PATHS.memberInfo, ACCOUNT_PATHS.wallet, ACCOUNT_PATHS.rankProgress, ACCOUNT_PATHS.headIcon]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(failureOf(res)).toEqual({
        status: 401,
        errorCode: 'login.required',
        message: 'Sorry, you are not logged in! please login first.',
        value: undefined,
      });
    }
  });

  it('cannot use a LUCKY token on GOLDEN', async () => {
    const token = await tokenFor(t.app);
    const res = await info(auth(token, { merchant: 'GOLDEN' }));
    expect(res.statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  let c: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    c = await createTestApp({}, { now: clock });
  });

  afterAll(async () => {
    await c.close();
  });

  async function freshToken(): Promise<string> {
    const res = await login(c.app, DEMO, { now: clock(), remoteAddress: ip() });
    expect(res.statusCode).toBe(200);
    return res.json().value.token;
  }

  async function status(token: string) {
    const res = await c.app.inject({ method: 'GET', url: ACCOUNT_PATHS.memberInfo, headers: auth(token) });
    return res.statusCode === 200 ? 200 : res.json().errorCode;
  }

  it('ends a session idle for longer than the idle timeout', async () => {
    const token = await freshToken();
    clock.advance(SESSION_POLICY.idleMs - 60_000);
    expect(await status(token)).toBe(200);
    // Use slides the timeout forward.
    clock.advance(SESSION_POLICY.idleMs - 60_000);
    expect(await status(token)).toBe(200);
    clock.advance(SESSION_POLICY.idleMs + 1);
    expect(await status(token)).toBe('login.session.expired');
  });

  it('ends a session at its absolute expiry however active it is', async () => {
    const token = await freshToken();
    const start = clock();
    while (clock() < start + SESSION_POLICY.absoluteMs - SESSION_POLICY.idleMs) {
      clock.advance(SESSION_POLICY.idleMs - 60_000);
      expect(await status(token)).toBe(200);
    }
    clock.set(start + SESSION_POLICY.absoluteMs);
    expect(await status(token)).toBe('login.session.expired');
  });
});
