import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { BOOT_SCRIPT_CSP_SOURCE } from './web-boot.ts';

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * Helmet's headers, worked out once. Our policy does not depend on the request (no nonces, no per-route
 * overrides), so running helmet's middleware for every request, as @fastify/helmet does (it calls
 * `helmet(options)` inside its onRequest hook), bought nothing and halved the throughput of a bare route.
 * The middleware runs here once, against a recording response, instead.
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

/**
 * The SPA: own scripts only (and the one inline boot script of server-rendered pages, by its hash), inline
 * styles (React style props), images also from data: and blob: URLs.
 */
export const WEB_APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", BOOT_SCRIPT_CSP_SOURCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // Installs are often reached over plain http on a LAN address; upgrading would break every asset.
  upgradeInsecureRequests: null,
};

/**
 * The operators' console (/console): its own scripts and styles only (inline styles for React style props
 * and the editor), API calls and the chat stream to this origin, and never framed by anyone.
 */
export const CONSOLE_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy with more image origins in `img-src`: the HTML pages allow the merchants' image CDNs (an
 * operator setting), nothing else does. An origin that is not a plain http(s) origin is left out.
 */
export function withImageOrigins(policy: string, bases: readonly string[]): string {
  const origins = new Set<string>();
  for (const base of bases) {
    try {
      const url = new URL(base);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  if (origins.size === 0) return policy;
  return policy
    .split(';')
    .map((directive) => (directive.trim().startsWith('img-src ') ? `${directive} ${[...origins].join(' ')}` : directive))
    .join(';');
}

/** Powerful browser features the app never uses are switched off for it and anything it frames. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()';

export interface SecurityHeaderSet {
  /** every answer's headers */
  common: SecurityHeaders;
  /** HSTS: only meaningful, and only sent, over HTTPS (plain-http LAN installs would otherwise pin themselves) */
  hsts: string | undefined;
}

export function securityHeaderSet(options: Readonly<HelmetOptions>): SecurityHeaderSet {
  const { 'strict-transport-security': hsts, ...rest } = computeSecurityHeaders(options);
  return { common: Object.freeze({ ...rest, 'permissions-policy': PERMISSIONS_POLICY }), hsts };
}

/**
 * The answer to a request Node's HTTP parser refused before Fastify saw it (headers over 16 KB, a malformed
 * request line, a body that never finished): still the envelope, still the security headers.
 */
export function clientErrorHandler(headers: SecurityHeaderSet) {
  return (err: NodeJS.ErrnoException & { code?: string }, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason, errorCode, message] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'request.headers.too.large', 'The request headers are too large.']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'request.timeout', 'The request took too long to arrive.']
          : [400, 'Bad Request', 'request.invalid', 'The request could not be read.'];
    const body = JSON.stringify({ success: false, errorCode, message });
    const lines = [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers.common).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}

const MEDIA_PREFIX = '/media/';

export interface SecurityHeadersOptions {
  headers: SecurityHeaderSet;
}

async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const { common, hsts } = options.headers;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(common);
    // Artwork is public and is served to the pages through the merchants' image CDNs, other origins that
    // pass these headers on: another site's page may show it (an <img> reads no data across origins).
    if (request.url.startsWith(MEDIA_PREFIX)) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'lobby-security-headers' });
