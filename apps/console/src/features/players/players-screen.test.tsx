import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const support = operator({ username: 'sam', displayName: 'Sam', role: 'support', merchants: ['LUCKY'], permissions: ['players.read', 'players.manage'] });

const member = (i: number): EndpointResultInput<typeof endpoints.members>['list'][number] => ({
  account: `player${i}`,
  nickname: null,
  mobile: null,
  email: null,
  status: 'enabled',
  type: 0,
  vipLevel: 0,
  balance: '1.00',
  createdAt: 1,
  lastLoginAt: null,
  agent: null,
});

describe('players grid', () => {
  it('searches, sorts and pages on the server', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(support);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }));
      if (path === '/ops/members') {
        const offset = Number(new URL(c.url, 'http://x').searchParams.get('offset'));
        return fixture(endpoints.members, { list: Array.from({ length: 25 }, (_, i) => member(offset + i)), total: 60 });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/players')} />);
    const grid = await screen.findByRole('table', { name: 'Players' });
    await within(grid).findByText('player0');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), '0917');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'mobile');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(within(grid).getByRole('button', { name: /Balance/ }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await within(grid).findByText('player25');

    const last = new URL(calls.filter((c) => pathOf(c.url) === '/ops/members').at(-1)!.url, 'http://x').searchParams;
    expect(Object.fromEntries(last)).toMatchObject({ merchant: 'LUCKY', q: '0917', field: 'mobile', status: 'all', sort: 'balance', order: 'asc', offset: '25', limit: '25' });
    await waitFor(() => expect(screen.getByText('26–50 of 60')).toBeInTheDocument());
  });
});
