import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game, LiveHost } from '@lobby/contract';
import { gameWindow, resetLaunchState } from '@/shared/api/games/use-launch-game';
import { startSession } from '@/shared/lib/session';
import { loginAnswer } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

const NOW = Date.now();
// a show that ends today (an hour from now, or just before midnight late in the evening): its end has no weekday
const LIVE_UNTIL = Math.min(NOW + 3_600_000, new Date(NOW).setHours(23, 59, 0, 0));

function table(nodeId: string, name: string): Game {
  return {
    nodeId,
    nodeName: name,
    gameName: name,
    gameId: '1001',
    gameCode: `EVL_LIVE_${nodeId}`,
    gameType: 'LIVE',
    vassalage: 'EVL',
    vendorName: 'Evolve Live',
    gameClassify: 'BAC',
    iconUrl: `/media/games/${nodeId}.svg`,
    showIcon: true,
    isNew: false,
    isGameH5: true,
    playType: 'Tradition',
    freeplay: false,
    minBet: 10,
    minLine: 1,
  };
}

function host(id: number, name: string, streaming: boolean, followed = false): LiveHost {
  return {
    id,
    name,
    avatarUrl: `/media/live-hosts/${id}.svg`,
    bio: `${name} loves a winning streak.`,
    languages: ['EN', 'TY'],
    game: table(`3000${id}`, `Baccarat ${id}`),
    active: true,
    streaming,
    liveUntil: streaming ? LIVE_UNTIL : null,
    nextShiftAt: NOW + (streaming ? 20 : 2) * 3_600_000,
    followers: followed ? 1 : 0,
    followed,
  };
}

/** A tiny server: the anchor list, the focus list and follow / unfollow, keeping what was followed. */
function serveLive(hosts: LiveHost[], { failAnchors = false } = {}) {
  const state = { followed: new Set(hosts.filter((h) => h.followed).map((h) => h.id)), calls: [] as string[], launched: [] as string[] };
  const view = () => hosts.map((h) => ({ ...h, followed: state.followed.has(h.id) }));
  mockFetch({
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/inbox/unread-count': () => envelope({ unReadCount: 0 }),
    '/wps/chat/unread-count': () => envelope({ unReadCount: 0 }),
    '/wps/live/anchors': () => (failAnchors ? failure(500, 'common.unknown', 'Unknown error') : envelope(view())),
    '/wps/live/focus': async (request) => {
      if (request.method === 'GET') return envelope(view().filter((h) => state.followed.has(h.id)));
      const { anchorId } = (await request.json()) as { anchorId: number };
      state.calls.push(`${request.method} ${anchorId}`);
      if (request.method === 'POST') state.followed.add(anchorId);
      else state.followed.delete(anchorId);
      return envelope([...state.followed]);
    },
    '/wps/game/launchGame': async (request) => {
      const body = (await request.json()) as { nodeId: string };
      state.launched.push(body.nodeId);
      return envelope({ url: `/demo-vendor/play?node=${body.nodeId}` });
    },
  });
  return state;
}

afterEach(() => {
  vi.restoreAllMocks();
  resetLaunchState();
});

describe('/m/live-hosts', () => {
  it('shows hosts on air first with the LIVE badge, then the others with their next time on air', async () => {
    serveLive([host(1, 'Bea', true), host(2, 'Carla', false), host(3, 'Mika', true)]);
    renderApp('/m/live-hosts');
    const onAir = await screen.findByRole('list', { name: 'Hosts on air' });
    expect(within(onAir).getAllByRole('listitem').map((li) => li.getAttribute('data-host-id'))).toEqual(['1', '3']);
    expect(within(onAir).getAllByText('LIVE')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'On air now (2)' })).toBeInTheDocument();
    const later = screen.getByRole('list', { name: 'Coming up' });
    expect(within(later).getByText('Carla')).toBeInTheDocument();
    expect(within(later).queryByText('LIVE')).not.toBeInTheDocument();
    expect(within(later).getByText(/^Next on air at \S*\s?\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(onAir).getAllByText(/^Live until \d{2}:\d{2}$/)).toHaveLength(2);
  });

  it('a member follows a host, sees it under Following, and unfollows it there', async () => {
    startSession(loginAnswer({ type: 0 }));
    const state = serveLive([host(1, 'Bea', true), host(2, 'Carla', false)]);
    renderApp('/m/live-hosts');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Carla' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Carla' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(state.calls).toEqual(['POST 2']));

    await userEvent.click(screen.getByRole('tab', { name: 'Following' }));
    const mine = await screen.findByRole('list', { name: 'Hosts you follow' });
    expect(within(mine).getByText('Carla')).toBeInTheDocument();
    expect(within(mine).queryByText('Bea')).not.toBeInTheDocument();

    await userEvent.click(within(mine).getByRole('button', { name: 'Unfollow Carla' }));
    expect(await screen.findByRole('heading', { name: "You're not following anyone yet" })).toBeInTheDocument();
    await waitFor(() => expect(state.calls).toEqual(['POST 2', 'DELETE 2']));
  });

  it('sends a visitor who taps Follow to login, and asks nothing of the server', async () => {
    const state = serveLive([host(1, 'Bea', true)]);
    const { router } = renderApp('/m/live-hosts');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Bea' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toContain('redirect=%2Fm%2Flive-hosts');
    expect(state.calls).toEqual([]);
  });

  it('joins the table of a host on air through the game launch', async () => {
    startSession(loginAnswer({ type: 0 }));
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => {});
    const state = serveLive([host(1, 'Bea', true)]);
    renderApp('/m/live-hosts');
    await userEvent.click(await screen.findByRole('button', { name: 'Join Bea at Baccarat 1' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/demo-vendor/play?node=30001'));
    expect(state.launched).toEqual(['30001']);
  });

  it('offers a retry when the list fails', async () => {
    serveLive([host(1, 'Bea', true)], { failAnchors: true });
    renderApp('/m/live-hosts');
    expect(await screen.findByRole('button', { name: /Loading failed/ })).toBeInTheDocument();
  });

  it('puts the strip of hosts on air at the top of the live casino, linking to Live now', async () => {
    serveLive([host(1, 'Bea', true), host(2, 'Carla', false)]);
    renderApp('/m/live-games');
    const strip = await screen.findByRole('region', { name: /Live hosts/ }, { timeout: 5000 });
    expect(within(strip).getByRole('button', { name: 'Join Bea at Baccarat 1' })).toBeInTheDocument();
    expect(within(strip).queryByText('Carla')).not.toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/m/live-hosts');
  });
});
