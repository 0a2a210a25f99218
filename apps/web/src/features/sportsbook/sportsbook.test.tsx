import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bet, EventDetail, EventSummary, Market, Quote, SportsbookSocketEvent } from '@lobby/contract';
import { betReturn, combinedOdds, formatOdds } from '@lobby/contract/rules';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure } from '@/test/fixtures';
import { makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { closeLiveSocket } from './live-socket';
import { useLiveStore } from './live-store';
import { useSlipStore } from './slip-store';

const HOUR = 3_600_000;

function market(id: number, eventId: number, overrides: Partial<Market> = {}): Market {
  return {
    id,
    eventId,
    type: 'match_result',
    line: null,
    status: 'open',
    selections: [
      { id: id * 10 + 1, code: 'home', name: 'Home', odds: 1.85, result: null },
      { id: id * 10 + 2, code: 'draw', name: 'Draw', odds: 3.4, result: null },
      { id: id * 10 + 3, code: 'away', name: 'Away', odds: 4.2, result: null },
    ],
    ...overrides,
  };
}

function event(id: number, home: string, away: string, overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id,
    sport: 'football',
    league: { id: 1, name: 'Premier League', country: 'England' },
    home,
    away,
    startsAt: Date.now() - HOUR,
    status: 'live',
    suspended: false,
    score: { home: 1, away: 0 },
    clock: "63'",
    periods: [{ home: 1, away: 0 }],
    main: market(id * 100, id),
    markets: 12,
    ...overrides,
  };
}

const ARSENAL = event(1, 'Arsenal', 'Chelsea');
const MADRID = event(2, 'Real Madrid', 'Barcelona', { league: { id: 2, name: 'La Liga', country: 'Spain' } });
const INTER = event(3, 'Inter', 'Milan', { status: 'scheduled', score: null, clock: null, periods: [], startsAt: Date.now() + 5 * HOUR, league: { id: 3, name: 'Serie A', country: 'Italy' } });

function detail(base: EventSummary, extra: Market[]): EventDetail {
  return { ...base, marketList: [base.main!, ...extra] };
}

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
    setTimeout(() => this.onopen?.(), 0);
  }
  send(text: string) {
    this.sent.push(text);
  }
  /** a frame: one message, or one change's messages in an array */
  push(message: SportsbookSocketEvent | SportsbookSocketEvent[]) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  close() {
    this.onclose = null;
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

/** The slip's quote; `room`: what the member may still stake on a market (by market id), below the per-bet 50,000. */
function quoteOf(ids: number[], events: EventSummary[], room: Record<number, string> = {}): Quote {
  const selections = events.flatMap((e) =>
    (e.main?.selections ?? [])
      .filter((s) => ids.includes(s.id))
      .map((s) => ({
        selectionId: s.id,
        eventId: e.id,
        marketId: e.main!.id,
        sport: e.sport,
        event: `${e.home} v ${e.away}`,
        live: e.status === 'live',
        marketType: e.main!.type,
        line: null,
        code: s.code,
        name: s.name,
        odds: s.odds,
        open: true,
        maxStake: room[e.main!.id] ?? '50000.00',
      })),
  );
  const least = Math.min(50_000, ...selections.map((s) => Number(s.maxStake)));
  return { selections, minStake: '10.00', maxStake: least.toFixed(2), maxPayout: '500000.00', currency: 'PHP', inPlayDelay: 5 };
}

function bet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: 41,
    ref: 'SB-000041',
    kind: 'single',
    status: 'open',
    stake: '100.00',
    currency: 'PHP',
    odds: 1.85,
    potentialReturn: '185.00',
    payout: null,
    oddsChange: 'higher',
    live: true,
    placedAt: Date.now(),
    acceptAt: null,
    settledAt: null,
    rejectReason: null,
    cashOut: { amount: '92.50', available: true },
    legs: [
      {
        selectionId: 1001,
        eventId: 1,
        marketId: 100,
        sport: 'football',
        league: 'Premier League',
        event: 'Arsenal v Chelsea',
        startsAt: Date.now() - HOUR,
        marketType: 'match_result',
        line: null,
        code: 'home',
        name: 'Arsenal',
        odds: 1.85,
        result: null,
        deadHeat: 1,
        score: { home: 1, away: 0 },
        eventStatus: 'live',
      },
    ],
    ...overrides,
  };
}

