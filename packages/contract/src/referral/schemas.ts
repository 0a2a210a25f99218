import { z } from 'zod';
import { epochMsSchema, moneySchema } from '../common/schemas.ts';
import { REFERRAL_REWARDS_PAGE_SIZE } from './rules.ts';

/** The merchant's referral offer: what an inviter earns when an invited friend's first deposit is credited. */
export const referralProgramSchema = z.object({
  /** the merchant's REFERRAL promotion is on (Invite is offered to non-agents) */
  enabled: z.boolean(),
  /** paid to the inviter, as cash */
  reward: moneySchema,
  /** the friend's first deposit must be at least this (0: any deposit) */
  minDeposit: moneySchema,
  currency: z.string(),
});
export type ReferralProgram = z.infer<typeof referralProgramSchema>;

export const referralSummarySchema = z.object({
  /** the member's invitation code */
  code: z.string(),
  /** the registration page carrying the code */
  link: z.string(),
  /** real accounts registered with the code */
  joined: z.number().int().min(0),
  /** of those, how many have had a first deposit credited */
  deposited: z.number().int().min(0),
  rewardTotal: moneySchema,
  rewardCount: z.number().int().min(0),
  program: referralProgramSchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralRewardSchema = z.object({
  id: z.number().int(),
  /** the friend's login name, masked */
  friend: z.string(),
  amount: moneySchema,
  createdAt: epochMsSchema,
});
export type ReferralReward = z.infer<typeof referralRewardSchema>;

export const referralRewardsQuerySchema = z.object({
  beforeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(REFERRAL_REWARDS_PAGE_SIZE),
});

export const referralRewardsSchema = z.object({
  list: z.array(referralRewardSchema),
  /** pass as beforeId for the next page; null at the end */
  next: z.number().int().nullable(),
});
export type ReferralRewards = z.infer<typeof referralRewardsSchema>;
