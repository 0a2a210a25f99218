import { endpoint } from '../common/endpoint.ts';
import { noValueSchema } from '../common/schemas.ts';
import { BONUS_PATHS } from './paths.ts';
import {
  bonusOfferListSchema,
  bonusOffersQuerySchema,
  claimOfferParamsSchema,
  claimOfferResultSchema,
  playerBonusListSchema,
  redeemCodeBodySchema,
  redeemCodeResultSchema,
} from './schemas.ts';

const failures = [400, 401, 403, 404, 409, 429] as const;
const tags = ['bonus'] as const;

/** The member's bonuses: what is being wagered, what the brand offers now, promo codes and claims. Real accounts only. */
export const BONUS_PLAYER_ENDPOINTS = {
  memberBonuses: endpoint({
    method: 'GET',
    path: BONUS_PATHS.bonuses,
    access: 'real',
    tags,
    summary: "The member's active bonuses in wagering order (progress, expiry, max stake, free rounds left) and the closed ones",
    response: playerBonusListSchema,
    failures,
  }),
  bonusOffers: endpoint({
    method: 'GET',
    path: BONUS_PATHS.offers,
    access: 'real',
    tags,
    summary: 'The live campaigns open to the member now, with what each lets them do (for=deposit: the deposit matches)',
    query: bonusOffersQuerySchema,
    response: bonusOfferListSchema,
    failures,
  }),
  claimBonusOffer: endpoint({
    method: 'POST',
    path: BONUS_PATHS.claim,
    access: 'real',
    tags,
    summary: 'Claim a campaign without a code: free rounds are credited at once, a deposit match waits for the next deposit',
    description:
      '404 bonus.campaign.not.found when it is not live for the member\'s brand; 403 bonus.not.eligible (value.reason says why), ' +
      '409 bonus.already.claimed, 409 bonus.budget.exhausted, 400 bonus.code.required for a campaign claimed by code.',
    params: claimOfferParamsSchema,
    response: claimOfferResultSchema,
    failures,
  }),
  cancelBonusClaim: endpoint({
    method: 'DELETE',
    path: BONUS_PATHS.claim,
    access: 'real',
    tags,
    summary: 'Withdraw a deposit match claimed for the next deposit (nothing was credited yet)',
    params: claimOfferParamsSchema,
    response: noValueSchema,
    failures,
  }),
  redeemBonusCode: endpoint({
    method: 'POST',
    path: BONUS_PATHS.codes,
    access: 'real',
    tags,
    summary: 'Enter a promo code: money on a code is credited at once, a deposit match waits for the next deposit',
    description:
      '404 bonus.code.invalid for an unknown, expired or used-up code (one answer for all three: codes cannot be probed); ' +
      '409 bonus.code.used when the member used it already; eligibility and budget as for a claim. Limited per member.',
    body: redeemCodeBodySchema,
    response: redeemCodeResultSchema,
    failures,
  }),
} as const;
