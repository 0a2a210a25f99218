import { execFileSync } from 'node:child_process';
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGE_OPS_PATHS, MESSAGE_PATHS, SEGMENT_OPS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinTree } from '../src/core/accounts/tree.ts';
import { createWebPushSender, vapidKeysOf } from '../src/integrations/web-push/sender.ts';
import type { VapidKeys } from '../src/integrations/web-push/sender.ts';
import { messagesServiceOf } from '../src/modules/content/messages/index.ts';
import { makeMember } from './helpers/accounts.ts';
import { get, newPlayer, ops, outcome, path as fill, req, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Web Push over the real protocol: a local push service (an HTTPS server of this test, with a certificate
 * made for it) takes the request the sender makes, checks its VAPID Authorization (an ES256 JWT signed by the
 * configured key, audience the push service's origin, RFC 8292) and decrypts the aes128gcm payload with the
 * subscription's private key (RFC 8291, RFC 8188), as a browser's push service and the browser would.
 * A subscription the service says is gone (410) is forgotten. On SQLite, or PostgreSQL.
 */

let t: TestApp;
let server: Server;
let origin: string;
let agent: Agent;
let keys: VapidKeys;
const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
const received: Array<{ path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }> = [];

/** A browser's subscription: its P-256 key pair and auth secret, made like the browser makes them. */
interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
}
function browser(pathname: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16), endpoint: `${origin}${pathname}` };
}
const subscription = (b: Browser) => ({ endpoint: b.endpoint, expirationTime: null, keys: { p256dh: b.ecdh.getPublicKey().toString('base64url'), auth: b.auth.toString('base64url') } });

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 (Web Push message encryption) over RFC 8188 (aes128gcm), the receiving side. */
function decrypt(b: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  expect(idlen).toBe(65);
  expect(ciphertext.length).toBeLessThanOrEqual(rs);
  const uaPublic = b.ecdh.getPublicKey();
  const ecdhSecret = b.ecdh.computeSecret(asPublic);
  const prkKey = hmac(b.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // the last record: the plaintext, the delimiter 0x02, then any zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the configured key, for this origin. */
function checkVapid(header: string | undefined): { aud: string; sub: string; exp: number } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  expect(m, `Authorization: ${header}`).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(keys.publicKey);
  const [head, claims, signature] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number };
}

