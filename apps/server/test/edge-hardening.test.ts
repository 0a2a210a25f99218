import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { ACCOUNT_PATHS, GAME_PATHS, MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { DEMO, login } from './helpers/accounts.ts';
import { checkout, createDeposit, depositChannel, depositOrder, funds, newPlayer } from './helpers/money-api.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * What a request can carry past the edge: forwarded addresses, credentials in URLs, absolute-form targets,
 * a missing Host, undecodable query strings, bodies nested 50,000 deep, and reads racing a write. Each case
 * failed before its fix. Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

let t: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logged.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await createTestApp({ logLevel: 'info', loginIpLimit: 100_000 }, { logStream: stream });
});

afterAll(async () => {
  await t?.close();
});

async function raw(app: TestApp['app'], text: string): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    setTimeout(() => resolve(data), 5000);
  });
}

const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);

describe('TRUST_PROXY in each documented form', () => {
  const dir = loadConfig().dataDir;
  const read = (value: string) => loadConfig({ DATA_DIR: dir, TRUST_PROXY: value }).trustProxy;

  it('reads a flag, a hop count, addresses and CIDRs, and refuses what it cannot honour', () => {
    expect(read('1')).toBe(1);
    expect(read('true')).toBe(true);
    expect(read('off')).toBe(false);
    expect(read('10.0.0.0/8, 127.0.0.1, ::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(read('loopback')).toEqual(['loopback']);
    expect(() => read('proxy.internal')).toThrow(/TRUST_PROXY: "proxy.internal" is not an IP address/);
    expect(() => read('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(() => read('500')).toThrow(/TRUST_PROXY: a hop count of 500/);
  });

  // What the client address and scheme become behind a proxy at 10.0.0.5 that forwards a player at 203.0.113.9
  // (who claims, in a header of their own, to be 198.51.100.1).
  const cases: { setting: string; ip: string; https: boolean }[] = [
    { setting: 'false', ip: '10.0.0.5', https: false },
    { setting: '1', ip: '203.0.113.9', https: true },
    { setting: '2', ip: '198.51.100.1', https: true },
    { setting: '10.0.0.5', ip: '203.0.113.9', https: true },
    { setting: '10.0.0.0/8', ip: '203.0.113.9', https: true },
    { setting: '192.168.0.0/16', ip: '10.0.0.5', https: false },
    { setting: 'true', ip: '198.51.100.1', https: true },
  ];
  for (const c of cases) {
    it(`TRUST_PROXY=${c.setting}: the client is ${c.ip}${c.https ? ', over HTTPS (HSTS sent)' : ''}`, async () => {
      const proxied = await createTestApp({ trustProxy: read(c.setting) });
      try {
        proxied.app.get('/wps/test-client', (request) => ({ ip: request.ip, protocol: request.protocol }));
        const res = await proxied.app.inject({
          method: 'GET',
          url: '/wps/test-client',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9', 'x-forwarded-proto': 'https', 'cf-ipcountry': 'PH' },
        });
        expect(res.json()).toEqual({ ip: c.ip, protocol: c.https ? 'https' : 'http' });
        expect(Boolean(res.headers['strict-transport-security'])).toBe(c.https);
      } finally {
        await proxied.close();
      }
    });
  }
});

describe('credentials never reach the log', () => {
  it('redacts passwords, tokens, tickets and codes in logged URLs, and keeps other parameters', async () => {
    logged.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/m/login?username=alice&password=hunter2hunter2&token=tok-abcdef123&ticket=tkt-777&code=493817&gameCode=FC_SLOT_1',
    });
    await t.app.inject({ method: 'GET', url: `${ACCOUNT_PATHS.checkUsername}?username=alice&Password=Hunter3&access_token=at-999` });
    const text = logged.join('\n');
    expect(text).toContain('gameCode=FC_SLOT_1');
    expect(text).toContain('username=alice');
    for (const secret of ['hunter2hunter2', 'tok-abcdef123', 'tkt-777', '493817', 'Hunter3', 'at-999']) expect(text).not.toContain(secret);
    expect(text).toContain('password=[redacted]');
  });

  it('logs nothing of a sign-in body', async () => {
    logged.length = 0;
    await login(t.app, DEMO, { remoteAddress: '10.66.0.1' });
    await t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: 'owner', password: 'Owner#2026', totp: '123456' } });
    expect(logged.length).toBeGreaterThan(0);
    const text = logged.join('\n');
    expect(text).not.toContain(DEMO.password);
    expect(text).not.toContain('Owner#2026');
  });
});

