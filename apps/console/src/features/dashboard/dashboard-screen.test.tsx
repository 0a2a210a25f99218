import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const owner = operator({ username: 'owner', displayName: 'Owner', role: 'owner', permissions: ['dashboard.read'] });

const money = (deposits: string, ggr: string) => ({
  deposits,
  depositCount: 1,
  withdrawals: '0.00',
  withdrawalCount: 0,
  netDeposits: deposits,
  bets: '0.00',
  wins: '0.00',
  ggr,
  bonusCost: '0.00',
  paymentFees: '0.00',
  ngr: ggr,
  adjustments: '0.00',
});

// As GET /ops/dashboard answers without a merchant: player counts over all, money per currency.
const dashboard = fixture(endpoints.dashboard, {
  merchants: ['LUCKY', 'GOLDEN'],
  totals: { registrations: 5, firstDeposits: 2, activePlayers: 4 },
  days: [{ day: '2026-11-28', registrations: 5, firstDeposits: 2, activePlayers: 4 }],
  currencies: [
    { currency: 'PHP', merchants: ['LUCKY'], totals: money('1500.00', '120.50'), days: [{ day: '2026-11-28', ...money('1500.00', '120.50') }] },
    { currency: 'VND', merchants: ['GOLDEN'], totals: money('2000000.00', '-50000.00'), days: [{ day: '2026-11-28', ...money('2000000.00', '-50000.00') }] },
  ],
  livePlayers: 3,
});

describe('the dashboard under "All merchants"', () => {
  it('counts players over every merchant but shows money per currency: pesos and dong are never one number', async () => {
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(owner);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }), merchant('GOLDEN', { name: 'Golden' }));
      if (path === '/ops/dashboard') return dashboard;
      return undefined;
    });
    render(<App router={createTestRouter('/?merchant=&range=today')} />);
    const players = await screen.findByRole('list', { name: 'Players' });
    expect(within(players).getByText('Registrations').parentElement).toHaveTextContent('5');
    const peso = screen.getByRole('list', { name: 'Money figures in PHP' });
    const dong = screen.getByRole('list', { name: 'Money figures in VND' });
    expect(within(peso).getByText('Deposits').parentElement).toHaveTextContent('₱1,500.00');
    expect(within(dong).getByText('Deposits').parentElement).toHaveTextContent('₫2,000,000');
    expect(within(dong).getByText('GGR').parentElement).toHaveTextContent('-₫50,000');
    expect(screen.getByRole('heading', { name: 'Money in VND · GOLDEN' })).toBeInTheDocument();
    // nowhere a sum of the two
    expect(screen.queryByText(/2,001,500/)).not.toBeInTheDocument();
    expect(calls.find((c) => pathOf(c.url) === '/ops/dashboard')!.url).not.toContain('merchant=');
  });
});
