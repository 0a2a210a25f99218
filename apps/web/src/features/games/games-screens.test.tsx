import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Game, HotGame, VendorMapping } from '@lobby/contract';
import { signIn } from '@/test/accounts';
import { envelope, makeStatus } from '@/test/fixtures';
import { deferred, gamePage, makeGame, makeGames, stubLayoutObservers } from '@/test/games';
import { mockFetch, renderApp } from '@/test/render-app';

const vendor = (vassalage: string, displayName: string, classifications: [string, string][] = [], gameCount = 10) => ({
  vassalage,
  displayName,
  accountTypeName: vassalage,
  mobileLargeIcon: `/media/vendors/${vassalage}.svg`,
  whiteIcon: `/media/vendors/${vassalage}-WHITE.svg`,
  gameCount,
  classifications: classifications.map(([gameClassify, name]) => ({ gameClassify, displayName: name })),
});

const mapping: VendorMapping = [
  {
    gameType: 'RNG',
    gameCount: 30,
    vendors: [
      vendor('JILI', 'JILI', [['SLOT', 'Slots'], ['JP', 'Jackpot']]),
      vendor('FC', 'Fa Chai', [['SLOT', 'Slots'], ['BG', 'Bingo']]),
    ],
  },
  { gameType: 'FISH', gameCount: 5, vendors: [vendor('JILI', 'JILI', [['FISH', 'Fishing']])] },
  { gameType: 'LIVE', gameCount: 5, vendors: [vendor('EVL', 'Evolve Live', [['BAC', 'Baccarat']])] },
  { gameType: 'SPORTS', gameCount: 1, vendors: [vendor('BTI', 'BTi Sports', [['SB', 'Sportsbook']])] },
  { gameType: 'LOTT', gameCount: 3, vendors: [vendor('TCG', 'TCG Lotto', [['LOTTO', 'Lotto']])] },
  { gameType: 'INHOUSE', gameCount: 3, vendors: [vendor('BGS', 'BGS Originals', [['CRASH', 'Crash']])] },
];

type ListQuery = Record<string, string>;

/** The first paint of a lazy screen; a loaded machine can take longer than the 5 s default. */
const SCREEN_LOAD = { timeout: 15_000 };

stubLayoutObservers();

/** Handlers for the lobby calls; every game-list request is recorded with its query. */
function lobby({
  total = 10,
  hot = [] as HotGame[],
  popular = [] as Game[],
  extra = {} as Parameters<typeof mockFetch>[0],
} = {}) {
  const lists: ListQuery[] = [];
  const fetchMock = mockFetch({
    '/wps/system/status': () => envelope(makeStatus()),
    '/lgw/vendors/mapping': () => envelope(mapping),
    '/lgw/banners': () => envelope([]),
    '/lgw/games/hot': () => envelope({ list: hot }),
    '/lgw/games/popular': () => envelope({ list: popular }),
    '/lgw/games/mobile': (request) => {
      const query = Object.fromEntries(new URL(request.url).searchParams) as ListQuery;
      lists.push(query);
      return envelope(gamePage(Number(query.pageNo), Number(query.pageSize), total));
    },
    ...extra,
  });
  return { lists, fetchMock, last: () => lists[lists.length - 1]! };
}

function hotGame(game: Game, rank: number): HotGame {
  return { ...game, rank };
}

