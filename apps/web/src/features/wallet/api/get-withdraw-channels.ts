import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { paymentChannelListSchema, type PaymentChannel } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export const withdrawChannelKeys = { all: [ACCOUNT_QUERY_ROOT, 'withdraw', 'channels'] as const };

export async function fetchWithdrawChannels(signal?: AbortSignal): Promise<PaymentChannel[]> {
  const raw = await api.get(MONEY_PATHS.withdrawChannels, { signal, silent: true });
  return paymentChannelListSchema.parse(raw);
}

export function withdrawChannelsQueryOptions() {
  return queryOptions({ queryKey: withdrawChannelKeys.all, queryFn: ({ signal }) => fetchWithdrawChannels(signal) });
}

export function useWithdrawChannels() {
  return useQuery(withdrawChannelsQueryOptions());
}
