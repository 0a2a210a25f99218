import { useInfiniteQuery } from '@tanstack/react-query';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { LOBBY_NEWS_KINDS, type Language } from '@lobby/contract/rules';
import type { LobbyNewsPage } from '@lobby/contract/schemas';
import { contentKeys } from '@/shared/api/content/keys';
import { checkedAnswer, isNumber, isObject, isString } from '@/shared/api/validate-answer';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api } from '@/shared/lib/api';

/** Entries a page: the section shows the first page and loads more on demand. */
export const LOBBY_NEWS_PAGE_SIZE = 5;

function isItem(n: unknown): boolean {
  return (
    isObject(n) &&
    isNumber(n.id) &&
    (LOBBY_NEWS_KINDS as readonly unknown[]).includes(n.kind) &&
    isString(n.title) &&
    isString(n.body) &&
    isNumber(n.publishedAt) &&
    (n.link === null || isString(n.link)) &&
    (n.amountText === null || isString(n.amountText)) &&
    (n.game === null || (isObject(n.game) && isString(n.game.gameName) && isString(n.game.vassalage)))
  );
}

export async function fetchLobbyNews(language: Language, pageNum: number, signal?: AbortSignal): Promise<LobbyNewsPage> {
  const raw = await api.get(CONTENT_PATHS.lobbyNews, {
    query: { pageNum, pageSize: LOBBY_NEWS_PAGE_SIZE },
    signal,
    silent: true,
  });
  return checkedAnswer<LobbyNewsPage>(
    raw,
    (v) => isObject(v) && Array.isArray(v.list) && v.list.every(isItem) && isNumber(v.pageNum) && isNumber(v.totalPages),
  );
}

/** The lobby news, newest first, a page at a time; reloads with the language. */
export function useLobbyNews() {
  const language = useListLanguage();
  return useInfiniteQuery({
    queryKey: contentKeys.lobbyNews(language),
    queryFn: ({ pageParam, signal }) => fetchLobbyNews(language, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 30_000,
  });
}
