import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type Row = EndpointResultInput<typeof endpoints.approveWithdrawal>;

const finance = operator({ username: 'carol', displayName: 'Carol Finance', role: 'finance', merchants: ['LUCKY'], permissions: ['dashboard.read', 'cashier.read', 'cashier.review', 'players.read'] });
const viewer = operator({ username: 'vera', displayName: 'Vera', role: 'read_only', permissions: ['dashboard.read', 'cashier.read', 'players.read'] });
const lucky = merchants(merchant('LUCKY', { name: 'Lucky' }));

/** A row as GET /ops/withdrawals answers it (the fixtures are parsed with the route's own schema). */
function order(orderNo: string, extra: Partial<Row>): Row {
  return {
    id: Number(orderNo.replace(/\D/g, '').slice(-4)) || 1,
    heldFor: null,
    merchant: 'LUCKY',
    orderNo,
    status: 'pending',
    amount: '500.00',
    fee: '0.00',
    payout: '500.00',
    currency: 'PHP',
    channel: { code: 'GCASH', name: 'GCash' },
    account: { bankCode: 'GCASH', bankName: 'GCash', accountNoMasked: '••••••4567' },
    memberId: 7,
    player: 'juan',
    accountName: 'Juan Dela Cruz',
    reason: null,
    createdAt: Date.UTC(2026, 10, 24, 10, 0),
    reviewedAt: null,
    paidAt: null,
    approvals: [],
    needsSecondApproval: false,
    ...extra,
  };
}
const page = (list: Row[]) => fixture(endpoints.withdrawals, { list, next: null });

const facts = (row: Row) => fixture(endpoints.withdrawalReview, {
  order: row,
  currency: 'PHP',
  player: { account: 'juan', nickname: 'Juan', status: 'enabled', vipLevel: 2, registeredAt: Date.UTC(2026, 9, 1) },
  balances: { cash: '26000.00', bonus: '50.00', held: '25000.00', withdrawable: '1000.00' },
  deposits: { count: 3, total: '30000.00', lastAt: Date.UTC(2026, 10, 23), lastAmount: '20000.00' },
  wagering: { turnover: '4500.00', turnoverSinceLastDeposit: '150.00', bonus: { bonus: '50.00', required: '50.00', wagered: '0.00', remaining: '50.00' } },
  withdrawals: {
    paidCount: 1,
    paidTotal: '200.00',
    recent: [{ orderNo: 'W20261120AAAAAAAAAA', amount: '200.00', status: 'paid', accountNoMasked: '••••••4567', createdAt: Date.UTC(2026, 10, 20) }],
  },
});

