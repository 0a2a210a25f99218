import { queryOptions } from '@tanstack/react-query';
import { INBOX_CHAT_PATHS } from '@lobby/contract/paths';
import { readUnreadCount, UNREAD_THROTTLE_MS } from '@/shared/api/inbox/get-inbox-unread-count';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';
import { throttleAsync } from '@/shared/lib/throttle-async';

export const chatKeys = { unreadCount: [ACCOUNT_QUERY_ROOT, 'chat', 'unread-count'] as const };

/** Customer-service replies not seen yet (module CBS3; never asked for trial accounts). */
export const fetchChatUnreadCount = throttleAsync(
  async () => readUnreadCount(await api.get(INBOX_CHAT_PATHS.chatUnreadCount, { silent: true })),
  UNREAD_THROTTLE_MS,
);

export function chatUnreadCountQueryOptions() {
  return queryOptions({ queryKey: chatKeys.unreadCount, queryFn: () => fetchChatUnreadCount() });
}
