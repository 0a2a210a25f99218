import { useSyncExternalStore } from 'react';
import { hashKey, notifyManager, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

type Subscribe = (listener: () => void) => () => void;

/** One subscription function per client and query: components share it (React subscribes each once). */
const subscribers = new WeakMap<QueryClient, Map<string, Subscribe>>();

function subscriberFor(client: QueryClient, queryKey: QueryKey): Subscribe {
  let byHash = subscribers.get(client);
  if (!byHash) {
    byHash = new Map();
    subscribers.set(client, byHash);
  }
  const hash = hashKey(queryKey);
  let subscribe = byHash.get(hash);
  if (!subscribe) {
    const cache = client.getQueryCache();
    // Only what can change the data (not observers coming and going), and told after the current task as
    // query observers are (notifyManager): a star tapped answers the tap's paint first, the readers follow.
    subscribe = (listener) =>
      cache.subscribe((event) => {
        if (event.query.queryHash !== hash) return;
        if (event.type === 'updated' || event.type === 'added' || event.type === 'removed') notifyManager.schedule(listener);
      });
    byHash.set(hash, subscribe);
  }
  return subscribe;
}

/**
 * A part of a query's cached data, for components shown in their hundreds (tiles, amounts) that read an
 * answer another component keeps fresh with `useQuery`. Each reader is a listener on the cache, not a query
 * observer (an observer each comes with its own stale and refetch timers and result tracking, which made
 * hydrating a lobby several times slower). `select` must return the same value for the same data (a part of
 * it or a primitive): the component re-renders only when its part changes.
 */
export function useCachedQueryData<TData, TSelected>(queryKey: QueryKey, select: (data: TData | undefined) => TSelected): TSelected {
  const client = useQueryClient();
  const read = () => select(client.getQueryData<TData>(queryKey));
  return useSyncExternalStore(subscriberFor(client, queryKey), read, read);
}
