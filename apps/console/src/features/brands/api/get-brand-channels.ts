import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Channel = EndpointResult<typeof endpoints.brandChannels>['list'][number];

export const brandChannelsKey = (code: string) => ['ops', 'channels', code] as const;

/** A brand's deposit and withdrawal channels with their limits, switched-off ones included. */
export function getBrandChannels(code: string, signal?: AbortSignal) {
  return api.call(endpoints.brandChannels, { params: { code } }, signal);
}

export function brandChannelsQueryOptions(code: string) {
  return queryOptions({ queryKey: brandChannelsKey(code), queryFn: ({ signal }) => getBrandChannels(code, signal) });
}
