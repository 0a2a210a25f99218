import { createHash } from 'node:crypto';
import { LANGUAGE_TAGS, PLAY_TYPES, PRIZE_MODES } from '@lobby/contract';
import type { Language, PlayType, PrizeMode } from '@lobby/contract';
import { jwtVerify, SignJWT } from 'jose';

/** What the demo vendor knows of a player's game: from the launch ticket, then its own play session. */
export interface DemoSession {
  /** the operator's user id, sent back in wallet calls */
  user: string;
  /** the operator's player token, sent back with balance and bet calls */
  playerToken: string;
  nodeId: string;
  gameName: string;
  vendorName: string;
  gameType: string;
  /** the game's classification (RNG: SLOT and JP are video slots) */
  classify?: string;
  /** the catalogue's (English) name: the slot's theme follows it */
  catalogueName?: string;
  currency: string;
  language: Language;
  returnUrl: string;
  prizeMode?: PrizeMode;
  playType?: PlayType;
  /** the operator's game code and brand (merchant): a lottery bet names the operator's draw by them */
  gameCode?: string;
  merchant?: string;
  /** free rounds the operator gave with the launch: its bonus id, how many, at which stake */
  freeRounds?: { bonusId: string; left: number; stakeCents: number };
}

const ISSUER = 'demo-vendor';

function freeRoundsOf(v: unknown): DemoSession['freeRounds'] {
  if (!Array.isArray(v) || v.length !== 3) return undefined;
  const [bonusId, left, stakeCents] = v as unknown[];
  if (typeof bonusId !== 'string' || !Number.isSafeInteger(left) || !Number.isSafeInteger(stakeCents)) return undefined;
  return { bonusId, left: left as number, stakeCents: stakeCents as number };
}

/**
 * The demo vendor's signed tokens (HS256 under its own key): a launch ticket opens the game page once
 * within minutes; the play session the page then holds lasts a playing evening.
 */
export function createDemoTokens(options: { secret: string; now: () => number; ticketTtlMs?: number; sessionTtlMs?: number }) {
  const key = new Uint8Array(createHash('sha256').update(`demo-vendor:${options.secret}`).digest());
  const ticketTtl = options.ticketTtlMs ?? 5 * 60_000;
  const sessionTtl = options.sessionTtlMs ?? 8 * 60 * 60_000;

  async function sign(session: DemoSession, audience: string, ttlMs: number): Promise<string> {
    const iat = Math.floor(options.now() / 1000);
    return new SignJWT({
      ptk: session.playerToken,
      nid: session.nodeId,
      gn: session.gameName,
      vn: session.vendorName,
      gt: session.gameType,
      cur: session.currency,
      lang: session.language,
      ret: session.returnUrl,
      ...(session.classify ? { gc: session.classify } : {}),
      ...(session.catalogueName ? { en: session.catalogueName } : {}),
      ...(session.prizeMode ? { pm: session.prizeMode } : {}),
      ...(session.playType ? { pt: session.playType } : {}),
      ...(session.gameCode ? { gcd: session.gameCode } : {}),
      ...(session.merchant ? { mc: session.merchant } : {}),
      ...(session.freeRounds ? { fr: [session.freeRounds.bonusId, session.freeRounds.left, session.freeRounds.stakeCents] } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + Math.ceil(ttlMs / 1000))
      .sign(key);
  }

  async function verify(token: string, audience: string): Promise<DemoSession | null> {
    try {
      const { payload: p } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        audience,
        issuer: ISSUER,
        currentDate: new Date(options.now()),
        requiredClaims: ['exp', 'sub'],
      });
      const str = (v: unknown) => (typeof v === 'string' ? v : null);
      const [user, ptk, nid, gn, vn, gt, cur, ret] = [p.sub, p.ptk, p.nid, p.gn, p.vn, p.gt, p.cur, p.ret].map(str);
      if (!user || !ptk || !nid || !gn || !vn || !gt || !cur || !ret) return null;
      const language = (typeof p.lang === 'string' && p.lang in LANGUAGE_TAGS ? p.lang : 'EN') as Language;
      return {
        user,
        playerToken: ptk,
        nodeId: nid,
        gameName: gn,
        vendorName: vn,
        gameType: gt,
        classify: typeof p.gc === 'string' ? p.gc : undefined,
        catalogueName: typeof p.en === 'string' ? p.en : undefined,
        currency: cur,
        language,
        returnUrl: ret,
        prizeMode: (PRIZE_MODES as readonly unknown[]).includes(p.pm) ? (p.pm as PrizeMode) : undefined,
        playType: (PLAY_TYPES as readonly unknown[]).includes(p.pt) ? (p.pt as PlayType) : undefined,
        gameCode: typeof p.gcd === 'string' ? p.gcd : undefined,
        merchant: typeof p.mc === 'string' ? p.mc : undefined,
        freeRounds: freeRoundsOf(p.fr),
      };
    } catch {
      return null;
    }
  }

  return {
    ticket: (s: DemoSession) => sign(s, 'demo-launch', ticketTtl),
    openTicket: (t: string) => verify(t, 'demo-launch'),
    session: (s: DemoSession) => sign(s, 'demo-play', sessionTtl),
    openSession: (t: string) => verify(t, 'demo-play'),
  };
}

export type DemoTokens = ReturnType<typeof createDemoTokens>;
