import { infiniteQueryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type KycSubmissionRow = EndpointResult<typeof endpoints.kycSubmissions>['list'][number];
export type KycSubmissionFilters = Pick<EndpointQuery<typeof endpoints.kycSubmissions>, 'merchant' | 'status' | 'level' | 'account'>;

/** Every list of verification submissions (the queue, a player's file): a decision invalidates them all. */
export const kycSubmissionsKey = ['ops', 'kyc', 'submissions'] as const;

/** A page (50, oldest waiting first, after `beforeId`) of a merchant's submissions, or one player's; times on its clock. */
export function getKycSubmissions(filters: KycSubmissionFilters, beforeId: number | undefined, signal?: AbortSignal) {
  return api.call(endpoints.kycSubmissions, { query: { ...filters, beforeId, limit: 50 } }, signal);
}

export function kycSubmissionsQueryOptions(filters: KycSubmissionFilters) {
  return infiniteQueryOptions({
    queryKey: [...kycSubmissionsKey, filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getKycSubmissions(filters, pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(filters.merchant),
  });
}