function handlers(extra: Parameters<typeof mockFetch>[0] = {}): Parameters<typeof mockFetch>[0] {
  const events = [ARSENAL, MADRID, INTER];
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 1000, playable: 1000, currency: 'PHP' }),
    '/wps/member/hasWithdrawalPassword': () => envelope(false),
    '/wps/member/rank/progress': () =>
      envelope({ currentProgress: { completedConditions: 0, totalExpectedConditions: 100 }, playerRankProgress: { labelId: 1, labelName: 'Bronze', nextLabelName: 'Silver' } }),
    '/wps/sportsbook/sports': () =>
      envelope({ sports: [{ sport: 'football', live: 2, upcoming: 1, leagues: [] }, { sport: 'dota2', live: 1, upcoming: 0, leagues: [] }] }),
    '/wps/sportsbook/events': (request) => {
      const when = new URL(request.url).searchParams.get('when');
      const sport = new URL(request.url).searchParams.get('sport');
      if (sport !== 'football') return envelope({ events: [] });
      return envelope({ events: events.filter((e) => (when === 'live' ? e.status === 'live' : e.status === 'scheduled')) });
    },
    '/wps/sportsbook/preferences': () => envelope({ oddsFormat: 'decimal', oddsChange: 'higher' }),
    '/wps/sportsbook/quote': async (request) => {
      const body = (await request.json()) as { selections: number[] };
      return envelope(quoteOf(body.selections, events));
    },
    ...extra,
  };
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  useSlipStore.setState({ picks: [], mode: 'single', stakes: {}, parlayStake: '', sheetOpen: false });
  useLiveStore.setState({ events: {}, markets: {} });
  window.localStorage.clear();
});

afterEach(() => {
  closeLiveSocket();
  FakeSocket.all = [];
  vi.unstubAllGlobals();
});

