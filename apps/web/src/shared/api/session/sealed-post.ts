import type { PlayerEndpoint } from '@lobby/contract/endpoints';
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME, encryptPayload } from '@lobby/contract/rules';
import type { PlayerBody, PlayerResult } from '@/shared/lib/api';
import { http, isApiError, toastFailure, type RequestOptions } from '@/shared/lib/http';
import { getEncryptionKey } from './get-encryption-key';

type SealedOptions = Omit<RequestOptions, 'method' | 'body'>;

/** The routes whose body travels sealed (their descriptor's `sealed`): login, register, set password by phone. */
export type SealedPath = Extract<PlayerEndpoint, { method: 'POST'; sealed: true }>['path'];

/** What a sealed route takes: its descriptor's body, an object (the seal adds ts and nonce to it). */
type Payload<P extends SealedPath> = PlayerBody<'POST', P> & object;

async function post<P extends SealedPath>(path: P, payload: Payload<P>, fresh: boolean, options: SealedOptions): Promise<PlayerResult<'POST', P>> {
  const key = await getEncryptionKey({ fresh });
  const body = await encryptPayload(key, payload);
  return http.post<PlayerResult<'POST', P>>(path, body, { ...options, headers: { ...options.headers, [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME } });
}

/**
 * POSTs `payload` (the route's body, as its descriptor types it) sealed with the server's public key: the
 * credentials never appear in plain text in a request body that proxies or extensions could log. Resolves
 * with the route's answer. When the server no longer accepts the key (rotated while we cached it), one
 * retry with a fresh key.
 */
export async function sealedPost<P extends SealedPath>(path: P, payload: Payload<P>, options: SealedOptions = {}): Promise<PlayerResult<'POST', P>> {
  try {
    // Silent so a stale key's refusal is not shown before the retry; other failures are reported below.
    return await post(path, payload, false, { ...options, silent: true });
  } catch (error) {
    if (isApiError(error) && error.errorCode === 'request.encryption.invalid') {
      return post(path, payload, true, options);
    }
    if (isApiError(error) && !options.silent) toastFailure(error);
    throw error;
  }
}
