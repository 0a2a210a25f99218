import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import type { fail } from '@/test/fetch-mock';
import type { Call } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';
import { campaign, campaignList, MANILA_DEC_1 } from '@/test/bonus-fixtures';

type Body = EndpointBody<typeof endpoints.createBonusCampaign>;

const content = operator({ username: 'dana', role: 'content', merchants: ['LUCKY'], permissions: ['dashboard.read', 'content.read', 'content.manage', 'games.read', 'players.read'] });

/** The console's answers; a POST of a campaign answers `answer(call)` (the saved one by default). */
function serve(answer?: (call: Call) => ReturnType<typeof fail> | undefined) {
  return mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(content);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY', { languages: ['EN', 'VI'] }));
    if (path === '/ops/bonus/campaigns' && c.method === 'GET') return fixture(endpoints.bonusCampaigns, campaignList());
    if (path === '/ops/bonus/campaigns' && c.method === 'POST') {
      const refused = answer?.(c);
      if (refused) return refused;
      return fixture(endpoints.createBonusCampaign, campaign(7, { status: 'draft', input: c.body as Body }));
    }
    if (path === '/ops/bonus/campaigns/7') return fixture(endpoints.bonusCampaign, campaign(7, { status: 'draft' }));
    if (path === '/ops/bonus/campaigns/7/codes') return fixture(endpoints.bonusCodes, { list: [] });
    if (path === '/ops/segments') {
      return fixture(endpoints.segments, {
        list: [{ id: 4, merchantCode: 'LUCKY', name: 'Lapsed VIPs', description: '', rules: { vip: { min: 3 } }, count: 212, createdBy: 'dana', createdAt: 1, updatedBy: 'dana', updatedAt: 1 }],
      });
    }
    if (path === '/ops/games') {
      const type = new URL(c.url, 'http://x').searchParams.get('type');
      const list =
        type === 'RNG'
          ? [{ gameId: 'fortune-tiger', name: 'Fortune Tiger', vendor: 'PG', type: 'RNG', enabled: true, isNew: false, hotRank: 1 }]
          : [{ gameId: 'dice', name: 'Dice', vendor: 'LOBBY', type: 'INHOUSE', enabled: true, isNew: false, hotRank: null }];
      return fixture(endpoints.games, { list, total: list.length });
    }
    return undefined;
  });
}

async function openNew() {
  render(<App router={createTestRouter('/promotions/campaigns/new')} />);
  return screen.findByRole('form', { name: 'Campaign' });
}

/** What every kind needs: a name, the page's title in the default language, a start on Manila's clock. */
async function fillCommon(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, name: string) {
  await user.type(within(form).getByLabelText('Name (for operators)'), name);
  fireEvent.change(within(form).getByLabelText('Starts (Asia/Manila)'), { target: { value: '2026-12-01T00:00' } });
  await user.type(within(form).getByLabelText('Title'), `${name} page`);
}

const posted = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && pathOf(c.url) === '/ops/bonus/campaigns');

