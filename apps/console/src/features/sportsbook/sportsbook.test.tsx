import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import type { Call } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';
import { bet, eventDetail, eventRow, matchResult, totals } from '@/test/sportsbook-fixtures';
import type { OpsEventFixture } from '@/test/sportsbook-fixtures';

const READ = ['dashboard.read', 'sportsbook.read', 'reports.read'];
const content = operator({ username: 'cora', role: 'content', merchants: ['LUCKY'], permissions: [...READ, 'sportsbook.manage'] });
const finance = operator({ username: 'fiona', role: 'finance', merchants: 'all', permissions: [...READ, 'sportsbook.settle'] });
const scopedFinance = operator({ username: 'finn', role: 'finance', merchants: ['LUCKY'], permissions: [...READ, 'sportsbook.settle'] });
const support = operator({ username: 'sam', role: 'support', merchants: ['LUCKY'], permissions: ['dashboard.read', 'players.read'] });

type Handler = (c: Call) => ReturnType<Parameters<typeof mockFetch>[0]>;

function server(who: ReturnType<typeof operator>, extra: Handler = () => undefined) {
  return mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(who);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY', { isDefault: true }));
    return extra(c);
  });
}

describe('Sportsbook → Events', () => {
  it('shows in the navigation with sportsbook.read only, and lists events with score, status, open bets, stakes and worst liability', async () => {
    const user = userEvent.setup();
    const calls = server(content, (c) => {
      if (pathOf(c.url) === '/ops/sportsbook/events') {
        return fixture(endpoints.opsSportsEvents, {
          list: [
            eventRow(),
            eventRow({ id: 12, sport: 'basketball', home: 'Lakers', away: 'Celtics', status: 'scheduled', score: null, clock: null, periods: [], openBets: 0, openStakes: '0.00', worstLiability: '-10.00', suspended: true }),
          ],
        });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/sportsbook')} />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Sportsbook' })).toHaveAttribute('aria-current', 'page');

    const table = await screen.findByRole('table', { name: 'Events' });
    const live = await within(table).findByRole('row', { name: /Arsenal v Chelsea/ });
    expect(within(live).getAllByRole('cell').map((c) => c.textContent)).toEqual(['FootballPremier League', 'Arsenal v Chelsea', "2–1 · 63'", 'Live', '14', '₱5,400.00', '₱2,150.00']);
    expect(within(live).getByText('₱2,150.00')).toHaveClass('text-danger');
    expect(within(live).getByRole('link', { name: 'Arsenal v Chelsea' })).toHaveAttribute('href', '/sportsbook/events/11?merchant=LUCKY');
    const upcoming = within(table).getByRole('row', { name: /Lakers v Celtics/ });
    expect(upcoming).toHaveTextContent('2026-11-30 20:00');
    expect(within(upcoming).getByText('Suspended')).toBeInTheDocument();
    expect(within(upcoming).getByText('-₱10.00')).not.toHaveClass('text-danger');
    expect(screen.getByText(/live: refreshed every 5 s/)).toBeInTheDocument();

    // live football: the filters go to the server and stay in the URL
    await user.click(screen.getByRole('radio', { name: 'Live' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'football');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'arse');
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/ops/sportsbook/events?merchant=LUCKY&when=live&sport=football&q=arse'));
  });

  it('is not in the navigation of an operator without sportsbook.read', async () => {
    server(support);
    render(<App router={createTestRouter('/')} />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sportsbook' })).not.toBeInTheDocument();
  });
});

describe('Sportsbook → an event', () => {
  function eventServer(who: ReturnType<typeof operator>, start: OpsEventFixture, posted: Call[]) {
    let current = start;
    return server(who, (c) => {
      const path = pathOf(c.url);
      if (path === '/ops/sportsbook/events/11' && c.method === 'GET') return fixture(endpoints.opsSportsEvent, current);
      if (c.method === 'POST') posted.push(c);
      if (path === '/ops/sportsbook/markets/101/suspension') {
        const suspended = (c.body as { suspended: boolean }).suspended;
        current = { ...current, marketList: [matchResult({ status: suspended ? 'suspended' : 'open', suspendedByOperator: suspended }), totals()] };
        return fixture(endpoints.suspendSportsMarket, current);
      }
      if (path === '/ops/sportsbook/events/11/suspension') {
        current = { ...current, suspended: true, suspendedByOperator: true };
        return fixture(endpoints.suspendSportsEvent, current);
      }
      if (path === '/ops/sportsbook/markets/101/settle') {
        current = {
          ...current,
          marketList: [
            matchResult({ status: 'settled', settledBy: 'fiona', selections: matchResult().selections.map((s) => ({ ...s, result: s.code === 'home' ? 'win' : 'lose' })) }),
            totals(),
          ],
          settlements: [{ marketId: 101, at: Date.UTC(2026, 10, 30, 14), source: 'operator', action: 'settle', by: 'fiona', reason: 'Feed down, result checked', results: { home: 'win/2', draw: 'lose', away: 'lose' } }],
        };
        return fixture(endpoints.settleSportsMarket, { marketId: 101, betsSettled: 14, resettled: false });
      }
      return undefined;
    });
  }

  it('shows each market with probability, price, stakes, bets and liability; a content operator suspends and reopens a market with a reason', async () => {
    const user = userEvent.setup();
    const posted: Call[] = [];
    eventServer(content, eventDetail(), posted);
    render(<App router={createTestRouter('/sportsbook/events/11?merchant=LUCKY')} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal v Chelsea' })).toBeInTheDocument();
    expect(screen.getByTestId('scoreboard')).toHaveTextContent("2–1 · 63'");
    const market = screen.getByRole('region', { name: 'Match result (1X2)' });
    expect(within(market).getByText('Margin 5.00%')).toBeInTheDocument();
    const home = within(market).getByRole('row', { name: /Arsenal/ });
    expect(within(home).getAllByRole('cell').map((c) => c.textContent)).toEqual(['65.0%', '1.45', '₱3,000.00', '8', '₱1,350.00']);
    expect(within(home).getByText('₱1,350.00')).toHaveClass('text-danger');
    expect(within(within(market).getByRole('row', { name: /Draw/ })).getByText('-₱600.00')).not.toHaveClass('text-danger');
    expect(screen.getByRole('region', { name: 'Total 3.5' })).toHaveTextContent('Max stake per player ₱2,000.00');
    // content manages, it does not settle
    expect(within(market).queryByRole('button', { name: /Settle/ })).not.toBeInTheDocument();
    expect(within(market).queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();

    await user.click(within(market).getByRole('button', { name: 'Suspend Match result (1X2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Match result (1X2)' });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Red card under review');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted[0]!.url).toBe('/ops/sportsbook/markets/101/suspension');
    expect(posted[0]!.body).toEqual({ merchant: 'LUCKY', suspended: true, reason: 'Red card under review' });
    expect(await within(market).findByText('Suspended by an operator')).toBeInTheDocument();

    await user.click(within(market).getByRole('button', { name: 'Reopen Match result (1X2)' }));
    const reopen = screen.getByRole('dialog', { name: 'Reopen Match result (1X2)' });
    await user.type(within(reopen).getByLabelText('Reason'), 'Card confirmed');
    await user.click(within(reopen).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(within(market).queryByText('Suspended by an operator')).not.toBeInTheDocument());
    expect(posted[1]!.body).toEqual({ merchant: 'LUCKY', suspended: false, reason: 'Card confirmed' });

    // the whole event
    await user.click(screen.getByRole('button', { name: 'Suspend event' }));
    const all = screen.getByRole('dialog', { name: 'Suspend Arsenal v Chelsea' });
    await user.type(within(all).getByLabelText('Reason'), 'Pitch invasion');
    await user.click(within(all).getByRole('button', { name: 'Suspend event' }));
    expect(await screen.findByRole('button', { name: 'Reopen event' })).toBeInTheDocument();
    expect(posted[2]!.url).toBe('/ops/sportsbook/events/11/suspension');
  });

  it('a finance operator settles a market by hand: a result per selection, a reason, a confirmation; it shows in the history', async () => {
    const user = userEvent.setup();
    const posted: Call[] = [];
    eventServer(finance, eventDetail({ status: 'ended', clock: null }), posted);
    render(<App router={createTestRouter('/sportsbook/events/11?merchant=LUCKY')} />);
    const market = await screen.findByRole('region', { name: 'Match result (1X2)' });
    expect(screen.queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
    expect(screen.getByText('No market of this event has been settled yet.')).toBeInTheDocument();

    await user.click(within(market).getByRole('button', { name: 'Settle Match result (1X2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle Match result (1X2)' });
    const submit = within(dialog).getByRole('button', { name: 'Settle' });
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give every selection a result.');
    await user.selectOptions(within(dialog).getByLabelText('Result of Arsenal'), 'win');
    await user.selectOptions(within(dialog).getByLabelText('Result of Draw'), 'lose');
    await user.selectOptions(within(dialog).getByLabelText('Result of Chelsea'), 'lose');
    expect(within(dialog).getByLabelText('Dead heat count of Draw')).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Feed down, result checked');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Confirm that you have checked the results.');
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: /14 bets will be paid/ }));
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted[0]!.url).toBe('/ops/sportsbook/markets/101/settle');
    expect(posted[0]!.body).toEqual({
      results: [
        { selectionId: 1001, result: 'win', deadHeat: 1 },
        { selectionId: 1002, result: 'lose', deadHeat: 1 },
        { selectionId: 1003, result: 'lose', deadHeat: 1 },
      ],
      reason: 'Feed down, result checked',
    });

    const history = await screen.findByRole('table', { name: 'Settlement history' });
    const row = within(history).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-11-30 22:00', 'Match result (1X2)', 'Operator', 'Settled', 'fiona', 'Feed down, result checked', 'Arsenal: Win (dead heat of 2), Draw: Lose, Chelsea: Lose']);
    // a settled market offers a resettle with its results filled in
    await user.click(within(screen.getByRole('region', { name: 'Match result (1X2)' })).getByRole('button', { name: 'Resettle Match result (1X2)' }));
    expect(within(screen.getByRole('dialog', { name: 'Resettle Match result (1X2)' })).getByLabelText('Result of Arsenal')).toHaveValue('win');
  });
});

describe('Sportsbook → settling needs an operator of all merchants', () => {
  it('a finance operator of one merchant reads the market without Settle or Void (a result holds for every merchant)', async () => {
    server(scopedFinance, (c) => (pathOf(c.url) === '/ops/sportsbook/events/11' ? fixture(endpoints.opsSportsEvent, eventDetail()) : undefined));
    render(<App router={createTestRouter('/sportsbook/events/11?merchant=LUCKY')} />);
    const market = await screen.findByRole('region', { name: 'Match result (1X2)' });
    expect(within(market).queryByRole('button', { name: /Settle|Void/ })).not.toBeInTheDocument();
    expect(within(market).getByText(/Settled and voided by operators of all merchants/)).toBeInTheDocument();
  });
});

describe('Sportsbook → Margins and Limits', () => {
  it('saves a sport’s margin as a percentage with two decimals, sent in basis points', async () => {
    const user = userEvent.setup();
    const puts: Call[] = [];
    server(content, (c) => {
      if (pathOf(c.url) !== '/ops/sportsbook/margins') return undefined;
      if (c.method === 'PUT') {
        puts.push(c);
        return fixture(endpoints.setSportsMargins, { merchant: 'LUCKY', margins: [{ sport: 'football', marginBp: 725 }, { sport: 'tennis', marginBp: 500 }] });
      }
      return fixture(endpoints.sportsMargins, { merchant: 'LUCKY', margins: [{ sport: 'football', marginBp: 500 }, { sport: 'tennis', marginBp: 500 }] });
    });
    render(<App router={createTestRouter('/sportsbook/margins?merchant=LUCKY')} />);
    const football = await screen.findByLabelText('Football margin');
    expect(football).toHaveValue('5.00');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(football);
    await user.type(football, '30');
    expect(screen.getByText(/A percentage from 0.00 to 25.00/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(football);
    await user.type(football, '7.25');
    await user.click(save);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ merchant: 'LUCKY', margins: [{ sport: 'football', marginBp: 725 }] });
    expect(await screen.findByText('Margins saved: prices updated.')).toBeInTheDocument();
  });

  it('shows the merchant’s limits and the overrides; adds a player’s limit and removes one', async () => {
    const user = userEvent.setup();
    const puts: Call[] = [];
    const own = { scope: 'merchant' as const, ref: null, label: 'LUCKY', minStake: '10.00', maxStake: '50000.00', maxPayout: '500000.00', updatedAt: Date.UTC(2026, 10, 29), updatedBy: 'owner' };
    const market = { scope: 'market' as const, ref: '101', label: 'Match result · Arsenal v Chelsea', minStake: null, maxStake: '2000.00', maxPayout: null, updatedAt: Date.UTC(2026, 10, 29), updatedBy: 'cora' };
    const player = { scope: 'player' as const, ref: 'lucky_ann', label: 'lucky_ann', minStake: null, maxStake: '500.00', maxPayout: '5000.00', updatedAt: Date.UTC(2026, 10, 30), updatedBy: 'cora' };
    server(content, (c) => {
      if (pathOf(c.url) !== '/ops/sportsbook/limits') return undefined;
      if (c.method === 'PUT') {
        puts.push(c);
        const removed = (c.body as { remove?: boolean }).remove;
        return fixture(endpoints.setSportsLimit, { merchant: 'LUCKY', currency: 'PHP', limits: removed ? [own, player] : [own, market, player] });
      }
      return fixture(endpoints.sportsLimits, { merchant: 'LUCKY', currency: 'PHP', limits: [own, market] });
    });
    render(<App router={createTestRouter('/sportsbook/limits?merchant=LUCKY')} />);
    const mine = await screen.findByRole('region', { name: /The merchant’s limits/ });
    expect(mine).toHaveTextContent('₱50,000.00');
    const table = screen.getByRole('table', { name: 'Overrides per player and market' });
    expect(within(table).getByRole('row', { name: /Arsenal v Chelsea/ })).toHaveTextContent('Inherited');

    // a player's or a market's max stake counts all of a player's stakes on one market; the merchant's caps each bet
    expect(screen.getByText(/A player’s or a market’s max stake caps what one player stakes on one market in all/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit the merchant’s limits' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Max stake (PHP)')).toHaveAccessibleDescription('Caps each bet on its own. Empty: the book’s default applies.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: /Add an override/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add an override' });
    expect(within(dialog).getByLabelText('Max stake (PHP)')).toHaveAccessibleDescription(
      'Counts all of a player’s stakes on one market: their bets on it (a parlay on each of its markets) plus the new stake. Empty: the wider limit applies.',
    );
    expect(within(dialog).getByLabelText('Max payout (PHP)')).toHaveAccessibleDescription('Empty: the wider limit applies.');
    await user.type(within(dialog).getByLabelText('Max stake (PHP)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name the player by their username.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Player’s username'), 'lucky_ann');
    await user.type(within(dialog).getByLabelText('Max payout (PHP)'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ merchant: 'LUCKY', scope: 'player', ref: 'lucky_ann', minStake: null, maxStake: 500, maxPayout: 5000, remove: false });
    const row = await within(table).findByRole('row', { name: /lucky_ann/ });
    expect(within(row).getByRole('link', { name: 'lucky_ann' })).toHaveAttribute('href', '/players/lucky_ann?merchant=LUCKY');

    await user.click(within(table).getByRole('button', { name: 'Remove the limits of Match result · Arsenal v Chelsea' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toEqual({ merchant: 'LUCKY', scope: 'market', ref: '101', minStake: null, maxStake: null, maxPayout: null, remove: true });
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Arsenal v Chelsea/ })).not.toBeInTheDocument());
  });
});

