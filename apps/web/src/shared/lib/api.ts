import { endpointPath } from '@lobby/contract/paths';
import type { EndpointBody, EndpointInput, EndpointResult, HttpMethod, PlayerEndpoint } from '@lobby/contract/endpoints';
import { request } from './http';
import type { RequestOptions } from './http';

/**
 * The web app's typed calls of the player API. A call names its route by method and path (the contract's
 * `*_PATHS`, zod-free); its parameters, query, body and answer are typed from that route's descriptor in
 * the contract (`*_PLAYER_ENDPOINTS`), the same the server registers the route from. A path the contract
 * does not describe for that method, a missing parameter or a wrongly typed query is a type error, and the
 * answer's type is the server's response schema's: no screen writes a route's shape by hand. Only types are
 * taken from the descriptors, so no schema (and no zod) reaches the start-up bundle.
 */

type Method = HttpMethod;
/** The descriptor of the route at this method and path. */
export type PlayerRoute<M extends Method, P extends string> = Extract<PlayerEndpoint, { method: M; path: P }>;
/** The paths described for a method. */
export type PlayerPath<M extends Method> = Extract<PlayerEndpoint, { method: M }>['path'];
/** What the route answers (the envelope's value, as the response schema parses it). */
export type PlayerResult<M extends Method, P extends string> = EndpointResult<PlayerRoute<M, P>>;
/** The body a route takes (before the schema's defaults and transforms). */
export type PlayerBody<M extends Method, P extends string> = EndpointBody<PlayerRoute<M, P>>;

/** How a call is made, beside what it sends: cancelled by `signal`, `silent` (no toast on failure), extra headers, a form body. */
export interface CallOptions extends Pick<RequestOptions, 'signal' | 'silent' | 'headers'> {
  /** a multipart or form-encoded body (an upload): sent as is */
  form?: FormData | URLSearchParams;
}

type CallInput<E extends PlayerEndpoint> = EndpointInput<E> & CallOptions;
/** The input is optional where the route needs nothing (no parameter, no required query or body field). */
// Distributed over E: for a path's one route it is that route's input; over a union of routes (the checker
// computing a generic call's constraint) it stays a union of each route's, never a product of their parts.
type Args<E extends PlayerEndpoint> = E extends PlayerEndpoint ? (Record<never, never> extends EndpointInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]) : never;

/** A call's URL: the path with its parameters filled in (encoded), without the query. */
export function routeUrl(path: string, params?: Record<string, string | number>): string {
  return path.includes(':') ? endpointPath(path, params) : path;
}

/** What a call names, as the request is made; each route's own input type is checked where it is called (see `api`). */
type AnyInput = { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown } & CallOptions;

function call<R>(method: Method, path: string, input: AnyInput = {}): Promise<R> {
  const { params, query, body, form, signal, silent, headers } = input;
  return request<R>(routeUrl(path, params), {
    method,
    ...(query ? { query } : {}),
    ...(form !== undefined ? { body: form } : body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
    ...(silent ? { silent } : {}),
    ...(headers ? { headers } : {}),
  });
}

/** The typed methods: each call's path picks its route, and the input and answer are that route's. */
export interface PlayerApi {
  get<P extends PlayerPath<'GET'>>(path: P, ...args: Args<PlayerRoute<'GET', P>>): Promise<PlayerResult<'GET', P>>;
  post<P extends PlayerPath<'POST'>>(path: P, ...args: Args<PlayerRoute<'POST', P>>): Promise<PlayerResult<'POST', P>>;
  put<P extends PlayerPath<'PUT'>>(path: P, ...args: Args<PlayerRoute<'PUT', P>>): Promise<PlayerResult<'PUT', P>>;
  patch<P extends PlayerPath<'PATCH'>>(path: P, ...args: Args<PlayerRoute<'PATCH', P>>): Promise<PlayerResult<'PATCH', P>>;
  delete<P extends PlayerPath<'DELETE'>>(path: P, ...args: Args<PlayerRoute<'DELETE', P>>): Promise<PlayerResult<'DELETE', P>>;
}

const by =
  (method: Method) =>
  (path: string, input?: AnyInput): Promise<unknown> =>
    call(method, path, input);

/**
 * `api.get(GAME_PATHS.hot, { query, signal })`: the typed player API (see above). The implementation sends
 * what it is given; the types are checked at each call against PlayerApi (computing one input type over
 * every route at once is beyond the checker, and not needed: a call names one path).
 */
export const api = { get: by('GET'), post: by('POST'), put: by('PUT'), patch: by('PATCH'), delete: by('DELETE') } as unknown as PlayerApi;
