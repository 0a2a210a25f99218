import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import type { Call } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type Rules = EndpointResultInput<typeof endpoints.amlRules>;

const finance = operator({ username: 'carol', displayName: 'Carol Finance', role: 'finance', merchants: ['LUCKY'], permissions: ['dashboard.read', 'compliance.read', 'compliance.manage'] });
const viewer = operator({ username: 'vera', displayName: 'Vera', role: 'read_only', permissions: ['dashboard.read', 'compliance.read'] });

// As GET /ops/aml/rules answers for LUCKY before anyone changed them: the AMLA casino threshold, once the deposit.
const defaults: Rules = { merchantCode: 'LUCKY', currency: 'PHP', coveredThreshold: '5000000.00', turnoverBp: 10_000, updatedAt: null, updatedBy: null, timeZone: 'Asia/Manila' };

const puts = (calls: Call[]) => calls.filter((c) => pathOf(c.url) === '/ops/aml/rules' && c.method === 'PUT');

/** The rules route of one merchant: GET answers what the last PUT set (by carol). */
function rulesServer(operatorFixture: ReturnType<typeof operator>, initial: Rules = defaults) {
  let rules = initial;
  const calls = mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(operatorFixture);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY'), merchant('GOLDEN'));
    if (path === '/ops/aml/rules' && c.method === 'GET') {
      const code = new URL(c.url, 'http://x').searchParams.get('merchant');
      return fixture(endpoints.amlRules, code === 'GOLDEN' ? { ...defaults, merchantCode: 'GOLDEN', currency: 'VND', coveredThreshold: null } : rules);
    }
    if (path === '/ops/aml/rules' && c.method === 'PUT') {
      const body = c.body as { coveredThreshold: string | null; turnoverBp: number };
      rules = { ...rules, ...body, updatedAt: Date.UTC(2026, 11, 5, 4), updatedBy: 'carol' };
      return fixture(endpoints.setAmlRules, rules);
    }
    return undefined;
  });
  return calls;
}

