/** The money area's API paths: balances, deposits, withdrawals, records, and the operators' side. */
export const MONEY_PATHS = {
  funds: '/wps/member/info/funds/consolidated',
  depositChannels: '/wps/deposit/channels',
  depositOrders: '/wps/deposit/orders',
  depositOrder: '/wps/deposit/orders/:orderNo',
  paymentPassword: '/wps/member/paymentPassword',
  paymentPasswordReset: '/wps/member/paymentPassword/reset',
  hasWithdrawalPassword: '/wps/member/hasWithdrawalPassword',
  payeeName: '/wps/member/info/payeename',
  bankCards: '/wps/member/bankCard',
  bankCard: '/wps/member/bankCard/:id',
  payoutInstitutions: '/wps/withdraw/institutions',
  withdrawChannels: '/wps/withdraw/channels',
  withdrawOrders: '/wps/withdraw/orders',
  withdrawOrder: '/wps/withdraw/orders/:orderNo',
  betRecords: '/wps/records/bets',
  betRecord: '/wps/records/bets/:id',
  transactions: '/wps/records/transactions',
  transactionsCsv: '/wps/records/transactions.csv',
  lotteryOrders: '/lgw/orders',
  lotteryOrderDetail: '/lgw/orders/detail',
  lotterySubordersCancel: '/lgw/orders/suborders/cancel',
  /** payment providers' webhooks (signed by the provider) */
  paymentWebhook: '/hooks/payments/:provider',
  /** the seamless wallet game vendors call (signed by the vendor) */
  vendorWallet: '/vendor-api/:integration',
} as const;

/** Operator paths under /ops. */
export const MONEY_OPS_PATHS = {
  withdrawals: '/ops/withdrawals',
  approveWithdrawal: '/ops/withdrawals/:orderNo/approve',
  rejectWithdrawal: '/ops/withdrawals/:orderNo/reject',
  deposits: '/ops/deposits',
  memberLedger: '/ops/members/:account/ledger',
  adjustments: '/ops/members/:account/adjustments',
  dailyReport: '/ops/reports/daily',
  ledgerIntegrity: '/ops/ledger/integrity',
} as const;