describe('Sportsbook → Bets', () => {
  it('lists bets with player links and legs; filters go to the server and the CSV link carries them', async () => {
    const user = userEvent.setup();
    const calls = server(finance, (c) => {
      if (pathOf(c.url) === '/ops/sportsbook/bets') {
        return fixture(endpoints.opsSportsBets, {
          list: [bet(), bet({ id: 502, ref: 'SB-000502', kind: 'parlay', status: 'won', live: false, odds: 3.2, potentialReturn: '320.00', payout: '320.00', username: 'bob' })],
          hasMore: false,
          timeZone: 'Asia/Manila',
        });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/sportsbook/bets?merchant=LUCKY&from=2026-11-24&to=2026-11-30')} />);
    const table = await screen.findByRole('table', { name: 'Sports bets' });
    const first = await within(table).findByRole('row', { name: /SB-000501/ });
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'SB-000501',
      '2026-11-30 20:40',
      'lucky_ann',
      'Arsenal Match result (1X2) @ 1.45 · Arsenal v Chelsea',
      '₱100.00',
      '1.45',
      '₱145.00',
      '—',
      'OpenIn-play',
    ]);
    expect(within(first).getByRole('link', { name: 'lucky_ann' })).toHaveAttribute('href', '/players/lucky_ann?merchant=LUCKY');
    expect(within(table).getByRole('row', { name: /SB-000502/ })).toHaveTextContent('Parlay of 1 leg');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'won');
    await user.selectOptions(screen.getByRole('combobox', { name: 'In-play' }), 'yes');
    await user.type(screen.getByRole('searchbox', { name: 'Player' }), 'bob');
    const expected = '/ops/sportsbook/bets?merchant=LUCKY&status=won&player=bob&live=yes&from=2026-11-24&to=2026-11-30';
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(`${expected}&limit=200`));
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', `${expected}&format=csv`);
  });
});

