import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Per level (matching CLUB_LABEL_SEEDS by position): lifetime requirement and benefits, in cents. */
interface LevelSeed {
  bet: number;
  deposit: number;
  levelUp: number;
  rebateBp: number;
  birthday: number;
}

interface TaskSeed {
  code: string;
  period: 'daily' | 'weekly';
  kind: 'login' | 'deposit' | 'valid_bet' | 'rounds';
  target: number;
  gameType?: string;
  reward: number;
}

const P = 100; // cents per peso, dong, yuan, baht or rupiah

export const VIP_LEVEL_SEEDS: Readonly<Record<string, readonly LevelSeed[]>> = {
  LUCKY: [
    { bet: 0, deposit: 0, levelUp: 0, rebateBp: 30, birthday: 88 * P },
    { bet: 5_000 * P, deposit: 1_000 * P, levelUp: 58 * P, rebateBp: 50, birthday: 188 * P },
    { bet: 50_000 * P, deposit: 10_000 * P, levelUp: 288 * P, rebateBp: 70, birthday: 588 * P },
    { bet: 300_000 * P, deposit: 50_000 * P, levelUp: 1_288 * P, rebateBp: 90, birthday: 1_888 * P },
    { bet: 1_500_000 * P, deposit: 200_000 * P, levelUp: 5_888 * P, rebateBp: 120, birthday: 5_888 * P },
  ],
  GOLDEN: [
    { bet: 0, deposit: 0, levelUp: 0, rebateBp: 30, birthday: 50_000 * P },
    { bet: 20_000_000 * P, deposit: 2_000_000 * P, levelUp: 100_000 * P, rebateBp: 60, birthday: 200_000 * P },
    { bet: 500_000_000 * P, deposit: 50_000_000 * P, levelUp: 2_000_000 * P, rebateBp: 100, birthday: 1_000_000 * P },
  ],
  JADE: [
    { bet: 0, deposit: 0, levelUp: 0, rebateBp: 30, birthday: 18 * P },
    { bet: 10_000 * P, deposit: 2_000 * P, levelUp: 88 * P, rebateBp: 50, birthday: 88 * P },
    { bet: 100_000 * P, deposit: 20_000 * P, levelUp: 388 * P, rebateBp: 80, birthday: 288 * P },
    { bet: 1_000_000 * P, deposit: 100_000 * P, levelUp: 1_888 * P, rebateBp: 110, birthday: 888 * P },
  ],
  SIAM: [
    { bet: 0, deposit: 0, levelUp: 0, rebateBp: 30, birthday: 99 * P },
    { bet: 10_000 * P, deposit: 2_000 * P, levelUp: 199 * P, rebateBp: 50, birthday: 299 * P },
    { bet: 100_000 * P, deposit: 20_000 * P, levelUp: 999 * P, rebateBp: 80, birthday: 999 * P },
    { bet: 1_000_000 * P, deposit: 100_000 * P, levelUp: 4_999 * P, rebateBp: 110, birthday: 2_999 * P },
  ],
  NUSA: [
    { bet: 0, deposit: 0, levelUp: 0, rebateBp: 30, birthday: 25_000 * P },
    { bet: 5_000_000 * P, deposit: 1_000_000 * P, levelUp: 50_000 * P, rebateBp: 50, birthday: 100_000 * P },
    { bet: 50_000_000 * P, deposit: 10_000_000 * P, levelUp: 250_000 * P, rebateBp: 80, birthday: 500_000 * P },
    { bet: 500_000_000 * P, deposit: 50_000_000 * P, levelUp: 1_000_000 * P, rebateBp: 110, birthday: 1_500_000 * P },
  ],
};

