import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type FinanceReport = EndpointResultInput<typeof endpoints.financeReport>;
type MoneyFigures = FinanceReport['currencies'][number]['totals'];

const owner = operator({ username: 'owner', displayName: 'Owner', role: 'owner', permissions: ['dashboard.read', 'reports.read'] });
const scope = merchants(merchant('LUCKY', { name: 'Lucky Star' }), merchant('GOLDEN', { name: 'Golden Dragon' }));

const zero: MoneyFigures = {
  deposits: '0.00',
  depositCount: 0,
  withdrawals: '0.00',
  withdrawalCount: 0,
  netDeposits: '0.00',
  bets: '0.00',
  wins: '0.00',
  ggr: '0.00',
  bonusCost: '0.00',
  paymentFees: '0.00',
  ngr: '0.00',
  adjustments: '0.00',
};
const php: MoneyFigures = { ...zero, deposits: '2000.00', depositCount: 2, netDeposits: '2000.00', bets: '170.00', wins: '160.00', ggr: '10.00', bonusCost: '2400.00', ngr: '-2390.00' };
const vnd: MoneyFigures = { ...zero, deposits: '500000.00', depositCount: 1, netDeposits: '500000.00', bets: '100000.00', wins: '40000.00', ggr: '60000.00', bonusCost: '20000.00', ngr: '40000.00' };

// As GET /ops/reports/finance answers without a merchant: a section per currency.
const finance: FinanceReport = {
  from: '2026-12-05',
  to: '2026-12-05',
  merchants: [
    { code: 'GOLDEN', name: 'Golden Dragon', currency: 'VND', timeZone: 'Asia/Ho_Chi_Minh' },
    { code: 'LUCKY', name: 'Lucky Star', currency: 'PHP', timeZone: 'Asia/Manila' },
  ],
  currencies: [
    { currency: 'PHP', merchants: ['LUCKY'], totals: php, byMerchant: [{ merchant: 'LUCKY', ...php }], days: [{ merchant: 'LUCKY', day: '2026-12-05', ...php }] },
    { currency: 'VND', merchants: ['GOLDEN'], totals: vnd, byMerchant: [{ merchant: 'GOLDEN', ...vnd }], days: [{ merchant: 'GOLDEN', day: '2026-12-05', ...vnd }] },
  ],
};

const byVendor: EndpointResultInput<typeof endpoints.report> = {
  kind: 'vendor',
  from: '2026-12-05',
  to: '2026-12-05',
  merchants: finance.merchants,
  currencies: [
    { currency: 'PHP', merchants: ['LUCKY'], rows: [{ merchant: 'LUCKY', key: 'JILI', name: 'JILI', rounds: 4, players: 2, bets: '170.00', wins: '160.00', ggr: '10.00' }], totals: { rounds: 4, players: 2, bets: '170.00', wins: '160.00', ggr: '10.00' } },
    { currency: 'VND', merchants: ['GOLDEN'], rows: [{ merchant: 'GOLDEN', key: 'DEMO', name: 'Demo Games', rounds: 1, players: 1, bets: '100000.00', wins: '40000.00', ggr: '60000.00' }], totals: { rounds: 1, players: 1, bets: '100000.00', wins: '40000.00', ggr: '60000.00' } },
  ],
};

describe('reports under "All merchants"', () => {
  it('ask for every merchant (no merchant named) and show deposits, GGR, bonus cost and NGR per currency, never one sum', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(owner);
      if (path === '/ops/merchants') return scope;
      if (path === '/ops/reports/finance') return fixture(endpoints.financeReport, finance);
      if (path === '/ops/reports/vendor') return fixture(endpoints.report, byVendor);
      return undefined;
    });
    render(<App router={createTestRouter('/reports?merchant=&from=2026-12-05&to=2026-12-05')} />);

    const peso = await screen.findByRole('region', { name: 'PHP · LUCKY' });
    const dong = screen.getByRole('region', { name: 'VND · GOLDEN' });
    const pesoTotals = within(peso).getByLabelText('Totals in PHP');
    expect(pesoTotals).toHaveTextContent('Deposits₱2,000.00');
    expect(pesoTotals).toHaveTextContent('GGR₱10.00');
    expect(pesoTotals).toHaveTextContent('Bonus cost₱2,400.00');
    expect(pesoTotals).toHaveTextContent('NGR-₱2,390.00');
    const dongTotals = within(dong).getByLabelText('Totals in VND');
    expect(dongTotals).toHaveTextContent('Deposits₫500,000');
    expect(dongTotals).toHaveTextContent('NGR₫40,000');
    // per day, in each merchant's calendar
    const days = within(dong).getByRole('table', { name: 'VND by day' });
    expect(within(days).getByText('2026-12-05')).toBeInTheDocument();
    expect(within(days).getByText('₫100,000')).toBeInTheDocument();

    const asked = calls.find((c) => pathOf(c.url) === '/ops/reports/finance')!;
    expect(asked.url).toBe('/ops/reports/finance?from=2026-12-05&to=2026-12-05');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/ops/reports/finance?from=2026-12-05&to=2026-12-05&format=csv');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Report' }), 'vendor');
    const vendors = await screen.findByRole('table', { name: 'Play by vendor in VND' });
    const row = within(vendors).getByText('DEMO').closest('tr')!;
    expect(row).toHaveTextContent('GOLDEN');
    expect(row).toHaveTextContent('₫60,000');
    expect(calls.filter((c) => pathOf(c.url) === '/ops/reports/vendor').at(-1)!.url).toBe('/ops/reports/vendor?from=2026-12-05&to=2026-12-05');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/ops/reports/vendor?from=2026-12-05&to=2026-12-05&format=csv');
  });
});
