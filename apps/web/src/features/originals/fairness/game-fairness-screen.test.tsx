import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crashExample, fairExample, KENO_PAYTABLES, minesMultiplier, ORIGINAL_GAMES, TOWER_MODES, towerMultiplier } from '@lobby/contract/rules';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, mockStatus, renderApp } from '@/test/render-app';
import { changeLanguage } from '@/shared/lib/i18n';
import { x } from './multiplier-tables';

afterEach(() => {
  vi.restoreAllMocks();
});

const page = () => screen.findByRole('heading', { level: 1, name: /is decided$/ });

describe('a game\'s public fairness page', () => {
  it('shows a visitor the algorithm, the tables, the payout rule and the pinned worked example of dice', async () => {
    mockStatus(makeStatus());
    renderApp('/m/inHouse/fairness/dice');
    expect(await page()).toHaveTextContent('How Dice is decided');
    for (const name of ['From seeds to numbers', 'From numbers to the result', 'Multipliers', 'Payout', 'Worked example', 'Check it yourself']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/roll = floor\(float\(0\) × 10000\) \/ 100/)).toBeInTheDocument();
    // The example's values are the ones the contract test pins.
    expect(await screen.findByTestId('example-hmac-0')).toHaveTextContent('b3b55c724aaf33ee27c055ce60e3712a85f03ed466b21b9fedba0db8fbbeed43');
    expect(screen.getByText('"my-lucky-seed:42:0"')).toBeInTheDocument();
    expect(screen.getByTestId('example-outcome')).toHaveTextContent('roll = 70.19');
    expect(screen.getByTestId('example-paid')).toHaveTextContent('1.00 × 1.9604 = 1.9604 → 1.96');
    expect(screen.getByText(/The fraction 0\.0400 of a cent is not paid/)).toBeInTheDocument();
    // The first float from its four bytes.
    expect(screen.getByText('b3 b5 5c 72')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download the verifier' });
    expect(download).toHaveAttribute('href', '/m/fair-verifier.html');
    expect(download).toHaveAttribute('download', 'fair-verifier.html');
    expect(screen.getByRole('link', { name: 'Open the verify screen' })).toHaveAttribute('href', '/m/inHouse/fairness');
  });

  it.each(ORIGINAL_GAMES)('%s: the example on the page is the contract\'s', async (game) => {
    mockStatus(makeStatus());
    renderApp(`/m/inHouse/fairness/${game}`);
    await page();
    const outcome = await screen.findByTestId('example-outcome');
    if (game === 'crash') {
      const example = await crashExample();
      expect(outcome).toHaveTextContent(x(example.point));
      expect(screen.getByTestId('example-hmac-0')).toHaveTextContent(example.hmac);
      expect(screen.getByText(/The hash chain/)).toBeInTheDocument();
      return;
    }
    const example = await fairExample(game);
    const [key, value] = Object.entries(example.outcome)[0]!;
    expect(outcome.textContent).toContain(`${key} = ${JSON.stringify(value).slice(0, 20)}`);
    expect(screen.getByTestId('example-multiplier')).toHaveTextContent(x(example.multiplier));
    expect(screen.getByTestId('example-paid')).toHaveTextContent(`→ ${(example.payoutCents / 100).toFixed(2)}`);
    for (const h of example.hmacs) expect(screen.getByTestId(`example-hmac-${h.cursor}`)).toHaveTextContent(h.hex);
    // The page links every game's page, this one marked as the current one.
    const nav = screen.getByRole('navigation', { name: 'How each game is decided' });
    expect(within(nav).getAllByRole('link')).toHaveLength(ORIGINAL_GAMES.length);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', `/m/inHouse/fairness/${game}`);
  });

  it('renders the multipliers from the contract\'s tables: mines by mine count, keno by picks, tower by difficulty', async () => {
    mockStatus(makeStatus());
    const view = renderApp('/m/inHouse/fairness/mines');
    await page();
    const table = () => screen.getByRole('table', { name: 'Multipliers' });
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 22);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mines' }), '5');
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 20);
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(x(minesMultiplier(5, 1)));

    await view.router.navigate('/m/inHouse/fairness/keno');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Numbers picked' }), '10');
    const cells = within(table()).getAllByRole('row').slice(1).map((row) => row.lastChild!.textContent);
    expect(cells).toEqual(KENO_PAYTABLES[10]!.map(x));
    // ten of ten: far too rare for a percentage
    expect(within(table()).getAllByRole('row').at(-1)).toHaveTextContent('1 / 847,660,528');

    await view.router.navigate('/m/inHouse/fairness/tower');
    await screen.findByRole('heading', { level: 1, name: 'How Tower is decided' });
    const top = (await screen.findAllByRole('row')).at(-1)!;
    expect(top).toHaveTextContent(x(towerMultiplier('master', 8)));
    expect(Object.keys(TOWER_MODES)).toHaveLength(5);
  });

  it('lists the games for any other name under the fairness path', async () => {
    mockStatus(makeStatus());
    renderApp('/m/inHouse/fairness/roulette');
    expect(await screen.findByRole('heading', { level: 1, name: 'How each game is decided' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keno' })).toHaveAttribute('href', '/m/inHouse/fairness/keno');
  });

  it('reads in every language the app has', async () => {
    mockStatus(makeStatus());
    // saved, as a player's choice is: the app starts in it (this merchant offers EN and TY)
    await changeLanguage('TY');
    try {
      renderApp('/m/inHouse/fairness/plinko');
      expect(await screen.findByRole('heading', { level: 1, name: 'Paano napapasya ang Plinko' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'I-download ang verifier' })).toBeInTheDocument();
    } finally {
      await changeLanguage('EN');
    }
  });
});

describe('links to the fairness pages', () => {
  it('from a game\'s Fairness tab to that game\'s page', async () => {
    signIn();
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/member/info': () => envelope(makeMemberInfo()),
      '/wps/wallets/gcs': () => envelope({ sumBalance: 1000, playable: 1000, currency: 'PHP' }),
      '/wps/originals/config': () => envelope({ currency: 'PHP', realityCheckMinutes: 0, games: [{ game: 'limbo', enabled: true, minBet: 1, maxBet: 1000, maxPayout: 100_000, rtp: '99.00%' }] }),
      '/wps/originals/seeds': () => envelope({ serverSeedHash: 'a'.repeat(64), clientSeed: 'lucky', nonce: 1, previous: null }),
      '/wps/originals/limbo/history': () => envelope([]),
      '/wps/play/session': () => envelope({ startedAt: Date.now(), net: 0, rounds: 0, realityCheckMinutes: 0, nextCheckAt: null }),
    });
    const { router } = renderApp('/m/inHouse/limbo');
    await userEvent.click(await screen.findByRole('tab', { name: 'Fairness' }));
    await userEvent.click(await screen.findByRole('link', { name: 'How Limbo is decided' }));
    expect(router.state.location.pathname).toBe('/m/inHouse/fairness/limbo');
    expect(await page()).toHaveTextContent('How Limbo is decided');
  });

  it('from the verify screen to every game\'s page and the verifier', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/originals/crash/chain': () => envelope({ terminalHash: 'f'.repeat(64), length: 10, salt: '' }),
    });
    renderApp('/m/inHouse/fairness');
    const nav = await screen.findByRole('navigation', { name: 'How each game is decided' });
    expect(within(nav).getByRole('link', { name: 'Hi-Lo' })).toHaveAttribute('href', '/m/inHouse/fairness/hilo');
    expect(within(nav).getByRole('link', { name: 'Download the verifier' })).toHaveAttribute('href', '/m/fair-verifier.html');
  });
});
