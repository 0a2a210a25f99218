import { z } from 'zod';
import { promoCodeSchema } from '../bonus/schemas.ts';
import { merchantCodeSchema, moneyTextSchema } from '../common/schemas.ts';
import { DEPOSIT_STATUSES, PAYMENT_PASSWORD_PATTERN, TRANSACTION_FILTERS, TRANSACTION_KINDS, WITHDRAWAL_HOLDS, WITHDRAWAL_STATUSES, amountToCents, moneyTextToCents } from './rules.ts';

/**
 * An amount a member enters: decimal major units with at most two decimals, above zero, below 10 billion.
 * Fractional cents, zero, negatives and absurd sizes are refused here, before any service sees them.
 */
export const moneyInputSchema = z
  .number()
  .positive()
  .max(10_000_000_000)
  .refine((n) => amountToCents(n) !== null, 'at most two decimals');

/** The client's id of a money request: repeating it answers the first result and moves nothing. */
export const requestIdSchema = z.string().trim().min(8).max(64).regex(/^[\w-]+$/, 'letters, digits, _ or -');

export const paymentPasswordSchema = z.string().regex(PAYMENT_PASSWORD_PATTERN, 'six digits');

/** Integer ids of rows (a 32-bit column): anything larger cannot exist. */
const rowId = z.coerce.number().int().min(1).max(2_147_483_647);
const orderNo = z.string().trim().regex(/^[DW]\d{8}[0-9A-Z]{10}$/, 'an order number');

export const fundsSchema = z.object({
  /** cash + bonus: the header balance */
  sumBalance: z.number(),
  cash: z.number(),
  bonus: z.number(),
  /** cash reserved by withdrawals waiting for review or payout */
  held: z.number(),
  /** cash that can be withdrawn now */
  withdrawable: z.number(),
  currency: z.string(),
  bonusWagering: z
    .object({ bonus: z.number(), required: z.number(), wagered: z.number(), remaining: z.number() })
    .nullable(),
});
export type Funds = z.infer<typeof fundsSchema>;

