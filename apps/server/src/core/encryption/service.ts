import { randomUUID } from 'node:crypto';
import { decryptPayload, ENCRYPTION_SCHEME } from '@lobby/contract';
import type { EncryptedBody, EncryptionKey } from '@lobby/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { EncryptionKeyRow } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { EncryptionRepository } from './repository.ts';

const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const MODULUS_BITS = 3072;

/** A sealed body is accepted this long after the client made it… */
export const MAX_AGE_MS = 5 * 60 * 1000;
/** …and this far ahead of our clock (client clocks drift). */
export const MAX_SKEW_MS = 60 * 1000;
const NONCE_CLEANUP_MS = 5 * 60 * 1000;

interface LoadedKey {
  kid: string;
  publicKey: EncryptionKey;
  privateKey: CryptoKey;
}

export interface EncryptionServiceDeps {
  repository: EncryptionRepository;
  /** seals the private halves kept in the database (DATA_ENCRYPTION_KEY) */
  box: SecretBox;
  now?: () => number;
}

function bytesToBase64(bytes: ArrayBuffer): string {
  return Buffer.from(bytes).toString('base64');
}

async function importPrivate(row: EncryptionKeyRow, box: SecretBox): Promise<LoadedKey> {
  const privateKey = await globalThis.crypto.subtle.importKey(
    'pkcs8',
    Buffer.from(box.open(row.private_pkcs8), 'base64'),
    RSA_PARAMS,
    false,
    ['decrypt'],
  );
  const jwk = JSON.parse(row.public_jwk) as { kty: 'RSA'; n: string; e: string };
  return {
    kid: row.kid,
    publicKey: {
      kid: row.kid,
      algorithm: ENCRYPTION_SCHEME,
      publicKey: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', use: 'enc' },
    },
    privateKey,
  };
}

/**
 * The RSA key pair of body encryption and the opening of sealed bodies. The pair is made on first use
 * and kept in the database, so every process behind the load balancer publishes and accepts the same
 * key; a key another process made (same moment, first start) is found by its kid.
 */
export function createEncryptionService(deps: EncryptionServiceDeps) {
  const { repository, box } = deps;
  const now = deps.now ?? Date.now;
  const keys = new Map<string, Promise<LoadedKey | undefined>>();
  let current: Promise<LoadedKey> | undefined;
  let lastNonceCleanup = 0;

  async function loadOrCreate(): Promise<LoadedKey> {
    const existing = await repository.current();
    if (existing) return importPrivate(existing, box);
    const pair = await globalThis.crypto.subtle.generateKey(
      { ...RSA_PARAMS, modulusLength: MODULUS_BITS, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const jwk = await globalThis.crypto.subtle.exportKey('jwk', pair.publicKey);
    const pkcs8 = await globalThis.crypto.subtle.exportKey('pkcs8', pair.privateKey);
    await repository.insert({
      kid: randomUUID(),
      algorithm: ENCRYPTION_SCHEME,
      public_jwk: JSON.stringify({ kty: jwk.kty, n: jwk.n, e: jwk.e }),
      private_pkcs8: box.seal(bytesToBase64(pkcs8)),
      created_at: now(),
      retired_at: null,
    });
    // Read back rather than use ours: if another process inserted at the same moment, all agree.
    const stored = await repository.current();
    if (!stored) throw new Error('encryption key was not stored');
    return importPrivate(stored, box);
  }

  /** The key clients encrypt with. */
  async function publicKey(): Promise<EncryptionKey> {
    if (!current) {
      const loading = loadOrCreate();
      current = loading;
      // A failed load (database down) must not stick: the next call tries again.
      loading.catch(() => {
        if (current === loading) current = undefined;
      });
    }
    const key = await current;
    if (!keys.has(key.kid)) keys.set(key.kid, Promise.resolve(key));
    return key.publicKey;
  }

  async function privateKey(kid: string): Promise<CryptoKey | undefined> {
    let loading = keys.get(kid);
    if (!loading) {
      loading = repository.byKid(kid).then((row) => (row && row.retired_at === null ? importPrivate(row, box) : undefined));
      keys.set(kid, loading);
      // Unknown kids are not cached: a flood of made-up kids must not grow the map.
      loading.then(
        (k) => {
          if (!k) keys.delete(kid);
        },
        () => keys.delete(kid),
      );
    }
    return (await loading)?.privateKey;
  }

  function cleanupNonces(t: number): void {
    if (t - lastNonceCleanup < NONCE_CLEANUP_MS) return;
    lastNonceCleanup = t;
    repository.deleteExpiredNonces(t).catch(() => undefined);
  }

  return {
    publicKey,

    /**
     * Start-up: private halves stored in the clear (a database from before sealing) or sealed with the
     * previous DATA_ENCRYPTION_KEY are sealed again with the current key.
     */
    async resealStored(): Promise<number> {
      let resealed = 0;
      for (const row of await repository.all()) {
        if (box.isCurrent(row.private_pkcs8)) continue;
        await repository.resealPrivate(row.kid, row.private_pkcs8, box.seal(box.open(row.private_pkcs8)));
        resealed++;
      }
      return resealed;
    },

    /**
     * Opens a sealed body: decrypts it, checks its age and that its nonce is new, and validates the
     * payload with the route's schema. Throws request.encryption.invalid, request.replayed or
     * request.invalid (naming the field).
     */
    async open<S extends z.ZodType>(body: EncryptedBody, schema: S): Promise<z.output<S>> {
      await publicKey();
      const key = await privateKey(body.kid);
      if (!key) {
        throw new AppError('request.encryption.invalid', { message: 'The encryption key is unknown. Please refresh the page and try again.' });
      }
      let sealed: Awaited<ReturnType<typeof decryptPayload>>;
      try {
        sealed = await decryptPayload(key, body);
      } catch {
        throw new AppError('request.encryption.invalid');
      }
      const { ts, nonce, ...payload } = sealed;
      const t = now();
      if (!Number.isFinite(ts) || t - ts > MAX_AGE_MS || ts - t > MAX_SKEW_MS) {
        throw new AppError('request.encryption.invalid', {
          message: 'The request has expired. Please check the time of your device and try again.',
        });
      }
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) throw new AppError('request.encryption.invalid');
      // Kept until the body could no longer pass the age check anyway.
      if (!(await repository.rememberNonce(nonce, ts + MAX_AGE_MS + MAX_SKEW_MS))) {
        throw new AppError('request.replayed');
      }
      cleanupNonces(t);

      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({
          path: ['body', ...i.path.map(String)].join('.'),
          message: i.message,
        }));
        const message = `Invalid ${issues.map((i) => `${i.path} (${i.message})`).join(', ')}`;
        throw new AppError('request.invalid', { message, value: { issues } });
      }
      return parsed.data;
    },
  };
}

export type EncryptionService = ReturnType<typeof createEncryptionService>;
