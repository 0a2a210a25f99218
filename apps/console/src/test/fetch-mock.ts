import { vi } from 'vitest';
import type { EndpointResultInput, EndpointSpec } from '@lobby/contract/endpoints';

export interface Call {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

/**
 * An endpoint's success answer, written as the server may answer it (the response schema's input type) and
 * parsed with that schema before it is served: a fixture that drifts from the route fails to compile, and
 * one the types cannot catch (a pattern, a range) fails the test here.
 */
export function fixture<E extends EndpointSpec>(endpoint: E, value: EndpointResultInput<E>) {
  return { status: 200, body: { success: true, value: endpoint.response.parse(value) } };
}


export const fail = (status: number, errorCode: string, message = errorCode) => ({ status, body: { success: false, errorCode, message } });

/** Replaces fetch: each call goes to `handler` (method + path without query); unhandled calls answer 404. */
export function mockFetch(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    };
    calls.push(call);
    const answer = handler(call) ?? fail(404, 'request.not.found');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

export function pathOf(url: string): string {
  return url.split('?')[0]!;
}
