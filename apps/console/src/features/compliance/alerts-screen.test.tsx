import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import type { Call } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type Alert = EndpointResultInput<typeof endpoints.decideAmlAlert>;

const finance = operator({ username: 'carol', displayName: 'Carol Finance', role: 'finance', merchants: ['LUCKY'], permissions: ['dashboard.read', 'cashier.read', 'players.read', 'compliance.read', 'compliance.manage'] });
const viewer = operator({ username: 'vera', displayName: 'Vera', role: 'read_only', permissions: ['dashboard.read', 'cashier.read', 'players.read', 'compliance.read'] });
const support = operator({ username: 'sam', displayName: 'Sam', role: 'support', permissions: ['dashboard.read', 'players.read', 'players.manage'] });

// Manila is UTC+8 all year: 02:30 UTC is 10:30 on LUCKY's clock.
const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 11, day, hour, minute);

/** An alert as the AML routes answer it (parsed with the route's own schema when served). */
function alert(id: number, extra: Partial<Alert> = {}): Alert {
  return {
    id,
    merchantCode: 'LUCKY',
    account: 'juan',
    kind: 'covered',
    source: 'deposit',
    reference: 'D20261205AAAA',
    amount: '1500.00',
    currency: 'PHP',
    reason: 'A single deposit above the covered-transaction threshold of PHP 1000.00.',
    createdAt: utc(5, 2, 30),
    status: 'open',
    decidedBy: null,
    decidedAt: null,
    note: null,
    reportReference: null,
    ...extra,
  };
}

const covered = alert(12);
const suspicious = alert(11, {
  account: 'maria',
  kind: 'suspicious',
  source: 'withdrawal',
  reference: 'W20261204BBBB',
  amount: '500.00',
  reason: "Withdrawal after little play: stakes of PHP 0.00 since the latest deposit of PHP 1500.00, below the rule's 100% (PHP 1500.00).",
  createdAt: utc(4, 16, 5),
});
const reported = alert(9, {
  status: 'reported',
  decidedBy: 'owner',
  decidedAt: utc(5, 3),
  note: 'Covered transaction report filed',
  reportReference: 'CTR-2026-000123',
});

const page = (list: Alert[], next: number | null = null, timeZone = 'Asia/Manila') => fixture(endpoints.amlAlerts, { list, next, timeZone });
const alertCalls = (calls: Call[]) => calls.filter((c) => pathOf(c.url) === '/ops/aml/alerts');
const params = (call: Call) => new URL(call.url, 'http://x').searchParams;

