import { queryOptions, useQuery } from '@tanstack/react-query';
import { SPORTSBOOK_PATHS } from '@lobby/contract/paths';
import type { EventSummary, Sport } from '@lobby/contract';
import { api } from '@/shared/lib/api';
import { sportsbookKeys } from './keys';

/**
 * The events of the list: one sport, or several (the e-sports) fetched side by side and merged by start.
 * Prices and scores then move over the socket (use-live.ts); the list itself is refetched each minute for
 * events that start, end or appear.
 */
export async function fetchEvents(sports: readonly Sport[], when: 'live' | 'upcoming', signal?: AbortSignal): Promise<EventSummary[]> {
  const lists = await Promise.all(
    sports.map(async (sport) => (await api.get(SPORTSBOOK_PATHS.events, { query: { sport, when, limit: 100 }, signal, silent: true })).events),
  );
  return lists.flat().sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
}

export function eventsQueryOptions(key: string, sports: readonly Sport[], when: 'live' | 'upcoming') {
  return queryOptions({
    queryKey: sportsbookKeys.events(key, when),
    queryFn: ({ signal }) => fetchEvents(sports, when, signal),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

export function useEvents(key: string, sports: readonly Sport[], when: 'live' | 'upcoming') {
  return useQuery(eventsQueryOptions(key, sports, when));
}
