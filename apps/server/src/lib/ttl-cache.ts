/**
 * A small in-process cache with a time to live and a size bound (the oldest entry goes first). Each
 * process keeps its own copy, so the TTL bounds how stale another process's answer can be after a change;
 * the process that made the change clears its copy at once. A TTL of 0 turns caching off.
 */
export interface TtlCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /**
   * the cached value, or the loader's (concurrent misses on one key share one load); a load that finds
   * nothing (undefined) is answered but not kept
   */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createTtlCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<T> {
  const { ttlMs, maxEntries } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const loading = new Map<string, Promise<T>>();
  let generation = 0;

  function get(key: string): T | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  function set(key: string, value: T): void {
    if (ttlMs <= 0) return;
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  return {
    get,
    set,
    async getOrLoad(key, load) {
      const hit = get(key);
      if (hit !== undefined) return hit;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = load()
        .then((value) => {
          // A load that began before clear() may carry old data: answer it, but do not keep it.
          if (started === generation && value !== undefined) set(key, value);
          return value;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      if (ttlMs > 0) loading.set(key, promise);
      return promise;
    },
    clear() {
      entries.clear();
      loading.clear();
      generation++;
    },
  };
}
