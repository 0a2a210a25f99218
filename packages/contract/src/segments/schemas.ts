import { z } from 'zod';
import { epochMsSchema, INT32_MAX, languageSchema, merchantCodeSchema, moneyTextSchema } from '../common/schemas.ts';
import { riskTagSchema } from '../risk/schemas.ts';
import {
  SEGMENT_ACTIVITY_KINDS,
  SEGMENT_DEPOSIT_KINDS,
  SEGMENT_KYC_LEVELS,
  SEGMENT_MAX_DAYS,
  SEGMENT_MAX_TAGS,
  SEGMENT_MAX_VIP_LEVEL,
  SEGMENT_MEMBERS_PAGE,
} from './rules.ts';

const days = z.number().int().min(1).max(SEGMENT_MAX_DAYS);
const vipLevel = z.number().int().min(0).max(SEGMENT_MAX_VIP_LEVEL);
const amount = moneyTextSchema.refine((s) => !s.startsWith('-'), 'not below 0.00');
const cents = (s: string) => Math.round(Number(s) * 100);

/**
 * A segment's rules: every rule present must hold (AND); an absent rule does not narrow. No rule at all is
 * every active real-money player of the brand. Ranges are inclusive.
 */
export const segmentRulesSchema = z
  .strictObject({
    /** the VIP level (club label level; a player without one is level 0) */
    vip: z
      .strictObject({ min: vipLevel.optional(), max: vipLevel.optional() })
      .refine((v) => v.min !== undefined || v.max !== undefined, 'a minimum or a maximum')
      .refine((v) => v.min === undefined || v.max === undefined || v.min <= v.max, 'the minimum is above the maximum')
      .optional(),
    /** the latest credited deposit within the last N days, or not (never deposited counts as not within) */
    lastDeposit: z.strictObject({ kind: z.enum(SEGMENT_DEPOSIT_KINDS), days }).optional(),
    /** the credited deposits in all, decimal major units (no deposit: 0.00) */
    totalDeposits: z
      .strictObject({ min: amount.optional(), max: amount.optional() })
      .refine((v) => v.min !== undefined || v.max !== undefined, 'a minimum or a maximum')
      .refine((v) => v.min === undefined || v.max === undefined || cents(v.min) <= cents(v.max), 'the minimum is above the maximum')
      .optional(),
    /** a real-money round settled on one of the last N local days (today included), or none did */
    activity: z.strictObject({ kind: z.enum(SEGMENT_ACTIVITY_KINDS), days }).optional(),
    /** operators' risk tags (without case): holds any of `anyOf`, holds none of `noneOf` */
    tags: z
      .strictObject({ anyOf: z.array(riskTagSchema).max(SEGMENT_MAX_TAGS).optional(), noneOf: z.array(riskTagSchema).max(SEGMENT_MAX_TAGS).optional() })
      .refine((v) => (v.anyOf?.length ?? 0) + (v.noneOf?.length ?? 0) > 0, 'a tag to have or not to have')
      .optional(),
    /** the member's language (the one their app last used; none recorded: the brand's default) */
    languages: z.array(languageSchema).min(1).max(7).optional(),
    /** the verification level at least (1: registered, 2: identity, 3: source of funds) */
    kycMin: z.union(SEGMENT_KYC_LEVELS.map((l) => z.literal(l)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]).optional(),
    /** members of this agent's team, at any depth (the agent's account name) */
    agent: z.string().trim().min(1).max(64).optional(),
    /** registered within the last N days */
    registeredWithinDays: days.optional(),
  })
  .describe('AND of the rules present; none: every active real-money player');
export type SegmentRules = z.infer<typeof segmentRulesSchema>;

export const segmentBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(300).default(''),
  rules: segmentRulesSchema,
});
export type SegmentBody = z.infer<typeof segmentBodySchema>;

export const segmentSchema = z.object({
  id: z.number().int(),
  merchantCode: merchantCodeSchema,
  name: z.string(),
  description: z.string(),
  rules: segmentRulesSchema,
  /** the players in it now */
  count: z.number().int(),
  createdBy: z.string(),
  createdAt: epochMsSchema,
  updatedBy: z.string(),
  updatedAt: epochMsSchema,
});
export type Segment = z.infer<typeof segmentSchema>;

export const segmentListSchema = z.object({ list: z.array(segmentSchema) });
export type SegmentList = z.infer<typeof segmentListSchema>;

export const segmentIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

export const segmentPreviewBodySchema = z.strictObject({ rules: segmentRulesSchema });
export const segmentCountSchema = z.object({ count: z.number().int() });

export const segmentMembersQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  /** the last member id of the previous page */
  afterId: z.coerce.number().int().min(0).max(INT32_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(SEGMENT_MEMBERS_PAGE).default(SEGMENT_MEMBERS_PAGE),
});

export const segmentMemberSchema = z.object({ id: z.number().int(), account: z.string(), registeredAt: epochMsSchema });
export const segmentMembersSchema = z.object({
  list: z.array(segmentMemberSchema),
  total: z.number().int(),
  /** pass as afterId for the next page; null: the last page */
  nextAfterId: z.number().int().nullable(),
});
export type SegmentMembers = z.infer<typeof segmentMembersSchema>;
