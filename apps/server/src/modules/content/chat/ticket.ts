import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What the chat page needs to know about the launch; signed so nobody can change it. */
export interface ChatTicket {
  merchantCode: string;
  memberId: number;
  language: string;
  /** a same-site path to go back to, or null */
  back: string | null;
  headerColor: string | null;
  title: string | null;
  expiresAt: number;
}

function toBase64Url(buf: Buffer): string {
  return buf.toString('base64url');
}

/**
 * HMAC-SHA256 tickets: base64url(JSON) "." base64url(mac). The key is derived from GAME_TICKET_SECRET with
 * its own label (so a game ticket can never pass as a chat ticket), or random per process when unset.
 */
export function createChatTickets(secret: string | undefined) {
  const key = secret
    ? createHmac('sha256', secret).update('lobby chat ticket v1').digest()
    : randomBytes(32);

  function mac(payload: string): Buffer {
    return createHmac('sha256', key).update(payload).digest();
  }

  return {
    sign(ticket: ChatTicket): string {
      const payload = toBase64Url(
        Buffer.from(
          JSON.stringify({
            m: ticket.merchantCode,
            i: ticket.memberId,
            l: ticket.language,
            b: ticket.back,
            c: ticket.headerColor,
            t: ticket.title,
            e: ticket.expiresAt,
          }),
        ),
      );
      return `${payload}.${toBase64Url(mac(payload))}`;
    },

    /** The ticket when it is genuine and not expired, else null. */
    verify(text: string, now: number): ChatTicket | null {
      const dot = text.indexOf('.');
      if (dot <= 0 || text.length > 4096) return null;
      const payload = text.slice(0, dot);
      const given = Buffer.from(text.slice(dot + 1), 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const v = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        if (typeof v.m !== 'string' || typeof v.i !== 'number' || typeof v.e !== 'number' || typeof v.l !== 'string') {
          return null;
        }
        if (now >= v.e) return null;
        const str = (x: unknown) => (typeof x === 'string' ? x : null);
        return {
          merchantCode: v.m,
          memberId: v.i,
          language: v.l,
          back: str(v.b),
          headerColor: str(v.c),
          title: str(v.t),
          expiresAt: v.e,
        };
      } catch {
        return null;
      }
    },
  };
}

export type ChatTickets = ReturnType<typeof createChatTickets>;
