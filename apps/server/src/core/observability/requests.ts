import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from '../../lib/redact.ts';
import type { Metrics } from './metrics.ts';
import { isQuietPath } from './quiet-paths.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's request id is kept when it is a plain token (a proxy's or a client's trace id), else replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` the proxy or client sent (when it is a plain token), else a
 * random UUID, which is unique across instances without coordination (Fastify's default is a counter per
 * process: two instances would hand out the same ids).
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}


const SUBREQUEST_HEADER = 'x-lobby-subrequest';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The headers that mark a call the server makes to its own routes while it renders a page: the page's
     * request is logged and measured, its data calls are not. The value is random per process, so no
     * outside request can pass as one.
     */
    readonly subrequestHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * One log line per request (method, redacted URL, route, status, duration, request id), none for
 * probes, scrapes and a page's own data calls; the request id echoed on every answer; request durations
 * into the metrics.
 */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  const marker = randomBytes(16).toString('hex');
  const markerBytes = Buffer.from(marker);
  app.decorate('subrequestHeaders', { getter: () => ({ [SUBREQUEST_HEADER]: marker }) });

  const isSubrequest = (request: FastifyRequest): boolean => {
    const sent = request.headers[SUBREQUEST_HEADER];
    if (typeof sent !== 'string' || sent.length !== marker.length) return false;
    return timingSafeEqual(Buffer.from(sent), markerBytes);
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // the request's trace span (tracing.ts, when traces are on) carries the id the log line carries
    trace.getActiveSpan()?.setAttribute('http.request_id', request.id);
  });

  app.addHook('onResponse', async (request, reply) => {
    if (isQuietPath(request.url) || isSubrequest(request)) return;
    // the web app's pages are answered by the not-found handler (server rendering): "page"; an unknown address "unmatched"
    const route = request.routeOptions.url ?? (reply.statusCode === 404 ? 'unmatched' : 'page');
    const ms = reply.elapsedTime;
    metrics.http.observe({ method: request.method, route, status: String(reply.statusCode) }, ms / 1000);
    request.log.info(
      { method: request.method, url: redactUrl(request.url), route, status: reply.statusCode, ms: Math.round(ms * 10) / 10, ip: request.ip },
      'request',
    );
  });
}
