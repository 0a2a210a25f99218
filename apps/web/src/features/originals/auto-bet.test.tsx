import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrashEvent, CrashState, OriginalRound } from '@lobby/contract';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { useRealityCheckStore } from './frame/reality-store';

/**
 * Auto-bet beyond the one-shot games: crash (a bet in each betting phase, with an auto cash-out) and mines
 * (the chosen tiles revealed in order, then a cash-out), both held to the run's rounds and stopped on errors.
 */

type Handlers = Parameters<typeof mockFetch>[0];
type AutoBody = { auto: { run: string; round: number; limit: number }; autoCashout?: number; amount: number };

const CONFIG = {
  currency: 'PHP',
  realityCheckMinutes: 60,
  games: ['dice', 'limbo', 'mines', 'hilo', 'coinflip', 'tower', 'keno', 'plinko', 'wheel', 'crash'].map((game) => ({
    game,
    enabled: true,
    minBet: 1,
    maxBet: 1000,
    maxPayout: 100_000,
    rtp: '99.00%',
  })),
};
const SEEDS = { serverSeedHash: 'a'.repeat(64), clientSeed: 'lucky-seed', nonce: 7, previous: null };

function handlers(extra: Handlers): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 1000, playable: 1000, currency: 'PHP' }),
    '/wps/originals/config': () => envelope(CONFIG),
    '/wps/originals/feed': () => envelope([]),
    '/wps/originals/seeds': () => envelope(SEEDS),
    '/wps/originals/mines/history': () => envelope([]),
    '/wps/originals/mines/active': () => envelope(null),
    '/wps/originals/crash/history': () => envelope([]),
    '/wps/play/session': () => envelope({ startedAt: Date.now() - 60_000, net: 0, rounds: 0, realityCheckMinutes: 60, nextCheckAt: Date.now() + 3_600_000 }),
    ...extra,
  };
}

function bodiesOf(fetchMock: ReturnType<typeof mockFetch>, path: string): AutoBody[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as AutoBody);
}

/** The crash socket, driven by the test. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  close() {}
  send() {}
}

function emit(event: CrashEvent) {
  act(() => FakeSocket.last!.onmessage?.({ data: JSON.stringify(event) }));
}

function crashState(roundId: number): CrashState {
  return { roundId, phase: 'betting', startsAt: Date.now() + 60_000, now: Date.now(), crashPoint: null, hash: null, bets: [], history: [], currency: 'PHP' };
}

/** The round crashes (at 1.5×: an auto cash-out at 1.2× won) and the next one opens for bets. */
function nextRound(roundId: number) {
  emit({ type: 'running', roundId, startedAt: Date.now() });
  emit({ type: 'crashed', roundId, crashPoint: 1.5, hash: 'b'.repeat(64) });
  emit({ type: 'betting', roundId: roundId + 1, startsAt: Date.now() + 60_000 });
}

const amountBox = () => screen.getByRole('textbox', { name: /Bet amount/ });

async function startAuto(rounds: string) {
  await userEvent.click(screen.getByRole('button', { name: /Auto bet/ }));
  await userEvent.clear(screen.getByRole('textbox', { name: /Rounds/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /Rounds/ }), rounds);
  await userEvent.click(screen.getByRole('button', { name: 'Start auto bet' }));
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useRealityCheckStore.setState({ due: false });
  FakeSocket.last = null;
});

