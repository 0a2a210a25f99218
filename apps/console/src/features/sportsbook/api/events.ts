import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type OpsEventList = EndpointResult<typeof endpoints.opsSportsEvents>;
export type OpsEventRow = OpsEventList['list'][number];
export type OpsEventDetail = EndpointResult<typeof endpoints.opsSportsEvent>;
export type OpsMarket = OpsEventDetail['marketList'][number];
export type OpsSelection = OpsMarket['selections'][number];
export type Settlement = OpsEventDetail['settlements'][number];
export type EventsQuery = Omit<EndpointQuery<typeof endpoints.opsSportsEvents>, 'limit'>;
export type SettleBody = EndpointBody<typeof endpoints.settleSportsMarket>;

/** Every sportsbook answer of a merchant sits under this key: a change refreshes the lists and the open event. */
export const sportsbookKey = (merchant: string) => ['ops', 'sportsbook', merchant] as const;

/** A few seconds between refreshes while a list or an event is live (scores, clocks, liability move). */
export const LIVE_REFRESH_MS = 5_000;

/** The events at the merchant's prices with its open bets, stakes and worst liability; polled while any is live. */
export function eventsQueryOptions(query: EventsQuery) {
  return queryOptions({
    queryKey: [...sportsbookKey(query.merchant), 'events', query] as const,
    queryFn: ({ signal }) => api.call(endpoints.opsSportsEvents, { query }, signal),
    enabled: Boolean(query.merchant),
    refetchInterval: (q) => (q.state.data?.list.some((e) => e.status === 'live') ? LIVE_REFRESH_MS : false),
  });
}

/** One event with its markets, liability per outcome and settlement history; polled while live. */
export function eventQueryOptions(merchant: string, id: number) {
  return queryOptions({
    queryKey: [...sportsbookKey(merchant), 'event', id] as const,
    queryFn: ({ signal }) => api.call(endpoints.opsSportsEvent, { params: { id }, query: { merchant } }, signal),
    enabled: Boolean(merchant) && Number.isSafeInteger(id) && id > 0,
    refetchInterval: (q) => (q.state.data?.status === 'live' ? LIVE_REFRESH_MS : false),
  });
}

/** The event's answer after a change is the event as it now stands: put in the cache at once, the rest refreshed. */
function useEventChange<V extends { merchant: string; eventId: number }, R>(call: (v: V) => Promise<R>, returnsEvent: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer, v) => {
      if (returnsEvent) client.setQueryData([...sportsbookKey(v.merchant), 'event', v.eventId], answer as OpsEventDetail);
      await client.invalidateQueries({ queryKey: sportsbookKey(v.merchant) });
    },
  });
}

export function useSuspendEvent() {
  return useEventChange(
    ({ merchant, eventId, suspended, reason }: { merchant: string; eventId: number; suspended: boolean; reason: string }) =>
      api.call(endpoints.suspendSportsEvent, { params: { id: eventId }, body: { merchant, suspended, reason } }),
    true,
  );
}

export function useSuspendMarket() {
  return useEventChange(
    ({ merchant, marketId, suspended, reason }: { merchant: string; eventId: number; marketId: number; suspended: boolean; reason: string }) =>
      api.call(endpoints.suspendSportsMarket, { params: { id: marketId }, body: { merchant, suspended, reason } }),
    true,
  );
}

export function useSettleMarket() {
  return useEventChange(
    ({ marketId, body }: { merchant: string; eventId: number; marketId: number; body: SettleBody }) => api.call(endpoints.settleSportsMarket, { params: { id: marketId }, body }),
    false,
  );
}

export function useVoidMarket() {
  return useEventChange(
    ({ marketId, reason }: { merchant: string; eventId: number; marketId: number; reason: string }) => api.call(endpoints.voidSportsMarket, { params: { id: marketId }, body: { reason } }),
    false,
  );
}
