import { envelopeOf } from '@lobby/contract';
import type { EndpointResult, EndpointSpec } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../lib/envelope.ts';
import type { TtlCache } from '../lib/ttl-cache.ts';
import { playerRoute } from './player-route.ts';
import type { EndpointHandler, ZodScope } from '../core/endpoint-route.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A public answer depends only on the merchant, the Language header and the URL. */
function cacheKey(request: FastifyRequest): string {
  return `${request.merchant.code}\n${String(request.headers.language ?? '')}\n${request.url}`;
}

/** `refresh=true` (or 1) asks for a fresh answer instead of the kept one. */
function asksRefresh(request: FastifyRequest): boolean {
  const refresh = (request.query as Record<string, unknown>).refresh;
  return refresh === 'true' || refresh === '1';
}

/** A GET whose answer is the envelope (not a document or an event stream). */
type CachedEndpoint = EndpointSpec & { method: 'GET'; answer?: 'envelope' };

export interface CachedGetOptions {
  /** refresh=true also replaces the kept answer for everyone (the hot list after an operator change) */
  refreshable?: boolean;
}

export type CachedGetRequest<E extends CachedEndpoint> = FastifyRequest & {
  query: E extends { query: infer Q extends z.ZodType } ? z.output<Q> : unknown;
};

/**
 * A public GET, registered from its descriptor (playerRoute: guard, schemas, OpenAPI), whose serialized
 * answer is kept per process in `responses` (the module's cache, so its own changes clear it). A kept
 * answer goes out from onRequest, after the descriptor's access guard but before validation and the
 * handler: it was made for exactly this merchant, language and URL, which passed validation then. A miss
 * runs `produce`, checks the value against the descriptor's response schema and keeps the JSON, so a hit
 * also skips the response serializer. `refresh=true` skips the kept answer.
 */
export function cachedGet<const E extends CachedEndpoint>(
  app: ZodScope,
  responses: TtlCache<string>,
  endpoint: E,
  produce: (request: CachedGetRequest<E>) => Promise<EndpointResult<E>>,
  options: CachedGetOptions = {},
): void {
  const envelope = envelopeOf(endpoint.response);
  // Typed as a plain handler: it sends the kept JSON text, which the type provider cannot see is the
  // envelope (it was checked against it when it was made).
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = cacheKey(request);
    const make = async () => JSON.stringify(envelope.parse(ok(await produce(request as CachedGetRequest<E>))));
    let body: string;
    if (options.refreshable && asksRefresh(request)) {
      body = await make();
      responses.set(key, body);
    } else {
      body = await responses.getOrLoad(key, make);
    }
    return reply.type(JSON_TYPE).send(body);
  };
  playerRoute(app, endpoint, handler as unknown as EndpointHandler<E>, {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (asksRefresh(request)) return;
      const body = responses.get(cacheKey(request));
      if (body !== undefined) return reply.type(JSON_TYPE).send(body);
    },
  });
}
