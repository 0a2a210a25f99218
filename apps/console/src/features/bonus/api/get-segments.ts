import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Segment = EndpointResult<typeof endpoints.segments>['list'][number];

/** The brand's saved segments (name, players now) a campaign can be limited to. */
export function getSegments(merchant: string, signal?: AbortSignal) {
  return api.call(endpoints.segments, { query: { merchant } }, signal);
}

export function segmentsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: ['ops', 'segments', merchant, 'list'] as const, queryFn: ({ signal }) => getSegments(merchant, signal), enabled: Boolean(merchant) });
}
