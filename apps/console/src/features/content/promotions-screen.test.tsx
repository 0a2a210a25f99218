import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
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
});