describe('the campaign editor', () => {
  it('creates a reload deposit match claimed with a code: times on the merchant’s clock, amounts as "500.00", the terms on the phone', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const form = await openNew();
    await fillCommon(user, form, 'Reload weekend');
    await user.selectOptions(within(form).getByLabelText('Deposit'), 'reload');
    await user.clear(within(form).getByLabelText('Percent'));
    await user.type(within(form).getByLabelText('Percent'), '50');
    await user.type(within(form).getByLabelText('Cap'), '500');
    await user.clear(within(form).getByLabelText('Minimum deposit'));
    await user.type(within(form).getByLabelText('Minimum deposit'), '100');
    await user.click(within(form).getByLabelText('Requires a promo code'));
    await user.click(within(form).getByLabelText('No budget'));
    await user.type(within(form).getByLabelText('Budget'), '20000');
    await user.selectOptions(within(form).getByLabelText('Segment'), '4');

    // the phone shows the page with the offer's terms as the player reads them
    const phone = screen.getByTestId('preview-body').closest('figure')!;
    expect(within(phone).getByRole('heading', { name: 'Reload weekend page' })).toBeInTheDocument();
    const terms = within(phone).getByRole('region', { name: 'Terms' });
    expect(terms).toHaveTextContent('50% of your deposit (reloads), up to ₱500.00.');
    expect(terms).toHaveTextContent('Deposits from ₱100.00.');
    expect(terms).toHaveTextContent('Wager 20× the bonus within 30 days to withdraw it.');
    expect(terms).toHaveTextContent('Claimed with a promo code.');
    expect(terms).toHaveTextContent('From 2026-12-01 00:00 until further notice.');

    await user.click(within(form).getByRole('button', { name: 'Create as draft' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    const call = posted(calls)[0]!;
    expect(call.url).toBe('/ops/bonus/campaigns?merchant=LUCKY');
    const body = call.body as Body;
    expect(body).toMatchObject({
      kind: 'deposit_match',
      name: 'Reload weekend',
      startAt: MANILA_DEC_1,
      endAt: null,
      page: { category: 'deposit_promo', titles: { EN: 'Reload weekend page' } },
      deposit: { which: 'reload', nth: null, percent: 50, cap: '500.00', minDeposit: '100.00' },
      wagering: { multiplier: 20, base: 'bonus', maxStake: null, expiryDays: 30 },
      eligibility: { segmentId: 4, requiresCode: true, budget: '20000.00', perPlayer: 'once', countries: [], languages: [] },
    });
    // the default contributions go out as prefilled
    expect(body.wagering.contributions).toMatchObject({ RNG: 100, LIVE: 10, INHOUSE: 50, LOTT: 0 });
    // VI has no title: only the languages written are sent
    expect(Object.keys(body.page.titles)).toEqual(['EN']);
    expect(await screen.findByRole('heading', { name: 'Reload weekend' })).toBeInTheDocument();
  }, 20_000);

  it.each([
    ['code', async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
      await user.type(within(form).getByLabelText('Amount'), '50');
    }, { kind: 'code', amount: '50.00' }],
    ['cashback', async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
      await user.selectOptions(within(form).getByLabelText('Period'), 'day');
      await user.type(within(form).getByLabelText('Cap'), '1000.5');
      await user.clear(within(form).getByLabelText('Minimum loss'));
      await user.type(within(form).getByLabelText('Minimum loss'), '200');
    }, { kind: 'cashback', cashback: { percent: 10, period: 'day', minLoss: '200.00', cap: '1000.50' } }],
    ['free_spins', async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
      await user.click(await within(form).findByRole('checkbox', { name: /Fortune Tiger/ }));
      await user.clear(within(form).getByLabelText('Rounds'));
      await user.type(within(form).getByLabelText('Rounds'), '25');
      await user.type(within(form).getByLabelText('Stake per round'), '2');
    }, { kind: 'free_spins', freeRounds: { games: [{ vendor: 'PG', code: 'fortune-tiger' }], count: 25, stake: '2.00' } }],
    ['free_bet', async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
      await user.click(await within(form).findByRole('checkbox', { name: /Dice/ }));
      await user.type(within(form).getByLabelText('Stake per round'), '5');
    }, { kind: 'free_bet', freeRounds: { games: [{ vendor: 'LOBBY', code: 'dice' }], count: 10, stake: '5.00' } }],
    ['apply', async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
      await user.type(within(form).getByLabelText('Most one approval pays'), '300');
    }, { kind: 'apply', maxAmount: '300.00' }],
  ] as const)('creates a %s campaign with its own fields', async (kind, fill, expected) => {
    const user = userEvent.setup();
    const calls = serve();
    const form = await openNew();
    await fillCommon(user, form, `Campaign ${kind}`);
    await user.selectOptions(within(form).getByLabelText('Kind'), kind);
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Create as draft' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    const body = posted(calls)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject(expected);
    // a body carries its own kind's block only (the contract's bodies are strict)
    for (const other of ['deposit', 'amount', 'cashback', 'freeRounds', 'maxAmount']) if (!(other in expected)) expect(body).not.toHaveProperty(other);
  }, 15_000);

  it('refuses invalid inputs at their fields and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const form = await openNew();
    await user.type(within(form).getByLabelText('Name (for operators)'), 'ab');
    fireEvent.change(within(form).getByLabelText('Starts (Asia/Manila)'), { target: { value: '2026-12-10T00:00' } });
    await user.click(within(form).getByLabelText('Until ended'));
    fireEvent.change(within(form).getByLabelText('Ends (Asia/Manila)'), { target: { value: '2026-12-01T00:00' } });
    await user.type(within(form).getByLabelText('Cap'), 'lots');
    await user.clear(within(form).getByLabelText('Multiplier'));
    await user.type(within(form).getByLabelText('Multiplier'), '250');
    await user.type(within(form).getByLabelText('VIP from'), '5');
    await user.type(within(form).getByLabelText('VIP up to'), '2');
    await user.type(within(form).getByLabelText('Countries'), 'PH, Philippines');
    await user.clear(within(form).getByLabelText('Live casino (percent counted)'));
    await user.type(within(form).getByLabelText('Live casino (percent counted)'), '150');
    await user.click(within(form).getByRole('button', { name: 'Create as draft' }));

    expect(await within(form).findByText(/fields need a fix before saving/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Name (for operators)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Ends (Asia/Manila)')).toHaveAccessibleDescription('Check this: must be after the start');
    expect(within(form).getByLabelText('Cap')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Multiplier')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('VIP up to')).toHaveAccessibleDescription('Check this: must not be below the minimum');
    expect(within(form).getByLabelText('Countries')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Each must be a whole number from 0 to 100.')).toBeInTheDocument();
    expect(within(form).getByText(/Title in EN:/)).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(0);
  }, 15_000);

  it('shows the server’s 400 at the field it names', async () => {
    const user = userEvent.setup();
    let round = 0;
    const calls = serve(() => {
      round += 1;
      if (round === 1) return { status: 400, body: { success: false, errorCode: 'request.invalid', message: 'Invalid body.deposit.cap (too big)', value: { issues: [{ path: 'body.deposit.cap', message: 'too big' }] } } };
      return { status: 400, body: { success: false, errorCode: 'request.invalid', message: 'languages: the brand offers EN.' } };
    });
    const form = await openNew();
    await fillCommon(user, form, 'Reload weekend');
    await user.type(within(form).getByLabelText('Cap'), '500');
    await user.click(within(form).getByRole('button', { name: 'Create as draft' }));
    await waitFor(() => expect(within(form).getByLabelText('Cap')).toHaveAccessibleDescription('Check this: too big'));

    await user.click(within(form).getByRole('button', { name: 'Create as draft' }));
    expect(await within(form).findByText('languages: the brand offers EN.')).toHaveClass('field-error');
    expect(posted(calls)).toHaveLength(2);
  });

  it('edits a campaign: its terms loaded on the merchant’s clock, the kind fixed, the change sent with PUT', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(content);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      if (path === '/ops/bonus/campaigns') return fixture(endpoints.bonusCampaigns, campaignList(campaign(7)));
      if (path === '/ops/bonus/campaigns/7' && c.method === 'GET') return fixture(endpoints.bonusCampaign, campaign(7));
      if (path === '/ops/bonus/campaigns/7' && c.method === 'PUT') return fixture(endpoints.updateBonusCampaign, campaign(7, { input: c.body as Body }));
      if (path === '/ops/segments') return fixture(endpoints.segments, { list: [] });
      return undefined;
    });
    render(<App router={createTestRouter('/promotions/campaigns/7/edit')} />);
    const form = await screen.findByRole('form', { name: 'Campaign' });
    expect(within(form).getByLabelText('Name (for operators)')).toHaveValue('Reload weekend');
    expect(within(form).getByLabelText('Starts (Asia/Manila)')).toHaveValue('2026-12-01T00:00');
    expect(within(form).getByLabelText('Kind')).toBeDisabled();
    expect(within(form).getByLabelText('Cap')).toHaveValue('500.00');
    expect(within(form).getByLabelText('Requires a promo code')).toBeChecked();
    await user.clear(within(form).getByLabelText('Cap'));
    await user.type(within(form).getByLabelText('Cap'), '750');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/ops/bonus/campaigns/7?merchant=LUCKY');
    expect(put.body).toMatchObject({ kind: 'deposit_match', startAt: MANILA_DEC_1, deposit: { which: 'reload', cap: '750.00', minDeposit: '100.00', percent: 50 } });
  }, 15_000);
});
