import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { campaignsKey } from './get-campaigns';

export type PromoCode = EndpointResult<typeof endpoints.bonusCodes>['list'][number];

export const codesKey = (merchant: string, id: number) => [...campaignsKey(merchant), id, 'codes'] as const;

/** A campaign's promo codes with their uses. */
export function getCodes(merchant: string, id: number, signal?: AbortSignal) {
  return api.call(endpoints.bonusCodes, { params: { id }, query: { merchant } }, signal);
}

export function codesQueryOptions(merchant: string, id: number) {
  return queryOptions({ queryKey: codesKey(merchant, id), queryFn: ({ signal }) => getCodes(merchant, id, signal), enabled: Boolean(merchant) });
}
