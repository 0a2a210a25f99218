import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFlags } from '@lobby/contract';
import { useUiStore } from './ui-store';
import { useGameCategoryStore } from '@/shared/stores/game-category-store';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, mockStatus, renderApp } from '@/test/render-app';

async function openSideMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('bottom bar', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])('marks Home active on %s', async (path) => {
    mockStatus(makeStatus());
    renderApp(path);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Promotion/ })).not.toHaveAttribute('aria-current');
  });

  it('moves the active mark to Promotion on /m/activity', async () => {
    mockStatus(makeStatus());
    renderApp('/m/activity');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Promotion' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('carries the deposit badge and links the tabs to their routes', async () => {
    mockStatus(makeStatus());
    renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const deposit = within(nav).getByRole('link', { name: /Deposit/ });
    expect(deposit).toHaveAttribute('href', '/m/voucherCenter');
    expect(deposit).toHaveTextContent('+120%');
    expect(within(nav).getByRole('link', { name: 'Mine' })).toHaveAttribute('href', '/m/member/home');
  });

  it("shows the merchant's own first-deposit percent on the badge", async () => {
    mockStatus(makeStatus({ info: { depositBonusPercent: 100 } }));
    renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const deposit = within(nav).getByRole('link', { name: /Deposit/ });
    expect(deposit).toHaveTextContent('+100%');
    expect(deposit).toHaveAccessibleName('Deposit Deposit bonus up to 100%');
  });

  it('has no badge when the merchant pays no first-deposit bonus', async () => {
    mockStatus(makeStatus({ info: { depositBonusPercent: null } }));
    renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const deposit = within(nav).getByRole('link', { name: /Deposit/ });
    expect(deposit).toHaveAccessibleName('Deposit');
    expect(deposit).not.toHaveTextContent('%');
  });

  it('opens the referral dialog from Invite', async () => {
    mockStatus(makeStatus());
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeInTheDocument();
  });
});

describe('bottom bar, app-download variant (APPDLNAV3)', () => {
  const variant = () => makeStatus({ info: { whitelabel: { ...allFlags(false), APPDLNAV3: true } } });

  it('puts the app download in the centre with the bonus badge, keeps Deposit with its badge, and opens the popup', async () => {
    mockStatus(variant());
    renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'Promotion', '₱58AppDownload the app and claim ₱58', '+120%DepositDeposit bonus up to 120%', 'Mine']);
    const app = within(nav).getByRole('button', { name: /Download the app and claim ₱58/ });
    expect(app).toHaveClass('tab--featured');
    const deposit = within(nav).getByRole('link', { name: /Deposit/ });
    expect(deposit).toHaveAttribute('href', '/m/voucherCenter');
    expect(deposit).not.toHaveClass('tab--featured');
    expect(within(nav).queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    await userEvent.click(app);
    expect(await screen.findByRole('dialog', { name: 'Get the app' })).toBeInTheDocument();
  });

  it('falls back to the usual bar inside an installed web app, where no download is offered', async () => {
    localStorage.setItem(STORAGE_KEYS.webclip, '1');
    mockStatus(variant());
    renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: /Download the app/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Deposit/ })).toHaveClass('tab--featured');
  });
});

