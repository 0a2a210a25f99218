import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { depositChannelsSchema } from '@lobby/contract/schemas';
import type { z } from 'zod';
import { http } from '@/shared/lib/http';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export type DepositChannels = z.infer<typeof depositChannelsSchema>;
export type FirstDepositBonus = NonNullable<DepositChannels['firstDepositBonus']>;

/** Per account: the first-deposit offer disappears once the member has used it. */
export const depositChannelKeys = { all: [ACCOUNT_QUERY_ROOT, 'deposit', 'channels'] as const };

export async function fetchDepositChannels(signal?: AbortSignal): Promise<DepositChannels> {
  return depositChannelsSchema.parse(await http.get<unknown>(MONEY_PATHS.depositChannels, { signal, silent: true }));
}

export function depositChannelsQueryOptions() {
  return queryOptions({ queryKey: depositChannelKeys.all, queryFn: ({ signal }) => fetchDepositChannels(signal) });
}

export function useDepositChannels() {
  return useQuery(depositChannelsQueryOptions());
}
