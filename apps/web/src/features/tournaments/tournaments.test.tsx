import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerTournament, PlayerTournamentDetail, TournamentBoardEvent } from '@lobby/contract';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

const HOUR = 3_600_000;

function tournament(overrides: Partial<PlayerTournament> = {}): PlayerTournament {
  return {
    id: 7,
    name: 'Weekend Poker Race',
    description: 'Every stake on poker counts.',
    phase: 'running',
    startsAt: Date.now() - HOUR,
    endsAt: Date.now() + 26 * HOUR,
    timeZone: 'Asia/Manila',
    currency: 'PHP',
    scoring: 'wagered',
    minStake: 2,
    prizePool: 700,
    gameTypes: ['PVP'],
    entrants: 3,
    ...overrides,
  };
}

function board(overrides: Partial<TournamentBoardEvent> = {}): TournamentBoardEvent {
  return {
    type: 'board',
    tournamentId: 7,
    phase: 'running',
    entrants: 3,
    top: [
      { rank: 1, name: 'ma****a', score: 1200, rounds: 12 },
      { rank: 2, name: 'de**o', score: 800, rounds: 9 },
      { rank: 3, name: 'jo****n', score: 50, rounds: 1 },
    ],
    me: { rank: 2, score: 800, rounds: 9 },
    changed: [],
    at: Date.now() - 1000,
    ...overrides,
  };
}

function detail(overrides: Partial<PlayerTournamentDetail> = {}): PlayerTournamentDetail {
  return {
    ...tournament(),
    prizes: [
      { fromRank: 1, toRank: 1, amount: 500, kind: 'cash', wageringMultiplier: 0 },
      { fromRank: 2, toRank: 3, amount: 100, kind: 'bonus', wageringMultiplier: 5 },
    ],
    games: [],
    board: board(),
    myPrize: null,
    ...overrides,
  };
}

