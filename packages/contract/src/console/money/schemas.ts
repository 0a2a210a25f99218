import { z } from 'zod';
import { INT32_MAX, merchantCodeSchema, moneyTextSchema } from '../../common/schemas.ts';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '../../money/rules.ts';
import { depositOrderSchema, withdrawalOrderSchema } from '../../money/schemas.ts';

/**
 * The console's money answers: a member's ledger, the cashier's lists (withdrawals, deposits), what an
 * approver sees before paying out, and the finance report. Amounts are decimal strings ("1250.00",
 * moneyTextSchema), as on every /ops route. Every answer names its currency: merchants have different
 * ones, and amounts of two currencies are never added.
 */

const rowId = z.coerce.number().int().min(1).max(INT32_MAX);
const decimal = moneyTextSchema;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date, YYYY-MM-DD');

/**
 * A list route's `format`: `csv` answers the whole filtered result (every page, not only the first) as a
 * CSV download in UTF-8 with a BOM, and leaves an audit row saying who exported what.
 */
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS).default('json');

/** A merchant a multi-merchant answer covers: its currency and the time zone its calendar days follow. */
export const consoleMerchantRefSchema = z.object({ code: z.string(), name: z.string(), currency: z.string(), timeZone: z.string() });
export type ConsoleMerchantRef = z.infer<typeof consoleMerchantRefSchema>;

// ---- a member's ledger ----

export const consoleLedgerQuerySchema = z.object({
  merchant: merchantCodeSchema.optional().describe('merchant code; default the default merchant'),
  /** the page after this transfer id (newest first) */
  beforeId: rowId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: exportFormatSchema,
});
export type ConsoleLedgerQuery = z.infer<typeof consoleLedgerQuerySchema>;

export const ledgerAccountViewSchema = z.object({
  code: z.string(),
  /** member_cash, member_bonus (the member's own); demo accounts of a trial account are marked demo */
  kind: z.string(),
  currency: z.string(),
  demo: z.boolean(),
  /** posted credits less posted debits */
  balance: decimal,
  /** reserved by pending holds (withdrawals waiting for review or payout) */
  held: decimal,
});
export type LedgerAccountView = z.infer<typeof ledgerAccountViewSchema>;

/** Which way a transfer moved the member's money. */
export const LEDGER_DIRECTIONS = ['in', 'out', 'internal', 'none'] as const;

export const ledgerTransferViewSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** one of TRANSACTION_KINDS */
  kind: z.string(),
  /** posted, pending (a hold), post_pending or void_pending (what became of a hold) */
  state: z.string(),
  amount: decimal,
  currency: z.string(),
  /**
   * in: into one of the member's accounts; out: out of one; internal: between the member's own accounts
   * (bonus released to cash); none: tagged with the member but moving the house's money (a jackpot
   * contribution from their stake, a deposit fee the brand bears)
   */
  direction: z.enum(LEDGER_DIRECTIONS),
  /**
   * the amount as the member's available money saw it: + in, - out, 0 otherwise. A hold takes the amount
   * when it is placed, its void gives it back, its posting changes nothing more.
   */
  change: decimal,
  /** the member's account on this transfer (cash or bonus), null when none */
  memberAccount: z.enum(['member_cash', 'member_bonus']).nullable(),
  /** the kind of the account on the other side (provider, vendor, promotions, adjustments, house ...) */
  counterparty: z.string(),
  /** a hold's fate: posted or voided once resolved, null while pending or for other transfers */
  resolution: z.enum(['posted', 'voided']).nullable(),
  debit: z.number().int(),
  credit: z.number().int(),
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  createdAt: z.number(),
});
export type LedgerTransferView = z.infer<typeof ledgerTransferViewSchema>;

export const consoleMemberLedgerSchema = z.object({
  account: z.string(),
  merchant: z.string(),
  /** the merchant's currency: every amount below is in it */
  currency: z.string(),
  accounts: z.array(ledgerAccountViewSchema),
  /** newest first, one page */
  transfers: z.array(ledgerTransferViewSchema),
  /** beforeId of the next page, null on the last */
  next: z.number().int().nullable(),
});
export type ConsoleMemberLedger = z.infer<typeof consoleMemberLedgerSchema>;

