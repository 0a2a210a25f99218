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

// As GET /ops/protection/limit-hits answers: per player and limit, most recent first.
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
        const kind = new URL(c.url, 'http://x').searchParams.get('kind');
        return fixture(endpoints.limitHits, { ...hits, rows: hits.rows.filter((r) => !kind || r.kind === kind) });
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
    expect(rows[0]).toHaveTextContent('Daily deposit');
    expect(rows[0]).toHaveTextContent('1,000.00');
    expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('Weekly session time');
    expect(rows[1]).toHaveTextContent('600 min');
    expect(within(rows[0]!).getByRole('link', { name: 'juan' })).toHaveAttribute('href', '/players/juan?merchant=LUCKY');
    expect(calls.filter((c) => pathOf(c.url) === '/ops/protection/limit-hits').at(-1)!.url).toBe('/ops/protection/limit-hits?merchant=LUCKY&from=2026-12-01&to=2026-12-05');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Limit' }), 'session');
    await within(table).findByText('maria');
    expect(within(table).queryByText('juan')).not.toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c.url) === '/ops/protection/limit-hits').at(-1)!.url).toBe('/ops/protection/limit-hits?merchant=LUCKY&from=2026-12-01&to=2026-12-05&kind=session');

    // another merchant from the top bar asks again for that one
    await user.selectOptions(screen.getByRole('combobox', { name: 'Merchant' }), 'GOLDEN');
    await screen.findByText('GOLDEN', { selector: '.filters span' });
    expect(calls.filter((c) => pathOf(c.url) === '/ops/protection/limit-hits').at(-1)!.url).toBe('/ops/protection/limit-hits?merchant=GOLDEN&from=2026-12-01&to=2026-12-05&kind=session');
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
