import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { makeBonus, makeOffer } from '@/test/bonus';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { makeFunds } from '@/test/money';
import { mockFetch, renderApp } from '@/test/render-app';
import { gameWindow } from '@/shared/api/games/use-launch-game';

type Handlers = Parameters<typeof mockFetch>[0];

const HISTORY = [
  makeBonus({ id: 30, title: 'FIRST_DEPOSIT', campaignId: null, kind: 'bonus', status: 'completed', closedAt: Date.UTC(2026, 10, 18), createdAt: Date.UTC(2026, 10, 10) }),
  makeBonus({ id: 29, title: 'VIP_WEEKLY', campaignId: null, kind: 'reward', status: 'expired', closedAt: Date.UTC(2026, 10, 9), createdAt: Date.UTC(2026, 10, 2) }),
  makeBonus({ id: 28, title: 'Spring spins', status: 'forfeited', closedAt: Date.UTC(2026, 10, 1), createdAt: Date.UTC(2026, 9, 28) }),
];

function bonuses(active = [makeBonus()], history = HISTORY) {
  return { active, history, bonusBalance: 250, currency: 'PHP' };
}

function handlers(extra: Handlers = {}): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 9320, playable: 9320, currency: 'PHP' }),
    '/wps/member/info/funds/consolidated': () => envelope(makeFunds()),
    '/wps/member/bonuses': () => envelope(bonuses()),
    ...extra,
  };
}