describe('category screens', () => {
  it('lists the type of the path, filters by the vendor tab and clears the classification on a new vendor', async () => {
    const api = lobby();
    const user = userEvent.setup();
    const { router } = renderApp('/m/slot-games');
    await screen.findByRole('button', { name: 'Play Game 1' }, SCREEN_LOAD);
    expect(api.last()).toMatchObject({ gameType: 'RNG', vassalage: '', pageNo: '1', pageSize: '36', clientType: '2', platform: 'html5' });

    const tabs = screen.getByRole('group', { name: 'Game providers' });
    // RNG vendors only: no live or lottery vendors in the slots strip
    expect(within(tabs).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'All',
      'JILI',
      'Fa Chai',
    ]);
    await user.click(within(tabs).getByRole('button', { name: 'JILI' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vassalage=JILI'));
    await waitFor(() => expect(api.last()).toMatchObject({ vassalage: 'JILI', pageNo: '1' }));

    const menu = screen.getByRole('group', { name: 'Categories' });
    await user.click(within(menu).getByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(api.last()).toMatchObject({ vassalage: 'JILI', gameClassify: 'JP', pageNo: '1' }));

    await user.click(within(tabs).getByRole('button', { name: 'Fa Chai' }));
    await waitFor(() => expect(api.last()).toMatchObject({ vassalage: 'FC', gameClassify: '' }));
    expect(within(menu).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    // never asked FC with JILI's classification
    expect(api.lists.some((q) => q.vassalage === 'FC' && q.gameClassify === 'JP')).toBe(false);
  });

  it('asks for new games with isNew 1 and no classification', async () => {
    const api = lobby();
    const user = userEvent.setup();
    renderApp('/m/live-games?vassalage=EVL');
    await screen.findByRole('button', { name: 'Play Game 1' }, SCREEN_LOAD);
    expect(api.last()).toMatchObject({ gameType: 'LIVE', vassalage: 'EVL' });
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(api.last()).toMatchObject({ isNew: '1', gameClassify: '', vassalage: 'EVL' }));
  });

  it('opens search and my collection for the type, and shows only hot games of the type', async () => {
    lobby({
      hot: [
        hotGame(makeGame({ nodeId: 'H1', gameName: 'Hot Slot', gameType: 'RNG' }), 1),
        hotGame(makeGame({ nodeId: 'H2', gameName: 'Hot Table', gameType: 'LIVE' }), 2),
      ],
    });
    renderApp('/m/slot-games');
    expect(await screen.findByRole('link', { name: 'Search games' }, SCREEN_LOAD)).toHaveAttribute('href', '/m/search-games?gameType=RNG');
    expect(screen.getByRole('link', { name: 'My collection' })).toHaveAttribute('href', '/m/fav-games?gameType=RNG');
    expect(await screen.findByRole('button', { name: 'Play Hot Slot' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play Hot Table' })).toBeNull();
  });

  it('shows the empty state when the list has no games', async () => {
    lobby({ total: 0 });
    renderApp('/m/fishing-games');
    expect(await screen.findByRole('heading', { name: 'No games here yet' }, SCREEN_LOAD)).toBeInTheDocument();
  });

  it('loads the next page when the player scrolls near the bottom', async () => {
    const api = lobby({ total: 80 });
    renderApp('/m/slot-games');
    await screen.findByRole('button', { name: 'Play Game 36' }, SCREEN_LOAD);
    expect(screen.queryByRole('button', { name: 'Play Game 37' })).toBeNull();
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 4000, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('button', { name: 'Play Game 37' })).toBeInTheDocument();
    expect(api.last()).toMatchObject({ pageNo: '2' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('reloads the list in the new language 250 ms after a language change', async () => {
    const api = lobby();
    renderApp('/m/slot-games');
    await screen.findByRole('button', { name: 'Play Game 1' }, SCREEN_LOAD);
    expect(api.last().language).toBe('EN');
    const { changeLanguage } = await import('@/shared/lib/i18n');
    await act(() => changeLanguage('TY', { persist: false }));
    await waitFor(() => expect(api.last().language).toBe('TY'));
  });
});

describe('provider list', () => {
  it('has a vendor strip without lottery and sports vendors, each vendor once, and the vendor classifications', async () => {
    const api = lobby();
    renderApp('/m/provider?vassalage=JILI');
    await screen.findByRole('button', { name: 'Play Game 1' }, SCREEN_LOAD);
    expect(api.last()).toMatchObject({ vassalage: 'JILI', gameType: '', pageNo: '1' });
    const tabs = screen.getByRole('group', { name: 'Game providers' });
    expect(within(tabs).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'All',
      'JILI',
      'Fa Chai',
      'Evolve Live',
      'BGS Originals',
    ]);
    const menu = screen.getByRole('group', { name: 'Categories' });
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'New', 'Slots', 'Jackpot', 'Fishing']);
  });

  it('searches by name and resets to page 1', async () => {
    const api = lobby();
    const user = userEvent.setup();
    renderApp('/m/provider?vassalage=JILI');
    await screen.findByRole('button', { name: 'Play Game 1' }, SCREEN_LOAD);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), ' Monkey {Enter}');
    await waitFor(() => expect(api.last()).toMatchObject({ gameName: 'Monkey', vassalage: 'JILI', pageNo: '1' }));
  });

  it('sends a visitor who asks for recent or favourites to login', async () => {
    lobby();
    const user = userEvent.setup();
    const { router } = renderApp('/m/provider?vassalage=JILI');
    await user.click(await screen.findByRole('button', { name: 'Favourites' }, SCREEN_LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fm%2Fprovider%3Fvassalage%3DJILI');
  });

  it("shows a member's recent games of this vendor", async () => {
    signIn(0);
    const recentQueries: string[] = [];
    lobby({
      extra: {
        '/lgw/games/favourites/ids': () => envelope([]),
        '/lgw/games/recent': (request) => {
          recentQueries.push(new URL(request.url).searchParams.get('vendor') ?? '');
          return envelope({
            list: [makeGame({ nodeId: 'R1', gameName: 'Played Before', vassalage: 'JILI' })],
            pageNum: 1,
            pageSize: 36,
            totalPages: 1,
            totalCount: 1,
          });
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/m/provider?vassalage=JILI');
    await user.click(await screen.findByRole('button', { name: 'Recent' }, SCREEN_LOAD));
    expect(await screen.findByRole('button', { name: 'Play Played Before' })).toBeInTheDocument();
    expect(recentQueries).toEqual(['JILI']);
    expect(screen.queryByRole('button', { name: 'Play Game 1' })).toBeNull();
  });

  it('groups popular games 3 per slide under six games and 6 per slide from six, in a labelled carousel', async () => {
    const slides = () => within(screen.getByRole('region', { name: 'Popular picks' })).getAllByRole('group');
    const games = (slide: HTMLElement) => within(slide).getAllByRole('listitem').length;
    lobby({ popular: makeGames(5, 100) });
    const first = renderApp('/m/provider?vassalage=JILI');
    await waitFor(() => expect(slides()).toHaveLength(2), SCREEN_LOAD);
    expect(slides().map(games)).toEqual([3, 2]);
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(['Slide 1', 'Slide 2']);
    // the first page is the one shown, and the one indicator of two that is on
    expect(slides()[0]).toHaveAttribute('aria-current', 'true');
    const dots = screen.getByRole('region', { name: 'Popular picks' }).querySelectorAll('.carousel__dot');
    expect([...dots].map((d) => d.classList.contains('carousel__dot--on'))).toEqual([true, false]);
    first.unmount();

    lobby({ popular: makeGames(7, 100) });
    renderApp('/m/provider?vassalage=JILI');
    await waitFor(() => expect(slides()).toHaveLength(2), SCREEN_LOAD);
    expect(slides().map(games)).toEqual([6, 1]);
  });
});

describe('hot games', () => {
  const hot = [
    ...makeGames(7, 1).map((g, i) => hotGame(g, i + 1)),
    hotGame(makeGame({ nodeId: 'M1', gameName: 'Fiery Monkey Rush', nodeName: 'Fiery Monkey Rush' }), 8),
    hotGame(makeGame({ nodeId: 'B1', gameName: 'Crash', nodeName: 'Crash', gameType: 'INHOUSE', vassalage: 'BGS' }), 9),
  ];

  it('shows 6 until show more, then all', async () => {
    lobby({ hot });
    const user = userEvent.setup();
    renderApp('/m/hot-games');
    await screen.findByRole('button', { name: 'Play Game 1' }, SCREEN_LOAD);
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('searches by trimmed, case-insensitive name and turns show more on', async () => {
    lobby({ hot });
    const user = userEvent.setup();
    renderApp('/m/hot-games');
    await screen.findByRole('button', { name: 'Play Game 1' }, SCREEN_LOAD);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), '  GAME {Enter}');
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(7);
    await user.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await user.keyboard('{Enter}');
    // show more stays on: every hot game now
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(9);
  });

  it('keeps the hot list for the session and asks the server for a fresh one on refresh', async () => {
    const calls: string[] = [];
    let answer: HotGame[] = [hotGame(makeGame({ nodeId: 'O1', gameName: 'Old Favourite', nodeName: 'Old Favourite' }), 1)];
    lobby({
      extra: {
        '/lgw/games/hot': (request) => {
          calls.push(new URL(request.url).searchParams.get('refresh') ?? '');
          return envelope({ list: answer });
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/m/hot-games');
    await screen.findByRole('button', { name: 'Play Old Favourite' }, SCREEN_LOAD);
    expect(calls).toEqual(['']);
    answer = [hotGame(makeGame({ nodeId: 'N1', gameName: 'New Leader', nodeName: 'New Leader' }), 1)];
    await user.click(screen.getByRole('button', { name: 'Refresh the hot list' }));
    expect(await screen.findByRole('button', { name: 'Play New Leader' })).toBeInTheDocument();
    expect(calls).toEqual(['', 'true']);
  });

  it('filters by type, in-house by the in-house vendor list', async () => {
    lobby({ hot });
    renderApp('/m/hot-games?gameType=INHOUSE');
    expect(await screen.findByRole('button', { name: 'Play Crash' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(1);
  });
});

describe('search and my collection', () => {
  it('searches with the type from the query once typing stops, and at once on Enter', async () => {
    const api = lobby();
    const user = userEvent.setup();
    renderApp('/m/search-games?gameType=LIVE');
    await screen.findByRole('button', { name: 'Play Game 1' }, SCREEN_LOAD);
    expect(api.last()).toMatchObject({ gameType: 'LIVE', gameName: '' });
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'drag');
    expect(api.lists.some((q) => q.gameName === 'drag')).toBe(false);
    await waitFor(() => expect(api.last()).toMatchObject({ gameName: 'drag', gameType: 'LIVE', pageNo: '1' }));
    await user.type(box, 'on{Enter}');
    expect(api.last()).toMatchObject({ gameName: 'dragon' });
  });

  it('lists favourites of the type (200 a page) and takes a game out at once when its star is tapped', async () => {
    signIn(0);
    const held = deferred<Response>();
    const pageSizes: string[] = [];
    lobby({
      extra: {
        '/lgw/games/favourites/ids': () => envelope(['F1', 'F2', 'F3']),
        '/lgw/games/favourites/list': (request) => {
          pageSizes.push(new URL(request.url).searchParams.get('pageSize') ?? '');
          return envelope({
            list: [
              makeGame({ nodeId: 'F1', gameName: 'Kept Slot' }),
              makeGame({ nodeId: 'F2', gameName: 'Dropped Slot' }),
              makeGame({ nodeId: 'F3', gameName: 'Live Table', gameType: 'LIVE' }),
            ],
            pageNum: 1,
            pageSize: 200,
            totalPages: 1,
            totalCount: 3,
          });
        },
        '/lgw/games/favourites': () => held.promise,
      },
    });
    renderApp('/m/fav-games?gameType=RNG');
    expect(await screen.findByRole('button', { name: 'Play Kept Slot' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play Live Table' })).toBeNull();
    expect(pageSizes).toEqual(['200']);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Dropped Slot from favourites' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play Dropped Slot' })).toBeNull());
    held.resolve(envelope(['F1', 'F3']));
    expect(screen.getByRole('button', { name: 'Play Kept Slot' })).toBeInTheDocument();
  });

  it('sends a visitor from my collection to login', async () => {
    lobby();
    const { router } = renderApp('/m/fav-games');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), SCREEN_LOAD);
  });
});

vi.setConfig({ testTimeout: 20_000 });
