import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@lobby/contract/rules';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import type { Call } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type Protection = EndpointResultInput<typeof endpoints.memberProtection>;
type Limit = Protection['limits'][number];

const support = operator({ username: 'support', displayName: 'Support', role: 'support', permissions: ['dashboard.read', 'players.read', 'players.manage'] });
const viewer = operator({ username: 'viewer', displayName: 'Viewer', role: 'read_only', permissions: ['dashboard.read', 'players.read'] });

const detail = fixture(endpoints.member, {
  profile: {
    account: 'juan',
    nickname: null,
    mobile: null,
    email: null,
    status: 'enabled',
    type: 0,
    vipLevel: 1,
    balance: '950.00',
    createdAt: Date.UTC(2026, 10, 1),
    lastLoginAt: null,
    agent: null,
    realName: null,
    birthday: null,
    invitationCode: null,
    registeredIp: null,
  },
  balances: { balance: '950.00', bonus: '0.00', held: '0.00' },
  currency: 'PHP',
  agentChain: [],
  vip: { level: 1, name: null },
  activity: {
    validBets: '0.00',
    wins: '0.00',
    ggr: '0.00',
    rounds: 0,
    deposits: '0.00',
    depositCount: 0,
    withdrawals: '0.00',
    withdrawalCount: 0,
    firstDeposit: null,
  },
});

// Manila is UTC+8 all year: 2026-11-24 02:00 UTC is 10:00 on the merchant's clock.
const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);

/** The twelve limits as the server lists them (kinds, then periods), none set unless `set` says so. */
function limits(set: Partial<Record<`${Limit['kind']}:${Limit['period']}`, Partial<Limit>>> = {}): Limit[] {
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => ({
      kind,
      period,
      own: null,
      pending: null,
      operator: null,
      effective: null,
      used: kind === 'session' ? '0' : '0.00',
      resetsAt: utc(25, 16),
      ...set[`${kind}:${period}`],
    })),
  );
}

const selfExclusion = { kind: 'self_exclusion' as const, startedAt: utc(20, 2), until: utc(20, 2) + 183 * 86_400_000, setBy: 'member', reason: null, liftedAt: null };
const operatorExclusion = { kind: 'operator' as const, startedAt: utc(24, 2), until: utc(25, 2), setBy: 'support', reason: 'Asked on the phone to be stopped', liftedAt: null };

// As GET /ops/members/juan/protection answers: the player's own daily deposit limit with a raise waiting,
// an operator's stricter weekly loss limit, a session limit in minutes, and their history.
const protection: Protection = {
  account: 'juan',
  merchantCode: 'LUCKY',
  timeZone: 'Asia/Manila',
  currency: 'PHP',
  limits: limits({
    'deposit:day': { own: '1000.00', pending: { value: '5000.00', effectiveAt: utc(25, 2) }, effective: '1000.00', used: '250.00' },
    'loss:week': { own: '8000.00', operator: '3000.00', effective: '3000.00', used: '3000.00' },
    'session:day': { own: '90', effective: '90', used: '45' },
  }),
  exclusion: null,
  exclusions: [],
  history: [
    { at: utc(24, 3), actor: 'member', action: 'limit.raise.scheduled', kind: 'deposit', period: 'day', before: '1000.00', after: '5000.00', effectiveAt: utc(25, 2), reason: null },
    { at: utc(23, 6, 30), actor: 'support', action: 'operator.limit.set', kind: 'loss', period: 'week', before: null, after: '3000.00', effectiveAt: utc(23, 6, 30), reason: 'Chasing losses on the phone' },
    { at: utc(22, 1), actor: 'support', action: 'exclusion.started', kind: 'operator', period: null, before: null, after: '24h', effectiveAt: utc(23, 1), reason: 'Cooling off' },
  ],
};

function serve(who: typeof support, answer: () => Protection, extra: (c: Call) => ReturnType<Parameters<typeof mockFetch>[0]> = () => undefined) {
  return mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(who);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky Star' }));
    if (path === '/ops/members/juan') return detail;
    if (path === '/ops/members/juan/protection' && c.method === 'GET') return fixture(endpoints.memberProtection, answer());
    return extra(c);
  });
}

const rowOf = (table: HTMLElement, kind: string, period: string) => {
  const group = within(table).getByRole('rowheader', { name: kind }).closest('tbody')!;
  return within(group).getAllByRole('row').find((r) => within(r).queryByText(period, { exact: true }))!;
};

