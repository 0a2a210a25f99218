import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that render, true after: for what only the
 * phone knows (its time zone for a time of day), which the server's rendering leaves out rather than
 * hydrate a different text.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
