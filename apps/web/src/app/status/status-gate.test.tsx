import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import { getMerchant } from '@/shared/lib/merchant';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, mockStatus, renderApp } from '@/test/render-app';

describe('system status gate', () => {
  it('renders the app when the status is 0', async () => {
    mockStatus(makeStatus());
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { name: 'Welcome to Lucky Star' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('renders the maintenance page when the status is 1', async () => {
    mockStatus(makeStatus({ maintenance: true, status: 1 }));
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { name: 'System upgrading' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lucky Star' })).toHaveAttribute('src', '/media/brand/LUCKY/logo-h72.webp');
  });

  it('renders the region page with the IP and a contact link when the status is 2', async () => {
    mockStatus(
      makeStatus({
        regionRestriction: true,
        status: 2,
        info: {
          socialLinks: [{ key: 'TELEGRAM', url: 'https://t.me/lucky_help', labelNameEn: 'Telegram' }],
        },
      }),
    );
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      'https://t.me/lucky_help',
    );
  });

  it('prefers the decrypted customer-service link on the region page', async () => {
    const { encryptPath } = await import('@lobby/contract');
    const path = await encryptPath('https://support.lucky.test/chat');
    mockStatus(
      makeStatus({
        regionRestriction: true,
        status: 2,
        info: {
          customerService: [{ title: 'Live support', path }],
          socialLinks: [{ key: 'TELEGRAM', url: 'https://t.me/lucky_help', labelNameEn: 'Telegram' }],
        },
      }),
    );
    renderApp('/m/home');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
        'href',
        'https://support.lucky.test/chat',
      ),
    );
  });

  it('paints from the cached status before the network answers, then refreshes', async () => {
    localStorage.setItem(
      STORAGE_KEYS.statusCache,
      JSON.stringify({ savedAt: Date.now() - 120_000, value: makeStatus() }),
    );
    let answer: (r: Response) => void = () => {};
    const fetchMock = mockFetch({
      '/wps/system/status': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/m/home');
    // The network has not answered, yet the app is there.
    expect(await screen.findByRole('heading', { name: 'Welcome to Lucky Star' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
    answer(envelope(makeStatus({ maintenance: true, status: 1 })));
    expect(await screen.findByRole('heading', { name: 'System upgrading' })).toBeInTheDocument();
  });

  it('ignores a cache that belongs to another merchant', async () => {
    localStorage.setItem(STORAGE_KEYS.merchant, 'OTHER');
    const { initMerchant } = await import('@/shared/lib/merchant');
    initMerchant('');
    localStorage.setItem(
      STORAGE_KEYS.statusCache,
      JSON.stringify({ savedAt: Date.now(), value: makeStatus() }),
    );
    mockFetch({ '/wps/system/status': () => new Promise<Response>(() => {}) });
    renderApp('/m/home');
    expect(await screen.findByText('Please wait')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Lucky Star' })).not.toBeInTheDocument();
  });

  it('shows the full-screen retry page when the status fails with nothing cached', async () => {
    let calls = 0;
    mockFetch({
      '/wps/system/status': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return envelope(makeStatus());
      },
    });
    renderApp('/m/home');
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    // silent call: the page explains the failure, no toast on top of it
    expect(screen.queryByText('No Internet')).not.toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Welcome to Lucky Star' })).toBeInTheDocument();
  });

  it('remembers the merchant the server resolved and caches the answer', async () => {
    mockStatus(makeStatus());
    renderApp('/m/home');
    await screen.findByRole('heading', { name: 'Welcome to Lucky Star' });
    expect(getMerchant()).toBe('LUCKY');
    expect(localStorage.getItem(STORAGE_KEYS.merchant)).toBe('LUCKY');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.statusCache)!).value.info.merchantCode).toBe('LUCKY');
  });

  it('switches to the merchant default language when nothing is saved and the device language is unsupported', async () => {
    Object.defineProperty(navigator, 'languages', { value: ['de-DE'], configurable: true });
    try {
      mockStatus(makeStatus());
      renderApp('/m/home');
      expect(await screen.findByRole('heading', { name: 'Maligayang pagdating sa Lucky Star' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('tl');
      // a re-pick is not the player's choice: nothing saved
      expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    } finally {
      Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true });
    }
  });
});
