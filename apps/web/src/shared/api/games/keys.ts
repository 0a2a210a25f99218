import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/**
 * Query keys of the game lobby. Catalogue answers are public and keyed by language; favourites and recent
 * belong to the signed-in account (ACCOUNT_QUERY_ROOT), so they go when the session ends.
 */
export const gameKeys = {
  all: ['games'] as const,
  vendorMapping: (language: string) => ['games', 'vendors', 'mapping', language] as const,
  vendorSorting: (language: string) => ['games', 'vendors', 'sorting', language] as const,
  lists: ['games', 'list'] as const,
  list: (params: Record<string, unknown>) => ['games', 'list', params] as const,
  hot: (language: string) => ['games', 'hot', language] as const,
  popular: (params: Record<string, unknown>) => ['games', 'popular', params] as const,
  favouriteIds: [ACCOUNT_QUERY_ROOT, 'games', 'favourites', 'ids'] as const,
  favouriteLists: [ACCOUNT_QUERY_ROOT, 'games', 'favourites', 'list'] as const,
  favouriteList: (pageSize: number, language: string) =>
    [ACCOUNT_QUERY_ROOT, 'games', 'favourites', 'list', pageSize, language] as const,
  recentAll: [ACCOUNT_QUERY_ROOT, 'games', 'recent'] as const,
  recent: (params: Record<string, unknown>) => [ACCOUNT_QUERY_ROOT, 'games', 'recent', params] as const,
};
