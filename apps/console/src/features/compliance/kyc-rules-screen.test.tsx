import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import type { Call } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type Rules = EndpointResultInput<typeof endpoints.kycRules>;

const finance = operator({ username: 'carol', displayName: 'Carol Finance', role: 'finance', merchants: ['LUCKY'], permissions: ['dashboard.read', 'compliance.read', 'compliance.manage'] });
const viewer = operator({ username: 'vera', displayName: 'Vera', role: 'read_only', permissions: ['dashboard.read', 'compliance.read'] });

// As GET /ops/kyc/rules answers for LUCKY before anyone changed them: the PHP defaults (PAGCOR's 21, five years).
const defaults: Rules = {
  merchantCode: 'LUCKY',
  currency: 'PHP',
  level2DailyWithdrawal: '5000.00',
  level3Deposits: '500000.00',
  minimumAge: 21,
  retentionDays: 1825,
  autoApprove: false,
  updatedAt: null,
  updatedBy: null,
  timeZone: 'Asia/Manila',
};

const puts = (calls: Call[]) => calls.filter((c) => pathOf(c.url) === '/ops/kyc/rules' && c.method === 'PUT');

/** The KYC rules route: GET answers what the last PUT set (by carol); GOLDEN (the dong) has no amounts. */
function rulesServer(who: ReturnType<typeof operator>, initial: Rules = defaults) {
  let rules = initial;
  return mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(who);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY'), merchant('GOLDEN'));
    if (path === '/ops/kyc/rules' && c.method === 'GET') {
      const code = new URL(c.url, 'http://x').searchParams.get('merchant');
      return fixture(endpoints.kycRules, code === 'GOLDEN' ? { ...defaults, merchantCode: 'GOLDEN', currency: 'VND', level2DailyWithdrawal: null, level3Deposits: null, minimumAge: 18 } : rules);
    }
    if (path === '/ops/kyc/rules' && c.method === 'PUT') {
      rules = { ...rules, ...(c.body as Partial<Rules>), updatedAt: Date.UTC(2026, 11, 5, 4), updatedBy: 'carol' };
      return fixture(endpoints.setKycRules, rules);
    }
    return undefined;
  });
}

