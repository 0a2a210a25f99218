import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { makeOffer } from '@/test/bonus';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { DEPOSIT_CHANNELS, FIRST_DEPOSIT_BONUS, makeDepositOrder, makeFunds } from '@/test/money';
import { mockFetch, renderApp } from '@/test/render-app';
import { checkoutWindow } from './deposit-form';

type Handlers = Parameters<typeof mockFetch>[0];

const RELOAD = makeOffer();
const BIG = makeOffer({ campaignId: 8, title: 'High roller 100%', deposit: { which: 'reload', nth: null, percent: 100, cap: 5_000, minDeposit: 1_000 }, wagering: { multiplier: 20, base: 'bonus_deposit', contributions: { RNG: 100 }, maxStake: null, expiryDays: 14 } });

function handlers(extra: Handlers = {}, offers = [RELOAD, BIG]): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 9320, playable: 9320, currency: 'PHP' }),
    '/wps/member/info/funds/consolidated': () => envelope(makeFunds()),
    '/wps/deposit/channels': () => envelope({ channels: DEPOSIT_CHANNELS, firstDepositBonus: FIRST_DEPOSIT_BONUS }),
    '/wps/member/bonus-offers': (request) => {
      expect(new URL(request.url).searchParams.get('for')).toBe('deposit');
      return envelope({ list: offers });
    },
    ...extra,
  };
}

async function openDeposit(extra: Handlers = {}, path = '/m/voucherCenter', offers?: ReturnType<typeof makeOffer>[]) {
  signIn();
  const fetchMock = mockFetch(handlers(extra, offers));
  const view = renderApp(path);
  await screen.findByRole('group', { name: 'Bonus' });
  return { ...view, fetchMock };
}

const amountBox = () => screen.getByRole('textbox', { name: 'Amount' });
const chooser = () => screen.getByRole('group', { name: 'Bonus' });
const summary = () => within(screen.getByRole('group', { name: 'Deposit summary' }));

