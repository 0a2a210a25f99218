import { describe, expect, it, vi } from 'vitest';
import { NATIVE_APP_UA_MARKER } from '@lobby/contract';
import { createQueryClient } from './query-client';
import { getMerchant } from '@/shared/lib/merchant';
import { useSessionStore } from '@/shared/lib/session';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch } from '@/test/render-app';
import { startUp } from './start-up';
import { dehydrate } from '@tanstack/react-query';
import { readCachedStatus } from '@/shared/api/system/status-cache';
import { statusKeys } from '@/shared/api/system/get-status';
import { forgetSsrState, serialiseSsrState, SSR_STATE_ID, type SsrState } from '@/shared/lib/ssr-state';

/** Puts a server-rendered page's state block into the document, as the server writes it. */
function serverRendered(state: Partial<SsrState> = {}) {
  const server = createQueryClient();
  const status = makeStatus({ info: { merchantCode: 'LUCKY' } });
  server.setQueryData(statusKeys.all, status);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SSR_STATE_ID;
  block.textContent = serialiseSsrState({
    merchant: 'LUCKY',
    language: 'EN',
    theme: 'dark',
    session: null,
    canRenew: false,
    queries: dehydrate(server),
    router: { loaderData: {}, actionData: null, errors: null },
    ...state,
  });
  document.body.append(block);
  forgetSsrState();
  return () => {
    block.remove();
    forgetSsrState();
  };
}

function at(search: string) {
  window.history.replaceState(null, '', `/m/home${search}`);
}

describe('start-up of a server-rendered page', () => {
  it("hydrates the page's data, asks for none of it, and keeps the status for an offline start", async () => {
    const done = serverRendered();
    const fetchMock = mockFetch({});
    const client = createQueryClient();
    const result = await startUp(client);
    expect(result).toMatchObject({ hydrate: true, lang: 'EN' });
    expect(client.getQueryData(statusKeys.all)).toMatchObject({ info: { merchantCode: 'LUCKY' } });
    expect(readCachedStatus()?.value.info.merchantCode).toBe('LUCKY');
    expect(getMerchant()).toBe('LUCKY');
    expect(document.cookie).toContain('merchant=LUCKY');
    expect(fetchMock).not.toHaveBeenCalled();
    done();
  });

  it("renders afresh when the saved language is not the page's, and writes the cookie for the next page", async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'TY');
    const done = serverRendered({ language: 'EN' });
    mockFetch({ '/wps/system/status': () => envelope(makeStatus({ info: { merchantCode: 'LUCKY' } })) });
    const result = await startUp(createQueryClient());
    expect(result.hydrate).toBe(false);
    expect(document.cookie).toContain('language=TY');
    done();
  });
});

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
    expect((await startUp(createQueryClient())).lang).toBe('TY');
    expect(document.documentElement.lang).toBe('tl');
  });

  it('applies the saved theme', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    mockFetch({ '/wps/system/status': () => new Promise<Response>(() => {}) });
    await startUp(createQueryClient());
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('start-up session renewal', () => {
  const renewAnswer = () =>
    envelope({ token: null, userName: 'demo', type: 0, merchantCode: 'LUCKY', firstTimeLogin: false, expiresAt: Date.now() + 60_000 });

  it('renews silently from the remember-device cookie when nothing is stored, once per tab', async () => {
    localStorage.setItem(STORAGE_KEYS.merchant, 'LUCKY');
    let renewals = 0;
    mockFetch({
      '/wps/system/status': () => new Promise<Response>(() => {}),
      '/wps/session/renew': () => {
        renewals += 1;
        return renewals === 1 ? failure(401, 'login.required', 'no') : renewAnswer();
      },
    });
    await startUp(createQueryClient());
    expect(renewals).toBe(1);
    expect(useSessionStore.getState().info).toBeNull();
    // a reload of this tab does not ask again
    await startUp(createQueryClient());
    expect(renewals).toBe(1);

    sessionStorage.clear();
    await startUp(createQueryClient());
    expect(renewals).toBe(2);
    expect(useSessionStore.getState().info).toMatchObject({ userName: 'demo', type: 0 });
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).not.toContain('token');
  });

  it('does not renew after a logout (autoLogin 0), unless a social login just landed', async () => {
    localStorage.setItem(STORAGE_KEYS.merchant, 'LUCKY');
    localStorage.setItem(STORAGE_KEYS.autoLogin, '0');
    let renewals = 0;
    mockFetch({
      '/wps/system/status': () => new Promise<Response>(() => {}),
      '/wps/session/renew': () => {
        renewals += 1;
        return renewAnswer();
      },
    });
    await startUp(createQueryClient());
    expect(renewals).toBe(0);

    at('?login=social&tab=1');
    await startUp(createQueryClient());
    expect(renewals).toBe(1);
    expect(useSessionStore.getState().info?.userName).toBe('demo');
    // the marker leaves the address so a reload is not another login
    expect(window.location.search).toBe('?tab=1');
    at('');
  });
});
