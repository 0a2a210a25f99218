import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LobbyNewsItem } from '@lobby/contract';
import { ROUTES } from '@/app/routes';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { LobbyNewsSlot } from './lobby-news-slot';

/** jsdom has no IntersectionObserver: one that reports what the test says, when it says so. */
const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
class TestObserver {
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  element?: Element;
  observe(element: Element) {
    this.element = element;
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function comeNear() {
  act(() => {
    for (const o of observers) {
      o.callback([{ isIntersecting: true, target: o.element! } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', TestObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function news(id: number, partial: Partial<LobbyNewsItem> = {}): LobbyNewsItem {
  return {
    id,
    kind: 'operator',
    title: `News ${id}`,
    body: `Body ${id}`,
    link: null,
    game: null,
    amountText: null,
    publishedAt: Date.now() - id * 3600_000,
    ...partial,
  };
}

function page(list: LobbyNewsItem[], pageNum = 1, totalPages = 1) {
  return envelope({ list, pageNum, totalPages, totalCount: list.length * totalPages });
}

function renderOnHome() {
  const table = ROUTES.map((r) => (r.name === 'home' ? { ...r, screen: () => Promise.resolve(() => <LobbyNewsSlot />) } : r));
  return renderApp('/m/home', { table });
}

describe('lobby news', () => {
  it('asks for nothing until the section comes near, then lists the entries newest first with their kind', async () => {
    const asked: string[] = [];
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/lobbyNews': (request) => {
        asked.push(request.url);
        return page([
          news(1, { kind: 'jackpot', title: 'Jackpot won: ₱12,345.60', amountText: '₱12,345.60' }),
          news(2, { kind: 'new_game', title: 'New game: Fortune Gems', game: { nodeId: 'JILI-1', gameName: 'Fortune Gems', vassalage: 'JILI', gameType: 'RNG' } }),
          news(3, { title: 'VIP lounge is open', link: '/m/vip' }),
        ]);
      },
    });
    const { router } = renderOnHome();
    const section = await screen.findByRole('region', { name: 'Lobby news' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(asked).toEqual([]);

    comeNear();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Lobby news' })).not.toHaveAttribute('aria-busy'));
    const items = within(screen.getByRole('region', { name: 'Lobby news' })).getAllByRole('listitem');
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!).searchParams.get('pageNum')).toBe('1');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Jackpot.*Jackpot won: ₱12,345\.60/),
      expect.stringMatching(/^New game.*New game: Fortune Gems/),
      expect.stringMatching(/^News.*VIP lounge is open/),
    ]);
    expect(items[0]).toHaveTextContent('1 hour ago');
    await userEvent.click(screen.getByRole('link', { name: /VIP lounge is open/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/vip'));
  });

  it('loads the next page on "Show more" and hides it on the last', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/lobbyNews': (request) => {
        const n = Number(new URL(request.url).searchParams.get('pageNum'));
        return n === 1 ? page([news(1)], 1, 2) : page([news(2, { title: 'Older news' })], 2, 2);
      },
    });
    renderOnHome();
    await screen.findByRole('region', { name: 'Lobby news' });
    comeNear();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Older news')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when there is no news, and offers a retry when loading failed', async () => {
    let fail = true;
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/lobbyNews': () => (fail ? failure(500, 'common.unknown', 'Unknown error') : page([])),
    });
    renderOnHome();
    await screen.findByRole('region', { name: 'Lobby news' });
    comeNear();
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('No news yet. Big wins and new games will show here.')).toBeInTheDocument();
  });
});
