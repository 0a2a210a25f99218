import type { Kysely } from 'kysely';
import type { Database, GameRoundRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { localDate, startOfLocalDay } from '../../../lib/time-zone.ts';
import type { ActivityRepository, DayRange, DaySums, PlaySums, Scope, SumsRow } from './repository.ts';

const HOUR = 3_600_000;

/** What a round is to activity: whose, which game, its stake and wins, whether and when it settled. */
export type RoundState = Pick<
  GameRoundRow,
  'merchant_code' | 'member_id' | 'demo' | 'vendor' | 'game_code' | 'game_name' | 'game_type' | 'bet_cents' | 'win_cents' | 'status' | 'settled_at'
>;

/**
 * The figures of a member, a team or a merchant over local days, in cents (counts as counts); each one is
 * defined once, in the contract's glossary (MONEY_GLOSSARY).
 */
export interface ActivityFigures {
  validBet: number;
  /** round payouts and jackpot drops */
  win: number;
  jackpotWin: number;
  ggr: number;
  rounds: number;
  /** members with a settled real-money round (a member once over the whole range) */
  activePlayers: number;
  depositGross: number;
  depositCredited: number;
  depositCount: number;
  firstDeposits: number;
  withdrawals: number;
  withdrawalCount: number;
}

export interface MemberDeposits {
  first: { at: number; day: string; cents: number } | null;
  /** with the valid bets of the rounds settled since it was credited */
  latest: { at: number; cents: number; validBetSince: number } | null;
}

function figures(s: SumsRow): ActivityFigures {
  return {
    validBet: s.valid_bet_cents,
    win: s.win_cents,
    jackpotWin: s.jackpot_win_cents,
    ggr: s.valid_bet_cents - s.win_cents,
    rounds: s.rounds,
    activePlayers: s.players,
    depositGross: s.deposit_gross_cents,
    depositCredited: s.deposit_credit_cents,
    depositCount: s.deposit_count,
    firstDeposits: s.first_deposits,
    withdrawals: s.withdrawal_cents,
    withdrawalCount: s.withdrawal_count,
  };
}

/** The merchant-local day of an instant, and the start of its local hour counted from local midnight. */
export function calendarOf(at: number, timeZone: string): { day: string; hourStart: number } {
  const dayStart = startOfLocalDay(at, timeZone);
  return { day: localDate(at, timeZone), hourStart: dayStart + Math.floor((at - dayStart) / HOUR) * HOUR };
}

/** A round counts once settled with real money, on the day (and hour) it settled. */
function counted(round: RoundState | null): (RoundState & { settled_at: number }) | null {
  if (!round || round.status !== 'settled' || Number(round.demo) !== 0 || round.settled_at === null) return null;
  return round as RoundState & { settled_at: number };
}

/**
 * One row per member and merchant-local day of what the member staked, won, deposited and withdrew: the one
 * source of those figures. The writers call it inside the transaction that moves the money (rounds on
 * settlement and on every later change of a settled round, payments on a deposit's credit, withdrawals on a
 * payout), so a figure commits with its money or not at all; every reader (rewards, agents, reports, the
 * dashboard, the console) reads it here.
 */
export function createActivityService(deps: { repository: ActivityRepository }) {
  const repo = deps.repository;

  return {
    /**
     * A round changed (a stake, a win, a rollback, its settlement): what it counted before comes off, what it
     * counts now goes on, so a rollback of a settled round's stake or win takes it back, a round voided
     * whole leaves the day, and a round settled again later moves to its new day. `before` is null for a
     * new round.
     */
    async roundChanged(tx: Tx, before: RoundState | null, after: RoundState): Promise<void> {
      const was = counted(before);
      const now = counted(after);
      if (!was && !now) return;
      const timeZone = await repo.timeZone(tx, after.merchant_code);
      const days = new Map<string, PlaySums>();
      const games = new Map<string, { day: string; round: RoundState; sums: PlaySums }>();
      const hours = new Map<number, PlaySums>();
      const sinceDeposit = new Map<number, number>();
      const add = (into: PlaySums, r: RoundState, sign: number) => {
        into.valid_bet_cents += sign * Number(r.bet_cents);
        into.win_cents += sign * Number(r.win_cents);
        into.rounds += sign;
      };
      const zero = (): PlaySums => ({ valid_bet_cents: 0, win_cents: 0, rounds: 0 });
      for (const [r, sign] of [[was, -1], [now, 1]] as const) {
        if (!r) continue;
        const at = calendarOf(r.settled_at, timeZone);
        if (!days.has(at.day)) days.set(at.day, zero());
        add(days.get(at.day)!, r, sign);
        const gameKey = `${at.day}\u0000${r.vendor}\u0000${r.game_code}`;
        if (!games.has(gameKey)) games.set(gameKey, { day: at.day, round: r, sums: zero() });
        add(games.get(gameKey)!.sums, r, sign);
        if (!hours.has(at.hourStart)) hours.set(at.hourStart, zero());
        add(hours.get(at.hourStart)!, r, sign);
        sinceDeposit.set(r.settled_at, (sinceDeposit.get(r.settled_at) ?? 0) + sign * Number(r.bet_cents));
      }
      const member = { memberId: after.member_id, merchantCode: after.merchant_code };
      await repo.addPlay(tx, {
        memberId: after.member_id,
        days: [...days].map(([day, sums]) => [{ ...member, day }, sums]),
        games: [...games.values()].map(({ day, round, sums }) => [
          { ...member, day, vendor: round.vendor, gameCode: round.game_code, gameType: round.game_type, gameName: round.game_name },
          sums,
        ]),
        hours: [...hours].map(([hourStart, sums]) => [{ ...member, hourStart }, sums]),
        sinceDeposit: [...sinceDeposit],
      });
    },

    /** A progressive jackpot dropped to the member (real money): a win of the day it dropped, not of a game. */
    async jackpotWon(tx: Tx, win: { memberId: number; merchantCode: string; cents: number; at: number }): Promise<void> {
      if (win.cents <= 0) return;
      const { day } = calendarOf(win.at, await repo.timeZone(tx, win.merchantCode));
      await repo.addDay(tx, { memberId: win.memberId, merchantCode: win.merchantCode, day }, { win_cents: win.cents, jackpot_win_cents: win.cents });
    },

    /** A deposit was credited: what the member paid, what reached the cash, and whether it was the first. */
    async depositCredited(tx: Tx, deposit: { memberId: number; merchantCode: string; grossCents: number; creditCents: number; at: number }): Promise<void> {
      const { day } = calendarOf(deposit.at, await repo.timeZone(tx, deposit.merchantCode));
      const first = await repo.firstDeposit(tx, {
        member_id: deposit.memberId,
        merchant_code: deposit.merchantCode,
        first_deposit_at: deposit.at,
        first_deposit_day: day,
        first_deposit_cents: deposit.creditCents,
        last_deposit_at: deposit.at,
        last_deposit_cents: deposit.creditCents,
        valid_bet_since_last_deposit_cents: 0,
      });
      if (!first) await repo.latestDeposit(tx, deposit.memberId, deposit.at, deposit.creditCents);
      const delta: Partial<DaySums> = {
        deposit_gross_cents: deposit.grossCents,
        deposit_credit_cents: deposit.creditCents,
        deposit_count: 1,
        first_deposit_cents: first ? deposit.creditCents : 0,
      };
      await repo.addDay(tx, { memberId: deposit.memberId, merchantCode: deposit.merchantCode, day }, delta);
    },

    /** A withdrawal was paid out: the amount that left the balance (its fee included), on the day it left. */
    async withdrawalPaid(tx: Tx, withdrawal: { memberId: number; merchantCode: string; cents: number; at: number }): Promise<void> {
      const { day } = calendarOf(withdrawal.at, await repo.timeZone(tx, withdrawal.merchantCode));
      await repo.addDay(tx, { memberId: withdrawal.memberId, merchantCode: withdrawal.merchantCode, day }, { withdrawal_cents: withdrawal.cents, withdrawal_count: 1 });
    },

    // --- Reads -------------------------------------------------------------------------------------------

    /** The scope's figures over the days (all time when the range is open). `on`: an open transaction. */
    async totals(scope: Scope, range: DayRange = {}, on?: Kysely<Database>): Promise<ActivityFigures> {
      return figures(await repo.totals(scope, range, on));
    },

    /** The scope's figures per local day that has any (a day without activity is absent). */
    async days(scope: Scope, range: DayRange): Promise<Map<string, ActivityFigures>> {
      const rows = await repo.byDay(scope, range);
      return new Map([...rows].map(([day, s]) => [day, figures(s)]));
    },

    /** Each member's figures over the days: these members, or a scope's (members without activity are absent). */
    async members(members: number[] | Scope, range: DayRange = {}): Promise<Map<number, ActivityFigures>> {
      const rows = await repo.byMember(members, range);
      return new Map([...rows].map(([id, s]) => [id, figures(s)]));
    },

    /** A member's settled real-money rounds over the days, of one game type (the catalogue's) or all. */
    async rounds(memberId: number, range: DayRange, gameType: string | null, on?: Kysely<Database>): Promise<number> {
      return repo.rounds(memberId, range, gameType, on);
    },

    /** The member's first and latest credited deposit. */
    async deposits(memberId: number): Promise<MemberDeposits> {
      const row = await repo.member(memberId);
      if (!row) return { first: null, latest: null };
      return {
        first: { at: Number(row.first_deposit_at), day: row.first_deposit_day, cents: Number(row.first_deposit_cents) },
        latest: { at: Number(row.last_deposit_at), cents: Number(row.last_deposit_cents), validBetSince: Number(row.valid_bet_since_last_deposit_cents) },
      };
    },

    /** Stakes, round wins and rounds of a scope over [from, to), counted in whole local hours. */
    async hours(scope: Scope, from: number, to: number, on?: Kysely<Database>) {
      return repo.hours(scope, from, to, on);
    },

    /** A merchant's play by game (round wins only: jackpots are not a game's) and its players by vendor. */
    async games(merchantCode: string, range: DayRange) {
      const [games, vendorPlayers] = await Promise.all([repo.byGame(merchantCode, range), repo.vendorPlayers(merchantCode, range)]);
      return { games, vendorPlayers };
    },

    /** All-time credited deposits of each agent's team. */
    async teamDeposits(agentIds: number[]): Promise<Map<number, number>> {
      return repo.teamDeposits(agentIds);
    },

    /** The merchant's members with a credited deposit, as a subquery of the caller's statement (on its transaction). */
    depositors(merchantCode: string, on?: Kysely<Database>) {
      return repo.depositors(merchantCode, on);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
