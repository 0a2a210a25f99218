import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import type { Language } from '@lobby/contract/rules';
import type { Notice } from '@lobby/contract/schemas';
import { contentKeys } from '@/shared/api/content/keys';
import { checkedAnswer, isNumber, isObject, isString } from '@/shared/api/validate-answer';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api } from '@/shared/lib/api';

function isNotice(n: unknown): boolean {
  return (
    isObject(n) &&
    isNumber(n.id) &&
    isString(n.text) &&
    (n.level === 'info' || n.level === 'important') &&
    (n.announcementId === null || isNumber(n.announcementId))
  );
}

/** The ticker's notices, live now, in the operator's order (checked by hand: home carries no zod). */
export async function fetchNotices(language: Language, signal?: AbortSignal): Promise<Notice[]> {
  // The ticker fails quietly: it says there is no notice rather than raising a toast over home.
  const raw = await api.get(CONTENT_PATHS.notices, { signal, silent: true });
  return checkedAnswer<{ list: Notice[] }>(raw, (v) => isObject(v) && Array.isArray(v.list) && v.list.every(isNotice)).list;
}

export function noticesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: contentKeys.notices(language),
    queryFn: ({ signal }) => fetchNotices(language, signal),
    // Notices change a few times a day; the server lets caches keep them 30 s.
    staleTime: 60_000,
  });
}

export function useNotices() {
  return useQuery(noticesQueryOptions(useListLanguage()));
}
