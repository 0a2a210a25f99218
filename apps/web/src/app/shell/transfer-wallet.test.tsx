import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { transferWalletSchema, type TransferWallet } from '@lobby/contract/schemas';
import { makeMemberInfo, rankAnswer, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { makeFunds } from '@/test/money';
import { mockFetch, renderApp } from '@/test/render-app';
import { resetLaunchState } from '@/shared/api/games/use-launch-game';
import { changeLanguage } from '@/shared/lib/i18n';
import { useBalanceVisibility } from '@/features/member/balance-visibility';
import { COME_BACK_GAP_MS, resetComeBackState } from './transfer-return';

type Handlers = Parameters<typeof mockFetch>[0];

const IN_GAME_PATH = '/wps/play/transfer-wallet';
const RETURN_PATH = '/wps/play/transfer-wallet/return';

/** Answers shaped (and checked) by the contract's schema. */
const nothingInGame = (): TransferWallet => transferWalletSchema.parse({ inGame: [] });
const inGame = (amount = 1234): TransferWallet =>
  transferWalletSchema.parse({ inGame: [{ vendor: 'TWDEMO', currency: 'PHP', amount, since: Date.UTC(2031, 0, 5, 10) }] });

/** The server's state: what is in game and the lobby balance, and every return call. */
function makeServer({ held = inGame(), balance = 8_000 } = {}) {
  const state = { held, balance, returns: 0, walletCalls: 0 };
  let answerReturn: () => Response | Promise<Response> = () => {
    state.balance += state.held.inGame.reduce((sum, s) => sum + s.amount, 0);
    state.held = nothingInGame();
    return envelope(state.held);
  };
  const handlers = (extra: Handlers = {}): Handlers => ({
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/member/rank/progress': () => envelope(rankAnswer(3, 5)),
    '/wps/wallets/gcs': () => {
      state.walletCalls += 1;
      return envelope({ sumBalance: state.balance, playable: state.balance, currency: 'PHP' });
    },
    [IN_GAME_PATH]: () => envelope(state.held),
    [RETURN_PATH]: (request) => {
      if (request.method !== 'POST') return new Response('not found', { status: 404 });
      state.returns += 1;
      return answerReturn();
    },
    ...extra,
  });
  return {
    state,
    handlers,
    /** The next return calls answer this instead of bringing the money back. */
    answerReturnWith(answer: () => Response | Promise<Response>) {
      const bringBack = answerReturn;
      answerReturn = answer;
      return () => {
        answerReturn = bringBack;
      };
    },
  };
}

const unavailable = () =>
  failure(503, 'game.provider.unavailable', 'This game is not available yet: its provider is not connected. Please try another game.');

function header() {
  return screen.getByRole('banner');
}

beforeEach(() => {
  resetComeBackState();
  resetLaunchState();
  useBalanceVisibility.setState({ hidden: false });
});

describe('money in a transfer-wallet game, in the lobby', () => {
  it('shows nothing and calls no return while nothing is in game', async () => {
    signIn();
    const server = makeServer({ held: nothingInGame() });
    const fetchMock = mockFetch(server.handlers());
    renderApp('/m/home');
    expect(await within(await screen.findByRole('banner')).findByText('8,000.00')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(IN_GAME_PATH))).toBe(true));
    // coming back (focus, visibility) with nothing in game changes nothing either
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Money in game' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bring it back' })).not.toBeInTheDocument();
    expect(server.state.returns).toBe(0);
  });

  it('takes an answer of the wrong shape (a proxy page) for unknown: nothing shown, no return', async () => {
    signIn();
    const server = makeServer();
    mockFetch(server.handlers({ [IN_GAME_PATH]: () => envelope({ inGame: [{ vendor: 'TWDEMO', amount: '1234' }] }) }));
    renderApp('/m/home');
    expect(await within(await screen.findByRole('banner')).findByText('8,000.00')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Money in game' })).not.toBeInTheDocument();
    expect(server.state.returns).toBe(0);
  });

  it('shows the amount in game and its vendor, then brings it back once on arrival and refreshes the balance', async () => {
    signIn();
    const server = makeServer();
    let release!: () => void;
    const restore = server.answerReturnWith(
      () =>
        new Promise<Response>((resolve) => {
          release = () => {
            restore();
            server.state.balance += 1234;
            server.state.held = nothingInGame();
            resolve(envelope(server.state.held));
          };
        }),
    );
    mockFetch(server.handlers());
    renderApp('/m/home');
    const bar = await screen.findByRole('region', { name: 'Money in game' });
    expect(within(bar).getByText('₱1,234.00 in game')).toBeInTheDocument();
    expect(within(bar).getByText('at TWDEMO')).toBeInTheDocument();
    expect(await within(header()).findByText('8,000.00')).toBeInTheDocument();
    // the return is on its way (the page arrived with money in game)
    await waitFor(() => expect(server.state.returns).toBe(1));
    const walletCallsBefore = server.state.walletCalls;
    act(() => release());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Money in game' })).not.toBeInTheDocument());
    expect(await within(header()).findByText('9,234.00')).toBeInTheDocument();
    expect(server.state.walletCalls).toBeGreaterThan(walletCallsBefore);
    expect(server.state.returns).toBe(1);
  });

  it('Bring it back calls the return and refreshes the balance', async () => {
    signIn();
    const server = makeServer();
    // the return on arrival finds the vendor silent: the money stays in game, shown with its button
    const restore = server.answerReturnWith(unavailable);
    mockFetch(server.handlers());
    renderApp('/m/home');
    await waitFor(() => expect(server.state.returns).toBe(1));
    const bar = await screen.findByRole('region', { name: 'Money in game' });
    expect(within(bar).getByText('₱1,234.00 in game')).toBeInTheDocument();
    // an automatic return's failure is not shouted at the player
    expect(within(bar).queryByRole('alert')).not.toBeInTheDocument();
    expect(await within(header()).findByText('8,000.00')).toBeInTheDocument();

    restore();
    await userEvent.click(within(bar).getByRole('button', { name: 'Bring it back' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Money in game' })).not.toBeInTheDocument());
    expect(await within(header()).findByText('9,234.00')).toBeInTheDocument();
    expect(server.state.returns).toBe(2);
  });

  it("shows the server's error, translated, when the vendor cannot answer now", async () => {
    signIn();
    const server = makeServer();
    server.answerReturnWith(() =>
      failure(409, 'game.transfer.pending', 'Your money is still on its way from a game. Please try again in a moment.'),
    );
    mockFetch(server.handlers());
    renderApp('/m/home');
    await waitFor(() => expect(server.state.returns).toBe(1));
    const bar = await screen.findByRole('region', { name: 'Money in game' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Bring it back' }));
    const alert = await within(bar).findByRole('alert');
    expect(alert).toHaveTextContent('Your money is still on its way from a game. Please try again in a moment.');
    expect(alert).toHaveTextContent('Your money is safe: it comes back to your balance by itself.');
    expect(within(bar).getByText('₱1,234.00 in game')).toBeInTheDocument();
    expect(server.state.returns).toBe(2);
  });

  it('shows the error in the player language', async () => {
    signIn();
    const server = makeServer();
    server.answerReturnWith(unavailable);
    mockFetch(server.handlers({ '/wps/system/status': () => envelope(makeStatus({ info: { languages: ['EN', 'CN'] } })) }));
    renderApp('/m/home');
    await waitFor(() => expect(server.state.returns).toBe(1));
    await act(() => changeLanguage('CN', { persist: false }));
    const bar = await screen.findByRole('region', { name: '游戏中的资金' });
    expect(within(bar).getByText('₱1,234.00 在游戏中')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: '转回大厅' }));
    const alert = await within(bar).findByRole('alert');
    expect(alert).toHaveTextContent('游戏供应商');
    expect(alert).toHaveTextContent('您的资金是安全的');
  });

  it('returns once when the player comes back, however many focus and visibility events arrive', async () => {
    signIn();
    const server = makeServer();
    const restore = server.answerReturnWith(unavailable);
    mockFetch(server.handlers());
    renderApp('/m/home');
    await waitFor(() => expect(server.state.returns).toBe(1));
    await screen.findByRole('region', { name: 'Money in game' });

    // within the gap: the events of one coming back call nothing more
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.state.returns).toBe(1);

    // later, the player comes back again: focus, visibility and pageshow together make one return
    restore();
    const later = Date.now() + COME_BACK_GAP_MS + 1_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('focus'));
        window.dispatchEvent(new Event('focus'));
      });
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Money in game' })).not.toBeInTheDocument());
      expect(await within(header()).findByText('9,234.00')).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 50));
      expect(server.state.returns).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('money in a transfer-wallet game, on the withdraw screen', () => {
  it('shows the amount in game beside what can be withdrawn', async () => {
    signIn();
    const server = makeServer();
    server.answerReturnWith(unavailable);
    mockFetch(
      server.handlers({
        '/wps/member/info/funds/consolidated': () => envelope(makeFunds()),
        '/wps/member/info/payeename': () => envelope({ payeeName: 'Juan Dela Cruz' }),
        '/wps/member/hasWithdrawalPassword': () => envelope(true),
        '/wps/member/bankCard': () => envelope([]),
        '/wps/withdraw/orders': () => envelope({ list: [], next: null }),
      }),
    );
    renderApp('/m/withdraw');
    await screen.findByText('Withdrawable now');
    const hero = (await screen.findByText('Withdrawable now')).closest('section')!;
    const inGameCard = await within(hero).findByRole('region', { name: 'Money in game' });
    expect(within(inGameCard).getByText('₱1,234.00 in game')).toBeInTheDocument();
    expect(within(inGameCard).getByText('at TWDEMO')).toBeInTheDocument();
    expect(within(inGameCard).getByRole('button', { name: 'Bring it back' })).toBeEnabled();
  });
});
