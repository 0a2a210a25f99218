import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Each brand's deposit and withdrawal channels (all on the bundled sandbox provider until an operator moves
 * one to a real provider) and the first-deposit bonus behind the +120% badge. Idempotent: inserts what is
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
};

const BONUS_RULES: Record<string, { percentBp: number; maxBonus: number; minDeposit: number; wagering: number }> = {
  LUCKY: { percentBp: 12_000, maxBonus: 6_000 * PHP, minDeposit: 200 * PHP, wagering: 8 },
  GOLDEN: { percentBp: 12_000, maxBonus: 3_000_000 * VND, minDeposit: 100_000 * VND, wagering: 8 },
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