// ---- cashier: withdrawals ----

/** A withdrawal as operators see it: the order's status, or awaiting_second_approval while it waits for one. */
export const CONSOLE_WITHDRAWAL_STATUSES = [...WITHDRAWAL_STATUSES, 'awaiting_second_approval'] as const;
export type ConsoleWithdrawalStatus = (typeof CONSOLE_WITHDRAWAL_STATUSES)[number];
/**
 * The queue's filters: open (the default) is every order waiting for a review, pending those waiting for a
 * first approval, awaiting_second_approval those approved once at or above the merchant's second-approval
 * amount, all every order.
 */
export const WITHDRAWAL_QUEUE_FILTERS = ['open', ...CONSOLE_WITHDRAWAL_STATUSES, 'all'] as const;
export type WithdrawalQueueFilter = (typeof WITHDRAWAL_QUEUE_FILTERS)[number];

export const cashierApprovalSchema = z.object({ by: z.string(), at: z.number().int() });

export const cashierWithdrawalRowSchema = withdrawalOrderSchema.extend({
  amount: decimal,
  fee: decimal,
  payout: decimal,
  id: z.number().int(),
  merchant: z.string(),
  memberId: z.number().int(),
  /** the player's account (username): the console links it to the player's file (`account` is the payout account) */
  player: z.string(),
  /** the payee name the payout goes to */
  accountName: z.string(),
  status: z.enum(CONSOLE_WITHDRAWAL_STATUSES),
  /** the operators who approved it, first first */
  approvals: z.array(cashierApprovalSchema),
  /** at or above the merchant's second-approval amount, waiting, and fewer than two operators approved */
  needsSecondApproval: z.boolean(),
});
export type CashierWithdrawalRow = z.infer<typeof cashierWithdrawalRowSchema>;

export const cashierWithdrawalQuerySchema = z.object({
  merchant: merchantCodeSchema.optional().describe('merchant code; default the default merchant'),
  status: z.enum(WITHDRAWAL_QUEUE_FILTERS).default('open'),
  /** one player's orders, by account */
  account: z.string().trim().min(1).max(64).optional(),
  beforeId: rowId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: exportFormatSchema,
});
export type CashierWithdrawalQuery = z.infer<typeof cashierWithdrawalQuerySchema>;
export const cashierWithdrawalListSchema = z.object({ list: z.array(cashierWithdrawalRowSchema), next: z.number().int().nullable() });

/** What an approver sees before paying a withdrawal out. Amounts: decimal strings in `currency`. */
export const cashierWithdrawalReviewSchema = z.object({
  order: cashierWithdrawalRowSchema,
  currency: z.string(),
  player: z.object({
    account: z.string(),
    nickname: z.string().nullable(),
    status: z.enum(['enabled', 'disabled']),
    vipLevel: z.number().int(),
    registeredAt: z.number().int(),
  }),
  /** now, this order's hold included */
  balances: z.object({ cash: decimal, bonus: decimal, held: decimal, withdrawable: decimal }),
  deposits: z.object({
    /** paid deposits, all time */
    count: z.number().int(),
    total: decimal,
    lastAt: z.number().int().nullable(),
    lastAmount: decimal.nullable(),
  }),
  wagering: z.object({
    /** valid bets (stakes of settled real-money rounds), all time */
    turnover: decimal,
    /** the same of the rounds settled since the last deposit was credited (what anti-money-laundering checks compare with that deposit) */
    turnoverSinceLastDeposit: decimal,
    /** an open bonus's wagering requirement (a withdrawal forfeits what is left of that bonus), null without one */
    bonus: z.object({ bonus: decimal, required: decimal, wagered: decimal, remaining: decimal }).nullable(),
  }),
  withdrawals: z.object({
    /** paid withdrawals, all time (this order not counted) */
    paidCount: z.number().int(),
    paidTotal: decimal,
    /** the player's other orders, newest first (at most 5) */
    recent: z.array(
      z.object({
        orderNo: z.string(),
        amount: decimal,
        status: z.enum(WITHDRAWAL_STATUSES),
        accountNoMasked: z.string(),
        createdAt: z.number().int(),
      }),
    ),
  }),
});
export type CashierWithdrawalReview = z.infer<typeof cashierWithdrawalReviewSchema>;