/** A WebSocket the test speaks through: every socket the page opens, and a way to push a message to it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
    setTimeout(() => this.onopen?.(), 0);
  }
  push(event: TournamentBoardEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  close() {
    this.onclose = null;
  }
}

function handlers(extra: Parameters<typeof mockFetch>[0] = {}): Parameters<typeof mockFetch>[0] {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 100, playable: 100, currency: 'PHP' }),
    '/wps/member/hasWithdrawalPassword': () => envelope(false),
    '/wps/member/rank/progress': () =>
      envelope({ currentProgress: { completedConditions: 0, totalExpectedConditions: 100 }, playerRankProgress: { labelId: 1, labelName: 'Bronze', nextLabelName: 'Silver' } }),
    ...extra,
  };
}

afterEach(() => {
  FakeSocket.all = [];
  vi.unstubAllGlobals();
});

describe('tournaments list', () => {
  it('shows each tournament as a card with its prize pool, phase, countdown and players, linking to its page', async () => {
    mockFetch(handlers({ '/wps/tournaments': () => envelope({ list: [tournament(), tournament({ id: 8, name: 'Crash Multiplier Cup', phase: 'scheduled', scoring: 'multiplier', startsAt: Date.now() + 2 * HOUR, endsAt: Date.now() + 5 * HOUR })] }) }));
    renderApp('/m/tournaments');
    const list = await screen.findByRole('list', { name: 'Tournaments' });
    const cards = within(list).getAllByRole('link');
    expect(cards[0]).toHaveAttribute('href', '/m/tournaments/7');
    expect(cards[0]).toHaveTextContent('Weekend Poker Race');
    expect(cards[0]).toHaveTextContent('₱700.00');
    expect(cards[0]).toHaveTextContent('Live');
    expect(cards[0]).toHaveTextContent(/Ends in\s*1d/);
    expect(cards[0]).toHaveTextContent('Players: 3');
    expect(cards[1]).toHaveTextContent('Upcoming');
    expect(cards[1]).toHaveTextContent('Biggest multiplier wins');
    expect(cards[1]).toHaveTextContent(/Starts in/);
  });

  it('says when there is none, and offers a retry when loading failed', async () => {
    mockFetch(handlers({ '/wps/tournaments': () => envelope({ list: [] }) }));
    renderApp('/m/tournaments');
    expect(await screen.findByText('No tournaments right now')).toBeInTheDocument();
  });
});

describe('tournament page', () => {
  it('shows the prize table, the rules on the merchant clock, the board with my row, and updates it live from the socket', async () => {
    signIn(0, 'demo');
    vi.stubGlobal('WebSocket', FakeSocket);
    mockFetch(handlers({ '/wps/tournaments/7': () => envelope(detail()) }));
    renderApp('/m/tournaments/7');
    expect(await screen.findByRole('heading', { name: 'Weekend Poker Race' })).toBeInTheDocument();
    const prizes = screen.getByRole('table');
    expect(within(prizes).getByRole('row', { name: /#1 ₱500.00 Cash/ })).toBeInTheDocument();
    expect(within(prizes).getByRole('row', { name: /#2 – #3 ₱100.00 Bonus, wager 5x/ })).toBeInTheDocument();
    expect(screen.getByText(/\(Asia\/Manila\)/)).toBeInTheDocument();
    expect(screen.getByText('Rounds count from ₱2.00 per round')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poker' })).toHaveAttribute('href', '/m/poker-games');

    const boardList = screen.getByRole('list', { name: 'Leaderboard' });
    const mine = within(boardList).getAllByRole('listitem').find((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveTextContent('de**o');
    expect(mine).toHaveTextContent('You');
    expect(screen.getByRole('region', { name: 'Your standing' })).toHaveTextContent('#2');

    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(FakeSocket.all[0]!.url).toMatch(/\/ws\/tournaments\/7\?merchant=LUCKY$/);
    await screen.findByText('Live', { selector: '.tournament-live' });
    act(() =>
      FakeSocket.all[0]!.push(
        board({
          top: [
            { rank: 1, name: 'de**o', score: 1500, rounds: 10 },
            { rank: 2, name: 'ma****a', score: 1200, rounds: 12 },
            { rank: 3, name: 'jo****n', score: 50, rounds: 1 },
          ],
          me: { rank: 1, score: 1500, rounds: 10 },
          changed: [{ rank: 1, name: 'de**o', score: 1500, rounds: 10 }],
          at: Date.now(),
        }),
      ),
    );
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your standing' })).toHaveTextContent('#1'));
    const rows = within(screen.getByRole('list', { name: 'Leaderboard' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('de**o');
    expect(rows[0]).toHaveTextContent('₱1,500.00');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    // an older board arriving late does not undo the newer one
    act(() => FakeSocket.all[0]!.push(board({ at: Date.now() - 5000 })));
    expect(screen.getByRole('region', { name: 'Your standing' })).toHaveTextContent('#1');
  });

  it('asks a visitor to log in, and says when the tournament does not exist', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    mockFetch(handlers({ '/wps/tournaments/7': () => envelope(detail({ board: board({ me: null }) })), '/wps/tournaments/9': () => failure(404, 'tournament.not.found', 'This tournament does not exist.') }));
    const view = renderApp('/m/tournaments/7');
    expect(await screen.findByText('Log in to join and see your rank.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining('/m/login'));
    view.unmount();
    renderApp('/m/tournaments/9');
    expect(await screen.findByText('This tournament is not available')).toBeInTheDocument();
  });

  it('shows the multiplier and, once finished, what I won', async () => {
    signIn(0, 'demo');
    vi.stubGlobal('WebSocket', FakeSocket);
    mockFetch(
      handlers({
        '/wps/tournaments/7': () =>
          envelope(detail({ scoring: 'multiplier', phase: 'finished', myPrize: 500, board: board({ phase: 'finished', top: [{ rank: 1, name: 'de**o', score: 12.34, rounds: 3 }], me: { rank: 1, score: 12.34, rounds: 3 } }) })),
      }),
    );
    renderApp('/m/tournaments/7');
    expect(await screen.findByText('You won ₱500.00')).toBeInTheDocument();
    expect(screen.getAllByText('12.34×').length).toBeGreaterThan(0);
    expect(screen.getByText('Finished')).toBeInTheDocument();
    // a finished board does not change: no socket
    expect(FakeSocket.all).toHaveLength(0);
  });
});
