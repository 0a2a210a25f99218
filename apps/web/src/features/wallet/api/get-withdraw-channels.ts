import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { paymentChannelSchema, type PaymentChannel } from '@lobby/contract/schemas';
import { z } from 'zod';
import { http } from '@/shared/lib/http';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export const withdrawChannelKeys = { all: [ACCOUNT_QUERY_ROOT, 'withdraw', 'channels'] as const };

export async function fetchWithdrawChannels(signal?: AbortSignal): Promise<PaymentChannel[]> {
  const raw = await http.get<unknown>(MONEY_PATHS.withdrawChannels, { signal, silent: true });
  return z.array(paymentChannelSchema).parse(raw);
}

export function withdrawChannelsQueryOptions() {
  return queryOptions({ queryKey: withdrawChannelKeys.all, queryFn: ({ signal }) => fetchWithdrawChannels(signal) });
}

export function useWithdrawChannels() {
  return useQuery(withdrawChannelsQueryOptions());
}
