import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementGroups } from '@lobby/contract';
import { ROUTES } from '@/app/routes';
import { signIn } from '@/test/accounts';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { useState } from 'react';
import { useScrollLock } from '@/shared/hooks/use-scroll-lock';
import { local, STORAGE_KEYS } from '@/shared/lib/storage';
import { useDownloadStore } from '@/shared/stores/download-store';
import { LoginPopups, POPUPS_SEEN_KEY } from './login-popups';
import { NoticeTicker, TICKER_PX_PER_SECOND } from './notice-ticker';

function answer(partial: Partial<AnnouncementGroups>): AnnouncementGroups {
  return { promotion: [], banners: [], player: [], popup: [], hot: [], ...partial };
}

function item(id: number, title: string, content = `<p>${title} body</p>`) {
  return {
    id,
    title,
    content,
    category: null,
    type: 'PL' as const,
    groupName: 'player' as const,
    platform: 'M' as const,
    startDate: '2026-11-20',
    endDate: null,
    noExpiry: 1 as const,
    announcementImages: [],
    read: false,
  };
}

function notice(id: number, text: string, announcementId: number | null = null, level: 'info' | 'important' = 'info') {
  return { id, text, level, announcementId, startAt: 0, endAt: null };
}

const notices = (...list: ReturnType<typeof notice>[]) => envelope({ list });

/** Home replaced by a screen holding only the component under test. */
function renderOnHome(Component: () => React.ReactElement | null) {
  const table = ROUTES.map((r) => (r.name === 'home' ? { ...r, screen: () => Promise.resolve(Component) } : r));
  return renderApp('/m/home', { table });
}

// The download popup store lives outside React; a test that opens it must not leave it open for the next.
afterEach(() => {
  useDownloadStore.setState({ popupOpen: false });
});

describe('notice ticker', () => {
  it('moves at 30 px a second (one pixel a frame at 30 fps)', () => {
    expect(TICKER_PX_PER_SECOND).toBe(30);
  });

  it("shows the operator's notices; a tap opens the linked announcement, or the notice list", async () => {
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/notices': () => notices(notice(1, 'Maintenance on Thursday', 7, 'important'), notice(2, 'GCash is faster')),
      '/wps/announcements': () => envelope(answer({ player: [item(7, 'Scheduled maintenance')] })),
    });
    const { router } = renderOnHome(() => <NoticeTicker />);
    const important = await screen.findByRole('button', { name: 'Maintenance on Thursday' });
    expect(important).toHaveClass('notice-ticker__item--important');
    expect(screen.getByRole('button', { name: 'GCash is faster' })).not.toHaveClass('notice-ticker__item--important');
    await userEvent.click(important);
    // The detail screen is a lazy chunk: the navigation settles when it has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/noticeDetail'));
    expect(router.state.location.search).toBe('?id=7');
  });

  it('a notice without an announcement opens the notice list', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/notices': () => notices(notice(2, 'GCash is faster')),
      '/wps/announcements': () => envelope(answer({})),
    });
    const { router } = renderOnHome(() => <NoticeTicker />);
    await userEvent.click(await screen.findByRole('button', { name: 'GCash is faster' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/notice'));
    expect(router.state.location.search).toBe('');
  });

  it('glides the titles on the compositor at 30 px/s when they are wider than the pill, paused while hidden', async () => {
    // jsdom has no layout or Web Animations: a 600 px line of titles in a 250 px pill, and animate recorded.
    // (the shell's ambient loops animate too: only the ticker's own animations are counted)
    const all: { element: Element; keyframes: Keyframe[]; options: KeyframeEffectOptions; animation: Record<'play' | 'pause' | 'cancel', ReturnType<typeof vi.fn>> }[] = [];
    const ticker = () => all.filter((m) => m.element.closest('.notice-ticker'));
    Element.prototype.animate = vi.fn(function (this: Element, keyframes: Keyframe[], options: KeyframeEffectOptions) {
      const animation = { play: vi.fn(), pause: vi.fn(), cancel: vi.fn(), currentTime: 0, effect: null };
      all.push({ element: this, keyframes, options, animation });
      return animation as unknown as Animation;
    }) as unknown as Element['animate'];
    const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('notice-ticker__copy') ? 600 : 0;
    });
    const room = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('notice-ticker__viewport') ? 250 : 0;
    });
    try {
      mockFetch({
        '/wps/system/status': () => envelope(makeStatus()),
        '/wps/notices': () => notices(notice(1, 'First notice'), notice(2, 'Second notice')),
      });
      renderOnHome(() => <NoticeTicker />);
      await screen.findByRole('button', { name: 'First notice' });
      await waitFor(() => expect(ticker()).toHaveLength(1));
      const { keyframes, options, animation } = ticker()[0]!;
      expect(keyframes.map((k) => k.transform)).toEqual(['translate3d(0, 0, 0)', 'translate3d(-600px, 0, 0)']);
      // 600 px at 30 px a second: one loop in 20 s, for ever
      expect(options).toMatchObject({ duration: 20_000, iterations: Infinity, easing: 'linear' });
      expect(document.querySelector('.notice-ticker__track')).toHaveAttribute('data-overflows', 'true');

      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(animation.pause).toHaveBeenCalledTimes(1);
      delete (document as Partial<Document> & { visibilityState?: unknown }).visibilityState;
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(animation.play).toHaveBeenCalled();
    } finally {
      width.mockRestore();
      room.mockRestore();
      delete (Element.prototype as Partial<Element>).animate;
    }
  });

  it('says there is no announcement when there are none, and offers the app download in a browser', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/notices': () => notices(),
    });
    renderOnHome(() => <NoticeTicker />);
    expect(await screen.findByText('No announcement')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download the app' }));
    expect(useDownloadStore.getState().popupOpen).toBe(true);
  });

  it('offers no download inside the installed web app', async () => {
    local.set(STORAGE_KEYS.webclip, '1');
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/notices': () => notices(),
    });
    renderOnHome(() => <NoticeTicker />);
    expect(await screen.findByText('No announcement')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the app' })).not.toBeInTheDocument();
  });
});

