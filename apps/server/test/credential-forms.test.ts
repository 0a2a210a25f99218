import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_PAGES } from '@lobby/contract/paths';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A sign-in, registration or recovery form submitted before the app is live (a tap on the server-rendered
 * page while its script still loads, or with scripts blocked) posts to its own page: the server sends the
 * browser back to the page as a GET, so neither the address bar, the history nor a log ever holds a field.
 */
const SECRET = 'Hunter2#Secret';
const FORM = `username=demo&password=${encodeURIComponent(SECRET)}&code=123456&newPassword=${encodeURIComponent(SECRET)}`;

let dist: string;
let t: TestApp;
let log = '';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'lobby-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div></body></html>');
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  // debug: every request and every handled error is logged, the most a log could ever hold
  t = await createTestApp({ webDist: dist, logLevel: 'debug' }, { logStream: stream });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const post = (url: string, payload = FORM, type = 'application/x-www-form-urlencoded') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });

describe('a credential form posted before the app is live', () => {
  it.each(Object.values(CREDENTIAL_PAGES))('%s answers 303 back to the page, without the fields', async (page) => {
    const res = await post(page);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(page);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain(SECRET);
  });

  it("keeps the page's own query (the return path, the reset link's token) and adds nothing from the body", async () => {
    const login = await post('/m/login?redirect=%2Fm%2Fwithdraw');
    expect(login.headers.location).toBe('/m/login?redirect=%2Fm%2Fwithdraw');
    const reset = await post('/m/resetPsw?token=abcdefghijklmnop1234');
    expect(reset.headers.location).toBe('/m/resetPsw?token=abcdefghijklmnop1234');
    for (const res of [login, reset]) {
      expect(res.headers.location).not.toMatch(/password|username|Hunter2/i);
    }
  });

  it('drops a body of any type unread by the app (JSON, multipart, text) and still answers 303', async () => {
    expect((await post('/m/login', JSON.stringify({ password: SECRET }), 'application/json')).statusCode).toBe(303);
    expect((await post('/m/login', `password=${SECRET}`, 'text/plain')).statusCode).toBe(303);
    const multipart = `--b\r\ncontent-disposition: form-data; name="password"\r\n\r\n${SECRET}\r\n--b--\r\n`;
    expect((await post('/m/register', multipart, 'multipart/form-data; boundary=b')).statusCode).toBe(303);
    // a body with a control character is not even looked at (no 400 that could describe it)
    expect((await post('/m/forget', `password=a%00b`)).statusCode).toBe(303);
  });

  it('refuses a body far larger than a form, without echoing it', async () => {
    const res = await post('/m/login', `password=${'x'.repeat(70 * 1024)}`);
    expect(res.statusCode).toBe(413);
    expect(res.body).not.toContain('xxxx');
  });

  it('never writes a field to the log', async () => {
    await post('/m/login');
    expect(log).toContain('/m/login');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(encodeURIComponent(SECRET));
  });

  it('posts to other app pages are still refused', async () => {
    const res = await post('/m/home');
    expect(res.statusCode).toBe(404);
  });
});
