import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { InboxPage } from '@lobby/contract';
import { INBOX_CHAT_PATHS } from '@lobby/contract/paths';
import { api, type PlayerResult } from '@/shared/lib/api';
import { inboxKeys } from '@/shared/api/inbox/get-inbox-unread-count';

export type MarkReadResult = PlayerResult<'POST', typeof INBOX_CHAT_PATHS.inboxRead>;

export function markInboxRead(ids: number[]): Promise<MarkReadResult> {
  return api.post(INBOX_CHAT_PATHS.inboxRead, { body: { ids }, silent: true });
}

/**
 * Marks messages read: the list shows them read at once, and the badge takes the count the server answers
 * (no second call). A failure puts the list back as it was.
 */
export function useMarkInboxRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markInboxRead,
    onMutate: async (ids: number[]) => {
      await client.cancelQueries({ queryKey: inboxKeys.lists });
      // every language's copy of the list: a message read in one is read in all
      const before = client.getQueriesData<InfiniteData<InboxPage>>({ queryKey: inboxKeys.lists });
      const wanted = new Set(ids);
      client.setQueriesData<InfiniteData<InboxPage>>({ queryKey: inboxKeys.lists }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                list: p.list.map((m) => (wanted.has(m.id) ? { ...m, read: true } : m)),
              })),
            }
          : data,
      );
      return { before };
    },
    onSuccess: (result) => {
      client.setQueryData(inboxKeys.unreadCount, result.unReadCount);
    },
    onError: (_error, _ids, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
  });
}
