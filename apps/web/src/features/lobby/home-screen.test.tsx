import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Game, GameType, VendorMapping } from '@lobby/contract';
import { useGameCategoryStore } from '@/shared/stores/game-category-store';
import { useGameFilterStore } from '@/shared/stores/game-filter-store';
import { useUiStore } from '@/app/shell/ui-store';
import { signIn } from '@/test/accounts';
import { envelope, makeStatus } from '@/test/fixtures';
import { stubLayoutObservers } from '@/test/games';
import { mockFetch, renderApp } from '@/test/render-app';

function game(label: string, i: number, gameType: GameType = 'RNG', vassalage = 'JILI'): Game {
  return {
    nodeId: `${label.replace(/\W/g, '')}${i}`,
    nodeName: `${label} ${i}`,
    gameName: `${label} ${i}`,
    gameId: `${i}`,
    gameCode: `C${i}`,
    gameType,
    vassalage,
    vendorName: vassalage,
    gameClassify: null,
    iconUrl: `/media/games/${i}.svg`,
    showIcon: true,
    isNew: false,
    isGameH5: true,
    playType: 'Tradition',
    freeplay: false,
    minBet: 1,
    minLine: 1,
  };
}

const SORTING = [
  { gameCategory: 'RNG', vendorNames: ['JILI', 'FC', 'PGE'] },
  { gameCategory: 'FISH', vendorNames: ['JILI'] },
  { gameCategory: 'LIVE', vendorNames: ['EVL'] },
  { gameCategory: 'SPORTS', vendorNames: ['BTI'] },
  { gameCategory: 'ESPORTS', vendorNames: ['AV', 'IMES'] },
  { gameCategory: 'LOTT', vendorNames: ['TCG'] },
];

const vendor = (vassalage: string, displayName: string) => ({
  vassalage,
  displayName,
  accountTypeName: vassalage,
  mobileLargeIcon: `/media/vendors/${vassalage}.svg`,
  whiteIcon: `/media/vendors/${vassalage}-WHITE.svg`,
  gameCount: 12,
  classifications: [],
});

const MAPPING: VendorMapping = [
  { gameType: 'RNG', gameCount: 36, vendors: [vendor('JILI', 'JILI'), vendor('FC', 'Fa Chai'), vendor('PGE', 'PG')] },
  { gameType: 'ESPORTS', gameCount: 2, vendors: [vendor('AV', 'AV Esports'), vendor('IMES', 'IM Esports')] },
  { gameType: 'SPORTS', gameCount: 1, vendors: [vendor('BTI', 'BTI Sports')] },
];

/** The lobby's server: each game list answers games named after what was asked for. */
function mockLobby() {
  return mockFetch({
    '/wps/system/status': () => envelope(makeStatus()),
    '/lgw/vendors/sorting': () => envelope(SORTING),
    '/lgw/vendors/mapping': () => envelope(MAPPING),
    '/lgw/banners': () => envelope([]),
    '/lgw/games/winners': () => envelope({ list: [] }),
    '/lgw/games/hot': () => envelope({ list: [1, 2, 3].map((i) => ({ ...game('Hot', i), rank: i })) }),
    '/lgw/games/favourites/ids': () => envelope(['Fav1']),
    '/lgw/games/favourites/list': () =>
      envelope({ list: [game('Fav', 1)], pageNum: 1, pageSize: 100, totalPages: 1, totalCount: 1 }),
    '/lgw/games/mobile': (request) => {
      const q = new URL(request.url).searchParams;
      const type = q.get('gameType') as GameType;
      const label = q.get('vassalage') || (q.get('gameClassify') === 'BG' ? 'Bingo' : type);
      const games = [1, 2, 3, 4].map((i) => game(`${label} game`, i, type, q.get('vassalage') || 'JILI'));
      return envelope({ games, pageNum: 1, totalPages: 1, totalCount: games.length });
    },
  });
}

// Every home section is near enough to mount (the ones below the first screen wait for that).
stubLayoutObservers({ inView: true });

// The first lazy load of home is slow on a loaded machine: the first waits get more time than the default.
const FIRST_LOAD = { timeout: 15_000 };

async function gameArea() {
  return screen.findByRole('tabpanel', {}, FIRST_LOAD);
}

async function sectionTitles() {
  const area = await gameArea();
  await within(area).findByRole('heading', { name: 'Providers' }, FIRST_LOAD);
  await waitFor(() => expect(within(area).queryAllByText(/^Bingo game/).length).toBeGreaterThan(0), FIRST_LOAD);
  return within(area)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
}