describe("the player file's Protection tab", () => {
  it("shows each limit: the player's own, a raise waiting with its time, the operator's, the one in force, used and reset, on the merchant's clock", async () => {
    const calls = serve(support, () => protection);
    render(<App router={createTestRouter('/players/juan?tab=protection&merchant=LUCKY')} />);

    expect(await screen.findByRole('tab', { name: 'Protection', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Limits' });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Deposit', 'Loss', 'Wager', 'Session time']);

    const deposit = rowOf(table, 'Deposit', 'Day');
    const cells = within(deposit).getAllByRole('cell').map((c) => c.textContent);
    // period, own, waiting, operator's, in force, used, resets, actions
    expect(cells.slice(0, 7)).toEqual(['Day', '₱1,000.00', '₱5,000.00 from 2026-11-25 10:00', '—', '₱1,000.00', '₱250.00 (25%)', '2026-11-26 00:00']);

    const loss = rowOf(table, 'Loss', 'Week');
    expect(within(loss).getAllByRole('cell').map((c) => c.textContent).slice(0, 6)).toEqual(['Week', '₱8,000.00', '—', '₱3,000.00', '₱3,000.00', '₱3,000.00 (100%)']);
    expect(within(loss).getByRole('button', { name: 'Remove operator limit: Weekly loss' })).toBeInTheDocument();
    expect(within(deposit).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    const session = rowOf(table, 'Session time', 'Day');
    expect(within(session).getAllByRole('cell')[1]).toHaveTextContent('90 min');
    expect(within(rowOf(table, 'Wager', 'Month')).getAllByRole('cell')[4]).toHaveTextContent('No limit');

    // nothing in force: no badge in the header, the card says so
    expect(screen.getByText('No exclusion in force: the player can sign in.')).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).queryByText(/until|excluded|break/i)).not.toBeInTheDocument();

    const history = screen.getByRole('table', { name: 'History' });
    const [raise, set, excluded] = within(history).getAllByRole('row').slice(1);
    expect(raise).toHaveTextContent('2026-11-24 11:00');
    expect(raise).toHaveTextContent('Player');
    expect(raise).toHaveTextContent('Raise scheduled');
    expect(raise).toHaveTextContent('Daily deposit');
    // a raise counts after its cooling time: the history says from when
    expect(raise).toHaveTextContent('₱1,000.00 → ₱5,000.00 from 2026-11-25 10:00');
    expect(set).toHaveTextContent('support');
    expect(set).toHaveTextContent('Operator limit set');
    expect(set).toHaveTextContent('Weekly loss');
    expect(set).toHaveTextContent('none → ₱3,000.00');
    expect(set).toHaveTextContent('Chasing losses on the phone');
    // an exclusion's entry: its kind, its duration and end
    expect(excluded).toHaveTextContent('Exclusion started');
    expect(excluded).toHaveTextContent("Operator's exclusion");
    expect(excluded).toHaveTextContent('24 hours, until 2026-11-23 09:00');

    expect(calls.filter((c) => pathOf(c.url) === '/ops/members/juan/protection').map((c) => c.url)[0]).toBe('/ops/members/juan/protection?merchant=LUCKY');
  });

  it('writes the money in the currency the protection answer names, not the one of the player detail', async () => {
    const user = userEvent.setup();
    // the detail says PHP; the protection answer's own currency counts
    serve(support, () => ({ ...protection, currency: 'USD' }));
    render(<App router={createTestRouter('/players/juan?tab=protection&merchant=LUCKY')} />);

    const table = await screen.findByRole('table', { name: 'Limits' });
    expect(within(rowOf(table, 'Deposit', 'Day')).getAllByRole('cell').map((c) => c.textContent).slice(1, 6)).toEqual(['$1,000.00', '$5,000.00 from 2026-11-25 10:00', '—', '$1,000.00', '$250.00 (25%)']);
    expect(within(rowOf(table, 'Session time', 'Day')).getAllByRole('cell')[1]).toHaveTextContent('90 min');
    const history = screen.getByRole('table', { name: 'History' });
    expect(within(history).getAllByRole('row')[2]).toHaveTextContent('none → $3,000.00');

    await user.click(screen.getByRole('button', { name: 'Set stricter limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Set a stricter limit for juan' });
    expect(within(dialog).getByRole('textbox', { name: 'Limit (USD)' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Now')).toHaveTextContent("Player's own$1,000.00Operator's—In force$1,000.00");
  });

  it("badges the player's header with the exclusion in force, on whichever tab", async () => {
    serve(viewer, () => ({ ...protection, exclusion: selfExclusion, exclusions: [selfExclusion] }));
    render(<App router={createTestRouter('/players/juan?merchant=LUCKY')} />);
    expect(await screen.findByText('Self-excluded until 2027-05-22 10:00')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
  });

  it('sets a stricter limit: kind, period, value and reason posted, the section refreshed', async () => {
    const user = userEvent.setup();
    let current = protection;
    const calls = serve(support, () => current, (c) => {
      if (pathOf(c.url) === '/ops/members/juan/protection/limits' && c.method === 'POST') {
        current = { ...protection, limits: limits({ 'deposit:day': { own: '1000.00', operator: '500.00', effective: '500.00', used: '250.00' } }) };
        return fixture(endpoints.setMemberLimit, current.limits[0]!);
      }
      return undefined;
    });
    render(<App router={createTestRouter('/players/juan?tab=protection&merchant=LUCKY')} />);

    await user.click(await screen.findByRole('button', { name: 'Set stricter limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Set a stricter limit for juan' });
    expect(dialog).toHaveTextContent("The lower of the player's own limit and the operator's limit counts");
    expect(within(dialog).getByRole('combobox', { name: 'Limit' })).toHaveValue('deposit');
    expect(within(dialog).getByRole('combobox', { name: 'Period' })).toHaveValue('day');
    // what is in force now, for this kind and period
    expect(within(dialog).getByLabelText('Now')).toHaveTextContent("Player's own₱1,000.00Operator's—In force₱1,000.00");

    const value = within(dialog).getByRole('textbox', { name: 'Limit (PHP)' });
    await user.type(value, '12.345');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Deposits rising fast');
    await user.click(within(dialog).getByRole('button', { name: 'Set limit' }));
    expect(within(dialog).getByText('Enter an amount above zero with up to two decimals.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(value);
    await user.type(value, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Set limit' }));

    expect(await screen.findByText('Operator limit set: Daily deposit ₱500.00.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/ops/members/juan/protection/limits?merchant=LUCKY');
    expect(post.body).toEqual({ kind: 'deposit', period: 'day', value: '500.00', reason: 'Deposits rising fast' });
    expect(post.headers.get('x-console')).toBe('1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // the section asked again and shows the operator's limit in force
    const table = screen.getByRole('table', { name: 'Limits' });
    await within(rowOf(table, 'Deposit', 'Day')).findByText('₱500.00', { selector: '.operator-limit' });
    expect(calls.filter((c) => pathOf(c.url) === '/ops/members/juan/protection' && c.method === 'GET').length).toBe(2);
  });

  it("sets a session limit in minutes, prefilled from the row's button, and removes an operator's limit with a reason", async () => {
    const user = userEvent.setup();
    const calls = serve(support, () => protection, (c) => {
      if (pathOf(c.url) === '/ops/members/juan/protection/limits' && c.method === 'POST') return fixture(endpoints.setMemberLimit, protection.limits[0]!);
      return undefined;
    });
    render(<App router={createTestRouter('/players/juan?tab=protection&merchant=LUCKY')} />);

    await user.click(await screen.findByRole('button', { name: 'Set stricter limit: Weekly session time' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Limit' })).toHaveValue('session');
    expect(within(dialog).getByRole('combobox', { name: 'Period' })).toHaveValue('week');
    await user.type(within(dialog).getByRole('textbox', { name: 'Limit (minutes)' }), '600');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Plays through the night');
    await user.click(within(dialog).getByRole('button', { name: 'Set limit' }));
    await screen.findByText('Operator limit set: Weekly session time 600 min.');
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ kind: 'session', period: 'week', value: '600', reason: 'Plays through the night' });

    await user.click(screen.getByRole('button', { name: 'Remove operator limit: Weekly loss' }));
    const remove = screen.getByRole('dialog', { name: 'Remove operator limit: Weekly loss' });
    expect(remove).toHaveTextContent("the player's own (₱8,000.00) stays as it is");
    await user.type(within(remove).getByRole('textbox', { name: 'Reason' }), 'Reviewed with the player');
    await user.click(within(remove).getByRole('button', { name: 'Remove operator limit' }));
    await screen.findByText('Operator limit removed.');
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ kind: 'loss', period: 'week', value: null, reason: 'Reviewed with the player' });
  });

  it("shows the server's refusal in the dialog: an exclusion in force is never shortened", async () => {
    const user = userEvent.setup();
    const calls = serve(support, () => ({ ...protection, exclusion: selfExclusion, exclusions: [selfExclusion] }), (c) => {
      if (pathOf(c.url) === '/ops/members/juan/protection/exclusion' && c.method === 'POST') return fail(409, 'rg.exclusion.shorter');
      return undefined;
    });
    render(<App router={createTestRouter('/players/juan?tab=protection&merchant=LUCKY')} />);

    await user.click(await screen.findByRole('button', { name: 'Exclude player' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude juan' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Duration' }), '7d');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asked support to stop him');
    const submit = within(dialog).getByRole('button', { name: 'Exclude player' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I confirm excluding juan' }));
    await user.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An exclusion already in force ends later than this one would.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ duration: '7d', reason: 'Asked support to stop him' });
    // a player's own exclusion: no lift offered
    expect(screen.queryByRole('button', { name: 'Lift operator exclusion' })).not.toBeInTheDocument();
  });

  it("excludes the player for 24 hours, then lifts the operator's exclusion", async () => {
    const user = userEvent.setup();
    let current: Protection = protection;
    const calls = serve(support, () => current, (c) => {
      const path = pathOf(c.url);
      if (path === '/ops/members/juan/protection/exclusion' && c.method === 'POST') {
        current = { ...protection, exclusion: operatorExclusion, exclusions: [operatorExclusion] };
        return fixture(endpoints.excludeMember, operatorExclusion);
      }
      if (path === '/ops/members/juan/protection/exclusion/lift' && c.method === 'POST') {
        const lifted = { ...operatorExclusion, liftedAt: utc(24, 4) };
        current = { ...protection, exclusion: null, exclusions: [lifted] };
        return fixture(endpoints.liftMemberExclusion, lifted);
      }
      return undefined;
    });
    render(<App router={createTestRouter('/players/juan?tab=protection&merchant=LUCKY')} />);

    await user.click(await screen.findByRole('button', { name: 'Exclude player' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude juan' });
    expect(within(dialog).getByRole('combobox', { name: 'Duration' })).toHaveValue('24h');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asked on the phone to be stopped');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I confirm excluding juan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Exclude player' }));
    await screen.findByText('juan is excluded.');
    expect(calls.find((c) => pathOf(c.url) === '/ops/members/juan/protection/exclusion')!.body).toEqual({ duration: '24h', reason: 'Asked on the phone to be stopped' });

    // the header and the card show it
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(await within(header).findByText('Excluded by operator until 2026-11-25 10:00')).toBeInTheDocument();
    expect(screen.getAllByText('Asked on the phone to be stopped').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Lift operator exclusion' }));
    const lift = screen.getByRole('dialog', { name: "Lift the operator's exclusion of juan" });
    await user.type(within(lift).getByRole('textbox', { name: 'Reason' }), 'Called back, agreed');
    await user.click(within(lift).getByRole('button', { name: 'Lift operator exclusion' }));
    await screen.findByText('Exclusion of juan lifted.');
    expect(calls.find((c) => pathOf(c.url) === '/ops/members/juan/protection/exclusion/lift')!.body).toEqual({ reason: 'Called back, agreed' });
    expect(await screen.findByText('No exclusion in force: the player can sign in.')).toBeInTheDocument();
    expect(within(header).queryByText(/Excluded by operator/)).not.toBeInTheDocument();
    const exclusions = screen.getByRole('table', { name: 'Exclusions' });
    expect(within(exclusions).getAllByRole('row')[1]).toHaveTextContent('2026-11-24 12:00');
  });

  it('offers no change to an operator who may only read players', async () => {
    serve(viewer, () => ({ ...protection, exclusion: operatorExclusion, exclusions: [operatorExclusion] }));
    render(<App router={createTestRouter('/players/juan?tab=protection&merchant=LUCKY')} />);
    const table = await screen.findByRole('table', { name: 'Limits' });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set stricter limit|Exclude player|Lift operator exclusion|Remove/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Excluded by operator until 2026-11-25 10:00').length).toBe(2);
  });
});
