import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Game, GamePage } from '@lobby/contract';
import { gameKeys } from '@/shared/api/games/keys';
import { signIn } from '@/test/accounts';
import { makeGame, stubLayoutObservers } from '@/test/games';
import { HomeSections } from './home-sections';

const game = (label: string, i: number): Game =>
  makeGame({ nodeId: `${label}${i}`, gameName: `${label} ${i}`, nodeName: `${label} ${i}` });

/** Home's rows for a member with these favourites, nothing scrolled near: only the first row that shows is there. */
function renderRows(favourites: Game[], hot: Game[]) {
  signIn();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const page: GamePage = { list: favourites, pageNum: 1, pageSize: 100, totalPages: 1, totalCount: favourites.length };
  client.setQueryData(gameKeys.favouriteList(100, 'EN'), page);
  client.setQueryData(gameKeys.hot('EN'), hot.map((g, i) => ({ ...g, rank: i + 1 })));
  client.setQueryData(gameKeys.favouriteIds, favourites.map((g) => g.nodeId));
  const router = createMemoryRouter([{ path: '/m/home', element: <HomeSections onMore={() => undefined} /> }], {
    initialEntries: ['/m/home'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('home rows: the first row that shows comes with the page', () => {
  stubLayoutObservers({ inView: false });
  const hot = [1, 2, 3].map((i) => game('Hot', i));

  it('a member without favourites has no favourites row: hot games come with the page, with their tiles', () => {
    renderRows([], hot);
    expect(screen.queryByRole('heading', { name: 'Favourites' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Hot 1' })).toBeInTheDocument();
  });

  it('a member with favourites gets them first, and hot games wait until they come near', () => {
    renderRows([game('Fav', 1)], hot);
    expect(screen.getByRole('button', { name: 'Play Fav 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play Hot 1' })).not.toBeInTheDocument();
  });
});
