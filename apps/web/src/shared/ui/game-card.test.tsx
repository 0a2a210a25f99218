import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gameKeys } from '@/shared/api/games/keys';
import { envelope, failure } from '@/test/fixtures';
import { signIn } from '@/test/accounts';
import { deferred, makeGame, renderWithProviders } from '@/test/games';
import { mockFetch } from '@/test/render-app';
import { gameWindow } from '@/shared/api/games/use-launch-game';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { GameCard } from './game-card';

const game = makeGame({ nodeId: '1000115', gameName: 'Fiery Monkey Rush', vassalage: 'JILI' });

describe('GameCard favourite star', () => {
  it('fills at once for a member, before the server answers, and stays filled when it agrees', async () => {
    signIn(0);
    const held = deferred<Response>();
    const fetchMock = mockFetch({
      '/lgw/games/favourites/ids': () => envelope([]),
      '/lgw/games/favourites': () => held.promise,
    });
    renderWithProviders(<GameCard game={game} />, { keepFavourites: true });
    const star = await screen.findByRole('button', { name: 'Add Fiery Monkey Rush to favourites' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/favourites/ids'))).toBe(true));
    fireEvent.click(star);
    expect(await screen.findByRole('button', { name: 'Remove Fiery Monkey Rush from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    held.resolve(envelope(['1000115']));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ nodeId: '1000115', vendor: 'JILI' });
    });
    expect(screen.getByRole('button', { name: /Remove Fiery Monkey Rush/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back to empty when the server refuses the add', async () => {
    signIn(0);
    const held = deferred<Response>();
    mockFetch({
      '/lgw/games/favourites/ids': () => envelope([]),
      '/lgw/games/favourites': () => held.promise,
    });
    renderWithProviders(<GameCard game={game} />, { keepFavourites: true });
    fireEvent.click(await screen.findByRole('button', { name: /Add Fiery Monkey Rush/ }));
    expect(await screen.findByRole('button', { name: /Remove Fiery Monkey Rush/ })).toBeInTheDocument();
    held.resolve(failure(403, 'game.disabled', 'Game disabled'));
    expect(await screen.findByRole('button', { name: /Add Fiery Monkey Rush/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes optimistically and puts the star back if the removal fails', async () => {
    signIn(0);
    const held = deferred<Response>();
    mockFetch({
      '/lgw/games/favourites/ids': () => envelope(['1000115']),
      '/lgw/games/favourites': (request) => {
        expect(request.method).toBe('DELETE');
        return held.promise;
      },
    });
    const { client } = renderWithProviders(<GameCard game={game} />, { keepFavourites: true });
    fireEvent.click(await screen.findByRole('button', { name: /Remove Fiery Monkey Rush/ }));
    expect(await screen.findByRole('button', { name: /Add Fiery Monkey Rush/ })).toBeInTheDocument();
    expect(client.getQueryData(gameKeys.favouriteIds)).toEqual([]);
    held.resolve(failure(500, 'common.unknown', 'boom'));
    expect(await screen.findByRole('button', { name: /Remove Fiery Monkey Rush/ })).toBeInTheDocument();
    expect(client.getQueryData(gameKeys.favouriteIds)).toEqual(['1000115']);
  });

  it('sends a visitor to login with the way back, and asks the server nothing', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<GameCard game={game} />, { path: '/m/provider?vassalage=JILI' });
    fireEvent.click(screen.getByRole('button', { name: /Add Fiery Monkey Rush/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/m/login?redirect=%2Fm%2Fprovider%3Fvassalage%3DJILI'),
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/games'))).toEqual([]);
  });

  it('shows the real-account alert to a trial account', async () => {
    signIn(4);
    mockFetch({});
    renderWithProviders(<GameCard game={game} />, { keepFavourites: true });
    fireEvent.click(screen.getByRole('button', { name: /Add Fiery Monkey Rush/ }));
    expect(useDialogStore.getState().current?.message).toBe('Please log in to a real account to use this function');
  });

  it('has no star on lottery games', () => {
    mockFetch({});
    renderWithProviders(
      <>
        <GameCard game={makeGame({ nodeId: 'L1', gameName: 'Lotto', gameType: 'LOTT' })} />
        <GameCard game={makeGame({ nodeId: 'E1', gameName: 'Keno', gameType: 'ELOTT' })} />
        <GameCard game={makeGame({ nodeId: 'S1', gameName: 'Slot' })} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /Lotto to favourites/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Keno to favourites/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Slot to favourites/ })).toBeInTheDocument();
  });
});

describe('GameCard artwork and labels', () => {
  it('lazy-loads the artwork and swaps in a lettered tile when it fails', () => {
    mockFetch({});
    const { container } = renderWithProviders(<GameCard game={game} showFavourite={false} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    // its square box is known before it arrives, so the grid does not move when it does
    expect(img).toHaveAttribute('width', '256');
    expect(img).toHaveAttribute('height', '256');
    // the server's artwork comes as WebP at the tile's width, from the widths it offers
    expect(img).toHaveAttribute('src', '/media/games/1000115-240.webp');
    expect(img.getAttribute('srcset')?.split(', ')).toEqual([
      '/media/games/1000115-160.webp 160w',
      '/media/games/1000115-240.webp 240w',
      '/media/games/1000115-320.webp 320w',
      '/media/games/1000115-480.webp 480w',
    ]);
    expect(img).toHaveAttribute('sizes', '(min-width: 480px) 150px, 31vw');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.game-card__fallback')).toHaveTextContent('FM');
  });

  it('falls back to the server artwork path when the game has no icon URL', () => {
    mockFetch({});
    const { container } = renderWithProviders(<GameCard game={makeGame({ nodeId: 'ab-1', iconUrl: '' })} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/games/ab-1-240.webp');
  });

  it("shows an icon URL that is not the server's own artwork as it is", () => {
    mockFetch({});
    const iconUrl = 'https://cdn.example.com/tiles/ab-1.png';
    const { container } = renderWithProviders(<GameCard game={makeGame({ nodeId: 'ab-1', iconUrl })} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', iconUrl);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('shows the NEW ribbon only on new games and the vendor badge', () => {
    mockFetch({});
    renderWithProviders(
      <>
        <GameCard game={makeGame({ nodeId: 'N1', gameName: 'Fresh', isNew: true, vassalage: 'FC' })} />
        <GameCard game={makeGame({ nodeId: 'O1', gameName: 'Old' })} />
      </>,
    );
    expect(screen.getAllByText('NEW')).toHaveLength(1);
    expect(screen.getByText('FC')).toBeInTheDocument();
  });

  it('wears one of eight themes, the same for a game wherever and whenever it is drawn', () => {
    mockFetch({});
    const themeOf = (nodeId: string) => {
      const { container, unmount } = renderWithProviders(<GameCard game={{ ...game, nodeId }} />);
      const theme = /game-card--theme-(\d)/.exec(container.querySelector('.game-card')!.className)?.[1];
      unmount();
      return Number(theme);
    };
    const ids = Array.from({ length: 40 }, (_, i) => `G${1000 + i}`);
    const themes = ids.map(themeOf);
    for (const theme of themes) {
      expect(theme).toBeGreaterThanOrEqual(1);
      expect(theme).toBeLessThanOrEqual(8);
    }
    // scattered over the eight, not one colour for all
    expect(new Set(themes).size).toBeGreaterThanOrEqual(6);
    // and stable: the same game again, in a fresh mount
    expect(ids.map(themeOf)).toEqual(themes);
  });

  it('launches the game on a tap', async () => {
    signIn(0);
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => {});
    mockFetch({
      '/lgw/games/favourites/ids': () => envelope([]),
      '/wps/game/launchGame': () => envelope({ url: '/games/demo/1000115?ticket=t' }),
    });
    renderWithProviders(<GameCard game={game} />, { keepFavourites: true });
    fireEvent.click(screen.getByRole('button', { name: 'Play Fiery Monkey Rush' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/games/demo/1000115?ticket=t'));
    open.mockRestore();
  });
});
