import { z } from 'zod';
import { epochMsSchema, INT32_MAX, moneySchema } from '../common/schemas.ts';
import { REWARD_KEY_PATTERN, REWARD_KINDS, TASK_KINDS, TASK_PERIODS } from './rules.ts';

/** VIP levels, the reward centre and tasks. Money in decimal major units, like every answer. */

export const vipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** lifetime valid bets and credited deposits needed (both) */
  requiredValidBet: moneySchema,
  requiredDeposit: moneySchema,
  levelUpBonus: moneySchema,
  /** daily rebate on valid bets, basis points */
  rebateBp: z.number().int(),
  birthdayBonus: moneySchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipStandingSchema = z.object({
  /** null: the account is not in the VIP programme (no rank, e.g. agents) */
  level: z.number().int().nullable(),
  validBetTotal: moneySchema,
  depositTotal: moneySchema,
  nextLevel: z.number().int().nullable(),
  /** 0..100 towards the next level */
  progressPercent: z.number().int(),
});

export const vipLevelsSchema = z.object({
  currency: z.string(),
  levels: z.array(vipLevelSchema),
  /** the signed-in real member's standing; null for visitors and trial accounts */
  member: vipStandingSchema.nullable(),
});
export type VipLevels = z.infer<typeof vipLevelsSchema>;

export const rewardKindSchema = z.enum(REWARD_KINDS);

export const rewardSchema = z.object({
  key: z.string(),
  kind: rewardKindSchema,
  amount: moneySchema,
  claimable: z.boolean(),
  /** when a reward not yet claimable becomes so (today's rebate: tomorrow; birthday: its month) */
  availableAt: epochMsSchema.nullable(),
  /** when a claimable reward lapses */
  expiresAt: epochMsSchema.nullable(),
  level: z.number().int().nullable(),
  levelName: z.string().nullable(),
  /** the local day of a rebate, or the first day of the birthday month, YYYY-MM-DD */
  day: z.string().nullable(),
  /** the day's valid bets and the rate, for a rebate */
  validBet: moneySchema.nullable(),
  rebateBp: z.number().int().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardCenterSchema = z.object({
  currency: z.string(),
  rewards: z.array(rewardSchema),
  /** rewards arrive as bonus money, to be wagered this many times their amount */
  wageringMultiplier: z.number().int(),
});
export type RewardCenter = z.infer<typeof rewardCenterSchema>;

export const rewardClaimBodySchema = z.object({ key: z.string().max(64).regex(REWARD_KEY_PATTERN, 'a reward key') });

export const rewardClaimSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  kind: rewardKindSchema,
  amount: moneySchema,
  wageringRequired: moneySchema,
  createdAt: epochMsSchema,
  level: z.number().int().nullable(),
  levelName: z.string().nullable(),
  day: z.string().nullable(),
  taskKind: z.enum(TASK_KINDS).nullable(),
  taskPeriod: z.enum(TASK_PERIODS).nullable(),
  /** true when this claim had been made before: nothing moved this time */
  replayed: z.boolean(),
});
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

export const rewardHistoryQuerySchema = z.object({
  beforeId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
});
export const rewardHistorySchema = z.object({
  list: z.array(rewardClaimSchema),
  nextBeforeId: z.number().int().nullable(),
});
export type RewardHistory = z.infer<typeof rewardHistorySchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  period: z.enum(TASK_PERIODS),
  kind: z.enum(TASK_KINDS),
  /** money for deposit and valid_bet, a count for login and rounds */
  target: z.number(),
  progress: z.number(),
  gameType: z.string().nullable(),
  reward: moneySchema,
  completed: z.boolean(),
  claimed: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

export const tasksSchema = z.object({
  currency: z.string(),
  daily: z.array(taskSchema),
  weekly: z.array(taskSchema),
  /** the next local midnight, and the next local Monday midnight */
  dailyResetsAt: epochMsSchema,
  weeklyResetsAt: epochMsSchema,
});
export type Tasks = z.infer<typeof tasksSchema>;

export const taskClaimBodySchema = z.object({ taskId: z.number().int().min(1).max(INT32_MAX) });
