import { isTrialType } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../../plugins/auth.ts';
import type { Purse } from './accounts.ts';

/** The signed-in member's wallet context: this brand, its currency, demo money for trial accounts. */
export function purseOf(request: FastifyRequest): Purse {
  const session = sessionOf(request);
  return {
    memberId: session.memberId,
    merchantCode: request.merchant.code,
    currency: request.merchant.currency.code,
    demo: isTrialType(session.type),
  };
}

/** A member's wallet context from what the member module knows (for calls that come without a session). */
export function purseFor(member: { id: number; type: number }, merchant: { code: string; currency: { code: string } }): Purse {
  return { memberId: member.id, merchantCode: merchant.code, currency: merchant.currency.code, demo: isTrialType(member.type) };
}
