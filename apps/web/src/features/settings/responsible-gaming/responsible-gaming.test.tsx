import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@lobby/contract/rules';
import type { LimitView, MemberProfile, ProtectionState } from '@lobby/contract/schemas';
import type { PlayerBody, PlayerResult } from '@/shared/lib/api';
import type { PROTECTION_PATHS } from '@lobby/contract/paths';
import { formatMoment } from '@/shared/lib/date-format';
import { useSessionStore } from '@/shared/lib/session';
import { makeMemberInfo, rankAnswer, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

type Statement = PlayerResult<'GET', typeof PROTECTION_PATHS.statement>;
type SetLimitBody = PlayerBody<'PUT', typeof PROTECTION_PATHS.limits>;
type SetLimitAnswer = PlayerResult<'PUT', typeof PROTECTION_PATHS.limits>;
type ExclusionBody = PlayerBody<'POST', typeof PROTECTION_PATHS.exclusion>;
type ExclusionAnswer = PlayerResult<'POST', typeof PROTECTION_PATHS.exclusion>;

/** Local midnight of 1 December 2026: every zone writes it "Dec 1, 12:00 AM" in English. */
const RESETS = new Date(2026, 11, 1).getTime();
const HOUR = 3_600_000;

function limit(kind: LimitKind, period: LimitPeriod, overrides: Partial<LimitView> = {}): LimitView {
  return { kind, period, own: null, pending: null, operator: null, effective: null, used: 0, resetsAt: RESETS, ...overrides };
}

/** Every kind and period as the server lists them, with `changes` for some. */
function makeState(changes: LimitView[] = []): ProtectionState {
  return {
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => changes.find((c) => c.kind === kind && c.period === period) ?? limit(kind, period)),
    ),
    timeZone: 'Asia/Manila',
    currency: 'PHP',
    coolingHours: 24,
    help: [
      { name: 'NCMH Crisis Hotline (Philippines)', url: null, phone: '1553' },
      { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org', phone: null },
    ],
  };
}

function makeStatement(): Statement {
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10 - i, 1));
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    return i === 0
      ? { month, deposits: 1000, withdrawals: 250, net: 750, bets: 800, wins: 620.5 }
      : i === 1
        ? { month, deposits: 500, withdrawals: 0, net: 500, bets: 300, wins: 100 }
        : { month, deposits: 0, withdrawals: 0, net: 0, bets: 0, wins: 0 };
  });
  return { currency: 'PHP', months };
}

function profile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    nickname: 'Lucky Demo',
    email: null,
    emailVerified: false,
    pendingEmail: null,
    birthday: null,
    payeeName: null,
    ageLimit: 21,
    securityQuestionsSet: false,
    hasPaymentPassword: false,
    hasPassword: true,
    ...overrides,
  };
}

type Handlers = Parameters<typeof mockFetch>[0];

function handlers(state: { protection: ProtectionState }, extra: Handlers = {}): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 100, playable: 100, currency: 'PHP' }),
    '/wps/member/rank/progress': () => envelope(rankAnswer()),
    '/wps/member/info/profile': () => envelope(profile()),
    '/wps/member/responsibleGaming': () => envelope(state.protection),
    '/wps/member/responsibleGaming/statement': () => envelope(makeStatement()),
    '/wps/originals/config': () => envelope({ currency: 'PHP', games: [], realityCheckMinutes: 30 }),
    ...extra,
  };
}

async function limitsCard() {
  const section = await screen.findByRole('region', { name: 'Limits' });
  return section;
}

