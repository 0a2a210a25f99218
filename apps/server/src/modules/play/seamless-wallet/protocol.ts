import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ROUND_DETAILS_LIMITS } from '@lobby/contract';
import type { RoundDetails } from '@lobby/contract';
import { z } from 'zod';

/**
 * The seamless-wallet protocol game vendors call, modelled on Hub88's operator wallet API: POST
 * `/vendor-api/<integration>/user/balance`, `/transaction/bet`, `/transaction/win`,
 * `/transaction/rollback`, JSON bodies signed with HMAC-SHA256 of the raw body under the integration's
 * secret (`X-Signature`, hex). Amounts are integers in 1/100,000 of the currency unit (a cent is 1,000);
 * every answer is HTTP 200 with a status, as vendors expect, and carries the balance after the call.
 */
export const UNITS_PER_CENT = 1000;
export const SIGNATURE_HEADER = 'x-signature';

export const WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_LIMIT_REACHED',
  // Hub88's: a disabled operator or sub-partner; parameters of the wrong types
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_WRONG_TYPES',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

const id = z.string().min(1).max(64).regex(/^[\w.:-]+$/, 'letters, digits, _ . : -');
/** 1e15 units is 10 billion in the currency: more than any stake, inside a safe integer */
const units = z.number().int().min(0).max(1e15);

export const balanceRequestSchema = z.object({
  user: id,
  token: z.string().min(1).max(2048),
  request_uuid: id,
  game_code: id,
});

export const betRequestSchema = balanceRequestSchema.extend({
  transaction_uuid: id,
  round: id,
  round_closed: z.boolean().default(false),
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount: units,
  /** a free round of the operator's bonus given at launch (its id): the operator pays the stake */
  bonus_id: z.string().regex(/^[1-9]\d{0,9}$/).optional(),
  /** the vendor's free-form account of the round (as Hub88's `meta`); kept when it reads as RoundDetails */
  meta: z.unknown().optional(),
});

export const winRequestSchema = betRequestSchema.extend({
  token: z.string().max(2048).optional(),
  reference_transaction_uuid: id.optional(),
});

export const rollbackRequestSchema = z.object({
  user: id,
  token: z.string().max(2048).optional(),
  request_uuid: id,
  transaction_uuid: id,
  reference_transaction_uuid: id,
  round: id,
  game_code: id,
});

/**
 * A vendor's `meta` as the bet records show it: `{ summary, items: [{ label, value }] }`, strings cut to the
 * limits; anything else a vendor sends there is its own business and not shown (null).
 */
export function roundDetailsOf(meta: unknown): string | undefined {
  if (!meta || typeof meta !== 'object') return undefined;
  const { summary, items } = meta as { summary?: unknown; items?: unknown };
  if (typeof summary !== 'string' || summary.trim() === '') return undefined;
  const list = Array.isArray(items) ? items : [];
  const details: RoundDetails = {
    summary: summary.trim().slice(0, ROUND_DETAILS_LIMITS.summary),
    items: list
      .filter((i): i is { label: string; value: string } => !!i && typeof i === 'object' && typeof i.label === 'string' && typeof i.value === 'string')
      .slice(0, ROUND_DETAILS_LIMITS.items)
      .map((i) => ({ label: i.label.slice(0, ROUND_DETAILS_LIMITS.label), value: i.value.slice(0, ROUND_DETAILS_LIMITS.value) })),
  };
  return JSON.stringify(details);
}

export type BalanceRequest = z.infer<typeof balanceRequestSchema>;
export type BetRequest = z.infer<typeof betRequestSchema>;
export type WinRequest = z.infer<typeof winRequestSchema>;
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export interface WalletResponse {
  user: string;
  status: WalletStatus;
  request_uuid: string;
  currency: string;
  balance: number;
}

/** Request headers as Fastify gives them (lower-case names). */
export type WalletHeaders = Record<string, string | string[] | undefined>;

/**
 * How one integration's calls are authenticated and addressed: the signature scheme over the raw body
 * (HMAC for the bundled demo vendor, RSA for Hub88), how its `user` names our member, and, when its game
 * codes are not our node ids, how a code finds the game. The money rules are the same for every scheme.
 */
export interface WalletScheme {
  verify(rawBody: string, headers: WalletHeaders): boolean;
  /** our member id from the protocol's user field, or null for a user no member of ours is */
  memberOf(user: string): number | null;
  /** the status for a body of the right JSON syntax whose fields have the wrong types */
  wrongTypes: WalletStatus;
  /** the body as the shared schemas take it (a protocol's nulls and extra fields), before they check it */
  normalize?(parsed: Record<string, unknown>): Record<string, unknown>;
}

/** The demo integration's scheme: HMAC-SHA256 of the raw body in X-Signature (hex), the member id as user. */
export function hmacScheme(secret: string): WalletScheme {
  return {
    verify: (rawBody, headers) => {
      const given = headers[SIGNATURE_HEADER];
      return signatureValid(secret, rawBody, typeof given === 'string' ? given : undefined);
    },
    memberOf: (user) => {
      const memberId = Number(user);
      return Number.isSafeInteger(memberId) && memberId > 0 && String(memberId) === user ? memberId : null;
    },
    wrongTypes: 'RS_ERROR_WRONG_SYNTAX',
  };
}

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function signatureValid(secret: string, rawBody: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, rawBody), 'hex'), Buffer.from(given, 'hex'));
}

/** An integration's secret from the install's secret (the demo vendor shares this server's). */
export function integrationSecret(baseSecret: string, integration: string): string {
  return createHash('sha256').update(`seamless-wallet:${integration}:${baseSecret}`).digest('hex');
}

export function unitsToCents(amount: number): number | null {
  return amount % UNITS_PER_CENT === 0 ? amount / UNITS_PER_CENT : null;
}