describe('the verification rules', () => {
  it('shows the amounts in the currency, the minimum age, the retention and automatic approval; a manager saves new ones', async () => {
    const user = userEvent.setup();
    const calls = rulesServer(finance);
    render(<App router={createTestRouter('/compliance/verification-rules?merchant=LUCKY')} />);
    const subnav = await screen.findByRole('navigation', { name: 'Compliance' });
    expect(within(subnav).getByRole('link', { name: 'Verification rules' })).toHaveAttribute('aria-current', 'page');
    expect(within(subnav).getByRole('link', { name: 'Verification' })).not.toHaveAttribute('aria-current');
    const now = await screen.findByRole('region', { name: 'Verification rules of LUCKY' });
    expect(within(now).getByTestId('kyc-level2')).toHaveTextContent('₱5,000.00 a day');
    expect(within(now).getByTestId('kyc-level3')).toHaveTextContent('₱500,000.00 in all');
    expect(within(now).getByTestId('kyc-minimum-age')).toHaveTextContent('21 years');
    expect(within(now).getByTestId('kyc-retention')).toHaveTextContent('1825 days after the decision');
    expect(within(now).getByTestId('kyc-auto')).toHaveTextContent('Off: an operator reviews every submission');
    expect(within(now).getByTestId('kyc-last-changed')).toHaveTextContent('Never changed: the defaults');
    expect(calls.find((c) => pathOf(c.url) === '/ops/kyc/rules')!.url).toBe('/ops/kyc/rules?merchant=LUCKY');

    const form = screen.getByRole('region', { name: 'Change the rules' });
    const level2 = within(form).getByLabelText('Withdrawals a day above (PHP)');
    expect(level2).toHaveValue('5000.00');
    await user.clear(level2);
    await user.type(level2, '10,000');
    // no source-of-funds rule
    await user.click(within(form).getByRole('checkbox', { name: 'Require source of funds (level 3) after large deposits' }));
    expect(within(form).getByLabelText('Deposits in all above (PHP)')).toBeDisabled();
    const age = within(form).getByLabelText('Minimum age');
    await user.clear(age);
    await user.type(age, '18');
    const retention = within(form).getByLabelText('Documents kept (days)');
    await user.clear(retention);
    await user.type(retention, '3650');
    await user.click(within(form).getByRole('checkbox', { name: 'Approve automatically what passes every check' }));
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));

    expect(await screen.findByText('Verification rules of LUCKY saved.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]!.url).toBe('/ops/kyc/rules?merchant=LUCKY');
    expect(puts(calls)[0]!.headers.get('x-console')).toBe('1');
    expect(puts(calls)[0]!.body).toEqual({ level2DailyWithdrawal: '10000.00', level3Deposits: null, minimumAge: 18, retentionDays: 3650, autoApprove: true });
    expect(within(now).getByTestId('kyc-level2')).toHaveTextContent('₱10,000.00 a day');
    expect(within(now).getByTestId('kyc-level3')).toHaveTextContent('Never');
    expect(within(now).getByTestId('kyc-auto')).toHaveTextContent('On: the checker approves what passes every rule');
    expect(within(now).getByTestId('kyc-last-changed')).toHaveTextContent('by carol, 2026-12-05 12:00 (Asia/Manila)');
  });

  it('refuses amounts, ages and retention periods the rules do not take, without asking', async () => {
    const user = userEvent.setup();
    const calls = rulesServer(finance);
    render(<App router={createTestRouter('/compliance/verification-rules?merchant=LUCKY')} />);
    const form = await screen.findByRole('region', { name: 'Change the rules' });
    const level2 = within(form).getByLabelText('Withdrawals a day above (PHP)');
    const age = within(form).getByLabelText('Minimum age');
    const retention = within(form).getByLabelText('Documents kept (days)');
    await user.clear(level2);
    await user.type(level2, '0');
    await user.clear(age);
    await user.type(age, '17');
    await user.clear(retention);
    await user.type(retention, '100');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(level2).toHaveAccessibleDescription('Enter an amount above zero, with up to two decimals.');
    expect(level2).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription('Enter a whole number of years from 18 to 25.');
    expect(retention).toHaveAccessibleDescription('Enter a whole number of days from 365 to 3650.');
    expect(puts(calls)).toHaveLength(0);
  });

  it("shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      if (path === '/ops/kyc/rules' && c.method === 'GET') return fixture(endpoints.kycRules, defaults);
      if (path === '/ops/kyc/rules' && c.method === 'PUT') return fail(403, 'ops.forbidden');
      return undefined;
    });
    render(<App router={createTestRouter('/compliance/verification-rules?merchant=LUCKY')} />);
    const form = await screen.findByRole('region', { name: 'Change the rules' });
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You do not have access to this.');
  });

  it("read-only sees the rules of the top bar's merchant, without the form", async () => {
    const user = userEvent.setup();
    const calls = rulesServer(viewer, { ...defaults, autoApprove: true, updatedAt: Date.UTC(2026, 11, 1), updatedBy: 'owner' });
    render(<App router={createTestRouter('/compliance/verification-rules?merchant=LUCKY')} />);
    const now = await screen.findByRole('region', { name: 'Verification rules of LUCKY' });
    expect(within(now).getByTestId('kyc-auto')).toHaveTextContent('On');
    expect(within(now).getByTestId('kyc-last-changed')).toHaveTextContent(/^by owner, /);
    expect(screen.queryByRole('region', { name: 'Change the rules' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Merchant' }), 'GOLDEN');
    const golden = await screen.findByRole('region', { name: 'Verification rules of GOLDEN' });
    expect(within(golden).getByTestId('kyc-level2')).toHaveTextContent('Never');
    expect(within(golden).getByTestId('kyc-minimum-age')).toHaveTextContent('18 years');
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });
});
