import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const owner = operator({ username: 'alice', displayName: 'Alice Owner', role: 'owner', permissions: ['dashboard.read', 'operators.manage'] });
const sam = operator({ ...owner, username: 'sam', displayName: 'Sam Support', role: 'support', permissions: ['support.read'] });

describe('operators', () => {
  it("resets another operator's password and shows the one-time password once", async () => {
    const user = userEvent.setup();
    let list = [owner, sam];
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(owner);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }));
      if (path === '/ops/operators') return fixture(endpoints.operators, { list });
      if (path === '/ops/operators/sam/password-reset') {
        list = [owner, { ...sam, passwordChangeRequired: true }];
        return fixture(endpoints.resetOperatorPassword, { username: 'sam', oneTimePassword: 'abcde-fghjk-mnpqr-stuvw' });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/operators')} />);
    const table = await screen.findByRole('table', { name: 'Operators' });
    const row = (await within(table).findByText('sam')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    // asked once more before anything happens
    expect(calls.some((c) => pathOf(c.url) === '/ops/operators/sam/password-reset')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reset the password' }));

    const handOver = await screen.findByRole('dialog', { name: 'New one-time password for sam' });
    expect(within(handOver).getByTestId('one-time-password')).toHaveTextContent('abcde-fghjk-mnpqr-stuvw');
    expect(handOver).toHaveTextContent('shown only now');
    await user.click(within(handOver).getByRole('button', { name: 'I have handed it over' }));
    expect(screen.queryByText('abcde-fghjk-mnpqr-stuvw')).not.toBeInTheDocument();
    expect(await within(table).findByText('One-time, to change')).toBeInTheDocument();
    expect(calls.find((c) => pathOf(c.url) === '/ops/operators/sam/password-reset')?.headers.get('x-console')).toBe('1');
  });
});
