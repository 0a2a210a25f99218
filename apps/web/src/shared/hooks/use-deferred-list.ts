import { useDeferredValue, useMemo } from 'react';

/**
 * A list of tiles and its loading flag, rendered at low priority when they change. An answer arriving is a
 * synchronous store update (React renders those in one go): the update itself now renders nothing new, and
 * the tiles follow in a deferred render React cuts into slices of a few milliseconds, so a row of twenty
 * tiles landing never holds a tap up. The flag travels with the list, so the skeleton stays until the
 * tiles replace it. The first render (and hydration) shows the value as it is.
 */
export function useDeferredList<T>(items: readonly T[], loading: boolean): { items: readonly T[]; loading: boolean } {
  return useDeferredValue(useMemo(() => ({ items, loading }), [items, loading]));
}
