import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { depositChannelsSchema } from '@lobby/contract/schemas';
import { api, type PlayerResult } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export type DepositChannels = PlayerResult<'GET', typeof MONEY_PATHS.depositChannels>;
export type FirstDepositBonus = NonNullable<DepositChannels['firstDepositBonus']>;

/** Per account: the first-deposit offer disappears once the member has used it. */
export const depositChannelKeys = { all: [ACCOUNT_QUERY_ROOT, 'deposit', 'channels'] as const };

export async function fetchDepositChannels(signal?: AbortSignal): Promise<DepositChannels> {
  return depositChannelsSchema.parse(await api.get(MONEY_PATHS.depositChannels, { signal, silent: true }));
}

export function depositChannelsQueryOptions() {
  return queryOptions({ queryKey: depositChannelKeys.all, queryFn: ({ signal }) => fetchDepositChannels(signal) });
}

export function useDepositChannels() {
  return useQuery(depositChannelsQueryOptions());
}
