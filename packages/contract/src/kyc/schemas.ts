import { z } from 'zod';
import { epochMsSchema, INT32_MAX, merchantCodeSchema, moneyTextSchema } from '../common/schemas.ts';
import {
  KYC_DOCUMENT_KINDS,
  KYC_FUNDS_SOURCES,
  KYC_ID_TYPES,
  KYC_LEVELS,
  KYC_REJECT_REASONS,
  KYC_STEP_STATES,
  KYC_SUBMISSION_STATUSES,
  KYC_UPLOAD,
} from './rules.ts';

const levelSchema = z.union(KYC_LEVELS.map((l) => z.literal(l)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]);
const docId = z.number().int().min(1).max(INT32_MAX);
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** An uploaded file as its owner and operators see it (never its bytes: operators open those by id). */
export const kycDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  type: z.enum(KYC_UPLOAD.types),
  bytes: z.number().int(),
  /** images only (after EXIF orientation) */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: epochMsSchema,
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** multipart/form-data: the field `kind` and one file (the route reads the parts; this documents them). */
export const kycUploadFieldsSchema = z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) });

/** A submission as its member sees it. */
export const kycSubmissionSchema = z.object({
  id: z.number().int(),
  level: z.union([z.literal(2), z.literal(3)]),
  status: z.enum(KYC_SUBMISSION_STATUSES),
  submittedAt: epochMsSchema,
  decidedAt: epochMsSchema.nullable(),
  /** why it was rejected (null otherwise): the app words it in the member's language */
  reason: z.enum(KYC_REJECT_REASONS).nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

export const kycStepSchema = z.object({
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  state: z.enum(KYC_STEP_STATES),
  /** the latest submission of this level (levels 2 and 3) */
  submission: kycSubmissionSchema.nullable(),
});

/** The member's verification: the level reached, each step, and what the merchant asks for when. */
export const kycStateSchema = z.object({
  level: levelSchema,
  steps: z.array(kycStepSchema),
  /** what to do next: verify a phone or e-mail, send the identity or funds documents, wait for the review; null: nothing */
  next: z.enum(['contact', 'identity', 'funds', 'wait']).nullable(),
  currency: z.string(),
  /** withdrawals of a day above this need level 2 (null: no such rule) */
  level2DailyWithdrawal: moneyTextSchema.nullable(),
  /** deposits in all above this need level 3 (null: no such rule) */
  level3Deposits: moneyTextSchema.nullable(),
  minimumAge: z.number().int(),
  /** the member's withdrawals held until a verification is approved */
  heldWithdrawals: z.number().int(),
  /** what the member's withdrawals of today (the merchant's day, not rejected or failed) add up to: with
   * level2DailyWithdrawal, the app says before a withdrawal whether it will wait for verification */
  withdrawnToday: moneyTextSchema,
});
export type KycState = z.infer<typeof kycStateSchema>;

export const kycIdentityBodySchema = z.strictObject({
  /** as on the document */
  fullName: z.string().trim().min(2).max(100),
  birthDate: calendarDate,
  idType: z.enum(KYC_ID_TYPES),
  idNumber: z.string().trim().min(4).max(40).regex(/^[A-Za-z0-9 -]+$/, 'letters, digits, spaces and dashes'),
  front: docId,
  back: docId,
  selfie: docId,
});
export type KycIdentityBody = z.infer<typeof kycIdentityBodySchema>;

export const kycFundsBodySchema = z.strictObject({
  source: z.enum(KYC_FUNDS_SOURCES),
  /** a few words on it (the employer, the business) */
  detail: z.string().trim().min(2).max(500),
  proof: docId,
});
export type KycFundsBody = z.infer<typeof kycFundsBodySchema>;

// ---- operators ----

/** What the local checker (or a vendor) found: its verdict and the facts behind it. */
export const kycCheckSchema = z.object({
  provider: z.string(),
  verdict: z.enum(['approve', 'reject', 'review']),
  findings: z.array(z.string()),
});

export const opsKycSubmissionSchema = z.object({
  id: z.number().int(),
  merchantCode: merchantCodeSchema,
  account: z.string(),
  /** the member's level now */
  memberLevel: levelSchema,
  level: z.union([z.literal(2), z.literal(3)]),
  status: z.enum(KYC_SUBMISSION_STATUSES),
  submittedAt: epochMsSchema,
  /** level 2 */
  fullName: z.string().nullable(),
  birthDate: z.string().nullable(),
  /** age in whole years on the day it was submitted */
  age: z.number().int().nullable(),
  idType: z.enum(KYC_ID_TYPES).nullable(),
  idNumber: z.string().nullable(),
  /** level 3 */
  fundsSource: z.enum(KYC_FUNDS_SOURCES).nullable(),
  fundsDetail: z.string().nullable(),
  documents: z.array(kycDocumentSchema),
  check: kycCheckSchema.nullable(),
  /** the operator, or `checker:<provider>` when the checker decided at once */
  decidedBy: z.string().nullable(),
  decidedAt: epochMsSchema.nullable(),
  reason: z.enum(KYC_REJECT_REASONS).nullable(),
  note: z.string().nullable(),
  /** documents deleted after the merchant's retention period */
  purged: z.boolean(),
  /** the player's withdrawals held for verification now: what waits on this decision */
  heldWithdrawals: z.object({ count: z.number().int(), total: moneyTextSchema }),
  /** the merchant's time zone (the times above are shown in it) */
  timeZone: z.string(),
});
export type OpsKycSubmission = z.infer<typeof opsKycSubmissionSchema>;

export const opsKycQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  status: z.enum([...KYC_SUBMISSION_STATUSES, 'all']).default('pending'),
  level: z.coerce.number().int().min(2).max(3).optional(),
  /** one player's submissions (their file's Verification tab) */
  account: z.string().trim().min(1).max(64).optional(),
  beforeId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const opsKycListSchema = z.object({
  list: z.array(opsKycSubmissionSchema),
  next: z.number().int().nullable(),
  timeZone: z.string(),
  /** with `account`: that player's level now (also without any submission); null otherwise or for no such player */
  memberLevel: levelSchema.nullable(),
});

export const kycIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

export const kycDecisionBodySchema = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  /** required to reject: what the player is told */
  reason: z.enum(KYC_REJECT_REASONS).optional(),
  /** the operator's own note (not shown to the player) */
  note: z.string().trim().max(1000).default(''),
});

export const kycRulesQuerySchema = z.strictObject({ merchant: merchantCodeSchema });

export const kycRulesSchema = z.object({
  merchantCode: merchantCodeSchema,
  currency: z.string(),
  level2DailyWithdrawal: moneyTextSchema.nullable(),
  level3Deposits: moneyTextSchema.nullable(),
  minimumAge: z.number().int(),
  retentionDays: z.number().int(),
  /** the local checker approves what passes every rule (else every submission passing them waits for an operator) */
  autoApprove: z.boolean(),
  updatedAt: epochMsSchema.nullable(),
  updatedBy: z.string().nullable(),
  /** the merchant's time zone, which updatedAt is shown in */
  timeZone: z.string(),
});
export type KycRules = z.infer<typeof kycRulesSchema>;

export const kycRulesBodySchema = z.strictObject({
  level2DailyWithdrawal: moneyTextSchema.nullable(),
  level3Deposits: moneyTextSchema.nullable(),
  minimumAge: z.number().int().min(18).max(25),
  retentionDays: z.number().int().min(365).max(3650),
  autoApprove: z.boolean(),
});

/** The document's bytes (image/jpeg, image/png or application/pdf), outside the envelope. */
export const kycDocumentBytesSchema = z.unknown();
