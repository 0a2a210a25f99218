import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PATHS } from '@lobby/contract/paths';
import type { Marketing } from '@lobby/contract';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/**
 * The member's marketing consent per channel, with what each channel needs (a verified e-mail, a phone, a
 * subscribed browser). Reading it also tells the server the app's language, which messages are then sent in.
 */
export const marketingKeys = { all: [ACCOUNT_QUERY_ROOT, 'settings', 'marketing'] as const };

export async function fetchMarketing(signal?: AbortSignal): Promise<Marketing> {
  return api.get(MESSAGE_PATHS.marketing, { signal, silent: true });
}

export function marketingQueryOptions() {
  return queryOptions({ queryKey: marketingKeys.all, queryFn: ({ signal }) => fetchMarketing(signal) });
}

export function useMarketing() {
  return useQuery(marketingQueryOptions());
}

export type MarketingChange = Partial<Pick<Marketing, 'marketing' | 'email' | 'sms' | 'push'>>;

export async function setMarketing(change: MarketingChange): Promise<Marketing> {
  return api.put(MESSAGE_PATHS.marketing, { body: change, silent: true });
}

/** Saves one choice; the answer is the new state (no refetch needed). */
export function useSetMarketing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setMarketing, onSuccess: (next) => client.setQueryData(marketingKeys.all, next) });
}
