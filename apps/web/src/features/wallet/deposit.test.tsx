import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { DEPOSIT_CHANNELS, FIRST_DEPOSIT_BONUS, makeDepositOrder, makeFunds } from '@/test/money';
import { mockFetch, renderApp } from '@/test/render-app';
import { checkoutWindow } from './deposit-form';

type Handlers = Parameters<typeof mockFetch>[0];

function handlers(extra: Handlers = {}): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 9320, playable: 9320, currency: 'PHP' }),
    '/wps/member/info/funds/consolidated': () => envelope(makeFunds()),
    '/wps/deposit/channels': () =>
      envelope({ channels: DEPOSIT_CHANNELS, firstDepositBonus: FIRST_DEPOSIT_BONUS }),
    ...extra,
  };
}

async function openDeposit(extra: Handlers = {}) {
  signIn();
  const fetchMock = mockFetch(handlers(extra));
  const view = renderApp('/m/voucherCenter');
  await screen.findByRole('radio', { name: /GCash/ });
  return { ...view, fetchMock };
}

const amountBox = () => screen.getByRole('textbox', { name: 'Amount' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('deposit form', () => {
  it('shows skeletons, then the methods with their limits and the first-deposit bonus', async () => {
    signIn();
    let release: (() => void) | null = null;
    mockFetch(
      handlers({
        '/wps/deposit/channels': () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(envelope({ channels: DEPOSIT_CHANNELS, firstDepositBonus: FIRST_DEPOSIT_BONUS }));
          }),
      }),
    );
    renderApp('/m/voucherCenter');
    expect(await screen.findByRole('status', { name: 'Please wait' })).toBeInTheDocument();
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release!());

    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(4);
    expect(within(methods).getByRole('radio', { name: /GCash/ })).toBeChecked();
    expect(within(methods).getByText('₱500 – ₱100,000')).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'First deposit bonus' });
    expect(within(banner).getByText('+120%')).toBeInTheDocument();
    expect(within(banner).getByText(/up to ₱6,000 extra on a first deposit of ₱200 or more/)).toBeInTheDocument();
    expect(screen.getByText('Min ₱100 · Max ₱50,000')).toBeInTheDocument();
  });

  it("lays the methods out as the brand's deposit template says: two a row (dep_func 0), one a row with a ring (dep_func 1)", async () => {
    const { unmount } = await openDeposit({ '/wps/system/status': () => envelope(makeStatus({ info: { mobileTemplate: { mem_cen: '1', dep_func: '0' } } })) });
    let methods = screen.getByRole('group', { name: 'Payment method' });
    expect(methods.querySelector('.channel-grid--grid')).not.toBeNull();
    expect(methods.querySelector('.channel-card__ring')).toBeNull();
    unmount();

    await openDeposit({ '/wps/system/status': () => envelope(makeStatus({ info: { mobileTemplate: { mem_cen: '1', dep_func: '1' } } })) });
    methods = screen.getByRole('group', { name: 'Payment method' });
    await waitFor(() => expect(methods.querySelector('.channel-grid--list')).not.toBeNull());
    expect(methods.querySelectorAll('.channel-card__ring')).toHaveLength(4);
    // still one radio group: picking works the same
    await userEvent.click(within(methods).getByRole('radio', { name: /Maya/ }));
    expect(within(methods).getByRole('radio', { name: /Maya/ })).toBeChecked();
  });

  it('previews the fee, the credit, the bonus and its wagering as the amount is typed or picked', async () => {
    await openDeposit();
    expect(within(screen.getByRole('group', { name: 'Deposit summary' })).getAllByText('—')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: '₱1,000' }));
    expect(amountBox()).toHaveValue('1000');
    expect(screen.getByRole('button', { name: '₱1,000' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(screen.getByRole('group', { name: 'Deposit summary' }));
    expect(rows.getByText('Free')).toBeInTheDocument();
    expect(rows.getAllByText('₱1,000.00')).toHaveLength(2); // paid and credited
    expect(rows.getByText('+₱1,200.00')).toBeInTheDocument();
    // (1,000 + 1,200) × 8
    expect(rows.getByText('₱17,600.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit ₱1,000.00' })).toBeEnabled();

    // Maya: 1.5 % paid by the member comes off the credit.
    await userEvent.click(screen.getByRole('radio', { name: /Maya/ }));
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '150');
    const maya = within(screen.getByRole('group', { name: 'Deposit summary' }));
    expect(maya.getByText('Paid by you')).toBeInTheDocument();
    expect(maya.getByText('−₱2.25')).toBeInTheDocument();
    expect(maya.getByText('₱147.75')).toBeInTheDocument();
    // below the bonus minimum: no bonus yet
    expect(maya.getByText('From ₱200')).toBeInTheDocument();
  });

  it('explains what is wrong with an amount: empty, below the minimum, above the maximum, fractional cents', async () => {
    await openDeposit();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Please enter an amount')).toBeInTheDocument();
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(amountBox(), '50');
    expect(await screen.findByText('The minimum is ₱100.00')).toBeInTheDocument();

    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '50001');
    expect(await screen.findByText('The maximum is ₱50,000.00')).toBeInTheDocument();

    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '100.005');
    expect(await screen.findByText('An amount can have at most two decimal places')).toBeInTheDocument();

    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '12abc');
    expect(await screen.findByText('Please enter a valid amount, e.g. 500 or 500.50')).toBeInTheDocument();

    // a method with a higher minimum checks the same amount again
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '150');
    await waitFor(() => expect(amountBox()).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(screen.getByRole('radio', { name: /Online banking/ }));
    expect(await screen.findByText('The minimum is ₱500.00')).toBeInTheDocument();
  });

  it('opens an order and sends the browser to the checkout; a retry after no answer reuses the request id', async () => {
    const open = vi.spyOn(checkoutWindow, 'open').mockImplementation(() => {});
    const bodies: Record<string, unknown>[] = [];
    let calls = 0;
    await openDeposit({
      '/wps/deposit/orders': async (request) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        if (calls === 2) return failure(503, 'payment.provider.unavailable', 'down');
        return envelope(makeDepositOrder({ status: 'created' }));
      },
    });
    await userEvent.type(amountBox(), '500');

    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No Internet');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment service is not responding');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith('/sandbox-pay/checkout/42'));
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toMatchObject({ channelId: 1, amount: 500 });
    expect(typeof bodies[0]!.requestId).toBe('string');
    // no answer, then a 5xx: the same attempt each time
    expect(bodies[1]!.requestId).toBe(bodies[0]!.requestId);
    expect(bodies[2]!.requestId).toBe(bodies[0]!.requestId);
    expect(screen.getByRole('button', { name: 'Opening GCash…' })).toBeDisabled();
  });

  it('starts a fresh request id when the details change or the server gave a definite answer', async () => {
    const bodies: Record<string, unknown>[] = [];
    await openDeposit({
      '/wps/deposit/orders': async (request) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return failure(400, 'payment.channel.unavailable', 'unavailable');
      },
    });
    await userEvent.type(amountBox(), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment method is not available right now');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.requestId).not.toBe(bodies[0]!.requestId);
  });

  it('shows the amount refusal of the server on the amount field', async () => {
    await openDeposit({
      '/wps/deposit/orders': () => failure(400, 'payment.amount.invalid', 'outside'),
    });
    await userEvent.type(amountBox(), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ₱500.00' }));
    expect(await screen.findByText("The amount is outside this payment method's limits.")).toBeInTheDocument();
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Loading failed, click to retry" when the methods do not load, and retries', async () => {
    signIn();
    let calls = 0;
    mockFetch(
      handlers({
        '/wps/deposit/channels': () => {
          calls += 1;
          return calls === 1
            ? failure(503, 'system.maintenance', 'down')
            : envelope({ channels: DEPOSIT_CHANNELS, firstDepositBonus: null });
        },
      }),
    );
    renderApp('/m/voucherCenter');
    await userEvent.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByRole('radio', { name: /GCash/ })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'First deposit bonus' })).not.toBeInTheDocument();
  });

  it('sends visitors to login', async () => {
    mockFetch(handlers());
    const { router } = renderApp('/m/voucherCenter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('keeps trial accounts out with the real-account alert', async () => {
    mockFetch(handlers());
    signIn(4, 'guest12345678');
    const trial = renderApp('/m/voucherCenter');
    await waitFor(() => expect(trial.router.state.location.pathname).toBe('/m/home'));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(
      'Please log in to a real account to use this function',
    );
  });
});

