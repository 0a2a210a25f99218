import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EndpointBody, EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';
import { campaign, MANILA_DEC_1 } from '@/test/bonus-fixtures';
import type { CampaignFixture } from '@/test/bonus-fixtures';

const owner = operator({ username: 'olga', role: 'owner', merchants: ['LUCKY'], permissions: ['dashboard.read', 'content.read', 'content.manage', 'players.read', 'players.manage'] });

type Codes = EndpointBody<typeof endpoints.createBonusCodes>;
type Code = EndpointResultInput<typeof endpoints.bonusCodes>['list'][number];
type Grant = EndpointResultInput<typeof endpoints.bonusGrants>['list'][number];

/** One campaign whose state follows the actions posted; codes and grants kept as the server would. */
function serve(start: CampaignFixture) {
  let current = start;
  const codes: Code[] = [{ code: 'RELOAD50', maxUses: null, uses: 12, expiresAt: null, createdAt: Date.UTC(2026, 10, 20) }];
  const grants: Grant[] = [
    { id: 31, account: 'maria88', campaignId: 7, source: 'Reload weekend', kind: 'deposit_match', status: 'active', amount: '250.00', wageringRequired: '5000.00', wagered: '1250.00', freeRoundsLeft: 0, expiresAt: MANILA_DEC_1 + 30 * 86_400_000, createdAt: MANILA_DEC_1 + 3_600_000, closedAt: null },
    { id: 30, account: 'juan', campaignId: 7, source: 'Reload weekend', kind: 'deposit_match', status: 'completed', amount: '100.00', wageringRequired: '2000.00', wagered: '2000.00', freeRoundsLeft: 0, expiresAt: null, createdAt: MANILA_DEC_1, closedAt: MANILA_DEC_1 + 86_400_000 },
  ];
  const calls = mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(owner);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
    if (path === '/ops/bonus/campaigns/7') return fixture(endpoints.bonusCampaign, current);
    if (path === '/ops/bonus/campaigns/7/status') {
      const action = (c.body as { action: string }).action;
      const next = { publish: 'live', pause: 'paused', resume: 'live', end: 'ended' } as const;
      current = { ...current, status: next[action as keyof typeof next] };
      return fixture(endpoints.setBonusCampaignStatus, current);
    }
    if (path === '/ops/bonus/campaigns/7/codes' && c.method === 'GET') return fixture(endpoints.bonusCodes, { list: codes });
    if (path === '/ops/bonus/campaigns/7/codes' && c.method === 'POST') {
      const body = c.body as Codes;
      if (body.code === 'TAKEN1') return fail(409, 'bonus.code.taken', 'This brand already has this promo code.');
      const made = body.code ? [{ code: body.code, maxUses: body.maxUses, uses: 0, expiresAt: body.expiresAt, createdAt: Date.now() }] : Array.from({ length: body.count! }, (_, i) => ({ code: `GEN${String(i).padStart(5, '0')}`, maxUses: 1, uses: 0, expiresAt: body.expiresAt, createdAt: Date.now() }));
      codes.push(...made);
      current = { ...current, codes: { count: codes.length, redeemed: 12 } };
      return fixture(endpoints.createBonusCodes, { list: made });
    }
    if (path === '/ops/bonus/grants') return fixture(endpoints.bonusGrants, { list: grants, next: null, timeZone: 'Asia/Manila' });
    if (path === '/ops/bonus/grants/31/forfeit') {
      grants[0] = { ...grants[0]!, status: 'forfeited', closedAt: Date.now() };
      return fixture(endpoints.forfeitBonusGrant, grants[0]!);
    }
    return undefined;
  });
  return calls;
}

