import { endpoint } from '../../common/endpoint.ts';
import { orderNoParamsSchema } from '../../money/schemas.ts';
import { CONSOLE_MONEY_PATHS } from './paths.ts';
import { cashierWithdrawalReviewSchema, consoleFinanceQuerySchema, consoleFinanceReportSchema } from './schemas.ts';

/** The console's money screens beside MONEY_OPS_ENDPOINTS: what an approver looks at, and the finance report. */
export const CONSOLE_MONEY_ENDPOINTS = {
  withdrawalReview: endpoint({
    method: 'GET',
    path: CONSOLE_MONEY_PATHS.withdrawalReview,
    permission: 'cashier.read',
    tags: ['console'],
    summary: "What an approver looks at before paying a withdrawal out: the player's balance, deposits, wagering and other withdrawals",
    params: orderNoParamsSchema,
    response: cashierWithdrawalReviewSchema,
    failures: [400, 401, 403, 404, 409, 503],
  }),
  financeReport: endpoint({
    method: 'GET',
    path: CONSOLE_MONEY_PATHS.financeReport,
    permission: 'reports.read',
    csv: true,
    summary: 'Deposits, withdrawals, bets, wins, GGR, bonus cost, NGR per merchant and day, with totals per currency',
    description:
      "From the ledger, real money only, over each merchant's calendar days from..to (its own time zone). Without " +
      'merchant: every merchant the caller sees, one section per currency (amounts of different currencies are never ' +
      'added). NGR is GGR less bonus cost; payment fees (deposit fees the brand bears) and manual adjustments are ' +
      "shown beside it. format=csv answers a CSV download (a row per merchant and day, each merchant's period, a " +
      'TOTAL per currency). At most 366 days.',
    query: consoleFinanceQuerySchema,
    response: consoleFinanceReportSchema,
    failures: [400, 401, 403, 404],
  }),
};