describe('home game area', () => {
  it("shows the sections in their order, without favourites for a visitor", async () => {
    mockLobby();
    renderApp('/m/home');
    expect(await sectionTitles()).toEqual(['Hot games', 'JILI', 'Fa Chai', 'PG', 'Slots', 'Bingo', 'Fishing', 'Providers', 'Lobby news']);
    // provider rows are that vendor's slots; bingo is RNG with classify BG
    const area = await gameArea();
    expect(within(area).getAllByRole('button', { name: 'Play FC game 1' })[0]).toBeInTheDocument();
    expect(within(area).getByRole('link', { name: 'Open Fa Chai' })).toHaveAttribute('href', '/m/provider?vassalage=FC');
  });

  it('puts the favourites first for a member', async () => {
    signIn(0);
    mockLobby();
    renderApp('/m/home');
    const titles = await sectionTitles();
    expect(titles[0]).toBe('My favourites');
    expect(titles[1]).toBe('Hot games');
  });

  it("'more' on a section switches to its list view; back returns to the sections", async () => {
    mockLobby();
    renderApp('/m/home');
    const area = await gameArea();
    await sectionTitles(); // every row loaded (the lower ones mount when near)
    await userEvent.click(await within(area).findByRole('button', { name: 'More: Slots' }));
    expect(await within(area).findByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(area).findByRole('button', { name: 'Play RNG game 1' })).toBeInTheDocument();
    expect(within(area).queryByRole('heading', { name: 'Hot games' })).not.toBeInTheDocument();

    await userEvent.click(within(area).getByRole('button', { name: 'Back to lobby' }));
    expect(await within(area).findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  });

  it("'more' on a provider row sets that vendor; on hot games the HOT data type", async () => {
    mockLobby();
    renderApp('/m/home');
    const area = await gameArea();
    // every row mounted: a waiting row's placeholder has a 'more' of its own, replaced as the row mounts, and
    // a click on the replaced one is lost
    await sectionTitles();
    await userEvent.click(await within(area).findByRole('button', { name: 'More: PG' }));
    expect(await within(area).findByRole('heading', { name: 'Slots · PG' })).toBeInTheDocument();
    expect(useGameFilterStore.getState().vassalage).toBe('PGE');
    expect(within(area).getByRole('button', { name: 'PG', pressed: true })).toBeInTheDocument();
    expect(await within(area).findByRole('button', { name: 'Play PGE game 1' })).toBeInTheDocument();

    await userEvent.click(within(area).getByRole('button', { name: 'Back to lobby' }));
    await userEvent.click(await within(area).findByRole('button', { name: 'More: Hot games' }));
    expect(useGameFilterStore.getState().dataType).toBe('HOT');
    expect(await within(area).findByRole('list', { name: 'Hot games' })).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: 'Play Hot 3' })).toBeInTheDocument();
  });
});

describe('home tabs', () => {
  it('lists Hot and the categories (bingo after slots); a tab resets the filter and shows its content', async () => {
    mockLobby();
    renderApp('/m/home');
    const tabs = await screen.findByRole('tablist', { name: 'Browse games' });
    await waitFor(() =>
      expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'Hot',
        'Slots',
        'Bingo',
        'Fishing',
        'Live casino',
        'Sports',
        'E-sports',
        'Lottery',
      ]),
    );
    useGameFilterStore.getState().setVassalage('JILI');
    useGameFilterStore.getState().setDataType('NEW');

    // ESPORTS: a vendor list from the sorting, each tile opening the sportsbook on its e-sports
    await userEvent.click(within(tabs).getByRole('tab', { name: 'E-sports' }));
    expect(useGameFilterStore.getState()).toMatchObject({ vassalage: null, dataType: 'ALL' });
    const area = await gameArea();
    expect(await within(area).findByRole('link', { name: 'Open IM Esports' })).toHaveAttribute('href', '/m/sport-games?sport=esports');
    // SPORTS: its vendors from the mapping (BTI under its rebranded code while TY is supported), opening the sportsbook
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Sports' }));
    expect(await within(area).findByRole('link', { name: 'Open TYS' })).toHaveAttribute('href', '/m/sport-games');
    // any other category: its game list
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Live casino' }));
    expect(await within(area).findByRole('button', { name: 'Play LIVE game 2' })).toBeInTheDocument();
    expect(useGameCategoryStore.getState().current).toBe('LIVE');
  });

  it('top nav: Home and every category but Sports, each to its screen', async () => {
    mockLobby();
    renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/m/home'],
      ['Slots', '/m/slot-games'],
      ['Fishing', '/m/fishing-games'],
      ['Live casino', '/m/live-games'],
      ['E-sports', '/m/sport-games?sport=esports'],
      ['Lottery', '/m/lott'],
    ]);
  });
});

describe('going home', () => {
  it('resets the filter to ALL without a vendor and the category to HOT', async () => {
    useGameCategoryStore.setState({ current: 'LIVE' });
    useGameFilterStore.setState({ dataType: 'FAV', vassalage: 'EVL', gameClassify: 'BAC', gameName: 'x' });
    mockLobby();
    renderApp('/m/home');
    await gameArea();
    expect(useGameCategoryStore.getState().current).toBe('HOT');
    expect(useGameFilterStore.getState()).toMatchObject({ dataType: 'ALL', vassalage: null, gameClassify: null });
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a category picked in the side menu elsewhere survives the arrival at home', async () => {
    mockLobby();
    const { router } = renderApp(['/m/home', '/m/help']);
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    act(() => useUiStore.getState().open('sideMenu'));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(await within(menu).findByRole('button', { name: 'Fishing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(await screen.findByRole('tab', { name: 'Fishing', selected: true })).toBeInTheDocument();
    expect(await within(await gameArea()).findByRole('button', { name: 'Play FISH game 1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
