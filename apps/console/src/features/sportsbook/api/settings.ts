import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { sportsbookKey } from './events';

export type Margins = EndpointResult<typeof endpoints.sportsMargins>;
export type Limits = EndpointResult<typeof endpoints.sportsLimits>;
export type Limit = Limits['limits'][number];
export type LimitBody = EndpointBody<typeof endpoints.setSportsLimit>;
export type MarginsBody = EndpointBody<typeof endpoints.setSportsMargins>;

export function marginsQueryOptions(merchant: string) {
  return queryOptions({
    queryKey: [...sportsbookKey(merchant), 'margins'] as const,
    queryFn: ({ signal }) => api.call(endpoints.sportsMargins, { query: { merchant } }, signal),
    enabled: Boolean(merchant),
  });
}

/** New margins reprice every market at once: everything of the merchant's book is refreshed. */
export function useSetMargins() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarginsBody) => api.call(endpoints.setSportsMargins, { body }),
    onSuccess: async (answer, body) => {
      client.setQueryData([...sportsbookKey(body.merchant), 'margins'], answer);
      await client.invalidateQueries({ queryKey: sportsbookKey(body.merchant) });
    },
  });
}

export function limitsQueryOptions(merchant: string) {
  return queryOptions({
    queryKey: [...sportsbookKey(merchant), 'limits'] as const,
    queryFn: ({ signal }) => api.call(endpoints.sportsLimits, { query: { merchant } }, signal),
    enabled: Boolean(merchant),
  });
}

export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitBody) => api.call(endpoints.setSportsLimit, { body }),
    onSuccess: (answer, body) => {
      client.setQueryData([...sportsbookKey(body.merchant), 'limits'], answer);
    },
  });
}
