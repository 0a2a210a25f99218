import { envelopeOf, failureEnvelopeSchema } from '@lobby/contract';
import type { EndpointSpec, PlayerAccess } from '@lobby/contract';
import type { FastifyContextConfig, onRequestHookHandler, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { EndpointHandler, ZodScope } from '../core/endpoint-route.ts';
import { tenantHeadersSchema } from '../core/tenant-headers.ts';
import { requireAgent, requirePlayer, requireRealMember, requireSession, SESSION_SECURITY, sessionHeadersSchema } from './auth.ts';

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** The guard each access level runs (onRequest, before the body is read); `public` runs none. */
const GUARDS: Record<PlayerAccess, onRequestHookHandler | null> = {
  public: null,
  session: requireSession as onRequestHookHandler,
  real: requireRealMember as onRequestHookHandler,
  agent: requireAgent as onRequestHookHandler,
  player: requirePlayer as onRequestHookHandler,
};

/** What only the server knows about a player route: more guards, rate limits, a stricter or decrypted body, headers it reads. */
export interface PlayerRouteOptions<E extends EndpointSpec> {
  /** guards after the access level's own (a feature switch, a ticket) */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: RouteShorthandOptions['preHandler'];
  config?: Omit<FastifyContextConfig, 'permission' | 'csvExport'>;
  /** the descriptor's body with checks that need the server's data (the same shape) */
  body?: z.ZodType<z.output<Part<E, 'body'> & z.ZodType>, z.input<Part<E, 'body'> & z.ZodType>>;
  /** request headers the route documents beyond the tenant's and the session's (a signature, the body's encryption) */
  headers?: z.ZodObject;
  bodyLimit?: number;
  /** the body's media types when it is not JSON (a multipart upload the handler reads part by part), for the OpenAPI description */
  consumes?: string[];
}

/**
 * Registers a player route (`/wps`, `/lgw`) from its descriptor in the contract (`*_PLAYER_ENDPOINTS`):
 * method and url, the guard of its access level, the zod schemas (the answer inside the envelope, the
 * failures it documents), the OpenAPI tags, summary, headers and security. The handler's request and reply
 * types come from the same schemas, and the web app's client infers its call's types from them too.
 */
export function playerRoute<const E extends EndpointSpec>(app: ZodScope, endpoint: E, handler: EndpointHandler<E>, options: PlayerRouteOptions<E> = {}): void {
  const access = endpoint.access;
  if (!access) throw new Error(`${endpoint.method} ${endpoint.path}: a player route names who may call it (access)`);
  const guard = GUARDS[access];
  const more = options.onRequest === undefined ? [] : [options.onRequest].flat();
  const onRequest = [...(guard ? [guard] : []), ...more];
  const failures = Object.fromEntries(endpoint.failures.map((status) => [status, failureEnvelopeSchema]));
  const answer = endpoint.answer ?? 'envelope';
  const baseHeaders = access === 'public' ? tenantHeadersSchema : sessionHeadersSchema;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length ? { onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(options.consumes ? { consumes: options.consumes } : {}),
      headers: options.headers ? baseHeaders.extend(options.headers.shape) : baseHeaders,
      ...(access === 'public' ? {} : { security: SESSION_SECURITY }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(options.body || endpoint.body ? { body: options.body ?? endpoint.body } : {}),
      response: {
        ...(answer === 'envelope' ? { 200: envelopeOf(endpoint.response) } : answer === 'document' ? { 200: endpoint.response } : {}),
        ...failures,
      },
    },
    handler: handler as RouteHandlerMethod,
  });
}
