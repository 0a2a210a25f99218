import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AgentHome, Contract, Kpi, TeamMember } from '@lobby/contract';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

// jsdom has no canvas: the chart is its own lazy module, stood in for here.
vi.mock('./kpi-chart', () => ({ default: ({ days }: { days: unknown[] }) => <div data-testid="kpi-chart">{days.length}</div> }));

const HOME: AgentHome = { username: 'agent01', nickname: 'Agent One', affiliateCode: 'AGENT01', upline: null, directMembers: 2, directAgents: 1, teamSize: 5, available: 5000, currency: 'PHP' };

function member(overrides: Partial<TeamMember> = {}): TeamMember {
  return { id: 11, username: 'player11', nickname: 'Nico', isAgent: false, level: 1, upline: 'agent01', status: 'active', createdAt: 1_700_000_000_000, lastLoginAt: 1_700_000_100_000, deposits: 300, bets: 150, netResult: -125, ...overrides };
}

const FIGURES = { newMembers: 2, activePlayers: 3, firstDeposits: 1, deposits: 300, withdrawals: 0, validBets: 1500, ggr: 125, commission: 7.5 };
const KPI: Kpi = { period: 'today', from: '2026-11-24', to: '2026-11-24', timeZone: 'Asia/Manila', currency: 'PHP', totals: FIGURES, days: [{ date: '2026-11-24', ...FIGURES }] };

type Handlers = Parameters<typeof mockFetch>[0];

function agentHandlers(extra: Handlers = {}): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo({ type: 7 })),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 5000, playable: 5000, currency: 'PHP' }),
    '/wps/agent/home': () => envelope(HOME),
    '/wps/agent/kpi': (r) => {
      const period = new URL(r.url).searchParams.get('period') ?? 'today';
      const days = period === 'today' ? KPI.days : [{ ...FIGURES, date: '2026-11-23' }, ...KPI.days];
      return envelope({ ...KPI, period, from: days[0]!.date, days });
    },
    '/wps/agent/team': (r) => {
      const q = new URL(r.url).searchParams.get('q') ?? '';
      const all = [member(), member({ id: 12, username: 'agent02', nickname: null, isAgent: true }), member({ id: 21, username: 'player21', level: 2, upline: 'agent02', status: 'disabled' })];
      const items = all.filter((m) => m.username.includes(q));
      return envelope({ items, page: 1, pageSize: 20, total: items.length });
    },
    '/wps/agent/contract/check': () => envelope({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' }),
    ...extra,
  };
}

describe('agent centre (/m/agent/home)', () => {
  it('shows the card, the KPI tiles with the chart, and the team with levels and status badges', async () => {
    signIn(7, 'agent01');
    const fetch = mockFetch(agentHandlers());
    renderApp('/m/agent/home');
    expect(await screen.findByRole('heading', { name: 'Agent One' })).toBeInTheDocument();
    expect(screen.getByTestId('agent-available')).toHaveTextContent('5,000.00');
    const tiles = await screen.findByTestId('kpi-tiles');
    expect(within(tiles).getByText('Valid bets').nextSibling).toHaveTextContent('1,500.00');
    expect(within(tiles).getByText('Active players').nextSibling).toHaveTextContent('3');
    // one day has no chart to draw
    expect(screen.getByText(/see the days on a chart/)).toBeInTheDocument();
    const team = await screen.findByTestId('agent-team');
    expect(within(team).getAllByRole('listitem')).toHaveLength(3);
    expect(within(team).getByText('Disabled')).toBeInTheDocument();
    expect(within(team).getByText('L2')).toBeInTheDocument();
    // a disabled member cannot be paid; the direct sub-agent can be offered a contract
    expect(within(team).getAllByRole('button', { name: /^Relay to/ })).toHaveLength(2);
    expect(within(team).getByRole('button', { name: 'Offer contract' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('period=week'))).toBe(true));
    expect(await screen.findByTestId('kpi-chart')).toHaveTextContent('2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search username' }), 'player21');
    await waitFor(() => expect(within(screen.getByTestId('agent-team')).getAllByRole('listitem')).toHaveLength(1));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('q=player21'))).toBe(true);
  });

  it('tells a player the area is for agents and asks the server nothing', async () => {
    signIn(0, 'demo');
    const fetch = mockFetch(agentHandlers());
    renderApp('/m/agent/home');
    expect(await screen.findByRole('heading', { name: 'For agents' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/wps/agent/'))).toBe(false);
  });

  it('opens a player account from the sheet and shows a taken username on its field', async () => {
    signIn(7, 'agent01');
    const bodies: unknown[] = [];
    mockFetch(
      agentHandlers({
        '/wps/agent/team/member': async (r) => {
          const body = (await r.json()) as { username: string };
          bodies.push(body);
          return body.username === 'taken01' ? failure(409, 'register.username.exists', 'Sorry, the username already exists.') : envelope(member({ id: 99, username: body.username }));
        },
      }),
    );
    renderApp('/m/agent/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add to your team' });
    await userEvent.type(within(sheet).getByLabelText('Username'), 'taken01');
    await userEvent.type(within(sheet).getByLabelText('Password'), 'Sunny-Harbour-42');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Create player' }));
    expect(await within(sheet).findByText('Sorry, the username already exists.')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sub-agent' }));
    await userEvent.clear(within(sheet).getByLabelText('Username'));
    await userEvent.type(within(sheet).getByLabelText('Username'), 'newagent1');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Create sub-agent' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to your team' })).not.toBeInTheDocument());
    expect(bodies.at(-1)).toEqual({ kind: 'agent', username: 'newagent1', password: 'Sunny-Harbour-42' });
  });

  it('relays with the PIN, keeping one request id per attempt and showing a wrong PIN on the PIN', async () => {
    signIn(7, 'agent01');
    const bodies: Array<{ requestId: string; paymentPassword: string; amount: number; memberId: number }> = [];
    mockFetch(
      agentHandlers({
        '/wps/agent/relay': async (r) => {
          const body = (await r.json()) as (typeof bodies)[number];
          bodies.push(body);
          if (body.paymentPassword !== '246813') return failure(400, 'withdraw.password.wrong', 'The withdrawal password is incorrect.', { triesLeft: 4 });
          return envelope({ id: 1, memberId: body.memberId, username: 'player11', amount: body.amount, available: 4900, createdAt: Date.now() });
        },
      }),
    );
    renderApp('/m/agent/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Relay to player11' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment relay' });
    await userEvent.type(within(sheet).getByLabelText('Amount'), '100');
    await userEvent.type(within(sheet).getByLabelText('Withdrawal PIN'), '135792');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Relay now' }));
    expect(await within(sheet).findByText('The withdrawal password is incorrect.')).toBeInTheDocument();
    await userEvent.type(within(sheet).getByLabelText('Withdrawal PIN'), '246813');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Relay now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment relay' })).not.toBeInTheDocument());
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ memberId: 11, amount: 100, paymentPassword: '246813' });
    // a refused attempt is over: the next one is a new request
    expect(bodies[0]!.requestId).not.toBe(bodies[1]!.requestId);
  });
});

