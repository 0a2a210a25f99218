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

describe('OpenAPI description', () => {
  it('lists the system, ops, media and health routes with their schemas', async () => {
    // The whole description, operators' routes included, is behind the operator token.
    const res = await t.app.inject({ method: 'GET', url: '/ops/openapi.json', headers: opsHeaders() });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/wps/system/status',
      '/wps/system/settings/consolidated',
      '/wps/system/whitelabel',
      '/wps/system/country',
      '/wps/system/domainRoute',
      '/healthz',
      '/livez',
      '/readyz',
      '/media/brand/{code}/logo.svg',
    ]) {
      expect(doc.paths[p]?.get, p).toBeDefined();
    }
    const status = doc.paths['/wps/system/status'].get;
    const ok = status.responses['200'].content['application/json'].schema;
    expect(ok.properties.success).toBeDefined();
    expect(ok.properties.value.properties.status).toBeDefined();
    expect(status.parameters.some((p: { in: string; name: string }) => p.in === 'header' && p.name === 'merchant')).toBe(true);

    const patch = doc.paths['/ops/merchants/{code}'].patch;
    expect(patch.security).toEqual([{ opsToken: [] }, { consoleSession: [] }]);
    expect(patch.requestBody.content['application/json'].schema.properties.blockedRegions).toBeDefined();
    expect(doc.components.securitySchemes.opsToken.scheme).toBe('bearer');
  });

  it('keeps the web app and docs plumbing out of the description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    expect(paths.some((p) => p === '/m' || p.startsWith('/m/') || p === '/')).toBe(false);
    expect(paths.some((p) => p.startsWith('/docs'))).toBe(false);
    expect(paths).not.toContain('/openapi.json');
  });

  it('serves the interactive docs at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
