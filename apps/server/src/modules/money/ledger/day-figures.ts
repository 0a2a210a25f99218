import type { MoneyFigures } from '@lobby/contract';
import { money } from './money.ts';

/** The ledger's movements of a period, as LedgerRepository.dayMovements reads them. */
export interface Movements {
  /** count: transfers; orders: distinct references (a withdrawal with a fee is two transfers of one order) */
  byKind: Array<{ kind: string; amount: number; count: number; orders?: number }>;
  byDirection: Array<{ kind: string; toMembers: number; fromMembers: number }>;
}

/** A period's real money in cents (counts as counts): what the dashboard, the reports and the daily report show. */
export interface DayFigures {
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  netDeposits: number;
  bets: number;
  wins: number;
  ggr: number;
  bonusCost: number;
  paymentFees: number;
  ngr: number;
  adjustments: number;
}

/**
 * Real money of a period in cents, the way the daily report counts it: a rolled-back bet returns the
 * stake, a rolled-back win takes the win back; GGR is bets less wins; bonus cost is bonuses and rewards
 * granted less bonuses forfeited; NGR is GGR less bonus cost. Payment fees (the deposit fees the brand
 * bears) and manual adjustments (corrections, not play) are shown beside NGR, not in it.
 */
export function dayFigures({ byKind, byDirection }: Movements): DayFigures {
  const sum = (kind: string) => byKind.filter((k) => k.kind === kind).reduce((s, k) => s + k.amount, 0);
  const orders = (kind: string) => byKind.filter((k) => k.kind === kind).reduce((s, k) => s + (k.orders ?? k.count), 0);
  const way = (kind: string) => byDirection.find((k) => k.kind === kind) ?? { toMembers: 0, fromMembers: 0 };
  const bets = sum('bet') - way('rollback').toMembers;
  const wins = sum('win') + sum('jackpot_win') - way('rollback').fromMembers;
  const deposits = sum('deposit');
  const withdrawals = sum('withdrawal');
  // tournament prizes paid in cash are promotion cost like rewards (bonus prizes are rewards already)
  const bonusCost = sum('bonus') + sum('reward') + sum('tournament_prize') - sum('bonus_forfeit');
  const paymentFees = sum('deposit_fee');
  return {
    deposits,
    depositCount: orders('deposit'),
    withdrawals,
    withdrawalCount: orders('withdrawal'),
    netDeposits: deposits - withdrawals,
    bets,
    wins,
    ggr: bets - wins,
    bonusCost,
    paymentFees,
    ngr: bets - wins - bonusCost,
    // net: credits to members less debits from them
    adjustments: way('adjustment').toMembers - way('adjustment').fromMembers,
  };
}

/** What activity counts of a period (its figures, by the glossary's definitions), in cents. */
export interface PlayFiguresOf {
  depositCredited: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  validBet: number;
  win: number;
}

/**
 * A period's figures as every screen shows them: deposits (credited), withdrawals (paid out), bets (valid
 * bets), wins and so GGR as activity counts them, the one source of those; bonus cost, payment fees and
 * adjustments as the ledger moved them; NGR is that GGR less that bonus cost.
 */
export function withActivity(ledger: DayFigures, play: PlayFiguresOf | undefined): DayFigures {
  const p = play ?? { depositCredited: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, validBet: 0, win: 0 };
  const ggr = p.validBet - p.win;
  return {
    ...ledger,
    deposits: p.depositCredited,
    depositCount: p.depositCount,
    withdrawals: p.withdrawals,
    withdrawalCount: p.withdrawalCount,
    netDeposits: p.depositCredited - p.withdrawals,
    bets: p.validBet,
    wins: p.win,
    ggr,
    ngr: ggr - ledger.bonusCost,
  };
}

export function zeroFigures(): DayFigures {
  return dayFigures({ byKind: [], byDirection: [] });
}

/** a + b, field by field (amounts of one currency only). */
export function addFigures(a: DayFigures, b: DayFigures): DayFigures {
  return Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v + b[k as keyof DayFigures]])) as unknown as DayFigures;
}

/** Cents as the console's decimal strings. */
export function figuresText(f: DayFigures): MoneyFigures {
  return {
    deposits: money(f.deposits),
    depositCount: f.depositCount,
    withdrawals: money(f.withdrawals),
    withdrawalCount: f.withdrawalCount,
    netDeposits: money(f.netDeposits),
    bets: money(f.bets),
    wins: money(f.wins),
    ggr: money(f.ggr),
    bonusCost: money(f.bonusCost),
    paymentFees: money(f.paymentFees),
    ngr: money(f.ngr),
    adjustments: money(f.adjustments),
  };
}
