import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BonusOffer } from '@lobby/contract/schemas';
import { signIn } from '@/test/accounts';
import { makeBonus, makeOffer } from '@/test/bonus';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { makePromotion } from './content-fixtures';

type Handlers = Parameters<typeof mockFetch>[0];

const SPINS = makeOffer({
  campaignId: 12,
  kind: 'free_spins',
  title: 'Friday spins',
  deposit: null,
  freeRounds: { games: [{ vendor: 'DEMO', code: 'SLOT1', name: 'Lucky Sevens' }, { vendor: 'DEMO', code: 'SLOT2', name: 'Gold Rush' }], count: 20, stake: 1 },
  wagering: { multiplier: 5, base: 'bonus', contributions: { RNG: 100, LIVE: 10 }, maxStake: 20, expiryDays: 3 },
  perPlayer: 'daily',
  action: 'claim',
  endAt: null,
});

function open(offer: BonusOffer | null, extra: Handlers = {}, member = true) {
  if (member) signIn();
  mockFetch({
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/promotions/5': () => envelope(makePromotion(5, 'deposit_promo', { title: 'Campaign page', offer })),
    '/wps/promotions/applications': () => envelope([]),
    ...extra,
  });
  return renderApp('/m/activityDetail?id=5');
}

const block = () => screen.findByRole('region', { name: 'What you get' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('promotion page offer', () => {
  it('writes what a deposit match gives, its terms from the data and its period; deposit goes to the deposit screen with it chosen', async () => {
    open(makeOffer({ perPlayer: 'once' }));
    const offer = await block();
    expect(offer).toHaveTextContent('50%');
    expect(offer).toHaveTextContent('deposit bonus up to ₱500');
    expect(offer).toHaveTextContent('Minimum deposit ₱100');
    expect(offer).toHaveTextContent('On any deposit after your first');
    const terms = within(offer).getByRole('region', { name: 'Terms' });
    expect(terms).toHaveTextContent('Wager the bonus 10× before it can be withdrawn.');
    expect(terms).toHaveTextContent('Maximum bet while wagering: ₱50.00.');
    expect(terms).toHaveTextContent('Complete the wagering within 7 days.');
    expect(terms).toHaveTextContent('Once per player.');
    expect(within(terms).getByRole('table', { name: 'Game contributions' })).toHaveTextContent('Slots100%');
    expect(offer).toHaveTextContent('Nov 1, 2026 – Dec 31, 2026');
    expect(within(offer).getByRole('link', { name: 'Deposit to get it' })).toHaveAttribute('href', '/m/voucherCenter?bonus=7');
    // a campaign's page has no separate apply button
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('claims free spins, then shows the new bonus and the way to My bonuses', async () => {
    const claims: string[] = [];
    open(SPINS, {
      '/wps/member/bonus-offers/12/claim': (request) => {
        claims.push(request.method);
        return envelope({
          outcome: 'granted',
          offer: { ...SPINS, action: 'none', reason: 'bonus.already.claimed' },
          bonus: makeBonus({ id: 70, campaignId: 12, title: 'Friday spins', kind: 'free_spins', amount: 0, wageringRequired: 0, wagered: 0, remaining: 0, progress: 0, freeRounds: { left: 20, stake: 1, games: SPINS.freeRounds!.games } }),
        });
      },
    });
    const offer = await block();
    expect(offer).toHaveTextContent('20 × ₱1.00');
    expect(offer).toHaveTextContent('On Lucky Sevens, Gold Rush');
    expect(offer).toHaveTextContent('Once per player per day.');
    expect(offer).toHaveTextContent('From Nov 1, 2026, until further notice');
    await userEvent.click(within(offer).getByRole('button', { name: 'Claim bonus' }));
    const outcome = await within(offer).findByRole('status', { name: 'Bonus added: Friday spins' });
    expect(within(outcome).getByRole('article', { name: 'Friday spins' })).toHaveTextContent('20 free spins left at ₱1.00');
    expect(within(offer).getByRole('link', { name: /My bonuses/ })).toHaveAttribute('href', '/m/bonuses');
    expect(claims).toEqual(['POST']);
  });

  it('shows a refused claim beside the button', async () => {
    open(SPINS, { '/wps/member/bonus-offers/12/claim': () => failure(409, 'bonus.budget.exhausted', 'gone') });
    const offer = await block();
    await userEvent.click(within(offer).getByRole('button', { name: 'Claim bonus' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent('This offer has been fully claimed.');
  });

  it('takes a code for a code campaign, and a pending match says to deposit', async () => {
    open(makeOffer({ requiresCode: true, action: 'code' }), {
      '/wps/member/bonus-codes': () => envelope({ outcome: 'pending', offer: makeOffer({ requiresCode: true, action: 'deposit', pending: true }), bonus: null }),
    });
    const offer = await block();
    expect(offer).toHaveTextContent('Claimed with a promo code.');
    await userEvent.type(within(offer).getByRole('textbox', { name: 'Promo code' }), 'RELOAD50');
    await userEvent.click(within(offer).getByRole('button', { name: 'Apply' }));
    const outcome = await within(offer).findByRole('status', { name: 'Deposit to get your 50% bonus' });
    expect(within(outcome).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter?bonus=7');
  });

  it('says why not in words, and offers sign-in to a visitor', async () => {
    const { unmount } = open(makeOffer({ action: 'none', reason: 'bonus.already.claimed' }));
    expect(await block()).toHaveTextContent('You have already claimed this offer.');
    unmount();

    const { router } = open(makeOffer({ action: 'none', reason: 'login.required' }), {}, false);
    await userEvent.click(within(await block()).getByRole('button', { name: 'Sign in to claim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('describes cashback and code amounts; an apply campaign keeps the application flow', async () => {
    const { unmount } = open(makeOffer({ kind: 'cashback', deposit: null, cashback: { percent: 10, period: 'week', minLoss: 200, cap: 2_000 }, action: 'none', reason: null }));
    const cashback = await block();
    expect(cashback).toHaveTextContent('10%');
    expect(cashback).toHaveTextContent('cashback on your net losses every week');
    expect(cashback).toHaveTextContent('From a net loss of ₱200');
    expect(cashback).toHaveTextContent('Up to ₱2,000 each time');
    expect(cashback).toHaveTextContent('Cashback is paid automatically after each period.');
    unmount();

    open(makeOffer({ kind: 'apply', deposit: null, amount: 1_000, action: 'apply' }));
    const apply = await block();
    expect(apply).toHaveTextContent('₱1,000');
    expect(await within(apply).findByRole('button', { name: 'Apply now' })).toBeInTheDocument();
  });

  it('badges campaign-backed promotions in the list with their kind', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/promotions': () =>
        envelope({
          categories: ['deposit_promo'],
          list: [makePromotion(5, 'deposit_promo', { title: 'Spins page', offer: SPINS }), makePromotion(6, 'deposit_promo', { title: 'Plain page' })],
        }),
    });
    renderApp('/m/activity');
    const spins = await screen.findByRole('article', { name: 'Spins page' });
    expect(spins.querySelector('.promo-card__bonus')).toHaveTextContent('Free spins');
    expect(screen.getByRole('article', { name: 'Plain page' }).querySelector('.promo-card__bonus')).toBeNull();
  });
});
