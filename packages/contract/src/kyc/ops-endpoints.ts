import { endpoint } from '../common/endpoint.ts';
import { KYC_OPS_PATHS } from './paths.ts';
import {
  kycDecisionBodySchema,
  kycDocumentBytesSchema,
  kycIdParamsSchema,
  kycRulesBodySchema,
  kycRulesQuerySchema,
  kycRulesSchema,
  opsKycListSchema,
  opsKycQuerySchema,
  opsKycSubmissionSchema,
} from './schemas.ts';

const tags = ['console'] as const;
const failures = [400, 401, 403, 404, 409] as const;

/** The verification queue: submissions with their documents to approve or reject, and the merchant's KYC rules. */
export const KYC_OPS_ENDPOINTS = {
  kycSubmissions: endpoint({
    method: 'GET',
    path: KYC_OPS_PATHS.submissions,
    permission: 'compliance.read',
    tags,
    summary: 'Verification submissions of a merchant, oldest waiting first (default: pending), or one player\'s (account)',
    query: opsKycQuerySchema,
    response: opsKycListSchema,
    failures,
  }),
  kycSubmission: endpoint({
    method: 'GET',
    path: KYC_OPS_PATHS.submission,
    permission: 'compliance.read',
    tags,
    summary: 'One submission with its documents and what the checker found',
    params: kycIdParamsSchema,
    response: opsKycSubmissionSchema,
    failures,
  }),
  decideKycSubmission: endpoint({
    method: 'POST',
    path: KYC_OPS_PATHS.decision,
    permission: 'compliance.manage',
    tags,
    summary: 'Approve a pending submission, or reject it with the reason the player is told (audited; 409 kyc.submission.decided once decided)',
    description: 'Approving identity (level 2) releases the player\'s withdrawals held for verification. Rejecting needs a reason (400 kyc.reason.required).',
    params: kycIdParamsSchema,
    body: kycDecisionBodySchema,
    response: opsKycSubmissionSchema,
    failures,
  }),
  kycDocument: endpoint({
    method: 'GET',
    path: KYC_OPS_PATHS.document,
    permission: 'compliance.read',
    tags,
    summary: 'A document\'s bytes (image/jpeg, image/png or application/pdf), decrypted for the reviewer, never cached (audited)',
    params: kycIdParamsSchema,
    response: kycDocumentBytesSchema,
    answer: 'document',
    failures,
  }),
  kycRules: endpoint({
    method: 'GET',
    path: KYC_OPS_PATHS.rules,
    permission: 'compliance.read',
    tags,
    summary: "The merchant's KYC rules: what needs level 2 and 3, the minimum age, how long documents are kept",
    query: kycRulesQuerySchema,
    response: kycRulesSchema,
    failures,
  }),
  setKycRules: endpoint({
    method: 'PUT',
    path: KYC_OPS_PATHS.rules,
    permission: 'compliance.manage',
    tags,
    summary: "Set the merchant's KYC rules (audited)",
    query: kycRulesQuerySchema,
    body: kycRulesBodySchema,
    response: kycRulesSchema,
    failures,
  }),
};
