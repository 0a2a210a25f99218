import { z } from 'zod';
import { INT32_MAX, merchantCodeSchema, moneyTextSchema } from '../../common/schemas.ts';
import { exportFormatSchema, moneyFiguresSchema } from '../money/schemas.ts';

/** Search fields of the players grid. */
export const MEMBER_SEARCH_FIELDS = ['any', 'username', 'mobile', 'email', 'invitationCode'] as const;
export const MEMBER_SORTS = ['createdAt', 'username', 'lastLoginAt', 'balance'] as const;
export const MEMBER_PAGE_MAX = 100;

export const consoleMemberListQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  q: z.string().trim().max(100).optional(),
  field: z.enum(MEMBER_SEARCH_FIELDS).default('any'),
  status: z.enum(['all', 'enabled', 'disabled']).default('all'),
  sort: z.enum(MEMBER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MEMBER_PAGE_MAX).default(20),
});
export type ConsoleMemberListQuery = z.infer<typeof consoleMemberListQuerySchema>;

export const consoleMemberRowSchema = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  /** masked: the operator sees enough to recognise it, not to use it */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['enabled', 'disabled']),
  type: z.number().int(),
  vipLevel: z.number().int(),
  balance: moneyTextSchema,
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  agent: z.string().nullable(),
});
export type ConsoleMemberRow = z.infer<typeof consoleMemberRowSchema>;

export const consoleMemberListSchema = z.object({ list: z.array(consoleMemberRowSchema), total: z.number().int() });

export const consoleMemberDetailSchema = z.object({
  profile: consoleMemberRowSchema.extend({
    realName: z.string().nullable(),
    birthday: z.string().nullable(),
    invitationCode: z.string().nullable(),
    registeredIp: z.string().nullable(),
  }),
  balances: z.object({ balance: moneyTextSchema, bonus: moneyTextSchema, held: moneyTextSchema }),
  /** the merchant's currency: the balances are in it */
  currency: z.string(),
  /** top .. direct upline */
  agentChain: z.array(z.string()),
  vip: z.object({ level: z.number().int(), name: z.string().nullable() }),
  /** the player's figures over all time, as the glossary (MONEY_GLOSSARY) defines them */
  activity: z.object({
    validBets: moneyTextSchema,
    wins: moneyTextSchema,
    ggr: moneyTextSchema,
    rounds: z.number().int(),
    /** credited */
    deposits: moneyTextSchema,
    depositCount: z.number().int(),
    /** paid out */
    withdrawals: moneyTextSchema,
    withdrawalCount: z.number().int(),
    /** the merchant's local day and credited amount of the first deposit */
    firstDeposit: z.object({ day: z.string(), amount: moneyTextSchema }).nullable(),
  }),
});
export type ConsoleMemberDetail = z.infer<typeof consoleMemberDetailSchema>;

/** ?merchant (required) for one member's routes */
export const consoleMerchantQuerySchema = z.strictObject({ merchant: merchantCodeSchema });
export const consoleMemberPageQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  beforeId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(MEMBER_PAGE_MAX).default(20),
});
export const consoleSessionPageQuerySchema = consoleMemberPageQuerySchema.extend({
  /** sessions page by their start time (session ids are not numbers) */
  beforeId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

const page = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), next: z.number().int().nullable() });

export const consoleRoundRowSchema = z.object({
  id: z.number().int(),
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  bet: moneyTextSchema,
  win: moneyTextSchema,
  status: z.string(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  /** in-house games: the proof the player's own round detail shows (serverSeed once the seed is revealed) */
  fairness: z
    .object({
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable(),
      clientSeed: z.string(),
      nonce: z.number().int(),
    })
    .nullable(),
  /** the vendor's account of the round on one line ("Two pair · Dealt: K♠ K♥ 7♦ 7♣ 2♠ · Held: K♠ K♥ 7♦ 7♣"), if it gave one */
  details: z.string().nullable(),
});
export const consoleRoundsSchema = page(consoleRoundRowSchema);

export const consoleDepositRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channel: z.string(),
  provider: z.string(),
  amount: moneyTextSchema,
  status: z.string(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export const consoleDepositsSchema = page(consoleDepositRowSchema);

export const consoleWithdrawalRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  bankCode: z.string(),
  /** masked by the one rule (maskAccountNo), as everywhere else */
  accountNoMasked: z.string(),
  amount: moneyTextSchema,
  fee: moneyTextSchema,
  status: z.string(),
  reviewedBy: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export const consoleWithdrawalsSchema = page(consoleWithdrawalRowSchema);

export const consoleSessionRowSchema = z.object({
  id: z.string(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  expiresAt: z.number().int(),
  live: z.boolean(),
  revokedAt: z.number().int().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  country: z.string().nullable(),
});
export const consoleSessionsSchema = page(consoleSessionRowSchema);

export const consoleLoginRowSchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  success: z.boolean(),
  method: z.string(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const consoleLoginsSchema = page(consoleLoginRowSchema);

export const consoleNoteSchema = z.object({ id: z.number().int(), at: z.number().int(), author: z.string(), text: z.string() });
export const consoleNotesSchema = page(consoleNoteSchema);
export const consoleNoteBodySchema = z.strictObject({ text: z.string().trim().min(1).max(1000) });

export const consoleMemberStatusBodySchema = z.strictObject({ enabled: z.boolean(), reason: z.string().trim().min(1).max(200) });
export const consoleMemberStatusSchema = z.object({ status: z.enum(['enabled', 'disabled']), sessionsEnded: z.number().int() });

export const consoleSessionsEndedSchema = z.object({ sessionsEnded: z.number().int() });

export const consoleSessionParamsSchema = z.object({ account: z.string().trim().min(1).max(64), id: z.string().trim().min(1).max(100) });

// Cashier: second approval

export const approvalSchema = z.object({ by: z.string(), at: z.number().int() });
export const consoleAdjustmentSchema = z.object({
  id: z.number().int(),
  merchant: z.string(),
  account: z.string(),
  amount: moneyTextSchema,
  /** the merchant's currency */
  currency: z.string(),
  reason: z.string(),
  status: z.enum(['awaiting_second_approval', 'posted']),
  requestedBy: z.string(),
  approvals: z.array(approvalSchema),
  transferId: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type ConsoleAdjustment = z.infer<typeof consoleAdjustmentSchema>;
export const consoleAdjustmentQuerySchema = z.strictObject({
  merchant: merchantCodeSchema.optional(),
  status: z.enum(['awaiting_second_approval', 'posted', 'all']).default('awaiting_second_approval'),
  beforeId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(MEMBER_PAGE_MAX).default(20),
  format: exportFormatSchema,
});
export const consoleAdjustmentsSchema = page(consoleAdjustmentSchema);
export const consoleAdjustmentParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

// Dashboard

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
export const consoleDashboardQuerySchema = z.strictObject({ merchant: merchantCodeSchema.optional(), from: day, to: day });
/** Player counts: they add up over merchants (a player belongs to one merchant). */
export const dashboardCountsSchema = z.object({
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  activePlayers: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
export const consoleDashboardSchema = z.object({
  merchants: z.array(z.string()),
  totals: dashboardCountsSchema,
  days: z.array(dashboardCountsSchema.extend({ day: z.string() })),
  /** money per currency: the merchants of one currency add up, different currencies never do */
  currencies: z.array(
    z.object({
      currency: z.string(),
      merchants: z.array(z.string()),
      totals: moneyFiguresSchema,
      days: z.array(moneyFiguresSchema.extend({ day: z.string() })),
    }),
  ),
  livePlayers: z.number().int(),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;
