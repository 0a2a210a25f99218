import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type OpsTournament = EndpointResultInput<typeof endpoints.opsTournament>['tournament'];

const content = operator({ username: 'cora', displayName: 'Cora Content', role: 'content', merchants: ['LUCKY'], permissions: ['dashboard.read', 'content.read', 'content.manage'] });
const viewer = operator({ username: 'vera', displayName: 'Vera', role: 'read_only', permissions: ['dashboard.read', 'content.read'] });

const HOUR = 3_600_000;

function tournament(overrides: Partial<OpsTournament> = {}): OpsTournament {
  return {
    id: 5,
    merchantCode: 'LUCKY',
    currency: 'PHP',
    timeZone: 'Asia/Manila',
    status: 'published',
    phase: 'running',
    texts: { EN: { name: 'Weekend Poker Race', description: 'Every stake counts.' } },
    gameTypes: ['PVP'],
    games: [],
    startsAt: Date.UTC(2026, 11, 5, 16),
    endsAt: Date.UTC(2026, 11, 7, 16),
    scoring: 'wagered',
    minStake: '2.00',
    prizes: [
      { fromRank: 1, toRank: 1, amount: '500.00', kind: 'cash', wageringMultiplier: 0 },
      { fromRank: 2, toRank: 3, amount: '100.00', kind: 'bonus', wageringMultiplier: 5 },
    ],
    prizePool: '700.00',
    entrants: 3,
    prizesPaid: '0.00',
    createdAt: Date.UTC(2026, 11, 1, 2),
    createdBy: 'cora',
    updatedAt: Date.UTC(2026, 11, 1, 2),
    updatedBy: 'cora',
    publishedAt: Date.UTC(2026, 11, 1, 3),
    finishedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

type Handler = Parameters<typeof mockFetch>[0];

function server(who: ReturnType<typeof operator>, list: OpsTournament[], extra: Handler = () => undefined) {
  return mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(who);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
    const more = extra(c);
    if (more) return more;
    if (path === '/ops/tournaments' && c.method === 'GET') return fixture(endpoints.opsTournaments, { list, timeZone: 'Asia/Manila', currency: 'PHP' });
    return undefined;
  });
}

