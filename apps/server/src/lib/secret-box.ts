import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (operators' TOTP secrets, the body-encryption private key) are sealed with
 * AES-256-GCM under a key from the environment, so a copy of the database (a backup, a read replica, a
 * SQL injection) does not hand them out. A sealed value reads `sb1.<key id>.<iv>.<ciphertext+tag>`
 * (base64url): the key id says which key sealed it, so a rotation can keep the previous key for opening
 * while everything is re-sealed with the new one.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** the plaintext of a sealed value; a value that was never sealed (a database older than sealing) as is */
  open(stored: string): string;
  /** sealed, and with the current key (else it should be sealed again) */
  isCurrent(stored: string): boolean;
  /**
   * A keyed digest (HMAC-SHA-256 under a key derived from the current one): equal texts give equal digests, so
   * a sealed value can still be looked up (one ID number, one account) without storing it in the clear. A key
   * rotation changes the digests of new values.
   */
  fingerprint(text: string): string;
  /** Bytes sealed the same way (a file at rest): `sb1` and the key id, the IV, the ciphertext and its tag. */
  sealBytes(plain: Buffer): Buffer;
  openBytes(sealed: Buffer): Buffer;
}

const PREFIX = 'sb1';

interface Key {
  id: string;
  bytes: Buffer;
}

function keyOf(material: string): Key {
  // The environment's value is a passphrase or random text of any length: stretch it to 32 bytes.
  const bytes = Buffer.from(hkdfSync('sha256', material, 'lobby-secret-box', 'aes-256-gcm', 32));
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  return { id, bytes };
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(`${PREFIX}.`);
}

export function createSecretBox(current: string, previous?: string): SecretBox {
  const key = keyOf(current);
  const digestKey = Buffer.from(hkdfSync('sha256', current, 'lobby-secret-box', 'fingerprint', 32));
  const keys = new Map<string, Key>([[key.id, key]]);
  if (previous) {
    const old = keyOf(previous);
    keys.set(old.id, old);
  }
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}.${key.id}.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const [, id, ivText, bodyText] = stored.split('.');
      const k = id ? keys.get(id) : undefined;
      if (!k || !ivText || !bodyText) {
        throw new Error('a sealed secret was sealed with a key this process does not have (DATA_ENCRYPTION_KEY changed?)');
      }
      const body = Buffer.from(bodyText, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', k.bytes, Buffer.from(ivText, 'base64url'));
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
    },
    isCurrent(stored) {
      return isSealed(stored) && stored.split('.')[1] === key.id;
    },
    fingerprint(text) {
      return createHmac('sha256', digestKey).update(text, 'utf8').digest('base64url');
    },
    sealBytes(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
      const header = Buffer.from(`${PREFIX}.${key.id}.`, 'ascii');
      return Buffer.concat([header, iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    },
    openBytes(sealed) {
      // "sb1." + an 8-character key id + "." then 12 bytes of IV, the ciphertext, 16 bytes of tag
      const head = sealed.subarray(0, 13).toString('ascii');
      const id = head.slice(4, 12);
      const k = head.startsWith(`${PREFIX}.`) && head[12] === '.' ? keys.get(id) : undefined;
      if (!k || sealed.length < 13 + 12 + 16) throw new Error('sealed bytes were sealed with a key this process does not have (DATA_ENCRYPTION_KEY changed?)');
      const decipher = createDecipheriv('aes-256-gcm', k.bytes, sealed.subarray(13, 25));
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      return Buffer.concat([decipher.update(sealed.subarray(25, sealed.length - 16)), decipher.final()]);
    },
  };
}
