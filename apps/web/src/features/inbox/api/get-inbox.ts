import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { INBOX_CHAT_PATHS } from '@lobby/contract/paths';
import { inboxPageSchema, type InboxPage } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ApiError } from '@/shared/lib/http';
import { useLanguage } from '@/shared/hooks/use-language';
import { useRole } from '@/shared/lib/session';
import { inboxKeys } from '@/shared/api/inbox/get-inbox-unread-count';

export const INBOX_PAGE_SIZE = 20;

export async function fetchInboxPage(pageNo: number, signal?: AbortSignal): Promise<InboxPage> {
  const raw = await api.get(INBOX_CHAT_PATHS.inbox, {
    query: { pageNo, pageSize: INBOX_PAGE_SIZE },
    signal,
    silent: true,
  });
  const parsed = inboxPageSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError({ status: 200, errorCode: 'response.invalid', message: '' });
  return parsed.data;
}

/** By language: the server answers each message in the Language header's language (see http). */
export function inboxQueryOptions(language: string) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.list(language),
    queryFn: ({ pageParam, signal }) => fetchInboxPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
}

/** The member's inbox, newest first, page by page (real accounts and agents only). */
export function useInbox() {
  const role = useRole();
  const [language] = useLanguage();
  return useInfiniteQuery({ ...inboxQueryOptions(language), enabled: role === 'member' || role === 'agent' });
}
