import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JACKPOT_VARIANTS, jackpotIncrement, jackpotInterval, jackpotStart } from './jackpot';
import { JackpotCounter } from './jackpot-counter';
import { envelope } from '@/test/fixtures';
import { mockFetch } from '@/test/render-app';

describe('jackpot rules', () => {
  it('starts between the variant minimum and maximum', () => {
    const home = JACKPOT_VARIANTS.home;
    expect(jackpotStart(home, () => 0)).toBe(230_179_473);
    expect(jackpotStart(home, () => 0.999_999_999)).toBeLessThanOrEqual(1e9);
    expect(jackpotStart(home, () => 0.999_999_999)).toBeGreaterThan(999_000_000);
    const def = JACKPOT_VARIANTS.default;
    expect(jackpotStart(def, () => 0)).toBe(1.2e9);
    expect(jackpotStart(def, () => 0.5)).toBe(1.25e9);
  });

  it('grows by 10,000 to 50,000 a step, whole numbers on home', () => {
    expect(jackpotIncrement(JACKPOT_VARIANTS.home, () => 0)).toBe(10_000);
    expect(jackpotIncrement(JACKPOT_VARIANTS.home, () => 0.999_999)).toBe(50_000);
    expect(Number.isInteger(jackpotIncrement(JACKPOT_VARIANTS.home, () => 0.123_456))).toBe(true);
    // the default variant shows cents
    expect(jackpotIncrement(JACKPOT_VARIANTS.default, () => 0.123_456)).toBe(14_938.24);
  });

  it('waits 3, 4 or 5 seconds between steps', () => {
    expect(jackpotInterval(() => 0)).toBe(3000);
    expect(jackpotInterval(() => 0.5)).toBe(4000);
    expect(jackpotInterval(() => 0.999)).toBe(5000);
  });

  it('has the agreed digit height and decimals per variant', () => {
    expect(JACKPOT_VARIANTS.home).toMatchObject({ min: 230_179_473, max: 1e9, decimals: 0, digitHeight: 62 });
    expect(JACKPOT_VARIANTS.default).toMatchObject({ min: 1.2e9, max: 1.3e9, decimals: 2, digitHeight: 62 });
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

  it('shows the figure as digits and grows it after the chosen interval, again and again', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { container, getByText } = renderCounter('home');
    const digits = () => container.querySelector('[data-value]');
    // 230,179,473 + 0.5 x (1e9 - 230,179,473) = 615,089,736.5 -> 615,089,737
    expect(digits()).toHaveAttribute('data-value', '615089737');
    expect(getByText('Jackpot now 615,089,737')).toBeInTheDocument();
    expect(container.querySelectorAll('.jackpot__reel')).toHaveLength(9);
    // random 0.5: wait 4000 ms, step 30,000
    act(() => vi.advanceTimersByTime(3999));
    expect(digits()).toHaveAttribute('data-value', '615089737');
    act(() => vi.advanceTimersByTime(1));
    expect(digits()).toHaveAttribute('data-value', '615119737');
    act(() => vi.advanceTimersByTime(4000));
    expect(digits()).toHaveAttribute('data-value', '615149737');
  });

  it('shows two decimals in the default variant', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { getByText } = renderCounter('default');
    expect(getByText('Jackpot now 1,200,000,000.00')).toBeInTheDocument();
  });

  it('shows the real pools from the server when the merchant has any, and stops the decorative growth', async () => {
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
