import type { BetRecord, DepositOrder, Funds, PaymentChannel, PayoutAccount, Transaction, WithdrawalOrder } from '@lobby/contract';

/** Money fixtures shaped like the server's answers (amounts in decimals, times in epoch ms). */
export function makeFunds(overrides: Partial<Funds> = {}): Funds {
  return {
    sumBalance: 9_320,
    cash: 9_200,
    bonus: 120,
    held: 1_200,
    withdrawable: 8_000,
    currency: 'PHP',
    bonusWagering: { bonus: 120, required: 2_640, wagered: 660, remaining: 1_980 },
    ...overrides,
  };
}

export function makeChannel(overrides: Partial<PaymentChannel> = {}): PaymentChannel {
  return {
    id: 1,
    code: 'GCASH',
    name: 'GCash',
    min: 100,
    max: 50_000,
    presets: [100, 300, 500, 1000, 3000, 5000],
    feePercent: 0,
    feeFixed: 0,
    feePayer: 'merchant',
    dailyLimit: 0,
    ...overrides,
  };
}

export const DEPOSIT_CHANNELS: PaymentChannel[] = [
  makeChannel(),
  makeChannel({ id: 2, code: 'MAYA', name: 'Maya', feePercent: 1.5, feePayer: 'member' }),
  makeChannel({ id: 3, code: 'QRPH', name: 'QR Ph', min: 200, presets: [200, 500, 1000] }),
  makeChannel({ id: 4, code: 'BANK', name: 'Online banking', min: 500, max: 100_000, presets: [500, 1000] }),
];

export const FIRST_DEPOSIT_BONUS = { percent: 120, maxBonus: 6_000, minDeposit: 200, wageringMultiplier: 8 };

export function makeDepositOrder(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderNo: 'D20261123ABCDEF1234',
    status: 'pending',
    amount: 1_000,
    fee: 0,
    credit: 1_000,
    bonus: 1_200,
    currency: 'PHP',
    channel: { code: 'GCASH', name: 'GCash' },
    checkoutUrl: '/sandbox-pay/checkout/42',
    failureReason: null,
    createdAt: Date.now() - 60_000,
    expiresAt: Date.now() + 15 * 60_000,
    paidAt: null,
    ...overrides,
  };
}

export const WITHDRAW_CHANNELS: PaymentChannel[] = [
  makeChannel({ id: 11, code: 'GCASH', name: 'GCash', min: 200, presets: [], dailyLimit: 5 }),
  makeChannel({ id: 12, code: 'MAYA', name: 'Maya', min: 200, presets: [], dailyLimit: 5 }),
  makeChannel({
    id: 13,
    code: 'BANK',
    name: 'Bank transfer',
    min: 500,
    max: 200_000,
    presets: [],
    feeFixed: 15,
    feePayer: 'member',
    dailyLimit: 3,
  }),
];

export function makeAccount(overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return {
    id: 21,
    kind: 'ewallet',
    bankCode: 'GCASH',
    bankName: 'GCash',
    accountNoMasked: '••••••4567',
    accountName: 'Juan Dela Cruz',
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

export const INSTITUTIONS = [
  { code: 'GCASH', name: 'GCash', kind: 'ewallet' },
  { code: 'MAYA', name: 'Maya', kind: 'ewallet' },
  { code: 'BDO', name: 'BDO Unibank', kind: 'bank' },
  { code: 'BPI', name: 'BPI', kind: 'bank' },
] as const;

export function makeWithdrawal(overrides: Partial<WithdrawalOrder> = {}): WithdrawalOrder {
  return {
    orderNo: 'W20261123ABCDEF5678',
    status: 'pending',
    heldFor: null,
    amount: 1_000,
    fee: 0,
    payout: 1_000,
    currency: 'PHP',
    channel: { code: 'GCASH', name: 'GCash' },
    account: { bankCode: 'GCASH', bankName: 'GCash', accountNoMasked: '••••••4567' },
    reason: null,
    createdAt: Date.now(),
    reviewedAt: null,
    paidAt: null,
    ...overrides,
  };
}

export function makeBet(overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    id: 501,
    roundId: 'QS-2026-000501',
    gameName: 'Quick Spin',
    gameCode: 'quick-spin',
    vendor: 'DEMO',
    gameType: 'RNG',
    bet: 10,
    win: 25,
    net: 15,
    status: 'settled',
    createdAt: Date.now() - 5 * 60_000,
    settledAt: Date.now() - 5 * 60_000 + 2_000,
    fairness: null,
    details: null,
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 901,
    kind: 'deposit',
    amount: 1_000,
    account: 'cash',
    status: 'posted',
    reference: 'D20261123ABCDEF1234',
    createdAt: Date.now() - 60_000,
    ...overrides,
  };
}