describe('contracts', () => {
  const offer: Contract = { id: 5, kind: 'salary', status: 'pending', upline: 'agent01', agent: 'agent02', agentId: 12, mine: true, salary: { tiers: [{ minValidBet: 0, rateBp: 10 }, { minValidBet: 10_000, rateBp: 30 }] }, dividend: null, hourly: null, createdAt: 1_700_000_000_000, respondedAt: null };

  it('shows a waiting offer with its tiers and accepts it', async () => {
    signIn(7, 'agent02');
    const answers: unknown[] = [];
    let current = offer;
    mockFetch(
      agentHandlers({
        '/wps/agent/contracts': () => envelope([current]),
        '/wps/agent/settlements': (r) =>
          envelope(
            new URL(r.url).searchParams.get('contractId') === '5'
              ? [{ id: 1, contractId: 5, kind: 'salary', agent: 'agent02', upline: 'agent01', period: '2026-11-24', periodStart: 1, periodEnd: 2, teamValidBets: 800, teamNetLoss: 700, carryIn: 0, carryOut: 0, rateBp: 10, amount: 0.8, paidAt: 3 }]
              : [],
          ),
        '/wps/agent/contracts/5/respond': async (r) => {
          answers.push(await r.json());
          current = { ...offer, status: 'active', respondedAt: Date.now() };
          return envelope(current);
        },
      }),
    );
    renderApp('/m/member/agent/getSalaryContract');
    expect(await screen.findByText('Offered by agent01')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '0.3%' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(answers).toEqual([{ accept: true }]);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    // the statement behind each payment
    await userEvent.click(screen.getByRole('button', { name: 'Payments and statement' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payments' });
    expect(await within(sheet).findByText('Nov 24, 2026')).toBeInTheDocument();
    expect(within(sheet).getByText('Team valid bets').nextSibling).toHaveTextContent('800.00');
    expect(within(sheet).getByText('0.1%')).toBeInTheDocument();
  });

  it('alerts an agent on home once per waiting request, and Go opens the contract screen', async () => {
    signIn(7, 'agent02');
    mockFetch(
      agentHandlers({
        '/wps/agent/contract/check': () => envelope({ dailysalreqtype: '5', divtypecompperiodreq: '6', contracthoursalreq: '' }),
        '/wps/agent/contracts': () => envelope([offer]),
      }),
    );
    const { router } = renderApp('/m/home');
    const first = await screen.findByRole('alertdialog', { name: 'Contract request' });
    expect(first).toHaveTextContent('daily salary');
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    const second = await screen.findByRole('alertdialog', { name: 'Contract request' });
    expect(second).toHaveTextContent('dividend');
    await userEvent.click(within(second).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/agent/getDevidendContract'));
  });

  it('never checks for the types that take no contracts', async () => {
    signIn(41, 'house41');
    const fetch = mockFetch(agentHandlers());
    renderApp('/m/home');
    await screen.findAllByRole('heading');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/contract/check'))).toBe(false);
  });
});
