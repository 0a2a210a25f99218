import type { Kysely } from 'kysely';
import type { Database, RewardClaimRow, RewardTaskRow } from '../../../db/schema.ts';
import { createMemberRepository } from '../../accounts/member/index.ts';

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

/**
 * Every SQL statement of VIP levels, rewards and tasks (valid bets, rounds and deposits are activity's). Built
 * over the app's database or over an open transaction (a claim decides inside one), so each read sees what
 * the claim will commit with.
 */
export function createRewardsRepository(db: Kysely<Database>) {
  // the ranks and the member's row are the accounts', read on the same handle (an open claim's transaction)
  const members = createMemberRepository(db);
  return {
    /** The merchant's VIP levels, each named by its rank (the club label of the same level, read through the accounts). */
    async levels(merchantCode: string): Promise<VipLevelRecord[]> {
      const [rows, labels] = await Promise.all([
        db.selectFrom('vip_levels').selectAll().where('merchant_code', '=', merchantCode).orderBy('level').execute(),
        members.clubLabels(merchantCode),
      ]);
      const byLevel = new Map(labels.map((l) => [l.level, l]));
      return rows.flatMap((r) => {
        const label = byLevel.get(r.level);
        if (!label) return [];
        return [
          {
            level: r.level,
            labelId: label.id,
            name: label.name,
            requiredValidBetCents: Number(r.required_valid_bet_cents),
            requiredDepositCents: Number(r.required_deposit_cents),
            levelUpBonusCents: Number(r.level_up_bonus_cents),
            rebateBp: r.rebate_bp,
            birthdayBonusCents: Number(r.birthday_bonus_cents),
          },
        ];
      });
    },

    /** The member's VIP rank (label id and level) and birthday. */
    async member(memberId: number) {
      const member = await members.byId(memberId);
      if (!member) return undefined;
      const label = member.club_label_id === null ? undefined : await members.clubLabel(member.club_label_id);
      return { id: member.id, birthday: member.birthday, club_label_id: member.club_label_id, label_level: label?.level ?? null };
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
