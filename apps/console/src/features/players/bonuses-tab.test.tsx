import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const support = operator({ username: 'sam', role: 'support', merchants: ['LUCKY'], permissions: ['dashboard.read', 'players.read', 'players.manage'] });
const viewer = operator({ username: 'vera', role: 'read_only', merchants: ['LUCKY'], permissions: ['dashboard.read', 'players.read'] });

const detail = fixture(endpoints.member, {
  profile: { account: 'juan', nickname: null, mobile: null, email: null, status: 'enabled', type: 0, vipLevel: 1, balance: '950.00', createdAt: Date.UTC(2026, 10, 1), lastLoginAt: null, agent: null, realName: null, birthday: null, invitationCode: null, registeredIp: null },
  balances: { balance: '950.00', bonus: '300.00', held: '0.00' },
  currency: 'PHP',
  agentChain: [],
  vip: { level: 1, name: null },
  activity: { validBets: '0.00', wins: '0.00', ggr: '0.00', rounds: 0, deposits: '1000.00', depositCount: 1, withdrawals: '0.00', withdrawalCount: 0, firstDeposit: null },
});

function serve(who: typeof support) {
  let forfeited = false;
  return mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(who);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
    if (path === '/ops/members/juan') return detail;
    if (path === '/ops/members/juan/protection') return fail(403, 'ops.forbidden');
    if (path === '/ops/bonus/grants') {
      return fixture(endpoints.bonusGrants, {
        list: [
          { id: 44, account: 'juan', campaignId: 9, source: 'Tiger spins', kind: 'free_spins', status: forfeited ? 'forfeited' : 'active', amount: '300.00', wageringRequired: '3000.00', wagered: '600.00', freeRoundsLeft: 5, expiresAt: Date.UTC(2026, 11, 20, 16), createdAt: Date.UTC(2026, 10, 20, 4), closedAt: null },
          { id: 12, account: 'juan', campaignId: null, source: 'FIRST_DEPOSIT', kind: 'deposit_match', status: 'completed', amount: '100.00', wageringRequired: '0.00', wagered: '0.00', freeRoundsLeft: 0, expiresAt: null, createdAt: Date.UTC(2026, 10, 2), closedAt: Date.UTC(2026, 10, 2) },
        ],
        next: null,
        timeZone: 'Asia/Manila',
      });
    }
    if (path === '/ops/bonus/grants/44/forfeit') {
      forfeited = true;
      return fixture(endpoints.forfeitBonusGrant, { id: 44, account: 'juan', campaignId: 9, source: 'Tiger spins', kind: 'free_spins', status: 'forfeited', amount: '300.00', wageringRequired: '3000.00', wagered: '600.00', freeRoundsLeft: 0, expiresAt: null, createdAt: Date.UTC(2026, 10, 20, 4), closedAt: Date.now() });
    }
    return undefined;
  });
}

describe("the player file's Bonuses tab", () => {
  it("lists the player's bonuses with progress and free rounds, and forfeits an active one", async () => {
    const user = userEvent.setup();
    const calls = serve(support);
    render(<App router={createTestRouter('/players/juan?merchant=LUCKY&tab=bonuses')} />);

    const table = await screen.findByRole('table', { name: 'Bonuses' });
    const spins = (await within(table).findByText('Tiger spins')).closest('tr')!;
    expect(calls.find((c) => pathOf(c.url) === '/ops/bonus/grants')!.url).toBe('/ops/bonus/grants?merchant=LUCKY&account=juan&limit=50');
    expect(within(spins).getByText('₱600.00 / ₱3,000.00')).toBeInTheDocument();
    expect(within(spins).getByText('5')).toBeInTheDocument();
    expect(within(spins).getByText('2026-12-21 00:00')).toBeInTheDocument();

    await user.click(within(spins).getByRole('button', { name: 'Forfeit bonus #44 of juan' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked by the player');
    await user.click(within(dialog).getByRole('button', { name: 'Forfeit' }));
    await waitFor(() => expect(within(spins).getByText('Forfeited')).toBeInTheDocument());
    expect(calls.find((c) => pathOf(c.url) === '/ops/bonus/grants/44/forfeit')!.body).toEqual({ reason: 'Asked by the player' });
  });

  it('offers no forfeit to an operator who cannot manage players', async () => {
    serve(viewer);
    render(<App router={createTestRouter('/players/juan?merchant=LUCKY&tab=bonuses')} />);
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    await within(table).findByText('Tiger spins');
    expect(within(table).queryByRole('button', { name: /Forfeit/ })).not.toBeInTheDocument();
  });
});
