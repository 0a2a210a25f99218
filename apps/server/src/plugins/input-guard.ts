import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Control characters are refused at the edge, the same on every database: PostgreSQL cannot store NUL in
 * text at all (SQLite would), and none of them belongs in a name, a code, a search or an id. Text bodies may
 * hold tabs and line breaks (a feedback message, a chat line); query strings and path parameters may not.
 */
// eslint-disable-next-line no-control-regex
export const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const IN_URL = /[\u0000-\u001F\u007F]/;

/** The first field holding a forbidden character, as `body.profile.name`, or null. */
export function controlCharacterField(value: unknown, path: string, pattern: RegExp, depth = 0): string | null {
  if (typeof value === 'string') return pattern.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = controlCharacterField(v, `${path}.${i}`, pattern, depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Uploads (buffers, streams) are checked by their own rules; query objects have odd prototypes, so
  // everything else with keys is walked.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function' || value instanceof Date) return null;
  for (const [k, v] of Object.entries(value)) {
    if (pattern.test(k)) return `${path}.${k}`;
    const found = controlCharacterField(v, `${path}.${k}`, pattern, depth + 1);
    if (found) return found;
  }
  return null;
}

/** How deep a JSON body may nest: the deepest request the API takes is a few levels; attackers send 50,000. */
export const MAX_BODY_DEPTH = 32;

/**
 * The nesting depth of a parsed body, walked without recursion (so a hostile body cannot overflow the stack
 * here), giving up as soon as it passes `limit`.
 */
export function depthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= limit) return true;
    if (ArrayBuffer.isView(v) || typeof (v as { pipe?: unknown }).pipe === 'function') continue;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * A query string whose percent-encoding does not decode (a stray `%`, or bytes that are not UTF-8 such as
 * `%ff`): the query parser leaves such a value undecoded, so `%00` would slip past the control-character
 * check as three harmless characters. Refused instead.
 */
function malformedQuery(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return false;
  for (const part of url.slice(q + 1).split('&')) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return true;
    }
  }
  return false;
}

function check(request: FastifyRequest): void {
  if (request.body !== null && typeof request.body === 'object' && depthExceeds(request.body, MAX_BODY_DEPTH)) {
    throw new AppError('request.invalid', { message: `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.` });
  }
  const field =
    controlCharacterField(request.params, 'params', IN_URL) ??
    controlCharacterField(request.query, 'query', IN_URL) ??
    // Raw bodies (webhooks, vendor calls) stay text for their signatures; their JSON is checked when parsed.
    (typeof request.body === 'string' ? null : controlCharacterField(request.body, 'body', IN_TEXT));
  if (field) {
    throw new AppError('request.invalid', { message: `${field} contains a control character.`, value: { field } });
  }
}

async function inputGuard(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    // Node's own 400 for HTTP/1.1 without Host is switched off (server-options.ts) so the answer is ours.
    if (request.headers.host === undefined && request.raw.httpVersion !== '1.0') {
      throw new AppError('request.invalid', { message: 'The request has no Host header.' });
    }
    if (malformedQuery(request.url)) {
      throw new AppError('request.invalid', { message: 'The query string is not valid percent-encoded UTF-8.' });
    }
  });
  app.addHook('preValidation', async (request) => check(request));
}

export default fp(inputGuard, { name: 'lobby-input-guard' });
