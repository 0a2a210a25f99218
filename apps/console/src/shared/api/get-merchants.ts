import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Merchant = EndpointResult<typeof endpoints.brands>[number];

/** The merchants the signed-in operator sees, with their switches: the top bar's list and the brands screen. */
export const merchantsKey = ['ops', 'merchants'] as const;

export function getMerchants(signal?: AbortSignal): Promise<Merchant[]> {
  return api.call(endpoints.brands, {}, signal);
}

export function merchantsQueryOptions() {
  return queryOptions({ queryKey: merchantsKey, queryFn: ({ signal }) => getMerchants(signal) });
}
