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

export function createPlayerTokens(options: { secret?: string; ttlMs?: number; now?: () => number }) {
  const key = options.secret
    ? new Uint8Array(createHash('sha256').update(`player-token:${options.secret}`).digest())
    : new Uint8Array(randomBytes(32));
  const ttlMs = options.ttlMs ?? 8 * 60 * 60 * 1000;
  const now = options.now ?? Date.now;

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
        return {
          ok: true,
          claims: {
            memberId,
            merchantCode: payload.mc,
            currency: payload.cur,
            demo: payload.demo === true,
            game: typeof payload.g === 'string' ? payload.g : '',
          },
        };
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type PlayerTokens = ReturnType<typeof createPlayerTokens>;
