import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { allFlags } from '@lobby/contract';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { makeBet, makeTransaction } from '@/test/money';
import { mockFetch, renderApp } from '@/test/render-app';
import { rangeOf } from './quick-ranges';

type Handlers = Parameters<typeof mockFetch>[0];

const TOTALS = { rounds: 2, bet: 60, win: 25, net: -35 };

function handlers(flag: boolean, extra: Handlers = {}): Handlers {
  return {
    '/wps/system/status': () =>
      envelope(makeStatus({ info: { whitelabel: { ...allFlags(false), TRANSBETREPMEM3: flag } } })),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    ...extra,
  };
}

function scrollDown(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('bet records', () => {
  it('says to contact customer service and asks nothing when the merchant has bet records off', async () => {
    signIn();
    const fetchMock = mockFetch(handlers(false, { '/wps/records/bets': () => envelope({}) }));
    renderApp('/m/gameRecord');
    expect(await screen.findByRole('heading', { name: 'Please contact customer service' })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).not.toContain('/wps/records/bets');
  });

  it('says the same when the server refuses with records.disabled', async () => {
    signIn();
    mockFetch(handlers(true, { '/wps/records/bets': () => failure(403, 'records.disabled', 'off') }));
    renderApp('/m/gameRecord');
    expect(await screen.findByRole('heading', { name: 'Please contact customer service' })).toBeInTheDocument();
  });

  it('lists today’s rounds with the totals, nets coloured, and opens a round with its fairness proof', async () => {
    signIn();
    const queries: URLSearchParams[] = [];
    const fair = makeBet({
      id: 502,
      gameName: 'Crash Rocket',
      gameType: 'INHOUSE',
      vendor: 'HOUSE',
      bet: 50,
      win: 0,
      net: -50,
      fairness: { serverSeedHash: 'ab12', serverSeed: 'ff00', clientSeed: 'lucky', nonce: 7, result: { crashAt: 1.37 } },
    });
    mockFetch(
      handlers(true, {
        '/wps/records/bets': (request) => {
          queries.push(new URL(request.url).searchParams);
          return envelope({ list: [makeBet(), fair], totals: TOTALS, next: null, currency: 'PHP' });
        },
        '/wps/records/bets/502': () => envelope(fair),
      }),
    );
    renderApp('/m/gameRecord');
    const totals = await screen.findByRole('group', { name: 'Totals for this range' });
    expect(within(totals).getByText('₱60.00')).toBeInTheDocument();
    expect(within(totals).getByText('−₱35.00')).toHaveClass('totals-bar__net--down');
    const today = rangeOf('today');
    expect(queries[0]!.get('from')).toBe(String(today.from));
    expect(queries[0]!.get('to')).toBe(String(today.to));
    expect(queries[0]!.has('gameType')).toBe(false);

    const rows = screen.getAllByRole('list', { name: 'Rounds' });
    expect(within(rows[0]!).getByText('+₱15.00')).toHaveClass('record-row__amount--up');
    expect(within(rows[0]!).getByText('−₱50.00')).toHaveClass('record-row__amount--down');
    expect(within(rows[0]!).getByText('Bet ₱10.00 · Win ₱25.00')).toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Crash Rocket/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Crash Rocket' });
    expect(within(sheet).getByText('QS-2026-000501')).toBeInTheDocument();
    expect(within(sheet).getByText('HOUSE · In-house')).toBeInTheDocument();
    const proof = within(sheet).getByRole('region', { name: 'Fairness proof' });
    expect(within(proof).getByText('Server seed hash')).toBeInTheDocument();
    expect(within(proof).getByText('ab12')).toBeInTheDocument();
    expect(within(proof).getByText('Nonce')).toBeInTheDocument();
    expect(within(proof).getByText(/"crashAt": 1.37/)).toBeInTheDocument();
  });

  it('links an in-house (BGS) round to the verify screen, and no other vendor\'s', async () => {
    signIn();
    const dice = makeBet({ id: 610, gameName: 'Dice', gameType: 'INHOUSE', vendor: 'BGS', fairness: { game: 'dice', nonce: 3 } });
    mockFetch(
      handlers(true, {
        '/wps/records/bets': () => envelope({ list: [makeBet(), dice], totals: TOTALS, next: null, currency: 'PHP' }),
        '/wps/records/bets/610': () => envelope(dice),
        '/wps/records/bets/501': () => envelope(makeBet()),
      }),
    );
    const { router } = renderApp('/m/gameRecord');
    const rows = await screen.findAllByRole('list', { name: 'Rounds' });
    await userEvent.click(within(rows[0]!).getAllByRole('button')[0]!);
    const slot = await screen.findByRole('dialog');
    expect(within(slot).queryByRole('link', { name: 'Verify this round' })).not.toBeInTheDocument();
    await userEvent.click(within(slot).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Dice/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Dice' });
    const link = within(sheet).getByRole('link', { name: 'Verify this round' });
    expect(link).toHaveAttribute('href', '/m/inHouse/fairness?round=610');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/inHouse/fairness'));
  });

  it("shows a vendor's account of the round: its line and what it lists", async () => {
    signIn();
    const hand = makeBet({
      id: 620,
      gameName: 'Jacks or Better',
      gameType: 'PVP',
      vendor: 'JILI',
      details: { summary: 'Two pair: paid 2 per coin', items: [{ label: 'Dealt', value: 'K♠ K♥ 7♦ 7♣ 2♠' }, { label: 'Held', value: 'K♠ K♥ 7♦ 7♣' }] },
    });
    mockFetch(
      handlers(true, {
        '/wps/records/bets': () => envelope({ list: [hand], totals: TOTALS, next: null, currency: 'PHP' }),
        '/wps/records/bets/620': () => envelope(hand),
      }),
    );
    renderApp('/m/gameRecord');
    const rows = await screen.findAllByRole('list', { name: 'Rounds' });
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Jacks or Better/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Jacks or Better' });
    const details = within(sheet).getByRole('region', { name: 'Round details' });
    expect(details).toHaveTextContent('Two pair: paid 2 per coin');
    expect(within(details).getByText('Dealt').nextElementSibling).toHaveTextContent('K♠ K♥ 7♦ 7♣ 2♠');
    expect(within(sheet).queryByRole('region', { name: 'Fairness proof' })).not.toBeInTheDocument();
  });

  it('filters by quick range and game type, and loads the next page as the list is scrolled', async () => {
    signIn();
    const queries: URLSearchParams[] = [];
    mockFetch(
      handlers(true, {
        '/wps/records/bets': (request) => {
          const params = new URL(request.url).searchParams;
          queries.push(params);
          if (params.get('beforeId') === '400') {
            return envelope({ list: [makeBet({ id: 399, gameName: 'Older Spin' })], totals: TOTALS, next: null, currency: 'PHP' });
          }
          return envelope({ list: [makeBet({ id: 401 })], totals: TOTALS, next: 400, currency: 'PHP' });
        },
      }),
    );
    const { router } = renderApp('/m/gameRecord');
    await screen.findByRole('group', { name: 'Totals for this range' });

    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(queries.at(-1)!.get('from')).toBe(String(rangeOf('yesterday').from)));
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Live casino' }));
    await waitFor(() => expect(queries.at(-1)!.get('gameType')).toBe('LIVE'));
    expect(router.state.location.search).toBe('?range=yesterday&gameType=LIVE');

    await screen.findByText('Quick Spin');
    act(() => scrollDown(200));
    expect(await screen.findByText('Older Spin')).toBeInTheDocument();
    expect(queries.at(-1)!.get('beforeId')).toBe('400');
    expect(screen.getByText('That is everything in this range')).toBeInTheDocument();
  });

  it('has an empty state and a retry state', async () => {
    signIn();
    let calls = 0;
    mockFetch(
      handlers(true, {
        '/wps/records/bets': () => {
          calls += 1;
          return calls === 1
            ? failure(503, 'system.maintenance', 'down')
            : envelope({ list: [], totals: { rounds: 0, bet: 0, win: 0, net: 0 }, next: null, currency: 'PHP' });
        },
      }),
    );
    renderApp('/m/gameRecord');
    await userEvent.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByRole('heading', { name: 'No bets in this range' })).toBeInTheDocument();
  });
});

