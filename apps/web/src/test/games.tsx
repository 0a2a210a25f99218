import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Game, GameList } from '@lobby/contract';
import { createQueryClient } from '@/app/query-client';
import { useFavouriteIdsKept } from '@/shared/api/games/favourites';

/** A catalogue game with every field; override what a test is about. */
export function makeGame(overrides: Partial<Game> = {}): Game {
  const nodeId = overrides.nodeId ?? '1000001';
  return {
    nodeId,
    nodeName: `Game ${nodeId}`,
    gameName: `Game ${nodeId}`,
    gameId: nodeId,
    gameCode: `CODE_${nodeId}`,
    gameType: 'RNG',
    vassalage: 'JILI',
    vendorName: 'JILI',
    gameClassify: 'SLOT',
    iconUrl: `/media/games/${nodeId}.svg`,
    showIcon: true,
    isNew: false,
    isGameH5: true,
    playType: 'Tradition',
    freeplay: true,
    minBet: 1,
    minLine: 1,
    ...overrides,
  };
}

/** `count` games numbered from `from`. */
export function makeGames(count: number, from = 1, overrides: Partial<Game> = {}): Game[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return makeGame({ nodeId: String(1_000_000 + n), gameName: `Game ${n}`, nodeName: `Game ${n}`, ...overrides });
  });
}

/** One page of the list answer; `total` games in all. */
export function gamePage(pageNo: number, pageSize: number, total: number, overrides: Partial<Game> = {}): GameList {
  const start = (pageNo - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  return {
    games: makeGames(count, start + 1, overrides),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    totalCount: total,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The shell's one watcher of the member's favourites (the cards read its answer): `keepFavourites`. */
function FavouritesKept() {
  useFavouriteIdsKept();
  return null;
}

/** Renders a piece of UI inside a router (any path) and a fresh query client, with a location read-out. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/m/slot-games', client, keepFavourites = false }: { path?: string; client?: QueryClient; keepFavourites?: boolean } = {},
) {
  const queryClient = client ?? createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            {keepFavourites ? <FavouritesKept /> : null}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client: queryClient };
}

/** A promise with its resolver outside, to hold an answer back while a test looks at the screen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

class NoopObserver {
  observe(_target?: Element) {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Reports every observed element as on screen (a tall enough viewport): content waiting to be near mounts. */
class EverythingInViewObserver extends NoopObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    super();
  }

  override observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
}

/**
 * jsdom has no layout observers, and the screens use them (rows that mount when near, the carousels' shown
 * slide): every test of the file gets do-nothing ones, or with `inView` an IntersectionObserver that sees
 * everything on screen.
 */
export function stubLayoutObservers({ inView = false }: { inView?: boolean } = {}): void {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', inView ? EverythingInViewObserver : NoopObserver);
    vi.stubGlobal('ResizeObserver', NoopObserver);
  });
}