describe('home header', () => {
  it('shows the logo link and, logged out, Login and Register', async () => {
    mockStatus(makeStatus());
    renderApp('/m/home');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Lucky Star home' })).toHaveAttribute('href', '/m/home');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(within(header).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
  });

  it('opens the drop-down with deposit, withdraw, help and the copyright; refresh balance without a session goes to login', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Quick menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Quick menu' });
    expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(within(menu).getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/m/transactions');
    expect(within(menu).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/m/help');
    expect(within(menu).getByText('© 2026 Lucky Star')).toBeInTheDocument();
    expect(within(menu).queryByText('Sign out')).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Quick menu' })).not.toBeInTheDocument());
  });

  it('closes the drop-down with Escape', async () => {
    mockStatus(makeStatus());
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Quick menu' }));
    await screen.findByRole('navigation', { name: 'Quick menu' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Quick menu' })).not.toBeInTheDocument();
  });
});

describe('side menu', () => {
  it('closes on any route change', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp('/m/home');
    const menu = await openSideMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Promotions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/activity'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(useUiStore.getState().overlay).toBeNull();
  });

  it('closes when the route changes from outside the menu too', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp('/m/home');
    await openSideMenu();
    await act(() => router.navigate('/m/help'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('locks page scroll while open', async () => {
    mockStatus(makeStatus());
    renderApp('/m/home');
    await screen.findByRole('heading', { name: 'Welcome to Lucky Star' });
    expect(document.documentElement.style.overflow).toBe('');
    await openSideMenu();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('shows shortcuts, reward centre only with REWCEN3, live chat only with CBS3 and the social links', async () => {
    const { encryptPath } = await import('@lobby/contract');
    mockStatus(
      makeStatus({
        info: {
          whitelabel: { ...allFlags(false), REWCEN3: true, CBS3: true },
          customerService: [{ title: 'Chat', path: await encryptPath('https://chat.lucky.test/') }],
          socialLinks: [
            { key: 'TELEGRAM', url: 'https://t.me/lucky', labelNameEn: 'Telegram' },
            { key: 'FACEBOOK', url: 'https://facebook.com/lucky', labelNameEn: 'Facebook' },
          ],
        },
      }),
    );
    renderApp('/m/home');
    const menu = await openSideMenu();
    expect(within(menu).getByRole('link', { name: 'JILI' })).toHaveAttribute('href', '/m/provider?vassalage=JILI');
    expect(within(menu).getByRole('link', { name: 'PG' })).toHaveAttribute('href', '/m/provider?vassalage=PGE');
    expect(within(menu).getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/m/rewardCenter');
    // opens the download popup (which links on to /m/download)
    expect(within(menu).getByRole('button', { name: 'Get the app' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(menu).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/lucky');
    expect(within(menu).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/lucky');
    // with CBS3 the row launches the chat page (cs-widget.test.tsx follows it to the chat URL)
    expect(within(menu).getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/m/feedback');
    // no categories fed yet: no games section
    expect(within(menu).queryByRole('heading', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('hides reward centre, live chat and social media when not configured, and download inside an installed app', async () => {
    localStorage.setItem(STORAGE_KEYS.webclip, '1');
    mockStatus(makeStatus());
    renderApp('/m/home');
    const menu = await openSideMenu();
    expect(within(menu).queryByRole('link', { name: 'Rewards' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('heading', { name: 'Social media' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('picks a game category: closes, goes home and selects it', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/lgw/vendors/sorting': () => envelope([{ gameCategory: 'FISH', vendorNames: ['JILI'] }]),
    });
    const { router } = renderApp(['/m/home', '/m/help']);
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    act(() => useUiStore.getState().open('sideMenu'));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(await within(menu).findByRole('button', { name: 'Fishing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useGameCategoryStore.getState().current).toBe('FISH');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe("the brand's document and footer", () => {
  it("names the page and the brand in the title (home: the brand alone) and takes the brand's theme colour", async () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#000000';
    document.head.append(meta);
    mockStatus(makeStatus({ info: { brand: { name: 'Golden Dragon', logoUrl: '/media/brand/GOLDEN/logo.svg', copyright: '', themeColor: '#5a0f14' } } }));
    const { router } = renderApp('/m/home');
    await waitFor(() => expect(document.title).toBe('Golden Dragon'));
    expect(meta.content).toBe('#5a0f14');
    await act(() => router.navigate('/m/help'));
    await waitFor(() => expect(document.title).toBe('Help centre · Golden Dragon'));
    meta.remove();
  });

  it("shows the brand's minimum age, the play-responsibly line and the way to its responsible-gaming article", async () => {
    mockStatus(makeStatus());
    renderApp('/m/help');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Adults 21 and over only' })).toHaveTextContent('21+');
    expect(footer).toHaveTextContent('Play responsibly. Gambling is for adults aged 21 and over only.');
    expect(within(footer).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/m/helpDetail?tag=responsible-gaming',
    );
    expect(footer).toHaveTextContent('© 2026 Lucky Star');
  });

  it('says 18+ for a brand whose jurisdiction allows play from 18', async () => {
    mockStatus(makeStatus({ info: { ageLimit: 18 } }));
    renderApp('/m/home');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Adults 18 and over only' })).toHaveTextContent('18+');
  });
});
