import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function merchantOf(headers: Record<string, string>): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/settings/consolidated', headers });
  expect(res.statusCode).toBe(200);
  return res.json().value.merchantCode;
}

describe('tenant selection', () => {
  it('uses the Merchant header first', async () => {
    expect(await merchantOf({ merchant: 'GOLDEN' })).toBe('GOLDEN');
    expect(await merchantOf({ merchant: 'LUCKY', host: 'golden.localhost' })).toBe('LUCKY');
  });

  it('accepts a trial merchant code for its merchant', async () => {
    expect(await merchantOf({ merchant: 'GOLDENTRIAL' })).toBe('GOLDEN');
  });

  it('otherwise uses the host name through the domain routes, port ignored', async () => {
    expect(await merchantOf({ host: 'golden.localhost' })).toBe('GOLDEN');
    expect(await merchantOf({ host: 'golden.localhost:8080' })).toBe('GOLDEN');
    expect(await merchantOf({ host: 'GOLDEN.localhost' })).toBe('GOLDEN');
    expect(await merchantOf({ host: '127.0.0.1:8080' })).toBe('LUCKY');
  });

  it('falls back to the default merchant for an unknown host', async () => {
    expect(await merchantOf({ host: 'nobody.example:3000' })).toBe('LUCKY');
  });

  it('refuses an unknown or malformed Merchant header with 400 merchant.unknown', async () => {
    for (const merchant of ['NOPE', 'x', 'bad code!', '', 'A'.repeat(40)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { merchant },
      });
      expect(res.statusCode, merchant).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
    }
  });

  it('checks the tenant on /lgw too, before deciding the path is unknown', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/lgw/anything', headers: { merchant: 'NOPE' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('merchant.unknown');
    const good = await t.app.inject({ method: 'GET', url: '/lgw/anything', headers: { merchant: 'LUCKY' } });
    expect(good.statusCode).toBe(404);
    expect(good.json().errorCode).toBe('request.not.found');
  });

  it('does not apply tenants outside /wps and /lgw', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { merchant: 'NOPE' } });
    expect(res.statusCode).toBe(200);
  });

  it('lists the current merchant domains', async () => {
    const golden = await t.app.inject({
      method: 'GET',
      url: '/wps/system/domainRoute',
      headers: { merchant: 'GOLDEN' },
    });
    expect(golden.json()).toEqual({
      success: true,
      value: [{ domain: 'golden.localhost', merchantCode: 'GOLDEN', primary: true }],
    });
    const lucky = await t.app.inject({ method: 'GET', url: '/wps/system/domainRoute' });
    const domains = lucky.json().value;
    expect(domains.map((d: { domain: string }) => d.domain).sort()).toEqual(['127.0.0.1', 'localhost']);
    expect(domains.find((d: { primary: boolean }) => d.primary).domain).toBe('localhost');
  });
});
