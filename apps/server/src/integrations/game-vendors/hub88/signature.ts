import { createSign, createVerify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * Hub88's request signature: RSA-SHA256 (PKCS#1 v1.5) over the exact bytes of the body, base64, in the
 * `X-Hub88-Signature` header. The operator signs its Games API calls with its private key (Hub88 holds the
 * public one); Hub88 signs its Wallet API calls with its own private key (the operator holds its public key).
 */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

export function hub88Sign(privateKey: KeyObject, rawBody: string): string {
  return createSign('RSA-SHA256').update(rawBody, 'utf8').sign(privateKey, 'base64');
}

export function hub88Verify(publicKey: KeyObject, rawBody: string, signature: string | undefined): boolean {
  if (!signature || signature.length > 1400 || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256').update(rawBody, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}
