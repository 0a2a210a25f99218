import { useEffect, useState } from 'react';

/** The longest a deferred part waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser has a quiet moment after this component mounted (requestIdleCallback, at most
 * IDLE_TIMEOUT_MS), then true: work that can wait (a pop-up over a page that just came alive) starts after
 * the page's own start-up rather than inside it.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