describe('the book', () => {
  it('lists live events by league with the live count per sport, and subscribes to their prices', async () => {
    mockFetch(handlers());
    renderApp('/m/sport-games');
    const list = await screen.findByRole('region', { name: /England · Premier League/ });
    expect(within(list).getByText('Arsenal')).toBeInTheDocument();
    expect(within(list).getByText("63'")).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Arsenal 1.85' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(list).getByRole('button', { name: 'Draw 3.40' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Arsenal – Chelsea: all markets \(\+11\)/ })).toHaveAttribute('href', '/m/sport-games/event/1');
    expect(screen.getByRole('link', { name: 'Football, 2 live' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'E-sports, 1 live' })).toBeInTheDocument();
    await waitFor(() => expect(last().sent.length).toBeGreaterThan(0));
    expect(last().url).toMatch(/\/ws\/sportsbook\?merchant=LUCKY$/);
    expect(JSON.parse(last().sent.at(-1)!)).toEqual({ type: 'subscribe', events: [1, 2], markets: [] });
    // the Upcoming tab: the match not yet started, with its kick-off
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText('Inter')).toBeInTheDocument();
  });

  it('shows every price in the chosen odds format, and a tap puts the selection on the slip', async () => {
    mockFetch(handlers());
    renderApp('/m/sport-games');
    const button = await screen.findByRole('button', { name: 'Arsenal 1.85' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Open bet slip, 1 selections' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Odds settings: Decimal/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Hong Kong/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Arsenal 0.85' })).toBeInTheDocument();
    // 4.20 is -0.31 in Malay (above even money), 3.20 in Indo
    expect(screen.getByRole('button', { name: `Chelsea ${formatOdds(420, 'hongkong')}` })).toBeInTheDocument();
    expect(window.localStorage.getItem('MC_SPORTSBOOK_PREFERENCES')).toContain('hongkong');
  });

  it('flashes a price that moves and locks a market the socket suspends', async () => {
    mockFetch(handlers());
    renderApp('/m/sport-games');
    await screen.findByRole('button', { name: 'Arsenal 1.85' });
    await waitFor(() => expect(last().sent.length).toBeGreaterThan(0));
    const moved = { ...ARSENAL.main!, selections: ARSENAL.main!.selections.map((s) => ({ id: s.id, odds: s.code === 'home' ? 1.95 : s.odds, result: null })) };
    act(() => last().push({ type: 'market', id: moved.id, eventId: 1, status: 'open', selections: moved.selections }));
    const up = screen.getByRole('button', { name: 'Arsenal 1.95' });
    expect(up).toHaveClass('odds-btn--up');
    act(() => last().push({ type: 'market', id: moved.id, eventId: 1, status: 'open', selections: moved.selections.map((s) => ({ ...s, odds: s.id === 1001 ? 1.7 : s.odds })) }));
    expect(screen.getByRole('button', { name: 'Arsenal 1.70' })).toHaveClass('odds-btn--down');
    act(() => last().push({ type: 'market', id: moved.id, eventId: 1, status: 'suspended', selections: moved.selections }));
    expect(screen.getByRole('button', { name: 'Arsenal, suspended' })).toBeDisabled();
    // one change's messages in one frame, applied in order: reopened at a new price, then moved again
    act(() =>
      last().push([
        { type: 'market', id: moved.id, eventId: 1, status: 'open', selections: moved.selections.map((s) => ({ ...s, odds: s.id === 1001 ? 2.05 : s.odds })) },
        { type: 'market', id: moved.id, eventId: 1, status: 'open', selections: moved.selections.map((s) => ({ ...s, odds: s.id === 1001 ? 2.1 : s.odds })) },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Arsenal 2.10' })).toBeEnabled();
    // a frame that is not the contract's changes nothing
    act(() => last().onmessage?.({ data: '[{"type":"market","id":"x"}]' }));
    expect(screen.getByRole('button', { name: 'Arsenal 2.10' })).toBeEnabled();
  });
});

describe('the slip', () => {
  async function pick(names: string[]) {
    for (const name of names) await userEvent.click(await screen.findByRole('button', { name }));
    await userEvent.click(screen.getByRole('button', { name: /Open bet slip/ }));
    return screen.findByRole('dialog', { name: /Bet slip/ });
  }

  it('a parlay shows the combined odds and exactly the return the server pays; singles each their own', async () => {
    signIn(0, 'demo');
    mockFetch(handlers());
    renderApp('/m/sport-games');
    const slip = await pick(['Arsenal 1.85', 'Barcelona 4.20']);
    // singles: a stake per line, each line's return, and the total
    await userEvent.type(within(slip).getByRole('textbox', { name: 'Stake for Arsenal' }), '100');
    expect(within(slip).getByText('Returns ₱185.00')).toBeInTheDocument();
    await userEvent.type(within(slip).getByRole('textbox', { name: 'Stake for Barcelona' }), '33.33');
    expect(within(slip).getByText(`Returns ₱${(betReturn(3333, [{ odds: 420, result: null }]) / 100).toFixed(2)}`)).toBeInTheDocument();
    expect(within(slip).getByTestId('slip-return')).toHaveTextContent('₱324.98');
    expect(await within(slip).findByText('Stake from ₱10.00 to ₱50,000.00')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: /Place 2 bets · ₱133.33/ })).toBeEnabled();

    // parlay: one stake, odds multiplied and cut down as the rules do
    await userEvent.click(within(slip).getByRole('radio', { name: 'Parlay' }));
    expect(within(slip).getByText(formatOdds(combinedOdds([185, 420]), 'decimal'))).toBeInTheDocument();
    expect(within(slip).getByText('7.77')).toBeInTheDocument();
    await userEvent.type(within(slip).getByRole('textbox', { name: 'Parlay stake' }), '12.34');
    const expected = betReturn(1234, [
      { odds: 185, result: null },
      { odds: 420, result: null },
    ]);
    expect(within(slip).getByTestId('slip-return')).toHaveTextContent(`₱${(expected / 100).toFixed(2)}`);
    // a stake below the minimum cannot be placed
    await userEvent.clear(within(slip).getByRole('textbox', { name: 'Parlay stake' }));
    await userEvent.type(within(slip).getByRole('textbox', { name: 'Parlay stake' }), '5');
    expect(within(slip).getByText('The minimum stake is ₱10.00.')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: /Place bet/ })).toBeDisabled();
  });

  it("a single's maximum is what the player may still stake on its market; a refusal says how much is left", async () => {
    signIn(0, 'demo');
    const posted: unknown[] = [];
    // 450 of a 500 cap staked on Arsenal's market already; Madrid's market has no cap of its own
    let room = '50.00';
    mockFetch(
      handlers({
        '/wps/sportsbook/quote': async (request) => envelope(quoteOf(((await request.json()) as { selections: number[] }).selections, [ARSENAL, MADRID, INTER], { 100: room })),
        '/wps/sportsbook/bets': async (request) => {
          posted.push(await request.json());
          // another bet of the player's took some of the room meanwhile
          room = '30.00';
          return failure(409, 'sportsbook.limit.exceeded', 'The stake is above what this bet may take.', { maxStake: '30.00', marketId: 100 });
        },
      }),
    );
    renderApp('/m/sport-games');
    const slip = await pick(['Arsenal 1.85', 'Barcelona 4.20']);
    expect(await within(slip).findByText('Stake from ₱10.00 to ₱50,000.00')).toBeInTheDocument();
    await userEvent.type(within(slip).getByRole('textbox', { name: 'Stake for Barcelona' }), '200');
    await userEvent.type(within(slip).getByRole('textbox', { name: 'Stake for Arsenal' }), '100');
    expect(within(slip).getByText('The maximum stake is ₱50.00.')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: /Place 2 bets/ })).toBeDisabled();
    // a parlay counts on each of its markets: the least room of them
    await userEvent.click(within(slip).getByRole('radio', { name: 'Parlay' }));
    expect(within(slip).getByText('Stake from ₱10.00 to ₱50.00')).toBeInTheDocument();
    await userEvent.click(within(slip).getByRole('radio', { name: 'Singles' }));
    await userEvent.clear(within(slip).getByRole('textbox', { name: 'Stake for Barcelona' }));
    await userEvent.clear(within(slip).getByRole('textbox', { name: 'Stake for Arsenal' }));
    await userEvent.type(within(slip).getByRole('textbox', { name: 'Stake for Arsenal' }), '40');
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet · ₱40.00' }));
    expect(await within(slip).findByText('You can stake at most ₱30.00 more on this market.')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    // the slip asks for its quote again: the line's maximum is the room left now
    expect(await within(slip).findByText('The maximum stake is ₱30.00.')).toBeInTheDocument();
  });

  it('two selections of one event are no parlay', async () => {
    signIn(0, 'demo');
    mockFetch(handlers({ '/wps/sportsbook/events/1': () => envelope(detail(ARSENAL, [market(150, 1, { type: 'totals', line: '2.5', selections: [{ id: 1501, code: 'over', name: 'Over 2.5', odds: 1.9, result: null }, { id: 1502, code: 'under', name: 'Under 2.5', odds: 1.9, result: null }] })])) }));
    renderApp('/m/sport-games/event/1');
    expect(await screen.findByRole('heading', { name: 'Total goals 2.5' })).toBeInTheDocument();
    const slip = await pick(['Arsenal 1.85', 'Over 2.5 1.90']);
    expect(within(slip).getByRole('radio', { name: 'Parlay' })).toBeDisabled();
    expect(within(slip).getByText(/can't be combined in a parlay/)).toBeInTheDocument();
  });

  it('a suspended selection blocks placing; a moved price asks to accept the change under "higher"', async () => {
    signIn(0, 'demo');
    mockFetch(handlers());
    renderApp('/m/sport-games');
    const slip = await pick(['Arsenal 1.85']);
    await userEvent.type(within(slip).getByRole('textbox', { name: 'Stake for Arsenal' }), '100');
    await waitFor(() => expect(JSON.parse(last().sent.at(-1)!).markets).toEqual([100]));
    const selections = ARSENAL.main!.selections.map((s) => ({ id: s.id, odds: s.odds, result: null }));
    act(() => last().push({ type: 'market', id: 100, eventId: 1, status: 'suspended', selections }));
    expect(within(slip).getByRole('alert')).toHaveTextContent('A selection is suspended');
    expect(within(slip).getByText('Suspended')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: /Place bet/ })).toBeDisabled();

    act(() => last().push({ type: 'market', id: 100, eventId: 1, status: 'open', selections: selections.map((s) => (s.id === 1001 ? { ...s, odds: 1.7 } : s)) }));
    expect(within(slip).getByText('1.85')).toBeInTheDocument();
    expect(within(slip).getByText('1.70')).toBeInTheDocument();
    await userEvent.click(within(slip).getByRole('button', { name: 'Accept changes' }));
    expect(within(slip).getByRole('button', { name: 'Place bet · ₱100.00' })).toBeEnabled();
    expect(useSlipStore.getState().picks[0]!.odds).toBe(1.7);
    // a rise is taken without asking under "Accept higher odds"
    act(() => last().push({ type: 'market', id: 100, eventId: 1, status: 'open', selections: selections.map((s) => (s.id === 1001 ? { ...s, odds: 1.8 } : s)) }));
    expect(within(slip).getByRole('button', { name: 'Place bet · ₱100.00' })).toBeEnabled();
  });

  it('places an in-play bet: accepting with the delay counting down, then accepted, in a live region', async () => {
    signIn(0, 'demo');
    const posted: unknown[] = [];
    let status: Bet['status'] = 'pending';
    mockFetch(
      handlers({
        '/wps/sportsbook/bets': async (request) => {
          posted.push(await request.json());
          return envelope(bet({ status: 'pending', acceptAt: Date.now() + 3000 }));
        },
        '/wps/sportsbook/bets/41': () => envelope(bet({ status })),
      }),
    );
    renderApp('/m/sport-games');
    const slip = await pick(['Arsenal 1.85']);
    await userEvent.type(within(slip).getByRole('textbox', { name: 'Stake for Arsenal' }), '100');
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet · ₱100.00' }));
    expect(await within(slip).findByText(/Accepting… \([1-3] s\)/)).toBeInTheDocument();
    expect(posted).toEqual([{ requestId: expect.any(String), legs: [{ selectionId: 1001, odds: 1.85 }], stake: 100, oddsChange: 'higher' }]);
    status = 'open';
    act(() => last().push({ type: 'bet', id: 41, status: 'open' }));
    expect(await within(slip).findByText('Bet accepted. Ticket SB-000041', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(useSlipStore.getState().picks).toEqual([]);
  });

  it('asks a visitor to log in when they place, keeping the slip', async () => {
    mockFetch(handlers());
    const { router } = renderApp('/m/sport-games');
    const slip = await pick(['Arsenal 1.85']);
    await userEvent.click(within(slip).getByRole('button', { name: 'Log in to place bet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(useSlipStore.getState().picks).toHaveLength(1);
    expect(window.sessionStorage.getItem('MC_SPORTSBOOK_SLIP')).toContain('1001');
  });
});

describe('the event page and my bets', () => {
  it('names markets for people and greys a suspended one with its lock', async () => {
    mockFetch(
      handlers({
        '/wps/sportsbook/events/1': () =>
          envelope(
            detail(ARSENAL, [
              market(151, 1, { type: 'asian_handicap', line: '-0.75', status: 'suspended', selections: [{ id: 1511, code: 'home', name: 'Arsenal', odds: 1.9, result: null }, { id: 1512, code: 'away', name: 'Chelsea', odds: 1.9, result: null }] }),
              market(152, 1, { type: 'correct_score', selections: [{ id: 1521, code: '1-0', name: '1-0', odds: 6, result: null }, { id: 1522, code: 'other', name: 'Other', odds: 9, result: null }] }),
            ]),
          ),
      }),
    );
    renderApp('/m/sport-games/event/1');
    expect(await screen.findByRole('heading', { name: /Arsenal\s*1 : 0\s*Chelsea/ })).toBeInTheDocument();
    const handicap = screen.getByRole('region', { name: /Asian handicap -0.75/ });
    expect(within(handicap).getByText('Suspended')).toBeInTheDocument();
    expect(within(handicap).getByRole('button', { name: 'Arsenal -0.75, suspended' })).toBeDisabled();
    expect(within(handicap).getByRole('button', { name: 'Chelsea +0.75, suspended' })).toBeDisabled();
    const score = screen.getByRole('region', { name: 'Correct score' });
    expect(within(score).getByRole('button', { name: 'Any other score 9.00' })).toBeEnabled();
  });

  it('My bets: an open bet with its legs and the cash-out offer, confirmed and then taken', async () => {
    signIn(0, 'demo');
    let cashedOut = false;
    const bodies: unknown[] = [];
    mockFetch(
      handlers({
        '/wps/sportsbook/bets': (request) => {
          const s = new URL(request.url).searchParams.get('status');
          if (s === 'open') return envelope({ list: cashedOut ? [] : [bet()], hasMore: false });
          return envelope({ list: cashedOut ? [bet({ status: 'cashed_out', payout: '92.50', cashOut: { amount: null, available: false } })] : [], hasMore: false });
        },
        '/wps/sportsbook/bets/41/cash-out': async (request) => {
          bodies.push(await request.json());
          cashedOut = true;
          return envelope(bet({ status: 'cashed_out', payout: '92.50' }));
        },
      }),
    );
    renderApp('/m/sport-games?tab=bets');
    const card = await screen.findByRole('listitem', { name: 'Single SB-000041' });
    expect(card).toHaveTextContent('Arsenal');
    expect(card).toHaveTextContent('Match result');
    expect(card).toHaveTextContent('1:0');
    expect(card).toHaveTextContent('₱185.00');
    await userEvent.click(within(card).getByRole('button', { name: 'Cash out ₱92.50' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cash out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cash out' }));
    await waitFor(() => expect(bodies).toEqual([{ requestId: expect.any(String), amount: 92.5 }]));
    expect(await screen.findByText('No open bets')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Settled' }));
    const settled = await screen.findByRole('listitem', { name: 'Single SB-000041' });
    expect(settled).toHaveTextContent('Cashed out');
    expect(settled).toHaveTextContent('Payout');
  });
});
