import { SESSION_TRANSPORT_HEADER } from '@lobby/contract/rules';
import { describedErrorText, LONG_ERROR_CODES } from './error-texts';
import { currentLanguage, i18next } from './i18n';
import { getMerchant } from './merchant';
import { renderContext } from './render-context';
import { expireSession } from './session';
import { toast } from './toast';

/** Codes the client itself produces, beside the server's catalogue. */
export const CLIENT_ERROR_CODES = ['network', 'response.invalid', 'sms.code.unrequested'] as const;

/** Every failed call ends up as one of these: a server failure envelope, a bad answer or no answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly value: unknown;

  constructor(init: { status: number; errorCode: string; message: string; value?: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.value = init.value;
  }

  get isNetwork(): boolean {
    return this.errorCode === 'network';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON unless it is FormData or URLSearchParams (the few form-encoded calls). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller shows its own feedback; no toast for a failure. */
  silent?: boolean;
}

/** The primitive fields of an error's value: what a translated text may fill in (the merchant's age limit …). */
function textValues(value: unknown): Record<string, string | number> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, string | number> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' || typeof field === 'number') out[key] = field;
  }
  return out;
}

/**
 * The text a person sees for an error code: the translation (filled in from the error's value), else the
 * server's words, else 'Unknown error'. A translation that needs a value the error did not carry gives way to
 * the server's words, which always have it filled in. Codes whose value needs formatting (a limit reached,
 * an exclusion's end) are written by error-texts.ts.
 */
export function errorText(errorCode: string, serverMessage?: string, value?: unknown): string {
  const described = describedErrorText(errorCode, value);
  if (described) return described;
  const key = `errors.${errorCode}`;
  if (i18next.exists(key)) {
    const text = i18next.t(key as 'errors.common.unknown', textValues(value) ?? {});
    if (!text.includes('{{') || !serverMessage) return text;
  }
  if (serverMessage) return serverMessage;
  return i18next.t('errors.common.unknown');
}

/** The text for any failure a call may throw: an API error's own text, else 'Unknown error'. */
export function failureText(error: unknown): string {
  return isApiError(error) ? errorText(error.errorCode, error.message, error.value) : errorText('common.unknown');
}

/** A failure as a toast: its text, kept on screen longer when it carries a date to read (a limit's reset). */
export function toastFailure(error: unknown): void {
  const long = isApiError(error) && LONG_ERROR_CODES.has(error.errorCode);
  toast.error(failureText(error), long ? { duration: 'long' } : {});
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('Language', currentLanguage());
  // The server also requires Merchant on cookie-authenticated changes (its CSRF rule).
  const merchant = getMerchant();
  if (merchant) headers.set('Merchant', merchant);
  // On every call rather than only on the ones that open a session: a call that issues a token then can
  // never answer it in the body, where a script could read it; it travels only as the HttpOnly cookie.
  headers.set(SESSION_TRANSPORT_HEADER, 'cookie');
  const { body } = options;
  if (body !== undefined && !(body instanceof FormData) && !(body instanceof URLSearchParams)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  return JSON.stringify(body);
}

/** 401 answers from the accounts API: the server has no live session for us (expired, revoked, none). */
function isSessionGone(error: ApiError): boolean {
  return error.status === 401 && error.errorCode.startsWith('login.');
}

function fail(error: ApiError, silent: boolean | undefined): never {
  // A server render only reads: its failures leave the query to the browser, which has the person to tell.
  if (renderContext()) throw error;
  if (isSessionGone(error)) expireSession();
  if (!silent) toastFailure(error);
  throw error;
}

/** The one API client: headers in, envelope out. Resolves with `value` or throws an ApiError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    // On the server the app's own routes answer in process (the render context's transport).
    const transport = renderContext()?.fetch ?? fetch;
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: buildHeaders(options),
      body: encodeBody(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // A cancelled query is not a failure anyone should hear about.
    if (options.signal?.aborted) throw cause;
    fail(
      new ApiError({ status: 0, errorCode: 'network', message: errorText('network', 'No Internet') }),
      options.silent,
    );
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }

  if (payload && typeof payload === 'object' && 'success' in payload) {
    const envelope = payload as { success: boolean; value?: unknown; errorCode?: unknown; message?: unknown };
    if (envelope.success === true && response.ok) return envelope.value as T;
    if (envelope.success === false) {
      const errorCode = typeof envelope.errorCode === 'string' ? envelope.errorCode : 'common.unknown';
      fail(
        new ApiError({
          status: response.status,
          errorCode,
          // The server always sends its English text; errorText() prefers our translation of the code.
          message: typeof envelope.message === 'string' ? envelope.message : '',
          value: envelope.value,
        }),
        options.silent,
      );
    }
  }

  fail(
    new ApiError({
      status: response.status,
      errorCode: response.ok ? 'response.invalid' : 'common.unknown',
      message: '',
    }),
    options.silent,
  );
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
