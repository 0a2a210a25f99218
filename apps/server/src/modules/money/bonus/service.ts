import { countedStakeCents, depositBonusCents } from '@lobby/contract';
import type { BonusGrantRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { accounts } from '../ledger/index.ts';
import type { Purse } from '../ledger/index.ts';
import type { LedgerBook } from '../ledger/index.ts';
import type { BonusRepository, BonusRule } from './repository.ts';

export const FIRST_DEPOSIT = 'FIRST_DEPOSIT';

/** A free round's last win is waited for this long before a grant out of rounds is settled without it. */
export const FREE_ROUND_SETTLE_MS = 10 * 60_000;

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

/** A grant to make: money credited now (a match, a code, cashback, an approval) or free rounds to play. */
export interface GrantSpec {
  campaignId: number | null;
  kind: string;
  /** with sourceRef: the grant's identity (one grant per rule and source) and its transfer's key */
  ruleCode: string;
  sourceRef: string;
  /** bonus money credited now (0 for free rounds: their stakes are credited as they are played) */
  amount: number;
  depositCents: number;
  wageringRequired: number;
  /** free rounds: their wins times this make the requirement */
  wageringMultiplier: number;
  contributions: Record<string, number> | null;
  maxStakeCents: number | null;
  expiresAt: number | null;
  freeRounds: { count: number; stakeCents: number; games: Array<{ vendor: string; code: string }> } | null;
  /** once per player: '-'; once a day: the local date; null: no limit */
  claimKey: string | null;
  /** no wagering: the money is cash at once and the grant is closed as completed */
  toCash: boolean;
}

/** What a stake is to bonus money: the member's active grants (read once per bet) and whether it is a free round. */
export interface StakePlan {
  grants: BonusGrantRow[];
  free: boolean;
}
const NO_PLAN: StakePlan = { grants: [], free: false };

export interface StakeCall {
  amount: number;
  game: { vendor: string; code: string; type: string };
  integration: string;
  transactionId: string;
  roundRef: string;
  /** a free round of this grant (the vendor says so; the grant decides whether it may) */
  freeRoundGrantId?: number;
}

function contributionsOf(grant: BonusGrantRow): Record<string, number> | null {
  return grant.contributions === null ? null : (JSON.parse(grant.contributions) as Record<string, number>);
}

function gamesOf(grant: BonusGrantRow): Array<{ vendor: string; code: string }> {
  return grant.free_round_games === null ? [] : (JSON.parse(grant.free_round_games) as Array<{ vendor: string; code: string }>);
}

const need = (g: BonusGrantRow) => Math.max(0, Number(g.wagering_required_cents) - Number(g.wagered_cents));

/**
 * Bonus money: a grant credits it to the member's bonus account with a wagering requirement; settled stakes
 * count toward the grants in the order they were made (each at its game type's contribution, under its
 * maximum stake); the bonus account is one pot, so it turns into cash when every active grant is met. Until
 * then it can be played but not withdrawn; a withdrawal forfeits it (the withdrawal screen says so first),
 * an expired grant gives its share back. Every credit, release, forfeit and expiry is a ledger transfer.
 *
 * Free rounds: a grant of rounds at a set stake on set games; each round's stake is credited to the bonus
 * account and staked from it at once (the brand pays it, the player never can), so what it wins stays bonus
 * money and is wagered `wagering_multiplier` times.
 */
export function createBonusService(deps: { repository: BonusRepository; now: () => number }) {
  const { repository: repo, now } = deps;

  /** Everything left in the pot goes to cash (met) or back to the brand, shared out over the grants for the reports. */
  async function closeAll(book: LedgerBook, purse: Purse, grants: BonusGrantRow[], status: 'completed' | 'forfeited' | 'expired', note?: string) {
    const pot = (await book.balances(purse)).bonus;
    const toCash = status === 'completed';
    if (pot > 0) {
      const first = grants[0];
      await book.transfer({
        key: `bonus:${toCash ? 'release' : 'forfeit'}:${first?.id ?? 'pot'}:${grants.map((g) => g.id).join('-')}`.slice(0, 200),
        debit: accounts.bonus(purse),
        credit: toCash ? accounts.cash(purse) : accounts.promotions(purse.merchantCode, purse.currency),
        amount: pot,
        kind: toCash ? 'bonus_release' : 'bonus_forfeit',
        memberId: purse.memberId,
        reference: first?.source_ref ?? null,
      });
    }
    let left = pot;
    for (const [i, grant] of grants.entries()) {
      const share = i === grants.length - 1 ? left : Math.min(left, Number(grant.amount_cents));
      left -= share;
      await repo.close(book.tx, grant.id, status, now(), toCash ? { released: share } : { returned: share, note });
    }
  }

  /** One grant ends unmet while others go on: its own money (at most what is in the pot) goes back to the brand. */
  async function closeOne(book: LedgerBook, purse: Purse, grant: BonusGrantRow, status: 'forfeited' | 'expired', others: number, note?: string) {
    if (others === 0) return closeAll(book, purse, [grant], status, note);
    const pot = (await book.balances(purse)).bonus;
    const share = Math.min(pot, Number(grant.amount_cents));
    if (share > 0) {
      await book.transfer({
        key: `bonus:${status}:${grant.id}`,
        debit: accounts.bonus(purse),
        credit: accounts.promotions(purse.merchantCode, purse.currency),
        amount: share,
        kind: 'bonus_forfeit',
        memberId: purse.memberId,
        reference: grant.source_ref,
      });
    }
    await repo.close(book.tx, grant.id, status, now(), { returned: share, note });
  }

  const isMet = (g: BonusGrantRow) => Number(g.free_rounds_left) === 0 && need(g) === 0;

  /**
   * When every active grant is met, the pot becomes cash and they all close; a met grant among unmet ones
   * closes as completed and its money waits in the pot for the others.
   */
  async function settle(book: LedgerBook, purse: Purse, grants: BonusGrantRow[], freeRoundsSettled: (g: BonusGrantRow) => boolean): Promise<void> {
    const met = grants.filter((g) => isMet(g) && freeRoundsSettled(g));
    if (!met.length) return;
    if (met.length === grants.length) return closeAll(book, purse, grants, 'completed');
    for (const g of met) await repo.close(book.tx, g.id, 'completed', now());
  }

  /**
   * A free-round grant out of rounds settles once every round's result came back (or, for a vendor that
   * never sends a losing round's result, once the last round is FREE_ROUND_SETTLE_MS old).
   */
  async function freeRoundsDone(book: LedgerBook, g: BonusGrantRow): Promise<boolean> {
    if (Number(g.free_round_stake_cents) === 0) return true;
    if (Number(g.free_rounds_left) > 0) return false;
    if ((await repo.openFreeRounds(book.tx, g.id)) === 0) return true;
    const last = await repo.lastFreeRoundAt(book.tx, g.id);
    return last === null || now() - last >= FREE_ROUND_SETTLE_MS;
  }

  /**
   * Makes a grant and credits its money in `book`'s transaction. 'claimed': the member has one under the
   * same claim key (nothing written); 'budget': `budget` refused the amount (nothing kept).
   */
  async function grant(book: LedgerBook, purse: Purse, spec: GrantSpec, budget?: () => Promise<boolean>): Promise<BonusGrantRow | 'claimed' | 'budget'> {
    if (purse.demo) throw new Error('bonus money is never granted to demo accounts');
    const created = await repo.insertGrantOnce(book.tx, {
      merchant_code: purse.merchantCode,
      member_id: purse.memberId,
      rule_code: spec.ruleCode,
      source_ref: spec.sourceRef,
      amount_cents: spec.amount,
      wagering_required_cents: spec.toCash ? 0 : spec.wageringRequired,
      status: spec.toCash ? 'completed' : 'active',
      created_at: now(),
      campaign_id: spec.campaignId,
      kind: spec.kind,
      expires_at: spec.expiresAt,
      contributions: spec.contributions === null ? null : JSON.stringify(spec.contributions),
      max_stake_cents: spec.maxStakeCents,
      free_rounds_left: spec.freeRounds?.count ?? 0,
      free_round_stake_cents: spec.freeRounds?.stakeCents ?? 0,
      free_round_games: spec.freeRounds ? JSON.stringify(spec.freeRounds.games) : null,
      wagering_multiplier: spec.wageringMultiplier,
      deposit_cents: spec.depositCents,
      released_cents: spec.toCash ? spec.amount : 0,
      returned_cents: 0,
      claim_key: spec.claimKey,
      note: null,
    });
    if (!created) return 'claimed';
    if (budget && !(await budget())) {
      await repo.deleteGrant(book.tx, created.id);
      return 'budget';
    }
    if (spec.amount > 0) {
      await book.transfer({
        key: `bonus:grant:${spec.ruleCode}:${spec.sourceRef}`,
        debit: accounts.promotions(purse.merchantCode, purse.currency),
        credit: spec.toCash ? accounts.cash(purse) : accounts.bonus(purse),
        amount: spec.amount,
        kind: spec.kind === 'reward' ? 'reward' : 'bonus',
        memberId: purse.memberId,
        reference: spec.sourceRef,
      });
    }
    if (spec.toCash) await book.tx.updateTable('bonus_grants').set({ closed_at: now() }).where('id', '=', created.id).execute();
    return created;
  }

  return {
    repository: repo,
    grant,

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
      await grant(book, purse, {
        campaignId: null,
        kind: 'bonus',
        ruleCode: FIRST_DEPOSIT,
        sourceRef: orderNo,
        amount,
        depositCents,
        wageringRequired: (depositCents + amount) * rule.wageringMultiplier,
        wageringMultiplier: rule.wageringMultiplier,
        contributions: null,
        maxStakeCents: null,
        expiresAt: null,
        freeRounds: null,
        claimKey: null,
        toCash: false,
      });
      return amount;
    },

    /**
     * Before a stake moves: the member's active grants (read once for the bet), the maximum stake while
     * wagering (refused above it), and a free round taken from its grant, its stake credited from the brand.
     */
    async beforeStake(book: LedgerBook, purse: Purse, call: StakeCall): Promise<StakePlan> {
      if (purse.demo) {
        if (call.freeRoundGrantId !== undefined) throw new AppError('bonus.free.round.invalid');
        return NO_PLAN;
      }
      const grants = await repo.activeGrants(book.tx, purse.memberId);
      if (call.freeRoundGrantId !== undefined) {
        const g = grants.find((x) => x.id === call.freeRoundGrantId);
        const fits =
          g !== undefined &&
          Number(g.free_rounds_left) > 0 &&
          Number(g.free_round_stake_cents) === call.amount &&
          gamesOf(g).some((x) => x.vendor === call.game.vendor && x.code === call.game.code);
        if (!g || !fits || !(await repo.useFreeRound(book.tx, g.id, call.amount))) throw new AppError('bonus.free.round.invalid');
        await repo.insertFreeRound(book.tx, {
          integration: call.integration,
          transactionId: call.transactionId,
          grantId: g.id,
          memberId: purse.memberId,
          stakeCents: call.amount,
          roundRef: call.roundRef,
          at: now(),
        });
        await book.transfer({
          key: `bonus:free:${call.integration}:${call.transactionId}`,
          debit: accounts.promotions(purse.merchantCode, purse.currency),
          credit: accounts.bonus(purse),
          amount: call.amount,
          kind: 'bonus',
          memberId: purse.memberId,
          reference: call.roundRef,
        });
        return { grants, free: true };
      }
      let max: number | null = null;
      for (const g of grants) if (g.max_stake_cents !== null) max = Math.min(max ?? Infinity, Number(g.max_stake_cents));
      if (max !== null && call.amount > max) throw new AppError('bonus.stake.too.high', { value: { maxStakeCents: max } });
      return { grants, free: false };
    },

    /**
     * A settled stake counts toward wagering, grant by grant in the order they were made, each at its game
     * type's contribution (what one grant does not need goes to the next). A free round counts for nothing.
     */
    async recordWager(book: LedgerBook, purse: Purse, stakeCents: number, gameType?: string, plan?: StakePlan): Promise<void> {
      if (purse.demo || stakeCents <= 0 || plan?.free) return;
      const grants = plan?.grants ?? (await repo.activeGrants(book.tx, purse.memberId));
      if (!grants.length) return;
      let left = stakeCents;
      const after: BonusGrantRow[] = [];
      for (const g of grants) {
        const needed = need(g);
        if (Number(g.free_rounds_left) > 0 || needed === 0 || left <= 0) {
          after.push(g);
          continue;
        }
        const contributions = contributionsOf(g);
        const countable = gameType === undefined && contributions !== null ? 0 : countedStakeCents(contributions, gameType ?? '', left);
        if (countable <= 0) {
          after.push(g);
          continue;
        }
        const counted = Math.min(countable, needed);
        await repo.addWagered(book.tx, g.id, counted);
        const percent = contributions === null ? 100 : (contributions[gameType ?? ''] ?? 0);
        left -= counted === countable ? left : Math.ceil((counted * 100) / percent);
        after.push({ ...g, wagered_cents: Number(g.wagered_cents) + counted });
      }
      const done = new Map<number, boolean>();
      for (const g of after) if (isMet(g) && Number(g.free_round_stake_cents) > 0) done.set(g.id, await freeRoundsDone(book, g));
      await settle(book, purse, after, (g) => done.get(g.id) ?? true);
    },

    /**
     * A win paid into the bonus account: a free round's win raises its grant's requirement by the win times
     * the campaign's multiplier; a grant out of rounds and met settles.
     */
    async afterBonusWin(book: LedgerBook, purse: Purse, roundRef: string, toBonus: number): Promise<void> {
      if (purse.demo) return;
      const grantId = await repo.freeRoundGrantOfRound(book.tx, purse.memberId, roundRef);
      if (grantId === undefined) return;
      await repo.markFreeRoundSettled(book.tx, purse.memberId, roundRef);
      const g = await repo.grantById(grantId, book.tx);
      if (!g || g.status !== 'active') return;
      await repo.addRequirement(book.tx, g.id, Math.round(toBonus * Number(g.wagering_multiplier)));
      if (Number(g.free_rounds_left) > 0) return;
      const grants = await repo.activeGrants(book.tx, purse.memberId);
      const done = new Map<number, boolean>();
      for (const x of grants) if (isMet(x) && Number(x.free_round_stake_cents) > 0) done.set(x.id, await freeRoundsDone(book, x));
      await settle(book, purse, grants, (x) => done.get(x.id) ?? true);
    },

    /** Whether bonus money is still being wagered (wins on bonus stakes then stay bonus money). */
    async wageringActive(book: LedgerBook, purse: Purse): Promise<boolean> {
      if (purse.demo) return false;
      return (await repo.activeGrants(book.tx, purse.memberId)).length > 0;
    },

    /**
     * A rolled-back stake no longer counts; a rolled-back free round is given back to its grant and its
     * stake (returned to the bonus account by the rollback) goes back to the brand.
     */
    async unrecordWager(book: LedgerBook, purse: Purse, stakeCents: number, ref?: { integration: string; transactionId: string }): Promise<void> {
      if (purse.demo || stakeCents <= 0) return;
      const free = ref ? await repo.freeRoundOf(book.tx, ref.integration, ref.transactionId) : undefined;
      if (free) {
        await repo.markFreeRoundRolledBack(book.tx, ref!.integration, ref!.transactionId);
        await repo.returnFreeRound(book.tx, free.grant_id, Number(free.stake_cents));
        const back = Math.min(Number(free.stake_cents), (await book.balances(purse)).bonus);
        if (back > 0) {
          await book.transfer({
            key: `bonus:free-back:${ref!.integration}:${ref!.transactionId}`,
            debit: accounts.bonus(purse),
            credit: accounts.promotions(purse.merchantCode, purse.currency),
            amount: back,
            kind: 'bonus_forfeit',
            memberId: purse.memberId,
            reference: free.round_ref,
          });
        }
        return;
      }
      const [grant] = (await repo.activeGrants(book.tx, purse.memberId)).filter((g) => Number(g.wagered_cents) > 0);
      if (grant) await repo.addWagered(book.tx, grant.id, -Math.min(stakeCents, Number(grant.wagered_cents)));
    },

    /** Withdrawing while a bonus is still being wagered gives the bonus up. */
    async forfeitActive(book: LedgerBook, purse: Purse): Promise<number> {
      const grants = await repo.activeGrants(book.tx, purse.memberId);
      if (!grants.length) return 0;
      const pot = (await book.balances(purse)).bonus;
      await closeAll(book, purse, grants, 'forfeited');
      return pot;
    },

    /** An operator takes one active grant back (its share of the pot returns to the brand). */
    async forfeitGrant(book: LedgerBook, purse: Purse, grantId: number, note: string): Promise<BonusGrantRow> {
      const grants = await repo.activeGrants(book.tx, purse.memberId);
      const g = grants.find((x) => x.id === grantId);
      if (!g) throw new AppError('bonus.grant.closed');
      await closeOne(book, purse, g, 'forfeited', grants.length - 1, note);
      return (await repo.grantById(g.id, book.tx))!;
    },

    /**
     * The member's grants past their expiry give their share back; free-round grants out of rounds and met
     * settle. Returns the grants that expired (the caller tells the member).
     */
    async sweepMember(book: LedgerBook, purse: Purse): Promise<BonusGrantRow[]> {
      const grants = await repo.activeGrants(book.tx, purse.memberId);
      const at = now();
      const expired = grants.filter((g) => g.expires_at !== null && Number(g.expires_at) <= at);
      for (const [i, g] of expired.entries()) await closeOne(book, purse, g, 'expired', grants.length - 1 - i);
      const left = grants.filter((g) => !expired.includes(g));
      const done = new Map<number, boolean>();
      for (const g of left) done.set(g.id, await freeRoundsDone(book, g));
      await settle(book, purse, left, (g) => done.get(g.id) === true);
      return expired;
    },

    membersToSweep: (limit: number) => repo.membersToSweep(now(), limit),

    /** The member's oldest active grant with free rounds left on this game (what a launch gives the vendor). */
    async freeRoundsFor(memberId: number, game: { vendor: string; code: string }): Promise<{ bonusId: string; left: number; stakeCents: number } | undefined> {
      const { active } = await repo.memberGrants(memberId);
      const g = active.find((x) => Number(x.free_rounds_left) > 0 && gamesOf(x).some((y) => y.vendor === game.vendor && y.code === game.code));
      return g && { bonusId: String(g.id), left: Number(g.free_rounds_left), stakeCents: Number(g.free_round_stake_cents) };
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
        kind: 'reward',
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
  };
}

export type BonusService = ReturnType<typeof createBonusService>;
