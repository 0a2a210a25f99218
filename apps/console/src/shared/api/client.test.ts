import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, endpoints, onUnauthorized, unwrapEnvelope } from './client';
import { fail, fixture, mockFetch } from '@/test/fetch-mock';

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

  it("calls an endpoint by its descriptor: its method and path, the parameters encoded, the query without empty values", async () => {
    const calls = mockFetch((c) => (c.method === 'GET' ? { body: { code: 0, msg: 'ok', data: { list: [], total: 0 } } } : fixture(endpoints.approveAdjustment, adjustment)));
    await expect(api.call(endpoints.members, { query: { merchant: 'LUCKY', q: undefined, field: 'any' } })).resolves.toEqual({ list: [], total: 0 });
    await expect(api.call(endpoints.approveAdjustment, { params: { id: 7 } })).resolves.toEqual(adjustment);
    await api.call(endpoints.memberNotes, { params: { account: 'a b/c' }, query: { merchant: 'LUCKY' } });
    expect(calls[0]!.url).toBe('/ops/members?merchant=LUCKY&field=any');
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.credentials).toBe('same-origin');
    expect(calls[0]!.headers.get('x-console')).toBeNull();
    expect(calls[1]!.url).toBe('/ops/adjustments/7/approve');
    expect(calls[1]!.method).toBe('POST');
    expect(calls[1]!.headers.get('x-console')).toBe('1');
    expect(calls[1]!.headers.get('content-type')).toBe('application/json');
    expect(calls[1]!.body).toEqual({});
    expect(calls[2]!.url).toBe('/ops/members/a%20b%2Fc/notes?merchant=LUCKY');
  });

  it('sends a body as JSON and deletes without one', async () => {
    const calls = mockFetch(() => ({ body: { success: true, value: null } }));
    await api.call(endpoints.setMemberStatus, { params: { account: 'juan' }, query: { merchant: 'LUCKY' }, body: { enabled: false, reason: 'fraud' } });
    await api.call(endpoints.deleteAnnouncement, { params: { id: 3 }, query: { merchant: 'LUCKY' } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/ops/members/juan/status?merchant=LUCKY', body: { enabled: false, reason: 'fraud' } });
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/ops/announcements/3?merchant=LUCKY', body: undefined });
    expect(calls[1]!.headers.get('x-console')).toBe('1');
  });

  it('builds the address of a CSV export or a stream from the same descriptor', () => {
    expect(api.url(endpoints.withdrawals, { query: { merchant: 'LUCKY', status: 'all', format: 'csv' } })).toBe('/ops/withdrawals?merchant=LUCKY&status=all&format=csv');
    expect(api.url(endpoints.chatStream, { query: { merchant: 'GOLDEN' } })).toBe('/ops/chat/stream?merchant=GOLDEN');
  });

  it('throws a typed error carrying the code and status', async () => {
    mockFetch(() => fail(409, 'console.approval.same_operator', 'same operator'));
    const error = await api.call(endpoints.approveWithdrawal, { params: { orderNo: 'W1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'console.approval.same_operator', message: 'same operator' });
  });

  it('tells the app on 401 (to show the login screen) but not for the login call itself', async () => {
    const listener = vi.fn();
    stops.push(onUnauthorized(listener));
    mockFetch(() => fail(401, 'ops.unauthorized'));
    await expect(api.call(endpoints.dashboard, { query: { from: '2026-11-01', to: '2026-11-02' } })).rejects.toMatchObject({ status: 401, code: 'ops.unauthorized', isUnauthorized: true });
    expect(listener).toHaveBeenCalledTimes(1);
    await expect(api.call(endpoints.login, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('marks 403 as forbidden, and a non-envelope answer as invalid', async () => {
    mockFetch((c) => (c.url.startsWith('/ops/merchants') ? fail(403, 'ops.forbidden') : { status: 502, body: 'bad gateway' }));
    await expect(api.call(endpoints.brands)).rejects.toMatchObject({ isForbidden: true, code: 'ops.forbidden' });
    await expect(api.call(endpoints.operators)).rejects.toMatchObject({ status: 502, code: 'response.invalid' });
  });

  it('turns a failed connection into a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.call(endpoints.me)).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

const adjustment = {
  id: 7,
  merchant: 'LUCKY',
  account: 'juan',
  amount: '600.00',
  currency: 'PHP',
  reason: 'Lost deposit found',
  status: 'posted' as const,
  requestedBy: 'alice',
  approvals: [{ by: 'alice', at: 1 }, { by: 'bob', at: 2 }],
  transferId: 99,
  createdAt: 1,
};
