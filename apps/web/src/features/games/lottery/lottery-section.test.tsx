import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game, LotteryDraw, LotteryGameDraws } from '@lobby/contract';
import { gameWindow, resetLaunchState } from '@/shared/api/games/use-launch-game';
import { signIn } from '@/test/accounts';
import { envelope } from '@/test/fixtures';
import { makeGame, renderWithProviders } from '@/test/games';
import { mockFetch } from '@/test/render-app';
import { formatCountdown } from './draw-countdown';
import { LotterySection } from './lottery-section';

const NOW = Date.now();

function vnGame(gameCode: string, gameName: string, gameClassify: string, playType: Game['playType'] = 'Tradition'): Game {
  return makeGame({ nodeId: `N${gameCode}`, gameCode, gameName, gameClassify, gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', playType });
}

const south = [
  { tier: 'DB', numbers: ['123456'] },
  { tier: 'G1', numbers: ['54321'] },
  { tier: 'G8', numbers: ['07'] },
];

function draw(drawNo: string, result = south, balls = ['1', '2', '3', '4', '5', '6']): LotteryDraw {
  return { drawNo, drawAt: NOW - 3600_000, seedHash: `hash-${drawNo}`, drawId: `X:${drawNo}`, serverSeed: `seed-${drawNo}`, committedAt: NOW - 90_000_000, balls, result };
}

function entry(game: Game, latest: LotteryDraw, nextAt = NOW + 65_000): LotteryGameDraws {
  return { game, latest, next: { drawNo: 'next', drawAt: nextAt, seedHash: `next-hash-${game.gameCode}` } };
}

const hn = vnGame('HN', 'Hanoi', 'VN_NORTH');
const hcm = vnGame('HCM', 'Ho Chi Minh City', 'VN_SOUTH');
const ct = vnGame('CT', 'Can Tho', 'VN_SOUTH');
const fast = vnGame('F3M1', 'Fast 3', 'FAST', 'Entertainment');
const lotto = makeGame({ nodeId: 'L1', gameCode: 'SL649', gameName: 'Super Lotto 6/49', gameType: 'LOTT', vassalage: 'TCG', gameClassify: 'LOTTO' });

function api() {
  return mockFetch({
    '/lgw/lottery/numero': () =>
      envelope({
        prizeMode: 'ELOTT',
        serverTime: Date.now(),
        list: [entry(lotto, draw('20261124-0032', [], ['03', '11', '19', '27', '35', '48'])), entry(fast, draw('20261124-0480', [], ['2', '5', '6'])), entry(hn, draw('20261123')), entry(hcm, draw('20261123'))],
      }),
    '/lgw/vn/games/game_menu': () =>
      envelope({
        prizeMode: 'ELOTT',
        menu: [
          { gameClassify: 'VN_NORTH', displayName: 'Northern Lottery', games: [hn] },
          { gameClassify: 'VN_SOUTH', displayName: 'Southern Lottery', games: [hcm, ct] },
          { gameClassify: 'FAST', displayName: 'Quick Draws', games: [fast] },
        ],
      }),
    '/lgw/vn/lottery/numero': () =>
      envelope({
        prizeMode: 'ELOTT',
        serverTime: Date.now(),
        regions: [
          { gameClassify: 'VN_NORTH', displayName: 'Northern Lottery', games: [entry(hn, draw('20261123', [{ tier: 'DB', numbers: ['99887'] }]))] },
          { gameClassify: 'VN_SOUTH', displayName: 'Southern Lottery', games: [entry(hcm, draw('20261123')), entry(ct, draw('20261122', [{ tier: 'DB', numbers: ['000111'] }]))] },
          { gameClassify: 'FAST', displayName: 'Quick Draws', games: [entry(fast, draw('20261124-0480'))] },
        ],
      }),
    '/lgw/vn/lottery/recent': (request) => {
      const q = new URL(request.url).searchParams;
      return envelope({
        game: hcm,
        serverTime: Date.now(),
        next: { drawNo: '20261124', drawAt: NOW + 3600_000, seedHash: 'h' },
        draws: [draw(`${q.get('gameCode')}-A`), draw(`${q.get('gameCode')}-B`)],
      });
    },
    '/wps/game/launchGame': () => envelope({ url: '/games/demo/NHCM?ticket=abc' }),
  });
}

describe('lottery centre draws', () => {
  afterEach(() => {
    resetLaunchState();
    vi.restoreAllMocks();
  });

  it('shows the type’s latest results as balls with a countdown, leaving the regional draws to their tabs', async () => {
    api();
    renderWithProviders(<LotterySection gameType="ELOTT" />, { path: '/m/elott' });
    const results = await screen.findByRole('region', { name: 'Latest results' });
    await within(results).findByText('Fast 3');
    const rows = [...results.querySelectorAll<HTMLElement>('.lottery-row')];
    // Fast 3 is ELOTT and not a region's game; Hanoi and HCM are in the tabs, the LOTT game on /m/lott.
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Fast 3')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Draw 20261124-0480')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('list', { name: 'Winning numbers: 2, 5, 6' })).toBeInTheDocument();
    await waitFor(() => expect(within(rows[0]!).getByText(/^0[01]:\d\d$/)).toBeInTheDocument());
  });

  it('switches region tabs, picks a province and opens its recent draws', async () => {
    const fetchMock = api();
    renderWithProviders(<LotterySection gameType="ELOTT" />, { path: '/m/elott' });
    const tabs = await screen.findByRole('tablist', { name: 'Regions' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Northern', 'Southern']);
    expect(within(tabs).getByRole('tab', { name: 'Northern' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('99887')).toBeInTheDocument();

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Southern' }));
    expect(within(tabs).getByRole('tab', { name: 'Southern' })).toHaveAttribute('aria-selected', 'true');
    const table = within(panel).getByRole('table', { name: 'Prizes of draw 20261123' });
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Special', '1st', '8th']);
    expect(within(table).getByText('123456')).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Can Tho' }));
    expect(await within(panel).findByText('000111')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Ho Chi Minh City' }));

    fireEvent.click(within(panel).getByRole('button', { name: 'Recent draws' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ho Chi Minh City · recent draws' });
    expect(await within(sheet).findByText('Draw HCM-A')).toBeInTheDocument();
    expect(within(sheet).getByText('Draw HCM-B')).toBeInTheDocument();
    const recentCall = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((u) => u.pathname === '/lgw/vn/lottery/recent')!;
    expect(recentCall.searchParams.get('gameCode')).toBe('HCM');
    expect(recentCall.searchParams.get('size')).toBe('10');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('launches with vendor, gameCode, the prize mode and the game’s play type', async () => {
    signIn(0);
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => {});
    const fetchMock = api();
    renderWithProviders(<LotterySection gameType="ELOTT" />, { path: '/m/elott' });
    const panel = await screen.findByRole('tabpanel');
    fireEvent.click(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Southern' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Play Ho Chi Minh City' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/games/demo/NHCM?ticket=abc'));
    const launch = fetchMock.mock.calls.find(([url]) => String(url).includes('/wps/game/launchGame'))!;
    const body = JSON.parse(String(launch[1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ vendor: 'TCG_LOTTO_VN', gameCode: 'HCM', prizeMode: 'ELOTT', playType: 'Tradition', gameCategory: 'ELOTT' });
    expect(body.nodeId).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Play Fast 3' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/wps/game/launchGame'))).toHaveLength(2));
    const second = fetchMock.mock.calls.filter(([url]) => String(url).includes('/wps/game/launchGame'))[1]!;
    expect(JSON.parse(String(second[1]!.body))).toMatchObject({ gameCode: 'F3M1', playType: 'Entertainment', prizeMode: 'ELOTT' });
  });

  it('formats countdowns under and over an hour', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3 * 3600_000 + 61_000)).toBe('3:01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
