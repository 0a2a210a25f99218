import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { AppError } from '../../lib/app-error.ts';

export interface FirebasePhoneIdentity {
  /** E.164, as Firebase verified it */
  phoneNumber: string;
  uid: string;
}

/**
 * Checks a Firebase Authentication ID token from phone sign-in (the web got it after Firebase sent and
 * checked the SMS). Without a project id the verifier is disabled and every call answers 403
 * 'feature.disabled'; a token that does not verify answers 400 'sms.code.invalid'.
 */
export interface FirebaseVerifier {
  readonly enabled: boolean;
  verifyIdToken(token: string): Promise<FirebasePhoneIdentity>;
}

export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface FirebaseVerifierOptions {
  projectId: string | undefined;
  jwksUrl?: string;
  /** the key set, for tests; else fetched (and cached) from jwksUrl */
  keys?: JWTVerifyGetKey;
  /** allowed clock difference, seconds */
  clockToleranceS?: number;
}

function invalid(cause?: unknown): AppError {
  return new AppError('sms.code.invalid', { message: 'The phone verification is not valid.', cause });
}

export function createFirebaseVerifier(options: FirebaseVerifierOptions): FirebaseVerifier {
  const { projectId } = options;
  if (!projectId) {
    return {
      enabled: false,
      async verifyIdToken() {
        throw new AppError('feature.disabled');
      },
    };
  }
  const keys =
    options.keys ??
    createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_SECURETOKEN_JWKS_URL), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      cacheMaxAge: 60 * 60 * 1000,
    });
  const issuer = `https://securetoken.google.com/${projectId}`;

  return {
    enabled: true,
    async verifyIdToken(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer,
          audience: projectId,
          algorithms: ['RS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
          clockTolerance: options.clockToleranceS ?? 30,
        }));
      } catch (err) {
        // The key set could not be fetched: our problem, not the caller's token.
        if (err instanceof joseErrors.JWKSTimeout || !(err instanceof joseErrors.JOSEError)) throw err;
        throw invalid(err);
      }
      const phoneNumber = payload.phone_number;
      const uid = payload.sub;
      // Firebase requires a non-empty sub of at most 128 characters and auth_time in the past.
      const authTime = payload.auth_time;
      const nowS = Math.floor(Date.now() / 1000) + (options.clockToleranceS ?? 30);
      if (!uid || uid.length > 128) throw invalid();
      if (typeof authTime !== 'number' || authTime > nowS) throw invalid();
      if (typeof phoneNumber !== 'string' || !/^\+\d{6,15}$/.test(phoneNumber)) throw invalid();
      return { phoneNumber, uid };
    },
  };
}
