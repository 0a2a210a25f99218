import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function patch(code: string, payload: unknown, headers = opsHeaders()) {
  return t.app.inject({ method: 'PATCH', url: `/ops/merchants/${code}`, headers, payload: payload as object });
}

async function status(headers: Record<string, string> = {}, remoteAddress?: string) {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers, remoteAddress });
  expect(res.statusCode).toBe(200);
  return res.json().value as {
    status: number;
    maintenance: boolean;
    regionRestriction: boolean;
    location: { ip: string };
  };
}

async function reset(code = 'LUCKY') {
  const res = await patch(code, { maintenance: false, blockedRegions: [] });
  expect(res.statusCode).toBe(200);
}

describe('ops authorisation', () => {
  it('refuses a missing or wrong token with 401 ops.unauthorized', async () => {
    for (const headers of [{}, opsHeaders('wrong-token-wrong-token'), { authorization: 'test-ops-token-0123456789abcdef' }]) {
      const res = await patch('LUCKY', { maintenance: true }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'ops.unauthorized' });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    expect((await status()).maintenance).toBe(false);
  });

  it('refuses every bearer token when no OPS_TOKEN is configured (only signed-in operators get in)', async () => {
    const closed = await createTestApp({ opsToken: undefined });
    try {
      for (const [method, url] of [
        ['PATCH', '/ops/merchants/LUCKY'],
        ['GET', '/ops/merchants'],
      ] as const) {
        const res = await closed.app.inject({ method, url, headers: opsHeaders(), payload: method === 'PATCH' ? { maintenance: true } : undefined });
        expect(res.statusCode).toBe(401);
        expect(res.json().errorCode).toBe('ops.unauthorized');
      }
    } finally {
      await closed.close();
    }
  });
});

describe('switching maintenance and regions', () => {
  it('returns the merchant summary after an update', async () => {
    const res = await patch('GOLDEN', { maintenance: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      value: { code: 'GOLDEN', name: 'Golden Dragon', maintenance: true, blockedRegions: [], domains: ['golden.localhost'] },
    });
    await reset('GOLDEN');
  });

  it('moves the status to 1 in maintenance and back to 0, only for that merchant', async () => {
    await patch('LUCKY', { maintenance: true });
    expect(await status()).toMatchObject({ status: 1, maintenance: true });
    expect(await status({ merchant: 'GOLDEN' })).toMatchObject({ status: 0, maintenance: false });
    await patch('LUCKY', { maintenance: false });
    expect(await status()).toMatchObject({ status: 0, maintenance: false });
  });

  it('moves the status to 2 when a blocked CIDR covers the caller, IPv4-mapped IPv6 included', async () => {
    await patch('LUCKY', { blockedRegions: ['127.0.0.0/8'] });
    expect(await status()).toMatchObject({ status: 2, regionRestriction: true, maintenance: false });
    expect(await status({}, '::ffff:127.0.0.1')).toMatchObject({ status: 2, location: { ip: '127.0.0.1' } });
    expect(await status({}, '10.1.2.3')).toMatchObject({ status: 0 });
    await reset();
  });

  it('blocks IPv6 CIDRs', async () => {
    await patch('LUCKY', { blockedRegions: ['2001:db8::/32'] });
    expect((await status({}, '2001:db8:1::5')).status).toBe(2);
    expect((await status({}, '2001:db9::5')).status).toBe(0);
    await reset();
  });

  it('lets maintenance win when both apply', async () => {
    await patch('LUCKY', { maintenance: true, blockedRegions: ['127.0.0.1/32'] });
    expect(await status()).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
    await reset();
    expect((await status()).status).toBe(0);
  });

  it('ignores a client-sent country header when the proxy is not trusted', async () => {
    await patch('LUCKY', { blockedRegions: ['PH'] });
    const v = await status({ 'cf-ipcountry': 'PH', 'x-country-code': 'PH' });
    expect(v).toMatchObject({ status: 0, regionRestriction: false });
    await reset();
  });

  it('rejects a bad CIDR or country code with 400 and leaves the merchant unchanged', async () => {
    await patch('LUCKY', { blockedRegions: ['10.0.0.0/8'] });
    for (const bad of [['10.0.0.0/33'], ['300.1.1.0/24'], ['ph'], ['ZZ'], ['PH', 'not a region'], 'PH']) {
      const res = await patch('LUCKY', { maintenance: true, blockedRegions: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
      expect(res.json().message).toContain('blockedRegions');
    }
    const current = await t.app.inject({ method: 'GET', url: '/ops/merchants/LUCKY', headers: opsHeaders() });
    expect(current.json().value).toMatchObject({ maintenance: false, blockedRegions: ['10.0.0.0/8'] });
    await reset();
  });

  it('rejects wrong types and unknown fields with 400', async () => {
    for (const payload of [{ maintenance: 'yes' }, { maintenance: 1 }, { maintenence: true }, [true]]) {
      const res = await patch('LUCKY', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    expect((await status()).maintenance).toBe(false);
  });

  it('answers 404 for an unknown merchant and 400 for a malformed code', async () => {
    const missing = await patch('NOPE', { maintenance: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('request.not.found');
    const malformed = await patch('bad%20code!', { maintenance: true });
    expect(malformed.statusCode).toBe(400);
  });

  it('lists every merchant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/merchants', headers: opsHeaders() });
    expect(res.json().value.map((m: { code: string }) => m.code).sort()).toEqual(['GOLDEN', 'JADE', 'LUCKY', 'NUSA', 'SIAM']);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestApp;

  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: true });
  });

  afterAll(async () => {
    await proxied.close();
  });

  async function proxiedStatus(headers: Record<string, string>) {
    const res = await proxied.app.inject({ method: 'GET', url: '/wps/system/status', headers });
    return res.json().value;
  }

  it('takes the country from CF-IPCountry or X-Country-Code and blocks by it', async () => {
    const set = await proxied.app.inject({
      method: 'PATCH',
      url: '/ops/merchants/LUCKY',
      headers: opsHeaders(),
      payload: { blockedRegions: ['PH'] },
    });
    expect(set.statusCode).toBe(200);
    expect(await proxiedStatus({ 'cf-ipcountry': 'PH' })).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { country: 'PH' },
    });
    expect(await proxiedStatus({ 'x-country-code': 'ph' })).toMatchObject({ status: 2 });
    expect(await proxiedStatus({ 'cf-ipcountry': 'SG' })).toMatchObject({ status: 0, location: { country: 'SG' } });
    // Cloudflare's "unknown" is not a country
    expect(await proxiedStatus({ 'cf-ipcountry': 'XX' })).toMatchObject({ status: 0, location: { country: null } });
  });

  it('reports the client address from X-Forwarded-For', async () => {
    const v = await proxiedStatus({ 'x-forwarded-for': '203.0.113.7' });
    expect(v.location.ip).toBe('203.0.113.7');
  });

  it('blocks a forwarded address inside a blocked CIDR', async () => {
    await proxied.app.inject({
      method: 'PATCH',
      url: '/ops/merchants/LUCKY',
      headers: opsHeaders(),
      payload: { blockedRegions: ['203.0.113.0/24'] },
    });
    expect((await proxiedStatus({ 'x-forwarded-for': '203.0.113.7' })).status).toBe(2);
    expect((await proxiedStatus({ 'x-forwarded-for': '198.51.100.7' })).status).toBe(0);
  });
});
