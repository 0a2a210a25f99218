import type { Kysely } from 'kysely';
import { REAL_MEMBER_TYPES } from '@lobby/contract';
import { createMemberRepository } from '../../../core/accounts/repository.ts';
import type { MemberRepository } from '../../../core/accounts/repository.ts';
import type { Database, ReferralRewardRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

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

/**
 * The referral programme's rules and rewards. The members are the accounts' (core/accounts): `members` for
 * reads outside a transaction, the accounts' repository on the deposit's transaction inside it.
 */
export function createReferralRepository(db: Kysely<Database>, members: MemberRepository) {
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
      return createMemberRepository(tx).byId(id);
    },

    /** The member holding an invitation code under a merchant (any state: the caller decides). */
    async memberByCode(tx: Tx, merchantCode: string, code: string): Promise<ReferralMember | undefined> {
      return createMemberRepository(tx).holderOfAffiliateCode(merchantCode, code);
    },

    async memberById(id: number): Promise<ReferralMember | undefined> {
      return members.byId(id);
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
      return members.countReferredBy(merchantCode, code, REAL_MEMBER_TYPES);
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

    /** The inviter's paid rewards, newest first (`limit` + 1 of them: the caller tells whether there are more). */
    async rewards(inviterId: number, beforeId: number | undefined, limit: number) {
      let query = db
        .selectFrom('referral_rewards')
        .select(['id', 'friend_id', 'amount_cents', 'created_at'])
        .where('inviter_id', '=', inviterId)
        .where('amount_cents', '>', 0)
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      const rows = await query.execute();
      // the friend is a member for as long as the reward exists (the row goes with the account)
      const usernames = await members.usernames(rows.map((r) => r.friend_id));
      return rows.flatMap(({ friend_id, ...r }) => {
        const username = usernames.get(friend_id);
        return username === undefined ? [] : [{ ...r, username }];
      });
    },
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
