import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Winner } from '@lobby/contract';
import { winnerKeys } from './api/get-winners';
import { changeLanguage } from '@/shared/lib/i18n';
import { envelope } from '@/test/fixtures';
import { mockFetch } from '@/test/render-app';
import { WINNER_AUTOPLAY_MS, WINNER_SPEED_MS, WinnerBoard } from './winner-board';

function winner(i: number, winAmount: number): Winner {
  return {
    nodeId: `10${i}`,
    nodeName: `Game ${i}`,
    gameName: `Game ${i}`,
    gameId: `${i}`,
    gameCode: `G_${i}`,
    gameType: 'RNG',
    vassalage: 'JILI',
    vendorName: 'JILI',
    gameClassify: 'SLOT',
    iconUrl: `/media/games/10${i}.svg`,
    showIcon: true,
    isNew: false,
    isGameH5: true,
    playType: 'Tradition',
    freeplay: false,
    minBet: 1,
    minLine: 1,
    customerName: `pl***${i}`,
    winAmount,
    wonAt: 1_700_000_000_000 + i,
  };
}

function renderBoard(seed?: Winner[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (seed) client.setQueryData(winnerKeys.list('EN'), seed);
  const router = createMemoryRouter(
    [
      { path: '/m/home', element: <WinnerBoard /> },
      { path: '/m/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/m/home'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, list: () => document.querySelector<HTMLElement>('.winner-board__list') };
}

describe('WinnerBoard', () => {
  afterEach(() => vi.useRealTimers());

  it('stands still with 3 winners or fewer', () => {
    vi.useFakeTimers();
    const { list } = renderBoard([winner(1, 300), winner(2, 200), winner(3, 100)]);
    act(() => vi.advanceTimersByTime(WINNER_AUTOPLAY_MS * 3));
    expect(list()?.style.transform).toBe('translateY(-0.00rem)');
    expect(screen.getAllByRole('button', { name: /^Play/ })).toHaveLength(3);
  });

  it('with more than 3 moves one row every 4 s, each move taking 1 s, and loops', () => {
    vi.useFakeTimers();
    const { list } = renderBoard([winner(1, 500), winner(2, 400), winner(3, 300), winner(4, 200)]);
    act(() => vi.advanceTimersByTime(WINNER_AUTOPLAY_MS - 1));
    expect(list()?.style.transform).toBe('translateY(-0.00rem)');
    act(() => vi.advanceTimersByTime(1));
    expect(list()?.style.transform).toBe('translateY(-0.60rem)');
    expect(list()?.style.transition).toBe(`transform ${WINNER_SPEED_MS}ms ease-in-out`);
    // one move per act: the next timer starts when React has applied the previous move
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(WINNER_AUTOPLAY_MS));
    // on the copy of the first row: after the move it jumps back to the real first row, unanimated
    expect(list()?.style.transform).toBe('translateY(-2.40rem)');
    act(() => vi.advanceTimersByTime(WINNER_SPEED_MS));
    expect(list()?.style.transform).toBe('translateY(-0.00rem)');
    expect(list()?.style.transition).toBe('none');
  });

  it('lists the biggest win first, with the masked name and two decimals; a visitor tap goes to login', async () => {
    mockFetch({
      '/lgw/games/winners': () => envelope({ list: [winner(1, 12.5), winner(2, 98_765.4), winner(3, 500)] }),
    });
    const { router } = renderBoard();
    const rows = await screen.findAllByRole('button', { name: /^Play/ });
    expect(rows.map((r) => within(r).getByText(/^Game/).textContent)).toEqual(['Game 2', 'Game 3', 'Game 1']);
    expect(within(rows[0]!).getByText('pl***2')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('98,765.40')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('12.50')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Play')).toBeInTheDocument();
    fireEvent.click(rows[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('asks for ALL, 50 rows in the UI language', async () => {
    const fetchMock = mockFetch({ '/lgw/games/winners': () => envelope({ list: [winner(1, 10)] }) });
    renderBoard();
    await screen.findByRole('button', { name: /^Play/ });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ gameCategory: 'ALL', limitNum: '50', language: 'EN' });
  });

  it('reloads 250 ms after a language change, not before', async () => {
    // both bundles loaded first, so the change itself waits on nothing
    await changeLanguage('TY', { persist: false });
    await changeLanguage('EN', { persist: false });
    const fetchMock = mockFetch({ '/lgw/games/winners': () => envelope({ list: [winner(1, 10)] }) });
    vi.useFakeTimers();
    renderBoard([winner(1, 10)]);
    await act(() => changeLanguage('TY', { persist: false }));
    act(() => vi.advanceTimersByTime(249));
    const winnerCalls = () => fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/winners'));
    expect(winnerCalls()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(winnerCalls()).toHaveLength(1);
    expect(new URL(winnerCalls()[0]!, 'http://x').searchParams.get('language')).toBe('TY');
  });
});
