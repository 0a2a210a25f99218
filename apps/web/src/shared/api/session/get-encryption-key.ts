import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { encryptionKeySchema, type EncryptionKey } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';

/**
 * The server's public key for sealed bodies (login, register, set password by phone). Kept for a minute,
 * like the server's own cache header, so a rotated key reaches us soon; a refused seal refetches it.
 */
const KEY_TTL_MS = 60_000;
let cached: { key: Promise<EncryptionKey>; at: number } | null = null;

export async function fetchEncryptionKey(signal?: AbortSignal): Promise<EncryptionKey> {
  const raw = await api.get(ACCOUNT_PATHS.encryptionKey, { signal });
  return encryptionKeySchema.parse(raw);
}

export function getEncryptionKey({ fresh = false } = {}): Promise<EncryptionKey> {
  if (fresh || !cached || Date.now() - cached.at > KEY_TTL_MS) {
    const key = fetchEncryptionKey();
    cached = { key, at: Date.now() };
    // A failed fetch must not be remembered for a minute.
    key.catch(() => {
      if (cached?.key === key) cached = null;
    });
  }
  return cached.key;
}

/** Tests start every case without a remembered key. */
export function forgetEncryptionKey(): void {
  cached = null;
}
