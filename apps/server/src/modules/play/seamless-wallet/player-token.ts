import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The token a game vendor gets at launch and sends back with balance and bet calls: whose wallet, in which
 * brand and currency, real or demo money, for which game. Signed by this server (HS256), valid for a play
 * session; wins and rollbacks are accepted after it expires (a round that started must be able to end).
 */
export interface PlayerClaims {
  memberId: number;
  merchantCode: string;
  currency: string;
  demo: boolean;
  /** the game's node id */
  game: string;
}

const AUDIENCE = 'lobby-seamless-wallet';
const ISSUER = 'lobby';

export type TokenCheck = { ok: true; claims: PlayerClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Tokens whose signature this process has checked, kept with their claims (a vendor sends one per call). */
const MAX_VERIFIED = 20_000;

export function createPlayerTokens(options: { secret?: string; ttlMs?: number; now?: () => number }) {
  const key = options.secret
    ? new Uint8Array(createHash('sha256').update(`player-token:${options.secret}`).digest())
    : new Uint8Array(randomBytes(32));
  const ttlMs = options.ttlMs ?? 8 * 60 * 60 * 1000;
  const now = options.now ?? Date.now;
  // A play session sends the same token with every call: its signature is checked once (an HMAC through
  // WebCrypto cost about a twentieth of a bet's CPU), its expiry on every call. The same string always
  // carries the same claims; a token that fails is never kept.
  const verified = new Map<string, { claims: PlayerClaims; exp: number }>();

  return {
    async issue(claims: PlayerClaims): Promise<string> {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ mc: claims.merchantCode, cur: claims.currency, demo: claims.demo, g: claims.game })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.memberId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + Math.ceil(ttlMs / 1000))
        .sign(key);
    },

    async check(token: string): Promise<TokenCheck> {
      const seen = verified.get(token);
      if (seen) {
        // as jose decides it: expired once `exp` is not after the current second
        if (seen.exp <= Math.floor(now() / 1000)) return { ok: false, reason: 'expired' };
        return { ok: true, claims: seen.claims };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          issuer: ISSUER,
          currentDate: new Date(now()),
          requiredClaims: ['exp', 'sub'],
        });
        const memberId = Number(payload.sub);
        if (!Number.isSafeInteger(memberId) || typeof payload.mc !== 'string' || typeof payload.cur !== 'string') {
          return { ok: false, reason: 'invalid' };
        }
        const claims: PlayerClaims = {
          memberId,
          merchantCode: payload.mc,
          currency: payload.cur,
          demo: payload.demo === true,
          game: typeof payload.g === 'string' ? payload.g : '',
        };
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp! });
        return { ok: true, claims };
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type PlayerTokens = ReturnType<typeof createPlayerTokens>;