describe('a campaign', () => {
  it('publishes a draft and ends a live one, each after a dialog that says what happens', async () => {
    const user = userEvent.setup();
    const calls = serve(campaign(7, { status: 'draft' }));
    render(<App router={createTestRouter('/promotions/campaigns/7')} />);

    expect(await screen.findByRole('heading', { name: 'Reload weekend' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toHaveClass('badge-campaign-draft');
    const figures = screen.getByRole('list', { name: 'Figures' });
    expect(within(figures).getByText('₱3,250.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const publish = screen.getByRole('dialog', { name: 'Publish “Reload weekend”?' });
    expect(publish).toHaveTextContent('grants already made keep the terms they were made under');
    await user.click(within(publish).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Live')).toHaveClass('badge-campaign-live');
    expect(calls.find((c) => pathOf(c.url) === '/ops/bonus/campaigns/7/status')!.body).toEqual({ action: 'publish' });

    await user.click(screen.getByRole('button', { name: 'End' }));
    const end = screen.getByRole('dialog', { name: 'End “Reload weekend”?' });
    expect(end).toHaveTextContent('deposit matches players claimed but have not yet deposited for are cancelled');
    expect(end).toHaveTextContent('What was already granted stays with the players');
    // cancelling sends nothing
    await user.click(within(end).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => pathOf(c.url) === '/ops/bonus/campaigns/7/status')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'End' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c.url) === '/ops/bonus/campaigns/7/status').map((c) => c.body)).toEqual([{ action: 'publish' }, { action: 'end' }]);
    // an ended campaign has nothing left to do
    expect(screen.queryByRole('button', { name: 'End' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  }, 15_000);

  it('adds a named code, refuses a taken one, generates single-use codes and downloads the list as CSV', async () => {
    const user = userEvent.setup();
    const calls = serve(campaign(7));
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => (created.push(b), 'blob:codes'));
    URL.revokeObjectURL = vi.fn();
    // the download link is clicked by the page; jsdom does not navigate
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<App router={createTestRouter('/promotions/campaigns/7?tab=codes')} />);

    const table = await screen.findByRole('table', { name: 'Promo codes' });
    await within(table).findByText('RELOAD50');
    const form = screen.getByRole('form', { name: 'Add codes' });
    await user.type(within(form).getByLabelText('Code'), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription('4 to 20 letters and digits, no spaces.');

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'taken1');
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This brand already has this promo code.');

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'vip2026');
    await user.type(within(form).getByLabelText('Max uses in all'), '100');
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    await within(table).findByText('VIP2026');
    const named = calls.filter((c) => c.method === 'POST' && pathOf(c.url) === '/ops/bonus/campaigns/7/codes')[1]!;
    expect(named.body).toEqual({ code: 'VIP2026', maxUses: 100, expiresAt: null });

    await user.click(within(form).getByLabelText('Generate single-use codes'));
    await user.clear(within(form).getByLabelText('How many'));
    await user.type(within(form).getByLabelText('How many'), '3');
    await user.click(within(form).getByRole('button', { name: 'Generate codes' }));
    await within(table).findByText('GEN00002');
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ count: 3, maxUses: 1, expiresAt: null });
    expect(within(table).getAllByRole('row')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(csv.split('\r\n')[0]).toBe('code,uses,maxUses,expiresAt');
    expect(csv).toContain('RELOAD50,12,,');
    expect(csv).toContain('VIP2026,0,100,');
    expect(csv).toContain('GEN00000,0,1,');
  }, 15_000);

  it('lists its grants with their wagering and forfeits an active one with a reason', async () => {
    const user = userEvent.setup();
    const calls = serve(campaign(7));
    render(<App router={createTestRouter('/promotions/campaigns/7?tab=grants')} />);

    const table = await screen.findByRole('table', { name: 'Grants' });
    const row = (await within(table).findByText('maria88')).closest('tr')!;
    expect(calls.find((c) => pathOf(c.url) === '/ops/bonus/grants')!.url).toBe('/ops/bonus/grants?merchant=LUCKY&campaignId=7&limit=50');
    expect(within(row).getByText('₱1,250.00 / ₱5,000.00')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    // expiry on the merchant's clock: 30 days after Dec 1 00:00 Manila
    expect(within(row).getByText('2026-12-31 00:00')).toBeInTheDocument();
    const done = within(table).getByText('juan').closest('tr')!;
    expect(within(done).queryByRole('button', { name: /Forfeit/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Forfeit bonus #31 of maria88' }));
    const dialog = screen.getByRole('dialog', { name: 'Forfeit bonus #31 of maria88' });
    expect(dialog).toHaveTextContent('The player loses this bonus (₱250.00)');
    expect(within(dialog).getByRole('button', { name: 'Forfeit' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Bonus abuse: shared device');
    await user.click(within(dialog).getByRole('button', { name: 'Forfeit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const forfeit = calls.find((c) => pathOf(c.url) === '/ops/bonus/grants/31/forfeit')!;
    expect(forfeit.url).toBe('/ops/bonus/grants/31/forfeit?merchant=LUCKY');
    expect(forfeit.body).toEqual({ reason: 'Bonus abuse: shared device' });
    expect(await within(row).findByText('Forfeited')).toBeInTheDocument();
  }, 15_000);
});
