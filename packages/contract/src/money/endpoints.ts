import { endpoint } from '../common/endpoint.ts';
import { cashierDepositListSchema, cashierDepositQuerySchema, cashierWithdrawalListSchema, cashierWithdrawalQuerySchema, cashierWithdrawalRowSchema, consoleLedgerQuerySchema, consoleMemberLedgerSchema } from '../console/money/schemas.ts';
import { opsAccountParamsSchema, opsMemberQuerySchema } from '../ops/schemas.ts';
import { MONEY_OPS_PATHS } from './paths.ts';
import {
  opsAdjustmentResultSchema,
  opsAdjustmentSchema,
  opsDailyReportQuerySchema,
  opsDailyReportSchema,
  opsLedgerIntegritySchema,
  opsRejectSchema,
  orderNoParamsSchema,
} from './schemas.ts';

const withdrawalFailures = [400, 401, 403, 404, 409, 503] as const;
const ledgerFailures = [400, 401, 404, 409] as const;

/** The operators' money routes: the cashier's withdrawals and deposits, a member's ledger and adjustments, the ledger's audit and day. */
export const MONEY_OPS_ENDPOINTS = {
  withdrawals: endpoint({
    method: 'GET',
    path: MONEY_OPS_PATHS.withdrawals,
    permission: 'cashier.read',
    csv: true,
    summary: 'Withdrawals of a merchant, newest first (default: open, every order waiting for a review); format=csv exports them all',
    description:
      'status: open (pending, the default), pending (waiting for a first approval), awaiting_second_approval (approved ' +
      "once at or above the merchant's second-approval amount), an order status, or all. A row's status is " +
      'awaiting_second_approval while it waits for the second approver; approvals say who approved first.',
    query: cashierWithdrawalQuerySchema,
    response: cashierWithdrawalListSchema,
    failures: withdrawalFailures,
  }),
  approveWithdrawal: endpoint({
    method: 'POST',
    path: MONEY_OPS_PATHS.approveWithdrawal,
    permission: 'cashier.review',
    summary:
      "Approve a withdrawal: paid out through its provider (the hold is posted when paid, voided if refused); at or above the merchant's second-approval amount the first approval answers awaiting_second_approval and a different operator's approval pays (the same operator twice: 409 console.approval.same_operator)",
    params: orderNoParamsSchema,
    response: cashierWithdrawalRowSchema,
    failures: withdrawalFailures,
  }),
  rejectWithdrawal: endpoint({
    method: 'POST',
    path: MONEY_OPS_PATHS.rejectWithdrawal,
    permission: 'cashier.review',
    summary: 'Reject a withdrawal with a reason: the hold is voided and the member is told in the inbox',
    params: orderNoParamsSchema,
    body: opsRejectSchema,
    response: cashierWithdrawalRowSchema,
    failures: withdrawalFailures,
  }),
  deposits: endpoint({
    method: 'GET',
    path: MONEY_OPS_PATHS.deposits,
    permission: 'cashier.read',
    csv: true,
    summary: 'Deposits of a merchant, newest first, with their player and provider status; format=csv exports every match',
    query: cashierDepositQuerySchema,
    response: cashierDepositListSchema,
    failures: [400, 401, 403, 404],
  }),
  memberLedger: endpoint({
    method: 'GET',
    path: MONEY_OPS_PATHS.memberLedger,
    permission: 'players.read',
    csv: true,
    summary: "A member's ledger accounts (balance and held per account) and their transfers, newest first, a page at a time",
    description:
      "Every amount is in the merchant's currency (`currency`). Each transfer says which way it moved the member's money " +
      "(direction, and change: its effect on the money the member can use) and what became of a hold. `next` is the " +
      "beforeId of the next page. format=csv answers every transfer as a CSV download (times in the merchant's time zone).",
    params: opsAccountParamsSchema,
    query: consoleLedgerQuerySchema,
    response: consoleMemberLedgerSchema,
    failures: ledgerFailures,
  }),
  adjustMember: endpoint({
    method: 'POST',
    path: MONEY_OPS_PATHS.adjustments,
    permission: 'cashier.review',
    summary:
      "A manual adjustment of a member's cash, with a reason: a transfer to or from the adjustments account; at or above the merchant's second-approval amount it waits for another operator's approval",
    params: opsAccountParamsSchema,
    query: opsMemberQuerySchema,
    body: opsAdjustmentSchema,
    response: opsAdjustmentResultSchema,
    failures: ledgerFailures,
  }),
  ledgerIntegrity: endpoint({
    method: 'GET',
    path: MONEY_OPS_PATHS.ledgerIntegrity,
    permission: 'reports.read',
    summary: "The ledger's audit: balances sum to zero, every account's totals equal its transfers, no member overdrawn",
    response: opsLedgerIntegritySchema,
    failures: ledgerFailures,
  }),
  dailyReport: endpoint({
    method: 'GET',
    path: MONEY_OPS_PATHS.dailyReport,
    permission: 'reports.read',
    summary:
      "A merchant's day in real money (its own time zone): deposits, withdrawals, valid bets, wins, GGR (activity's figures), bonus cost, NGR, and the day's ledger movements",
    query: opsDailyReportQuerySchema,
    response: opsDailyReportSchema,
    failures: ledgerFailures,
  }),
};
