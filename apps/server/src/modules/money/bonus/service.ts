import { depositBonusCents } from '@lobby/contract';
import type { BonusGrantRow } from '../../../db/schema.ts';
import { accounts } from '../ledger/index.ts';
import type { Purse } from '../ledger/index.ts';
import type { LedgerBook } from '../ledger/index.ts';
import type { BonusRepository, BonusRule } from './repository.ts';

export const FIRST_DEPOSIT = 'FIRST_DEPOSIT';

/** The bonus a deposit earns under a rule: the contract's rule, which the deposit screen previews with. */
export function bonusFor(rule: BonusRule, depositCents: number): number {
  return depositBonusCents(rule, depositCents);
}

export interface BonusStatus {
  /** the active grant, if any */
  active: {
    ruleCode: string;
    amount: number;
    wageringRequired: number;
    wagered: number;
    remaining: number;
  } | null;
}

/**
 * Bonus money: a promotion credits it to the member's bonus account with a wagering requirement; bets
 * (cash first, then bonus) count toward it; once met, what is left of the bonus moves to cash and can be
 * withdrawn. Until then it can be played but not withdrawn, and a withdrawal forfeits it (the withdrawal
 * screen says so before the member confirms).
 */
export function createBonusService(deps: { repository: BonusRepository; now: () => number }) {
  const { repository: repo, now } = deps;

  async function releaseOrForfeit(book: LedgerBook, purse: Purse, grant: BonusGrantRow, status: 'completed' | 'forfeited') {
    const balances = await book.balances(purse);
    if (balances.bonus > 0) {
      const toCash = status === 'completed';
      await book.transfer({
        key: `bonus:${toCash ? 'release' : 'forfeit'}:${grant.id}`,
        debit: accounts.bonus(purse),
        credit: toCash ? accounts.cash(purse) : accounts.promotions(purse.merchantCode, purse.currency),
        amount: balances.bonus,
        kind: toCash ? 'bonus_release' : 'bonus_forfeit',
        memberId: purse.memberId,
        reference: grant.source_ref,
      });
    }
    await repo.close(book.tx, grant.id, status, now());
  }

  return {
    rule: (merchantCode: string, code: string) => repo.rule(merchantCode, code),

    /** Which bonus rules these members were granted, and when (risk: one promotion, linked accounts). */
    grantsOf: (memberIds: number[]) => repo.grantsOf(memberIds),

    /** The first-deposit rule, while the member can still get it (never for demo money). */
    async firstDepositRule(purse: Purse): Promise<BonusRule | undefined> {
      if (purse.demo || (await repo.hasGrant(purse.memberId, FIRST_DEPOSIT))) return undefined;
      return repo.rule(purse.merchantCode, FIRST_DEPOSIT);
    },

    /** What the first-deposit promotion would add to a deposit of this size (0 if none applies). */
    async firstDepositOffer(purse: Purse, depositCents: number): Promise<number> {
      if (purse.demo || (await repo.hasGrant(purse.memberId, FIRST_DEPOSIT))) return 0;
      const rule = await repo.rule(purse.merchantCode, FIRST_DEPOSIT);
      return rule ? bonusFor(rule, depositCents) : 0;
    },

    /**
     * Credits the first-deposit bonus for a paid deposit, once (the grant is keyed by the order). Runs in
     * the deposit's own transaction. Returns the bonus credited (0 when the rule does not apply).
     */
    async grantFirstDeposit(book: LedgerBook, purse: Purse, orderNo: string, depositCents: number): Promise<number> {
      if (purse.demo) return 0;
      const existing = await repo.grantBySource(book.tx, FIRST_DEPOSIT, orderNo);
      if (existing) return Number(existing.amount_cents);
      if (await repo.hasGrant(purse.memberId, FIRST_DEPOSIT, book.tx)) return 0;
      const rule = await repo.rule(purse.merchantCode, FIRST_DEPOSIT, book.tx);
      if (!rule) return 0;
      const amount = bonusFor(rule, depositCents);
      if (amount <= 0) return 0;
      await repo.insertGrant(book.tx, {
        merchant_code: purse.merchantCode,
        member_id: purse.memberId,
        rule_code: FIRST_DEPOSIT,
        source_ref: orderNo,
        amount_cents: amount,
        wagering_required_cents: (depositCents + amount) * rule.wageringMultiplier,
        status: 'active',
        created_at: now(),
      });
      await book.transfer({
        key: `bonus:grant:${FIRST_DEPOSIT}:${orderNo}`,
        debit: accounts.promotions(purse.merchantCode, purse.currency),
        credit: accounts.bonus(purse),
        amount,
        kind: 'bonus',
        memberId: purse.memberId,
        reference: orderNo,
      });
      return amount;
    },

    /**
     * A settled stake counts toward wagering, oldest grant first (what one grant does not need goes to the
     * next). The bonus account is one pot, so it turns into cash only when the last active grant is met;
     * a grant met before that is closed and its money waits for the others.
     */
    async recordWager(book: LedgerBook, purse: Purse, stakeCents: number): Promise<void> {
      if (purse.demo || stakeCents <= 0) return;
      const grants = await repo.activeGrants(book.tx, purse.memberId);
      let left = stakeCents;
      for (const [index, grant] of grants.entries()) {
        const need = Math.max(0, Number(grant.wagering_required_cents) - Number(grant.wagered_cents));
        const last = index === grants.length - 1;
        const counted = last ? left : Math.min(left, need);
        if (counted > 0) await repo.addWagered(book.tx, grant.id, counted);
        left -= counted;
        if (counted < need) break;
        if (last) await releaseOrForfeit(book, purse, grant, 'completed');
        else await repo.close(book.tx, grant.id, 'completed', now());
        if (left <= 0 && !last) break;
      }
    },

    /**
     * Credits a reward (VIP level-up, birthday, rebate, task) as bonus money with its wagering requirement,
     * once per source: the caller's claim row holds the claim itself; this keys the grant and the transfer.
     */
    async grantReward(
      book: LedgerBook,
      purse: Purse,
      reward: { ruleCode: string; sourceRef: string; amount: number; wageringRequired: number },
    ): Promise<void> {
      if (purse.demo) throw new Error('rewards are never paid in demo money');
      await repo.insertGrant(book.tx, {
        merchant_code: purse.merchantCode,
        member_id: purse.memberId,
        rule_code: reward.ruleCode,
        source_ref: reward.sourceRef,
        amount_cents: reward.amount,
        wagering_required_cents: reward.wageringRequired,
        status: 'active',
        created_at: now(),
      });
      await book.transfer({
        key: `reward:${reward.sourceRef}`,
        debit: accounts.promotions(purse.merchantCode, purse.currency),
        credit: accounts.bonus(purse),
        amount: reward.amount,
        kind: 'reward',
        memberId: purse.memberId,
        reference: reward.sourceRef,
      });
    },

    /** Whether bonus money is still being wagered (wins on bonus stakes then stay bonus money). */
    async wageringActive(book: LedgerBook, purse: Purse): Promise<boolean> {
      if (purse.demo) return false;
      return (await repo.activeGrants(book.tx, purse.memberId)).length > 0;
    },

    /** A rolled-back stake no longer counts. */
    async unrecordWager(book: LedgerBook, purse: Purse, stakeCents: number): Promise<void> {
      if (purse.demo || stakeCents <= 0) return;
      const [grant] = await repo.activeGrants(book.tx, purse.memberId);
      if (grant) await repo.addWagered(book.tx, grant.id, -Math.min(stakeCents, Number(grant.wagered_cents)));
    },

    /** Withdrawing while a bonus is still being wagered gives the bonus up. */
    async forfeitActive(book: LedgerBook, purse: Purse): Promise<number> {
      const grants = await repo.activeGrants(book.tx, purse.memberId);
      let forfeited = 0;
      for (const grant of grants) {
        forfeited += (await book.balances(purse)).bonus;
        await releaseOrForfeit(book, purse, grant, 'forfeited');
      }
      return forfeited;
    },

    async status(memberId: number): Promise<BonusStatus> {
      const grant = await repo.currentGrant(memberId);
      if (!grant) return { active: null };
      const required = Number(grant.wagering_required_cents);
      const wagered = Math.min(Number(grant.wagered_cents), required);
      return {
        active: {
          ruleCode: grant.rule_code,
          amount: Number(grant.amount_cents),
          wageringRequired: required,
          wagered,
          remaining: required - wagered,
        },
      };
    },
  };
}

export type BonusService = ReturnType<typeof createBonusService>;
