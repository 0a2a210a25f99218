import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

const DAY = 86_400_000;

interface SeedCampaign {
  /** the seeded promotion page it stands behind (content.ts's pr-N) */
  page: string;
  name: string;
  kind: string;
  config: Record<string, unknown>;
  budgetCents: number | null;
  codes?: string[];
}

const wagering = (multiplier: number, base: 'bonus' | 'bonus_deposit', maxStake: string | null, expiryDays: number) => ({
  multiplier,
  base,
  contributions: { RNG: 100, FISH: 100, BINGO: 100, INHOUSE: 50, SPORTS: 50, ESPORTS: 50, LIVE: 10, PVP: 10 },
  maxStake,
  expiryDays,
});
const anyone = (patch: Record<string, unknown> = {}) => ({
  segmentId: null,
  vipMin: null,
  vipMax: null,
  countries: [],
  languages: [],
  firstTimeOnly: false,
  perPlayer: 'once',
  budget: null,
  requiresCode: false,
  ...patch,
});

/**
 * The demo's campaigns, behind the seeded promotion pages a player taps first: a reload match (also on
 * the code RELOAD50), money on the code WELCOME88, free spins on a slot, free bets on Dice, a daily
 * cashback and an apply-and-review bonus. Demo only (SEED_DEMO): a production install starts with none,
 * since a published campaign pays real money. Kept as operators left them on a later start.
 */
export async function seedCampaigns(db: Kysely<Database>, now: number): Promise<void> {
  const merchants = await db.selectFrom('merchants').select('code').orderBy('code').execute();
  for (const { code } of merchants) {
    const slot = await db
      .selectFrom('games')
      .select(['node_id', 'vassalage'])
      .where('merchant_code', '=', code)
      .where('game_type', '=', 'RNG')
      .where('game_classify', '=', 'SLOT')
      .where('enabled', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    const dice = await db.selectFrom('games').select(['node_id', 'vassalage']).where('merchant_code', '=', code).where('game_code', '=', 'BGS_04').executeTakeFirst();
    const list: SeedCampaign[] = [
      {
        page: 'pr-2',
        name: 'Reload 50%',
        kind: 'deposit_match',
        config: {
          kind: 'deposit_match',
          deposit: { which: 'reload', nth: null, percent: 50, cap: '1000.00', minDeposit: '100.00' },
          wagering: wagering(5, 'bonus_deposit', '500.00', 14),
          eligibility: anyone({ perPlayer: 'daily' }),
        },
        budgetCents: 10_000_000,
        codes: ['RELOAD50'],
      },
      {
        page: 'pr-1',
        name: 'Welcome code',
        kind: 'code',
        config: { kind: 'code', amount: '88.00', wagering: wagering(10, 'bonus', '200.00', 7), eligibility: anyone({ requiresCode: true }) },
        budgetCents: 5_000_000,
        codes: ['WELCOME88'],
      },
      {
        page: 'pr-10',
        name: 'Daily cashback 5%',
        kind: 'cashback',
        config: {
          kind: 'cashback',
          cashback: { percent: 5, period: 'day', minLoss: '100.00', cap: '5000.00' },
          wagering: wagering(1, 'bonus', null, 7),
          eligibility: anyone({ perPlayer: 'unlimited' }),
        },
        budgetCents: null,
      },
      {
        page: 'pr-5',
        name: 'Live casino loyalty (apply)',
        kind: 'apply',
        config: { kind: 'apply', maxAmount: '500.00', wagering: wagering(3, 'bonus', null, 14), eligibility: anyone() },
        budgetCents: 2_000_000,
      },
    ];
    if (slot) {
      list.push({
        page: 'pr-4',
        name: '10 free spins',
        kind: 'free_spins',
        config: {
          kind: 'free_spins',
          freeRounds: { games: [{ vendor: slot.vassalage, code: slot.node_id }], count: 10, stake: '1.00' },
          wagering: wagering(20, 'bonus', '100.00', 7),
          eligibility: anyone(),
        },
        budgetCents: 1_000_000,
      });
    }
    if (dice) {
      list.push({
        page: 'pr-14',
        name: 'Free bets on Dice',
        kind: 'free_bet',
        config: {
          kind: 'free_bet',
          freeRounds: { games: [{ vendor: dice.vassalage, code: dice.node_id }], count: 5, stake: '2.00' },
          wagering: wagering(5, 'bonus', null, 7),
          eligibility: anyone(),
        },
        budgetCents: 1_000_000,
      });
    }
    for (const c of list) {
      const page = await db
        .selectFrom('announcements')
        .select(['id', 'start_at', 'end_at'])
        .where('merchant_code', '=', code)
        .where('seed_key', '=', c.page)
        .executeTakeFirst();
      if (!page) continue;
      const taken = await db.selectFrom('bonus_campaigns').select('id').where('announcement_id', '=', page.id).executeTakeFirst();
      if (taken) continue;
      const config = { ...c.config, eligibility: { ...(c.config.eligibility as object), budget: c.budgetCents === null ? null : (c.budgetCents / 100).toFixed(2) } };
      const row = await db
        .insertInto('bonus_campaigns')
        .values({
          merchant_code: code,
          name: c.name,
          kind: c.kind,
          state: 'published',
          // cashback pays closed days from its start: the demo's starts today
          start_at: c.kind === 'cashback' ? now - DAY : Math.min(Number(page.start_at), now),
          end_at: page.end_at === null ? null : Number(page.end_at),
          announcement_id: page.id,
          config: JSON.stringify(config),
          budget_cents: c.budgetCents,
          spent_cents: 0,
          paid_through: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const text of c.codes ?? []) {
        await db
          .insertInto('bonus_codes')
          .values({ merchant_code: code, campaign_id: row.id, code: text, max_uses: null, uses: 0, expires_at: null, created_at: now })
          .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
          .execute();
      }
    }
  }
}
