import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_VERIFIER_FILE } from '../src/plugins/web-app.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The standalone verifier runs its inline script only from disk (the pages' policy forbids inline scripts):
 * the server hands it over as a download, and other public files are shown as before.
 */
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'lobby-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, FAIR_VERIFIER_FILE), '<!doctype html><title>verifier</title><script>var FairVerifier = {};</script>');
  writeFileSync(path.join(dist, 'theme-init.js'), '');
  t = await createTestApp({ webDist: dist });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the standalone verifier file', () => {
  it('is served under /m as a download of the file itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/m/${FAIR_VERIFIER_FILE}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${FAIR_VERIFIER_FILE}"`);
    expect(res.body).toContain('var FairVerifier');
  });

  it('leaves the other public files shown in place', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/m/theme-init.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
