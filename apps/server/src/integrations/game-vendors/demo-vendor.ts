import { randomBytes } from 'node:crypto';
import { LANGUAGE_TAGS, PLAY_TYPES, PRIZE_MODES } from '@lobby/contract';
import type { Language, PlayType, PrizeMode } from '@lobby/contract';
import { jwtVerify, SignJWT } from 'jose';
import type { GameVendorAdapter, LaunchInput } from './adapter.ts';

/** Where the demo vendor's pages live on this server. */
export const DEMO_GAME_PATH = '/games/demo';
const AUDIENCE = 'lobby-demo-game';
const ISSUER = 'lobby';

/** What a valid launch ticket says: who opens which game of which merchant. */
export interface DemoTicket {
  memberId: number;
  merchantCode: string;
  nodeId: string;
  language: Language;
  returnUrl: string;
  prizeMode?: PrizeMode;
  playType?: PlayType;
}

export interface DemoVendorOptions {
  /** HMAC key of the tickets; unset: random per process (several processes must share one) */
  secret?: string;
  /** how long a ticket opens the game page; default 5 minutes */
  ttlMs?: number;
  now?: () => number;
}

export interface DemoVendor extends GameVendorAdapter {
  /** The ticket's claims when it is genuine, unexpired and for this game; otherwise null. */
  verify(ticket: string, nodeId: string): Promise<DemoTicket | null>;
}

/**
 * The bundled demo vendor: a launch is a signed, short-lived ticket (HS256 JWT) in the URL of a page this
 * server hosts. The page reads nothing from the browser but the ticket, so it works in a new tab or a
 * webview without the session cookie.
 */
export function createDemoVendor(options: DemoVendorOptions = {}): DemoVendor {
  const key = options.secret ? new TextEncoder().encode(options.secret) : new Uint8Array(randomBytes(32));
  const ttlMs = options.ttlMs ?? 5 * 60 * 1000;
  const now = options.now ?? Date.now;

  return {
    name: 'demo',

    async launch(input: LaunchInput) {
      const issuedAt = Math.floor(now() / 1000);
      const ticket = await new SignJWT({
        mc: input.member.merchantCode,
        nid: input.game.nodeId,
        lang: input.language,
        ret: input.returnUrl,
        ...(input.prizeMode ? { pm: input.prizeMode } : {}),
        ...(input.playType ? { pt: input.playType } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(input.member.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + Math.ceil(ttlMs / 1000))
        .sign(key);
      return {
        url: `${DEMO_GAME_PATH}/${encodeURIComponent(input.game.nodeId)}?ticket=${encodeURIComponent(ticket)}`,
      };
    },

    async verify(ticket, nodeId) {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          issuer: ISSUER,
          currentDate: new Date(now()),
          requiredClaims: ['exp', 'sub'],
        });
        const memberId = Number(payload.sub);
        if (payload.nid !== nodeId || !Number.isSafeInteger(memberId)) return null;
        if (typeof payload.mc !== 'string' || typeof payload.ret !== 'string') return null;
        const language = (typeof payload.lang === 'string' && payload.lang in LANGUAGE_TAGS ? payload.lang : 'EN') as Language;
        return {
          memberId,
          merchantCode: payload.mc,
          nodeId,
          language,
          returnUrl: payload.ret,
          prizeMode: (PRIZE_MODES as readonly unknown[]).includes(payload.pm) ? (payload.pm as PrizeMode) : undefined,
          playType: (PLAY_TYPES as readonly unknown[]).includes(payload.pt) ? (payload.pt as PlayType) : undefined,
        };
      } catch {
        return null;
      }
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PAGE_STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #F1F5F9;
    background: radial-gradient(circle at 50% 0%, #1E293B 0%, #0B1120 60%, #05070D 100%); }
  main { width: min(420px, 100% - 32px); padding: 28px 24px; border-radius: 20px; text-align: center;
    background: rgba(15, 23, 42, 0.92); border: 1px solid rgba(245, 197, 66, 0.25);
    box-shadow: 0 20px 60px rgba(0, 0, 0, 0.55); }
  img { width: 160px; height: 160px; border-radius: 24px; display: block; margin: 0 auto 18px;
    box-shadow: 0 8px 30px rgba(0, 0, 0, 0.5); }
  h1 { margin: 0 0 6px; font-size: 24px; line-height: 1.25; }
  .vendor { margin: 0 0 20px; color: #94A3B8; font-size: 14px; letter-spacing: 0.04em; text-transform: uppercase; }
  .balance { margin: 0 0 8px; padding: 14px; border-radius: 14px; background: #0F172A; border: 1px solid #1E293B; }
  .balance span { display: block; color: #94A3B8; font-size: 13px; }
  .balance strong { display: block; margin-top: 4px; color: #F5C542; font-size: 26px; font-variant-numeric: tabular-nums; }
  .note { margin: 16px 0 22px; color: #CBD5E1; font-size: 14px; line-height: 1.5; }
  a.back { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 0 28px;
    border-radius: 999px; background: linear-gradient(180deg, #FDE68A, #F5C542 45%, #D9A21B);
    color: #1C1404; font-weight: 700; text-decoration: none; }
  a.back:focus-visible { outline: 3px solid #FDE68A; outline-offset: 3px; }
`;

function page(lang: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface DemoGameView {
  nodeId: string;
  gameName: string;
  vendorName: string;
  /** the balance as shown, e.g. "₱12,345.67" */
  balance: string;
  returnUrl: string;
  language: Language;
  prizeMode?: PrizeMode;
  playType?: PlayType;
}

/** The demo game page: the game, the member's balance and the way back. Play comes with the in-house games issue. */
export function demoGamePage(view: DemoGameView): string {
  const lottery = view.prizeMode ? ` · ${escapeHtml(view.prizeMode)}${view.playType ? ` · ${escapeHtml(view.playType)}` : ''}` : '';
  return page(
    view.language,
    view.gameName,
    `<img src="/media/games/${encodeURIComponent(view.nodeId)}.svg" alt="" width="160" height="160">
<h1>${escapeHtml(view.gameName)}</h1>
<p class="vendor">${escapeHtml(view.vendorName)}${lottery}</p>
<div class="balance"><span>Balance</span><strong>${escapeHtml(view.balance)}</strong></div>
<p class="note">Demo table: this game opens here when the provider is connected.</p>
<a class="back" href="${escapeHtml(view.returnUrl)}">Back to lobby</a>`,
  );
}

/** The answer to a forged, expired or mismatched ticket. */
export function demoErrorPage(message: string, returnUrl = '/m/home'): string {
  return page(
    'EN',
    'Game unavailable',
    `<h1>Game unavailable</h1>
<p class="note">${escapeHtml(message)}</p>
<a class="back" href="${escapeHtml(returnUrl)}">Back to lobby</a>`,
  );
}
