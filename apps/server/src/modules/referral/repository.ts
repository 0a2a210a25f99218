import type { Kysely } from 'kysely';
import { REAL_MEMBER_TYPES } from '@lobby/contract';
import type { Database, ReferralRewardRow } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';

export interface ReferralRule {
  enabled: boolean;
  rewardCents: number;
  minDepositCents: number;
}

/** What the referral rules need of a member (read inside the deposit's transaction). */
export interface ReferralMember {
  id: number;
  merchant_code: string;
  username: string;
  type: number;
  status: string;
  affiliate_code: string | null;
  referred_by_affiliate: string | null;
}

const MEMBER_COLUMNS = ['id', 'merchant_code', 'username', 'type', 'status', 'affiliate_code', 'referred_by_affiliate'] as const;

export function createReferralRepository(db: Kysely<Database>) {
  return {
    async rule(merchantCode: string, tx?: Tx): Promise<ReferralRule | undefined> {
      const row = await (tx ?? db).selectFrom('referral_rules').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
      return (
        row && {
          enabled: Number(row.enabled) === 1,
          rewardCents: Number(row.reward_cents),
          minDepositCents: Number(row.min_deposit_cents),
        }
      );
    },

    async member(tx: Tx, id: number): Promise<ReferralMember | undefined> {
      return tx.selectFrom('members').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** The member holding an invitation code under a merchant (any state: the caller decides). */
    async memberByCode(tx: Tx, merchantCode: string, code: string): Promise<ReferralMember | undefined> {
      return tx
        .selectFrom('members')
        .select(MEMBER_COLUMNS)
        .where('merchant_code', '=', merchantCode)
        .where('affiliate_code', '=', code)
        .executeTakeFirst();
    },

    async memberById(id: number): Promise<ReferralMember | undefined> {
      return db.selectFrom('members').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Records the friend's first credited deposit; false when the friend already has its row (another
     * deposit got there first). On PostgreSQL a second transaction inserting the same friend waits for the
     * first and then does nothing; on SQLite the write lock orders them.
     */
    async insertReward(tx: Tx, row: Omit<ReferralRewardRow, 'id'>): Promise<boolean> {
      const inserted = await tx
        .insertInto('referral_rewards')
        .values(row)
        .onConflict((oc) => oc.column('friend_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Real accounts registered with the code (trial accounts never carry one). */
    async joinedCount(merchantCode: string, code: string): Promise<number> {
      const row = await db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .where('referred_by_affiliate', '=', code)
        .where('type', 'in', [...REAL_MEMBER_TYPES])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async inviterTotals(inviterId: number): Promise<{ deposited: number; rewardCount: number; rewardCents: number }> {
      const row = await db
        .selectFrom('referral_rewards')
        .select((eb) => [
          eb.fn.countAll<number>().as('deposited'),
          eb.fn.sum<number>(eb.case().when('amount_cents', '>', 0).then(1).else(0).end()).as('reward_count'),
          eb.fn.sum<number>('amount_cents').as('reward_cents'),
        ])
        .where('inviter_id', '=', inviterId)
        .executeTakeFirstOrThrow();
      return { deposited: Number(row.deposited), rewardCount: Number(row.reward_count ?? 0), rewardCents: Number(row.reward_cents ?? 0) };
    },

    /** The inviter's paid rewards, newest first. */
    async rewards(inviterId: number, beforeId: number | undefined, limit: number) {
      let query = db
        .selectFrom('referral_rewards')
        .innerJoin('members', 'members.id', 'referral_rewards.friend_id')
        .select(['referral_rewards.id', 'referral_rewards.amount_cents', 'referral_rewards.created_at', 'members.username'])
        .where('referral_rewards.inviter_id', '=', inviterId)
        .where('referral_rewards.amount_cents', '>', 0)
        .orderBy('referral_rewards.id', 'desc')
        .limit(limit + 1);
      if (beforeId !== undefined) query = query.where('referral_rewards.id', '<', beforeId);
      return query.execute();
    },
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
