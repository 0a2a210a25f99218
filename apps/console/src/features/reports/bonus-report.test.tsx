import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const finance = operator({ username: 'fiona', role: 'finance', merchants: ['LUCKY'], permissions: ['dashboard.read', 'reports.read'] });

const row = (campaignId: number | null, name: string, kind: string, n: number) => ({
  campaignId,
  name,
  kind,
  grants: n,
  players: n - 1,
  granted: `${n * 100}.00`,
  freeRoundStakes: kind === 'free_spins' ? '40.00' : '0.00',
  released: '50.00',
  returned: '20.00',
  cost: `${n * 100 - 20 + (kind === 'free_spins' ? 40 : 0)}.00`,
  ggr: '900.00',
  ngr: `${900 - (n * 100 - 20 + (kind === 'free_spins' ? 40 : 0))}.00`,
});

describe('Reports → Bonus cost', () => {
  it('shows each campaign’s cost over the days with the total row, for one merchant', async () => {
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(finance);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { isDefault: true }));
      if (path === '/ops/bonus/report') {
        return fixture(endpoints.bonusReport, {
          merchant: 'LUCKY',
          from: '2026-11-01',
          to: '2026-11-30',
          timeZone: 'Asia/Manila',
          currency: 'PHP',
          rows: [row(7, 'Reload weekend', 'deposit_match', 12), row(9, 'Tiger spins', 'free_spins', 3), row(null, 'FIRST_DEPOSIT', 'FIRST_DEPOSIT', 2)],
          total: { ...row(null, 'Total', 'total', 17), freeRoundStakes: '40.00', cost: '1640.00', ngr: '1060.00' },
        });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/reports?kind=bonus&from=2026-11-01&to=2026-11-30')} />);

    const table = await screen.findByRole('table', { name: 'Bonus cost by campaign in PHP' });
    expect(calls.find((c) => pathOf(c.url) === '/ops/bonus/report')!.url).toBe('/ops/bonus/report?merchant=LUCKY&from=2026-11-01&to=2026-11-30');
    expect(screen.getByRole('combobox', { name: 'Report' })).toHaveValue('bonus');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Campaign', 'Kind', 'Grants', 'Players', 'Granted', 'Free-round stakes', 'Released', 'Returned', 'Cost', 'GGR', 'NGR']);
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Tiger spins', 'Free spins', '3', '2', '₱300.00', '₱40.00', '₱50.00', '₱20.00', '₱320.00', '₱900.00', '₱580.00']);
    // the total closes the table
    expect(rows[4]).toHaveClass('row-total');
    expect(within(rows[4]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Totals', '—', '17', '16', '₱1,700.00', '₱40.00', '₱50.00', '₱20.00', '₱1,640.00', '₱900.00', '₱1,060.00']);
    expect(within(screen.getByLabelText('Totals in PHP')).getByText('₱1,640.00')).toBeInTheDocument();
    expect(screen.getByText(/Days on the merchant’s clock \(Asia\/Manila\)/)).toBeInTheDocument();
    // the server has no CSV of this report: the table exports what it shows
    expect(screen.queryByRole('link', { name: /Download CSV/ })).not.toBeInTheDocument();
  });
});
