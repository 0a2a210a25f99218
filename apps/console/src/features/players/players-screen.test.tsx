import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { consoleMemberListSchema } from '@lobby/contract/schemas';
import type { ConsoleMemberRow } from '@lobby/contract';
import type { Operator } from '@/shared/api/types';
import { mockFetch, ok, pathOf, served } from '@/test/fetch-mock';

const support: Operator = { username: 'sam', displayName: 'Sam', role: 'support', merchants: ['LUCKY'], totpEnabled: true, disabled: false, passwordChangeRequired: false, permissions: ['players.read', 'players.manage'] };

const member = (i: number): ConsoleMemberRow => ({
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
      if (path === '/ops/auth/me') return ok({ operator: support, idleTimeoutMs: 900_000 });
      if (path === '/ops/merchants') return ok([{ code: 'LUCKY', name: 'Lucky', maintenance: false, blockedRegions: [] }]);
      if (path === '/ops/members') {
        const offset = Number(new URL(c.url, 'http://x').searchParams.get('offset'));
        return served(consoleMemberListSchema, { list: Array.from({ length: 25 }, (_, i) => member(offset + i)), total: 60 });
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
