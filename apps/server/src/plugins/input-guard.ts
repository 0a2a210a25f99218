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

function check(request: FastifyRequest): void {
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
  app.addHook('preValidation', async (request) => check(request));
}

export default fp(inputGuard, { name: 'lobby-input-guard' });