beforeAll(async () => {
  t = await createTestApp();
  keys = vapidKeysOf(t.app.config)!;
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  server = createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      // a subscription the browser dropped: the push service answers 410 Gone
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
  agent = new Agent({ ca: cert });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  agent?.destroy();
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

describe('keys', () => {
  it('the public endpoint gives the VAPID public key; outside production the pair is made once and kept in DATA_DIR', async () => {
    expect(valueOf(await get(t.app, MESSAGE_PATHS.pushKey))).toEqual({ publicKey: keys.publicKey });
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(vapidKeysOf(t.app.config)).toEqual(keys);
    expect(vapidKeysOf({ ...t.app.config, production: true, vapid: { publicKey: undefined, privateKey: undefined, subject: undefined } })).toBeUndefined();
    expect(vapidKeysOf({ ...t.app.config, production: true, vapid: { publicKey: 'P', privateKey: 'S', subject: 'mailto:ops@brand.example' } })).toEqual({ publicKey: 'P', privateKey: 'S', subject: 'mailto:ops@brand.example' });
  });
});

describe('a message by Web Push', () => {
  it('reaches the push service signed and encrypted for the browser; a gone subscription is forgotten', async () => {
    const boss = await makeMember(t.app, { username: `pushagent${Date.now().toString(36).slice(-6)}`, type: 3 });
    const alice = await newPlayer(t.app, 'pushalice');
    const bob = await newPlayer(t.app, 'pushbob');
    const carol = await newPlayer(t.app, 'pushcarol');
    for (const p of [alice, bob, carol]) await joinTree(t.app.database.db, p.id, boss.id);
    const segment = valueOf<{ id: number }>(await ops(t.app, 'POST', `${SEGMENT_OPS_PATHS.segments}?merchant=LUCKY`, { name: `push team ${boss.id}`, rules: { agent: boss.username } }));

    const aliceBrowser = browser('/push/alice');
    const bobBrowser = browser('/gone/bob');
    // subscribing turns push consent on (the toggle asked the browser first); carol never subscribes
    expect(valueOf(await req(t.app, 'POST', MESSAGE_PATHS.pushSubscription, { token: alice.token, payload: subscription(aliceBrowser), headers: { language: 'TY' } }))).toMatchObject({ push: true, pushSubscribed: true });
    valueOf(await req(t.app, 'POST', MESSAGE_PATHS.pushSubscription, { token: bob.token, payload: subscription(bobBrowser) }));
    valueOf(await req(t.app, 'PUT', MESSAGE_PATHS.marketing, { token: carol.token, payload: { push: true } }));

    const preview = valueOf(await ops(t.app, 'POST', `${MESSAGE_OPS_PATHS.preview}?merchant=LUCKY`, { segmentId: segment.id, channels: ['push'] }));
    expect(preview).toMatchObject({ audience: 3, channels: { push: 2 } });

    const sent = valueOf<{ id: number }>(
      await ops(t.app, 'POST', `${MESSAGE_OPS_PATHS.messages}?merchant=LUCKY`, {
        segmentId: segment.id,
        channels: ['push'],
        texts: { EN: { title: 'Free spins', body: '20 spins are waiting.' }, TY: { title: 'Libreng spin', body: 'May 20 spin na naghihintay.' } },
        url: '/m/promo',
        sendAt: Date.now() + 3600_000,
      }),
    );
    await messagesServiceOf(t.app, { push: createWebPushSender(keys, { agent }) }).run(sent.id);

    const toAlice = received.find((r) => r.path === '/push/alice')!;
    expect(toAlice.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(toAlice.headers.ttl)).toBeGreaterThan(0);
    const claims = checkVapid(toAlice.headers.authorization as string);
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    // only the browser's private key opens it: alice reads her language
    expect(JSON.parse(decrypt(aliceBrowser, toAlice.body))).toEqual({ title: 'Libreng spin', body: 'May 20 spin na naghihintay.', url: '/m/promo', tag: `message-${sent.id}` });
    expect(() => decrypt(browser('/other'), toAlice.body)).toThrow();

    // bob's browser dropped its subscription: 410, so it is forgotten and his copy failed
    expect(received.some((r) => r.path === '/gone/bob')).toBe(true);
    expect(await t.app.database.db.selectFrom('push_subscriptions').select('id').where('member_id', '=', bob.id).execute()).toEqual([]);
    const done = valueOf<{ counts: { push: object } }>(await ops(t.app, 'GET', `${fill(MESSAGE_OPS_PATHS.message, { id: sent.id })}?merchant=LUCKY`));
    expect(done.counts.push).toEqual({ sent: 1, skipped: 1, failed: 1, pending: 0 });
    const reasons = await t.app.database.db.selectFrom('message_deliveries').select(['member_id', 'reason']).where('message_id', '=', sent.id).execute();
    expect(reasons.find((r) => r.member_id === bob.id)?.reason).toBe('subscription_gone');
    expect(reasons.find((r) => r.member_id === carol.id)?.reason).toBe('no_subscription');

    // unsubscribing the last browser turns push consent off
    expect(valueOf(await req(t.app, 'DELETE', MESSAGE_PATHS.pushSubscription, { token: alice.token, payload: { endpoint: aliceBrowser.endpoint } }))).toMatchObject({ push: false, pushSubscribed: false });
    expect(outcome(await req(t.app, 'DELETE', MESSAGE_PATHS.pushSubscription, { token: alice.token, payload: { endpoint: 'ftp://x' } })).status).toBe(400);
  });
});
