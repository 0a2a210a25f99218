import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { betRecordSchema, type BetRecord } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { betRecordKeys } from './get-bet-records';

export async function fetchBetRecord(id: number, signal?: AbortSignal): Promise<BetRecord> {
  const raw = await api.get(MONEY_PATHS.betRecord, { params: { id }, signal, silent: true });
  return betRecordSchema.parse(raw);
}

export function betRecordQueryOptions(id: number) {
  return queryOptions({ queryKey: betRecordKeys.one(id), queryFn: ({ signal }) => fetchBetRecord(id, signal) });
}

/** One round, fresh (an open round may have settled since the list was loaded); the list row paints first. */
export function useBetRecord(record: BetRecord) {
  return useQuery({ ...betRecordQueryOptions(record.id), placeholderData: record });
}
