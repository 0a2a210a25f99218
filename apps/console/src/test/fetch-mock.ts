import { vi } from 'vitest';

export interface Call {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

export const ok = (value: unknown) => ({ status: 200, body: { success: true, value } });

/**
 * A success whose value is first parsed with the server's own response schema (from @lobby/contract, the
 * one the route declares): a fixture that drifts from what the server answers fails the test here.
 */
export function served<S extends { parse: (value: unknown) => unknown }>(schema: S, value: unknown) {
  return ok(schema.parse(value));
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