describe('withdrawal queue', () => {
  it('names the player, shows the second-approval state and approves an order', async () => {
    const user = userEvent.setup();
    let paid = false;
    const big = order('W-BIG', { amount: '25000.00', payout: '25000.00', status: 'awaiting_second_approval', needsSecondApproval: true, approvals: [{ by: 'bob', at: Date.UTC(2026, 10, 24, 11) }] });
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return lucky;
      if (path === '/ops/withdrawals') return page([big, ...(paid ? [] : [order('W-SMALL', {})])]);
      if (path === '/ops/withdrawals/W-SMALL/review') return facts(order('W-SMALL', {}));
      if (path === '/ops/withdrawals/W-BIG/review') return facts(big);
      if (path === '/ops/withdrawals/W-SMALL/approve') {
        paid = true;
        return fixture(endpoints.approveWithdrawal, order('W-SMALL', { status: 'paid', approvals: [{ by: 'carol', at: 1 }] }));
      }
      if (path === '/ops/withdrawals/W-BIG/approve') return fail(409, 'console.approval.same_operator');
      return undefined;
    });
    render(<App router={createTestRouter('/cashier/withdrawals')} />);

    const grid = await screen.findByRole('table', { name: 'Withdrawals' });
    await within(grid).findByText('W-SMALL');
    const bigRow = within(grid).getByText('W-BIG').closest('tr')!;
    expect(within(bigRow).getByText('Awaiting 2nd approval')).toBeInTheDocument();
    expect(within(bigRow).getByTestId('approvals')).toHaveTextContent('1 of 2 approvals · approved by bob');
    expect(within(bigRow).getByText('₱25,000.00')).toBeInTheDocument();
    expect(within(bigRow).getByRole('link', { name: 'juan' })).toHaveAttribute('href', '/players/juan?merchant=LUCKY');

    // The dialog shows what to check before paying; the server refuses a second approval by the same operator.
    await user.click(within(bigRow).getByRole('button', { name: 'Approve withdrawal W-BIG' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal W-BIG' });
    expect(dialog).toHaveTextContent('needs two approvals');
    const checks = await within(dialog).findByRole('group', { name: 'What to check before paying out' });
    expect(within(checks).getByRole('region', { name: 'Balance now' })).toHaveTextContent('Withdrawable₱1,000.00');
    expect(within(checks).getByRole('region', { name: 'Deposits' })).toHaveTextContent('Paid deposits3');
    expect(within(checks).getByRole('region', { name: 'Wagering' })).toHaveTextContent('Turnover since the last deposit₱150.00');
    expect(within(checks).getByRole('region', { name: 'Wagering' })).toHaveTextContent('₱50.00 of ₱50.00 still to wager');
    expect(within(checks).getByRole('region', { name: 'Previous withdrawals' })).toHaveTextContent('Paid1 · ₱200.00');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A different operator must give the second approval');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Approve withdrawal W-SMALL' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal W-SMALL' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay out' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(grid).queryByText('W-SMALL')).not.toBeInTheDocument());
    expect(screen.getByText('Withdrawal W-SMALL approved.')).toBeInTheDocument();

    const approve = calls.find((c) => pathOf(c.url) === '/ops/withdrawals/W-SMALL/approve')!;
    expect(approve.method).toBe('POST');
    expect(approve.headers.get('x-console')).toBe('1');
    expect(calls.find((c) => pathOf(c.url) === '/ops/withdrawals')!.url).toBe('/ops/withdrawals?merchant=LUCKY&status=open&limit=50');
    // the route takes no merchant: the server checks the order's own
    expect(approve.url).toBe('/ops/withdrawals/W-SMALL/approve');
  });

  it('filters on "Awaiting 2nd approval" from the URL, and exports that filtered list from the server', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return lucky;
      if (path === '/ops/withdrawals') {
        const status = new URL(c.url, 'http://x').searchParams.get('status');
        return page(status === 'awaiting_second_approval' ? [order('W-WAIT', { status: 'awaiting_second_approval', needsSecondApproval: true, approvals: [{ by: 'carol', at: 1 }] })] : [order('W-1', {})]);
      }
      return undefined;
    });
    render(<App router={createTestRouter('/cashier/withdrawals?merchant=LUCKY')} />);
    await screen.findByText('W-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'awaiting_second_approval');
    const row = (await screen.findByText('W-WAIT')).closest('tr')!;
    expect(within(row).getByText('Awaiting 2nd approval')).toBeInTheDocument();
    // carol gave the first approval: she cannot give the second
    expect(within(row).getByRole('button', { name: 'Approve withdrawal W-WAIT' })).toBeDisabled();
    expect(calls.filter((c) => pathOf(c.url) === '/ops/withdrawals').at(-1)!.url).toBe('/ops/withdrawals?merchant=LUCKY&status=awaiting_second_approval&limit=50');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/ops/withdrawals?merchant=LUCKY&status=awaiting_second_approval&format=csv');
  });

  it('read-only sees the orders and their facts, never an approve or reject button', async () => {
    const user = userEvent.setup();
    const row = order('W-7', { status: 'awaiting_second_approval', needsSecondApproval: true, amount: '25000.00', payout: '25000.00', approvals: [{ by: 'owner', at: 1 }] });
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(viewer);
      if (path === '/ops/merchants') return lucky;
      if (path === '/ops/withdrawals') return page([row, order('W-8', { status: 'paid', approvals: [{ by: 'owner', at: 1 }, { by: 'finance', at: 2 }] })]);
      if (path === '/ops/withdrawals/W-7/review') return facts(row);
      return undefined;
    });
    render(<App router={createTestRouter('/cashier/withdrawals?merchant=LUCKY&status=awaiting_second_approval')} />);
    const grid = await screen.findByRole('table', { name: 'Withdrawals' });
    await within(grid).findByText('W-7');
    expect(within(grid).queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    expect(within(within(grid).getByText('W-7').closest('tr')!).getByTestId('approvals')).toHaveTextContent('1 of 2 approvals · approved by owner');
    // a paid order names its approvers, without a count of what it still needs
    expect(within(within(grid).getByText('W-8').closest('tr')!).getByTestId('approvals')).toHaveTextContent(/^Approved by owner, finance$/);
    await user.click(within(grid).getByRole('button', { name: 'Details of withdrawal W-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal W-7' });
    expect(await within(dialog).findByRole('region', { name: 'Balance now' })).toHaveTextContent('₱26,000.00');
    expect(within(dialog).queryByRole('button', { name: 'Approve and pay out' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('rejects with a reason', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('GOLDEN', { name: 'Golden' }));
      if (path === '/ops/withdrawals') return page([order('W-1', { merchant: 'GOLDEN', currency: 'VND', amount: '500000.00', payout: '500000.00' })]);
      if (path === '/ops/withdrawals/W-1/reject') return fixture(endpoints.rejectWithdrawal, order('W-1', { merchant: 'GOLDEN', status: 'rejected' }));
      return undefined;
    });
    render(<App router={createTestRouter('/cashier/withdrawals')} />);
    // dong have no decimals
    expect(await screen.findByText('₫500,000')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reject withdrawal W-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject withdrawal W-1' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Name does not match the bank account');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reject = calls.find((c) => pathOf(c.url) === '/ops/withdrawals/W-1/reject')!;
    expect(reject.body).toEqual({ reason: 'Name does not match the bank account' });
    expect(reject.url).toBe('/ops/withdrawals/W-1/reject');
  });

  it("holds an order until the player is verified or their review is closed: the badge says why, Approve is disabled, Reject stays", async () => {
    const user = userEvent.setup();
    const kyc = order('W-KYC', { heldFor: 'kyc', amount: '6000.00', payout: '6000.00' });
    const review = order('W-REV', { heldFor: 'review', player: 'maria' });
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return lucky;
      if (path === '/ops/withdrawals') return page([kyc, review, order('W-FREE', {})]);
      if (path === '/ops/withdrawals/W-REV/reject') return fixture(endpoints.rejectWithdrawal, { ...review, status: 'rejected', heldFor: null });
      return undefined;
    });
    render(<App router={createTestRouter('/cashier/withdrawals?merchant=LUCKY')} />);
    const grid = await screen.findByRole('table', { name: 'Withdrawals' });
    const kycRow = (await within(grid).findByText('W-KYC')).closest('tr')!;
    const reviewRow = within(grid).getByText('W-REV').closest('tr')!;
    expect(within(kycRow).getByText('Held: identity not verified')).toHaveClass('badge-held');
    expect(within(reviewRow).getByText('Held: player under review')).toHaveClass('badge-held');
    const approve = within(kycRow).getByRole('button', { name: 'Approve withdrawal W-KYC' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/^Held until the player's identity is verified: approve their submission under Compliance → Verification first/);
    expect(within(reviewRow).getByRole('button', { name: 'Approve withdrawal W-REV' })).toHaveAccessibleDescription(/^Held while the player is under review/);
    // an order not held is approved as ever
    expect(within(within(grid).getByText('W-FREE').closest('tr')!).getByRole('button', { name: 'Approve withdrawal W-FREE' })).toBeEnabled();
    expect(within(within(grid).getByText('W-FREE').closest('tr')!).queryByText(/^Held/)).not.toBeInTheDocument();

    // rejecting a held order stays possible
    await user.click(within(reviewRow).getByRole('button', { name: 'Reject withdrawal W-REV' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject withdrawal W-REV' });
    await user.type(within(reject).getByLabelText(/Reason/), 'Player asked to cancel');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => pathOf(c.url).endsWith('/approve'))).toBe(false);
  });

  it('shows a held order\'s facts with why it waits and the way to the player\'s verification', async () => {
    const user = userEvent.setup();
    const kyc = order('W-KYC', { heldFor: 'kyc', amount: '6000.00', payout: '6000.00' });
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(viewer);
      if (path === '/ops/merchants') return lucky;
      if (path === '/ops/withdrawals') return page([kyc]);
      if (path === '/ops/withdrawals/W-KYC/review') return facts(kyc);
      return undefined;
    });
    render(<App router={createTestRouter('/cashier/withdrawals?merchant=LUCKY')} />);
    await user.click(await screen.findByRole('button', { name: 'Details of withdrawal W-KYC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal W-KYC' });
    expect(within(dialog).getByRole('note')).toHaveTextContent("Held: identity not verified Held until the player's identity is verified");
    expect(within(dialog).getByRole('link', { name: "Open juan's file" })).toHaveAttribute('href', '/players/juan?merchant=LUCKY&tab=verification');
    expect(within(dialog).queryByRole('button', { name: 'Approve and pay out' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an order held meanwhile in the approval dialog, and asks for the queue again", async () => {
    const user = userEvent.setup();
    let held = false;
    const row = order('W-1', {});
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return lucky;
      if (path === '/ops/withdrawals') return page([held ? { ...row, heldFor: 'review' } : row]);
      if (path === '/ops/withdrawals/W-1/review') return facts(row);
      if (path === '/ops/withdrawals/W-1/approve') {
        held = true;
        return fail(409, 'withdraw.order.held', 'This withdrawal is held.');
      }
      return undefined;
    });
    render(<App router={createTestRouter('/cashier/withdrawals?merchant=LUCKY')} />);
    await user.click(await screen.findByRole('button', { name: 'Approve withdrawal W-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal W-1' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("This withdrawal is held: the player's identity must be verified, or their review closed");
    const grid = screen.getByRole('table', { name: 'Withdrawals' });
    expect(await within(grid).findByText('Held: player under review')).toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c.url) === '/ops/withdrawals').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the player's risk in the approval dialog: the review holding the order, the flags with their evidence folded, the way to the Risk tab", async () => {
    const user = userEvent.setup();
    const auditor = operator({ username: 'carol', displayName: 'Carol Finance', role: 'finance', merchants: ['LUCKY'], permissions: ['dashboard.read', 'cashier.read', 'cashier.review', 'players.read', 'compliance.read'] });
    const held = order('W-REV', { heldFor: 'review', player: 'juan' });
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(auditor);
      if (path === '/ops/merchants') return lucky;
      if (path === '/ops/withdrawals') return page([held, order('W-FREE', { player: 'ana' })]);
      if (path === '/ops/withdrawals/W-REV/review') return facts(held);
      if (path === '/ops/withdrawals/W-FREE/review') return facts(order('W-FREE', { player: 'ana' }));
      if (path === '/ops/members/juan/risk')
        return fixture(endpoints.memberRisk, {
          account: 'juan',
          merchantCode: 'LUCKY',
          flags: [
            { kind: 'shared_device', severity: 'high', summary: "1 other account signed in from this player's device in the last 30 days.", evidence: [{ account: 'maria', detail: 'Signed in on the same device (…3f9a21).', at: Date.UTC(2026, 10, 24, 2) }] },
            { kind: 'bonus_abuse', severity: 'high', summary: '1 linked account claimed the same promotion (FIRST_DEPOSIT).', evidence: [{ account: 'maria', detail: 'Granted FIRST_DEPOSIT (PHP 100.00); linked by device.', at: Date.UTC(2026, 10, 24, 3) }] },
          ],
          review: { id: 3, merchantCode: 'LUCKY', account: 'juan', status: 'open', reason: 'Shares a device with maria', openedBy: 'olga', openedAt: Date.UTC(2026, 10, 24, 4), closedBy: null, closedAt: null, closeNote: null },
          history: [],
          tags: [],
          heldWithdrawals: 1,
          timeZone: 'Asia/Manila',
        });
      if (path === '/ops/members/ana/risk') return fixture(endpoints.memberRisk, { account: 'ana', merchantCode: 'LUCKY', flags: [], review: null, history: [], tags: [], heldWithdrawals: 0, timeZone: 'Asia/Manila' });
      return undefined;
    });
    render(<App router={createTestRouter('/cashier/withdrawals?merchant=LUCKY')} />);

    // a held order cannot be approved yet: the reviewer opens its details
    expect(await screen.findByRole('button', { name: 'Approve withdrawal W-REV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Details of withdrawal W-REV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal W-REV' });
    const risk = await within(dialog).findByRole('region', { name: 'Risk' });
    expect(within(risk).getByText('Under review')).toBeInTheDocument();
    expect(risk).toHaveTextContent(/Under review since 2026-11-24 \d{2}:00 by olga — Shares a device with maria · 1 withdrawal held until the review is closed\./);
    const flags = within(risk).getByRole('list', { name: 'Risk flags' });
    const lines = within(flags).getAllByRole('listitem').filter((li) => li.parentElement === flags);
    expect(lines.map((l) => l.querySelector('.badge-risk')!.textContent + ' ' + l.querySelector('strong')!.textContent)).toEqual(['High Shared device', 'High Bonus abuse']);
    expect(lines[0]).toHaveTextContent("1 other account signed in from this player's device in the last 30 days.");
    // the evidence folded until asked for
    const evidence = within(lines[0]!).getByText('Evidence (1)');
    expect(within(lines[0]!).getByRole('link', { name: 'maria', hidden: true })).not.toBeVisible();
    await user.click(evidence);
    expect(within(lines[0]!).getByRole('link', { name: 'maria' })).toHaveAttribute('href', '/players/maria?merchant=LUCKY&tab=risk');
    expect(within(risk).getByRole('link', { name: "Open juan's Risk tab" })).toHaveAttribute('href', '/players/juan?merchant=LUCKY&tab=risk');
    // the held notice leads to the same tab
    expect(within(dialog).getByRole('note')).toHaveTextContent('Held: player under review');
    expect(within(within(dialog).getByRole('note')).getByRole('link', { name: "Open juan's file" })).toHaveAttribute('href', '/players/juan?merchant=LUCKY&tab=risk');
    expect(calls.find((c) => pathOf(c.url) === '/ops/members/juan/risk')!.url).toBe('/ops/members/juan/risk?merchant=LUCKY');

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Approve withdrawal W-FREE' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve withdrawal W-FREE' });
    expect(await within(approve).findByText('No risk flags.')).toBeInTheDocument();
    expect(within(within(approve).getByRole('region', { name: 'Risk' })).queryByText('Under review')).not.toBeInTheDocument();
  });
});
