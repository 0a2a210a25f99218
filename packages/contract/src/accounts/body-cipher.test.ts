import { describe, expect, it } from 'vitest';
import { toBase64Url } from '../common/base64url.ts';
import { decryptPayload, encryptPayload } from './body-cipher.ts';
import { ENCRYPTION_SCHEME } from './rules.ts';
import type { EncryptionKey } from './schemas.ts';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const key: EncryptionKey = {
    kid: 'k1',
    algorithm: ENCRYPTION_SCHEME,
    publicKey: { kty: 'RSA', n: jwk.n!, e: jwk.e! },
  };
  return { key, privateKey: pair.privateKey };
}

describe('body cipher', () => {
  it('round-trips a login payload with a timestamp and nonce', async () => {
    const { key, privateKey } = await keyPair();
    const body = await encryptPayload(key, { type: 'username', username: 'alice', password: 'pässword!' }, 123);
    expect(JSON.stringify(body)).not.toContain('alice');
    const out = await decryptPayload(privateKey, body);
    expect(out).toMatchObject({ type: 'username', username: 'alice', password: 'pässword!', ts: 123 });
    expect(out.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a body sealed for another key or tampered with', async () => {
    const a = await keyPair();
    const b = await keyPair();
    const body = await encryptPayload(a.key, { x: 1 });
    await expect(decryptPayload(b.privateKey, body)).rejects.toThrow();
    const data = body.data;
    const flipped = { ...body, data: (data[0] === 'A' ? 'B' : 'A') + data.slice(1) };
    await expect(decryptPayload(a.privateKey, flipped)).rejects.toThrow();
    await expect(decryptPayload(a.privateKey, { ...body, iv: toBase64Url(new Uint8Array(4)) })).rejects.toThrow();
    await expect(decryptPayload(a.privateKey, { ...body, key: '!!!' })).rejects.toThrow();
  });
});
