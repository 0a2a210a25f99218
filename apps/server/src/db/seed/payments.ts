import { FIRST_DEPOSIT_BONUS_PERCENT } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Each brand's deposit and withdrawal channels (all on the bundled sandbox provider until an operator moves
 * one to a real provider) and the first-deposit bonus (FIRST_DEPOSIT_BONUS_PERCENT, the Deposit badge's figure). Idempotent: inserts what is
 * missing, leaves operators' edits alone.
 */
interface ChannelSeed {
  code: string;
  direction: 'deposit' | 'withdraw';
  name: string;
  method: string;
  min: number;
  max: number;
  presets?: number[];
  feeBp?: number;
  feeFixed?: number;
  feePayer?: 'member' | 'merchant';
  daily?: number;
}

const PHP = 100;
const VND = 100;
const CNY = 100;
const THB = 100;
const IDR = 100;

const CHANNELS: Record<string, ChannelSeed[]> = {
  LUCKY: [
    { code: 'GCASH', direction: 'deposit', name: 'GCash', method: 'gcash', min: 100 * PHP, max: 50_000 * PHP, presets: [100, 300, 500, 1000, 3000, 5000].map((n) => n * PHP) },
    { code: 'MAYA', direction: 'deposit', name: 'Maya', method: 'paymaya', min: 100 * PHP, max: 50_000 * PHP, presets: [100, 300, 500, 1000, 3000, 5000].map((n) => n * PHP) },
    { code: 'QRPH', direction: 'deposit', name: 'QR Ph', method: 'qrph', min: 200 * PHP, max: 50_000 * PHP, presets: [200, 500, 1000, 2000, 5000, 10000].map((n) => n * PHP) },
    { code: 'BANK', direction: 'deposit', name: 'Online banking', method: 'dob', min: 500 * PHP, max: 100_000 * PHP, presets: [500, 1000, 5000, 10000, 20000, 50000].map((n) => n * PHP), feeBp: 100, feePayer: 'merchant' },
    { code: 'GCASH', direction: 'withdraw', name: 'GCash', method: 'instapay', min: 200 * PHP, max: 50_000 * PHP, daily: 5 },
    { code: 'MAYA', direction: 'withdraw', name: 'Maya', method: 'instapay', min: 200 * PHP, max: 50_000 * PHP, daily: 5 },
    { code: 'BANK', direction: 'withdraw', name: 'Bank transfer', method: 'instapay', min: 500 * PHP, max: 200_000 * PHP, feeFixed: 15 * PHP, feePayer: 'member', daily: 3 },
  ],
  GOLDEN: [
    { code: 'MOMO', direction: 'deposit', name: 'MoMo', method: 'momo', min: 50_000 * VND, max: 50_000_000 * VND, presets: [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000].map((n) => n * VND) },
    { code: 'BANK', direction: 'deposit', name: 'Bank transfer', method: 'dob', min: 100_000 * VND, max: 200_000_000 * VND, presets: [100_000, 500_000, 1_000_000, 5_000_000].map((n) => n * VND) },
    { code: 'MOMO', direction: 'withdraw', name: 'MoMo', method: 'instapay', min: 100_000 * VND, max: 50_000_000 * VND, daily: 5 },
    { code: 'BANK', direction: 'withdraw', name: 'Bank transfer', method: 'instapay', min: 200_000 * VND, max: 500_000_000 * VND, daily: 3 },
  ],
  JADE: [
    { code: 'ALIPAY', direction: 'deposit', name: '支付宝 Alipay', method: 'alipay', min: 50 * CNY, max: 50_000 * CNY, presets: [50, 100, 200, 500, 1000, 5000].map((n) => n * CNY) },
    { code: 'WECHAT', direction: 'deposit', name: '微信支付 WeChat Pay', method: 'wechatpay', min: 50 * CNY, max: 20_000 * CNY, presets: [50, 100, 200, 500, 1000, 2000].map((n) => n * CNY) },
    { code: 'UNIONPAY', direction: 'deposit', name: '银联 UnionPay', method: 'unionpay', min: 100 * CNY, max: 100_000 * CNY, presets: [100, 500, 1000, 5000, 10000, 50000].map((n) => n * CNY), feeBp: 50, feePayer: 'merchant' },
    { code: 'ALIPAY', direction: 'withdraw', name: '支付宝 Alipay', method: 'alipay', min: 100 * CNY, max: 50_000 * CNY, daily: 5 },
    { code: 'BANK', direction: 'withdraw', name: '银行卡 Bank card', method: 'unionpay', min: 100 * CNY, max: 200_000 * CNY, daily: 3 },
  ],
  SIAM: [
    { code: 'PROMPTPAY', direction: 'deposit', name: 'PromptPay', method: 'promptpay', min: 100 * THB, max: 100_000 * THB, presets: [100, 300, 500, 1000, 3000, 5000].map((n) => n * THB) },
    { code: 'TRUEMONEY', direction: 'deposit', name: 'TrueMoney Wallet', method: 'truemoney', min: 100 * THB, max: 30_000 * THB, presets: [100, 300, 500, 1000, 2000, 5000].map((n) => n * THB) },
    { code: 'BANK', direction: 'deposit', name: 'Bank transfer', method: 'dob', min: 300 * THB, max: 200_000 * THB, presets: [300, 1000, 5000, 10000, 20000, 50000].map((n) => n * THB) },
    { code: 'TRUEMONEY', direction: 'withdraw', name: 'TrueMoney Wallet', method: 'truemoney', min: 300 * THB, max: 30_000 * THB, daily: 5 },
    { code: 'BANK', direction: 'withdraw', name: 'Bank transfer', method: 'promptpay', min: 300 * THB, max: 500_000 * THB, daily: 3 },
  ],
  NUSA: [
    { code: 'DANA', direction: 'deposit', name: 'DANA', method: 'dana', min: 10_000 * IDR, max: 10_000_000 * IDR, presets: [10_000, 25_000, 50_000, 100_000, 250_000, 500_000].map((n) => n * IDR) },
    { code: 'OVO', direction: 'deposit', name: 'OVO', method: 'ovo', min: 10_000 * IDR, max: 10_000_000 * IDR, presets: [10_000, 25_000, 50_000, 100_000, 250_000, 500_000].map((n) => n * IDR) },
    { code: 'GOPAY', direction: 'deposit', name: 'GoPay', method: 'gopay', min: 10_000 * IDR, max: 10_000_000 * IDR, presets: [10_000, 25_000, 50_000, 100_000, 250_000, 500_000].map((n) => n * IDR) },
    { code: 'BANK', direction: 'deposit', name: 'Transfer bank', method: 'dob', min: 25_000 * IDR, max: 100_000_000 * IDR, presets: [25_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000].map((n) => n * IDR) },
    { code: 'DANA', direction: 'withdraw', name: 'DANA', method: 'dana', min: 50_000 * IDR, max: 10_000_000 * IDR, daily: 5 },
    { code: 'BANK', direction: 'withdraw', name: 'Transfer bank', method: 'bifast', min: 50_000 * IDR, max: 100_000_000 * IDR, feeFixed: 2_500 * IDR, feePayer: 'member', daily: 3 },
  ],
};

/** Every brand pays the one first-deposit percent; caps and minimums are in its own currency. */
const BONUS_BP = FIRST_DEPOSIT_BONUS_PERCENT * 100;

const BONUS_RULES: Record<string, { percentBp: number; maxBonus: number; minDeposit: number; wagering: number }> = {
  LUCKY: { percentBp: BONUS_BP, maxBonus: 6_000 * PHP, minDeposit: 200 * PHP, wagering: 8 },
  GOLDEN: { percentBp: BONUS_BP, maxBonus: 3_000_000 * VND, minDeposit: 100_000 * VND, wagering: 8 },
  JADE: { percentBp: BONUS_BP, maxBonus: 1_000 * CNY, minDeposit: 100 * CNY, wagering: 8 },
  SIAM: { percentBp: BONUS_BP, maxBonus: 5_000 * THB, minDeposit: 300 * THB, wagering: 8 },
  NUSA: { percentBp: BONUS_BP, maxBonus: 2_000_000 * IDR, minDeposit: 50_000 * IDR, wagering: 8 },
};

export async function seedPayments(db: Kysely<Database>): Promise<void> {
  const merchants = new Set((await db.selectFrom('merchants').select('code').execute()).map((m) => m.code));
  for (const [merchant, channels] of Object.entries(CHANNELS)) {
    if (!merchants.has(merchant)) continue;
    for (const [i, c] of channels.entries()) {
      await db
        .insertInto('payment_channels')
        .values({
          merchant_code: merchant,
          code: c.code,
          direction: c.direction,
          name: c.name,
          provider: 'sandbox',
          provider_method: c.method,
          min_cents: c.min,
          max_cents: c.max,
          presets: JSON.stringify(c.presets ?? []),
          fee_bp: c.feeBp ?? 0,
          fee_fixed_cents: c.feeFixed ?? 0,
          fee_payer: c.feePayer ?? 'merchant',
          daily_count_limit: c.daily ?? 0,
          enabled: 1,
          sort: i,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'direction', 'code']).doNothing())
        .execute();
    }
    const rule = BONUS_RULES[merchant];
    if (rule) {
      await db
        .insertInto('bonus_rules')
        .values({
          merchant_code: merchant,
          code: 'FIRST_DEPOSIT',
          percent_bp: rule.percentBp,
          max_bonus_cents: rule.maxBonus,
          min_deposit_cents: rule.minDeposit,
          wagering_multiplier: rule.wagering,
          enabled: 1,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
        .execute();
    }
  }
}
