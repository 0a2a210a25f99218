import { encryptedBodySchema } from '@lobby/contract';
import type { EndpointSpec, PlayerAccess } from '@lobby/contract';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  onRequestHookHandler,
  preHandlerHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { endpointResponses } from '../core/endpoint-route.ts';
import type { EndpointSchema, ZodScope } from '../core/endpoint-route.ts';
import { tenantHeadersSchema } from '../core/tenant-headers.ts';
import { requireAgent, requirePlayer, requireRealMember, requireSession, SESSION_SECURITY, sessionHeadersSchema } from './auth.ts';
import { decryptBody, encryptedHeadersSchema, requireEncryption } from './body-decryption.ts';

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** The guard each access level runs (onRequest, before the body is read); `public` runs none. */
const GUARDS: Record<PlayerAccess, onRequestHookHandler | null> = {
  public: null,
  session: requireSession as onRequestHookHandler,
  real: requireRealMember as onRequestHookHandler,
  agent: requireAgent as onRequestHookHandler,
  player: requirePlayer as onRequestHookHandler,
};

/**
 * A player route's handler: request.params, .query and .body as the descriptor parses them, the answer checked
 * against it, and the documented tenant and session headers (Merchant, Language, Authorization) as text.
 */
export type PlayerHandler<E extends EndpointSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E> & { headers: typeof sessionHeadersSchema },
  ZodTypeProvider
>;

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
  /** a `document` answer that is not JSON (a CSV download): OpenAPI shows the response under this media type */
  documentType?: string;
  /** the body's media types when not only JSON (a form-encoded body, a multipart upload the handler reads part by part) */
  consumes?: string[];
  /**
   * The handler checks the access level itself, so no guard runs and no security is documented: renewing a
   * session also takes a remembered device (cookie) without one.
   */
  guardedByHandler?: true;
}

/** A document answer's response schema: as is (JSON), or under its own media type. */
function documentOf(response: z.ZodType, type: string | undefined) {
  return type ? { description: type, content: { [type]: { schema: response } } } : response;
}

/**
 * A sealed body (the descriptor's `sealed`): before validation the Encryption header and the sealed envelope
 * are required (request.encryption.invalid), the envelope is what is validated and documented, and before
 * the handler the payload is opened and checked with the descriptor's body: request.body is the payload.
 */
function sealedBody(endpoint: EndpointSpec): preHandlerHookHandler {
  const payload = endpoint.body;
  if (!payload) throw new Error(`${endpoint.method} ${endpoint.path}: a sealed route describes its payload (body)`);
  return async (request) => {
    request.body = await decryptBody(request, payload);
  };
}

/**
 * Registers a player route (`/wps`, `/lgw`) from its descriptor in the contract (`*_PLAYER_ENDPOINTS`):
 * method and url, the guard of its access level, the zod schemas (the answer inside the envelope, the
 * failures it documents), the OpenAPI tags, summary, headers and security. The handler's request and reply
 * types come from the same schemas, and the web app's client infers its call's types from them too.
 */
export function playerRoute<const E extends EndpointSpec>(app: ZodScope, endpoint: E, handler: PlayerHandler<E>, options: PlayerRouteOptions<E> = {}): void {
  const access = endpoint.access;
  if (!access) throw new Error(`${endpoint.method} ${endpoint.path}: a player route names who may call it (access)`);
  const guarded = access !== 'public' && !options.guardedByHandler;
  const guard = guarded ? GUARDS[access] : null;
  const more = options.onRequest === undefined ? [] : [options.onRequest].flat();
  const onRequest = [...(guard ? [guard] : []), ...more];
  const redirect = endpoint.answer === 'redirect';
  const baseHeaders = access === 'public' ? tenantHeadersSchema : sessionHeadersSchema;
  const headers = options.headers ? baseHeaders.extend(options.headers.shape) : baseHeaders;
  const sealed = endpoint.sealed === true;
  const preHandler = sealed ? [sealedBody(endpoint), ...(options.preHandler ? [options.preHandler].flat() : [])] : options.preHandler;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length ? { onRequest } : {}),
    ...(sealed ? { preValidation: requireEncryption } : {}),
    ...(preHandler ? { preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(options.consumes ? { consumes: options.consumes } : {}),
      // A redirect answers a browser navigation, which sends none of the API's headers: none are documented.
      ...(redirect ? {} : { headers: sealed ? headers.extend({ encryption: encryptedHeadersSchema.shape.encryption }) : headers }),
      ...(guarded ? { security: SESSION_SECURITY } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(sealed ? { body: encryptedBodySchema } : options.body || endpoint.body ? { body: options.body ?? endpoint.body } : {}),
      response: endpointResponses(endpoint, documentOf(endpoint.response, options.documentType)),
    },
    handler: handler as RouteHandlerMethod,
  });
}
