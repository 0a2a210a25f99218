import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type MemberRow = EndpointResult<typeof endpoints.members>['list'][number];
export type MemberQuery = EndpointQuery<typeof endpoints.members>;

/** A page of a merchant's players: prefix search, status filter, the server's sort, with the total. */
export function getMembers(query: MemberQuery, signal?: AbortSignal) {
  return api.call(endpoints.members, { query }, signal);
}

/** The grid keeps the previous page on screen while the next one loads. */
export function membersQueryOptions(query: MemberQuery) {
  return queryOptions({
    queryKey: ['ops', 'members', query],
    queryFn: ({ signal }) => getMembers(query, signal),
    enabled: Boolean(query.merchant),
    placeholderData: keepPreviousData,
  });
}
