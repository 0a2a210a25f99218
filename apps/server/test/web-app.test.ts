import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const INDEX = '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div></body></html>';
const ASSET = 'console.log("app");';

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'lobby-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-B4x9Qz1a.js'), ASSET);
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Lobby"}');
  writeFileSync(path.join(dist, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await createTestApp({ webDist: dist });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('web app hosting under /m', () => {
  it('redirects / to /m/home', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/home');
  });

  it('answers every app route with index.html, not cached', async () => {
    for (const url of ['/m', '/m/', '/m/home', '/m/index', '/m/index.html', '/m/member/home', '/m/login?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/m/assets/index-B4x9Qz1a.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ASSET);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await get('/m/assets/index-old.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('serves root files (service worker, manifest, icons) with no-cache', async () => {
    for (const [url, type] of [
      ['/m/sw.js', /javascript/],
      ['/m/manifest.webmanifest', /manifest\+json/],
      ['/m/icon-192.png', /image\/png/],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not serve files outside the dist folder', async () => {
    for (const url of ['/m/../package.json', '/m/%2e%2e/package.json', '/m/assets/..%2f..%2fpackage.json']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('"name": "@lobby/server"');
      expect(res.body, url).not.toContain('"workspaces"');
    }
  });
});

describe('web app not built', () => {
  it('answers /m/* with 503 and how to build it', async () => {
    const bare = await createTestApp();
    try {
      for (const url of ['/m/home', '/m', '/m/assets/x.js']) {
        const res = await bare.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.body).toContain('web app not built: run npm run build');
      }
    } finally {
      await bare.close();
    }
  });
});
