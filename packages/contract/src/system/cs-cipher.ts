/**
 * Customer-service paths travel encrypted; the client decrypts them with the last 8 characters of the
 * encrypted string as the key.
 *
 * Format: base64url(iv[12] || AES-256-GCM ciphertext+tag) followed by an 8-character key. The AES key is
 * SHA-256 of the UTF-8 key characters. Both sides use WebCrypto (globalThis.crypto.subtle), so Node and
 * browsers run the same code. This keeps links out of plain view of scrapers and naive link blockers and
 * detects tampering (GCM tag); it is not a secret from the client, which must be able to open the link.
 */
import { fromBase64Url, toBase64Url } from '../common/base64url.ts';

const KEY_LENGTH = 8;
const IV_LENGTH = 12;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

async function deriveKey(keyChars: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(keyChars));
  return crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, [usage]);
}

function randomKeyChars(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_LENGTH));
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

export async function encryptPath(plain: string, keyChars: string = randomKeyChars()): Promise<string> {
  if (keyChars.length !== KEY_LENGTH) throw new Error('key must be 8 characters');
  const iv = crypto.getRandomValues(new Uint8Array(IV_LENGTH));
  const key = await deriveKey(keyChars, 'encrypt');
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)),
  );
  const payload = new Uint8Array(IV_LENGTH + sealed.length);
  payload.set(iv, 0);
  payload.set(sealed, IV_LENGTH);
  return toBase64Url(payload) + keyChars;
}

/** Throws when the text is not a path produced by encryptPath (wrong key, tampered, truncated). */
export async function decryptPath(encrypted: string): Promise<string> {
  if (encrypted.length <= KEY_LENGTH) throw new Error('encrypted path too short');
  const keyChars = encrypted.slice(-KEY_LENGTH);
  const payload = fromBase64Url(encrypted.slice(0, -KEY_LENGTH));
  if (payload.length <= IV_LENGTH) throw new Error('encrypted path too short');
  const key = await deriveKey(keyChars, 'decrypt');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: payload.slice(0, IV_LENGTH) },
    key,
    payload.slice(IV_LENGTH),
  );
  return new TextDecoder().decode(plain);
}