describe('transactions', () => {
  it('is a real-member route with its own title', async () => {
    signIn();
    mockFetch(handlers(true, { '/wps/records/transactions': () => envelope({ list: [], next: null, currency: 'PHP' }) }));
    renderApp('/m/transactions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No transactions in this range' })).toBeInTheDocument();
  });

  it('shows signed amounts (green in, neutral out) with pending and voided badges', async () => {
    signIn();
    mockFetch(
      handlers(true, {
        '/wps/records/transactions': () =>
          envelope({
            list: [
              makeTransaction(),
              makeTransaction({ id: 902, kind: 'withdrawal', amount: -500, status: 'pending', reference: 'W1' }),
              makeTransaction({ id: 903, kind: 'bet', amount: -20, status: 'voided', reference: null }),
              makeTransaction({ id: 904, kind: 'bonus', amount: 1_200, account: 'bonus', reference: null }),
            ],
            next: null,
            currency: 'PHP',
          }),
      }),
    );
    renderApp('/m/transactions');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getByText('+₱1,000.00')).toHaveClass('record-row__amount--up');
    expect(within(list).getByText('−₱500.00')).toHaveClass('record-row__amount--even');
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    expect(within(list).getByText('Voided')).toBeInTheDocument();
    expect(within(list).getByText('−₱20.00').closest('li')).toHaveClass('record-row--voided');
    expect(within(list).getByText('+₱1,200.00')).toBeInTheDocument();
    expect(within(list).getByText('Withdrawal')).toBeInTheDocument();
  });

  it('filters by type and range, and exports the chosen range as CSV with a plain download link', async () => {
    signIn();
    const queries: URLSearchParams[] = [];
    mockFetch(
      handlers(true, {
        '/wps/records/transactions': (request) => {
          queries.push(new URL(request.url).searchParams);
          return envelope({ list: [makeTransaction()], next: null, currency: 'PHP' });
        },
      }),
    );
    renderApp('/m/transactions?type=withdrawal');
    await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.getByRole('button', { name: 'Withdrawals' })).toHaveAttribute('aria-pressed', 'true');
    const week = rangeOf('week');
    expect(queries[0]!.get('type')).toBe('withdrawal');
    expect(queries[0]!.get('from')).toBe(String(week.from));

    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv).toHaveAttribute('download');
    expect(csv).toHaveAttribute(
      'href',
      `/wps/records/transactions.csv?from=${week.from}&to=${week.to}&type=withdrawal`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Deposits' }));
    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    const month = rangeOf('month');
    await waitFor(() => expect(queries.at(-1)!.get('from')).toBe(String(month.from)));
    expect(queries.at(-1)!.get('type')).toBe('deposit');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/wps/records/transactions.csv?from=${month.from}&to=${month.to}&type=deposit`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(queries.at(-1)!.has('type')).toBe(false));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).not.toContain('type=');
  });

  it('retries after a failed load', async () => {
    signIn();
    let calls = 0;
    mockFetch(
      handlers(true, {
        '/wps/records/transactions': () => {
          calls += 1;
          return calls === 1 ? failure(500, 'common.unknown', 'x') : envelope({ list: [makeTransaction()], next: null, currency: 'PHP' });
        },
      }),
    );
    renderApp('/m/transactions');
    await userEvent.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByRole('list', { name: 'Transactions' })).toBeInTheDocument();
  });
});