describe('Reports → Sportsbook', () => {
  it('shows GGR per sport for the period with the total row', async () => {
    const calls = server(finance, (c) => {
      if (pathOf(c.url) === '/ops/sportsbook/report') {
        const row = { bets: 0, stakes: '0.00', payouts: '0.00', ggr: '0.00', openStakes: '0.00', cashOuts: 0 };
        return fixture(endpoints.sportsReport, {
          merchant: 'LUCKY',
          currency: 'PHP',
          timeZone: 'Asia/Manila',
          from: '2026-11-01',
          to: '2026-11-30',
          rows: [
            { ...row, sport: 'football', bets: 40, stakes: '12000.00', payouts: '10500.00', ggr: '1500.00', openStakes: '3000.00', cashOuts: 3 },
            { ...row, sport: 'dota2', bets: 5, stakes: '500.00', payouts: '900.00', ggr: '-400.00', openStakes: '0.00', cashOuts: 0 },
          ],
          total: { bets: 45, stakes: '12500.00', payouts: '11400.00', ggr: '1100.00', openStakes: '3000.00', cashOuts: 3 },
        });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/reports?kind=sportsbook&from=2026-11-01&to=2026-11-30')} />);
    const table = await screen.findByRole('table', { name: 'Sportsbook by sport in PHP' });
    expect(calls.find((c) => pathOf(c.url) === '/ops/sportsbook/report')!.url).toBe('/ops/sportsbook/report?merchant=LUCKY&from=2026-11-01&to=2026-11-30');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Sport', 'Bets', 'Stakes', 'Payouts', 'GGR', 'Open stakes', 'Cash-outs']);
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Dota 2', '5', '₱500.00', '₱900.00', '-₱400.00', '₱0.00', '0']);
    expect(within(rows[2]!).getByText('-₱400.00')).toHaveClass('text-danger');
    expect(rows[3]).toHaveClass('row-total');
    expect(within(rows[3]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Totals', '45', '₱12,500.00', '₱11,400.00', '₱1,100.00', '₱3,000.00', '3']);
  });
});
