import { LogController } from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { redactUrl, REDACTED } from './lib/redact.ts';
import { trustFunctionOf } from './lib/trust-proxy.ts';
import { requestIdOf } from './core/observability/requests.ts';
import { answerFrameworkError } from './plugins/errors.ts';
import { clientErrorHandler } from './plugins/security-headers.ts';
import type { SecurityHeaderSet } from './plugins/security-headers.ts';

/** `http://host:port/a?b` -> `/a?b`; origin-form targets pass unchanged. */
export function originForm(target: string): string {
  if (target.startsWith('/')) return target;
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^#]*)/i.exec(target);
  if (!match) return target;
  const rest = match[1] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Body size for JSON and forms; uploads go through multipart with their own limits. */
export const BODY_LIMIT = 1024 * 1024;

/** The HTTP server's settings: logging, proxies, body size, and the deadlines a slow client must meet. */
export function serverOptions(
  config: Config,
  securityHeaders: SecurityHeaderSet,
  logStream?: NodeJS.WritableStream,
): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // A logged URL never carries a credential (`?token=…`, `?code=…`, `?password=…`): access logs are read
      // by more people than the database is. Bodies and headers are not logged at all.
      serializers: {
        req: (request: { method: string; url: string; ip?: string; host?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: REDACTED },
    },
    // One line per request, written when it is answered (core/observability/requests.ts), with the request id
    // the proxy sent or a UUID; Fastify's two lines per request are off.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
    // a function for a hop count: Fastify reads a bare number as "trust nothing" (lib/trust-proxy.ts)
    trustProxy: trustFunctionOf(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: clientErrorHandler(securityHeaders),
    // A request (headers and body) must arrive in time; an idle keep-alive connection is closed.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // A request target in absolute form (`GET http://host/path`, which HTTP/1.1 servers must accept) is routed,
    // and read by every hook, as its path: tenant and session resolution match paths, not URLs.
    rewriteUrl: (req) => originForm(req.url ?? '/'),
    http: {
      // Node checks the deadlines above on an interval (30 s by default): often enough to matter.
      // HTTP/1.1 without Host is refused by the input guard in the envelope, not by Node's bare 400
      requireHostHeader: false,
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.requestTimeoutMs / 2)),
    },
  } as FastifyServerOptions;
}
