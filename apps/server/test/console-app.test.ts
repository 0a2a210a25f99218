import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const INDEX = '<!doctype html><html><head><title>Lobby Console</title></head><body><div id="root"></div></body></html>';
const ASSET = 'console.log("console");';

describe('operators console hosting under /console', () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lobby-console-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), ASSET);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ consoleDist: dist });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers /console and every deep link with index.html, never cached', async () => {
    for (const url of ['/console', '/console/', '/console/login', '/console/players/alice', '/console/cashier/withdrawals?status=pending']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('has its own policy: own scripts and styles, never framed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/players' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves hashed assets cached for a year, and a missing one as 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ASSET);
    const missing = await t.app.inject({ method: 'GET', url: '/console/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it('serves other files of the build revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the player app and /ops alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/merchants' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('operators console without a build', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers a plain 503 "console not built" instead of crashing', async () => {
    for (const url of ['/console', '/console/', '/console/players/alice']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(res.body, url).toBe('console not built');
    }
  });
});
