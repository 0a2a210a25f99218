import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/shared/lib/session';
import { i18next } from '@/shared/lib/i18n';
import { makeStatus } from '@/test/fixtures';
import { mockStatus, renderApp } from '@/test/render-app';
import { buildRoutes } from './router';
import type { RouteEntry, RouteHandle } from './route-entry';
import { ROUTES } from './routes';

/** Every route the app promises, typed out here rather than read from the table under test. */
const PROMISED_ROUTES = [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/forget',
  '/m/changePsw',
  '/m/notice',
  '/m/noticeDetail',
  '/m/activity',
  '/m/activityDetail',
  '/m/help',
  '/m/helpDetail',
  '/m/feedback',
  '/m/gameCenter',
  '/m/set',
  '/m/download',
  '/m/provider',
  '/m/search-games',
  '/m/fav-games',
  '/m/hot-games',
  '/m/sport-games',
  '/m/live-games',
  '/m/live-hosts',
  '/m/slot-games',
  '/m/fishing-games',
  '/m/poker-games',
  '/m/lott',
  '/m/elott',
  '/m/inHouse',
  '/m/in-play',
  '/m/member/home',
  '/m/agent/home',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/gameRecord',
  '/m/transactions',
  '/m/rewardCenter',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  // further lazy screens
  '/m/download/android',
  '/m/download/ios',
  '/m/customerTask',
  '/m/message',
  '/m/set/responsible-gaming',
  '/m/set/responsible-gaming/paused',
  '/m/set/verification',
  '/m/error/ip-limit',
  '/m/error/service',
];

function entryFor(path: string): RouteEntry | undefined {
  const matches = matchRoutes(buildRoutes(), path);
  return (matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined)?.entry;
}

describe('route table', () => {
  it.each(PROMISED_ROUTES)('%s resolves to a screen with a title', (path) => {
    const entry = entryFor(path);
    expect(entry, path).toBeDefined();
    expect(i18next.exists(entry!.titleKey, { lng: 'EN', fallbackLng: false })).toBe(true);
  });

  it('counts all six spellings of home as home', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) {
      expect(entryFor(path)?.name).toBe('home');
    }
  });

  it('sends back home from login, register, activity, forget and download, and one step back elsewhere', () => {
    const homeBack = ROUTES.filter((r) => r.back === 'home').map((r) => r.name);
    expect(homeBack).toEqual(
      expect.arrayContaining(['login', 'register', 'activity', 'forget', 'download']),
    );
    expect(entryFor('/m/notice')?.back).toBe('previous');
    expect(entryFor('/m/helpDetail')?.back).toBe('previous');
    expect(entryFor('/m/home')?.back).toBe('none');
  });

  it('has no unknown path resolving to a screen', () => {
    expect(entryFor('/m/nope')).toBeUndefined();
    expect(entryFor('/elsewhere/home')).toBeUndefined();
  });
});

