import { z } from 'zod';
import { epochMsSchema, INT32_MAX, merchantCodeSchema } from '../common/schemas.ts';
import { RISK_FLAG_KINDS, RISK_MAX_TAGS, RISK_REVIEW_STATUSES, RISK_SEVERITIES, RISK_TAG_PATTERN } from './rules.ts';

/** One fact behind a flag: the other account it links to (if any), what was found, and when. */
export const riskEvidenceSchema = z.object({
  account: z.string().nullable(),
  detail: z.string(),
  at: epochMsSchema.nullable(),
});

export const riskFlagSchema = z.object({
  kind: z.enum(RISK_FLAG_KINDS),
  severity: z.enum(RISK_SEVERITIES),
  /** the flag in one sentence, with its figures */
  summary: z.string(),
  evidence: z.array(riskEvidenceSchema),
});
export type RiskFlag = z.infer<typeof riskFlagSchema>;

export const riskReviewSchema = z.object({
  id: z.number().int(),
  merchantCode: merchantCodeSchema,
  account: z.string(),
  status: z.enum(RISK_REVIEW_STATUSES),
  reason: z.string(),
  openedBy: z.string(),
  openedAt: epochMsSchema,
  closedBy: z.string().nullable(),
  closedAt: epochMsSchema.nullable(),
  closeNote: z.string().nullable(),
});
export type RiskReview = z.infer<typeof riskReviewSchema>;

/** A player's risk as the file and the withdrawal approval dialog show it. */
export const memberRiskSchema = z.object({
  account: z.string(),
  merchantCode: merchantCodeSchema,
  flags: z.array(riskFlagSchema),
  /** the open review (withdrawals held while it is) */
  review: riskReviewSchema.nullable(),
  /** earlier reviews, newest first */
  history: z.array(riskReviewSchema),
  /** alphabetical, without case */
  tags: z.array(z.string()),
  /** the player's pending withdrawals held by the review */
  heldWithdrawals: z.number().int(),
  /** the merchant's time zone (the times above are shown in it) */
  timeZone: z.string(),
});
export type MemberRisk = z.infer<typeof memberRiskSchema>;

export const riskReviewBodySchema = z.strictObject({
  /** open: put the player under review (pending and new withdrawals are held); close: end it (they are released) */
  action: z.enum(['open', 'close']),
  reason: z.string().trim().min(3).max(500),
});

export const riskTagSchema = z.string().trim().regex(RISK_TAG_PATTERN, 'a word or two: letters, digits, spaces, _ and -, up to 24');
export const riskTagsBodySchema = z.strictObject({
  tags: z.array(riskTagSchema).max(RISK_MAX_TAGS),
});

export const riskReviewQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  status: z.enum([...RISK_REVIEW_STATUSES, 'all']).default('open'),
  beforeId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const riskReviewListSchema = z.object({
  list: z.array(riskReviewSchema),
  next: z.number().int().nullable(),
  timeZone: z.string(),
});
