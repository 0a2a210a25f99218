import { describe, expect, it, vi } from 'vitest';
import { NATIVE_APP_UA_MARKER } from '@lobby/contract';
import { createQueryClient } from '@/shared/lib/query-client';
import { getMerchant } from '@/shared/lib/merchant';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch } from '@/test/render-app';
import { startUp } from './start-up';

function at(search: string) {
  window.history.replaceState(null, '', `/m/home${search}`);
}

describe('start-up', () => {
  it('takes the merchant from ?merchant=, remembers it and sends it with the status call', async () => {
    at('?merchant=ACME');
    const fetchMock = mockFetch({ '/wps/system/status': () => envelope(makeStatus({ info: { merchantCode: 'ACME' } })) });
    await startUp(createQueryClient());
    expect(getMerchant()).toBe('ACME');
    expect(localStorage.getItem(STORAGE_KEYS.merchant)).toBe('ACME');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(new Headers(init.headers).get('Merchant')).toBe('ACME');
    at('');
  });

  it('ignores a malformed ?merchant= and keeps the saved one', async () => {
    localStorage.setItem(STORAGE_KEYS.merchant, 'SAVED');
    at('?merchant=%3Cscript%3E');
    mockFetch({ '/wps/system/status': () => envelope(makeStatus({ info: { merchantCode: 'SAVED' } })) });
    await startUp(createQueryClient());
    expect(getMerchant()).toBe('SAVED');
    at('');
  });

  it('adds app-wrapper to <html> only inside the native wrapper', async () => {
    mockFetch({ '/wps/system/status': () => envelope(makeStatus()) });
    await startUp(createQueryClient());
    expect(document.documentElement).not.toHaveClass('app-wrapper');

    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`Mozilla/5.0 Mobile ${NATIVE_APP_UA_MARKER}/1.0`);
    await startUp(createQueryClient());
    expect(document.documentElement).toHaveClass('app-wrapper');
    ua.mockRestore();
  });

  it('starts in the saved language when the cached merchant supports it, and sets <html lang>', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'TY');
    mockFetch({ '/wps/system/status': () => new Promise<Response>(() => {}) });
    expect(await startUp(createQueryClient())).toBe('TY');
    expect(document.documentElement.lang).toBe('tl');
  });

  it('applies the saved theme', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    mockFetch({ '/wps/system/status': () => new Promise<Response>(() => {}) });
    await startUp(createQueryClient());
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
