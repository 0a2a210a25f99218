import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@lobby/contract';
import { gameKeys } from './keys';
import { useToastStore } from '@/shared/lib/toast';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { signIn } from '@/test/accounts';
import { envelope, failure } from '@/test/fixtures';
import { deferred, makeGame, renderWithProviders } from '@/test/games';
import { mockFetch } from '@/test/render-app';
import { gameWindow, resetLaunchState, useLaunchGame } from './use-launch-game';

function LaunchButton({ game }: { game: Game }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(game)}>
      launch
    </button>
  );
}

const game = makeGame({ nodeId: '1000115', gameType: 'RNG', vassalage: 'JILI', freeplay: false });

describe('useLaunchGame', () => {
  afterEach(() => {
    resetLaunchState();
    vi.restoreAllMocks();
  });

  it('sends a visitor to login with the way back and asks for no URL', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<LaunchButton game={game} />, { path: '/m/slot-games?vassalage=JILI' });
    fireEvent.click(screen.getByRole('button', { name: 'launch' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/m/login?redirect=%2Fm%2Fslot-games%3Fvassalage%3DJILI'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server for the URL, shows it is opening, goes there and refreshes recent', async () => {
    signIn(0);
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => {});
    const held = deferred<Response>();
    const fetchMock = mockFetch({ '/wps/game/launchGame': () => held.promise });
    const { client } = renderWithProviders(<LaunchButton game={game} />, { path: '/m/provider?vassalage=JILI' });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'launch' }));
    // a second tap while the first is on its way does nothing
    fireEvent.click(screen.getByRole('button', { name: 'launch' }));
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain('Opening the game…');
    held.resolve(envelope({ url: '/games/demo/1000115?ticket=abc' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/games/demo/1000115?ticket=abc'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ nodeId: '1000115', vendor: 'JILI', gameCategory: 'RNG', returnUrl: '/m/provider?vassalage=JILI' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: gameKeys.recentAll });
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.text)).not.toContain('Opening the game…'));
  });

  it('opens an in-house game inside the app, without a page load', async () => {
    signIn(0);
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => {});
    mockFetch({ '/wps/game/launchGame': () => envelope({ url: '/m/inHouse/dice' }) });
    renderWithProviders(<LaunchButton game={makeGame({ nodeId: '9000004', gameType: 'INHOUSE', vassalage: 'BGS' })} />, { path: '/m/inHouse' });
    fireEvent.click(screen.getByRole('button', { name: 'launch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/inHouse/dice'));
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the real-account alert when the server refuses a trial account', async () => {
    signIn(4);
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => {});
    mockFetch({
      '/wps/game/launchGame': () =>
        failure(403, 'permission.trial', 'Please log in to a real account to use this function'),
    });
    renderWithProviders(<LaunchButton game={game} />);
    fireEvent.click(screen.getByRole('button', { name: 'launch' }));
    await waitFor(() =>
      expect(useDialogStore.getState().current?.message).toBe('Please log in to a real account to use this function'),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the refusal text for other errors and allows another try', async () => {
    signIn(0);
    vi.spyOn(gameWindow, 'open').mockImplementation(() => {});
    const fetchMock = mockFetch({ '/wps/game/launchGame': () => failure(403, 'game.disabled', 'Game is disabled') });
    renderWithProviders(<LaunchButton game={game} />);
    fireEvent.click(screen.getByRole('button', { name: 'launch' }));
    await waitFor(() => expect(useToastStore.getState().toasts.some((t) => t.kind === 'error')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'launch' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