describe('the AML alerts queue', () => {
  it('lists covered and suspicious alerts on the merchant\'s clock, with the transaction, the player\'s file and the amount in its currency', async () => {
    const user = userEvent.setup();
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }));
      if (path === '/ops/aml/alerts') {
        const status = params(c).get('status');
        return page(status === 'all' ? [covered, suspicious, reported] : status === 'reported' ? [reported] : [covered, suspicious]);
      }
      return undefined;
    });
    render(<App router={createTestRouter('/compliance')} />);

    // in the navigation, beside the AML rules and the verification screens
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Compliance' })).toHaveAttribute('aria-current', 'page');
    const subnav = await screen.findByRole('navigation', { name: 'Compliance' });
    expect(within(subnav).getByRole('link', { name: 'AML alerts' })).toHaveAttribute('aria-current', 'page');
    expect(within(subnav).getByRole('link', { name: 'AML rules' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');

    const table = await screen.findByRole('table', { name: 'AML alerts' });
    await within(table).findByText('juan');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    // raised, kind, transaction, account, amount, reason, actions (every row here is open: no status column)
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Raised↕', 'Kind↕', 'Transaction↕', 'Account↕', 'Amount↕', 'Reason', 'Actions']);
    expect(cells(rows[0]!)).toEqual(['2026-12-05 10:30', 'Covered', 'DepositD20261205AAAA', 'juan', '₱1,500.00', covered.reason, 'ClearReport']);
    expect(cells(rows[1]!)).toEqual(['2026-12-05 00:05', 'Suspicious', 'WithdrawalW20261204BBBB', 'maria', '₱500.00', suspicious.reason, 'ClearReport']);
    expect(within(rows[0]!).getByText('Covered')).toHaveClass('badge-aml-covered');
    expect(within(rows[1]!).getByText('Suspicious')).toHaveClass('badge-aml-suspicious');
    expect(within(rows[1]!).getByRole('link', { name: 'maria' })).toHaveAttribute('href', '/players/maria?merchant=LUCKY');
    // the zone is named; no word of the browser's local time
    expect(screen.getByText("Days and times are on the merchant's clock (Asia/Manila).")).toBeInTheDocument();

    // All: the status and decision beside the buttons of the open ones
    await user.click(screen.getByRole('tab', { name: 'All' }));
    const decided = (await within(table).findByText('Report ref. CTR-2026-000123')).closest('tr')!;
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Status↕');
    expect(within(decided).queryByRole('button')).not.toBeInTheDocument();
    expect(within(within(table).getByText('maria').closest('tr')!).getByText('Open')).toBeInTheDocument();
    expect(within(within(table).getByText('maria').closest('tr')!).getByRole('button', { name: 'Report alert 11' })).toBeInTheDocument();
    // Reported: nothing to decide, no buttons
    await user.click(screen.getByRole('tab', { name: 'Reported' }));
    await waitFor(() => expect(within(table).queryByText('maria')).not.toBeInTheDocument());
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('asks with the status tab, kind and days in the URL, pages by next, and exports that filtered list from the server', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(viewer);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'), merchant('GOLDEN'));
      if (path === '/ops/aml/alerts') {
        const q = params(c);
        if (q.get('merchant') === 'GOLDEN') return page([alert(30, { merchantCode: 'GOLDEN', currency: 'VND', amount: '600000000.00', createdAt: utc(5, 2, 30) })], null, 'Asia/Ho_Chi_Minh');
        if (q.get('status') === 'reported') return q.get('beforeId') === '9' ? page([alert(7, { ...reported, id: 7, account: 'pedro', reportReference: 'CTR-2026-000100' })]) : page([reported], 9);
        return page([covered, suspicious].filter((a) => !q.get('kind') || a.kind === q.get('kind')));
      }
      return undefined;
    });
    render(<App router={createTestRouter('/compliance/alerts?merchant=LUCKY')} />);
    const table = await screen.findByRole('table', { name: 'AML alerts' });
    await within(table).findByText('juan');
    expect(alertCalls(calls).at(-1)!.url).toBe('/ops/aml/alerts?merchant=LUCKY&status=open&limit=50');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/ops/aml/alerts?merchant=LUCKY&status=open&format=csv');
    // read-only: the queue without a decision to take
    expect(within(table).queryByRole('button', { name: /Clear|Report/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'suspicious');
    await waitFor(() => expect(within(table).queryByText('juan')).not.toBeInTheDocument());
    expect(within(table).getByText('maria')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-05' } });
    await waitFor(() => expect(alertCalls(calls).at(-1)!.url).toBe('/ops/aml/alerts?merchant=LUCKY&status=open&kind=suspicious&from=2026-12-01&to=2026-12-05&limit=50'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/ops/aml/alerts?merchant=LUCKY&status=open&kind=suspicious&from=2026-12-01&to=2026-12-05&format=csv');

    // Reported: the decision, who took it and when (on the merchant's clock), the note and the regulator's reference
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), '');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    await user.click(screen.getByRole('tab', { name: 'Reported' }));
    expect(screen.getByRole('tab', { name: 'Reported' })).toHaveAttribute('aria-selected', 'true');
    const row = (await within(table).findByText('Report ref. CTR-2026-000123')).closest('tr')!;
    expect(within(row).getByText('Reported')).toHaveClass('badge-reported');
    expect(row).toHaveTextContent('by owner, 2026-12-05 11:00');
    expect(row).toHaveTextContent('Covered transaction report filed');
    expect(alertCalls(calls).at(-1)!.url).toBe('/ops/aml/alerts?merchant=LUCKY&status=reported&limit=50');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/ops/aml/alerts?merchant=LUCKY&status=reported&format=csv');

    // the next page after the last id of this one
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('pedro');
    expect(alertCalls(calls).at(-1)!.url).toBe('/ops/aml/alerts?merchant=LUCKY&status=reported&beforeId=9&limit=50');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // another merchant from the top bar: its queue, on its clock, in its currency
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Merchant' }), 'GOLDEN');
    const golden = (await within(table).findByText('₫600,000,000')).closest('tr')!;
    expect(within(golden).getAllByRole('cell')[0]).toHaveTextContent('2026-12-05 09:30');
    expect(screen.getByText("Days and times are on the merchant's clock (Asia/Ho_Chi_Minh).")).toBeInTheDocument();
    expect(alertCalls(calls).at(-1)!.url).toBe('/ops/aml/alerts?merchant=GOLDEN&status=all&limit=50');
  });

  it('refuses a range that ends before it starts, without asking', async () => {
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(viewer);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      return undefined;
    });
    render(<App router={createTestRouter('/compliance/alerts?merchant=LUCKY&from=2026-12-05&to=2026-12-01')} />);
    expect(await screen.findByText(/start date/i, { selector: '.field-error' })).toBeInTheDocument();
    expect(alertCalls(calls)).toHaveLength(0);
  });

  it('clears an open alert with a note; the queue is asked again and the alert is gone', async () => {
    const user = userEvent.setup();
    let decided = false;
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      if (path === '/ops/aml/alerts') return page(decided ? [suspicious] : [covered, suspicious]);
      if (path === '/ops/aml/alerts/12/decision') {
        decided = true;
        return fixture(endpoints.decideAmlAlert, { ...covered, status: 'cleared', decidedBy: 'carol', decidedAt: utc(5, 4), note: 'Salary deposit, documents on file' });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/compliance/alerts?merchant=LUCKY')} />);
    const table = await screen.findByRole('table', { name: 'AML alerts' });
    await user.click(await within(table).findByRole('button', { name: 'Clear alert 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear alert 12' });
    // the alert's facts beside the decision; clearing asks for no reference
    expect(dialog).toHaveTextContent('D20261205AAAA');
    expect(dialog).toHaveTextContent('₱1,500.00');
    expect(within(dialog).queryByLabelText("Regulator's reference")).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Clear alert' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Note'), 'ok');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Note'));
    // sent trimmed
    await user.type(within(dialog).getByLabelText('Note'), '  Salary deposit, documents on file ');
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Alert 12 cleared.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('juan')).not.toBeInTheDocument());
    const post = calls.find((c) => pathOf(c.url) === '/ops/aml/alerts/12/decision')!;
    expect(post.method).toBe('POST');
    expect(post.headers.get('x-console')).toBe('1');
    expect(post.url).toBe('/ops/aml/alerts/12/decision');
    expect(post.body).toEqual({ decision: 'clear', note: 'Salary deposit, documents on file' });
    expect(alertCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it("reports an alert with the regulator's reference and a note", async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      if (path === '/ops/aml/alerts') return page([covered, suspicious]);
      if (path === '/ops/aml/alerts/11/decision') return fixture(endpoints.decideAmlAlert, { ...suspicious, status: 'reported', decidedBy: 'carol', decidedAt: utc(5, 4), note: 'No play before withdrawing', reportReference: 'STR-2026-0042' });
      return undefined;
    });
    render(<App router={createTestRouter('/compliance/alerts?merchant=LUCKY')} />);
    const table = await screen.findByRole('table', { name: 'AML alerts' });
    await user.click(await within(table).findByRole('button', { name: 'Report alert 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report alert 11' });
    expect(dialog).toHaveTextContent('Suspicious');
    expect(dialog).toHaveTextContent('W20261204BBBB');
    const confirm = within(dialog).getByRole('button', { name: 'Mark reported' });
    await user.type(within(dialog).getByLabelText('Note'), 'No play before withdrawing');
    // a report needs the regulator's reference
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Regulator's reference"), ' STR-2026-0042 ');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Alert 11 marked reported (STR-2026-0042).')).toBeInTheDocument();
    const post = calls.find((c) => pathOf(c.url) === '/ops/aml/alerts/11/decision')!;
    expect(post.body).toEqual({ decision: 'report', note: 'No play before withdrawing', reportReference: 'STR-2026-0042' });
  });

  it('shows the refusal of an alert decided meanwhile in the dialog, and asks for the queue again', async () => {
    const user = userEvent.setup();
    let decidedElsewhere = false;
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      if (path === '/ops/aml/alerts') return page(decidedElsewhere ? [suspicious] : [covered, suspicious]);
      if (path === '/ops/aml/alerts/12/decision') {
        decidedElsewhere = true;
        return fail(409, 'aml.alert.decided', 'This alert has already been decided.');
      }
      return undefined;
    });
    render(<App router={createTestRouter('/compliance/alerts?merchant=LUCKY')} />);
    const table = await screen.findByRole('table', { name: 'AML alerts' });
    await user.click(await within(table).findByRole('button', { name: 'Clear alert 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear alert 12' });
    await user.type(within(dialog).getByLabelText('Note'), 'Known customer, checked');
    await user.click(within(dialog).getByRole('button', { name: 'Clear alert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This alert has already been decided by another operator.');
    // nothing left to decide here; the queue behind shows the alert gone from Open
    expect(within(dialog).getByRole('button', { name: 'Clear alert' })).toBeDisabled();
    await waitFor(() => expect(within(table).queryByText('juan')).not.toBeInTheDocument());
    expect(alertCalls(calls).length).toBeGreaterThanOrEqual(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a missing reference refused by the server in the dialog', async () => {
    const user = userEvent.setup();
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      if (path === '/ops/aml/alerts') return page([covered]);
      if (path === '/ops/aml/alerts/12/decision') return fail(400, 'aml.report.reference.required');
      return undefined;
    });
    render(<App router={createTestRouter('/compliance/alerts?merchant=LUCKY')} />);
    await user.click(await screen.findByRole('button', { name: 'Report alert 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report alert 12' });
    await user.type(within(dialog).getByLabelText("Regulator's reference"), 'x');
    await user.type(within(dialog).getByLabelText('Note'), 'Filed today');
    await user.click(within(dialog).getByRole('button', { name: 'Mark reported' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Enter the regulator's reference of the report.");
  });

  it('is in the navigation only for operators holding compliance.read', async () => {
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(support);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      return undefined;
    });
    render(<App router={createTestRouter('/')} />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByText('Players');
    expect(within(nav).queryByText('Compliance')).toBeNull();
  });
});
