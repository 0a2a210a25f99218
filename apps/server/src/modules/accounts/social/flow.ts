import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { SOCIAL_PROVIDERS } from '@lobby/contract';
import { z } from 'zod';

/**
 * What the server must remember between sending the browser to the provider and its callback, kept in
 * the browser itself: a `__Host-` cookie sealed with AES-256-GCM, so it can be neither read (the PKCE
 * verifier and nonce stay secret) nor altered, and it binds the callback to the browser that started
 * the login (no login CSRF with someone else's callback URL).
 */
export const FLOW_COOKIE = '__Host-lobby_oauth';
export const FLOW_TTL_MS = 10 * 60 * 1000;

/** SameSite=Lax, not Strict: the callback is a top-level navigation coming from the provider's site. */
export const FLOW_COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'lax', path: '/' } as const;

const flowSchema = z.object({
  v: z.literal(1),
  provider: z.enum(SOCIAL_PROVIDERS),
  state: z.string().min(1).max(256),
  nonce: z.string().min(1).max(256),
  codeVerifier: z.string().min(43).max(128),
  redirectUri: z.url(),
  merchantCode: z.string().min(1).max(64),
  returnTo: z.string().startsWith('/m/').max(1024),
  createdAt: z.number().int(),
});
export type SocialFlow = z.infer<typeof flowSchema>;

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds the ciphertext to its purpose: a value sealed for anything else does not open here. */
const AAD = Buffer.from('lobby social flow v1');

/**
 * Seals and opens the flow cookie.
 *
 * @param secret OIDC_STATE_SECRET: several processes must share it to finish each other's logins;
 *   without it a random key per process (a restart abandons logins in progress).
 */
export function createFlowSealer(secret?: string) {
  const key = secret ? Buffer.from(hkdfSync('sha256', secret, 'lobby', 'social login flow cookie', 32)) : randomBytes(32);

  return {
    seal(flow: SocialFlow): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(AAD);
      const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },

    /** The flow, or undefined when the value was not sealed by this key, was altered, or is malformed. */
    unseal(value: string): SocialFlow | undefined {
      if (value.length > 4096) return undefined;
      const raw = Buffer.from(value, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(AAD);
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
        const parsed = flowSchema.safeParse(JSON.parse(plain.toString('utf8')));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type FlowSealer = ReturnType<typeof createFlowSealer>;