describe('absolute-form request targets', () => {
  it('are served as their path on public routes, the web app and session calls, never a 500', async () => {
    for (const target of [
      'http://evil.example/wps/system/status',
      'http://evil.example:8080/lgw/games/hot?merchant=LUCKY',
      `http://evil.example${GAME_PATHS.gameList}?gameType=RNG`,
      'http://evil.example/wps/member/info',
      'https://evil.example/m/home',
      'http://evil.example',
    ]) {
      const answer = await raw(t.app, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      // (the web app is not built in these tests: /m answers 503 "not built", never 500)
      expect(answer, target).not.toMatch(/^HTTP\/1\.1 500/);
      if (target.includes('/wps/') || target.includes('/lgw/')) expect(bodyOf(answer), target).toMatch(/"success":(true|false)/);
    }
    const status = await raw(t.app, 'GET http://evil.example/wps/system/status HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(status).toMatch(/^HTTP\/1\.1 200/);
    const member = await raw(t.app, 'GET http://evil.example/wps/member/info HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(member).toMatch(/^HTTP\/1\.1 401/);
  });
});

describe('requests the HTTP parser would answer bare', () => {
  it('answers HTTP/1.1 without Host with 400 in the envelope; HTTP/1.0 without Host is served', async () => {
    const missing = await raw(t.app, 'GET /wps/system/status HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(missing).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(bodyOf(missing).replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''))).toMatchObject({
      success: false,
      errorCode: 'request.invalid',
      message: 'The request has no Host header.',
    });
    expect(missing.toLowerCase()).toContain('x-content-type-options: nosniff');
    const old = await raw(t.app, 'GET /wps/system/status HTTP/1.0\r\n\r\n');
    expect(old).toMatch(/^HTTP\/1\.1 200/);
  });

  it('refuses a query string that does not decode (NUL bytes and a byte that is not UTF-8)', async () => {
    for (const query of ['username=%00%00%ff', 'username=ab%ffcd', 'username=%E0%A4%A', 'username=%']) {
      const res = await t.app.inject({ method: 'GET', url: `${ACCOUNT_PATHS.checkUsername}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    const nul = await t.app.inject({ method: 'GET', url: `${ACCOUNT_PATHS.checkUsername}?username=%00%00` });
    expect(nul.json()).toMatchObject({ errorCode: 'request.invalid', value: { field: 'query.username' } });
    // well-formed encodings (a space, Chinese) still work
    const ok = await t.app.inject({ method: 'GET', url: `${ACCOUNT_PATHS.checkUsername}?username=${encodeURIComponent('张三')}` });
    expect(ok.statusCode).toBe(200);
  });
});

describe('bodies nested without limit', () => {
  it('are refused at the edge before any operator change runs: nothing changes, the attempt is audited as failed', async () => {
    let deep = '1';
    for (let i = 0; i < 50_000; i++) deep = `[${deep}]`;
    const db = t.app.database.db;
    const auditBefore = (await db.selectFrom('audit_log').select('id').execute()).length;
    const settlementsBefore = (await db.selectFrom('agent_settlements').select('id').execute()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/agents/settle',
      headers: { ...opsHeaders(), 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid', message: expect.stringMatching(/nested more than 32 levels/) });
    // nothing was settled; the refused attempt is in the audit log as such
    expect((await db.selectFrom('agent_settlements').select('id').execute()).length).toBe(settlementsBefore);
    const audited = await db.selectFrom('audit_log').select(['action', 'outcome', 'http_status']).orderBy('id', 'desc').execute();
    expect(audited.length).toBe(auditBefore + 1);
    expect(audited[0]).toMatchObject({ action: 'POST /ops/agents/settle', outcome: 'failed' });
    expect(Number(audited[0]!.http_status)).toBe(400);
  });

  it('let a normally shaped body through to its own validation', async () => {
    let nested: unknown = 'x';
    for (let i = 0; i < 31; i++) nested = { a: nested };
    const res = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.register, payload: { username: nested } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/nested more than/);
  });
});

describe('refused changes leave the catalogue as it was', () => {
  it('PATCH of a game that does not exist answers 404 and keeps every cached game list', async () => {
    const version = async () => Number((await t.app.database.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version);
    const before = await version();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/ops/games/no-such-game?merchant=LUCKY',
      headers: opsHeaders(),
      payload: { enabled: false },
    });
    expect(res.statusCode).toBe(404);
    expect(await version()).toBe(before);
    // a real change still raises it
    const game = await t.app.database.db.selectFrom('games').select('node_id').where('merchant_code', '=', 'LUCKY').executeTakeFirstOrThrow();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/ops/games/${game.node_id}?merchant=LUCKY`,
      headers: opsHeaders(),
      payload: { isNew: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);
  });
});

describe('a read never fails because a write is in flight', () => {
  it('polling a deposit while its payment is credited answers every poll, and credits once', async () => {
    for (let round = 0; round < 3; round++) {
      const player = await newPlayer(t.app, `poll${round}`);
      const channel = await depositChannel(t.app, player.token);
      const order = await createDeposit(t.app, player.token, { channelId: channel.id, amount: 500 });
      const polls = Array.from({ length: 24 }, () =>
        t.app.inject({ method: 'GET', url: `${MONEY_PATHS.depositOrders}/${order.orderNo}`, headers: { authorization: player.token } }),
      );
      const [paid, ...answers] = await Promise.all([checkout(t.app, order), ...polls]);
      expect(paid.statusCode).toBeLessThan(400);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect((await depositOrder(t.app, player.token, order.orderNo)).status).toBe('paid');
      const after = await funds(t.app, player.token);
      expect(after.cash).toBe(500);
    }
  });
});
