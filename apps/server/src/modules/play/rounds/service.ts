import { BIG_WIN_MULTIPLIER, maskName, qualifiesForWinnerBoard } from '@lobby/contract';
import type { GameRoundRow, VendorTransactionRow } from '../../../db/schema.ts';
import { afterCommit } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ActivityService } from '../../money/activity/index.ts';
import type { BonusService } from '../../money/bonus/index.ts';
import type { JackpotService } from '../jackpot/index.ts';
import { accounts } from '../../money/ledger/index.ts';
import type { Purse } from '../../money/ledger/index.ts';
import type { LedgerBook, LedgerService } from '../../money/ledger/index.ts';
import type { LobbyNewsService } from '../../content/lobby-news/index.ts';
import { createMemberRepository } from '../../accounts/member/index.ts';
import { catalogueGameId } from '../../catalogue/catalogue/index.ts';
import type { RoundsRepository } from './repository.ts';

/** The game a round is played on, as the catalogue knows it. */
export interface GameRef {
  /** the game's vendor (vassalage): JILI, FC, BGS … */
  vendor: string;
  code: string;
  name: string;
  type: string;
}

export interface PlayOutcome {
  /** what the member can play with after the call: cash not held + bonus, in cents */
  balance: number;
  currency: string;
  roundId: number | null;
  /** the call had been made before: nothing moved this time */
  replayed: boolean;
}

export type RoundErrorCode =
  | 'insufficient_funds'
  | 'duplicate_transaction'
  | 'transaction_rolled_back'
  | 'transaction_not_found'
  | 'round_closed';

/** A refusal the caller turns into its protocol's answer (a vendor status, an API error). */
export class RoundError extends Error {
  override readonly name = 'RoundError';
  constructor(
    readonly code: RoundErrorCode,
    readonly balance: number | null = null,
  ) {
    super(code);
  }
}

export interface CallBase {
  purse: Purse;
  /** the integration whose transaction ids these are (DEMO, BGS …) */
  integration: string;
  transactionId: string;
  roundRef: string;
  game: GameRef;
  /** a free round of this bonus grant: the brand pays the stake (the grant checks game, stake and rounds left) */
  freeRoundGrantId?: number;
  /** the vendor's account of the round so far (RoundDetails as JSON): the latest call's replaces the earlier */
  details?: string;
}

/** A vendor's answer to a member's cancel of one of its rounds (see registerCanceller). */
export type RoundCanceller = (round: { user: string; roundRef: string }) => Promise<'cancelled' | 'closed' | 'unknown'>;

/** A win: the stake it pays for (when known), whether it closes the round, the round's final proof. */
export type WinCall = CallBase & {
  amount: number;
  betTransactionId?: string | null;
  closeRound: boolean;
  /** in-house games: the round's fairness proof as settled (JSON) */
  fairness?: string;
};

function playable(b: { available: number; bonus: number }): number {
  return b.available + b.bonus;
}

/**
 * The money side of play, for every game: a bet takes the stake from the member (cash first, then bonus)
 * into the game vendor's ledger account, a win pays from it in the same cash/bonus proportion as the
 * stake, a rollback undoes a bet. Each call is kept by its transaction id with the answer given, so a
 * repeated call moves nothing and answers the same; a rollback of a bet never seen is remembered, and the
 * late bet is refused. Everything of one call commits together.
 */
