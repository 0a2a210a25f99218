import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';
import { campaign, campaignList, inputOf, MANILA_DEC_1, reloadInput } from '@/test/bonus-fixtures';

const content = operator({ username: 'dana', role: 'content', merchants: ['LUCKY'], permissions: ['dashboard.read', 'content.read', 'content.manage', 'players.read'] });

function serve() {
  return mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(content);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
    if (path === '/ops/bonus/campaigns') {
      return fixture(
        endpoints.bonusCampaigns,
        campaignList(
          campaign(3, { status: 'draft', input: inputOf({ kind: 'cashback', cashback: { percent: 10, period: 'week', minLoss: '0.00', cap: '1000.00' } }, { name: 'Cashback week' }), codes: { count: 0, redeemed: 0 }, figures: { grants: 0, players: 0, granted: '0.00', freeRoundStakes: '0.00', released: '0.00', returned: '0.00', cost: '0.00', budgetLeft: '5000.00' } }),
          campaign(2, { status: 'live', input: reloadInput({ endAt: MANILA_DEC_1 + 7 * 86_400_000 }) }),
          campaign(1, { status: 'ended', input: reloadInput({ name: 'Welcome spins' }) }),
        ),
      );
    }
    return undefined;
  });
}

describe('Promotions → Campaigns', () => {
  it('lists the campaigns with their state, kind, window on the merchant’s clock, figures and codes; filters by state and kind', async () => {
    const user = userEvent.setup();
    const calls = serve();
    render(<App router={createTestRouter('/promotions/campaigns')} />);

    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await within(table).findByText('Reload weekend');
    expect(calls.find((c) => pathOf(c.url) === '/ops/bonus/campaigns')!.url).toBe('/ops/bonus/campaigns?merchant=LUCKY');
    const live = within(table).getByText('Reload weekend').closest('tr')!;
    expect(within(live).getByText('Live')).toHaveClass('badge-campaign-live');
    expect(within(live).getByText('Deposit match')).toBeInTheDocument();
    // the window is on Manila's clock (UTC+8), whatever the browser's zone
    expect(within(live).getByText('2026-12-01 00:00')).toBeInTheDocument();
    expect(within(live).getByText('→ 2026-12-08 00:00')).toBeInTheDocument();
    expect(within(live).getByText('12 (10)')).toBeInTheDocument();
    expect(within(live).getByText('1 (12 redeemed)')).toBeInTheDocument();
    expect(within(live).getByText('₱3,250.00')).toBeInTheDocument();
    const draft = within(table).getByText('Cashback week').closest('tr')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('→ until ended')).toBeInTheDocument();
    expect(within(draft).getByText('₱5,000.00')).toBeInTheDocument();
    expect(within(live).getByText('No limit')).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Manila')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New campaign/ })).toHaveAttribute('href', '/promotions/campaigns/new');
    expect(screen.getByRole('navigation', { name: 'Promotions' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ended');
    expect(within(table).queryByText('Reload weekend')).not.toBeInTheDocument();
    expect(within(table).getByText('Welcome spins')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'cashback');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Cashback week')).toBeInTheDocument();
  });
});
