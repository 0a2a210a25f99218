import { envelopeOf, failureEnvelopeSchema, OPS_PREFIX } from '@lobby/contract';
import type { EndpointSpec } from '@lobby/contract';
import type { ContextConfigDefault, FastifyContextConfig, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface, RouteHandlerMethod } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { OPS_SECURITY } from './ops.ts';

/** A Fastify instance with the zod type provider: an /ops route plugin's scope. */
export type ZodScope = Parameters<FastifyPluginAsyncZod>[0];

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type Failures<E extends EndpointSpec> = { [S in E['failures'][number]]: typeof failureEnvelopeSchema };
type Success<E extends EndpointSpec> = E['answer'] extends 'events'
  ? Record<never, never>
  : E['answer'] extends 'document'
    ? { 200: E['response'] }
    : { 200: ReturnType<typeof envelopeOf<E['response']>> };

/** The route schema a descriptor stands for, as the zod type provider reads it (request and reply types). */
export type EndpointSchema<E extends EndpointSpec> = {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: Success<E> & Failures<E>;
};

/** A handler of the descriptor's route: request.params, .query and .body parsed, the answer checked against the envelope. */
export type EndpointHandler<E extends EndpointSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** What only the server knows about a route: its audit redactions, a stricter body check. */
export interface EndpointRouteOptions<E extends EndpointSpec> {
  config?: Pick<FastifyContextConfig, 'auditSecrets' | 'audit'>;
  /** the descriptor's body with checks that need the server's data (the same shape) */
  body?: z.ZodType<z.output<Part<E, 'body'> & z.ZodType>, z.input<Part<E, 'body'> & z.ZodType>>;
}

/** The path inside the /ops scope: app.ts mounts the scope at OPS_PREFIX, the one place the prefix is added. */
export function opsRouteUrl(path: string): string {
  if (!path.startsWith(`${OPS_PREFIX}/`)) throw new Error(`${path} is not an operator route (${OPS_PREFIX}/...)`);
  return path.slice(OPS_PREFIX.length);
}

/**
 * The response schemas a descriptor documents: the success (inside the envelope, as a document, or none for an
 * event stream or a redirect) and the failure envelope under each failure status. `document` is the success
 * schema as OpenAPI shows it when the answer is not JSON (a CSV download).
 */
export function endpointResponses(endpoint: EndpointSpec, document: unknown = endpoint.response): Record<number, unknown> {
  const answer = endpoint.answer ?? 'envelope';
  return {
    ...(answer === 'envelope' ? { 200: envelopeOf(endpoint.response) } : answer === 'document' ? { 200: document } : {}),
    ...Object.fromEntries(endpoint.failures.map((status) => [status, failureEnvelopeSchema])),
  };
}

/**
 * Registers an operator route from its descriptor in the contract (packages/contract, `*_ENDPOINTS`): method
 * and url, the zod schemas (the answer inside the envelope, the failures it documents), the OpenAPI tags,
 * summary, description and security, the permission the /ops guard checks, and a CSV export's flag. The
 * handler's request and reply types come from the same schemas, so the route can only answer what the
 * descriptor promises its callers.
 */
export function route<const E extends EndpointSpec>(scope: ZodScope, endpoint: E, handler: EndpointHandler<E>, options: EndpointRouteOptions<E> = {}): void {
  scope.route({
    method: endpoint.method,
    url: opsRouteUrl(endpoint.path),
    config: {
      ...(endpoint.permission ? { permission: endpoint.permission } : {}),
      ...(endpoint.csv ? { csvExport: true } : {}),
      ...options.config,
    },
    schema: {
      ...(endpoint.hidden ? { hide: true } : {}),
      tags: ['ops', ...(endpoint.tags ?? [])],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.public ? {} : { security: OPS_SECURITY }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(options.body || endpoint.body ? { body: options.body ?? endpoint.body } : {}),
      response: endpointResponses(endpoint),
    },
    handler: handler as RouteHandlerMethod,
  });
}
