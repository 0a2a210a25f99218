import type { Kysely } from 'kysely';
import type { Database, RewardClaimRow, RewardTaskRow } from '../../../db/schema.ts';

export interface VipLevelRecord {
  level: number;
  labelId: number;
  name: string;
  requiredValidBetCents: number;
  requiredDepositCents: number;
  levelUpBonusCents: number;
  rebateBp: number;
  birthdayBonusCents: number;
}

/** [from, to) in epoch ms; either end open when undefined */
export interface Span {
  from?: number;
  to?: number;
}

/**
 * Every SQL statement of VIP levels, rewards and tasks (valid bets, rounds and deposits are activity's). Built
 * over the app's database or over an open transaction (a claim decides inside one), so each read sees what
 * the claim will commit with.
 */
export function createRewardsRepository(db: Kysely<Database>) {
  return {
    async levels(merchantCode: string): Promise<VipLevelRecord[]> {
      const rows = await db
        .selectFrom('vip_levels as v')
        .innerJoin('club_labels as l', (j) => j.onRef('l.merchant_code', '=', 'v.merchant_code').onRef('l.level', '=', 'v.level'))
        .select([
          'v.level',
          'l.id as label_id',
          'l.name',
          'v.required_valid_bet_cents',
          'v.required_deposit_cents',
          'v.level_up_bonus_cents',
          'v.rebate_bp',
          'v.birthday_bonus_cents',
        ])
        .where('v.merchant_code', '=', merchantCode)
        .orderBy('v.level')
        .execute();
      return rows.map((r) => ({
        level: r.level,
        labelId: r.label_id,
        name: r.name,
        requiredValidBetCents: Number(r.required_valid_bet_cents),
        requiredDepositCents: Number(r.required_deposit_cents),
        levelUpBonusCents: Number(r.level_up_bonus_cents),
        rebateBp: r.rebate_bp,
        birthdayBonusCents: Number(r.birthday_bonus_cents),
      }));
    },

    /** The member's VIP rank (label id and level) and birthday. */
    async member(memberId: number) {
      return db
        .selectFrom('members as m')
        .leftJoin('club_labels as l', 'l.id', 'm.club_label_id')
        .select(['m.id', 'm.birthday', 'm.club_label_id', 'l.level as label_level'])
        .where('m.id', '=', memberId)
        .executeTakeFirst();
    },

    async logins(memberId: number, span: Required<Span>): Promise<number> {
      const row = await db
        .selectFrom('login_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('success', '=', 1)
        .where('created_at', '>=', span.from)
        .where('created_at', '<', span.to)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async tasks(merchantCode: string): Promise<RewardTaskRow[]> {
      return db
        .selectFrom('reward_tasks')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('enabled', '=', 1)
        .orderBy('period')
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async task(merchantCode: string, id: number): Promise<RewardTaskRow | undefined> {
      return db
        .selectFrom('reward_tasks')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('enabled', '=', 1)
        .executeTakeFirst();
    },

    async claimKeys(memberId: number, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('reward_claims')
        .select('claim_key')
        .where('member_id', '=', memberId)
        .where('claim_key', 'in', keys)
        .execute();
      return new Set(rows.map((r) => r.claim_key));
    },

    /** The keys of every level-up and birthday claim (few per member), to leave out what was claimed. */
    async claimKeysLike(memberId: number, prefix: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('reward_claims')
        .select('claim_key')
        .where('member_id', '=', memberId)
        .where('claim_key', 'like', `${prefix}%`)
        .execute();
      return new Set(rows.map((r) => r.claim_key));
    },

    async claim(memberId: number, key: string): Promise<RewardClaimRow | undefined> {
      return db.selectFrom('reward_claims').selectAll().where('member_id', '=', memberId).where('claim_key', '=', key).executeTakeFirst();
    },

    async insertClaim(row: Omit<RewardClaimRow, 'id'>): Promise<RewardClaimRow> {
      return db.insertInto('reward_claims').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async history(memberId: number, beforeId: number | undefined, limit: number): Promise<RewardClaimRow[]> {
      let q = db.selectFrom('reward_claims').selectAll().where('member_id', '=', memberId);
      if (beforeId !== undefined) q = q.where('id', '<', beforeId);
      return q.orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
