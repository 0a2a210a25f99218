import type { z } from 'zod';
import type { Permission } from '../console/permissions.ts';

/**
 * One HTTP endpoint as both sides see it: method, path, the schemas of its parameters, query, body and
 * answer, who may call it and what it does. The server registers its route from the descriptor (schemas,
 * OpenAPI summary and security, the permission) and the clients call through it with their types inferred
 * from the same schemas, so a route and its callers cannot drift apart without a type error.
 *
 * The descriptor is a plain object; the schemas come from the area's `schemas.ts`. This file takes zod's
 * types only, so it stays on the zod-free side of the contract.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The failure statuses a route documents (each answers the failure envelope). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/**
 * Who may call a player route (`/wps`, `/lgw`); the server's guard for it runs before the body is read:
 * - public: anyone, with or without a session (the answer may differ for a signed-in caller)
 * - session: any live session of the merchant, trial accounts included; visitors 401 login.required
 * - real: a real member or agent; trial accounts 403 permission.trial
 * - agent: agents only; members 403 permission.denied
 * - player: a real member who is not an agent; agents 403 permission.denied
 */
export const PLAYER_ACCESS = ['public', 'session', 'real', 'agent', 'player'] as const;
export type PlayerAccess = (typeof PLAYER_ACCESS)[number];

/**
 * What the answer is: `envelope` (the default) is `{success: true, value}` with `value` matching `response`;
 * `events` is a Server-Sent Events stream whose events' data match `response`; `document` is `response`
 * itself, outside the envelope (the OpenAPI description); `redirect` is a 302 to the Location header, no body
 * (a browser navigation; `response` describes the empty body and is not documented).
 */
export type EndpointAnswer = 'envelope' | 'events' | 'document' | 'redirect';

export interface EndpointSpec {
  method: HttpMethod;
  /** the full path, parameters as `:name` */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body travels sealed (accounts/body-cipher.ts): the client encrypts `body` with the server's public key
   * and sends the sealed envelope with the Encryption header; the server opens it and validates the payload
   * with `body`. Credentials never appear in plain text in a request body.
   */
  sealed?: true;
  /** the success value (see `answer`) */
  response: z.ZodType;
  answer?: EndpointAnswer;
  /**
   * The operator permission the route needs. Without one an /ops route is open to the automation token
   * and, under /ops/auth/, to any signed-in operator (their own session), or to anyone when `public`.
   */
  permission?: Permission;
  /** no credentials at all (signing in) */
  public?: true;
  /** a player route's callers (see PlayerAccess); operator routes use `permission` instead */
  access?: PlayerAccess;
  /** `format=csv` answers every matching row as a CSV download (and leaves an audit row `EXPORT <path>`) */
  csv?: true;
  /** what it does, for people: the OpenAPI summary and the audit log's action label */
  summary: string;
  description?: string;
  /** OpenAPI tags beside the area's own */
  tags?: readonly string[];
  failures: readonly FailureStatus[];
  /** left out of the OpenAPI description */
  hidden?: true;
}

/** A descriptor, its literal types kept (method, path, schemas) for the callers' inference. */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

type SchemaOf<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What the caller gets: the parsed success value (the envelope unwrapped). */
export type EndpointResult<E extends EndpointSpec> = z.output<E['response']>;
/** What a fixture or a server answer may be written as: the response schema's input. */
export type EndpointResultInput<E extends EndpointSpec> = z.input<E['response']>;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** The path parameters a caller fills in, each as text or a number. */
export type EndpointParams<E extends EndpointSpec> = SchemaOf<E, 'params'> extends z.ZodType
  ? { [K in keyof Input<SchemaOf<E, 'params'>>]-?: string | number }
  : never;
export type EndpointQuery<E extends EndpointSpec> = Input<SchemaOf<E, 'query'>>;
export type EndpointBody<E extends EndpointSpec> = Input<SchemaOf<E, 'body'>>;

type Part<K extends string, S, T> = S extends z.ZodType ? (Record<never, never> extends T ? { [P in K]?: T } : { [P in K]: T }) : { [P in K]?: never };

/** What a call names: the path parameters, the query and the body, each only where the endpoint has one. */
export type EndpointInput<E extends EndpointSpec> = Part<'params', SchemaOf<E, 'params'>, EndpointParams<E>> &
  Part<'query', SchemaOf<E, 'query'>, EndpointQuery<E>> &
  Part<'body', SchemaOf<E, 'body'>, EndpointBody<E>>;

/** `/ops/members/:account` with each parameter filled in and encoded. */
export function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_m, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${path}: no value for :${key}`);
    return encodeURIComponent(String(value));
  });
}
