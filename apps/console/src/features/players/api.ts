import { api, opsPath } from '@/shared/api/client';
import type { MemberDetail, MemberNote, MemberRow, Page } from '@/shared/api/types';

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

export const PLAYER_LISTS = ['ledger', 'rounds', 'deposits', 'withdrawals', 'sessions', 'logins', 'notes'] as const;
export type PlayerList = (typeof PLAYER_LISTS)[number];

export const playersApi = {
  search: (q: MemberQuery, signal?: AbortSignal) => api.get<{ list: MemberRow[]; total: number }>('/ops/members', { ...q }, signal),
  detail: (account: string, merchant: string, signal?: AbortSignal) => api.get<MemberDetail>(opsPath('/ops/members/:account', { account }), { merchant }, signal),
  list: (account: string, list: PlayerList, merchant: string, beforeId?: number, signal?: AbortSignal) =>
    api.get<Page<Record<string, unknown>>>(opsPath(`/ops/members/:account/${list}`, { account }), { merchant, beforeId, limit: 50 }, signal),
  setStatus: (account: string, merchant: string, enabled: boolean, reason: string) =>
    api.post<{ status: string }>(opsPath('/ops/members/:account/status', { account }), { enabled, reason }, { merchant }),
  endSession: (account: string, merchant: string, id: string | number) =>
    api.del<unknown>(opsPath('/ops/members/:account/sessions/:id', { account, id }), { merchant }),
  endAllSessions: (account: string, merchant: string) => api.del<unknown>(opsPath('/ops/members/:account/sessions', { account }), { merchant }),
  addNote: (account: string, merchant: string, text: string) => api.post<MemberNote>(opsPath('/ops/members/:account/notes', { account }), { text }, { merchant }),
};
