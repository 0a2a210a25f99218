import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's filters in the URL's search params, so a filtered view can be reloaded, shared and exported as
 * it is. Missing params take their defaults; setting a filter to its default or to '' drops it from the URL.
 * Changes replace the history entry (typing a filter is not a trail of back-button stops).
 */
export function useUrlFilters<K extends string>(defaults: Record<K, string>): [Record<K, string>, (patch: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const key = JSON.stringify(defaults);
  const values = useMemo(
    () => Object.fromEntries(Object.entries(defaults).map(([k, d]) => [k, params.get(k) ?? d])) as Record<K, string>,
    [params, key], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const set = useCallback(
    (patch: Partial<Record<K, string>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch) as Array<[K, string | undefined]>) {
            if (v === undefined || v === '' || v === defaults[k]) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, key], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return [values, set];
}