export const paymentChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  presets: z.array(z.number()),
  /** percent of the amount, e.g. 1.5 */
  feePercent: z.number(),
  feeFixed: z.number(),
  feePayer: z.enum(['member', 'merchant']),
  /** withdrawals per day on this channel (0: no limit) */
  dailyLimit: z.number().int(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;
/** The merchant's withdrawal channels. */
export const paymentChannelListSchema = z.array(paymentChannelSchema);

export const depositChannelsSchema = z.object({
  channels: z.array(paymentChannelSchema),
  /** the first-deposit promotion, while the member has not used it */
  firstDepositBonus: z
    .object({ percent: z.number(), maxBonus: z.number(), minDeposit: z.number(), wageringMultiplier: z.number() })
    .nullable(),
});

export const createDepositSchema = z.object({
  channelId: rowId,
  amount: moneyInputSchema,
  requestId: requestIdSchema,
  /** a deposit match chosen on the deposit screen (instead of the first-deposit bonus) */
  bonusCampaignId: rowId.optional(),
  /** a promo code entered on the deposit screen: its deposit match applies to this deposit */
  bonusCode: promoCodeSchema.optional(),
});
export type CreateDepositInput = z.infer<typeof createDepositSchema>;

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.number(),
  fee: z.number(),
  credit: z.number(),
  bonus: z.number(),
  currency: z.string(),
  channel: z.object({ code: z.string(), name: z.string() }),
  checkoutUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
  paidAt: z.number().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;
/** A page of the member's deposits; `next` is the beforeId of the next page, null at the end. */
export const depositOrderListSchema = z.object({ list: z.array(depositOrderSchema), next: z.number().int().nullable() });

export const orderNoParamsSchema = z.object({ orderNo });

const rangeQuery = {
  from: z.coerce.number().int().min(0).max(8_640_000_000_000).optional(),
  to: z.coerce.number().int().min(0).max(8_640_000_000_000).optional(),
  beforeId: rowId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
};

export const depositListQuerySchema = z.object({ ...rangeQuery, status: z.enum(DEPOSIT_STATUSES).optional() });
export const withdrawListQuerySchema = z.object({ ...rangeQuery, status: z.enum(WITHDRAWAL_STATUSES).optional() });

export const setPaymentPasswordSchema = z.object({
  /** the login password, when the account has one */
  password: z.string().max(128).optional(),
  paymentPassword: paymentPasswordSchema,
});
export const resetPaymentPasswordSchema = z.object({
  oldPaymentPassword: paymentPasswordSchema,
  newPaymentPassword: paymentPasswordSchema,
});
/** Whether the member has set a withdrawal PIN. */
export const hasWithdrawalPasswordSchema = z.boolean();

export const payeeNameSchema = z.object({ payeeName: z.string().trim().min(2).max(64).regex(/^[\p{L}\p{M} .'-]+$/u, 'letters, spaces, . \' -') });
/** The member's payee name; null until it is set. */
export const payeeNameAnswerSchema = z.object({ payeeName: z.string().nullable() });
/** The payee name as saved (spaces folded). */
export const payeeNameSavedSchema = z.object({ payeeName: z.string() });

export const payoutInstitutionSchema = z.object({ code: z.string(), name: z.string(), kind: z.enum(['ewallet', 'bank']) });
export const payoutInstitutionListSchema = z.array(payoutInstitutionSchema);
export const payoutAccountSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['ewallet', 'bank']),
  bankCode: z.string(),
  bankName: z.string(),
  /** only the last four digits */
  accountNoMasked: z.string(),
  accountName: z.string(),
  createdAt: z.number(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountListSchema = z.array(payoutAccountSchema);
export const addPayoutAccountSchema = z.object({
  bankCode: z.string().trim().min(2).max(16).regex(/^[A-Z0-9_]+$/),
  accountNo: z.string().trim().min(6).max(32).regex(/^[+\d\s-]+$/, 'digits'),
});
export const bankCardParamsSchema = z.object({ id: rowId });

export const createWithdrawalSchema = z.object({
  channelId: rowId,
  payoutAccountId: rowId,
  amount: moneyInputSchema,
  paymentPassword: paymentPasswordSchema,
  requestId: requestIdSchema,
  /** the member accepted that an unwagered bonus is given up */
  forfeitBonus: z.boolean().default(false),
});
export type CreateWithdrawalInput = z.infer<typeof createWithdrawalSchema>;

export const withdrawalOrderSchema = z.object({
  orderNo: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: z.number(),
  fee: z.number(),
  payout: z.number(),
  currency: z.string(),
  channel: z.object({ code: z.string(), name: z.string() }),
  account: z.object({ bankCode: z.string(), bankName: z.string(), accountNoMasked: z.string() }),
  reason: z.string().nullable(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
  paidAt: z.number().nullable(),
  /** a pending order is held until the member's identity is verified (kyc) or an operator's review is closed (review) */
  heldFor: z.enum(WITHDRAWAL_HOLDS).nullable(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;
/** A page of the member's withdrawals; `next` is the beforeId of the next page, null at the end. */
export const withdrawalOrderListSchema = z.object({ list: z.array(withdrawalOrderSchema), next: z.number().int().nullable() });

export const betRecordQuerySchema = z.object({
  ...rangeQuery,
  gameType: z.string().trim().regex(/^[A-Z]{2,12}$/).optional(),
  /** one game's records (a game screen's "My bets"): its vendor and its code there */
  vendor: z.string().trim().regex(/^[A-Za-z0-9_-]{1,32}$/).optional(),
  gameCode: z.string().trim().regex(/^[A-Za-z0-9_.:-]{1,64}$/).optional(),
});
/**
 * A vendor's account of a round, as it reported it with its wallet calls (`meta`): a line ("Banker wins 8-5")
 * and label/value pairs under it ("Your bets": "Banker ₱100"). Limits: `ROUND_DETAILS_LIMITS`.
 */
export const ROUND_DETAILS_LIMITS = { summary: 300, items: 20, label: 60, value: 200 } as const;
export const roundDetailsSchema = z.object({
  summary: z.string().max(ROUND_DETAILS_LIMITS.summary),
  items: z
    .array(z.object({ label: z.string().max(ROUND_DETAILS_LIMITS.label), value: z.string().max(ROUND_DETAILS_LIMITS.value) }))
    .max(ROUND_DETAILS_LIMITS.items),
});
export type RoundDetails = z.infer<typeof roundDetailsSchema>;

export const betRecordSchema = z.object({
  id: z.number().int(),
  roundId: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  bet: z.number(),
  win: z.number(),
  net: z.number(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  createdAt: z.number(),
  settledAt: z.number().nullable(),
  /** in-house games: the provably-fair proof of the round */
  fairness: z.unknown().nullable(),
  /** the vendor's account of the round (the hand, the draw), when its vendor gave one */
  details: roundDetailsSchema.nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;
export const betRecordsSchema = z.object({
  list: z.array(betRecordSchema),
  totals: z.object({ rounds: z.number().int(), bet: z.number(), win: z.number(), net: z.number() }),
  /** the id to pass as beforeId for the next page; null at the end */
  next: z.number().int().nullable(),
  currency: z.string(),
});
export const betRecordParamsSchema = z.object({ id: rowId });

export const transactionQuerySchema = z.object({
  ...rangeQuery,
  type: z.enum(Object.keys(TRANSACTION_FILTERS) as [keyof typeof TRANSACTION_FILTERS, ...(keyof typeof TRANSACTION_FILTERS)[]]).optional(),
});
export const transactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRANSACTION_KINDS),
  /** from the member's side: + in, - out */
  amount: z.number(),
  account: z.enum(['cash', 'bonus']),
  status: z.enum(['posted', 'pending', 'voided']),
  reference: z.string().nullable(),
  createdAt: z.number(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsSchema = z.object({
  list: z.array(transactionSchema),
  next: z.number().int().nullable(),
  currency: z.string(),
});
/** The CSV export's range and filter: every matching row, no pages. */
export const transactionCsvQuerySchema = transactionQuerySchema.omit({ beforeId: true, limit: true });
/** The CSV file itself (text/csv). */
export const transactionsCsvSchema = z.string();

export const lotteryOrdersQuerySchema = z.object({ ...rangeQuery, vendor: z.string().trim().max(32).optional() });
export const lotteryOrderDetailQuerySchema = z.object({ id: rowId });
export const lotteryCancelSchema = z.object({ id: rowId });

// Operators
export const opsRejectSchema = z.object({ reason: z.string().trim().min(3).max(200) });
export const opsAdjustmentSchema = z.object({
  /** + credits the member, - debits: a decimal string ("250.00", "-12.5") */
  amount: z
    .string()
    .trim()
    .regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'a decimal amount like "250.00" or "-12.50", at most two decimals')
    .refine((text) => {
      const cents = moneyTextToCents(text);
      return cents !== null && cents !== 0 && Math.abs(cents) <= 1_000_000_000_000;
    }, 'a non-zero amount of at most 10,000,000,000'),
  reason: z.string().trim().min(3).max(200),
  requestId: requestIdSchema,
});
export const opsDailyReportQuerySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  merchant: merchantCodeSchema.optional().describe('merchant code; default the default merchant'),
});

/** A manual adjustment: posted at once, or waiting for a second operator at or above the merchant's amount. */
export const opsAdjustmentResultSchema = z.union([
  z.object({ transferId: z.number().int(), balance: moneyTextSchema, replayed: z.boolean() }),
  z.object({ status: z.literal('awaiting_second_approval'), id: z.number().int() }),
]);

/** The ledger's own audit (GET /ops/ledger/integrity). */
export const opsLedgerIntegritySchema = z.object({ ok: z.boolean(), problems: z.array(z.string()), accounts: z.number(), transfers: z.number() });

/** A merchant's day in real money, in its own time zone (GET /ops/reports/daily). */
export const opsDailyReportSchema = z.object({
  merchant: z.string(),
  date: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  deposits: moneyTextSchema,
  withdrawals: moneyTextSchema,
  bets: moneyTextSchema,
  wins: moneyTextSchema,
  ggr: moneyTextSchema,
  bonusCost: moneyTextSchema,
  /** deposit fees the brand bears */
  paymentFees: moneyTextSchema,
  /** GGR less bonus cost */
  ngr: moneyTextSchema,
  adjustments: moneyTextSchema,
  byKind: z.array(z.object({ kind: z.string(), amount: moneyTextSchema, count: z.number().int() })),
  byAccount: z.array(z.object({ kind: z.string(), net: moneyTextSchema })),
  balanced: z.boolean(),
});