describe('the AML rules', () => {
  it('shows the threshold in the currency, the turnover rule as a percentage and who changed them; a manager saves new ones', async () => {
    const user = userEvent.setup();
    const calls = rulesServer(finance);
    render(<App router={createTestRouter('/compliance/rules?merchant=LUCKY')} />);
    const subnav = await screen.findByRole('navigation', { name: 'Compliance' });
    expect(within(subnav).getByRole('link', { name: 'AML rules' })).toHaveAttribute('aria-current', 'page');
    const now = await screen.findByRole('region', { name: 'Rules of LUCKY' });
    expect(within(now).getByTestId('aml-threshold')).toHaveTextContent('₱5,000,000.00');
    expect(within(now).getByTestId('aml-turnover')).toHaveTextContent('Stakes below 100% of the latest deposit');
    expect(within(now).getByTestId('aml-last-changed')).toHaveTextContent('Never changed: the defaults');
    expect(calls.find((c) => pathOf(c.url) === '/ops/aml/rules')!.url).toBe('/ops/aml/rules?merchant=LUCKY');

    const form = screen.getByRole('region', { name: 'Change the rules' });
    const threshold = within(form).getByLabelText('Covered-transaction threshold (PHP)');
    const turnover = within(form).getByLabelText('Turnover rule (% of the latest deposit)');
    expect(threshold).toHaveValue('5000000.00');
    expect(turnover).toHaveValue('100');
    await user.clear(threshold);
    await user.type(threshold, '1,000');
    await user.clear(turnover);
    await user.type(turnover, '50.5');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));

    expect(await screen.findByText('AML rules of LUCKY saved.')).toBeInTheDocument();
    const [put] = puts(calls);
    expect(put!.url).toBe('/ops/aml/rules?merchant=LUCKY');
    expect(put!.headers.get('x-console')).toBe('1');
    expect(put!.body).toEqual({ coveredThreshold: '1000.00', turnoverBp: 5050 });
    await waitFor(() => expect(within(now).getByTestId('aml-threshold')).toHaveTextContent('₱1,000.00'));
    expect(within(now).getByTestId('aml-turnover')).toHaveTextContent('Stakes below 50.5% of the latest deposit');
    expect(within(now).getByTestId('aml-last-changed')).toHaveTextContent('by carol, 2026-12-05 12:00 (Asia/Manila)');
  });

  it('turns covered alerts and the turnover rule off (null, 0)', async () => {
    const user = userEvent.setup();
    const calls = rulesServer(finance);
    render(<App router={createTestRouter('/compliance/rules?merchant=LUCKY')} />);
    const form = await screen.findByRole('region', { name: 'Change the rules' });
    await user.click(within(form).getByRole('checkbox', { name: 'Raise covered-transaction alerts' }));
    expect(within(form).getByLabelText('Covered-transaction threshold (PHP)')).toBeDisabled();
    await user.clear(within(form).getByLabelText('Turnover rule (% of the latest deposit)'));
    await user.type(within(form).getByLabelText('Turnover rule (% of the latest deposit)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    // (the toast of the test before may still be on screen: wait for the request itself)
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({ coveredThreshold: null, turnoverBp: 0 });
    const now = screen.getByRole('region', { name: 'Rules of LUCKY' });
    await waitFor(() => expect(within(now).getByTestId('aml-threshold')).toHaveTextContent('None: no covered alerts'));
    expect(within(now).getByTestId('aml-turnover')).toHaveTextContent('Off');
  });

  it('refuses a threshold or a percentage the rules cannot take, without asking', async () => {
    const user = userEvent.setup();
    const calls = rulesServer(finance);
    render(<App router={createTestRouter('/compliance/rules?merchant=LUCKY')} />);
    const form = await screen.findByRole('region', { name: 'Change the rules' });
    const threshold = within(form).getByLabelText('Covered-transaction threshold (PHP)');
    const turnover = within(form).getByLabelText('Turnover rule (% of the latest deposit)');
    await user.clear(threshold);
    await user.type(threshold, '0');
    await user.clear(turnover);
    await user.type(turnover, '20000');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(threshold).toHaveAccessibleDescription('Enter an amount above zero, with up to two decimals.');
    expect(turnover).toHaveAccessibleDescription('Enter a percentage from 0 to 10000, with up to two decimals.');
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it("shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      if (path === '/ops/aml/rules' && c.method === 'GET') return fixture(endpoints.amlRules, defaults);
      if (path === '/ops/aml/rules' && c.method === 'PUT') return fail(403, 'ops.forbidden');
      return undefined;
    });
    render(<App router={createTestRouter('/compliance/rules?merchant=LUCKY')} />);
    const form = await screen.findByRole('region', { name: 'Change the rules' });
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You do not have access to this.');
  });

  it("read-only sees the rules of the top bar's merchant, without the form", async () => {
    const user = userEvent.setup();
    const calls = rulesServer(viewer, { ...defaults, coveredThreshold: '750000.00', turnoverBp: 5000, updatedAt: Date.UTC(2026, 11, 1), updatedBy: 'owner' });
    render(<App router={createTestRouter('/compliance/rules?merchant=LUCKY')} />);
    const now = await screen.findByRole('region', { name: 'Rules of LUCKY' });
    expect(within(now).getByTestId('aml-threshold')).toHaveTextContent('₱750,000.00');
    expect(within(now).getByTestId('aml-turnover')).toHaveTextContent('Stakes below 50% of the latest deposit');
    expect(within(now).getByTestId('aml-last-changed')).toHaveTextContent(/^by owner, /);
    expect(screen.queryByRole('region', { name: 'Change the rules' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save rules' })).not.toBeInTheDocument();

    // another merchant: its own rules, in its currency (GOLDEN has no default threshold for the dong)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Merchant' }), 'GOLDEN');
    const golden = await screen.findByRole('region', { name: 'Rules of GOLDEN' });
    expect(within(golden).getByTestId('aml-threshold')).toHaveTextContent('None: no covered alerts');
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });
});