describe('login pop-ups', () => {
  const popups = () =>
    envelope(answer({ popup: [item(5, 'Welcome bonus waiting'), item(6, 'Play responsibly')] }));

  it('shows the pop-ups one after another, once per login', async () => {
    signIn();
    mockFetch({ '/wps/system/status': () => envelope(makeStatus()), '/wps/announcements': popups });
    const first = renderOnHome(() => <LoginPopups />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus waiting' });
    expect(dialog).toHaveTextContent('1 / 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Play responsibly' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(POPUPS_SEEN_KEY)).toBe('LUCKY:demo');
    first.unmount();

    // Same login, home again: nothing.
    renderOnHome(() => <LoginPopups />);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while a menu or a dialog is open, and opens once it closes', async () => {
    mockFetch({ '/wps/system/status': () => envelope(makeStatus()), '/wps/announcements': popups });
    const menu = { open: true };
    let rerender = () => {};
    function MenuThenPopups() {
      const [, bump] = useState(0);
      rerender = () => bump((n) => n + 1);
      useScrollLock(menu.open);
      return <LoginPopups />;
    }
    renderOnHome(() => <MenuThenPopups />);
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    menu.open = false;
    act(() => rerender());
    expect(await screen.findByRole('dialog', { name: 'Welcome bonus waiting' })).toBeInTheDocument();
  });

  it("stays away for the rest of the day after 'don't show again today'", async () => {
    mockFetch({ '/wps/system/status': () => envelope(makeStatus()), '/wps/announcements': popups });
    const first = renderOnHome(() => <LoginPopups />);
    await screen.findByRole('dialog', { name: 'Welcome bonus waiting' });
    await userEvent.click(screen.getByRole('checkbox', { name: "Don't show again today" }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    first.unmount();
    sessionStorage.clear();
    renderOnHome(() => <LoginPopups />);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
