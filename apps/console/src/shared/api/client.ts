import { CONSOLE_AUTH_ENDPOINTS, endpointPath, OPS_ENDPOINTS } from '@lobby/contract/endpoints';
import type { EndpointInput, EndpointResult, EndpointSpec } from '@lobby/contract/endpoints';

/**
 * The one API client of the console: calls an operator endpoint by its descriptor in the contract
 * (`api.call(endpoints.members, { query }, signal)`), with the session cookie, marks every change with
 * `x-console: 1` (the server's CSRF guard), unwraps the envelope and throws an ApiError carrying the code.
 * The answer's type is the descriptor's response schema's: a screen never writes a route's shape by hand.
 */

/** Every operator endpoint by name (the contract's OPS_ENDPOINTS). */
export const endpoints = OPS_ENDPOINTS;

export type Query = Record<string, unknown>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;

  constructor(init: { status: number; code: string; message: string; data?: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isForbidden(): boolean {
    return this.status === 403;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when any call answers 401 (no session, or it expired): the app shows the login screen. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

interface Unwrapped {
  ok: boolean;
  data: unknown;
  code: string;
  message: string;
}

/**
 * The server's envelope: `{ code, msg, data }` (code 0 / "ok" on success) or the platform's
 * `{ success, value, errorCode, message }`; both are read.
 */
export function unwrapEnvelope(payload: unknown): Unwrapped | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.success === 'boolean') {
    return {
      ok: p.success,
      data: p.value,
      code: typeof p.errorCode === 'string' ? p.errorCode : p.success ? 'ok' : 'common.unknown',
      message: typeof p.message === 'string' ? p.message : '',
    };
  }
  if ('code' in p) {
    const code = p.code;
    const ok = code === 0 || code === '0' || code === 'ok' || code === 'success';
    return { ok, data: p.data, code: String(code), message: typeof p.msg === 'string' ? p.msg : '' };
  }
  return null;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (MUTATIONS.has(method)) headers['x-console'] = '1';
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'network', message: 'The server could not be reached.' });
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const envelope = unwrapEnvelope(payload);

  if (!response.ok || !envelope || !envelope.ok) {
    const error = new ApiError({
      status: response.status,
      code: envelope && !envelope.ok ? envelope.code : response.status === 401 ? 'ops.unauthorized' : response.status === 403 ? 'ops.forbidden' : 'response.invalid',
      message: envelope?.message || response.statusText || 'Request failed',
      data: envelope?.data,
    });
    // A login attempt answers 401 for a wrong password or a missing code: that is the form's business.
    if (response.status === 401 && path !== CONSOLE_AUTH_ENDPOINTS.login.path) {
      for (const listener of unauthorizedListeners) listener(error);
    }
    throw error;
  }
  return envelope.data as T;
}

type CallArgs<E extends EndpointSpec> = Record<never, never> extends EndpointInput<E>
  ? [input?: EndpointInput<E>, signal?: AbortSignal]
  : [input: EndpointInput<E>, signal?: AbortSignal];

/** The URL of an endpoint with its path parameters and query filled in. */
function urlOf<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E> | undefined): string {
  const parts = (input ?? {}) as { params?: Record<string, string | number>; query?: Query };
  return buildUrl(endpointPath(endpoint.path, parts.params), parts.query);
}

export const api = {
  /** Calls an endpoint: its method and path, the parameters, query and body its schemas describe; answers the success value. */
  call<E extends EndpointSpec>(endpoint: E, ...[input, signal]: CallArgs<E>): Promise<EndpointResult<E>> {
    const body = (input as { body?: unknown } | undefined)?.body;
    const change = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
    return request<EndpointResult<E>>(urlOf(endpoint, input), {
      method: endpoint.method,
      query: undefined,
      body: body ?? (change ? {} : undefined),
      signal,
    });
  },
  /**
   * The address of an endpoint, for what the browser fetches itself: an Export CSV link (a list route with
   * `format: 'csv'`) or a Server-Sent Events stream.
   */
  url<E extends EndpointSpec>(endpoint: E, ...[input]: CallArgs<E>): string {
    return urlOf(endpoint, input);
  },
};
