import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import type { Call } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type Review = EndpointResultInput<typeof endpoints.riskReviews>['list'][number];

const finance = operator({ username: 'carol', displayName: 'Carol Finance', role: 'finance', permissions: ['dashboard.read', 'players.read', 'compliance.read', 'compliance.manage'] });

// Manila is UTC+8 all year: 04:00 UTC is 12:00 on LUCKY's clock.
const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);

const open: Review = {
  id: 9,
  merchantCode: 'LUCKY',
  account: 'juan',
  status: 'open',
  reason: 'Shares a device with maria; both took the first-deposit bonus',
  openedBy: 'carol',
  openedAt: utc(28, 4),
  closedBy: null,
  closedAt: null,
  closeNote: null,
};
const closed: Review = {
  id: 5,
  merchantCode: 'LUCKY',
  account: 'ana',
  status: 'closed',
  reason: 'Large first withdrawal',
  openedBy: 'olga',
  openedAt: utc(20, 1),
  closedBy: 'carol',
  closedAt: utc(21, 9, 30),
  closeNote: 'Payslip checked',
};

const params = (call: Call) => new URL(call.url, 'http://x').searchParams;

function serve() {
  return mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(finance);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
    if (path === '/ops/risk/reviews') {
      const status = params(c).get('status') ?? 'open';
      const list = [open, closed].filter((r) => status === 'all' || r.status === status);
      return fixture(endpoints.riskReviews, { list, next: null, timeZone: 'Asia/Manila' });
    }
    return undefined;
  });
}

describe('Compliance → Under review', () => {
  it("lists the players under review on the merchant's clock, each a link to their Risk tab; the closed ones with who closed them and the note", async () => {
    const user = userEvent.setup();
    const calls = serve();
    render(<App router={createTestRouter('/compliance?merchant=LUCKY')} />);

    // from the compliance area's sub-navigation (the AML alerts open first)
    await user.click(within(await screen.findByRole('navigation', { name: 'Compliance' })).getByRole('link', { name: 'Under review' }));
    expect(await screen.findByRole('tab', { name: 'Open', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Players under review' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent!.replace('↕', ''))).toEqual(['Player', 'Reason', 'Opened']);
    await within(table).findByRole('link', { name: 'juan' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('link', { name: 'juan' })).toHaveAttribute('href', '/players/juan?merchant=LUCKY&tab=risk');
    expect(rows[0]).toHaveTextContent('Shares a device with maria; both took the first-deposit bonus');
    expect(rows[0]).toHaveTextContent('2026-11-28 12:00by carol');
    expect(screen.getByText("Times are on the merchant's clock (Asia/Manila).")).toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c.url) === '/ops/risk/reviews')[0]!.url).toBe('/ops/risk/reviews?merchant=LUCKY&status=open&limit=50');

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const closedRows = within(await screen.findByRole('table', { name: 'Players under review' })).getAllByRole('row');
    expect(within(closedRows[0]!).getAllByRole('columnheader').map((h) => h.textContent!.replace('↕', ''))).toEqual(['Player', 'Reason', 'Opened', 'Status', 'Closed', 'Closing note']);
    const ana = await screen.findByRole('row', { name: /ana/ });
    expect(within(ana).getAllByRole('cell').map((c) => c.textContent)).toEqual(['ana', 'Large first withdrawal', '2026-11-20 09:00by olga', 'Closed', '2026-11-21 17:30by carol', 'Payslip checked']);
    expect(calls.filter((c) => pathOf(c.url) === '/ops/risk/reviews').at(-1)!.url).toContain('status=closed');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByRole('row', { name: /juan/ })).toHaveClass('row-attention');
  });
});
