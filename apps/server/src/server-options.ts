import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { answerFrameworkError } from './plugins/errors.ts';
import { clientErrorHandler } from './plugins/security-headers.ts';
import type { SecurityHeaderSet } from './plugins/security-headers.ts';

/** Body size for JSON and forms; uploads go through multipart with their own limits. */
export const BODY_LIMIT = 1024 * 1024;

/** The HTTP server's settings: logging, proxies, body size, and the deadlines a slow client must meet. */
export function serverOptions(config: Config, securityHeaders: SecurityHeaderSet): FastifyServerOptions {
  return {
    logger: { level: config.logLevel },
    // A hop count is valid at run time (proxy-addr); Fastify's types leave numbers out.
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: clientErrorHandler(securityHeaders),
    // A request (headers and body) must arrive in time; an idle keep-alive connection is closed.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Node checks those deadlines on an interval (30 s by default): often enough to matter.
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.requestTimeoutMs / 2)),
    },
  } as FastifyServerOptions;
}
