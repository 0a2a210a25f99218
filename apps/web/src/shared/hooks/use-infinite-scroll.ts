import { useEffect, useRef } from 'react';

/** Within 300 px of the bottom, at most once per 1000 ms. */
export const INFINITE_SCROLL_THRESHOLD_PX = 300;
export const INFINITE_SCROLL_THROTTLE_MS = 1000;

export interface InfiniteScrollOptions {
  /** there is another page */
  hasMore: boolean;
  /** a page is on its way: the scroll is locked until it lands */
  loading: boolean;
  onLoadMore: () => void;
  threshold?: number;
  throttleMs?: number;
  enabled?: boolean;
}

/** Page geometry, read in one place so tests can drive it. */
export function distanceToBottom(): number {
  const doc = document.documentElement;
  return doc.scrollHeight - (window.scrollY + window.innerHeight);
}

/**
 * Loads the next page while the player scrolls down the page: only on a downward scroll that ends within
 * `threshold` px of the bottom, only while there is more, never while a page is loading, and at most once
 * per `throttleMs`.
 */
export function useInfiniteScroll({
  hasMore,
  loading,
  onLoadMore,
  threshold = INFINITE_SCROLL_THRESHOLD_PX,
  throttleMs = INFINITE_SCROLL_THROTTLE_MS,
  enabled = true,
}: InfiniteScrollOptions): void {
  const latest = useRef({ hasMore, loading, onLoadMore });
  latest.current = { hasMore, loading, onLoadMore };

  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    let lastLoad = -Infinity;
    const onScroll = () => {
      const y = window.scrollY;
      const down = y > lastY;
      lastY = y;
      const state = latest.current;
      if (!down || !state.hasMore || state.loading) return;
      if (distanceToBottom() > threshold) return;
      const now = Date.now();
      if (now - lastLoad < throttleMs) return;
      lastLoad = now;
      state.onLoadMore();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold, throttleMs]);
}
