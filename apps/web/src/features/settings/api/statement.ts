import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROTECTION_PATHS } from '@lobby/contract/paths';
import { api, type PlayerResult } from '@/shared/lib/api';
import { protectionKeys } from './protection';

export type Statement = PlayerResult<'GET', typeof PROTECTION_PATHS.statement>;
export type StatementMonth = Statement['months'][number];

/** Deposits, withdrawals and net, with stakes and wins, for each of the last twelve months (newest first). */
export async function fetchStatement(signal?: AbortSignal): Promise<Statement> {
  return api.get(PROTECTION_PATHS.statement, { signal, silent: true });
}

export function useStatement() {
  return useQuery(queryOptions({ queryKey: protectionKeys.statement, queryFn: ({ signal }) => fetchStatement(signal) }));
}
