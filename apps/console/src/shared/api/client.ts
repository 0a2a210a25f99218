/**
 * The one API client of the console: calls /ops/... with the session cookie, marks every change with
 * `x-console: 1` (the server's CSRF guard), unwraps the envelope and throws an ApiError carrying the code.
 */

export type Query = Record<string, string | number | boolean | null | undefined>;

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
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
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

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
    if (response.status === 401 && !path.startsWith('/ops/auth/login')) {
      for (const listener of unauthorizedListeners) listener(error);
    }
    throw error;
  }
  return envelope.data as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: Query) => request<T>(path, { method: 'POST', body: body ?? {}, query }),
  put: <T>(path: string, body?: unknown, query?: Query) => request<T>(path, { method: 'PUT', body: body ?? {}, query }),
  patch: <T>(path: string, body?: unknown, query?: Query) => request<T>(path, { method: 'PATCH', body: body ?? {}, query }),
  del: <T>(path: string, query?: Query) => request<T>(path, { method: 'DELETE', query }),
};

/** `/ops/members/:account` with each parameter encoded. */
export function opsPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
