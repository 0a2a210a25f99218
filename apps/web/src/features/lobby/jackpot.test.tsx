import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JACKPOT_VARIANTS } from './jackpot';
import { JackpotCounter } from './jackpot-counter';
import { envelope } from '@/test/fixtures';
import { mockFetch } from '@/test/render-app';

describe('jackpot variants', () => {
  it('have the agreed digit height and decimals', () => {
    expect(JACKPOT_VARIANTS.home).toEqual({ decimals: 0, digitHeight: 62 });
    expect(JACKPOT_VARIANTS.default).toEqual({ decimals: 2, digitHeight: 62 });
  });
});

describe('JackpotCounter', () => {
  afterEach(() => vi.restoreAllMocks());

  function renderCounter(variant: 'home' | 'default') {
    const client = new QueryClient();
    return render(
      <QueryClientProvider client={client}>
        <JackpotCounter variant={variant} />
      </QueryClientProvider>,
    );
  }

  it('shows no figure before the pool answers, then the pool itself, never a number of its own', async () => {
    let release: (() => void) | undefined;
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    mockFetch({
      '/lgw/jackpot': () =>
        new Promise((resolve) => {
          release = () => resolve(envelope({ pools: [{ code: 'GRAND', name: 'Grand', amount: 100_000, currency: 'PHP', lastWin: null }] }));
        }),
    });
    const { container, findByText, queryByText } = renderCounter('home');
    const digits = () => container.querySelector('[data-value]');
    // waiting for the pool: the reels' place is kept, with no digits and no figure for screen readers
    expect(container.querySelector('.jackpot__digits--waiting')).not.toBeNull();
    expect(digits()).toBeNull();
    expect(queryByText(/^Jackpot now/)).toBeNull();
    await vi.waitFor(() => expect(release).toBeDefined());
    act(() => release!());
    expect(await findByText('Jackpot now 100,000')).toBeInTheDocument();
    expect(digits()).toHaveAttribute('data-value', '100000');
    expect(container.querySelectorAll('.jackpot__reel')).toHaveLength(6);
  });

  it('shows two decimals in the default variant', async () => {
    mockFetch({ '/lgw/jackpot': () => envelope({ pools: [{ code: 'GRAND', name: 'Grand', amount: 1_200_000, currency: 'PHP', lastWin: null }] }) });
    const { findByText } = renderCounter('default');
    expect(await findByText('Jackpot now 1,200,000.00')).toBeInTheDocument();
  });

  it('is not there at all for a merchant without a pool', async () => {
    mockFetch({ '/lgw/jackpot': () => envelope({ pools: [] }) });
    const { container } = renderCounter('home');
    await vi.waitFor(() => expect(container.querySelector('.jackpot')).toBeNull());
  });

  it('follows the real pools from the server as they grow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let amount = 1_234_567.4;
    mockFetch({
      '/lgw/jackpot': () =>
        envelope({
          pools: [
            { code: 'GRAND', name: 'Grand', amount, currency: 'PHP', lastWin: null },
            { code: 'MINI', name: 'Mini', amount: 100, currency: 'PHP', lastWin: null },
          ],
        }),
    });
    const { container } = renderCounter('home');
    const digits = () => container.querySelector('[data-value]');
    await vi.waitFor(() => expect(digits()).toHaveAttribute('data-value', '1234667.4'));
    // the pool grows on the server: the next fetch (about 10 s later) rolls the reels to it
    amount = 1_240_000;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_500);
    });
    await vi.waitFor(() => expect(digits()).toHaveAttribute('data-value', '1240100'));
  });
});
