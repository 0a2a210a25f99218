import { infiniteQueryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { memberKey } from './get-member';

export type MemberLedger = EndpointResult<typeof endpoints.memberLedger>;
export type LedgerAccount = MemberLedger['accounts'][number];
export type LedgerTransfer = MemberLedger['transfers'][number];

/** A page of the member's transfers (newest first, 50, after `beforeId`) with their accounts. */
export function getMemberLedger(account: string, merchant: string, beforeId: number | undefined, signal?: AbortSignal) {
  return api.call(endpoints.memberLedger, { params: { account }, query: { merchant, beforeId, limit: 50 } }, signal);
}

export function memberLedgerQueryOptions(account: string, merchant: string) {
  return infiniteQueryOptions({
    queryKey: [...memberKey(merchant, account), 'ledger'],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getMemberLedger(account, merchant, pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Every transfer as a CSV download, made by the server. */
export function memberLedgerCsvUrl(account: string, merchant: string): string {
  return api.url(endpoints.memberLedger, { params: { account }, query: { merchant, format: 'csv' } });
}
