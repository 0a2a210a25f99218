import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type LimitHits = EndpointResultInput<typeof endpoints.limitHits>;

const support = operator({ username: 'support', displayName: 'Support', role: 'support', permissions: ['dashboard.read', 'players.read', 'players.manage'] });

// As GET /ops/protection/limit-hits answers: per player and limit, most recent first, with the merchant's zone
// and currency. Manila is UTC+8 all year: 06:15 UTC is 14:15 on LUCKY's clock.
const hits: LimitHits = {
  timeZone: 'Asia/Manila',
  currency: 'PHP',
  rows: [
    { account: 'juan', merchantCode: 'LUCKY', kind: 'deposit', period: 'day', hits: 3, lastAt: Date.UTC(2026, 11, 5, 6, 15), limit: '1000.00' },
    { account: 'maria', merchantCode: 'LUCKY', kind: 'session', period: 'week', hits: 1, lastAt: Date.UTC(2026, 11, 4, 9), limit: '600' },
  ],
};

describe('the limit hits report', () => {
  it("asks for the merchant's days and kind in the URL, and links each player to their file", async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(support);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky Star' }), merchant('GOLDEN', { name: 'Golden Dragon' }));
      if (path === '/ops/protection/limit-hits') {
        const params = new URL(c.url, 'http://x').searchParams;
        const kind = params.get('kind');
        // GOLDEN keeps Ho Chi Minh City's clock (UTC+7) and counts in dong
        const golden = params.get('merchant') === 'GOLDEN' ? { timeZone: 'Asia/Ho_Chi_Minh', currency: 'VND' } : {};
        return fixture(endpoints.limitHits, { ...hits, ...golden, rows: hits.rows.filter((r) => !kind || r.kind === kind) });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/players/limit-hits?merchant=LUCKY&from=2026-12-01&to=2026-12-05')} />);

    // a screen of the players area, beside the grid
    const subnav = await screen.findByRole('navigation', { name: 'Players' });
    expect(within(subnav).getByRole('link', { name: 'Limit hits' })).toHaveAttribute('aria-current', 'page');
    expect(within(subnav).getByRole('link', { name: 'All players' })).not.toHaveAttribute('aria-current');

    const table = await screen.findByRole('table', { name: 'Limit hits' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // account, limit, its value (money in the merchant's currency, session time in minutes), hits, last hit on the merchant's clock
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['juan', 'Daily deposit', '₱1,000.00', '3', '2026-12-05 14:15']);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['maria', 'Weekly session time', '600 min', '1', '2026-12-04 17:00']);
    // the zone is named as on the player file; no word of the browser's local time
    expect(screen.getByText("Periods follow the merchant's calendar; times are on its clock (Asia/Manila).")).toBeInTheDocument();
    expect(screen.queryByText(/local time/i)).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'juan' })).toHaveAttribute('href', '/players/juan?merchant=LUCKY');
    expect(calls.filter((c) => pathOf(c.url) === '/ops/protection/limit-hits').at(-1)!.url).toBe('/ops/protection/limit-hits?merchant=LUCKY&from=2026-12-01&to=2026-12-05');
    // the export is the server's file of the same filters (every row, audited)
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/ops/protection/limit-hits?merchant=LUCKY&from=2026-12-01&to=2026-12-05&format=csv');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Limit' }), 'session');
    await within(table).findByText('maria');
    expect(within(table).queryByText('juan')).not.toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c.url) === '/ops/protection/limit-hits').at(-1)!.url).toBe('/ops/protection/limit-hits?merchant=LUCKY&from=2026-12-01&to=2026-12-05&kind=session');

    // another merchant from the top bar asks again for that one
    await user.selectOptions(screen.getByRole('combobox', { name: 'Merchant' }), 'GOLDEN');
    await screen.findByText('GOLDEN', { selector: '.filters span' });
    expect(calls.filter((c) => pathOf(c.url) === '/ops/protection/limit-hits').at(-1)!.url).toBe('/ops/protection/limit-hits?merchant=GOLDEN&from=2026-12-01&to=2026-12-05&kind=session');
    // on that merchant's clock, as its answer names it
    expect(await screen.findByText("Periods follow the merchant's calendar; times are on its clock (Asia/Ho_Chi_Minh).")).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[4]).toHaveTextContent('2026-12-04 16:00');
  });

  it("writes a money limit in the currency the answer names, with that currency's decimals", async () => {
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(support);
      if (path === '/ops/merchants') return merchants(merchant('GOLDEN'));
      if (path === '/ops/protection/limit-hits') return fixture(endpoints.limitHits, { ...hits, timeZone: 'Asia/Ho_Chi_Minh', currency: 'VND', rows: [{ ...hits.rows[0]!, merchantCode: 'GOLDEN', limit: '500000.00' }] });
      return undefined;
    });
    render(<App router={createTestRouter('/players/limit-hits?merchant=GOLDEN&from=2026-12-01&to=2026-12-05')} />);
    const table = await screen.findByRole('table', { name: 'Limit hits' });
    const row = (await within(table).findByRole('link', { name: 'juan' })).closest('tr')!;
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('₫500,000');
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('2026-12-05 13:15');
  });

  it('refuses a range that ends before it starts, without asking', async () => {
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(support);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      return undefined;
    });
    render(<App router={createTestRouter('/players/limit-hits?merchant=LUCKY&from=2026-12-05&to=2026-12-01')} />);
    expect(await screen.findByText(/start/i, { selector: '.field-error' })).toBeInTheDocument();
    expect(calls.some((c) => pathOf(c.url) === '/ops/protection/limit-hits')).toBe(false);
  });
});
