import { endpoint } from '../common/endpoint.ts';
import { consoleMerchantQuerySchema } from '../console/players/schemas.ts';
import { opsAccountParamsSchema } from '../ops/schemas.ts';
import { RISK_OPS_PATHS } from './paths.ts';
import { memberRiskSchema, riskReviewBodySchema, riskReviewListSchema, riskReviewQuerySchema, riskTagsBodySchema } from './schemas.ts';

const tags = ['console'] as const;
const failures = [400, 401, 403, 404, 409] as const;
const member = { params: opsAccountParamsSchema, query: consoleMerchantQuerySchema, tags, failures } as const;

/** A player's risk flags with their evidence, tags, and the review that holds withdrawals. Changes are audited. */
export const RISK_OPS_ENDPOINTS = {
  memberRisk: endpoint({
    method: 'GET',
    path: RISK_OPS_PATHS.member,
    permission: 'compliance.read',
    summary: "A player's risk flags (each with its evidence), tags, and review (open and past)",
    description:
      'Flags are computed from the facts at each call: accounts of the brand on the same device or sign-in address ' +
      '(last RISK_WINDOW_DAYS days) or payout account, a withdrawal after little play since the latest deposit (the ' +
      "AML turnover rule), a bonus rule also claimed by a linked account, and unusual wins (last RISK_WINDOW_DAYS days).",
    ...member,
    response: memberRiskSchema,
  }),
  reviewMember: endpoint({
    method: 'POST',
    path: RISK_OPS_PATHS.review,
    permission: 'compliance.manage',
    summary: 'Put a player under review (their pending and new withdrawals are held) or close the review (released), with a reason',
    description: '409 risk.review.open when opening an open review, 409 risk.review.none when closing none.',
    ...member,
    body: riskReviewBodySchema,
    response: memberRiskSchema,
  }),
  setMemberTags: endpoint({
    method: 'PUT',
    path: RISK_OPS_PATHS.tags,
    permission: 'compliance.manage',
    summary: "Replace a player's tags (at most RISK_MAX_TAGS; duplicates folded without case)",
    ...member,
    body: riskTagsBodySchema,
    response: memberRiskSchema,
  }),
  riskReviews: endpoint({
    method: 'GET',
    path: RISK_OPS_PATHS.reviews,
    permission: 'compliance.read',
    summary: 'Players under review (default: open), newest first',
    query: riskReviewQuerySchema,
    response: riskReviewListSchema,
    failures,
    tags,
  }),
};
