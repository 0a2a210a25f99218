import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * Helmet's headers, worked out once. Our policy does not depend on the request (no nonces, no per-route
 * overrides), so running helmet's middleware for every request, as @fastify/helmet does (it calls
 * `helmet(options)` inside its onRequest hook), bought nothing and halved the throughput of a bare route
 * (docs/decisions.md, 2026-11-22). The middleware runs here against a recording response instead.
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>): SecurityHeaders {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({ headers: {} } as IncomingMessage, recorder, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return Object.freeze(headers);
}

export interface SecurityHeadersOptions {
  helmet: Readonly<HelmetOptions>;
}

async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const headers = computeSecurityHeaders(options.helmet);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'lobby-security-headers' });
