import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { campaign, inputOf } from '@/test/bonus-fixtures';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const content = operator({ username: 'dana', displayName: 'Dana Content', role: 'content', merchants: ['LUCKY'], permissions: ['dashboard.read', 'content.read', 'content.manage'] });

describe('promotions and their applications', () => {
  it('lists promotions with their counts and approves a pending application', async () => {
    const user = userEvent.setup();
    let decided = false;
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(content);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }));
      if (path === '/ops/promotions') {
        return fixture(endpoints.promotions, {
          list: [
            { id: 141, titles: { EN: 'New player welcome bonus' }, category: 'new_player', startAt: Date.UTC(2026, 10, 4), endAt: null, applications: { pending: decided ? 0 : 1, approved: decided ? 1 : 0, rejected: 0 } },
          ],
        });
      }
      if (path === '/ops/promotions/applications') {
        return fixture(endpoints.promotionApplications, {
          list: decided ? [] : [{ id: 7, promotionId: 141, promotionTitle: 'New player welcome bonus', account: 'maria88', remark: 'first deposit today', status: 'pending', createdAt: Date.UTC(2026, 10, 24, 9), updatedAt: Date.UTC(2026, 10, 24, 9) }],
          next: null,
        });
      }
      if (path === '/ops/promotions/applications/7') {
        decided = true;
        return fixture(endpoints.decidePromotionApplication, { id: 7, promotionId: 141, status: 'approved', updatedAt: Date.UTC(2026, 10, 24, 10) });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/content/promotions')} />);

    const promotions = await screen.findByRole('table', { name: 'Promotions' });
    await within(promotions).findByText('New player welcome bonus');
    const applications = screen.getByRole('table', { name: 'Applications to review' });
    await within(applications).findByText('maria88');
    expect(within(applications).getByText('first deposit today')).toBeInTheDocument();

    await user.click(within(applications).getByRole('button', { name: 'Approve the application of maria88' }));
    await waitFor(() => expect(within(applications).queryByText('maria88')).not.toBeInTheDocument());
    expect(screen.getByText('Application of maria88 approved.')).toBeInTheDocument();

    const decide = calls.find((c) => pathOf(c.url) === '/ops/promotions/applications/7')!;
    expect(decide.method).toBe('PATCH');
    expect(decide.url).toBe('/ops/promotions/applications/7?merchant=LUCKY');
    expect(decide.headers.get('x-console')).toBe('1');
    expect(calls.find((c) => pathOf(c.url) === '/ops/promotions/applications')!.url).toBe('/ops/promotions/applications?merchant=LUCKY&status=pending&limit=100');
  });

  it("asks for the amount when the application is to an apply-and-review campaign's page, and shows what was paid", async () => {
    const user = userEvent.setup();
    let decided = false;
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(content);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }));
      if (path === '/ops/promotions') {
        return fixture(endpoints.promotions, { list: [{ id: 905, titles: { EN: 'Lost a big one? Apply' }, category: 'rebate_promo', startAt: Date.UTC(2026, 10, 4), endAt: null, applications: { pending: decided ? 0 : 1, approved: decided ? 1 : 0, rejected: 0 } }] });
      }
      if (path === '/ops/bonus/campaigns') {
        return fixture(endpoints.bonusCampaigns, {
          timeZone: 'Asia/Manila',
          currency: 'PHP',
          list: [
            campaign(5, { announcementId: 905, input: inputOf({ kind: 'apply', maxAmount: '500.00' }, { name: 'Big loss comeback' }) }),
            campaign(6, { announcementId: 141 }),
          ],
        });
      }
      if (path === '/ops/promotions/applications') {
        return fixture(endpoints.promotionApplications, {
          list: decided ? [] : [{ id: 8, promotionId: 905, promotionTitle: 'Lost a big one? Apply', account: 'maria88', remark: 'lost 20k yesterday', status: 'pending', createdAt: Date.UTC(2026, 10, 24, 9), updatedAt: Date.UTC(2026, 10, 24, 9) }],
          next: null,
        });
      }
      if (path === '/ops/promotions/applications/8') {
        decided = true;
        return fixture(endpoints.decidePromotionApplication, { id: 8, promotionId: 905, status: 'approved', updatedAt: Date.UTC(2026, 10, 24, 10), amount: (c.body as { amount: string }).amount });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/content/promotions')} />);

    const applications = await screen.findByRole('table', { name: 'Applications to review' });
    await within(applications).findByText('maria88');
    await user.click(within(applications).getByRole('button', { name: 'Approve the application of maria88' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application of maria88' });
    expect(dialog).toHaveTextContent('Big loss comeback');
    expect(dialog).toHaveTextContent('At most ₱500.00');
    const amount = within(dialog).getByLabelText('Amount to pay (PHP)');

    await user.type(amount, '750');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    expect(amount).toHaveAccessibleDescription('At most ₱500.00 for one application.');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    expect(amount).toHaveAccessibleDescription('Enter an amount above zero, such as 250.00.');
    expect(calls.some((c) => pathOf(c.url) === '/ops/promotions/applications/8')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '350');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => pathOf(c.url) === '/ops/promotions/applications/8')!.body).toEqual({ status: 'approved', amount: '350.00' });
    expect(await screen.findByText('Application of maria88 approved: ₱350.00 paid.')).toBeInTheDocument();
  });
});
