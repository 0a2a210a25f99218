import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crashRoundPoint, diceRoll, fairFloats, minePositions, sha256Hex } from '@lobby/contract/rules';
import type { OriginalRound } from '@lobby/contract';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { useRealityCheckStore } from './frame/reality-store';
import { useTurbo } from './frame/turbo';

type Handlers = Parameters<typeof mockFetch>[0];

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

function makeRound(overrides: Partial<OriginalRound> = {}): OriginalRound {
  return {
    roundId: 101,
    game: 'dice',
    status: 'won',
    amount: 10,
    multiplier: 1.98,
    payout: 19.8,
    outcome: { roll: 73.42 },
    params: { target: 50, direction: 'over' },
    balance: 1009.8,
    currency: 'PHP',
    serverSeedHash: SEEDS.serverSeedHash,
    clientSeed: SEEDS.clientSeed,
    nonce: 7,
    createdAt: Date.now(),
    ...overrides,
  };
}

/** What the wallet answers: a round's handler moves it, as the server's ledger would. */
let serverBalance = 1000;
function settled(round: OriginalRound): Response {
  serverBalance = round.balance;
  return envelope(round);
}

function handlers(extra: Handlers = {}): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: serverBalance, playable: serverBalance, currency: 'PHP' }),
    '/wps/originals/config': () => envelope(CONFIG),
    '/wps/originals/feed': () => envelope([]),
    '/wps/originals/seeds': () => envelope(SEEDS),
    '/wps/originals/dice/history': () => envelope([]),
    '/wps/originals/mines/history': () => envelope([]),
    '/wps/originals/mines/active': () => envelope(null),
    '/wps/play/session': () =>
      envelope({ startedAt: Date.now() - 25 * 60_000 - 30_000, net: -12.5, rounds: 4, realityCheckMinutes: 60, nextCheckAt: Date.now() + 3_600_000 }),
    ...extra,
  };
}

async function openGame(path: string, extra: Handlers = {}) {
  signIn();
  const fetchMock = mockFetch(handlers(extra));
  const view = renderApp(path);
  await screen.findByRole('button', { name: 'Bet' });
  return { ...view, fetchMock };
}

const amountBox = () => screen.getByRole('textbox', { name: /Bet amount/ });
const balance = () => screen.getByTestId('game-balance');