describe('responsible gaming (/m/set/responsible-gaming)', () => {
  it('is offered on /m/set and in the footer to a member', async () => {
    signIn();
    const state = { protection: makeState() };
    mockFetch(handlers(state, { '/wps/member/hasWithdrawalPassword': () => envelope(false) }));
    renderApp('/m/set');
    const group = await screen.findByRole('region', { name: 'Play responsibly' });
    expect(await within(group).findByRole('link', { name: /Responsible gaming/ })).toHaveAttribute('href', '/m/set/responsible-gaming');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('href', '/m/set/responsible-gaming');
  });

  it('visitors and trial players are sent to the brand’s article from the footer', async () => {
    mockFetch({ '/wps/system/status': () => envelope(makeStatus()) });
    renderApp('/m/set');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('href', '/m/helpDetail?tag=responsible-gaming');
    expect(screen.queryByRole('region', { name: 'Play responsibly' })).not.toBeInTheDocument();
  });

  it('shows each limit with its use and reset, a waiting raise and the operator’s stricter limit', async () => {
    signIn();
    const state = {
      protection: makeState([
        limit('loss', 'day', { own: 500, effective: 500, used: 420, pending: { value: 1000, effectiveAt: RESETS + 14 * HOUR } }),
        limit('loss', 'week', { own: null, effective: 2000, operator: 2000, used: 2000 }),
        limit('loss', 'month', { used: 37.5 }),
        limit('session', 'day', { own: 150, effective: 150, used: 45 }),
      ]),
    };
    mockFetch(handlers(state));
    renderApp('/m/set/responsible-gaming');
    const limits = await limitsCard();
    expect(await screen.findByText('Limits in force: 3')).toBeInTheDocument();
    await userEvent.click(within(limits).getByRole('tab', { name: 'Loss' }));
    const panel = within(limits).getByRole('tabpanel');
    const rows = within(panel).getAllByRole('listitem');

    // daily: the limit, how much is used (amber from 80%), the reset, the raise waiting out its day
    expect(within(rows[0]!).getByRole('button', { name: /Daily\s*₱500\.00/ })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '84');
    expect(rows[0]).toHaveTextContent('₱420.00 of ₱500.00 used');
    expect(rows[0]).toHaveTextContent('Resets Dec 1, 12:00 AM');
    expect(rows[0]).toHaveTextContent('Changes to ₱1,000.00 on Dec 1, 2:00 PM');
    // weekly: only the operator's limit, reached
    expect(within(rows[1]!).getByRole('button', { name: /Weekly\s*₱2,000\.00/ })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Limit reached');
    expect(rows[1]).toHaveTextContent('₱2,000.00 set by the operator');
    // monthly: none set, what the month has counted so far
    expect(within(rows[2]!).getByRole('button', { name: /Monthly\s*No limit\s*Set/ })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('₱37.50 so far');
    expect(within(rows[2]!).queryByRole('progressbar')).not.toBeInTheDocument();

    // the session limit is in hours and minutes
    await userEvent.click(within(limits).getByRole('tab', { name: 'Time' }));
    expect(within(limits).getByRole('button', { name: /Daily\s*2 h 30 min/ })).toBeInTheDocument();
    expect(within(limits).getByRole('tabpanel')).toHaveTextContent('45 min of 2 h 30 min used');
    expect(limits).toHaveTextContent('A lower limit counts at once. A higher limit, or removing one, counts after 24 hours.');
  });

  it('sets a limit: says before saving whether it counts now, sends it, and shows it', async () => {
    signIn();
    const state = { protection: makeState([limit('loss', 'day', { used: 80 })]) };
    const sent: SetLimitBody[] = [];
    mockFetch(
      handlers(state, {
        '/wps/member/responsibleGaming/limits': async (request) => {
          expect(request.method).toBe('PUT');
          const body = (await request.json()) as SetLimitBody;
          sent.push(body);
          const updated = limit('loss', 'day', { own: body.value, effective: body.value, used: 80 });
          state.protection = makeState([updated]);
          return envelope({ limit: updated, applied: 'now' } satisfies SetLimitAnswer);
        },
      }),
    );
    renderApp('/m/set/responsible-gaming');
    const limits = await limitsCard();
    await userEvent.click(within(limits).getByRole('tab', { name: 'Loss' }));
    await userEvent.click(within(limits).getByRole('button', { name: /Daily/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Daily loss limit' });
    expect(within(sheet).getByText('No limit')).toBeInTheDocument();

    // nothing typed: refused here, nothing sent
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save limit' }));
    expect(within(sheet).getByText('Enter your limit')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();

    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Limit amount' }), '0.005');
    expect(within(sheet).getByText('Enter an amount above zero and up to ₱100,000,000.00')).toBeInTheDocument();
    await userEvent.clear(within(sheet).getByRole('textbox', { name: 'Limit amount' }));
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Limit amount' }), '1,500');
    expect(within(sheet).getByText('This limit counts at once.')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save limit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ kind: 'loss', period: 'day', value: 1500 }]);
    expect(await screen.findByText('Limit saved. It counts now.')).toBeInTheDocument();
    expect(within(limits).getByRole('button', { name: /Daily\s*₱1,500\.00/ })).toBeInTheDocument();
    expect(within(limits).getByRole('tabpanel')).toHaveTextContent('₱80.00 of ₱1,500.00 used');
  });

  it('a higher limit is said to count after the cooling period; a limit is removed the same way', async () => {
    signIn();
    const state = { protection: makeState([limit('deposit', 'week', { own: 2000, effective: 2000, used: 500 })]) };
    const sent: SetLimitBody[] = [];
    const removalAt = Date.now() + 24 * HOUR;
    mockFetch(
      handlers(state, {
        '/wps/member/responsibleGaming/limits': async (request) => {
          const body = (await request.json()) as SetLimitBody;
          sent.push(body);
          const updated = limit('deposit', 'week', { own: 2000, effective: 2000, used: 500, pending: { value: body.value, effectiveAt: removalAt } });
          state.protection = makeState([updated]);
          return envelope({ limit: updated, applied: 'scheduled' } satisfies SetLimitAnswer);
        },
      }),
    );
    renderApp('/m/set/responsible-gaming');
    const limits = await limitsCard();
    await userEvent.click(within(limits).getByRole('button', { name: /Weekly\s*₱2,000\.00/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Weekly deposit limit' });
    const amount = within(sheet).getByRole('textbox', { name: 'Limit amount' });
    expect(amount).toHaveValue('2000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    expect(within(sheet).getByText(/^A higher limit counts from /)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    expect(within(sheet).getByText('This limit counts at once.')).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Remove limit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ kind: 'deposit', period: 'week', value: null }]);
    const when = formatMoment(removalAt, 'EN', 'monthDayTime');
    expect(await screen.findByText(`Your limit will be removed on ${when}.`)).toBeInTheDocument();
    expect(within(limits).getByRole('tabpanel')).toHaveTextContent(`Removed on ${when}`);
  });

  it('shows the server’s refusal of a limit in the sheet', async () => {
    signIn();
    const state = { protection: makeState() };
    mockFetch(
      handlers(state, {
        '/wps/member/responsibleGaming/limits': () =>
          failure(400, 'rg.limit.invalid', 'Please enter a limit above zero: an amount with up to two decimals, or whole minutes for time.'),
      }),
    );
    renderApp('/m/set/responsible-gaming');
    const limits = await limitsCard();
    await userEvent.click(within(limits).getByRole('tab', { name: 'Time' }));
    await userEvent.click(within(limits).getByRole('button', { name: /Monthly/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Monthly time limit' });
    await userEvent.click(within(sheet).getByRole('button', { name: '40 h' }));
    expect(within(sheet).getByRole('textbox', { name: 'Hours' })).toHaveValue('40');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save limit' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Please enter a limit above zero');
  });

  it('a break: the confirm step says what happens and asks for the password; then the app is signed out and says until when', async () => {
    signIn();
    const state = { protection: makeState() };
    const sent: ExclusionBody[] = [];
    const until = Date.now() + 24 * HOUR;
    mockFetch(
      handlers(state, {
        '/wps/member/responsibleGaming/exclusion': async (request) => {
          const body = (await request.json()) as ExclusionBody;
          sent.push(body);
          if (body.password !== 'Lucky#2026') return failure(400, 'login.password.incorrect', 'Incorrect username or password.');
          return envelope({ kind: 'break', until } satisfies ExclusionAnswer);
        },
      }),
    );
    const { router } = renderApp('/m/set/responsible-gaming');
    const pause = await screen.findByRole('region', { name: 'Take a break' });
    await userEvent.click(within(pause).getByRole('button', { name: '24 hours' }));
    const sheet = await screen.findByRole('dialog', { name: 'Take a break for 24 hours?' });
    expect(sheet).toHaveTextContent('You are signed out on every device at once.');
    expect(sheet).toHaveTextContent(/You cannot sign in until \w{3} \d{1,2}, \d{4}/);
    expect(sheet).toHaveTextContent('Withdrawals you have already requested are still paid.');
    // a break keeps the bonus and the right to an account: that is self-exclusion's
    expect(sheet).not.toHaveTextContent('forfeited');

    // the password is asked for before anything is sent
    await userEvent.click(within(sheet).getByRole('button', { name: 'Start my break' }));
    expect(within(sheet).getByText('Enter your login password to confirm')).toBeInTheDocument();
    expect(sent).toEqual([]);
    // a wrong one: the server's answer under the field, still signed in
    await userEvent.type(within(sheet).getByLabelText('Login password'), 'wrong');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Start my break' }));
    expect(await within(sheet).findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(useSessionStore.getState().info).not.toBeNull();

    await userEvent.clear(within(sheet).getByLabelText('Login password'));
    await userEvent.type(within(sheet).getByLabelText('Login password'), 'Lucky#2026');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Start my break' }));

    expect(await screen.findByRole('heading', { name: 'Your break has started' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ duration: '24h', password: 'Lucky#2026' });
    expect(router.state.location.pathname).toBe('/m/set/responsible-gaming/paused');
    expect(screen.getByTestId('paused-until')).toHaveTextContent(`You can sign in again on ${formatMoment(until, 'EN', 'dateTime')}.`);
    expect(useSessionStore.getState().info).toBeNull();
    // help for the language read, from the contract (the member's state is no longer readable)
    expect(screen.getByRole('link', { name: /www\.gamblingtherapy\.org/ })).toHaveAttribute('href', 'https://www.gamblingtherapy.org');
  });

  it('self-exclusion names what is lost and asks for a deliberate tick', async () => {
    signIn();
    const state = { protection: makeState() };
    const sent: ExclusionBody[] = [];
    mockFetch(
      handlers(state, {
        '/wps/member/info/profile': () => envelope(profile({ hasPassword: false })),
        '/wps/member/responsibleGaming/exclusion': async (request) => {
          sent.push((await request.json()) as ExclusionBody);
          return envelope({ kind: 'self_exclusion', until: null } satisfies ExclusionAnswer);
        },
      }),
    );
    renderApp('/m/set/responsible-gaming');
    const exclusion = await screen.findByRole('region', { name: 'Self-exclusion' });
    // the profile says there is no password to ask for
    await screen.findByRole('region', { name: 'Activity statement' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Limits' })).toBeInTheDocument());
    await userEvent.click(within(exclusion).getByRole('button', { name: 'Permanently' }));
    const sheet = await screen.findByRole('dialog', { name: 'Exclude yourself permanently?' });
    expect(sheet).toHaveTextContent('No end date');
    expect(sheet).toHaveTextContent('You can never sign in to this account again.');
    expect(sheet).toHaveTextContent('Bonus money you are still wagering is forfeited.');
    expect(sheet).toHaveTextContent('You cannot open a new account with the same phone number, e-mail or payout account.');
    expect(within(sheet).queryByLabelText('Login password')).not.toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Exclude me' }));
    expect(within(sheet).getByText('Tick the box to confirm')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(within(sheet).getByText('I understand this cannot be undone'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Exclude me' }));
    expect(await screen.findByRole('heading', { name: 'Your self-exclusion has started' })).toBeInTheDocument();
    expect(sent).toEqual([{ duration: 'permanent' }]);
    expect(screen.getByTestId('paused-until')).toHaveTextContent('Your account is closed for good.');
  });

  it('the statement: the last months, all twelve on demand, totals, and stakes and wins', async () => {
    signIn();
    mockFetch(handlers({ protection: makeState() }));
    renderApp('/m/set/responsible-gaming');
    const section = await screen.findByRole('region', { name: 'Activity statement' });
    const table = await within(section).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'Deposits', 'Withdrawals', 'Net']);
    const rows = () => within(table).getAllByRole('row').slice(1);
    // three months and the total
    expect(rows()).toHaveLength(4);
    expect(rows()[0]!.textContent).toBe('Nov 2026₱1,000.00₱250.00+₱750.00');
    expect(rows()[1]!.textContent).toBe('Oct 2026₱500.00₱0.00+₱500.00');
    expect(rows().at(-1)!.textContent).toBe('Total₱1,500.00₱250.00+₱1,250.00');

    await userEvent.click(within(section).getByRole('button', { name: 'Show all 12 months' }));
    expect(rows()).toHaveLength(13);
    expect(rows()[11]!.textContent).toMatch(/^Dec 2025/);

    await userEvent.click(within(section).getByRole('tab', { name: 'Bets and wins' }));
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'Bets', 'Wins', 'Result']);
    expect(rows()[0]!.textContent).toBe('Nov 2026₱800.00₱620.50−₱179.50');
    expect(rows().at(-1)!.textContent).toBe('Total₱1,100.00₱720.50−₱379.50');
  });

  it('tells the reality check and lists where to get help', async () => {
    signIn();
    mockFetch(handlers({ protection: makeState() }));
    // jsdom lays nothing out: the jump to the limits is seen in the tab it selects
    Element.prototype.scrollIntoView = vi.fn();
    renderApp('/m/set/responsible-gaming');
    const reality = await screen.findByRole('region', { name: 'Reality check' });
    expect(await within(reality).findByText(/a reminder every 30 minutes/)).toBeInTheDocument();
    await userEvent.click(within(reality).getByRole('button', { name: 'Set a time limit' }));
    expect(screen.getByRole('tab', { name: 'Time' })).toHaveAttribute('aria-selected', 'true');

    const help = screen.getByRole('region', { name: 'Where to get help' });
    expect(await within(help).findByRole('link', { name: 'Call 1553' })).toHaveAttribute('href', 'tel:1553');
    const site = within(help).getByRole('link', { name: /www\.gamblingtherapy\.org/ });
    expect(site).toHaveAttribute('href', 'https://www.gamblingtherapy.org');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(help).getByRole('link', { name: 'Read our responsible gaming guide' })).toHaveAttribute('href', '/m/helpDetail?tag=responsible-gaming');
  });
});
