import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, failure } from '@/test/fixtures';
import { mockFetch } from '@/test/render-app';
import { ApiError, http, request } from './http';
import { changeLanguage } from './i18n';
import { initMerchant } from './merchant';
import { startSession, useSessionStore } from './session';
import { useToastStore } from './toast';

const toastTexts = () => useToastStore.getState().toasts.map((t) => t.text);

describe('http client', () => {
  beforeEach(() => {
    initMerchant('');
  });

  it('sends Language always, Merchant once known, asks for cookie transport and never sends a token', async () => {
    const seen: Headers[] = [];
    mockFetch({
      '/wps/ping': (req) => {
        seen.push(req.headers);
        return envelope('pong');
      },
    });

    await http.get('/wps/ping');
    expect(seen[0]!.get('Language')).toBe('EN');
    expect(seen[0]!.has('Merchant')).toBe(false);
    expect(seen[0]!.has('Authorization')).toBe(false);
    expect(seen[0]!.get('Session-Transport')).toBe('cookie');

    initMerchant('?merchant=LUCKY');
    startSession({ userName: 'demo', type: 0, merchantCode: 'LUCKY', expiresAt: Date.now() + 60_000 });
    await changeLanguage('TY');
    await http.get('/wps/ping');
    expect(seen[1]!.get('Merchant')).toBe('LUCKY');
    // the session token lives only in the HttpOnly cookie, which the browser attaches by itself
    expect(seen[1]!.has('Authorization')).toBe(false);
    expect(seen[1]!.get('Language')).toBe('TY');
  });

  it('unwraps the success envelope to its value and sends JSON bodies', async () => {
    let body: unknown;
    mockFetch({
      '/wps/echo': async (req) => {
        body = await req.json();
        expect(req.headers.get('Content-Type')).toBe('application/json');
        expect(req.method).toBe('POST');
        return envelope({ ok: true, n: 2 });
      },
    });
    await expect(http.post('/wps/echo', { a: 1 })).resolves.toEqual({ ok: true, n: 2 });
    expect(body).toEqual({ a: 1 });
  });

  it('adds query parameters, skipping empty ones', async () => {
    let url = '';
    mockFetch({
      '/wps/list': (req) => {
        url = req.url;
        return envelope([]);
      },
    });
    await http.get('/wps/list', { query: { page: 2, lang: 'EN', skip: undefined, none: null } });
    expect(new URL(url).search).toBe('?page=2&lang=EN');
  });

  it('throws a typed ApiError with status, code, message and value, and toasts the translated text', async () => {
    mockFetch({
      '/wps/session/login': () =>
        failure(401, 'login.not.session', 'You are not logged in!', { captcha: true }),
    });
    await changeLanguage('TY');
    const error = await http.post('/wps/session/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      errorCode: 'login.not.session',
      message: 'You are not logged in!',
      value: { captcha: true },
    });
    expect(toastTexts()).toEqual(['Hindi ka naka-login!']);
  });

  it('falls back to the server message for a code the web does not know', async () => {
    mockFetch({ '/wps/x': () => failure(409, 'brand.new.code', 'Something new happened') });
    await expect(http.get('/wps/x')).rejects.toMatchObject({ errorCode: 'brand.new.code', status: 409 });
    expect(toastTexts()).toEqual(['Something new happened']);
  });


  it("fills the translation in from the error's value: the merchant's own age limit, not a fixed 18", async () => {
    mockFetch({
      '/wps/a': () => failure(400, 'register.age.under', 'Please confirm you are 21 years old', { ageLimit: 21 }),
      '/wps/b': () => failure(400, 'register.age.under', 'Please confirm you are 21 years old'),
    });
    await changeLanguage('CN');
    await expect(http.get('/wps/a')).rejects.toMatchObject({ errorCode: 'register.age.under' });
    // a value the error did not carry leaves no {{placeholder}} on screen: the server's filled-in words show
    await expect(http.get('/wps/b')).rejects.toMatchObject({ errorCode: 'register.age.under' });
    expect(toastTexts()).toEqual(['请确认您已年满21周岁', 'Please confirm you are 21 years old']);
    await changeLanguage('EN');
  });
  it('stays quiet when the call is silent', async () => {
    mockFetch({ '/wps/x': () => failure(403, 'permission.denied', 'nope') });
    await expect(request('/wps/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toastTexts()).toEqual([]);
  });

  it('turns a network failure into code "network" with the No Internet text', async () => {
    mockFetch({
      '/wps/x': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await http.get('/wps/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, errorCode: 'network', message: 'No Internet' });
    expect(toastTexts()).toEqual(['No Internet']);
  });

  it('rejects a non-envelope answer instead of passing garbage on', async () => {
    mockFetch({ '/wps/x': () => new Response('<html>proxy error</html>', { status: 502 }) });
    await expect(http.get('/wps/x')).rejects.toMatchObject({ status: 502, errorCode: 'common.unknown' });
    expect(toastTexts()).toEqual(['Unknown error']);
  });

  it('does not toast a cancelled request', async () => {
    const controller = new AbortController();
    mockFetch({
      '/wps/slow': () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    });
    await expect(http.get('/wps/slow', { signal: controller.signal })).rejects.toThrow();
    expect(toastTexts()).toEqual([]);
  });

  it.each(['login.session.expired', 'login.not.session'])('forgets the session on a 401 %s from any call', async (code) => {
    startSession({ userName: 'demo', type: 0, merchantCode: 'LUCKY', expiresAt: Date.now() + 60_000 });
    sessionStorage.setItem('MC_MEMBER_INFO', '{"id":1}');
    mockFetch({ '/wps/wallets/gcs': () => failure(401, code, 'gone') });
    await expect(http.get('/wps/wallets/gcs')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().info).toBeNull();
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(sessionStorage.getItem('MC_MEMBER_INFO')).toBeNull();
  });

  it('keeps the session on other failures', async () => {
    startSession({ userName: 'demo', type: 0, merchantCode: 'LUCKY', expiresAt: Date.now() + 60_000 });
    mockFetch({ '/wps/member/password': () => failure(403, 'permission.trial', 'no') });
    await expect(http.post('/wps/member/password', {})).rejects.toMatchObject({ status: 403 });
    expect(useSessionStore.getState().info?.userName).toBe('demo');
  });
});
