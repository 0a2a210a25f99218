import { centsToAmount, isAgentType, isRealMemberType, maskFriendName } from '@lobby/contract';
import type { ReferralProgram, ReferralRewards, ReferralSummary } from '@lobby/contract';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import { AppError } from '../../../lib/app-error.ts';
import { accounts } from '../../money/ledger/index.ts';
import type { LedgerBook, Purse } from '../../money/ledger/index.ts';
import { linkBase } from '../../accounts/password/index.ts';
import type { RequestOrigin } from '../../accounts/password/index.ts';
import type { ReferralRepository } from './repository.ts';

/** The ledger key of the reward for one friend: a second payment for the same friend cannot exist. */
export const rewardKey = (friendId: number) => `referral:${friendId}`;

/**
 * The referral programme. A real member shares an invitation link (the registration page carrying the
 * member's code); when a friend registered with it has a first deposit credited, the inviter earns the
 * merchant's reward in cash, in the deposit's own transaction, once per friend. Agents' invitations belong
 * to the agent area and earn nothing here.
 */
export function createReferralService(deps: { repository: ReferralRepository; publicUrl: string | undefined; now: () => number }) {
  const { repository: repo, now } = deps;

  async function program(merchant: ResolvedMerchant): Promise<ReferralProgram> {
    const rule = await repo.rule(merchant.code);
    return {
      enabled: rule?.enabled ?? false,
      reward: centsToAmount(rule?.rewardCents ?? 0),
      minDeposit: centsToAmount(rule?.minDepositCents ?? 0),
      currency: merchant.currency.code,
    };
  }

  /** The member behind a session, when the programme is theirs to use: on, and not an agent. */
  async function inviter(memberId: number, merchant: ResolvedMerchant) {
    const member = await repo.memberById(memberId);
    if (!member || member.merchant_code !== merchant.code) throw new AppError('login.required');
    if (isAgentType(member.type)) throw new AppError('permission.denied');
    if (!(await repo.rule(merchant.code))?.enabled) throw new AppError('feature.disabled');
    if (!member.affiliate_code) throw new AppError('permission.denied');
    return { ...member, affiliate_code: member.affiliate_code };
  }

  return {
    /** Whether Invite is offered under this merchant (its REFERRAL promotion). */
    async enabled(merchantCode: string): Promise<boolean> {
      return (await repo.rule(merchantCode))?.enabled ?? false;
    },

    program,

    async summary(memberId: number, merchant: ResolvedMerchant, origin: RequestOrigin): Promise<ReferralSummary> {
      const me = await inviter(memberId, merchant);
      const [joined, totals, offer] = await Promise.all([
        repo.joinedCount(merchant.code, me.affiliate_code),
        repo.inviterTotals(me.id),
        program(merchant),
      ]);
      const base = linkBase(deps.publicUrl, origin, merchant.domains);
      return {
        code: me.affiliate_code,
        link: `${base}/m/register?code=${encodeURIComponent(me.affiliate_code)}`,
        joined,
        deposited: totals.deposited,
        rewardTotal: centsToAmount(totals.rewardCents),
        rewardCount: totals.rewardCount,
        program: offer,
      };
    },

    async rewards(memberId: number, merchant: ResolvedMerchant, query: { beforeId?: number; limit: number }): Promise<ReferralRewards> {
      const me = await inviter(memberId, merchant);
      const rows = await repo.rewards(me.id, query.beforeId, query.limit);
      const page = rows.slice(0, query.limit);
      return {
        list: page.map((r) => ({
          id: r.id,
          friend: maskFriendName(r.username),
          amount: centsToAmount(Number(r.amount_cents)),
          createdAt: Number(r.created_at),
        })),
        next: rows.length > query.limit ? (page[page.length - 1]?.id ?? null) : null,
      };
    },

    /**
     * A deposit was credited (inside its transaction, which commits this too or nothing). The friend's
     * first credited deposit is recorded once; it pays the inviter when the programme is on, the inviter
     * is an active real member other than the friend, and the deposit reaches the minimum. Returns what
     * was paid (cents).
     */
    async depositCredited(book: LedgerBook, purse: Purse, deposit: { orderNo: string; creditCents: number }): Promise<number> {
      if (purse.demo) return 0;
      const friend = await repo.member(book.tx, purse.memberId);
      if (!friend?.referred_by_affiliate || !isRealMemberType(friend.type)) return 0;
      const host = await repo.memberByCode(book.tx, friend.merchant_code, friend.referred_by_affiliate);
      // Agents' invitations are the agent area's; trial accounts never invite; nobody invites themselves.
      if (!host || !isRealMemberType(host.type) || host.id === friend.id) return 0;
      const rule = await repo.rule(purse.merchantCode, book.tx);
      const earns =
        rule !== undefined && rule.enabled && rule.rewardCents > 0 && host.status === 'active' && deposit.creditCents >= rule.minDepositCents;
      const amount = earns ? rule.rewardCents : 0;
      const first = await repo.insertReward(book.tx, {
        merchant_code: purse.merchantCode,
        inviter_id: host.id,
        friend_id: friend.id,
        order_no: deposit.orderNo,
        deposit_cents: deposit.creditCents,
        amount_cents: amount,
        created_at: now(),
      });
      if (!first || amount === 0) return 0;
      await book.transfer({
        key: rewardKey(friend.id),
        debit: accounts.promotions(purse.merchantCode, purse.currency),
        credit: accounts.cash({ memberId: host.id, merchantCode: purse.merchantCode, currency: purse.currency, demo: false }),
        amount,
        kind: 'reward',
        memberId: host.id,
        reference: 'referral',
      });
      return amount;
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