describe('router behaviour', () => {
  it('replaces an unknown path with /m/home', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp('/m/definitely-not-a-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Welcome to Lucky Star' })).toBeInTheDocument();
  });

  it('shows the title from the table in the header', async () => {
    mockStatus(makeStatus());
    renderApp('/m/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
  });

  it('goes home from login even when the previous page was elsewhere', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp(['/m/home', '/m/notice', '/m/login']);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('goes one step back from other pages', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp(['/m/home', '/m/help', '/m/notice']);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/help'));
  });

  it('goes home when a page was opened directly and there is no history', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp('/m/notice');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('goes to the parent list from a detail page opened directly (help, notice, promotion)', async () => {
    const cases: [detail: string, list: string][] = [
      ['/m/helpDetail?tag=deposit', '/m/help'],
      ['/m/noticeDetail?id=1', '/m/notice'],
      ['/m/activityDetail?id=1', '/m/activity'],
    ];
    for (const [detail, list] of cases) {
      mockStatus(makeStatus());
      const { router, unmount } = renderApp(detail);
      await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(list));
      unmount();
    }
  });

  it('sends visitors from member screens to login, and from change password home', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp('/m/member/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    await act(() => router.navigate('/m/changePsw'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('keeps a trial account where it was with the real-account alert, offering Cancel or Register', async () => {
    startSession({ userName: 'guest00000001', type: 4, merchantCode: 'LUCKYTRIAL', expiresAt: Date.now() + 60_000 });
    mockStatus(makeStatus());
    const { router } = renderApp('/m/help');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    await act(() => router.navigate('/m/withdraw'));
    expect(router.state.location.pathname).toBe('/m/help');
    const alert = await screen.findByRole('alertdialog', {
      name: 'Please log in to a real account to use this function',
    });
    await userEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/m/help');

    await act(() => router.navigate('/m/member/home'));
    const again = await screen.findByRole('alertdialog');
    expect(router.state.location.pathname).toBe('/m/help');
    await userEvent.click(within(again).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
  });

  it('sends a trial account that opens a real-member screen directly home, with the alert', async () => {
    startSession({ userName: 'guest00000001', type: 4, merchantCode: 'LUCKYTRIAL', expiresAt: Date.now() + 60_000 });
    mockStatus(makeStatus());
    const { router } = renderApp('/m/member/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(
      'Please log in to a real account to use this function',
    );
  });

  it('sends a visitor to login with where they were going, and trial accounts may open member screens', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp('/m/fav-games?tab=recent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/m/fav-games?tab=recent')}`);

    startSession({ userName: 'guest00000001', type: 4, merchantCode: 'LUCKYTRIAL', expiresAt: Date.now() + 60_000 });
    await act(() => router.navigate('/m/fav-games'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/fav-games'));
  });

  it('lets a member open a member screen', async () => {
    startSession({ userName: 'demo', type: 0, merchantCode: 'LUCKY', expiresAt: Date.now() + 60_000 });
    mockStatus(makeStatus());
    renderApp('/m/withdraw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
  });

  /** The notice route with a screen whose code fails `failures` times, then loads. */
  function flakyNotice(failures: number) {
    let calls = 0;
    const screenLoad = vi.fn(async () => {
      calls += 1;
      if (calls <= failures) throw new Error('chunk gone');
      return function NoticeStandIn() {
        return <p>The announcements</p>;
      };
    });
    const table = ROUTES.map((r) => (r.name === 'notice' ? { ...r, screen: screenLoad } : r));
    return { table, screenLoad };
  }

  it('says a screen whose code failed to load did not load, with Retry that loads it (not a spinner for good)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { table, screenLoad } = flakyNotice(1);
    mockStatus(makeStatus());
    renderApp('/m/notice', { table });
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'This page did not load' })).toBeInTheDocument();
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('notice'), expect.any(Error));

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The announcements')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page did not load' })).not.toBeInTheDocument();
    expect(screenLoad).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });

  it('loads a failed screen again on the next navigation to it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { table, screenLoad } = flakyNotice(1);
    mockStatus(makeStatus());
    const { router } = renderApp('/m/notice', { table });
    await screen.findByRole('heading', { name: 'This page did not load' });
    await act(() => router.navigate('/m/help'));
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    await act(() => router.navigate('/m/notice'));
    expect(await screen.findByText('The announcements')).toBeInTheDocument();
    expect(screenLoad).toHaveBeenCalledTimes(2);
    // loaded once, it stays loaded: no further attempt on the next visit
    await act(() => router.navigate('/m/help'));
    await act(() => router.navigate('/m/notice'));
    expect(await screen.findByText('The announcements')).toBeInTheDocument();
    expect(screenLoad).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });

  it('keeps offering Retry while the code still does not load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { table, screenLoad } = flakyNotice(2);
    mockStatus(makeStatus());
    renderApp('/m/notice', { table });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screenLoad).toHaveBeenCalledTimes(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The announcements')).toBeInTheDocument();
    expect(screenLoad).toHaveBeenCalledTimes(3);
    consoleError.mockRestore();
  });

  it('scrolls to the top on every route change', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp('/m/home');
    await screen.findByRole('heading', { name: 'Welcome to Lucky Star' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/m/help'));
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('fades pages in, but not the first page nor after a back swipe longer than 100 px', async () => {
    mockStatus(makeStatus());
    const { router } = renderApp('/m/home');
    await screen.findByRole('heading', { name: 'Welcome to Lucky Star' });
    // the page the app opens on shows at once (no fade from transparent over the server's HTML)
    expect(document.getElementById('main')).not.toHaveClass('page--fade');
    await act(() => router.navigate('/m/help'));
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(document.getElementById('main')).toHaveClass('page--fade');

    // a short swipe does not count
    fireEvent.touchStart(window, { touches: [{ clientX: 5, clientY: 300 }] });
    fireEvent.touchEnd(window, { changedTouches: [{ clientX: 80, clientY: 305 }] });
    await act(() => router.navigate('/m/notice'));
    await screen.findByRole('heading', { level: 1, name: 'Announcements' });
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(document.getElementById('main')).toHaveClass('page--fade');

    fireEvent.touchStart(window, { touches: [{ clientX: 5, clientY: 300 }] });
    fireEvent.touchEnd(window, { changedTouches: [{ clientX: 160, clientY: 310 }] });
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Welcome to Lucky Star' });
    expect(document.getElementById('main')).not.toHaveClass('page--fade');
  });
});

describe('screen modules', () => {
  it("name the module each lazy screen comes from (the server links that module's styles into the page)", async () => {
    const { ROUTES } = await import('./routes');
    for (const entry of ROUTES) {
      if (entry.name === 'serviceError') continue; // in the entry chunk, no module of its own
      const module = entry.screen.module;
      expect(module, entry.name).toMatch(/^src\/.+\.tsx?$/);
      // '/src/…' is the web app's root to Vite, as the module names are to the build manifest
      const loaded = (await import(/* @vite-ignore */ `/${module}`)) as Record<string, unknown>;
      expect(Object.values(loaded), `${entry.name} comes from ${module}`).toContain(await entry.screen());
    }
  });
});
