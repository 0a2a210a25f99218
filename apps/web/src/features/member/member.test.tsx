import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeMemberInfo, rankAnswer, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { makeFunds } from '@/test/money';
import { mockFetch, renderApp } from '@/test/render-app';
import { memberInfoKeys } from '@/shared/api/member/get-member-info';
import { useBalanceVisibility } from './balance-visibility';

function accountHandlers(extra: Parameters<typeof mockFetch>[0] = {}) {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 12345.6, playable: 12345.6, currency: 'PHP' }),
    '/wps/member/rank/progress': () => envelope(rankAnswer(3, 5)),
    ...extra,
  };
}

beforeEach(() => {
  useBalanceVisibility.setState({ hidden: false });
});

describe('home header when signed in', () => {
  it('shows avatar, nickname, balance with two decimals and the VIP progress', async () => {
    signIn();
    mockFetch(accountHandlers());
    renderApp('/m/home');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Lucky Demo')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Lucky Demo, open my account' })).toHaveAttribute('href', '/m/member/home');
    expect(await within(header).findByText('12,345.60')).toBeInTheDocument();
    expect(within(header).getByText('₱')).toBeInTheDocument();
    const vip = await within(header).findByRole('progressbar', { name: 'Gold VIP progress' });
    await waitFor(() => expect(vip).toHaveAttribute('aria-valuenow', '60'));
    expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('renews the member info on mount before asking for the rank', async () => {
    signIn();
    sessionStorage.setItem('MC_MEMBER_INFO', JSON.stringify(makeMemberInfo({ nickname: 'Old Name' })));
    const order: string[] = [];
    mockFetch(
      accountHandlers({
        '/wps/member/info': () => {
          order.push('info');
          return envelope(makeMemberInfo({ nickname: 'New Name' }));
        },
        '/wps/member/rank/progress': () => {
          order.push('rank');
          return envelope(rankAnswer(1, 4));
        },
      }),
    );
    renderApp('/m/home');
    expect(await screen.findByText('New Name')).toBeInTheDocument();
    await waitFor(() => expect(order).toEqual(['info', 'rank']));
    expect(JSON.parse(sessionStorage.getItem('MC_MEMBER_INFO')!).nickname).toBe('New Name');
  });

  it('does not ask again for the member info the server has just fetched for the page', async () => {
    signIn();
    let infoCalls = 0;
    mockFetch(
      accountHandlers({
        '/wps/member/info': () => {
          infoCalls += 1;
          return envelope(makeMemberInfo({ nickname: 'New Name' }));
        },
      }),
    );
    renderApp('/m/home', { seed: (client) => client.setQueryData(memberInfoKeys.all, makeMemberInfo({ nickname: 'From The Page' })) });
    expect(await screen.findByText('From The Page')).toBeInTheDocument();
    // the rank follows at once, as after a renewal
    const vip = await screen.findByRole('progressbar', { name: 'Gold VIP progress' });
    await waitFor(() => expect(vip).toHaveAttribute('aria-valuenow', '60'));
    expect(infoCalls).toBe(0);
  });

  it('hides the balance behind asterisks (remembered) and masks it while refreshing', async () => {
    signIn();
    let release: (() => void) | null = null;
    let calls = 0;
    mockFetch(
      accountHandlers({
        '/wps/wallets/gcs': () => {
          calls += 1;
          if (calls === 1) return envelope({ sumBalance: 10, playable: 10, currency: 'PHP' });
          return new Promise<Response>((resolve) => {
            release = () => resolve(envelope({ sumBalance: 20.5, playable: 20.5, currency: 'PHP' }));
          });
        },
      }),
    );
    renderApp('/m/home');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('10.00')).toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: 'Hide balance' }));
    expect(within(header).getByText('****')).toBeInTheDocument();
    expect(within(header).queryByText('10.00')).not.toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('MC_BALANCE_HIDDEN')).toBe('1');
    await userEvent.click(within(header).getByRole('button', { name: 'Hide balance' }));
    expect(within(header).getByText('10.00')).toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: 'Refresh balance' }));
    expect(within(header).getByText('****')).toBeInTheDocument();
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release!());
    expect(await within(header).findByText('20.50')).toBeInTheDocument();
  });

  it('shows the trial name and no VIP for a trial account', async () => {
    signIn(4, 'guest12345678');
    mockFetch(
      accountHandlers({
        '/wps/member/info': () =>
          envelope(makeMemberInfo({ type: 4, userName: 'guest12345678', account: 'guest12345678', nickname: null, clubLabel: null })),
      }),
    );
    renderApp('/m/home');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('guest12345678')).toBeInTheDocument();
    expect(within(header).getByText('Trial')).toBeInTheDocument();
    expect(within(header).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('member centre', () => {
  it('shows the profile, VIP label and progress, balance and the account links', async () => {
    signIn();
    mockFetch(accountHandlers());
    renderApp('/m/member/home');
    expect(await screen.findByRole('heading', { name: 'Lucky Demo' })).toBeInTheDocument();
    expect(await screen.findByText('60% of the way to Platinum')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/m/changePsw');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/m/set');
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/m/help');
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/m/feedback');
  });

  it("lays the links out as the brand's template says: rows by group (mem_cen 1), one grid of tiles (mem_cen 0)", async () => {
    const groupNames = ['Rewards', 'Wallet and records', 'Account'];
    signIn();
    mockFetch(accountHandlers({ '/wps/member/hasWithdrawalPassword': () => envelope(false) }));
    const rows = renderApp('/m/member/home');
    await screen.findByRole('heading', { name: 'Lucky Demo' });
    for (const name of groupNames) expect(await screen.findByRole('navigation', { name })).toBeInTheDocument();
    expect(document.querySelector('.member-grid')).toBeNull();
    // the PIN's state arrives with its own answer, after the heading
    await waitFor(() => expect(screen.getByRole('link', { name: /Withdrawal PIN/ })).toHaveTextContent('Set up'));
    rows.unmount();

    mockFetch(
      accountHandlers({
        '/wps/system/status': () => envelope(makeStatus({ info: { mobileTemplate: { mem_cen: '0', dep_func: '1' } } })),
        '/wps/member/hasWithdrawalPassword': () => envelope(false),
      }),
    );
    renderApp('/m/member/home');
    await screen.findByRole('heading', { name: 'Lucky Demo' });
    const grid = await screen.findByRole('navigation', { name: 'Account' });
    expect(grid).toHaveClass('member-grid');
    for (const name of groupNames.slice(0, 2)) expect(screen.queryByRole('navigation', { name })).toBeNull();
    // every entry is still there, in one grid, and keeps its target and its state for screen readers
    expect(within(grid).getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/m/customerTask');
    expect(within(grid).getByRole('link', { name: 'Bet records' })).toHaveAttribute('href', '/m/gameRecord');
    expect(within(grid).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/m/set');
    await waitFor(() => expect(within(grid).getByRole('link', { name: /Withdrawal PIN/ })).toHaveTextContent('Set up'));
    expect(within(grid).getAllByRole('listitem').length).toBeGreaterThanOrEqual(9);
  });

  it('changes the avatar with a form-encoded post and shows it at once', async () => {
    signIn();
    let sent = '';
    mockFetch(
      accountHandlers({
        '/wps/member/info/icon': async (request) => {
          if (request.method === 'GET') return envelope({ icon: 3 });
          sent = await request.text();
          return envelope({ icon: 7 });
        },
      }),
    );
    renderApp('/m/member/home');
    await screen.findByRole('heading', { name: 'Lucky Demo' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose your avatar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose your avatar' });
    expect(within(sheet).getAllByRole('radio')).toHaveLength(12);
    await waitFor(() => expect(within(sheet).getByRole('radio', { name: 'Avatar 3' })).toBeChecked());
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Avatar 7' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save avatar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose your avatar' })).not.toBeInTheDocument());
    expect(new URLSearchParams(sent).get('icon')).toBe('7');
    const avatar = screen.getByRole('button', { name: 'Choose your avatar' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/media/avatars/7.svg');
  });
});

describe('logout', () => {
  it('asks first, then clears the session, guest name and member info, sets autoLogin 0 and goes home', async () => {
    signIn();
    sessionStorage.setItem('MC_GUEST_USER', 'guest00000001');
    let loggedOut = 0;
    mockFetch(
      accountHandlers({
        '/wps/session/logout': () => {
          loggedOut += 1;
          return envelope({ loggedOut: true });
        },
      }),
    );
    const { router } = renderApp(['/m/home', '/m/member/home']);
    await screen.findByRole('heading', { name: 'Lucky Demo' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(loggedOut).toBe(0);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(loggedOut).toBe(1);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(sessionStorage.getItem('MC_GUEST_USER')).toBeNull();
    expect(sessionStorage.getItem('MC_MEMBER_INFO')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeVisible());
  });

  it('is in the side menu and the quick menu only when signed in', async () => {
    mockFetch(accountHandlers());
    const visitor = renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Quick menu' }));
    expect(await screen.findByRole('button', { name: 'Refresh balance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    visitor.unmount();

    signIn();
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Quick menu' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alertdialog', { name: 'Log out?' })).toBeInTheDocument();
  });
});

describe('member centre: money', () => {
  it('breaks the balance down (cash, bonus with its wagering, held) and hides it with the balance', async () => {
    signIn();
    mockFetch(
      accountHandlers({
        '/wps/member/info/funds/consolidated': () => envelope(makeFunds()),
        '/wps/member/hasWithdrawalPassword': () => envelope(true),
      }),
    );
    renderApp('/m/member/home');
    const parts = await screen.findByRole('list', { name: 'Balance breakdown' });
    expect(within(parts).getByText('₱9,200.00')).toBeInTheDocument();
    expect(within(parts).getByText('₱120.00')).toBeInTheDocument();
    expect(within(parts).getByText('₱1,200.00')).toBeInTheDocument();
    expect(within(parts).getByRole('progressbar', { name: 'Bonus wagering' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(parts).getByText('₱660.00 of ₱2,640.00 wagered')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(within(parts).queryByText('₱9,200.00')).not.toBeInTheDocument();
    expect(within(parts).getAllByText('****').length).toBeGreaterThanOrEqual(3);
  });

  it('links deposit, withdraw, bet records and transactions; the PIN row sets up a missing PIN on withdraw', async () => {
    signIn();
    mockFetch(
      accountHandlers({
        '/wps/member/info/funds/consolidated': () => envelope(makeFunds()),
        '/wps/member/hasWithdrawalPassword': () => envelope(false),
      }),
    );
    renderApp('/m/member/home');
    const money = await screen.findByRole('navigation', { name: 'Wallet and records' });
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(within(money).getByRole('link', { name: 'Bet records' })).toHaveAttribute('href', '/m/gameRecord');
    expect(within(money).getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/m/transactions');
    expect(await within(money).findByRole('link', { name: 'Withdrawal PIN Set up' })).toHaveAttribute('href', '/m/withdraw');
  });

  it('changes the withdrawal PIN with the current one, and says how many tries are left when it is wrong', async () => {
    signIn();
    const bodies: unknown[] = [];
    mockFetch(
      accountHandlers({
        '/wps/member/info/funds/consolidated': () => envelope(makeFunds()),
        '/wps/member/hasWithdrawalPassword': () => envelope(true),
        '/wps/member/paymentPassword/reset': async (request) => {
          bodies.push(await request.json());
          return bodies.length === 1
            ? failure(400, 'withdraw.password.wrong', 'wrong', { triesLeft: 4 })
            : envelope(true);
        },
      }),
    );
    renderApp('/m/member/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Withdrawal PIN Change' }));
    const sheet = await screen.findByRole('dialog', { name: 'Change withdrawal PIN' });
    const current = within(sheet).getByRole('textbox', { name: 'Current PIN' });
    await waitFor(() => expect(current).toHaveFocus());

    await userEvent.type(current, '111111');
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'New PIN' }), '111111');
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Confirm PIN' }), '111112');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Change PIN' }));
    expect(await within(sheet).findByText('The new PIN must differ from the current one')).toBeInTheDocument();
    expect(within(sheet).getByText('The two PINs do not match')).toBeInTheDocument();

    const next = within(sheet).getByRole('textbox', { name: 'New PIN' });
    await userEvent.clear(next);
    await userEvent.type(next, '222222');
    const confirm = within(sheet).getByRole('textbox', { name: 'Confirm PIN' });
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '222222');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Change PIN' }));
    expect(await within(sheet).findByText('Wrong PIN. Tries left: 4')).toBeInTheDocument();
    expect(current).toHaveValue('');
    expect(bodies[0]).toEqual({ oldPaymentPassword: '111111', newPaymentPassword: '222222' });

    await userEvent.type(current, '123456');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Change PIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change withdrawal PIN' })).not.toBeInTheDocument());
    expect(bodies[1]).toEqual({ oldPaymentPassword: '123456', newPaymentPassword: '222222' });
  });
});