describe('crash auto-bet', () => {
  async function openCrash(bet: (body: AutoBody, n: number) => Response) {
    signIn();
    let n = 0;
    let current = 1;
    const fetchMock = mockFetch(
      handlers({
        '/wps/originals/crash/state': () => envelope(crashState(1)),
        '/wps/originals/crash/bet': async (request) => {
          n += 1;
          return bet((await request.json()) as AutoBody, n);
        },
      }),
    );
    const view = renderApp('/m/inHouse/crash');
    await screen.findByRole('button', { name: 'Bet' });
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    return { fetchMock, view, advance: () => nextRound(current++) };
  }

  it('needs an auto cash-out, then bets once in each betting phase until the run’s rounds are played', async () => {
    const { fetchMock, advance } = await openCrash((body, n) => envelope({ roundId: n, betId: 100 + n, amount: body.amount, autoCashout: body.autoCashout ?? null, balance: 1000 - 2 * n, currency: 'PHP' }));
    await userEvent.type(amountBox(), '2');
    await userEvent.click(screen.getByRole('button', { name: /Auto bet/ }));
    // without an auto cash-out every round would ride to the crash: the run cannot start
    expect(screen.getByText(/Set an auto cash-out/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start auto bet' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Auto cash-out/ }), '1.2');
    await userEvent.clear(screen.getByRole('textbox', { name: /Rounds/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Rounds/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Start auto bet' }));

    await waitFor(() => expect(bodiesOf(fetchMock, '/wps/originals/crash/bet')).toHaveLength(1));
    // one bet per round: nothing more until the next betting phase
    await new Promise((r) => setTimeout(r, 250));
    expect(bodiesOf(fetchMock, '/wps/originals/crash/bet')).toHaveLength(1);
    advance();
    await waitFor(() => expect(bodiesOf(fetchMock, '/wps/originals/crash/bet')).toHaveLength(2));
    advance();
    await waitFor(() => expect(bodiesOf(fetchMock, '/wps/originals/crash/bet')).toHaveLength(3));
    advance();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start auto bet' })).toBeInTheDocument());
    expect(screen.getByText(/3 of 3 rounds · net/)).toHaveTextContent('+₱1.20');
    advance();
    await new Promise((r) => setTimeout(r, 250));
    const bodies = bodiesOf(fetchMock, '/wps/originals/crash/bet');
    expect(bodies).toHaveLength(3);
    expect(bodies.map((b) => b.auto.round)).toEqual([1, 2, 3]);
    expect(new Set(bodies.map((b) => b.auto.run)).size).toBe(1);
    expect(bodies.every((b) => b.auto.limit === 3 && b.autoCashout === 1.2 && b.amount === 2)).toBe(true);
  });

  it('stops on the first refused bet and shows why', async () => {
    const { fetchMock, advance } = await openCrash((body, n) =>
      n < 2 ? envelope({ roundId: n, betId: 100 + n, amount: body.amount, autoCashout: 2, balance: 990, currency: 'PHP' }) : failure(409, 'wallet.insufficient.funds', 'Not enough funds'),
    );
    await userEvent.type(amountBox(), '5');
    await userEvent.type(screen.getByRole('textbox', { name: /Auto cash-out/ }), '2');
    await startAuto('10');
    await waitFor(() => expect(bodiesOf(fetchMock, '/wps/originals/crash/bet')).toHaveLength(1));
    advance();
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start auto bet' })).toBeInTheDocument());
    advance();
    await new Promise((r) => setTimeout(r, 250));
    expect(bodiesOf(fetchMock, '/wps/originals/crash/bet')).toHaveLength(2);
  });

  it('stops when the reality check is due, and when the player leaves the screen', async () => {
    const ok = (body: AutoBody, n: number) => envelope({ roundId: n, betId: 100 + n, amount: body.amount, autoCashout: 2, balance: 990, currency: 'PHP' });
    const first = await openCrash(ok);
    await userEvent.type(amountBox(), '1');
    await userEvent.type(screen.getByRole('textbox', { name: /Auto cash-out/ }), '2');
    await startAuto('10');
    await waitFor(() => expect(bodiesOf(first.fetchMock, '/wps/originals/crash/bet')).toHaveLength(1));
    act(() => useRealityCheckStore.setState({ due: true }));
    first.advance();
    await new Promise((r) => setTimeout(r, 300));
    expect(bodiesOf(first.fetchMock, '/wps/originals/crash/bet')).toHaveLength(1);
    first.view.unmount();
    useRealityCheckStore.setState({ due: false });

    const second = await openCrash(ok);
    await userEvent.type(amountBox(), '1');
    await userEvent.type(screen.getByRole('textbox', { name: /Auto cash-out/ }), '2');
    await startAuto('10');
    await waitFor(() => expect(bodiesOf(second.fetchMock, '/wps/originals/crash/bet')).toHaveLength(1));
    const socket = FakeSocket.last!;
    second.view.unmount();
    FakeSocket.last = socket;
    second.advance();
    await new Promise((r) => setTimeout(r, 300));
    expect(bodiesOf(second.fetchMock, '/wps/originals/crash/bet')).toHaveLength(1);
  });
});

describe('crash: my win and my bets', () => {
  it('an auto cash-out told over the socket reaches the header at once and shows the win; My bets lists my settled bets', async () => {
    signIn();
    let records: unknown[] = [];
    let wallet = 1000;
    // after the cash-out the wallet is not answered: the header's figure can only come from the socket's event
    let hold = false;
    mockFetch(
      handlers({
        '/wps/wallets/gcs': () => (hold ? new Promise<Response>(() => {}) : envelope({ sumBalance: wallet, playable: wallet, currency: 'PHP' })),
        '/wps/originals/crash/state': () => envelope(crashState(1)),
        '/wps/originals/crash/bet': async (request) => {
          const body = (await request.json()) as AutoBody;
          wallet = 990;
          return envelope({ roundId: 1, betId: 41, amount: body.amount, autoCashout: body.autoCashout ?? null, balance: 990, currency: 'PHP' });
        },
        '/wps/records/bets': () =>
          envelope({ list: records, totals: { rounds: records.length, bet: 10, win: 15, net: 5 }, next: null, currency: 'PHP' }),
      }),
    );
    renderApp('/m/inHouse/crash');
    await screen.findByRole('button', { name: 'Bet' });
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    await userEvent.type(amountBox(), '10');
    await userEvent.type(screen.getByRole('textbox', { name: /Auto cash-out/ }), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('₱990.00'));
    emit({ type: 'running', roundId: 1, startedAt: Date.now() });
    hold = true;
    emit({ type: 'cashout', roundId: 1, betId: 41, player: 'de*o', multiplier: 1.5, payout: 15 });
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('₱1,005.00'));
    expect(await screen.findByText('You won ₱15.00 · 1.50×')).toBeInTheDocument();
    records = [{ id: 7, roundId: 'crash-1', gameName: 'Crash', gameCode: 'BGS_01', vendor: 'BGS', gameType: 'INHOUSE', bet: 10, win: 15, net: 5, status: 'settled', createdAt: Date.now(), settledAt: Date.now(), fairness: null, details: null }];
    emit({ type: 'crashed', roundId: 1, crashPoint: 2.1, hash: 'b'.repeat(64) });
    const bets = await screen.findByTestId('crash-my-bets');
    expect(bets).toHaveTextContent('₱10.00');
    expect(bets).toHaveTextContent('1.50×');
    expect(bets).toHaveTextContent('+₱5.00');
  });
});

describe('mines auto-bet', () => {
  it('reveals the chosen tiles in order, cashes out each round, and stops at the run’s rounds', async () => {
    const base = { game: 'mines' as const, amount: 1, params: { mines: 3 }, serverSeedHash: SEEDS.serverSeedHash, clientSeed: 'lucky-seed', nonce: 7, currency: 'PHP', createdAt: Date.now() };
    let id = 0;
    let revealed: number[] = [];
    const round = (o: Partial<OriginalRound>): OriginalRound => ({ ...base, roundId: id, status: 'open', multiplier: 1, payout: 0, outcome: { revealed }, balance: 999, ...o });
    signIn();
    const fetchMock = mockFetch(
      handlers({
        '/wps/originals/mines/start': () => {
          id += 1;
          revealed = [];
          return envelope(round({}));
        },
        '/wps/originals/mines/act': async (request) => {
          const body = (await request.json()) as { action: { tile: number } };
          revealed = [...revealed, body.action.tile];
          return envelope(round({ multiplier: 1.1 * revealed.length }));
        },
        '/wps/originals/mines/cashout': () => envelope(round({ status: 'cashed_out', multiplier: 1.25, payout: 1.25, outcome: { revealed, mines: [0, 1, 2] }, balance: 1000.25 })),
      }),
    );
    renderApp('/m/inHouse/mines');
    await screen.findByRole('button', { name: 'Bet' });
    await userEvent.type(amountBox(), '1');
    await userEvent.click(screen.getByRole('button', { name: /Auto bet/ }));
    // no tiles chosen yet: nothing to play
    expect(screen.getByRole('button', { name: 'Start auto bet' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Tile 8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tile 3' }));
    expect(screen.getByRole('button', { name: 'Tile 8' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/2 chosen/)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Rounds/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Rounds/ }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Start auto bet' }));

    await waitFor(() => expect(screen.getByText(/2 of 2 rounds · net/)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start auto bet' })).toBeInTheDocument());
    const starts = bodiesOf(fetchMock, '/wps/originals/mines/start');
    expect(starts.map((b) => b.auto.round)).toEqual([1, 2]);
    expect(starts.every((b) => b.auto.limit === 2)).toBe(true);
    expect(bodiesOf(fetchMock, '/wps/originals/mines/act') as unknown[]).toEqual([
      { roundId: 1, action: { tile: 7 } },
      { roundId: 1, action: { tile: 2 } },
      { roundId: 2, action: { tile: 7 } },
      { roundId: 2, action: { tile: 2 } },
    ]);
    expect(bodiesOf(fetchMock, '/wps/originals/mines/cashout') as unknown[]).toEqual([{ roundId: 1 }, { roundId: 2 }]);
    expect(screen.getByText(/2 of 2 rounds · net/)).toHaveTextContent('+₱0.50');
  });

  it('a round that hits a mine is not cashed out; an error on a move stops the run', async () => {
    let id = 0;
    signIn();
    const base = { game: 'mines' as const, amount: 1, params: { mines: 3 }, serverSeedHash: SEEDS.serverSeedHash, clientSeed: 'lucky-seed', nonce: 7, currency: 'PHP', createdAt: Date.now(), balance: 999 };
    const fetchMock = mockFetch(
      handlers({
        '/wps/originals/mines/start': () => {
          id += 1;
          return envelope({ ...base, roundId: id, status: 'open', multiplier: 1, payout: 0, outcome: { revealed: [] } });
        },
        '/wps/originals/mines/act': () =>
          id === 1
            ? envelope({ ...base, roundId: id, status: 'lost', multiplier: 0, payout: 0, outcome: { revealed: [], mines: [4, 5, 6] } })
            : failure(409, 'play.round.closed', 'This round is already over.'),
      }),
    );
    renderApp('/m/inHouse/mines');
    await screen.findByRole('button', { name: 'Bet' });
    await userEvent.type(amountBox(), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Tile 5' }));
    await startAuto('5');
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start auto bet' })).toBeInTheDocument());
    expect(bodiesOf(fetchMock, '/wps/originals/mines/start')).toHaveLength(2);
    expect(bodiesOf(fetchMock, '/wps/originals/mines/cashout')).toHaveLength(0);
  });
});
