import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type Ledger = EndpointResultInput<typeof endpoints.memberLedger>;

const finance = operator({ username: 'finance', displayName: 'Finance', role: 'finance', merchants: ['LUCKY'], permissions: ['dashboard.read', 'players.read', 'cashier.read'] });

const detail = fixture(endpoints.member, {
  profile: {
    account: 'juan',
    nickname: 'Juan',
    mobile: '+6391*****567',
    email: 'j***@example.com',
    status: 'enabled',
    type: 0,
    vipLevel: 2,
    balance: '950.00',
    createdAt: Date.UTC(2026, 10, 1),
    lastLoginAt: null,
    agent: null,
    realName: 'Juan Dela Cruz',
    birthday: null,
    invitationCode: 'JUAN01',
    registeredIp: null,
  },
  balances: { balance: '950.00', bonus: '50.00', held: '600.00' },
  currency: 'PHP',
  agentChain: [],
  vip: { level: 2, name: 'Silver' },
  activity: {
    validBets: '1250.00',
    wins: '1100.50',
    ggr: '149.50',
    rounds: 42,
    deposits: '2000.00',
    depositCount: 2,
    withdrawals: '600.00',
    withdrawalCount: 1,
    firstDeposit: { day: '2026-11-02', amount: '1000.00' },
  },
});

const at = (h: number) => Date.UTC(2026, 10, 24, h);
function transfer(id: number, extra: Partial<Ledger['transfers'][number]>): Ledger['transfers'][number] {
  return {
    id,
    key: `k${id}`,
    kind: 'deposit',
    state: 'posted',
    amount: '1000.00',
    currency: 'PHP',
    direction: 'in',
    change: '1000.00',
    memberAccount: 'member_cash',
    counterparty: 'provider',
    resolution: null,
    debit: 1,
    credit: 2,
    reference: `D2026112400000000${id}`,
    memo: null,
    createdAt: at(id),
    ...extra,
  };
}

// As GET /ops/members/:account/ledger answers: the accounts, a page of transfers newest first, the next cursor.
const firstPage: Ledger = {
  account: 'juan',
  merchant: 'LUCKY',
  currency: 'PHP',
  accounts: [
    { code: 'm:7:cash', kind: 'member_cash', currency: 'PHP', demo: false, balance: '950.00', held: '600.00' },
    { code: 'm:7:bonus', kind: 'member_bonus', currency: 'PHP', demo: false, balance: '50.00', held: '0.00' },
  ],
  transfers: [
    transfer(12, { kind: 'reward', memberAccount: 'member_bonus', counterparty: 'promotions', amount: '50.00', change: '50.00' }),
    transfer(11, { kind: 'withdrawal', state: 'pending', direction: 'out', amount: '600.00', change: '-600.00', counterparty: 'provider' }),
  ],
  next: 11,
};
const secondPage: Ledger = { ...firstPage, transfers: [transfer(10, { kind: 'bet', direction: 'out', amount: '150.00', change: '-150.00', counterparty: 'vendor' })], next: null };

describe("the player file's Ledger tab", () => {
  it("shows the player's accounts and their transfers, newest first, in the merchant's currency, page after page", async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky Star' }));
      if (path === '/ops/members/juan') return detail;
      if (path === '/ops/members/juan/ledger') {
        const before = new URL(c.url, 'http://x').searchParams.get('beforeId');
        return fixture(endpoints.memberLedger, before === '11' ? secondPage : firstPage);
      }
      return undefined;
    });
    render(<App router={createTestRouter('/players/juan?tab=ledger&merchant=LUCKY')} />);

    expect(await screen.findByRole('tab', { name: 'Ledger', selected: true })).toBeInTheDocument();
    const accounts = await screen.findByRole('list', { name: 'Ledger accounts' });
    const cash = within(accounts).getByText('Cash').closest('li')!;
    expect(cash).toHaveTextContent('₱950.00');
    expect(cash).toHaveTextContent('Held ₱600.00 · available ₱350.00');
    expect(within(accounts).getByText('Bonus').closest('li')).toHaveTextContent('₱50.00');

    const grid = screen.getByRole('table', { name: 'Transfers' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Reward', 'Withdrawal']);
    expect(rows[0]).toHaveTextContent('+₱50.00');
    expect(rows[0]).toHaveTextContent('Promotions');
    expect(rows[1]).toHaveTextContent('-₱600.00');
    expect(rows[1]).toHaveTextContent('Held (waiting)');
    expect(rows[1]).toHaveTextContent('Payment provider');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(grid).findByText('Bet')).toBeInTheDocument();
    expect(within(grid).getByText('-₱150.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const ledgerCalls = calls.filter((c) => pathOf(c.url) === '/ops/members/juan/ledger').map((c) => c.url);
    expect(ledgerCalls).toEqual(['/ops/members/juan/ledger?merchant=LUCKY&limit=50', '/ops/members/juan/ledger?merchant=LUCKY&beforeId=11&limit=50']);

    // the export is the server's, of every transfer
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/ops/members/juan/ledger?merchant=LUCKY&format=csv');
  });

  it('shows the balances in the merchant’s currency', async () => {
    const user = userEvent.setup();
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky Star' }));
      if (path === '/ops/members/juan') return detail;
      return undefined;
    });
    render(<App router={createTestRouter('/players/juan?merchant=LUCKY')} />);
    await user.click(await screen.findByRole('tab', { name: 'Balances' }));
    expect(screen.getByText('Held by withdrawals').nextSibling).toHaveTextContent('₱600.00');
    expect(screen.getByText('Cash balance').nextSibling).toHaveTextContent('₱950.00');
    // the all-time figures beside them
    const activity = screen.getByRole('region', { name: 'Activity, all time' });
    expect(within(activity).getByText('Valid bets').nextSibling).toHaveTextContent('₱1,250.00');
    expect(within(activity).getByText('Deposits').nextSibling).toHaveTextContent('₱2,000.00 (2)');
    expect(within(activity).getByText('First deposit').nextSibling).toHaveTextContent('₱1,000.00 on 2026-11-02');
  });
});
