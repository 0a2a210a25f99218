import { ERROR_CATALOGUE } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../src/lib/app-error.ts';
import { ok } from '../src/lib/envelope.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  // Routes only these tests see: a bug, a typed body, a domain failure, and a rate-limited call.
  app.get('/wps/test/boom', async () => {
    const secret = { internal: 'db password is hunter2' };
    throw new Error(`exploded near ${secret.internal}`);
  });
  app.post(
    '/wps/test/echo',
    {
      schema: {
        body: z.object({
          name: z.string().min(2),
          profile: z.object({ age: z.number().int().min(18) }),
        }),
      },
    },
    async (request) => ok({ name: request.body.name }),
  );
  app.get('/wps/test/refused', async () => {
    throw new AppError('permission.trial', { value: { register: true } });
  });
  app.get(
    '/wps/test/limited',
    { config: { rateLimit: { max: 2, timeWindow: 60_000 } } },
    async () => ok('fine'),
  );
  app.get('/wps/test/bad-output', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => {
    return { n: 'not a number' } as unknown as { n: number };
  });
});

afterAll(async () => {
  await t.close();
});

function expectFailure(body: unknown, errorCode: string) {
  expect(body).toMatchObject({ success: false, errorCode, message: expect.any(String) });
}

describe('success envelope', () => {
  it('wraps a value as {success: true, value}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['success', 'value']);
    expect(body.success).toBe(true);
    expect(body.value.flags.CBS3).toBe(true);
  });
});

describe('failures', () => {
  it('answers unknown /wps, /lgw and other paths with the 404 envelope', async () => {
    for (const url of ['/wps/nothing/here', '/wps', '/lgw/nothing', '/nothing', '/opsx']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expectFailure(res.json(), 'request.not.found');
      expect(res.json().message).toBe(ERROR_CATALOGUE['request.not.found'].message);
    }
  });

  it('answers an undecodable URL with 400 in the envelope', async () => {
    for (const url of ['/wps/system/status%', '/wps/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expectFailure(res.json(), 'request.invalid');
    }
  });

  it('answers a known path with an unsupported method as 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/wps/system/status' });
    expect(res.statusCode).toBe(404);
    expectFailure(res.json(), 'request.not.found');
  });

  it('hides an unexpected error behind 500 common.unknown, without stack or message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, errorCode: 'common.unknown', message: 'Unknown error' });
    expect(res.body).not.toMatch(/hunter2|exploded|at .*\.ts|stack/);
  });

  it('treats a response that breaks its own schema as our fault (500), not the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/test/bad-output' });
    expect(res.statusCode).toBe(500);
    expectFailure(res.json(), 'common.unknown');
  });

  it('answers a domain failure with its catalogue status and value', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/test/refused' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'permission.trial',
      message: ERROR_CATALOGUE['permission.trial'].message,
      value: { register: true },
    });
  });

  it('names the invalid fields of a body and lists them in value.issues', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload: { name: 'x', profile: { age: 'old' } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expectFailure(body, 'request.invalid');
    expect(body.message).toContain('body.name');
    expect(body.message).toContain('body.profile.age');
    const paths = body.value.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(['body.name', 'body.profile.age']);
  });

  it('accepts the same route with a valid body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload: { name: 'Ana', profile: { age: 30 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { name: 'Ana' } });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    for (const payload of ['{"name": "Ana",', '{"__proto__": {"x": 1}}', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/test/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expectFailure(res.json(), 'request.invalid');
    }
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/ops/merchants/LUCKY',
      headers: { ...opsHeaders(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expectFailure(res.json(), 'request.invalid');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/ops/merchants/LUCKY',
      headers: { ...opsHeaders(), 'content-type': 'application/xml' },
      payload: '<maintenance>true</maintenance>',
    });
    expect(res.statusCode).toBe(415);
    expectFailure(res.json(), 'request.unsupported.media');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), profile: { age: 20 } }),
    });
    expect(res.statusCode).toBe(413);
    expectFailure(res.json(), 'request.too.large');
  });

  it('answers wrong types in a form body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ana&profile=1',
    });
    expect(res.statusCode).toBe(400);
    expectFailure(res.json(), 'request.invalid');
  });

  it('answers a per-route rate limit with 429 request.rate.limited', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await t.app.inject({ method: 'GET', url: '/wps/test/limited' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expectFailure(last!.json(), 'request.rate.limited');
    expect(last!.headers['retry-after']).toBeDefined();
  });

  it('leaves routes without a limit unlimited', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('cross-cutting headers', () => {
  it('sends security headers and a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends the same security headers on success, validation errors and unknown paths', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' }),
      t.app.inject({ method: 'GET', url: '/lgw/games/mobile?pageNo=0' }),
      t.app.inject({ method: 'GET', url: '/wps/no/such/path' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 404]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // HSTS only over HTTPS (a plain-http install must not pin itself); every answer has the permissions policy.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('compresses large JSON answers when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
