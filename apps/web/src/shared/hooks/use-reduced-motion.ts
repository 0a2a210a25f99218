import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * Whether the person asked for less motion; follows the setting live. A server-rendered page (and the
 * hydration of it) starts without the preference, which React then corrects before anything animates.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaList()?.matches ?? false,
    () => false,
  );
}
