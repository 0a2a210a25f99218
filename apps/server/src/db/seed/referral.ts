import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Each brand's referral rule. LUCKY runs the programme (₱100 to the inviter when an invited friend's first
 * deposit of at least ₱100 is credited); GOLDEN has it switched off, so both sides of the REFERRAL switch
 * can be seen. The market brands (JADE ¥20, SIAM ฿100, NUSA Rp25,000) run it. Idempotent: inserts what is missing, leaves operators' edits alone.
 */
const RULES: Record<string, { enabled: boolean; reward: number; minDeposit: number }> = {
  LUCKY: { enabled: true, reward: 100_00, minDeposit: 100_00 },
  GOLDEN: { enabled: false, reward: 50_000_00, minDeposit: 100_000_00 },
  JADE: { enabled: true, reward: 20_00, minDeposit: 100_00 },
  SIAM: { enabled: true, reward: 100_00, minDeposit: 300_00 },
  NUSA: { enabled: true, reward: 25_000_00, minDeposit: 50_000_00 },
};

export async function seedReferral(db: Kysely<Database>, now: number): Promise<void> {
  const merchants = new Set((await db.selectFrom('merchants').select('code').execute()).map((m) => m.code));
  for (const [merchant, rule] of Object.entries(RULES)) {
    if (!merchants.has(merchant)) continue;
    await db
      .insertInto('referral_rules')
      .values({
        merchant_code: merchant,
        enabled: rule.enabled ? 1 : 0,
        reward_cents: rule.reward,
        min_deposit_cents: rule.minDeposit,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('merchant_code').doNothing())
      .execute();
  }
}
