import { queryOptions, useQuery, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Game, GamePage } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api, type PlayerBody } from '@/shared/lib/api';
import { useRole } from '@/shared/lib/session';
import { gameKeys } from './keys';
import { useCachedQueryData } from '@/shared/api/cached-query';

/** Favourites lists hold 200 games on list screens, 100 on home. */
export type FavouritePageSize = 100 | 200;

export type FavouriteInput = PlayerBody<'POST', typeof GAME_PATHS.favourites>;

export function fetchFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  return api.get(GAME_PATHS.favouriteIds, { signal, silent: true });
}

export function fetchFavouriteList(pageSize: FavouritePageSize, language: string, signal?: AbortSignal) {
  return api.get(GAME_PATHS.favouriteList, { query: { pageNo: 1, pageSize, language }, signal });
}

/** Both answer the member's favourite nodeIds after the change. */
export function addFavourite(input: FavouriteInput): Promise<string[]> {
  return api.post(GAME_PATHS.favourites, { body: input });
}

export function removeFavourite(input: FavouriteInput): Promise<string[]> {
  return api.delete(GAME_PATHS.favourites, { body: input });
}

export function favouriteIdsQueryOptions() {
  return queryOptions({
    queryKey: gameKeys.favouriteIds,
    queryFn: ({ signal }) => fetchFavouriteIds(signal),
  });
}

/** Favourites are a real-account function: visitors and trial accounts ask for nothing. */
function useHasFavourites(): boolean {
  const role = useRole();
  return role === 'member' || role === 'agent';
}

/**
 * Keeps the member's favourite nodeIds fresh (the shell calls it once for the whole app): the cards read
 * the answer from the cache (`useIsFavourite`) rather than each observing the query.
 */
export function useFavouriteIdsKept(): void {
  const enabled = useHasFavourites();
  useQuery({ ...favouriteIdsQueryOptions(), enabled });
}

/**
 * Whether this game is one of the member's favourites (never for visitors and trial accounts). Each card
 * reads its own answer: a star toggled re-renders that card, not every card on the screen.
 */
export function useIsFavourite(nodeId: string): boolean {
  const enabled = useHasFavourites();
  const favourite = useCachedQueryData<string[], boolean>(gameKeys.favouriteIds, (ids) => ids?.includes(nodeId) === true);
  return enabled && favourite;
}

/** The member's favourite nodeIds as the cache holds them now (the star reads it when tapped). */
export function cachedFavouriteIds(client: QueryClient): readonly string[] {
  return client.getQueryData<string[]>(gameKeys.favouriteIds) ?? [];
}

export function favouriteListQueryOptions(pageSize: FavouritePageSize, language: string) {
  return queryOptions({
    queryKey: gameKeys.favouriteList(pageSize, language),
    queryFn: ({ signal }) => fetchFavouriteList(pageSize, language, signal),
  });
}

export function useFavouriteList(pageSize: FavouritePageSize, options: { enabled?: boolean } = {}) {
  const language = useListLanguage();
  const allowed = useHasFavourites();
  return useQuery({ ...favouriteListQueryOptions(pageSize, language), enabled: allowed && (options.enabled ?? true) });
}

interface Snapshot {
  ids: string[] | undefined;
  lists: [readonly unknown[], GamePage | undefined][];
}

/**
 * Applies a change to the cached ids (and, for a removal, to the cached favourites lists) before the server
 * answers; returns what was there so an error can put it back.
 */
async function applyOptimistic(client: QueryClient, nodeId: string, adding: boolean): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: gameKeys.favouriteIds });
  const ids = client.getQueryData<string[]>(gameKeys.favouriteIds);
  const lists = client.getQueriesData<GamePage>({ queryKey: gameKeys.favouriteLists });
  if (ids) {
    const has = ids.includes(nodeId);
    // Adding one that is there already changes nothing.
    if (adding && !has) client.setQueryData(gameKeys.favouriteIds, [nodeId, ...ids]);
    if (!adding && has) client.setQueryData(gameKeys.favouriteIds, ids.filter((id) => id !== nodeId));
  } else if (adding) {
    client.setQueryData(gameKeys.favouriteIds, [nodeId]);
  }
  if (!adding) {
    for (const [key, page] of lists) {
      if (!page) continue;
      const list = page.list.filter((g) => g.nodeId !== nodeId);
      if (list.length !== page.list.length) {
        client.setQueryData<GamePage>(key, { ...page, list, totalCount: Math.max(0, page.totalCount - 1) });
      }
    }
  }
  return { ids, lists };
}

function rollback(client: QueryClient, snapshot: Snapshot | undefined): void {
  if (!snapshot) return;
  client.setQueryData(gameKeys.favouriteIds, snapshot.ids);
  for (const [key, page] of snapshot.lists) client.setQueryData(key, page);
}

type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage'>;

function favouriteMutationOptions(
  client: QueryClient,
  adding: boolean,
): MutationOptions<string[], Error, FavouriteGame, Snapshot> {
  return {
    mutationFn: (game) => (adding ? addFavourite : removeFavourite)({ nodeId: game.nodeId, vendor: game.vassalage }),
    onMutate: (game) => applyOptimistic(client, game.nodeId, adding),
    onError: (_error, _game, snapshot) => rollback(client, snapshot),
    onSuccess: (ids) => client.setQueryData(gameKeys.favouriteIds, ids),
    onSettled: () => {
      // The lists are only refetched when they are next shown: a removal already took the card out.
      void client.invalidateQueries({ queryKey: gameKeys.favouriteLists, refetchType: adding ? 'active' : 'none' });
    },
  };
}

/**
 * Adds (the star fills at once and empties again if the server refuses) or removes (the star empties, and
 * the card leaves favourites lists, at once) a favourite. It runs the mutation through the client's
 * mutation cache, as `useMutation` does, without an observer: a screen of game cards would otherwise hold
 * two observers per card for a state no card shows.
 */
export function changeFavourite(client: QueryClient, game: FavouriteGame, adding: boolean): Promise<unknown> {
  const options = client.defaultMutationOptions(favouriteMutationOptions(client, adding));
  // The outcome shows in the cache (the optimistic change, kept or put back); nothing waits for it.
  return client
    .getMutationCache()
    .build(client, options)
    .execute(game)
    .catch(() => undefined);
}
