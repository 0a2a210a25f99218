import { createRemoteJWKSet, errors as joseErrors, jwtVerify, UnsecuredJWT } from 'jose';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';
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
  /** true when it takes the Auth emulator's unsigned tokens (development and tests only) */
  readonly emulator: boolean;
  verifyIdToken(token: string): Promise<FirebasePhoneIdentity>;
}

export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface FirebaseVerifierOptions {
  projectId: string | undefined;
  jwksUrl?: string;
  /** the key set, for tests; else fetched (and cached) from jwksUrl */
  keys?: JWTVerifyGetKey;
  /**
   * host:port of the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). Set, the verifier does what
   * firebase-admin does in emulator mode: it takes the emulator's unsigned tokens (alg "none") and checks
   * every claim as for a signed one. The configuration refuses it in production.
   */
  emulatorHost?: string;
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
      emulator: false,
      async verifyIdToken() {
        throw new AppError('feature.disabled');
      },
    };
  }
  const emulator = Boolean(options.emulatorHost);
  const clockTolerance = options.clockToleranceS ?? 30;
  const claimChecks = {
    issuer: `https://securetoken.google.com/${projectId}`,
    audience: projectId,
    requiredClaims: ['exp', 'iat', 'sub'],
    clockTolerance,
  };
  const keys = emulator
    ? undefined
    : (options.keys ??
      createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_SECURETOKEN_JWKS_URL), {
        timeoutDuration: 5000,
        cooldownDuration: 30_000,
        cacheMaxAge: 60 * 60 * 1000,
      }));

  async function claimsOf(token: string): Promise<JWTPayload> {
    try {
      // The emulator signs nothing: its tokens are "header.payload." with alg "none", and nothing else is taken.
      if (!keys) return UnsecuredJWT.decode(token, claimChecks).payload;
      return (await jwtVerify(token, keys, { ...claimChecks, algorithms: ['RS256'] })).payload;
    } catch (err) {
      // The key set could not be fetched: our problem, not the caller's token.
      if (err instanceof joseErrors.JWKSTimeout || !(err instanceof joseErrors.JOSEError)) throw err;
      throw invalid(err);
    }
  }

  return {
    enabled: true,
    emulator,
    async verifyIdToken(token) {
      const payload = await claimsOf(token);
      const phoneNumber = payload.phone_number;
      const uid = payload.sub;
      // Firebase requires a non-empty sub of at most 128 characters and auth_time in the past.
      const authTime = payload.auth_time;
      const nowS = Math.floor(Date.now() / 1000) + clockTolerance;
      if (!uid || uid.length > 128) throw invalid();
      if (typeof authTime !== 'number' || authTime > nowS) throw invalid();
      if (typeof phoneNumber !== 'string' || !/^\+\d{6,15}$/.test(phoneNumber)) throw invalid();
      return { phoneNumber, uid };
    },
  };
}
