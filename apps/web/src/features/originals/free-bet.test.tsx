import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OriginalRound } from '@lobby/contract';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { makeBonus } from '@/test/bonus';
import { makeGame } from '@/test/games';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

type Handlers = Parameters<typeof mockFetch>[0];

const CONFIG = {
  currency: 'PHP',
  realityCheckMinutes: 60,
  games: ['dice', 'mines', 'crash'].map((game) => ({ game, enabled: true, minBet: 1, maxBet: 1000, maxPayout: 100_000, rtp: '99.00%' })),
};

function round(overrides: Partial<OriginalRound> = {}): OriginalRound {
  return {
    roundId: 101,
    game: 'dice',
    status: 'lost',
    amount: 5,
    multiplier: 0,
    payout: 0,
    outcome: { roll: 12.5 },
    params: { target: 50, direction: 'over' },
    balance: 1000,
    currency: 'PHP',
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'seed',
    nonce: 7,
    createdAt: Date.now(),
    ...overrides,
  };
}

/** A free-bet bonus of `left` rounds at ₱5 on dice (node 9000004), and one on limbo. */
function bonuses(left: number) {
  return {
    active: [
      makeBonus({ id: 80, kind: 'free_bet', title: 'Dice Friday', amount: 0, wageringRequired: 0, wagered: 0, remaining: 0, progress: 0, freeRounds: { left: 9, stake: 2, games: [{ vendor: 'BGS', code: '9000005', name: 'Limbo' }] } }),
      makeBonus({ id: 81, kind: 'free_bet', title: 'Dice Friday', amount: 0, wageringRequired: 0, wagered: 0, remaining: 0, progress: 0, freeRounds: { left, stake: 5, games: [{ vendor: 'BGS', code: '9000004', name: 'Dice' }] } }),
    ].filter((b) => b.freeRounds!.left > 0),
    history: [],
    bonusBalance: 0,
    currency: 'PHP',
  };
}

function handlers(extra: Handlers): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 1000, playable: 1000, currency: 'PHP' }),
    '/wps/originals/config': () => envelope(CONFIG),
    '/wps/originals/feed': () => envelope([]),
    '/wps/originals/seeds': () => envelope({ serverSeedHash: 'a'.repeat(64), clientSeed: 'seed', nonce: 7, previous: null }),
    '/wps/originals/dice/history': () => envelope([]),
    // the lobby's in-house games: which catalogue node is which original
    '/lgw/games/mobile': () =>
      envelope({
        pageNum: 1,
        totalPages: 1,
        totalCount: 2,
        games: [
          makeGame({ nodeId: '9000004', gameCode: 'BGS_04', vassalage: 'BGS', gameType: 'INHOUSE', gameName: 'Dice' }),
          makeGame({ nodeId: '9000005', gameCode: 'BGS_05', vassalage: 'BGS', gameType: 'INHOUSE', gameName: 'Limbo' }),
        ],
      }),
    '/wps/play/session': () => envelope({ startedAt: Date.now(), net: 0, rounds: 0, realityCheckMinutes: 60, nextCheckAt: Date.now() + 3_600_000 }),
    ...extra,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('free bets in the originals', () => {
  it('offers the free bet of this game as a switch; on, the stake is fixed and the bet names the bonus; used up, it goes', async () => {
    signIn();
    let left = 2;
    const bodies: Record<string, unknown>[] = [];
    mockFetch(
      handlers({
        '/wps/member/bonuses': () => envelope(bonuses(left)),
        '/wps/originals/dice/bet': async (request) => {
          const body = (await request.json()) as Record<string, unknown>;
          bodies.push(body);
          if (body.freeRoundGrantId) left -= 1;
          return envelope(round({ amount: Number(body.amount) }));
        },
      }),
    );
    renderApp('/m/inHouse/dice');
    const toggle = await screen.findByRole('switch', { name: 'Free bet: 2 left at ₱5.00' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    const amount = screen.getByRole('textbox', { name: /Bet amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(amount).toBeDisabled();
    expect(amount).toHaveValue('5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ amount: 5, freeRoundGrantId: 81 });
    // the count comes back from the bonuses
    expect(await screen.findByRole('switch', { name: 'Free bet: 1 left at ₱5.00' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ amount: 5, freeRoundGrantId: 81 });
    // none left: the switch goes and the member's own stake is back
    await waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
    expect(amount).toBeEnabled();
    expect(amount).toHaveValue('10');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ amount: 10 });
    expect(bodies[2]).not.toHaveProperty('freeRoundGrantId');
  });

  it('sends no free round when the switch is off, and shows none for a game the bonus is not for', async () => {
    signIn();
    const bodies: Record<string, unknown>[] = [];
    mockFetch(
      handlers({
        '/wps/member/bonuses': () => envelope({ ...bonuses(0), active: bonuses(0).active }),
        '/wps/originals/dice/bet': async (request) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return envelope(round());
        },
      }),
    );
    renderApp('/m/inHouse/dice');
    await screen.findByRole('button', { name: 'Bet' });
    // only the limbo bonus is active: nothing for dice
    await waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('freeRoundGrantId');
  });
});
