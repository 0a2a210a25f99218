import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onUnauthorized, unwrapEnvelope } from './client';
import { fail, mockFetch, ok } from '@/test/fetch-mock';

describe('API client', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('unwraps both envelope shapes', () => {
    expect(unwrapEnvelope({ code: 0, msg: 'ok', data: { a: 1 } })).toMatchObject({ ok: true, data: { a: 1 } });
    expect(unwrapEnvelope({ code: 'ops.forbidden', msg: 'no', data: null })).toMatchObject({ ok: false, code: 'ops.forbidden', message: 'no' });
    expect(unwrapEnvelope({ success: true, value: [1] })).toMatchObject({ ok: true, data: [1] });
    expect(unwrapEnvelope({ success: false, errorCode: 'x.y', message: 'm' })).toMatchObject({ ok: false, code: 'x.y' });
    expect(unwrapEnvelope('nope')).toBeNull();
  });

  it('returns the data, sends the cookie same-origin and marks only changes with x-console', async () => {
    const calls = mockFetch((c) => (c.method === 'GET' ? { body: { code: 0, msg: 'ok', data: { list: [] } } } : ok({ done: true })));
    await expect(api.get('/ops/merchants', { merchant: 'LUCKY', empty: undefined })).resolves.toEqual({ list: [] });
    await expect(api.post('/ops/withdrawals/W1/approve', {}, { merchant: 'LUCKY' })).resolves.toEqual({ done: true });
    expect(calls[0]!.url).toBe('/ops/merchants?merchant=LUCKY');
    expect(calls[0]!.credentials).toBe('same-origin');
    expect(calls[0]!.headers.get('x-console')).toBeNull();
    expect(calls[1]!.method).toBe('POST');
    expect(calls[1]!.headers.get('x-console')).toBe('1');
    expect(calls[1]!.headers.get('content-type')).toBe('application/json');
  });

  it('throws a typed error carrying the code and status', async () => {
    mockFetch(() => fail(409, 'console.approval.same_operator', 'same operator'));
    const error = await api.post('/ops/withdrawals/W1/approve').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'console.approval.same_operator', message: 'same operator' });
  });

  it('tells the app on 401 (to show the login screen) but not for the login call itself', async () => {
    const listener = vi.fn();
    stops.push(onUnauthorized(listener));
    mockFetch(() => fail(401, 'ops.unauthorized'));
    await expect(api.get('/ops/dashboard')).rejects.toMatchObject({ status: 401, code: 'ops.unauthorized', isUnauthorized: true });
    expect(listener).toHaveBeenCalledTimes(1);
    await expect(api.post('/ops/auth/login', { username: 'a', password: 'b' })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('marks 403 as forbidden, and a non-envelope answer as invalid', async () => {
    mockFetch((c) => (c.url.startsWith('/ops/a') ? fail(403, 'ops.forbidden') : { status: 502, body: 'bad gateway' }));
    await expect(api.get('/ops/a')).rejects.toMatchObject({ isForbidden: true, code: 'ops.forbidden' });
    await expect(api.get('/ops/b')).rejects.toMatchObject({ status: 502, code: 'response.invalid' });
  });

  it('turns a failed connection into a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/ops/x')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
