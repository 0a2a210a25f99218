import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME, encryptPayload } from '@lobby/contract/rules';
import { errorText, http, isApiError, type RequestOptions } from '@/shared/lib/http';
import { toast } from '@/shared/lib/toast';
import { getEncryptionKey } from './get-encryption-key';

type SealedOptions = Omit<RequestOptions, 'method' | 'body'>;

async function post<T>(path: string, payload: object, fresh: boolean, options: SealedOptions): Promise<T> {
  const key = await getEncryptionKey({ fresh });
  const body = await encryptPayload(key, payload);
  return http.post<T>(path, body, { ...options, headers: { ...options.headers, [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME } });
}

/**
 * POSTs `payload` sealed with the server's public key (login, register, set password by phone): the
 * credentials never appear in plain text in a request body that proxies or extensions could log.
 * When the server no longer accepts the key (rotated while we cached it), one retry with a fresh key.
 */
export async function sealedPost<T>(path: string, payload: object, options: SealedOptions = {}): Promise<T> {
  try {
    // Silent so a stale key's refusal is not shown before the retry; other failures are reported below.
    return await post<T>(path, payload, false, { ...options, silent: true });
  } catch (error) {
    if (isApiError(error) && error.errorCode === 'request.encryption.invalid') {
      return post<T>(path, payload, true, options);
    }
    if (isApiError(error) && !options.silent) toast.error(errorText(error.errorCode, error.message));
    throw error;
  }
}
