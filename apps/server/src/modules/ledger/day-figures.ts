/** The ledger's movements of a period, as LedgerRepository.dayMovements reads them. */
export interface Movements {
  byKind: Array<{ kind: string; amount: number; count: number }>;
  byDirection: Array<{ kind: string; toMembers: number; fromMembers: number }>;
}

/**
 * Real money of a period in cents, the way the daily report counts it: a rolled-back bet returns the
 * stake, a rolled-back win takes the win back; GGR is bets less wins; bonus cost is bonuses and rewards
 * granted less bonuses forfeited.
 */
export function dayFigures({ byKind, byDirection }: Movements) {
  const sum = (kind: string) => byKind.filter((k) => k.kind === kind).reduce((s, k) => s + k.amount, 0);
  const way = (kind: string) => byDirection.find((k) => k.kind === kind) ?? { toMembers: 0, fromMembers: 0 };
  const bets = sum('bet') - way('rollback').toMembers;
  const wins = sum('win') + sum('jackpot_win') - way('rollback').fromMembers;
  return {
    deposits: sum('deposit'),
    withdrawals: sum('withdrawal'),
    bets,
    wins,
    ggr: bets - wins,
    bonusCost: sum('bonus') + sum('reward') - sum('bonus_forfeit'),
    // net: credits to members less debits from them
    adjustments: way('adjustment').toMembers - way('adjustment').fromMembers,
  };
}
