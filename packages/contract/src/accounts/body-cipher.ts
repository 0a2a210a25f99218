/**
 * Encryption of the login / register / set-by-phone bodies (header `Encryption: RSA-OAEP-256+A256GCM`).
 *
 * The browser fetches the server's RSA public key (JWK), makes a fresh AES-256-GCM key per request,
 * encrypts the JSON payload (with a timestamp and a random nonce the server uses to refuse replays) and
 * wraps the AES key with RSA-OAEP (SHA-256). The same WebCrypto code runs in browsers and Node.
 * TLS already protects the wire; this keeps credentials out of proxies, load-balancer logs and browser
 * extensions that read request bodies.
 */
import { fromBase64Url, toBase64Url } from '../common/base64url.ts';
import type { EncryptedBody, EncryptionKey } from './schemas.ts';

const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** What the server finds inside, besides the caller's fields. */
export type SealedPayload<T> = T & { ts: number; nonce: string };

export async function encryptPayload<T extends object>(
  key: EncryptionKey,
  payload: T,
  now: number = Date.now(),
): Promise<EncryptedBody> {
  const publicKey = await crypto.subtle.importKey(
    'jwk',
    { ...key.publicKey, alg: 'RSA-OAEP-256', ext: true } as JsonWebKey,
    RSA_PARAMS,
    false,
    ['encrypt'],
  );
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const plain = new TextEncoder().encode(JSON.stringify({ ...payload, ts: now, nonce }));
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await crypto.subtle.encrypt(RSA_PARAMS, publicKey, rawKey));
  return { kid: key.kid, key: toBase64Url(wrapped), iv: toBase64Url(iv), data: toBase64Url(data) };
}

/** Throws on any malformed, tampered or wrongly keyed body. The caller checks ts/nonce freshness. */
export async function decryptPayload(
  privateKey: CryptoKey,
  body: EncryptedBody,
): Promise<SealedPayload<Record<string, unknown>>> {
  const rawKey = await crypto.subtle.decrypt(RSA_PARAMS, privateKey, fromBase64Url(body.key));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const iv = fromBase64Url(body.iv);
  if (iv.length !== 12) throw new Error('bad iv');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, aesKey, fromBase64Url(body.data));
  const parsed: unknown = JSON.parse(new TextDecoder().decode(plain));
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    typeof (parsed as { ts?: unknown }).ts !== 'number' ||
    typeof (parsed as { nonce?: unknown }).nonce !== 'string'
  ) {
    throw new Error('payload must be an object with ts and nonce');
  }
  return parsed as SealedPayload<Record<string, unknown>>;
}