export function createRoundsService(deps: {
  ledger: LedgerService;
  repository: RoundsRepository;
  bonus: BonusService;
  /** progressive jackpots fed by stakes (absent: none) */
  jackpot?: JackpotService;
  /** the lobby news, told of big wins (absent: not told) */
  news?: Pick<LobbyNewsService, 'recordEvent'>;
  /** each member's day of play: told of every change of a round, in the round's transaction */
  activity: Pick<ActivityService, 'roundChanged' | 'jackpotWon'>;
  now: () => number;
  /** told of each bet placed (not a replay), once its transaction has committed: the metrics' bets per second */
  onBet?: (gameType: string) => void;
  /** player protection: refuses a stake of an excluded member or one that would pass a limit (absent: none) */
  guard?: { checkStake(tx: LedgerBook['tx'], purse: Purse, amountCents: number): Promise<void> };
  /** tournaments: told of every change of a round, in the round's transaction (absent: none) */
  tournaments?: { roundChanged(tx: LedgerBook['tx'], before: GameRoundRow | null, after: GameRoundRow): Promise<void> };
}) {
  const { ledger, repository: repo, bonus, activity, tournaments, now } = deps;
  const cancellers = new Map<string, RoundCanceller>();

  /** A round's money changed: the row, then activity's count of it, in the same transaction. */
  async function change(
    book: LedgerBook,
    id: number,
    delta: Parameters<RoundsRepository['addToRound']>[2],
    status: string | null,
    opened?: GameRoundRow,
  ): Promise<void> {
    const { before, after } = await repo.addToRound(book.tx, id, delta, status, now(), opened);
    await activity.roundChanged(book.tx, before, after);
    if (tournaments) await tournaments.roundChanged(book.tx, before, after);
  }

  function vendorAccount(purse: Purse, game: GameRef) {
    return accounts.vendor(purse.merchantCode, purse.currency, game.vendor, purse.demo);
  }

  async function replay(existing: VendorTransactionRow, kind: string, amount: number, book: LedgerBook, purse: Purse): Promise<PlayOutcome> {
    if (existing.kind === 'tombstone') throw new RoundError('transaction_rolled_back', playable(await book.balances(purse)));
    if (existing.kind !== kind || Number(existing.amount_cents) !== amount || existing.member_id !== purse.memberId) {
      throw new RoundError('duplicate_transaction', playable(await book.balances(purse)));
    }
    const first = JSON.parse(existing.response) as PlayOutcome;
    return { ...first, replayed: true };
  }

  /**
   * One call in one transaction. The ledger refusing a debit (on PostgreSQL a concurrent call can spend the
   * money between this call's read and its write; a rolled-back win may already be spent) is the same
   * refusal as a balance found too low, and is answered as one.
   */
  async function run<T>(purse: Purse, fn: (book: LedgerBook) => Promise<T>, within?: LedgerBook): Promise<T> {
    // Inside a caller's transaction (inOne): the caller's own run answers a refusal.
    if (within) return fn(within);
    try {
      return await ledger.run(fn);
    } catch (err) {
      if (err instanceof AppError && err.errorCode === 'wallet.insufficient.funds') {
        throw new RoundError('insufficient_funds', playable(await ledger.balances(purse)));
      }
      throw err;
    }
  }

  function newRound(call: CallBase) {
    return {
      merchant_code: call.purse.merchantCode,
      member_id: call.purse.memberId,
      demo: call.purse.demo ? 1 : 0,
      vendor: call.game.vendor,
      game_code: call.game.code,
      game_name: call.game.name,
      game_type: call.game.type,
      round_ref: call.roundRef,
      status: 'open',
      fairness: null,
      created_at: now(),
      updated_at: now(),
    };
  }

  /** The call's round, found (a later call of a round: a win) or opened. */
  async function roundFor(book: LedgerBook, call: CallBase): Promise<GameRoundRow> {
    const found = await repo.round(book.tx, call.game.vendor, call.purse.memberId, call.roundRef);
    if (found) return found;
    return repo.insertRound(book.tx, newRound(call));
  }

  /**
   * A bet's round: most bets open one, so the insert comes first (the round's unique reference answers
   * whether it exists in the same round trip). `opened` is the row this transaction inserted.
   */
  async function roundForBet(book: LedgerBook, call: CallBase): Promise<{ round: GameRoundRow; opened?: GameRoundRow }> {
    const opened = await repo.insertRoundIfNew(book.tx, newRound(call));
    if (opened) return { round: opened, opened };
    const found = await repo.round(book.tx, call.game.vendor, call.purse.memberId, call.roundRef);
    if (!found) throw new Error(`round ${call.roundRef} neither inserted nor found`);
    return { round: found };
  }

  async function record(
    book: LedgerBook,
    call: CallBase,
    kind: string,
    amount: number,
    split: { cash: number; bonus: number },
    roundId: number | null,
    referenceId: string | null,
  ): Promise<PlayOutcome> {
    const outcome: PlayOutcome = {
      balance: playable(await book.balances(call.purse)),
      currency: call.purse.currency,
      roundId,
      replayed: false,
    };
    await repo.insertVendorTx(book.tx, {
      vendor: call.integration,
      transaction_uuid: call.transactionId,
      kind,
      round_id: roundId,
      member_id: call.purse.memberId,
      amount_cents: amount,
      cash_cents: split.cash,
      bonus_cents: split.bonus,
      reference_uuid: referenceId,
      response: JSON.stringify(outcome),
      created_at: now(),
    });
    return outcome;
  }

  return {
    async balance(purse: Purse): Promise<number> {
      return playable(await ledger.balances(purse));
    },

    /** The member's open real-money rounds since `since` (player protection counts their stakes). */
    openStakes(memberId: number, since: number, on?: Parameters<RoundsRepository['openStakes']>[2]) {
      return repo.openStakes(memberId, since, on);
    },

    /**
     * Several calls of one round in one transaction (an in-house game settles its bet and its win at once):
     * `fn` gets the book to pass to bet() and win() as `within`. A refusal rolls everything back.
     */
    async inOne<T>(purse: Purse, fn: (book: LedgerBook) => Promise<T>): Promise<T> {
      return run(purse, fn);
    },

    /**
     * The first phase of a two-phase stake (a sportsbook bet waiting out its in-play delay): the amount is held
     * on the member's accounts (cash first, then bonus money) as pending transfers to the game's vendor account,
     * keyed `${key}:cash` / `${key}:bonus`. bet() with `held` posts them; release() voids them.
     */
    async hold(book: LedgerBook, call: { purse: Purse; game: GameRef; key: string; amount: number; reference: string }): Promise<{ cash: number; bonus: number }> {
      await deps.guard?.checkStake(book.tx, call.purse, call.amount);
      const balances = await book.balances(call.purse);
      const cash = Math.min(call.amount, balances.available);
      const bonusPart = call.amount - cash;
      if (bonusPart > balances.bonus) throw new RoundError('insufficient_funds', playable(balances));
      for (const [part, amount] of [['cash', cash], ['bonus', bonusPart]] as const) {
        if (amount <= 0) continue;
        await book.transfer({
          key: `${call.key}:${part}`,
          debit: part === 'cash' ? accounts.cash(call.purse) : accounts.bonus(call.purse),
          credit: vendorAccount(call.purse, call.game),
          amount,
          kind: 'bet',
          memberId: call.purse.memberId,
          reference: call.reference,
          pending: true,
        });
      }
      return { cash, bonus: bonusPart };
    },

    /** Releases a hold (the bet was refused): the money is free again. */
    async release(book: LedgerBook, key: string, held: { cash: number; bonus: number }): Promise<void> {
      for (const [part, amount] of [['cash', held.cash], ['bonus', held.bonus]] as const) {
        if (amount > 0) await book.voidPending(`${key}:${part}:void`, `${key}:${part}`);
      }
    },

    async bet(
      call: CallBase & { amount: number; closeRound?: boolean; held?: { key: string; cash: number; bonus: number } },
      fairness?: string,
      within?: LedgerBook,
    ): Promise<PlayOutcome> {
      return run(call.purse, async (book) => {
        const existing = await repo.vendorTx(book.tx, call.integration, call.transactionId);
        if (existing) return replay(existing, 'bet', call.amount, book, call.purse);
        const { round, opened } = await roundForBet(book, call);
        if (round.status !== 'open') throw new RoundError('round_closed', playable(await book.balances(call.purse)));
        await deps.guard?.checkStake(book.tx, call.purse, call.amount);
        // bonus terms: the maximum stake while wagering; a free round's stake credited to the bonus account
        const plan = await bonus.beforeStake(book, call.purse, {
          amount: call.amount,
          game: call.game,
          integration: call.integration,
          transactionId: call.transactionId,
          roundRef: call.roundRef,
          freeRoundGrantId: call.freeRoundGrantId,
        });
        const key = `vtx:${call.integration}:${call.transactionId}`;
        const held = call.held;
        if (held) {
          // the second phase of a hold: its pending transfers are posted, as they were split
          if (held.cash + held.bonus !== call.amount) throw new Error('a hold posts its whole amount');
          if (held.cash > 0) await book.postPending(`${key}:cash`, `${held.key}:cash`);
          if (held.bonus > 0) await book.postPending(`${key}:bonus`, `${held.key}:bonus`);
        }
        const balances = held ? null : await book.balances(call.purse);
        const fromCash = held ? held.cash : plan.free ? 0 : Math.min(call.amount, balances!.available);
        const fromBonus = call.amount - fromCash;
        if (balances && fromBonus > balances.bonus) throw new RoundError('insufficient_funds', playable(balances));
        if (!held && fromCash > 0) {
          await book.transfer({
            key: `${key}:cash`,
            debit: accounts.cash(call.purse),
            credit: vendorAccount(call.purse, call.game),
            amount: fromCash,
            kind: 'bet',
            memberId: call.purse.memberId,
            reference: call.roundRef,
          });
        }
        if (!held && fromBonus > 0) {
          await book.transfer({
            key: `${key}:bonus`,
            debit: accounts.bonus(call.purse),
            credit: vendorAccount(call.purse, call.game),
            amount: fromBonus,
            kind: 'bet',
            memberId: call.purse.memberId,
            reference: call.roundRef,
          });
        }
        await change(book, round.id, { bet: call.amount, betCash: fromCash, betBonus: fromBonus }, call.closeRound ? 'settled' : null, opened);
        if (fairness) await repo.setFairness(book.tx, round.id, fairness);
        if (call.details) await repo.setDetails(book.tx, round.id, call.details);
        await bonus.recordWager(book, call.purse, call.amount, call.game.type, plan);
        // A progressive pool takes its share of the stake, and the stake may win the pool.
        const jackpot = await deps.jackpot?.onStake(
          book,
          {
            purse: call.purse,
            gameType: call.game.type,
            stakeCents: call.amount,
            stakeRef: `${call.integration}:${call.transactionId}`,
            game: { code: call.game.code, name: call.game.name, vendor: call.game.vendor },
          },
          vendorAccount(call.purse, call.game),
        );
        if (jackpot) await activity.jackpotWon(book.tx, { memberId: call.purse.memberId, merchantCode: call.purse.merchantCode, cents: jackpot, at: now() });
        const onBet = deps.onBet;
        if (onBet) afterCommit(book.tx, () => onBet(call.game.type));
        return record(book, call, 'bet', call.amount, { cash: fromCash, bonus: fromBonus }, round.id, null);
      }, within);
    },

    async win(call: WinCall, within?: LedgerBook): Promise<PlayOutcome> {
      return run(call.purse, async (book) => {
        const existing = await repo.vendorTx(book.tx, call.integration, call.transactionId);
        if (existing) return replay(existing, 'win', call.amount, book, call.purse);
        if (call.betTransactionId) {
          const bet = await repo.vendorTx(book.tx, call.integration, call.betTransactionId);
          if (bet && (bet.rolled_back === 1 || bet.kind === 'tombstone')) {
            throw new RoundError('transaction_rolled_back', playable(await book.balances(call.purse)));
          }
          // A win for a bet this member never placed (or that has not arrived yet) pays nothing: the vendor
          // retries it once the bet is in. Paying it first would close the round and then refuse the bet.
          if (!bet || bet.kind !== 'bet' || bet.member_id !== call.purse.memberId) {
            throw new RoundError('transaction_not_found', playable(await book.balances(call.purse)));
          }
        }
        const round = await roundFor(book, call);
        if (round.status === 'rolled_back') throw new RoundError('transaction_rolled_back', playable(await book.balances(call.purse)));
        // Paid back in the stake's proportion: what bonus money won stays bonus money while it is being
        // wagered; once the requirement is met (or the bonus is gone) every win is cash.
        const stake = Number(round.bet_cents);
        const bonusStake = Number(round.bet_bonus_cents);
        const onBonus = stake > 0 && bonusStake > 0 && (await bonus.wageringActive(book, call.purse));
        const toBonus = onBonus ? Math.floor((call.amount * bonusStake) / stake) : 0;
        const toCash = call.amount - toBonus;
        const key = `vtx:${call.integration}:${call.transactionId}`;
        if (toCash > 0) {
          await book.transfer({
            key: `${key}:cash`,
            debit: vendorAccount(call.purse, call.game),
            credit: accounts.cash(call.purse),
            amount: toCash,
            kind: 'win',
            memberId: call.purse.memberId,
            reference: call.roundRef,
          });
        }
        if (toBonus > 0) {
          await book.transfer({
            key: `${key}:bonus`,
            debit: vendorAccount(call.purse, call.game),
            credit: accounts.bonus(call.purse),
            amount: toBonus,
            kind: 'win',
            memberId: call.purse.memberId,
            reference: call.roundRef,
          });
        }
        await change(book, round.id, { win: call.amount }, call.closeRound ? 'settled' : null);
        // a free round's win raises its grant's requirement; a grant out of rounds and met settles
        if (onBonus) await bonus.afterBonusWin(book, call.purse, round.round_ref, toBonus);
        if (call.fairness) await repo.setFairness(book.tx, round.id, call.fairness);
        if (call.details) await repo.setDetails(book.tx, round.id, call.details);
        // The winner board: the one place every game's win passes (slots, crash, the in-house games).
        if (!call.purse.demo && qualifiesForWinnerBoard(call.amount, stake, call.purse.currency)) {
          const member = await createMemberRepository(book.tx).byId(call.purse.memberId);
          const gameId = await catalogueGameId(book.tx, call.purse.merchantCode, call.game);
          if (gameId !== undefined) {
            await repo.recordWinner(book.tx, { merchantCode: call.purse.merchantCode, gameId, customerName: maskName(member?.username ?? 'player'), amount: call.amount, at: now() });
          }
          // A win of BIG_WIN_MULTIPLIER times the stake or more is lobby news, committed with the win.
          if (deps.news && stake > 0 && call.amount >= stake * BIG_WIN_MULTIPLIER) {
            await deps.news.recordEvent(
              {
                kind: 'big_win',
                merchantCode: call.purse.merchantCode,
                ref: key,
                username: member?.username ?? 'player',
                amountCents: call.amount,
                currency: call.purse.currency,
                game: { code: call.game.code, name: call.game.name, vendor: call.game.vendor },
                at: now(),
              },
              book.tx,
            );
          }
        }
        return record(book, call, 'win', call.amount, { cash: toCash, bonus: toBonus }, round.id, call.betTransactionId ?? null);
      }, within);
    },

    /** Undoes a bet (or a win) by its transaction id; remembers a rollback of a call never seen. */
    async rollback(call: CallBase & { referenceTransactionId: string }, within?: LedgerBook): Promise<PlayOutcome> {
      return run(call.purse, async (book) => {
        const existing = await repo.vendorTx(book.tx, call.integration, call.transactionId);
        if (existing) return replay(existing, 'rollback', 0, book, call.purse);
        const original = await repo.vendorTx(book.tx, call.integration, call.referenceTransactionId);
        if (!original) {
          // The bet may still be on its way: keep its id so it is refused when it arrives.
          await repo.insertVendorTx(book.tx, {
            vendor: call.integration,
            transaction_uuid: call.referenceTransactionId,
            kind: 'tombstone',
            round_id: null,
            member_id: call.purse.memberId,
            amount_cents: 0,
            cash_cents: 0,
            bonus_cents: 0,
            reference_uuid: call.transactionId,
            response: JSON.stringify({ balance: 0, currency: call.purse.currency, roundId: null, replayed: false }),
            created_at: now(),
          });
          return record(book, call, 'rollback', 0, { cash: 0, bonus: 0 }, null, call.referenceTransactionId);
        }
        if (original.member_id !== call.purse.memberId) throw new RoundError('transaction_not_found');
        if (original.rolled_back === 1 || original.kind === 'tombstone' || original.kind === 'rollback') {
          return record(book, call, 'rollback', 0, { cash: 0, bonus: 0 }, original.round_id, call.referenceTransactionId);
        }
        const cash = Number(original.cash_cents);
        const bonusPart = Number(original.bonus_cents);
        const round = original.round_id ? await repo.roundById(book.tx, original.round_id) : undefined;
        const game: GameRef = round
          ? { vendor: round.vendor, code: round.game_code, name: round.game_name, type: round.game_type }
          : call.game;
        const vendor = vendorAccount(call.purse, game);
        const key = `vtx:${call.integration}:${call.transactionId}`;
        const isBet = original.kind === 'bet';
        for (const [part, amount] of [['cash', cash], ['bonus', bonusPart]] as const) {
          if (amount <= 0) continue;
          const member = part === 'cash' ? accounts.cash(call.purse) : accounts.bonus(call.purse);
          await book.transfer({
            key: `${key}:${part}`,
            debit: isBet ? vendor : member,
            credit: isBet ? member : vendor,
            amount,
            kind: 'rollback',
            memberId: call.purse.memberId,
            reference: round?.round_ref ?? call.roundRef,
          });
        }
        await repo.markRolledBack(book.tx, original.id);
        if (round) {
          const amount = Number(original.amount_cents);
          const left = isBet ? Number(round.bet_cents) - amount : Number(round.bet_cents);
          await change(book, round.id, isBet ? { bet: -amount, betCash: -cash, betBonus: -bonusPart } : { win: -amount }, isBet && left <= 0 ? 'rolled_back' : null);
        }
        if (isBet) {
          await bonus.unrecordWager(book, call.purse, Number(original.amount_cents), { integration: call.integration, transactionId: call.referenceTransactionId });
        }
        return record(book, call, 'rollback', 0, { cash: 0, bonus: 0 }, original.round_id, call.referenceTransactionId);
      }, within);
    },

    /**
     * The member cancels an open round (a lottery ticket before its draw): every stake of it is rolled
     * back, once; a settled round cannot be cancelled.
     */
    async cancelRound(purse: Purse, roundId: number): Promise<number> {
      const round = await repo.roundById(deps.repository.db, roundId);
      if (!round || round.member_id !== purse.memberId) throw new RoundError('transaction_not_found');
      if (round.status !== 'open') throw new RoundError('round_closed');
      const bets = await ledger.run((book) => repo.betsOfRound(book.tx, round.id));
      // A vendor that keeps the order decides: it knows when the draw closes, and rolls its bets back itself
      // through the wallet (once, whichever side asked first).
      const integrations = [...new Set(bets.map((b) => b.vendor))];
      const decide = integrations.length === 1 ? cancellers.get(integrations[0]!) : undefined;
      if (decide) {
        const answer = await decide({ user: String(purse.memberId), roundRef: round.round_ref });
        if (answer === 'closed') throw new RoundError('round_closed');
        if (answer === 'cancelled') return this.balance(purse);
      }
      const game: GameRef = { vendor: round.vendor, code: round.game_code, name: round.game_name, type: round.game_type };
      for (const bet of bets) {
        await this.rollback({
          purse,
          integration: bet.vendor,
          transactionId: `cancel:${bet.transaction_uuid}`,
          referenceTransactionId: bet.transaction_uuid,
          roundRef: round.round_ref,
          game,
        });
      }
      return (await this.balance(purse));
    },

    /**
     * A vendor whose orders wait for a draw (the demo vendor's lottery) answers the member's cancel of its
     * rounds itself: 'cancelled' (its bets rolled back through the wallet, now or before), 'closed' (the
     * draw's betting has closed: no cancel), or 'unknown' (not one of its orders: rolled back here).
     */
    registerCanceller(integration: string, decide: RoundCanceller): void {
      cancellers.set(integration, decide);
    },

    round: (id: number) => repo.roundById(deps.repository.db, id),
    memberRounds: repo.memberRounds,
    /** a merchant's last settled rounds of one vendor (the in-house games' live feed) */
    settledOfVendor: repo.settledOfVendor,
    /** every round of a member, newest first, rolled-back ones too (the console's player file) */
    allMemberRounds: repo.allMemberRounds,
    memberTotals: repo.memberTotals,
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;
