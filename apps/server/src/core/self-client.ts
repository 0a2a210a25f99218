import type { FastifyInstance } from 'fastify';
import inject from 'light-my-request';

export interface SelfResponse {
  status: number;
  body: string;
}

export interface SelfRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Calls this server the way an outside party would, for the parts that stand in for other companies and
 * talk to the platform only through its public protocols (the sandbox payment provider's webhooks, the
 * demo game vendor's wallet calls). While the server listens, the call is real HTTP over loopback; before
 * it listens (the test suites drive the app without a socket) it goes through request injection into the
 * app's router, which runs the same routing, hooks, parsing and signature checks. The router is called
 * directly rather than through `app.inject`, which first waits for the app to be ready: a call made while
 * the app gets ready (the demo's deposits, from an onReady hook) would wait for itself.
 */
export function createSelfClient(app: FastifyInstance): (request: SelfRequest) => Promise<SelfResponse> {
  return async ({ method, path, headers = {}, body }) => {
    const address = app.server.listening ? app.server.address() : null;
    if (address && typeof address === 'object') {
      const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
      const res = await fetch(`http://${host}:${address.port}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(15_000),
      });
      return { status: res.status, body: await res.text() };
    }
    const res = await inject(app.routing, { method, url: path, headers, payload: body });
    return { status: res.statusCode, body: res.body };
  };
}
