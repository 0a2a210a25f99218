import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
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

  /** Element.animate as jsdom lacks it: records each animation and what was asked of it. */
  function recordAnimations() {
    const made: { keyframes: Keyframe[]; options: KeyframeEffectOptions; animation: Record<string, ReturnType<typeof vi.fn>> }[] = [];
    const animate = vi.fn(function (this: Element, keyframes: Keyframe[], options: KeyframeEffectOptions) {
      const animation = { play: vi.fn(), pause: vi.fn(), cancel: vi.fn() };
      made.push({ keyframes, options, animation });
      return animation as unknown as Animation;
    });
    Element.prototype.animate = animate as unknown as Element['animate'];
    return made;
  }
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).animate;
  });

  /** Where the list stands `ms` after the board appeared, read off the animation's keyframes. */
  function offsetAt(keyframes: Keyframe[], options: KeyframeEffectOptions, ms: number): { rem: number; moving: boolean } {
    const duration = Number(options.duration);
    const t = Math.max(0, ms - Number(options.delay ?? 0)) % duration;
    const at = t / duration;
    const rem = (k: Keyframe) => Number(/translateY\(-([\d.]+)rem\)/.exec(String(k.transform))?.[1]);
    for (let i = 0; i < keyframes.length - 1; i++) {
      const a = keyframes[i]!;
      const b = keyframes[i + 1]!;
      if (at >= Number(a.offset) && at < Number(b.offset)) {
        const moving = rem(a) !== rem(b);
        return { rem: at === Number(a.offset) ? rem(a) : moving ? Number.NaN : rem(a), moving };
      }
    }
    return { rem: rem(keyframes.at(-1)!), moving: false };
  }

  it('comes from the server with the 3 rows in view only, and has all of them once live', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => winner(i + 1, 1000 - i));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(winnerKeys.list('EN'), ten);
    const router = createMemoryRouter([{ path: '/m/home', element: <WinnerBoard /> }], { initialEntries: ['/m/home'] });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(html.match(/class="winner-row"/g)).toHaveLength(3);
    // the box keeps its 3-row height either way: the rows joining later move nothing
    expect(html).not.toContain('winner-board__viewport--fit');

    renderBoard(ten);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Play/ })).toHaveLength(10));
  });

  it('stands still with 3 winners or fewer', () => {
    const made = recordAnimations();
    renderBoard([winner(1, 300), winner(2, 200), winner(3, 100)]);
    expect(made).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Play/ })).toHaveLength(3);
  });

  it('with more than 3 moves one row every 4 s, each move taking 1 s, and loops, on the compositor', () => {
    const made = recordAnimations();
    renderBoard([winner(1, 500), winner(2, 400), winner(3, 300), winner(4, 200)]);
    expect(made).toHaveLength(1);
    const { keyframes, options } = made[0]!;
    expect(options).toMatchObject({ iterations: Infinity });
    // still for the first 4 s, then moving for 1 s, then one row (0.6 rem) up
    expect(offsetAt(keyframes, options, 0)).toEqual({ rem: 0, moving: false });
    expect(offsetAt(keyframes, options, WINNER_AUTOPLAY_MS - 1)).toEqual({ rem: 0, moving: false });
    expect(offsetAt(keyframes, options, WINNER_AUTOPLAY_MS + WINNER_SPEED_MS / 2).moving).toBe(true);
    expect(offsetAt(keyframes, options, WINNER_AUTOPLAY_MS + WINNER_SPEED_MS)).toEqual({ rem: 0.6, moving: false });
    expect(offsetAt(keyframes, options, 2 * WINNER_AUTOPLAY_MS + WINNER_SPEED_MS)).toEqual({ rem: 1.2, moving: false });
    expect(offsetAt(keyframes, options, 3 * WINNER_AUTOPLAY_MS + WINNER_SPEED_MS)).toEqual({ rem: 1.8, moving: false });
    // the fourth move lands on the copy of the first row (2.4 rem), where the loop starts again at row 0
    expect(keyframes.at(-1)?.transform).toBe('translateY(-2.40rem)');
    expect(offsetAt(keyframes, options, 4 * WINNER_AUTOPLAY_MS + WINNER_SPEED_MS)).toEqual({ rem: 0, moving: false });
    expect(offsetAt(keyframes, options, 5 * WINNER_AUTOPLAY_MS + WINNER_SPEED_MS)).toEqual({ rem: 0.6, moving: false });
    // the loop's copies are there for the eye only
    expect(screen.getAllByRole('button', { name: /^Play/ })).toHaveLength(4);
  });

  it('pauses while the tab is hidden and goes on when it is back', () => {
    const made = recordAnimations();
    renderBoard([winner(1, 500), winner(2, 400), winner(3, 300), winner(4, 200), winner(5, 100)]);
    const { animation } = made[0]!;
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    try {
      setVisibility('hidden');
      expect(animation.pause).toHaveBeenCalledTimes(1);
      setVisibility('visible');
      expect(animation.play).toHaveBeenCalled();
    } finally {
      delete (document as Partial<Document> & { visibilityState?: unknown }).visibilityState;
    }
  });

  it('does not move when the person prefers reduced motion', () => {
    const made = recordAnimations();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      renderBoard([winner(1, 500), winner(2, 400), winner(3, 300), winner(4, 200)]);
      expect(made).toHaveLength(0);
    } finally {
      window.matchMedia = original;
    }
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
