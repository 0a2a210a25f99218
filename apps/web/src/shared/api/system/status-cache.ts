import type { SystemStatus } from '@lobby/contract';
import { getMerchant } from '@/shared/lib/merchant';
import { local, STORAGE_KEYS } from '@/shared/lib/storage';

/**
 * The last status answer, kept in localStorage so the gate (and the language choice) can render on the
 * first frame of the next visit while a fresh answer is fetched in the background.
 */
interface CachedStatus {
  savedAt: number;
  value: SystemStatus;
}

export function readCachedStatus(): CachedStatus | null {
  const cached = local.getJson<CachedStatus>(STORAGE_KEYS.statusCache);
  if (!cached || typeof cached.savedAt !== 'number' || !cached.value?.info) return null;
  // A cache from another tenant (e.g. after ?merchant=OTHER) must not paint the wrong brand.
  const merchant = getMerchant();
  if (merchant && cached.value.info.merchantCode !== merchant) return null;
  return cached;
}

export function writeCachedStatus(value: SystemStatus): void {
  local.setJson(STORAGE_KEYS.statusCache, { savedAt: Date.now(), value } satisfies CachedStatus);
}