async function open(extra: Handlers = {}) {
  signIn();
  const fetchMock = mockFetch(handlers(extra));
  const view = renderApp('/m/bonuses');
  await screen.findByRole('heading', { name: 'History' });
  return { ...view, fetchMock };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('My bonuses', () => {
  it('shows skeletons, then the balance and each active bonus with its progress, expiry, max bet and contributions', async () => {
    signIn();
    let release: (() => void) | null = null;
    mockFetch(
      handlers({
        '/wps/member/bonuses': () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(envelope(bonuses([makeBonus(), makeBonus({ id: 42, title: 'Code WELCOME', progress: 0, wagered: 0, remaining: 800, wageringRequired: 800, amount: 80, maxStake: null, contributions: null })])));
          }),
      }),
    );
    renderApp('/m/bonuses');
    expect(await screen.findByRole('status', { name: 'Please wait' })).toBeInTheDocument();
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release!());

    const card = await screen.findByRole('article', { name: 'Weekend reload 50%' });
    expect(screen.getByRole('region', { name: 'Bonus balance' })).toHaveTextContent('₱250.00');
    expect(within(card).getByRole('progressbar', { name: 'Wagering progress of Weekend reload 50%' })).toHaveAttribute('aria-valuenow', '40');
    expect(card).toHaveTextContent('₱1,000.00 of ₱2,500.00 wagered');
    expect(card).toHaveTextContent('₱1,500.00 left to wager');
    expect(card).toHaveTextContent('in 3 days');
    expect(within(card).getByText('Max bet').closest('div')).toHaveTextContent('₱50.00');
    const table = within(card).getByRole('table', { name: 'Game contributions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Slots100%', 'In-house50%', 'Live casino10%', 'Lottery0%']);
    // wagering order: numbered when more than one
    expect(within(card).getByText('#1')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Code WELCOME' });
    expect(within(second).getByText('#2')).toBeInTheDocument();
    expect(second).toHaveTextContent('No limit');
    expect(second).toHaveTextContent('Bets on every game count in full.');
  });

  it('names built-in grants in words, and lists closed bonuses with how and when they ended', async () => {
    await open();
    const history = screen.getByRole('region', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('First deposit bonus');
    expect(items[0]).toHaveTextContent('Completed');
    expect(items[0]).toHaveTextContent('Nov 10, 2026 – Nov 18, 2026');
    expect(items[1]).toHaveTextContent('Reward');
    expect(items[1]).toHaveTextContent('Expired');
    expect(items[2]).toHaveTextContent('Spring spins');
    expect(items[2]).toHaveTextContent('Forfeited');
    expect(history).not.toHaveTextContent('FIRST_DEPOSIT');
  });

  it('says there is nothing active, with the way to the promotions', async () => {
    await open({ '/wps/member/bonuses': () => envelope(bonuses([], [])) });
    expect(await screen.findByRole('heading', { name: 'No active bonuses' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Promotions/ })[0]).toHaveAttribute('href', '/m/activity');
    expect(screen.getByText('Completed, forfeited and expired bonuses show here.')).toBeInTheDocument();
  });

  it('offers a retry when the bonuses cannot be loaded', async () => {
    signIn();
    let fail = true;
    mockFetch(handlers({ '/wps/member/bonuses': () => (fail ? failure(500, 'common.unknown', 'boom') : envelope(bonuses())) }));
    renderApp('/m/bonuses');
    const retry = await screen.findByRole('button', { name: /retry/i });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Weekend reload 50%' })).toBeInTheDocument();
  });

  it('shows free rounds left with a Play button per game, launched by its catalogue node: a slot on its page, an original in the app', async () => {
    const open_ = vi.spyOn(gameWindow, 'open').mockImplementation(() => {});
    const spins = makeBonus({
      id: 50,
      title: 'Free spins Friday',
      kind: 'free_spins',
      amount: 0,
      wageringRequired: 0,
      wagered: 0,
      remaining: 0,
      progress: 0,
      freeRounds: { left: 12, stake: 1, games: [{ vendor: 'DEMO', code: '3000012', name: 'Lucky Sevens' }, { vendor: 'BGS', code: '9000004', name: 'Dice' }] },
    });
    const launches: unknown[] = [];
    const { router } = await open({
      '/wps/member/bonuses': () => envelope(bonuses([spins], [])),
      '/wps/game/launchGame': async (request) => {
        const body = (await request.json()) as { nodeId: string };
        launches.push(body);
        // an original answers with its screen in the app
        return envelope({ url: body.nodeId === '9000004' ? '/m/inHouse/dice' : 'https://demo.example/play?t=1' });
      },
    });
    const card = screen.getByRole('article', { name: 'Free spins Friday' });
    expect(card).toHaveTextContent('12 free spins left at ₱1.00');
    expect(within(card).queryByRole('progressbar')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Play Lucky Sevens' }));
    await waitFor(() => expect(open_).toHaveBeenCalledWith('https://demo.example/play?t=1'));
    expect(launches[0]).toMatchObject({ vendor: 'DEMO', nodeId: '3000012', returnUrl: '/m/bonuses' });
    await userEvent.click(within(card).getByRole('button', { name: 'Play Dice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/inHouse/dice'));
  });
});

describe('promo code on My bonuses', () => {
  it('checks the code before sending it, then shows the server refusal under the field', async () => {
    const sent: unknown[] = [];
    await open({
      '/wps/member/bonus-codes': async (request) => {
        sent.push(await request.json());
        return failure(404, 'bonus.code.invalid', 'This promo code is not valid.');
      },
    });
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'ab!');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription('A promo code is 4 to 20 letters and digits.');
    expect(sent).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'nosuch1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('This promo code is not valid.'));
    expect(sent).toEqual([{ code: 'NOSUCH1' }]);
  });

  it('shows a granted code as its new bonus card and refreshes the list', async () => {
    const granted = makeBonus({ id: 60, title: 'Welcome 88', kind: 'code', amount: 88, progress: 0, wagered: 0, wageringRequired: 880, remaining: 880 });
    let after = false;
    await open({
      '/wps/member/bonuses': () => envelope(after ? bonuses([makeBonus(), granted]) : bonuses()),
      '/wps/member/bonus-codes': () => {
        after = true;
        return envelope({ outcome: 'granted', offer: makeOffer({ kind: 'code', title: 'Welcome 88', deposit: null, amount: 88, action: 'none', reason: 'bonus.already.claimed' }), bonus: granted });
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME88');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const outcome = await screen.findByRole('status', { name: 'Bonus added: Welcome 88' });
    expect(within(outcome).getByRole('article', { name: 'Welcome 88' })).toHaveTextContent('₱88.00');
    // the list refreshed, and the new one is not shown twice
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Welcome 88' })).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
  });

  it('shows a deposit-match code as pending with the way to deposit with it chosen', async () => {
    await open({
      '/wps/member/bonus-codes': () => envelope({ outcome: 'pending', offer: makeOffer({ requiresCode: true, pending: true }), bonus: null }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'RELOAD50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const outcome = await screen.findByRole('status', { name: 'Deposit to get your 50% bonus' });
    expect(within(outcome).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter?bonus=7');
  });
});
