import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The merchants' image CDNs: set by an operator, handed to the web in the status answer, allowed by the
 * pages' img-src, and the artwork may be shown by a page of another origin (the CDN passes our headers on).
 */

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'lobby-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const patch = (code: string, body: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/ops/merchants/${code}`, payload: body as object, headers: opsHeaders() });
const imgSrc = (csp: unknown) => String(csp).split(';').find((d) => d.trim().startsWith('img-src'))!.trim();

describe('image CDNs', () => {
  it('an operator sets them; the status hands them out in order; the pages allow their origins', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/m/home' });
    expect(imgSrc(before.headers['content-security-policy'])).toBe("img-src 'self' data: blob:");

    const res = await patch('LUCKY', { imageCdns: ['https://img1.example.com/lucky/', 'http://127.0.0.1:9'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.imageCdns).toEqual(['https://img1.example.com/lucky', 'http://127.0.0.1:9']);
    try {
      const status = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'LUCKY' } });
      expect(status.json().value.info.imageCDNs).toEqual(['https://img1.example.com/lucky', 'http://127.0.0.1:9']);
      const golden = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'GOLDEN' } });
      expect(golden.json().value.info.imageCDNs).toEqual([]);

      const page = await t.app.inject({ method: 'GET', url: '/m/home' });
      expect(imgSrc(page.headers['content-security-policy'])).toBe("img-src 'self' data: blob: https://img1.example.com http://127.0.0.1:9");
      // The API's answers gain nothing: they show no images.
      expect(imgSrc(status.headers['content-security-policy'])).toBe("img-src 'self' data: blob:");
    } finally {
      expect((await patch('LUCKY', { imageCdns: [] })).json().value.imageCdns).toEqual([]);
    }
  });

  it.each([
    ['not a URL', ['cdn.example.com']],
    ['another scheme', ['ftp://cdn.example.com']],
    ['credentials', ['https://user:pw@cdn.example.com']],
    ['a query', ['https://cdn.example.com/?v=1']],
    ['javascript', ['javascript:alert(1)']],
    ['more than five', ['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example', 'https://e.example', 'https://f.example']],
    ['not a list', 'https://cdn.example.com'],
  ])('refuses %s with a 400 and keeps the list', async (_name, imageCdns) => {
    const res = await patch('LUCKY', { imageCdns });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.invalid');
    const status = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'LUCKY' } });
    expect(status.json().value.info.imageCDNs).toEqual([]);
  });

  it('artwork may be shown by a page of another origin (a CDN in front of it); the API may not', async () => {
    const art = await t.app.inject({ method: 'GET', url: '/media/vendors/JILI.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
