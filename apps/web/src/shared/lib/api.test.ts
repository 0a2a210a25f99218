import { describe, expect, expectTypeOf, it } from 'vitest';
import { GAME_PATHS, MONEY_PATHS } from '@lobby/contract/paths';
import type { Funds } from '@lobby/contract';
import { envelope } from '@/test/fixtures';
import { mockFetch } from '@/test/render-app';
import { api } from './api';
import { initMerchant } from './merchant';

/**
 * The typed player client: a call's method, path, parameters, query and body reach the server as named, and
 * its types come from the route's descriptor in the contract. The `@ts-expect-error` lines are the drift
 * checks: each is a call the compiler must refuse (the type check of `npm test` fails if one is accepted).
 */
describe('the player API client', () => {
  it('fills the path parameters (encoded), sends the query without empty values, the body as JSON, by the method named', async () => {
    initMerchant('?merchant=LUCKY');
    const seen: { method: string; url: string; body: string }[] = [];
    const fetchMock = mockFetch({});
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      seen.push({ method: request.method, url: request.url.replace('http://localhost', ''), body: await request.text() });
      return envelope({ ok: true });
    });

    await api.get(MONEY_PATHS.depositOrder, { params: { orderNo: 'D 1/2' } });
    await api.get(GAME_PATHS.hot, { query: { merchantCode: 'LUCKY', isPlatform: 2, language: 'EN', platform: 'html5', refresh: undefined } });
    await api.post(MONEY_PATHS.depositOrders, { body: { channelId: 3, amount: 500, requestId: 'r-1' } });

    expect(seen).toEqual([
      { method: 'GET', url: '/wps/deposit/orders/D%201%2F2', body: '' },
      { method: 'GET', url: '/lgw/games/hot?merchantCode=LUCKY&isPlatform=2&language=EN&platform=html5', body: '' },
      { method: 'POST', url: '/wps/deposit/orders', body: '{"channelId":3,"amount":500,"requestId":"r-1"}' },
    ]);
  });

  it("types each call by its route's descriptor, and refuses calls the route does not take", () => {
    // Only types are checked here: nothing is called.
    const never = false as boolean;
    if (never) {
      expectTypeOf(api.get(MONEY_PATHS.funds)).resolves.toEqualTypeOf<Funds>();
      // @ts-expect-error the hot list is read, not posted
      void api.post(GAME_PATHS.hot);
      // @ts-expect-error one deposit needs its order number
      void api.get(MONEY_PATHS.depositOrder);
      // @ts-expect-error the parameter is named orderNo
      void api.get(MONEY_PATHS.depositOrder, { params: { id: 'D1' } });
      // @ts-expect-error a deposit names its channel by id
      void api.post(MONEY_PATHS.depositOrders, { body: { channel: 'gcash', amount: 500, requestId: 'r' } });
      // @ts-expect-error no route is described at this path
      void api.get('/wps/not-a-route');
    }
  });
});