describe('deposit order status', () => {
  const orderPath = '/wps/deposit/orders/D20261123ABCDEF1234';

  it('polls every 2 s while pending, then shows the paid order with its bonus and refreshes the balances', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let asks = 0;
    mockFetch(
      handlers({
        [orderPath]: () => {
          asks += 1;
          return envelope(
            asks < 3
              ? makeDepositOrder()
              : makeDepositOrder({ status: 'paid', paidAt: Date.now(), checkoutUrl: null }),
          );
        },
      }),
    );
    const { client } = renderApp('/m/voucherCenter?order=D20261123ABCDEF1234');
    expect(await screen.findByRole('heading', { name: 'Payment processing' })).toBeInTheDocument();
    expect(screen.getByText('Checking the payment… this page updates by itself')).toBeInTheDocument();
    client.setQueryData(['account', 'wallet'], { sumBalance: 10, playable: 10, currency: 'PHP' });

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(asks).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
    expect(screen.getByText('₱1,200.00 bonus added')).toBeInTheDocument();
    expect(screen.getByText('Bonus credited')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryState(['account', 'wallet'])?.isInvalidated).toBe(true));

    // paid is final: no more asking
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asks).toBe(3);
    expect(screen.getByRole('link', { name: 'Back to lobby' })).toHaveAttribute('href', '/m/home');
  });

  it('stops asking after two minutes and offers a refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let asks = 0;
    mockFetch(
      handlers({
        [orderPath]: () => {
          asks += 1;
          return envelope(makeDepositOrder({ status: 'created' }));
        },
      }),
    );
    renderApp('/m/voucherCenter?order=D20261123ABCDEF1234');
    expect(await screen.findByRole('heading', { name: 'Waiting for payment' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    const afterWindow = asks;
    expect(afterWindow).toBeGreaterThan(50);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asks).toBe(afterWindow);
    expect(screen.getByText('Still waiting for the payment?')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(asks).toBe(afterWindow + 1));
    expect(screen.getByText('Checking the payment… this page updates by itself')).toBeInTheDocument();
  });

  it('shows a failed order with a clear icon and goes back to the form with Deposit again', async () => {
    signIn();
    mockFetch(
      handlers({
        [orderPath]: () => envelope(makeDepositOrder({ status: 'expired', bonus: 0, checkoutUrl: null })),
      }),
    );
    const { router } = renderApp('/m/voucherCenter?order=D20261123ABCDEF1234');
    expect(await screen.findByRole('heading', { name: 'Payment expired' })).toBeInTheDocument();
    expect(screen.queryByText('Checking the payment… this page updates by itself')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit again' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('radio', { name: /GCash/ })).toBeInTheDocument();
  });

  it('says so when the order does not exist', async () => {
    signIn();
    mockFetch(handlers({ [orderPath]: () => failure(404, 'payment.order.not.found', 'none') }));
    renderApp('/m/voucherCenter?order=D20261123ABCDEF1234');
    expect(await screen.findByRole('heading', { name: 'This order does not exist.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit again' })).toBeInTheDocument();
  });
});