export const TASK_SEEDS: Readonly<Record<string, readonly TaskSeed[]>> = {
  LUCKY: [
    { code: 'daily-login', period: 'daily', kind: 'login', target: 1, reward: 5 * P },
    { code: 'daily-inhouse-rounds', period: 'daily', kind: 'rounds', target: 10, gameType: 'INHOUSE', reward: 10 * P },
    { code: 'daily-valid-bet', period: 'daily', kind: 'valid_bet', target: 1_000 * P, reward: 20 * P },
    { code: 'daily-deposit', period: 'daily', kind: 'deposit', target: 500 * P, reward: 15 * P },
    { code: 'weekly-login', period: 'weekly', kind: 'login', target: 5, reward: 30 * P },
    { code: 'weekly-slot-rounds', period: 'weekly', kind: 'rounds', target: 100, gameType: 'RNG', reward: 50 * P },
    { code: 'weekly-valid-bet', period: 'weekly', kind: 'valid_bet', target: 10_000 * P, reward: 150 * P },
    { code: 'weekly-deposit', period: 'weekly', kind: 'deposit', target: 3_000 * P, reward: 88 * P },
  ],
  GOLDEN: [
    { code: 'daily-login', period: 'daily', kind: 'login', target: 1, reward: 2_000 * P },
    { code: 'daily-valid-bet', period: 'daily', kind: 'valid_bet', target: 500_000 * P, reward: 10_000 * P },
    { code: 'daily-rounds', period: 'daily', kind: 'rounds', target: 20, reward: 5_000 * P },
    { code: 'weekly-login', period: 'weekly', kind: 'login', target: 5, reward: 15_000 * P },
    { code: 'weekly-deposit', period: 'weekly', kind: 'deposit', target: 1_000_000 * P, reward: 40_000 * P },
  ],
  JADE: [
    { code: 'daily-login', period: 'daily', kind: 'login', target: 1, reward: 1 * P },
    { code: 'daily-valid-bet', period: 'daily', kind: 'valid_bet', target: 200 * P, reward: 5 * P },
    { code: 'daily-deposit', period: 'daily', kind: 'deposit', target: 100 * P, reward: 3 * P },
    { code: 'weekly-login', period: 'weekly', kind: 'login', target: 5, reward: 8 * P },
    { code: 'weekly-slot-rounds', period: 'weekly', kind: 'rounds', target: 100, gameType: 'RNG', reward: 18 * P },
  ],
  SIAM: [
    { code: 'daily-login', period: 'daily', kind: 'login', target: 1, reward: 5 * P },
    { code: 'daily-valid-bet', period: 'daily', kind: 'valid_bet', target: 1_000 * P, reward: 20 * P },
    { code: 'daily-deposit', period: 'daily', kind: 'deposit', target: 500 * P, reward: 15 * P },
    { code: 'weekly-login', period: 'weekly', kind: 'login', target: 5, reward: 39 * P },
    { code: 'weekly-valid-bet', period: 'weekly', kind: 'valid_bet', target: 10_000 * P, reward: 99 * P },
  ],
  NUSA: [
    { code: 'daily-login', period: 'daily', kind: 'login', target: 1, reward: 1_000 * P },
    { code: 'daily-valid-bet', period: 'daily', kind: 'valid_bet', target: 200_000 * P, reward: 5_000 * P },
    { code: 'daily-deposit', period: 'daily', kind: 'deposit', target: 100_000 * P, reward: 3_000 * P },
    { code: 'weekly-login', period: 'weekly', kind: 'login', target: 5, reward: 10_000 * P },
    { code: 'weekly-slot-rounds', period: 'weekly', kind: 'rounds', target: 100, gameType: 'RNG', reward: 25_000 * P },
  ],
};

/** VIP level benefits and tasks for the demo merchants. Idempotent: only missing rows are inserted. */
export async function seedRewards(db: Kysely<Database>): Promise<void> {
  const merchants = new Set((await db.selectFrom('merchants').select('code').execute()).map((m) => m.code));
  for (const [merchantCode, levels] of Object.entries(VIP_LEVEL_SEEDS)) {
    if (!merchants.has(merchantCode)) continue;
    for (const [index, l] of levels.entries()) {
      await db
        .insertInto('vip_levels')
        .values({
          merchant_code: merchantCode,
          level: index + 1,
          required_valid_bet_cents: l.bet,
          required_deposit_cents: l.deposit,
          level_up_bonus_cents: l.levelUp,
          rebate_bp: l.rebateBp,
          birthday_bonus_cents: l.birthday,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'level']).doNothing())
        .execute();
    }
  }
  for (const [merchantCode, tasks] of Object.entries(TASK_SEEDS)) {
    if (!merchants.has(merchantCode)) continue;
    for (const [index, t] of tasks.entries()) {
      await db
        .insertInto('reward_tasks')
        .values({
          merchant_code: merchantCode,
          code: t.code,
          period: t.period,
          kind: t.kind,
          target: t.target,
          game_type: t.gameType ?? null,
          reward_cents: t.reward,
          sort: index,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
        .execute();
    }
  }
}
