import { CONSOLE_PLAYERS_PATHS, MONEY_OPS_PATHS } from '@lobby/contract/paths';
import type { ConsoleMemberDetail, ConsoleMemberLedger, ConsoleMemberRow } from '@lobby/contract';
import { api, buildUrl, opsPath } from '@/shared/api/client';
import type { MemberNote, Page } from '@/shared/api/types';

export interface MemberQuery {
  merchant: string;
  q?: string;
  field?: string;
  status?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The player file's tabs that list records the server pages (the ledger has a tab of its own). */
export const PLAYER_LISTS = ['rounds', 'deposits', 'withdrawals', 'sessions', 'logins', 'notes'] as const;
export type PlayerList = (typeof PLAYER_LISTS)[number];

export const playersApi = {
  search: (q: MemberQuery, signal?: AbortSignal) => api.get<{ list: ConsoleMemberRow[]; total: number }>(CONSOLE_PLAYERS_PATHS.members, { ...q }, signal),
  detail: (account: string, merchant: string, signal?: AbortSignal) => api.get<ConsoleMemberDetail>(opsPath(CONSOLE_PLAYERS_PATHS.member, { account }), { merchant }, signal),
  /** a page of the member's transfers (newest first) with their accounts */
  ledger: (account: string, merchant: string, beforeId?: number, signal?: AbortSignal) =>
    api.get<ConsoleMemberLedger>(opsPath(MONEY_OPS_PATHS.memberLedger, { account }), { merchant, beforeId, limit: 50 }, signal),
  /** every transfer as a CSV download, from the server */
  ledgerCsv: (account: string, merchant: string) => buildUrl(opsPath(MONEY_OPS_PATHS.memberLedger, { account }), { merchant, format: 'csv' }),
  list: (account: string, list: PlayerList, merchant: string, beforeId?: number, signal?: AbortSignal) =>
    api.get<Page<Record<string, unknown>>>(opsPath(`/ops/members/:account/${list}`, { account }), { merchant, beforeId, limit: 50 }, signal),
  setStatus: (account: string, merchant: string, enabled: boolean, reason: string) =>
    api.post<{ status: string }>(opsPath(CONSOLE_PLAYERS_PATHS.memberStatus, { account }), { enabled, reason }, { merchant }),
  endSession: (account: string, merchant: string, id: string | number) =>
    api.del<unknown>(opsPath(CONSOLE_PLAYERS_PATHS.memberSession, { account, id }), { merchant }),
  endAllSessions: (account: string, merchant: string) => api.del<unknown>(opsPath(CONSOLE_PLAYERS_PATHS.memberSessions, { account }), { merchant }),
  addNote: (account: string, merchant: string, text: string) => api.post<MemberNote>(opsPath(CONSOLE_PLAYERS_PATHS.memberNotes, { account }), { text }, { merchant }),
};
