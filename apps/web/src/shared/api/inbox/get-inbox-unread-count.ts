import { queryOptions } from '@tanstack/react-query';
import { INBOX_CHAT_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { ApiError } from '@/shared/lib/http';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';
import { throttleAsync } from '@/shared/lib/throttle-async';

export const UNREAD_THROTTLE_MS = 250;

export const inboxKeys = {
  all: [ACCOUNT_QUERY_ROOT, 'inbox'] as const,
  unreadCount: [ACCOUNT_QUERY_ROOT, 'inbox', 'unread-count'] as const,
  /** every language's list (what a read marks and a refresh reloads) */
  lists: [ACCOUNT_QUERY_ROOT, 'inbox', 'list'] as const,
  /** the list in one language: messages come in the reader's language */
  list: (language: string) => [ACCOUNT_QUERY_ROOT, 'inbox', 'list', language] as const,
};

/** Checked by hand: the bottom bar shows this count, and its chunk stays free of zod. */
export function readUnreadCount(raw: unknown): number {
  const n = (raw as { unReadCount?: unknown } | null)?.unReadCount;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new ApiError({ status: 200, errorCode: 'response.invalid', message: '' });
  }
  return n;
}

// A badge refresh is background work: its failures stay silent.
export const fetchInboxUnreadCount = throttleAsync(
  async () => readUnreadCount(await api.get(INBOX_CHAT_PATHS.inboxUnreadCount, { silent: true })),
  UNREAD_THROTTLE_MS,
);

export function inboxUnreadCountQueryOptions() {
  return queryOptions({ queryKey: inboxKeys.unreadCount, queryFn: () => fetchInboxUnreadCount() });
}
