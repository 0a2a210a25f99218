import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_PATHS, GAME_PATHS, INBOX_CHAT_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/passwords.ts';
import { auth, DEMO, login, makeMember, solvedCaptcha, tokenFor } from './helpers/accounts.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Defects an outside hostile-input and fault test found, each pinned by the test that failed before its
 * fix. These run on SQLite and (TEST_DATABASE_URL) PostgreSQL, where most of them showed.
 */

let t: TestApp;
let seq = 0;
const ip = () => `10.77.${Math.floor(++seq / 250)}.${seq % 250}`;

beforeAll(async () => {
  t = await createTestApp({ loginIpLimit: 100_000 });
});

afterAll(async () => {
  await t.close();
});

function failure(res: { statusCode: number; body: string }) {
  return { status: res.statusCode, ...(JSON.parse(res.body) as { errorCode?: string; message?: string; value?: unknown }) };
}

describe('control characters are refused at the edge, naming the field', () => {
  it('in a query string (a NUL in an e-mail check)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ACCOUNT_PATHS.checkEmail}?email=a%00b@x.io` });
    expect(failure(res)).toMatchObject({ status: 400, errorCode: 'request.invalid', value: { field: 'query.email' } });
    expect(res.json().message).toContain('query.email');
  });

  it('in a login username, inside the sealed body', async () => {
    const res = await login(t.app, { username: 'de\u0000mo', password: DEMO.password }, { remoteAddress: ip() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toMatch(/^(request\.invalid|login\.)/);
    expect(res.statusCode).not.toBe(500);
  });

  it('in a JSON body field (a chat line) and in a path parameter of an operator call', async () => {
    const token = await tokenFor(t.app, DEMO, {});
    const chat = await t.app.inject({
      method: 'POST',
      url: INBOX_CHAT_PATHS.chatMessages,
      headers: auth(token),
      payload: { text: 'hello\u0000there' },
    });
    expect(failure(chat)).toMatchObject({ status: 400, value: { field: 'body.text' } });
    const ops = await t.app.inject({ method: 'POST', url: '/ops/chat/%00/reply', headers: opsHeaders(), payload: { text: 'hi' } });
    expect(failure(ops)).toMatchObject({ status: 400, value: { field: 'params.account' } });
  });

  it('keeps line breaks and tabs in text bodies', async () => {
    const token = await tokenFor(t.app, DEMO, {});
    const res = await t.app.inject({
      method: 'POST',
      url: INBOX_CHAT_PATHS.chatMessages,
      headers: auth(token),
      payload: { text: 'line one\nline two\tend' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('integer inputs are bounded to their columns', () => {
  it('refuses an announcement id above 2^31-1 with 400', async () => {
    const token = await tokenFor(t.app, DEMO, {});
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/announcements/read',
      headers: auth(token),
      payload: { announcementId: 3_000_000_000, read: true },
    });
    expect(failure(res)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('refuses a chat cursor above 2^31-1 and a minimum bet past the column', async () => {
    const token = await tokenFor(t.app, DEMO, {});
    const chat = await t.app.inject({ method: 'GET', url: `${INBOX_CHAT_PATHS.chatMessages}?after=3000000000`, headers: auth(token) });
    expect(chat.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: `${GAME_PATHS.gameList}?minBet=999999999.99` });
    expect(list.statusCode).toBe(400);
  });
});

describe('a set replaced by many operators at once', () => {
  it('50 concurrent hot-ranking replacements all succeed and leave one of them whole', async () => {
    const games = await t.app.database.db.selectFrom('games').select('node_id').where('merchant_code', '=', 'LUCKY').limit(60).execute();
    const sets = Array.from({ length: 50 }, (_, i) => games.slice(i % 10, (i % 10) + 8).map((g) => g.node_id));
    const answers = await Promise.all(
      sets.map((nodeIds) => t.app.inject({ method: 'PUT', url: '/ops/merchants/LUCKY/hot', headers: opsHeaders(), payload: { nodeIds } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const stored = await t.app.database.db
      .selectFrom('hot_games')
      .select(['node_id', 'rank'])
      .where('merchant_code', '=', 'LUCKY')
      .orderBy('rank')
      .execute();
    expect(sets.some((s) => JSON.stringify(s) === JSON.stringify(stored.map((r) => r.node_id)))).toBe(true);
  }, 60_000);
});

describe('password changes racing with the right old password', () => {
  it('stores exactly one, and every other caller is told it did not happen', async () => {
    const member = await makeMember(t.app, { username: `racer${Date.now() % 100000}` });
    const token = await tokenFor(t.app, { username: member.username, password: member.password });
    const attempts = Array.from({ length: 8 }, (_, i) => `Racing#2026-${i}x`);
    const answers = await Promise.all(
      attempts.map((newPassword) =>
        t.app.inject({
          method: 'POST',
          url: ACCOUNT_PATHS.changePassword,
          headers: auth(token),
          payload: { oldPassword: member.password, newPassword, confirmNewPassword: newPassword },
        }),
      ),
    );
    const ok = answers.map((a, i) => [a, attempts[i]!] as const).filter(([a]) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const [a] of answers.map((a, i) => [a, i] as const).filter(([a]) => a.statusCode !== 200)) {
      expect(failure(a)).toMatchObject({ status: 409, errorCode: 'password.changed.concurrently' });
    }
    const row = await t.app.database.db.selectFrom('members').select('password_hash').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash!, ok[0]![1])).toBe(true);
  }, 60_000);
});

describe('an account cannot be locked by strangers', () => {
  it('after 10 wrong guesses from anywhere, the owner still gets in with a captcha and the right password', async () => {
    const member = await makeMember(t.app, { username: `lockme${Date.now() % 100000}` });
    for (let i = 0; i < 10; i++) {
      const wrong = await login(t.app, { username: member.username, password: 'Wrong#2026x' }, { remoteAddress: ip() });
      expect(wrong.statusCode).toBe(400);
    }
    // The attacker, even with a solved captcha, only ever hears 429: no answer tells a right guess apart.
    const from = ip();
    const guess = await login(t.app, { username: member.username, password: 'Wrong#2026y', ...(await solvedCaptcha(t.app, { remoteAddress: from })) }, { remoteAddress: from });
    expect(failure(guess)).toMatchObject({ status: 429, errorCode: 'login.rate.limited' });
    // Without a captcha the answer says a captcha lets the owner through.
    const bare = await login(t.app, { username: member.username, password: member.password }, { remoteAddress: ip() });
    expect(failure(bare)).toMatchObject({ status: 429, value: { captcha: true } });
    // The owner: the right password and a solved captcha.
    const owner = ip();
    const ok = await login(t.app, { username: member.username, password: member.password, ...(await solvedCaptcha(t.app, { remoteAddress: owner })) }, { remoteAddress: owner });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.token).toBeTypeOf('string');
  }, 60_000);
});

describe('return links stay on this site', () => {
  it('the chat room drops a back URL whose path is protocol-relative', async () => {
    const token = await tokenFor(t.app, DEMO, {});
    const launched = await t.app.inject({
      method: 'POST',
      url: INBOX_CHAT_PATHS.chatLaunch,
      headers: { ...auth(token), host: 'lucky.example' },
      payload: { b2c: 1, language: 'EN', template: 'v2', backUrl: 'http://lucky.example//evil.example/x' },
    });
    expect(launched.statusCode).toBe(200);
    const room = await t.app.inject({ method: 'GET', url: new URL(launched.json().value.chatUrl, 'http://lucky.example').pathname + new URL(launched.json().value.chatUrl, 'http://lucky.example').search });
    expect(room.statusCode).toBe(200);
    expect(room.body).not.toContain('//evil.example');
  });
});

describe('requests Node refuses before the app sees them', () => {
  async function raw(request: string): Promise<string> {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
      setTimeout(() => resolve(data), 5000);
    });
  }

  it('answers headers over 16 KB with 431 in the envelope, with the security headers', async () => {
    const answer = await raw(`GET /wps/system/status HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(answer.toLowerCase()).toContain('content-security-policy');
    expect(answer).toContain('"errorCode":"request.headers.too.large"');
  });

  it('answers a malformed request line with 400 in the envelope', async () => {
    const answer = await raw('GARBAGE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('"success":false');
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
  });
});

describe('unfinished request bodies time out', () => {
  it('closes a connection that never finishes its body, answering 408 in the envelope', async () => {
    const slow = await createTestApp({ requestTimeoutMs: 600, headersTimeoutMs: 600 });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write('POST /wps/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":'),
        );
        let data = '';
        socket.on('data', (d) => (data += d));
        socket.on('close', () => resolve(data));
        setTimeout(() => resolve(`still open: ${data}`), 10_000);
      });
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toContain('"errorCode":"request.timeout"');
    } finally {
      await slow.close();
    }
  }, 20_000);
});

describe('smaller findings', () => {
  it('refuses an e-mail address that carries markup', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ACCOUNT_PATHS.checkEmail}?email=${encodeURIComponent('"><svg/onload=alert(1)>@x.io')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ available: false });
  });

  it('sends a Permissions-Policy, and HSTS only over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['permissions-policy']).toContain('camera=()');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const https = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('keeps the operators\' routes out of the public API description; the token opens the full one', async () => {
    const pub = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    const paths = Object.keys(pub.json().paths);
    expect(paths.some((p) => p.startsWith('/ops'))).toBe(false);
    expect(paths).toContain('/wps/system/status');
    const ui = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(ui.json().paths).some((p: string) => p.startsWith('/ops'))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/ops/openapi.json' })).statusCode).toBe(401);
    const full = await t.app.inject({ method: 'GET', url: '/ops/openapi.json', headers: opsHeaders() });
    expect(Object.keys(full.json().paths).some((p: string) => p.startsWith('/ops'))).toBe(true);
  });
});
