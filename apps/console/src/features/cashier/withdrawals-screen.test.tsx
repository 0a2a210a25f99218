import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import type { Operator, WithdrawalRow } from '@/shared/api/types';
import { fail, mockFetch, ok, pathOf } from '@/test/fetch-mock';

const finance: Operator = {
  username: 'carol',
  displayName: 'Carol Finance',
  role: 'finance',
  merchants: ['LUCKY'],
  totpEnabled: true,
  disabled: false,
  passwordChangeRequired: false,
  permissions: ['dashboard.read', 'cashier.read', 'cashier.review'],
};

function order(orderNo: string, extra: Partial<WithdrawalRow>): WithdrawalRow {
  return {
    orderNo,
    status: 'pending',
    amount: '500.00',
    fee: '0.00',
    payout: '500.00',
    currency: 'PHP',
    channel: { code: 'bank', name: 'Bank transfer' },
    account: { bankCode: 'BDO', bankName: 'BDO', accountNoMasked: '****1234' },
    accountName: 'Juan',
    reason: null,
    createdAt: Date.UTC(2026, 10, 24, 10, 0),
    reviewedAt: null,
    paidAt: null,
    ...extra,
  };
}

describe('withdrawal queue', () => {
  it('shows the second-approval state and approves an order', async () => {
    const user = userEvent.setup();
    let paid = false;
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return ok({ operator: finance, idleTimeoutMs: 900_000 });
      if (path === '/ops/merchants') return ok([{ code: 'LUCKY', name: 'Lucky', maintenance: false, blockedRegions: [] }]);
      if (path === '/ops/withdrawals') {
        return ok({
          list: [
            order('W-BIG', { amount: '25000.00', payout: '25000.00', needsSecondApproval: true, approvals: [{ by: 'bob', at: Date.UTC(2026, 10, 24, 11) }] }),
            ...(paid ? [] : [order('W-SMALL', { needsSecondApproval: false, approvals: [] })]),
          ],
          next: null,
        });
      }
      if (path === '/ops/withdrawals/W-SMALL/approve') {
        paid = true;
        return ok(order('W-SMALL', { status: 'paying' }));
      }
      if (path === '/ops/withdrawals/W-BIG/approve') return fail(409, 'console.approval.same_operator');
      return undefined;
    });
    render(<App router={createTestRouter('/cashier/withdrawals')} />);

    const grid = await screen.findByRole('table', { name: 'Withdrawals' });
    await within(grid).findByText('W-SMALL');
    const bigRow = within(grid).getByText('W-BIG').closest('tr')!;
    expect(within(bigRow).getByTestId('approvals')).toHaveTextContent('1 of 2 approvals · approved by bob');

    // The same operator may not give both approvals: the server's refusal is shown in the dialog.
    await user.click(within(bigRow).getByRole('button', { name: 'Approve withdrawal W-BIG' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal W-BIG' });
    expect(dialog).toHaveTextContent('needs two approvals');
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
    expect(calls.find((c) => pathOf(c.url) === '/ops/withdrawals')!.url).toBe('/ops/withdrawals?merchant=LUCKY&status=pending&limit=50');
    expect(approve.url).toBe('/ops/withdrawals/W-SMALL/approve?merchant=LUCKY');
  });

  it('rejects with a reason', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return ok({ operator: finance, idleTimeoutMs: 900_000 });
      if (path === '/ops/merchants') return ok([{ code: 'GOLDEN', name: 'Golden', maintenance: false, blockedRegions: [] }]);
      if (path === '/ops/withdrawals') return ok({ list: [order('W-1', {})], next: null });
      if (path === '/ops/withdrawals/W-1/reject') return ok(order('W-1', { status: 'rejected' }));
      return undefined;
    });
    render(<App router={createTestRouter('/cashier/withdrawals')} />);
    await user.click(await screen.findByRole('button', { name: 'Reject withdrawal W-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject withdrawal W-1' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Name does not match the bank account');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reject = calls.find((c) => pathOf(c.url) === '/ops/withdrawals/W-1/reject')!;
    expect(reject.body).toEqual({ reason: 'Name does not match the bank account' });
    expect(reject.url).toContain('merchant=GOLDEN');
  });
});
