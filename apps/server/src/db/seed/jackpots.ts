import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Each brand's progressive pool on its slot games: 0.5% of every real stake, dropping on average at 5x its seed. */
const POOLS = [
  { merchant: 'LUCKY', code: 'GRAND', name: 'Lucky Grand Jackpot', bp: 50, seed: 100_000_00, drop: 500_000_00, types: ['RNG'] },
  { merchant: 'GOLDEN', code: 'DRAGON', name: 'Dragon Jackpot', bp: 50, seed: 20_000_000_00, drop: 100_000_000_00, types: ['RNG'] },
  { merchant: 'JADE', code: 'JADE', name: 'Jade Jackpot', bp: 50, seed: 20_000_00, drop: 100_000_00, types: ['RNG'] },
  { merchant: 'SIAM', code: 'ROYAL', name: 'Royal Jackpot', bp: 50, seed: 100_000_00, drop: 500_000_00, types: ['RNG'] },
  { merchant: 'NUSA', code: 'JAYA', name: 'Jaya Jackpot', bp: 50, seed: 50_000_000_00, drop: 250_000_000_00, types: ['RNG'] },
];

export async function seedJackpots(db: Kysely<Database>): Promise<void> {
  const merchants = new Set((await db.selectFrom('merchants').select('code').execute()).map((m) => m.code));
  for (const p of POOLS) {
    if (!merchants.has(p.merchant)) continue;
    await db
      .insertInto('jackpot_pools')
      .values({
        merchant_code: p.merchant,
        code: p.code,
        name: p.name,
        contribution_bp: p.bp,
        seed_cents: p.seed,
        average_drop_cents: p.drop,
        game_types: JSON.stringify(p.types),
        enabled: 1,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .execute();
  }
}