// ---- cashier: deposits ----

export const cashierDepositRowSchema = depositOrderSchema.extend({
  amount: decimal,
  fee: decimal,
  credit: decimal,
  bonus: decimal,
  id: z.number().int(),
  merchant: z.string(),
  memberId: z.number().int(),
  /** the player's account (username): the console links it to the player's file */
  player: z.string(),
  provider: z.string(),
  providerRef: z.string().nullable(),
});
export type CashierDepositRow = z.infer<typeof cashierDepositRowSchema>;

export const cashierDepositQuerySchema = z.object({
  merchant: merchantCodeSchema.optional().describe('merchant code; default the default merchant'),
  status: z.enum(DEPOSIT_STATUSES).optional(),
  orderNo: z
    .string()
    .trim()
    .regex(/^[DW]\d{8}[0-9A-Z]{10}$/, 'an order number')
    .optional(),
  account: z.string().trim().min(1).max(64).optional(),
  from: z.coerce.number().int().min(0).max(8_640_000_000_000).optional(),
  to: z.coerce.number().int().min(0).max(8_640_000_000_000).optional(),
  beforeId: rowId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: exportFormatSchema,
});
export type CashierDepositQuery = z.infer<typeof cashierDepositQuerySchema>;
export const cashierDepositListSchema = z.object({ list: z.array(cashierDepositRowSchema), next: z.number().int().nullable() });

// ---- money figures: dashboard and finance report ----

/**
 * A period's real money in one currency, from the ledger (decimal strings). NGR is GGR less bonus cost;
 * payment fees and manual adjustments are shown beside it, not in it.
 */
export const moneyFiguresSchema = z.object({
  deposits: decimal,
  /** paid deposit orders */
  depositCount: z.number().int(),
  /** withdrawals paid out (the member's amount, fee included) */
  withdrawals: decimal,
  /** withdrawal orders paid out */
  withdrawalCount: z.number().int(),
  /** deposits less withdrawals */
  netDeposits: decimal,
  bets: decimal,
  wins: decimal,
  /** bets less wins (jackpot wins included) */
  ggr: decimal,
  /** bonuses and rewards granted less bonuses forfeited */
  bonusCost: decimal,
  /** deposit fees the brand bears (channels whose fee payer is the merchant) */
  paymentFees: decimal,
  /** net gaming revenue: GGR less bonus cost */
  ngr: decimal,
  /** manual adjustments: credits to players less debits */
  adjustments: decimal,
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;
export const MONEY_FIGURES = Object.keys(moneyFiguresSchema.shape) as Array<keyof MoneyFigures>;

export const consoleFinanceQuerySchema = z.object({
  /** one merchant; without it every merchant the operator sees */
  merchant: merchantCodeSchema.optional(),
  from: day,
  to: day,
  format: exportFormatSchema,
});
export type ConsoleFinanceQuery = z.infer<typeof consoleFinanceQuerySchema>;

export const consoleFinanceReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  merchants: z.array(consoleMerchantRefSchema),
  /** one section per currency, never added together */
  currencies: z.array(
    z.object({
      currency: z.string(),
      merchants: z.array(z.string()),
      totals: moneyFiguresSchema,
      /** each merchant's period */
      byMerchant: z.array(moneyFiguresSchema.extend({ merchant: z.string() })),
      /** each merchant's calendar days (its own time zone), oldest first */
      days: z.array(moneyFiguresSchema.extend({ merchant: z.string(), day: z.string() })),
    }),
  ),
});
export type ConsoleFinanceReport = z.infer<typeof consoleFinanceReportSchema>;
