import { envelopeOf } from '@lobby/contract';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../lib/envelope.ts';
import type { TtlCache } from '../lib/ttl-cache.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

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

export interface CachedGetRoute<Q extends z.ZodType, V extends z.ZodType> {
  tags: string[];
  summary: string;
  description?: string;
  headers: z.ZodType;
  querystring: Q;
  /** the envelope's value on success */
  value: V;
  /** the failure answers the route documents */
  failures: Record<number, z.ZodType>;
  /** refresh=true also replaces the kept answer for everyone (the hot list after an operator change) */
  refreshable?: boolean;
}

export type CachedGetRequest<Q extends z.ZodType> = FastifyRequest & { query: z.output<Q> };

/**
 * A public GET whose serialized answer is kept per process in `responses` (the module's cache, so its
 * own changes clear it). A kept answer goes out from onRequest, before validation and the handler: it
 * was made for exactly this merchant, language and URL, which passed validation then. A miss runs
 * `produce`, checks the value against the route's schema and keeps the JSON, so a hit also skips the
 * response serializer. `refresh=true` skips the kept answer.
 */
export function cachedGet<Q extends z.ZodType, V extends z.ZodType>(
  app: ZodApp,
  responses: TtlCache<string>,
  path: string,
  route: CachedGetRoute<Q, V>,
  produce: (request: CachedGetRequest<Q>) => Promise<z.output<V>>,
): void {
  const envelope = envelopeOf(route.value);
  // Typed as a plain schema: the handler sends the kept JSON text, which the type provider cannot see
  // is the envelope (it was checked against it when it was made).
  const schema: FastifySchema = {
    tags: route.tags,
    summary: route.summary,
    ...(route.description === undefined ? {} : { description: route.description }),
    headers: route.headers,
    querystring: route.querystring,
    response: { 200: envelope, ...route.failures },
  };
  app.get(
    path,
    {
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (asksRefresh(request)) return;
        const body = responses.get(cacheKey(request));
        if (body !== undefined) return reply.type(JSON_TYPE).send(body);
      },
      schema,
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const key = cacheKey(request);
      const make = async () => JSON.stringify(envelope.parse(ok(await produce(request as CachedGetRequest<Q>))));
      let body: string;
      if (route.refreshable && asksRefresh(request)) {
        body = await make();
        responses.set(key, body);
      } else {
        body = await responses.getOrLoad(key, make);
      }
      return reply.type(JSON_TYPE).send(body);
    },
  );
}
