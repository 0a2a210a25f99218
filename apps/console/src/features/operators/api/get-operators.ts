import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Operator = EndpointResult<typeof endpoints.operators>['list'][number];

export const operatorsKey = ['ops', 'operators'] as const;

/** The operators within the signed-in owner's merchants. */
export function getOperators(signal?: AbortSignal) {
  return api.call(endpoints.operators, {}, signal);
}

export function operatorsQueryOptions() {
  return queryOptions({ queryKey: operatorsKey, queryFn: ({ signal }) => getOperators(signal) });
}