function ordersRecorder(answer: () => Response = () => envelope(makeDepositOrder({ status: 'created' }))) {
  const bodies: Record<string, unknown>[] = [];
  return {
    bodies,
    handler: async (request: Request) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('deposit bonus chooser', () => {
  it('lists the deposit matches with their terms and wagering, then the first-deposit bonus (chosen) and a code', async () => {
    await openDeposit();
    const radios = within(chooser()).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(radios[0]!.closest('label')).toHaveTextContent('Weekend reload 50%');
    expect(radios[0]!.closest('label')).toHaveTextContent('50% up to ₱500, min ₱100');
    expect(radios[0]!.closest('label')).toHaveTextContent('Wagering x10');
    expect(radios[1]!.closest('label')).toHaveTextContent('100% up to ₱5,000, min ₱1,000');
    // no campaign chosen: the brand's first-deposit bonus applies, as before
    expect(within(chooser()).getByRole('radio', { name: /First deposit bonus/ })).toBeChecked();
    expect(screen.getByRole('region', { name: 'First deposit bonus' })).toBeInTheDocument();
    await userEvent.type(amountBox(), '1000');
    expect(summary().getByText('+₱1,200.00')).toBeInTheDocument();
  });

  it('previews the chosen match for the typed amount with the contract rule, and sends its campaign', async () => {
    vi.spyOn(checkoutWindow, 'open').mockImplementation(() => {});
    const orders = ordersRecorder();
    await openDeposit({ '/wps/deposit/orders': orders.handler });
    await userEvent.click(within(chooser()).getByRole('radio', { name: /Weekend reload 50%/ }));
    // the first-deposit banner gives way to the chosen campaign
    expect(screen.queryByRole('region', { name: 'First deposit bonus' })).toBeNull();
    await userEvent.type(amountBox(), '600');
    // 50% of 600 is 300, capped at 500: 300; wagering bonus × 10
    expect(summary().getByText('+₱300.00')).toBeInTheDocument();
    expect(summary().getByText('bonus × 10')).toBeInTheDocument();
    expect(summary().getByText('₱3,000.00')).toBeInTheDocument();
    expect(within(chooser()).getAllByText('+₱300.00')).toHaveLength(1);

    await userEvent.click(within(chooser()).getByRole('radio', { name: /High roller/ }));
    // under its minimum of 1,000
    expect(summary().getByText('From ₱1,000')).toBeInTheDocument();
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '2000');
    // 100% of 2,000; (deposit + bonus) × 20
    expect(summary().getByText('+₱2,000.00')).toBeInTheDocument();
    expect(summary().getByText('₱80,000.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱2,000.00' }));
    await waitFor(() => expect(orders.bodies).toHaveLength(1));
    expect(orders.bodies[0]).toMatchObject({ channelId: 1, amount: 2000, bonusCampaignId: 8 });
    expect(orders.bodies[0]).not.toHaveProperty('bonusCode');
  });

  it('preselects a match claimed for the next deposit, or the one the link names', async () => {
    const { unmount } = await openDeposit({}, '/m/voucherCenter', [RELOAD, { ...BIG, pending: true }]);
    await waitFor(() => expect(within(chooser()).getByRole('radio', { name: /High roller/ })).toBeChecked());
    expect(within(chooser()).getByRole('radio', { name: /High roller/ }).closest('label')).toHaveTextContent('Claimed');
    unmount();

    await openDeposit({}, '/m/voucherCenter?bonus=7');
    await waitFor(() => expect(within(chooser()).getByRole('radio', { name: /Weekend reload/ })).toBeChecked());
  });

  it('checks a typed code before sending it, and sends it upper-case without a campaign', async () => {
    vi.spyOn(checkoutWindow, 'open').mockImplementation(() => {});
    const orders = ordersRecorder();
    await openDeposit({ '/wps/deposit/orders': orders.handler });
    await userEvent.click(within(chooser()).getByRole('radio', { name: /Enter a code/ }));
    const code = within(chooser()).getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(code, 'ab');
    await userEvent.type(amountBox(), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    expect(code).toHaveAccessibleDescription('A promo code is 4 to 20 letters and digits.');
    expect(orders.bodies).toHaveLength(0);

    await userEvent.type(code, 'c123');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    await waitFor(() => expect(orders.bodies).toHaveLength(1));
    expect(orders.bodies[0]).toMatchObject({ amount: 500, bonusCode: 'ABC123' });
    expect(orders.bodies[0]).not.toHaveProperty('bonusCampaignId');
  });

  it('sends no bonus field when none is chosen', async () => {
    vi.spyOn(checkoutWindow, 'open').mockImplementation(() => {});
    const orders = ordersRecorder();
    await openDeposit({ '/wps/deposit/orders': orders.handler });
    await userEvent.type(amountBox(), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    await waitFor(() => expect(orders.bodies).toHaveLength(1));
    expect(Object.keys(orders.bodies[0]!).sort()).toEqual(['amount', 'channelId', 'requestId']);
  });

  it('shows a refused bonus at the chooser: under its minimum, an unknown code', async () => {
    let answer = () => failure(403, 'bonus.not.eligible', 'This offer is not open to your account.', { reason: 'min_deposit', minDeposit: 1000 });
    const orders = ordersRecorder(() => answer());
    await openDeposit({ '/wps/deposit/orders': orders.handler });
    await userEvent.click(within(chooser()).getByRole('radio', { name: /High roller/ }));
    await userEvent.type(amountBox(), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    expect(await within(chooser()).findByRole('alert')).toHaveTextContent('Deposit at least ₱1,000.00 to get this bonus.');
    // said at the chooser only: no generic alert under the button
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    answer = () => failure(404, 'bonus.code.invalid', 'This promo code is not valid.');
    await userEvent.click(within(chooser()).getByRole('radio', { name: /Enter a code/ }));
    expect(within(chooser()).queryByRole('alert')).toBeNull();
    await userEvent.type(within(chooser()).getByRole('textbox', { name: 'Promo code' }), 'NOPE1234');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    expect(await within(chooser()).findByRole('alert')).toHaveTextContent('This promo code is not valid.');
  });

  it('still takes a deposit when the offers cannot be loaded (no campaign, a code)', async () => {
    await openDeposit({ '/wps/member/bonus-offers': () => failure(500, 'common.unknown', 'boom') });
    expect(within(chooser()).getAllByRole('radio')).toHaveLength(2);
    expect(within(chooser()).getByRole('radio', { name: /First deposit bonus/ })).toBeChecked();
  });
});