describe('Promotions → Tournaments', () => {
  it('lists the tournaments with phase, period on the merchant clock, players, pool and prizes paid; a viewer cannot create', async () => {
    server(viewer, [tournament(), tournament({ id: 6, status: 'finished', phase: 'finished', texts: { EN: { name: 'Crash Cup', description: '' } }, scoring: 'multiplier', prizesPaid: '700.00', entrants: 40 })]);
    render(<App router={createTestRouter('/promotions/tournaments?merchant=LUCKY')} />);
    const subnav = await screen.findByRole('navigation', { name: 'Promotions' });
    expect(within(subnav).getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page');
    const race = await screen.findByRole('row', { name: /Weekend Poker Race/ });
    expect(race).toHaveTextContent('Running');
    expect(race).toHaveTextContent('2026-12-06 00:00 → 2026-12-08 00:00');
    expect(race).toHaveTextContent('₱700.00');
    const cup = screen.getByRole('row', { name: /Crash Cup/ });
    expect(cup).toHaveTextContent('Finished');
    expect(cup).toHaveTextContent('Best multiplier');
    expect(cup).toHaveTextContent('40');
    expect(screen.queryByRole('link', { name: /New tournament/ })).not.toBeInTheDocument();
  });

  it('creates a draft: the contract schema checks the form first, the body is what the server takes', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    server(content, [], (c) => {
      const path = pathOf(c.url);
      if (path === '/ops/tournaments/games') return fixture(endpoints.opsTournamentGames, { list: [{ vendor: 'JILI', code: 'JILI_SLOT_00001', name: 'Golden Empire', type: 'RNG' }] });
      if (path === '/ops/tournaments' && c.method === 'POST') {
        posted.push(c.body);
        return fixture(endpoints.createTournament, tournament({ id: 9, status: 'draft', phase: 'draft', publishedAt: null }));
      }
      if (path === '/ops/tournaments/9') return fixture(endpoints.opsTournament, { tournament: tournament({ id: 9, status: 'draft', phase: 'draft', publishedAt: null }), standings: [] });
      return undefined;
    });
    render(<App router={createTestRouter('/promotions/tournaments/new?merchant=LUCKY')} />);
    const form = await screen.findByRole('form', { name: 'Tournament' });

    // nothing named, no games, no prize amounts: refused before anything is sent
    await user.click(within(form).getByRole('button', { name: 'Create draft' }));
    expect(await within(form).findByText(/Fix the \d+ marked field/)).toBeInTheDocument();
    expect(within(form).getByText('An English name is required.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one game type or game.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(within(form).getByLabelText('Name (EN)'), 'Slots Sprint');
    await user.type(within(form).getByLabelText('Description (EN)'), 'Spin to win.');
    await user.click(within(form).getByRole('checkbox', { name: 'Slots' }));
    await user.type(within(form).getByPlaceholderText(/Search games/), 'Gold');
    await user.click(await within(form).findByRole('checkbox', { name: /Golden Empire/ }));
    await user.selectOptions(within(form).getByLabelText('Score'), 'multiplier');
    await user.clear(within(form).getByLabelText('Minimum stake per round'));
    await user.type(within(form).getByLabelText('Minimum stake per round'), '5');
    await user.type(within(form).getByLabelText('Amount, row 1'), '1000');
    await user.type(within(form).getByLabelText('Amount, row 2'), '250');
    await user.selectOptions(within(form).getByLabelText('Paid as, row 2'), 'bonus');
    // overlapping ranks are refused at the table
    await user.click(within(form).getByRole('button', { name: 'Add a prize row' }));
    await user.clear(within(form).getByLabelText('From rank, row 3'));
    await user.type(within(form).getByLabelText('From rank, row 3'), '3');
    await user.type(within(form).getByLabelText('Amount, row 3'), '50');
    await user.click(within(form).getByRole('button', { name: 'Create draft' }));
    expect(await within(form).findByText(/overlap/)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Remove row 3' }));

    await user.click(within(form).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      texts: { EN: { name: 'Slots Sprint', description: 'Spin to win.' } },
      gameTypes: ['RNG'],
      games: [{ vendor: 'JILI', code: 'JILI_SLOT_00001' }],
      scoring: 'multiplier',
      minStake: '5.00',
      prizes: [
        { fromRank: 1, toRank: 1, amount: '1000.00', kind: 'cash', wageringMultiplier: 0 },
        { fromRank: 2, toRank: 3, amount: '250.00', kind: 'bonus', wageringMultiplier: 10 },
      ],
    });
    const body = posted[0] as { startsAt: number; endsAt: number };
    expect(body.endsAt - body.startsAt).toBe(7 * 24 * HOUR);
    expect(await screen.findByRole('heading', { name: 'Weekend Poker Race' })).toBeInTheDocument();
  });

  it('shows the live standings and publishes a draft after confirming; the server refusal is shown', async () => {
    const user = userEvent.setup();
    let status: 'draft' | 'published' = 'draft';
    const standings = [
      { rank: 1, memberId: 11, account: 'maria88', score: 1200, rounds: 12, best: 3.5, updatedAt: Date.UTC(2026, 11, 6, 2), prize: null, prizeKind: null, paidAt: null },
      { rank: 2, memberId: 12, account: 'demo', score: 800, rounds: 9, best: 1.2, updatedAt: Date.UTC(2026, 11, 6, 3), prize: null, prizeKind: null, paidAt: null },
    ];
    let refuse = true;
    server(content, [], (c) => {
      const path = pathOf(c.url);
      if (path === '/ops/tournaments/5') return fixture(endpoints.opsTournament, { tournament: tournament({ status, phase: status === 'draft' ? 'draft' : 'running' }), standings });
      if (path === '/ops/tournaments/5/publish') {
        if (refuse) {
          refuse = false;
          return fail(400, 'tournament.period.invalid', 'The tournament must end in the future.');
        }
        status = 'published';
        return fixture(endpoints.publishTournament, tournament({ status: 'published', phase: 'running' }));
      }
      return undefined;
    });
    render(<App router={createTestRouter('/promotions/tournaments/5?merchant=LUCKY')} />);
    const table = await screen.findByRole('table', { name: 'Standings' });
    expect(within(table).getByRole('row', { name: /#1 maria88 ₱1,200.00 12 3.50×/ })).toBeInTheDocument();
    expect(screen.getByTestId('tournament-paid')).toHaveTextContent('₱0.00');
    expect(screen.getByRole('table', { name: 'Prize table' })).toHaveTextContent('Bonus money, wager 5×');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Weekend Poker Race?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('The tournament must end in the future.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Running', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel tournament' })).toBeInTheDocument();
  });

  it('after the end shows the final standings with each prize and when it was paid', async () => {
    server(viewer, [], (c) =>
      pathOf(c.url) === '/ops/tournaments/5'
        ? fixture(endpoints.opsTournament, {
            tournament: tournament({ status: 'finished', phase: 'finished', finishedAt: Date.UTC(2026, 11, 7, 16, 0, 20), prizesPaid: '600.00' }),
            standings: [
              { rank: 1, memberId: 11, account: 'maria88', score: 1200, rounds: 12, best: 3.5, updatedAt: 1, prize: '500.00', prizeKind: 'cash', paidAt: Date.UTC(2026, 11, 7, 16, 0, 21) },
              { rank: 2, memberId: 12, account: 'demo', score: 800, rounds: 9, best: 1.2, updatedAt: 1, prize: '100.00', prizeKind: 'bonus', paidAt: Date.UTC(2026, 11, 7, 16, 0, 21) },
              { rank: 3, memberId: 13, account: 'zero', score: 0, rounds: 1, best: 0, updatedAt: 1, prize: null, prizeKind: null, paidAt: null },
            ],
          })
        : undefined,
    );
    render(<App router={createTestRouter('/promotions/tournaments/5?merchant=LUCKY')} />);
    expect(await screen.findByRole('heading', { name: /Final standings/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Standings' });
    expect(within(table).getByRole('row', { name: /maria88/ })).toHaveTextContent('₱500.00');
    expect(within(table).getByRole('row', { name: /maria88/ })).toHaveTextContent('2026-12-08 00:00');
    expect(within(table).getByRole('row', { name: /demo/ })).toHaveTextContent('(bonus)');
    expect(screen.getByTestId('tournament-paid')).toHaveTextContent('₱600.00');
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});
