import type { WalletScheme } from '../../../modules/play/seamless-wallet/protocol.ts';
import type { Hub88Config } from './config.ts';
import { HUB88_SIGNATURE_HEADER, hub88Verify } from './signature.ts';

/** The integration code of Hub88's wallet calls: `/vendor-api/HUB88/user/balance`, `/transaction/bet` … */
export const HUB88_INTEGRATION = 'HUB88';

/**
 * Our member as Hub88's `user`: Hub88 wants at least 3 (its user info: 4) characters and no personal data,
 * so the member id, zero-padded behind a letter (member 42 is `p000042`).
 */
export function hub88User(memberId: number): string {
  return `p${String(memberId).padStart(6, '0')}`;
}

export function memberOfHub88User(user: string): number | null {
  const m = /^p(\d{6,15})$/.exec(user);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 && hub88User(id) === user ? id : null;
}

/**
 * Hub88's wallet calls: RSA-SHA256 over the raw body with Hub88's private key, verified with its public key
 * (X-Hub88-Signature, base64); a body of the wrong types is RS_ERROR_WRONG_TYPES; `round_closed` may come as
 * null (the round stays open).
 */
export function hub88WalletScheme(config: Pick<Hub88Config, 'publicKey'>): WalletScheme {
  return {
    verify(rawBody, headers) {
      const given = headers[HUB88_SIGNATURE_HEADER];
      return hub88Verify(config.publicKey, rawBody, typeof given === 'string' ? given : undefined);
    },
    memberOf: memberOfHub88User,
    wrongTypes: 'RS_ERROR_WRONG_TYPES',
    normalize(body) {
      const out = { ...body };
      if (out.round_closed === null) delete out.round_closed;
      if (out.token === null) delete out.token;
      // a free bet of a Hub88 reward: the Freebets API is not connected here, so its bet is refused (no bonus_id)
      delete out.bonus_id;
      if (out.is_free === true) out.amount = -1;
      return out;
    },
  };
}