function bodiesOf(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** A crash chain committed at 12:00:00 for drand quicknet round 657413, published 30 s later, its salt that round's randomness. */
const QUICKNET = {
  round: 657_413,
  randomness: 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587',
  signature: 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b',
};
const CHAIN = {
  number: 2,
  terminalHash: 'f'.repeat(64),
  length: 100_000,
  committedAt: Date.UTC(2026, 10, 29, 12),
  salt: QUICKNET.randomness,
  beacon: {
    name: 'drand',
    chain: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
    round: QUICKNET.round,
    roundAt: Date.UTC(2026, 10, 29, 12, 0, 30),
    signature: QUICKNET.signature,
    url: `https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/public/${QUICKNET.round}`,
  },
};

afterEach(() => {
  serverBalance = 1000;
  vi.restoreAllMocks();
  useRealityCheckStore.setState({ due: false });
});

describe('game frame', () => {
  it('places a bet, shows the new balance from the answer at once and the win', async () => {
    let release: (() => void) | null = null;
    const { fetchMock } = await openGame('/m/inHouse/dice', {
      '/wps/originals/dice/bet': () => envelope(makeRound()),
      // the refetch after the round is held back: the figure shown must come from the bet's answer
      '/wps/wallets/gcs': (() => {
        let calls = 0;
        return () => {
          calls += 1;
          if (calls === 1) return envelope({ sumBalance: 1000, playable: 1000, currency: 'PHP' });
          return new Promise<Response>((resolve) => {
            release = () => resolve(envelope({ sumBalance: 1009.8, playable: 1009.8, currency: 'PHP' }));
          });
        };
      })(),
    });
    await waitFor(() => expect(balance()).toHaveTextContent('₱1,000.00'));
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));

    await waitFor(() => expect(balance()).toHaveTextContent('₱1,009.80'));
    const [body] = bodiesOf(fetchMock, '/wps/originals/dice/bet') as { amount: number; params: unknown; requestId: string }[];
    expect(body).toMatchObject({ amount: 10, params: { target: 50, direction: 'over' } });
    expect(body!.requestId.length).toBeGreaterThanOrEqual(8);
    expect(await screen.findByText('You won ₱19.80 · 1.98×')).toBeInTheDocument();
    expect(screen.getByTestId('dice-roll')).toHaveTextContent('73.42');
    // the balance query was invalidated: it is asked again
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release!());
  });

  it('halves and doubles the stake within the merchant limits', async () => {
    await openGame('/m/inHouse/dice');
    expect(await screen.findByText('₱1.00 – ₱1,000.00')).toBeInTheDocument();
    await userEvent.type(amountBox(), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Double the bet' }));
    expect(amountBox()).toHaveValue('80');
    await userEvent.click(screen.getByRole('button', { name: 'Half the bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Half the bet' }));
    expect(amountBox()).toHaveValue('20');
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '700');
    await userEvent.click(screen.getByRole('button', { name: 'Double the bet' }));
    expect(amountBox()).toHaveValue('1000');
  });

  it('refuses a stake outside the limits without asking the server', async () => {
    const { fetchMock } = await openGame('/m/inHouse/dice', { '/wps/originals/dice/bet': () => envelope(makeRound()) });
    await userEvent.type(amountBox(), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The largest bet is ₱1,000.00');
    expect(bodiesOf(fetchMock, '/wps/originals/dice/bet')).toHaveLength(0);
  });

  it('shows the server refusal under the bet button and keeps the balance', async () => {
    await openGame('/m/inHouse/dice', {
      '/wps/originals/dice/bet': () => failure(400, 'wallet.insufficient', 'Insufficient balance'),
    });
    await waitFor(() => expect(balance()).toHaveTextContent('₱1,000.00'));
    await userEvent.type(amountBox(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/insufficient|balance/i);
    expect(balance()).toHaveTextContent('₱1,000.00');
    expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled();
  });

  it('shows session time and net result, and the declared RTP in the help', async () => {
    await openGame('/m/inHouse/dice');
    expect(await screen.findByTestId('session-time')).toHaveTextContent('25m');
    expect(screen.getByTestId('session-net')).toHaveTextContent('−₱12.50');
    await userEvent.click(screen.getByRole('tab', { name: 'How to play' }));
    expect(screen.getByTestId('declared-rtp')).toHaveTextContent('99.00%');
  });

  it('auto-bet sends its run tags and stops on the first error', async () => {
    let n = 0;
    const { fetchMock } = await openGame('/m/inHouse/dice', {
      '/wps/originals/dice/bet': () => {
        n += 1;
        return n < 3 ? envelope(makeRound({ roundId: 100 + n, payout: 0, status: 'lost', multiplier: 0 })) : failure(400, 'bet.closed', 'Betting closed');
      },
    });
    await userEvent.type(amountBox(), '2');
    await userEvent.click(screen.getByRole('button', { name: /Auto bet/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Rounds/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Rounds/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Start auto bet' }));
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start auto bet' })).toBeInTheDocument());
    const bodies = bodiesOf(fetchMock, '/wps/originals/dice/bet') as { auto: { run: string; round: number; limit: number } }[];
    expect(bodies).toHaveLength(3);
    expect(bodies.map((b) => b.auto.round)).toEqual([1, 2, 3]);
    expect(new Set(bodies.map((b) => b.auto.run)).size).toBe(1);
    expect(bodies[0]!.auto.limit).toBe(5);
  });
});

describe('playing like the best', () => {
  afterEach(() => useTurbo.setState({ on: false }));

  it('no result before its animation: the balance and the result line change as the roll lands, at once in turbo', async () => {
    await openGame('/m/inHouse/dice', { '/wps/originals/dice/bet': () => settled(makeRound()) });
    await waitFor(() => expect(balance()).toHaveTextContent('₱1,000.00'));
    await userEvent.type(amountBox(), '10');
    const sent = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(screen.getByTestId('dice-roll')).toHaveTextContent('73.42'));
    // the roll is moving: the header and the result line still show the time before it
    if (Date.now() - sent < 600) {
      expect(balance()).toHaveTextContent('₱1,000.00');
      expect(screen.queryByText('You won ₱19.80 · 1.98×')).toBeNull();
    }
    expect(await screen.findByText('You won ₱19.80 · 1.98×')).toBeInTheDocument();
    expect(Date.now() - sent).toBeGreaterThanOrEqual(650);
    await waitFor(() => expect(balance()).toHaveTextContent('₱1,009.80'));

    // turbo: the next result shows with its answer
    await userEvent.click(screen.getByRole('button', { name: 'Turbo' }));
    expect(screen.getByRole('button', { name: 'Turbo' })).toHaveAttribute('aria-pressed', 'true');
    const again = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('You won ₱19.80 · 1.98×')).toBeInTheDocument();
    expect(Date.now() - again).toBeLessThan(600);
  });

  it('the header shows what can be staked: money a pending withdrawal holds is apart, and Max stops at it', async () => {
    await openGame('/m/inHouse/dice', { '/wps/wallets/gcs': () => envelope({ sumBalance: 1000, playable: 40.5, currency: 'PHP' }) });
    await waitFor(() => expect(balance()).toHaveTextContent('₱40.50'));
    expect(screen.getByTestId('game-held')).toHaveTextContent('₱959.50 held for withdrawal');
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountBox()).toHaveValue('40.5');
  });

  it('keys: Space bets, R turns the dice around, ? lists them; keys typed in a field stay there', async () => {
    const { fetchMock } = await openGame('/m/inHouse/dice', { '/wps/originals/dice/bet': () => settled(makeRound()) });
    await userEvent.type(amountBox(), '3 ');
    expect(bodiesOf(fetchMock, '/wps/originals/dice/bet')).toHaveLength(0);
    expect(amountBox()).toHaveValue('3');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('r');
    expect(screen.getByRole('radio', { name: 'Roll under' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(bodiesOf(fetchMock, '/wps/originals/dice/bet')).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/wps/originals/dice/bet')[0]).toMatchObject({ amount: 3, params: { direction: 'under' } });
    await userEvent.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard keys' });
    expect(sheet).toHaveTextContent('SpaceBet, or cash out');
    expect(sheet).toHaveTextContent('RSwitch roll over / under');
  });

  it('auto-bet: the stake doubles after a loss and goes back after a win; the manual bet waits while it runs', async () => {
    let n = 0;
    let release: (() => void) | null = null;
    const { fetchMock } = await openGame('/m/inHouse/dice', {
      '/wps/originals/dice/bet': async (request) => {
        n += 1;
        const body = (await request.json()) as { amount: number };
        const won = n === 3;
        const answer = envelope(makeRound({ roundId: 100 + n, amount: body.amount, status: won ? 'won' : 'lost', payout: won ? body.amount * 1.98 : 0, multiplier: won ? 1.98 : 0 }));
        if (n === 1) return new Promise<Response>((resolve) => (release = () => resolve(answer)));
        return answer;
      },
    });
    useTurbo.setState({ on: true });
    await userEvent.type(amountBox(), '1');
    await userEvent.click(screen.getByRole('button', { name: /Auto bet/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Rounds/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Rounds/ }), '5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'On loss' }), 'change');
    await userEvent.clear(screen.getByRole('textbox', { name: 'On loss: percent' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'On loss: percent' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Start auto bet' }));
    await waitFor(() => expect(release).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Bet' })).toBeDisabled();
    act(() => release!());
    await waitFor(() => expect(bodiesOf(fetchMock, '/wps/originals/dice/bet')).toHaveLength(5));
    // lost 1, lost 2, won 4, back to 1, lost 1
    expect((bodiesOf(fetchMock, '/wps/originals/dice/bet') as { amount: number }[]).map((b) => b.amount)).toEqual([1, 2, 4, 1, 2]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled());
    expect(amountBox()).toHaveValue('1');
  });
});

describe('live bets', () => {
  it("lists everyone's bets, switches to the high rollers' and to my own", async () => {
    const row = (id: number, game: string, amount: number, payout: number) => ({ id, game, player: 'ab**c', amount, multiplier: payout / amount, payout, at: Date.now() });
    const { fetchMock } = await openGame('/m/inHouse/dice', {
      '/wps/originals/feed': (request) => {
        const view = new URL(request.url).searchParams.get('view');
        if (view === 'high') return envelope([row(9, 'crash', 2_000, 5_000)]);
        if (view === 'mine') return envelope([row(7, 'dice', 10, 0)]);
        return envelope([row(3, 'limbo', 5, 10), row(2, 'mines', 1, 0)]);
      },
    });
    const feed = screen.getByRole('region', { name: 'Live bets' });
    await waitFor(() => expect(within(feed).getAllByRole('row')).toHaveLength(3));
    expect(within(feed).getAllByRole('row')[1]).toHaveTextContent('Limboab**c₱5.00₱10.00 · 2.00×');
    await userEvent.click(within(feed).getByRole('radio', { name: 'High rollers' }));
    await waitFor(() => expect(within(feed).getAllByRole('row')[1]).toHaveTextContent('Crashab**c₱2,000.00₱5,000.00 · 2.50×'));
    await userEvent.click(within(feed).getByRole('radio', { name: 'My bets' }));
    await waitFor(() => expect(within(feed).getAllByRole('row')[1]).toHaveTextContent('Dice'));
    const views = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === '/wps/originals/feed').map((u) => u.searchParams.get('view'));
    expect(new Set(views)).toEqual(new Set(['all', 'high', 'mine']));
  });
});

describe('dice', () => {
  it('shows chance and multiplier for the target and direction', async () => {
    await openGame('/m/inHouse/dice');
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('50.00%');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('1.9800×');
    await userEvent.click(screen.getByRole('radio', { name: 'Roll under' }));
    const slider = screen.getByRole('slider');
    // jsdom: set the range's value the way a drag would
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(slider, '25');
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('25.00%');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('3.9600×');
  });

  it('shows a losing roll as a loss', async () => {
    await openGame('/m/inHouse/dice', {
      '/wps/originals/dice/bet': () => settled(makeRound({ status: 'lost', payout: 0, multiplier: 0, outcome: { roll: 12.05 }, balance: 990 })),
    });
    await userEvent.type(amountBox(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('No win this time')).toBeInTheDocument();
    expect(screen.getByTestId('dice-roll')).toHaveTextContent('12.05');
    await waitFor(() => expect(balance()).toHaveTextContent('₱990.00'));
  });
});

describe('mines', () => {
  it('starts, reveals a gem, cashes out, then shows every mine', async () => {
    const base = { game: 'mines' as const, amount: 10, params: { mines: 3 } };
    const { fetchMock } = await openGame('/m/inHouse/mines', {
      '/wps/originals/mines/start': () => settled(makeRound({ ...base, status: 'open', multiplier: 1, payout: 0, outcome: { revealed: [] }, balance: 990 })),
      '/wps/originals/mines/act': () => settled(makeRound({ ...base, status: 'open', multiplier: 1.1375, payout: 0, outcome: { revealed: [4] }, balance: 990 })),
      '/wps/originals/mines/cashout': () =>
        settled(makeRound({ ...base, status: 'cashed_out', multiplier: 1.1375, payout: 11.37, outcome: { revealed: [4], mines: [0, 12, 24] }, balance: 1001.37 })),
    });
    await userEvent.type(amountBox(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(balance()).toHaveTextContent('₱990.00'));
    // no gem yet: nothing to cash out; the stake is fixed while the round is open
    expect(screen.getByRole('button', { name: /Cash out/ })).toBeDisabled();
    expect(amountBox()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Tile 5' }));
    expect(await screen.findByTestId('mines-multiplier')).toHaveTextContent('1.14×');
    expect(screen.getByRole('button', { name: 'Tile 5' })).toHaveAttribute('data-state', 'gem');
    expect(bodiesOf(fetchMock, '/wps/originals/mines/act')).toEqual([{ roundId: 101, action: { tile: 4 } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Cash out ₱11.37' }));
    expect(await screen.findByText('You won ₱11.37 · 1.14×')).toBeInTheDocument();
    await waitFor(() => expect(balance()).toHaveTextContent('₱1,001.37'));
    for (const tile of [1, 13, 25]) expect(screen.getByRole('button', { name: `Tile ${tile}` })).toHaveAttribute('data-state', 'mine');
    expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled();
    expect(amountBox()).toBeEnabled();
  });
});

describe('the most one round pays', () => {
  const capped = (maxPayout: number) => ({ ...CONFIG, games: CONFIG.games.map((g) => ({ ...g, maxPayout })) });

  it('shows the profit on a win and the cap; a stake whose win would pass the cap is refused without asking the server', async () => {
    const { fetchMock } = await openGame('/m/inHouse/dice', {
      '/wps/originals/config': () => envelope(capped(15)),
      '/wps/originals/dice/bet': () => envelope(makeRound()),
    });
    await userEvent.type(amountBox(), '5');
    // over 50.00 pays 1.98x: ₱5 profits ₱4.90
    await waitFor(() => expect(screen.getByTestId('win-line')).toHaveTextContent('Profit on win ₱4.90'));
    expect(screen.getByTestId('win-line')).toHaveTextContent('Max payout ₱15.00');
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '10');
    expect(screen.getByTestId('win-line')).toHaveTextContent('A win could pass ₱15.00, the most one round pays. Bet ₱7.57 or less');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bet ₱7.57 or less');
    expect(bodiesOf(fetchMock, '/wps/originals/dice/bet')).toHaveLength(0);
  });

  it('mines: when the next gem would pass the cap the tiles stop and the screen says to cash out', async () => {
    const base = { game: 'mines' as const, amount: 10, params: { mines: 3 } };
    await openGame('/m/inHouse/mines', {
      '/wps/originals/config': () => envelope(capped(12)),
      '/wps/originals/mines/start': () => settled(makeRound({ ...base, status: 'open', multiplier: 1, payout: 0, outcome: { revealed: [] }, balance: 990 })),
      '/wps/originals/mines/act': () => settled(makeRound({ ...base, status: 'open', multiplier: 1.1375, payout: 0, outcome: { revealed: [4] }, balance: 990 })),
    });
    await userEvent.type(amountBox(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tile 5' }));
    // a second gem would pay 1.3x: ₱13 passes the ₱12 cap
    expect(await screen.findByText('Your next win would pass ₱12.00, the most one round pays: cash out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile 6' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Cash out/ })).toBeEnabled();
  });
});

describe('hi-lo', () => {
  it('offers only guesses that can lose, each with the multiplier the round has if it wins', async () => {
    const base = { game: 'hilo' as const, amount: 10, params: {} };
    await openGame('/m/inHouse/hilo', {
      '/wps/originals/hilo/history': () => envelope([]),
      '/wps/originals/hilo/active': () => envelope(null),
      // an ace after one won guess of 12 in 13
      '/wps/originals/hilo/start': () =>
        settled(makeRound({ ...base, status: 'open', multiplier: 1.0725, payout: 0, outcome: { cards: [{ index: 13, rank: 1, suit: 1 }], guesses: ['higher'], position: 1, chance: 12 / 13 }, balance: 990 })),
    });
    await userEvent.type(amountBox(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    const lower = await screen.findByRole('button', { name: /Lower or same/ });
    // on an ace "higher or same" cannot lose: not offered; "lower or same" (another ace, 1 in 13) pays 0.99 / (12/13 x 1/13)
    expect(screen.queryByRole('button', { name: /Higher or same/ })).toBeNull();
    expect(lower).toHaveTextContent('7.69% · 13.9425×');
  });
});

describe('reality check', () => {
  it('opens on the server 409 and sends the choice', async () => {
    const { fetchMock } = await openGame('/m/inHouse/dice', {
      '/wps/originals/dice/bet': () => failure(409, 'play.reality_check_due', 'Reality check due'),
      '/wps/play/reality-check': () =>
        envelope({ startedAt: Date.now(), net: 0, rounds: 0, realityCheckMinutes: 60, nextCheckAt: Date.now() + 3_600_000 }),
    });
    await userEvent.type(amountBox(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByText(/You have been playing for 25m \(4 rounds\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodiesOf(fetchMock, '/wps/play/reality-check')).toEqual([{ action: 'continue' }]);
  });

  it('opens by itself when nextCheckAt passes', async () => {
    signIn();
    mockFetch(
      handlers({
        '/wps/play/session': () => envelope({ startedAt: Date.now() - 3_600_000, net: 5, rounds: 9, realityCheckMinutes: 60, nextCheckAt: Date.now() - 1 }),
      }),
    );
    renderApp('/m/inHouse/dice');
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();
  });
});

describe('visitors', () => {
  it('see the game with Log in and Try for free instead of the bet button', async () => {
    mockFetch(handlers());
    renderApp('/m/inHouse/dice');
    const prompt = await screen.findByRole('group', { name: 'Sign in to play' });
    expect(within(prompt).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Try for free' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bet' })).not.toBeInTheDocument();
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('1.9800×');
  });
});

describe('verify screen', () => {
  const serverSeed = 'c0ffee-server-seed-for-the-test';
  const clientSeed = 'player-seed';

  async function proofFor(outcome: (roll: number) => Record<string, unknown>) {
    const roll = diceRoll((await fairFloats({ serverSeed, clientSeed, nonce: 3 }, 1))[0]!);
    return {
      roll,
      proof: {
        game: 'dice',
        serverSeedHash: await sha256Hex(serverSeed),
        serverSeed,
        clientSeed,
        nonce: 3,
        params: { target: 50, direction: 'over' },
        outcome: outcome(roll),
      },
    };
  }

  it('recomputes a revealed round in the browser and shows the match', async () => {
    const { roll, proof } = await proofFor((r) => ({ roll: r }));
    signIn();
    mockFetch(handlers({ '/wps/originals/rounds/55/proof': () => envelope(proof) }));
    renderApp('/m/inHouse/fairness?round=55');
    expect(await screen.findByText('Outcome matches')).toBeInTheDocument();
    expect(screen.getByText('The server seed matches the hash shown before the round')).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(`"roll": ${roll}`)).length).toBeGreaterThanOrEqual(2);
  });

  it('flags a recorded outcome the seeds do not give', async () => {
    const { proof } = await proofFor((r) => ({ roll: (r + 1) % 100 }));
    signIn();
    mockFetch(handlers({ '/wps/originals/rounds/56/proof': () => envelope(proof) }));
    renderApp('/m/inHouse/fairness?round=56');
    expect(await screen.findByText('Outcome does not match')).toBeInTheDocument();
  });

  it('computes any seeds typed by hand', async () => {
    const mines = minePositions(3, await fairFloats({ serverSeed, clientSeed, nonce: 0 }, 3));
    mockFetch(handlers({ '/wps/originals/crash/chain': () => envelope({ ...CHAIN, terminalHash: 'f'.repeat(64), length: 10 }) }));
    renderApp('/m/inHouse/fairness');
    const form = await screen.findByRole('form', { name: 'Check any seeds' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Game' }), 'mines');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Server seed' }), serverSeed);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Client seed' }), clientSeed);
    await userEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    const out = await within(form).findByRole('status');
    expect(out.textContent!.replace(/\s/g, '')).toContain(`"mines":${JSON.stringify(mines)}`);
  });

  describe('a crash round hash and its chain', () => {
    const roundHash = 'ab'.repeat(32);

    async function openCrash(chain: Record<string, unknown>, point?: number) {
      const terminalHash = await sha256Hex(roundHash);
      mockFetch(handlers({ '/wps/originals/crash/chain': () => envelope({ ...CHAIN, terminalHash, ...chain }) }));
      renderApp(`/m/inHouse/fairness?crash=${roundHash}${point !== undefined ? `&point=${point}` : ''}`);
      const form = await screen.findByRole('form', { name: 'Crash round hash' });
      await within(form).findByText('The hash leads to the published chain end in 1 steps');
      return form;
    }

    it('shows the commitment: announced before the beacon round came out, the salt its randomness, and the crash point from it', async () => {
      const point = await crashRoundPoint(roundHash, QUICKNET.randomness);
      const form = await openCrash({}, point);
      const commitment = within(form).getByRole('region', { name: 'Commitment' });
      expect(within(commitment).getByText('Chain 2, 100000 rounds')).toBeInTheDocument();
      expect(within(commitment).getByText(CHAIN.beacon.chain)).toBeInTheDocument();
      expect(within(commitment).getByRole('link', { name: String(QUICKNET.round) })).toHaveAttribute('href', CHAIN.beacon.url);
      expect(within(commitment).getByText(QUICKNET.randomness)).toBeInTheDocument();
      expect(await within(commitment).findByText('The beacon round was announced 30 s before it was published')).toBeInTheDocument();
      expect(within(commitment).getByText("The salt is the beacon round's randomness (the SHA-256 of its signature)")).toBeInTheDocument();
      expect(within(form).getByText(`${point.toFixed(2)}×`)).toBeInTheDocument();
      expect(within(form).getByText('Outcome matches')).toBeInTheDocument();
    });

    it('before the beacon round is out: no salt and no crash point yet, the hash still walks to the chain end', async () => {
      const form = await openCrash({ salt: null, beacon: { ...CHAIN.beacon, signature: null } }, 2);
      expect(within(form).getByText(`Waiting for beacon round ${QUICKNET.round}: the salt is its randomness`)).toBeInTheDocument();
      expect(within(form).getByText('The crash point can be computed once the salt is published')).toBeInTheDocument();
      expect(await within(form).findByText('The beacon round was announced 30 s before it was published')).toBeInTheDocument();
      expect(within(form).queryByText(/The salt is/)).toBeNull();
      expect(within(form).queryByText('Outcome matches')).toBeNull();
    });

    it("flags a salt that is not the beacon round's randomness, and a round announced after it came out", async () => {
      const form = await openCrash({ salt: 'cd'.repeat(32), committedAt: CHAIN.beacon.roundAt + 3_000 });
      expect(await within(form).findByText("The salt is not the beacon round's randomness")).toBeInTheDocument();
      expect(within(form).getByText('The beacon round was not announced before it was published')).toBeInTheDocument();
    });

    it('a chain from before beacons shows its server-made salt and says so', async () => {
      const salt = '0123456789abcdef'.repeat(2);
      const point = await crashRoundPoint(roundHash, salt);
      const form = await openCrash({ salt, beacon: null }, point);
      expect(within(form).getByText('This chain was committed before beacons were used: its salt was made by the server')).toBeInTheDocument();
      expect(within(form).queryByText(/announced/)).toBeNull();
      expect(within(form).getByText('Outcome matches')).toBeInTheDocument();
    });
  });
});
