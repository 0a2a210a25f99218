import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { useInstallPrompt, type BeforeInstallPromptEvent } from '@/shared/lib/pwa';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import { useDownloadStore } from '@/shared/stores/download-store';
import { AddToHomeGuide } from './add-to-home-guide';

const RESOURCES = [
  { resourceType: 'IOS', url: '/media/download/LUCKY/ios' },
  { resourceType: 'Android', url: '/media/download/LUCKY/android.apk' },
  { resourceType: 'MOBILECONFIG', url: '/media/download/LUCKY/webclip.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/media/download/LUCKY/app-icon.svg' },
];

const IOS = (v: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v.split('_')[0]}.0 Mobile/15E148 Safari/604.1`;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

function handlers(status = makeStatus()) {
  return {
    '/wps/system/status': () => envelope(status),
    '/wps/system/downloads': () => envelope(RESOURCES),
  };
}

beforeEach(() => {
  useDownloadStore.setState({ popupOpen: false });
  useInstallPrompt.setState({ event: null, installed: false });
});

describe('/m/download', () => {
  it('shows the bonus title with the merchant currency symbol and 58, the app icon, Android link and iOS requirement', async () => {
    mockFetch(handlers());
    renderApp('/m/download');
    expect(await screen.findByRole('heading', { name: 'Download the app and claim ₱58' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lucky Star app icon' })).toHaveAttribute(
      'src',
      '/media/download/LUCKY/app-icon.svg',
    );
    expect(await screen.findByRole('link', { name: /Download for Android/ })).toHaveAttribute(
      'href',
      '/media/download/LUCKY/android.apk',
    );
    expect(screen.getByRole('button', { name: /Download for iOS.*Requires iOS 12\.4 or later/ })).toBeInTheDocument();
  });

  it('follows the currency of another merchant', async () => {
    mockFetch(handlers(makeStatus({ info: { currency: { code: 'USD', symbol: '$' } } })));
    renderApp('/m/download');
    expect(await screen.findByRole('heading', { name: 'Download the app and claim $58' })).toBeInTheDocument();
  });

  it('the iOS button shows the iOS tutorial with its steps and the install link', async () => {
    const user = userEvent.setup();
    mockFetch(handlers());
    renderApp('/m/download');
    await user.click(await screen.findByRole('button', { name: /Download for iOS/ }));
    const tutorial = screen.getByRole('dialog', { name: 'Install on iPhone or iPad' });
    expect(within(tutorial).getAllByRole('listitem')).toHaveLength(5);
    expect(within(tutorial).getByText(/VPN & Device Management/)).toBeInTheDocument();
    expect(within(tutorial).getByRole('link', { name: 'Install for iOS' })).toHaveAttribute(
      'href',
      '/media/download/LUCKY/ios',
    );
    await user.click(within(tutorial).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a missing build answers with a message instead of downloading', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      ...handlers(),
      '/media/download/LUCKY/android.apk': () => new Response(null, { status: 404 }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp('/m/download');
    await user.click(await screen.findByRole('link', { name: /Download for Android/ }));
    expect(await screen.findByText(/This app build is not uploaded yet/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/media/download/LUCKY/android.apk', expect.objectContaining({ method: 'HEAD' }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('is hidden (home instead) inside an installed web app', async () => {
    localStorage.setItem(STORAGE_KEYS.webclip, '1');
    mockFetch(handlers());
    const { router } = renderApp('/m/download');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(screen.queryByRole('heading', { name: /claim/ })).not.toBeInTheDocument();
  });

  it('the guide sub-pages redirect home when installed too', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockFetch(handlers());
    const { router } = renderApp('/m/download/ios');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('/m/download/android has the APK steps and the download link', async () => {
    mockFetch(handlers());
    renderApp('/m/download/android');
    expect(await screen.findByRole('heading', { name: 'Install on Android' })).toBeInTheDocument();
    expect(screen.getByText(/install unknown apps/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      '/media/download/LUCKY/android.apk',
    );
  });
});

describe('download popup', () => {
  it('opens from anywhere through the store and closes', async () => {
    const user = userEvent.setup();
    mockFetch(handlers());
    renderApp('/m/activity');
    act(() => useDownloadStore.getState().openPopup());
    const popup = await screen.findByRole('dialog', { name: 'Get the app' });
    expect(within(popup).getByRole('heading', { name: 'Download the app and claim ₱58' })).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Get the app' })).not.toBeInTheDocument();
    expect(useDownloadStore.getState().popupOpen).toBe(false);
  });

  it('shows nothing and closes itself inside an installed web app', async () => {
    localStorage.setItem(STORAGE_KEYS.webclip, '1');
    mockFetch(handlers());
    renderApp('/m/activity');
    act(() => useDownloadStore.getState().openPopup());
    await waitFor(() => expect(useDownloadStore.getState().popupOpen).toBe(false));
    expect(screen.queryByRole('dialog', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it("hides the download page's 'Open instructions' while it is open", async () => {
    const user = userEvent.setup();
    mockFetch(handlers());
    renderApp('/m/download');
    expect(await screen.findByRole('button', { name: 'Open instructions' })).toBeInTheDocument();
    act(() => useDownloadStore.getState().openPopup());
    await screen.findByRole('dialog', { name: 'Get the app' });
    expect(screen.queryByRole('button', { name: 'Open instructions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open instructions' })).toBeInTheDocument();
  });

  it("the page's guide opens from 'Open instructions' and its Hide reports back (collapses it)", async () => {
    const user = userEvent.setup();
    mockFetch(handlers());
    renderApp('/m/download');
    await user.click(await screen.findByRole('button', { name: 'Open instructions' }));
    expect(screen.getByRole('region', { name: 'Add to Home Screen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('region', { name: 'Add to Home Screen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open instructions' })).toBeInTheDocument();
  });
});

describe('add-to-home guide', () => {
  const profile = '/media/download/LUCKY/webclip.mobileconfig';

  it('iOS Safari: share -> Add to Home Screen steps, no profile', () => {
    render(<AddToHomeGuide profileUrl={profile} onHide={() => {}} userAgent={IOS('17_5')} />);
    expect(screen.getByText("Tap the Share button in Safari's toolbar.")).toBeInTheDocument();
    expect(screen.getByText('Scroll down and tap Add to Home Screen.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download profile' })).not.toBeInTheDocument();
  });

  it.each(['12_1_4', '11_4'])('iOS %s: offers the MOBILECONFIG profile', (version) => {
    render(<AddToHomeGuide profileUrl={profile} onHide={() => {}} userAgent={IOS(version)} />);
    expect(screen.getByRole('link', { name: 'Download profile' })).toHaveAttribute('href', profile);
  });

  it('iOS 12.2: the share steps again', () => {
    render(<AddToHomeGuide profileUrl={profile} onHide={() => {}} userAgent={IOS('12_2')} />);
    expect(screen.queryByRole('link', { name: 'Download profile' })).not.toBeInTheDocument();
    expect(screen.getByText("Tap the Share button in Safari's toolbar.")).toBeInTheDocument();
  });

  it('hiding it notifies the parent', async () => {
    const onHide = vi.fn();
    render(<AddToHomeGuide profileUrl={profile} onHide={onHide} userAgent={IOS('17_5')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it("Chromium: uses the browser's real install prompt", async () => {
    const prompt = vi.fn(async () => {});
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    }) as BeforeInstallPromptEvent;
    act(() => useInstallPrompt.setState({ event }));
    render(<AddToHomeGuide onHide={() => {}} userAgent={ANDROID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Installed. Open it from your home screen.')).toBeInTheDocument();
  });

  it('Android without a prompt: the browser menu steps', () => {
    render(<AddToHomeGuide onHide={() => {}} userAgent={ANDROID} />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    expect(screen.getByText('Tap Install app or Add to Home screen.')).toBeInTheDocument();
  });
});
