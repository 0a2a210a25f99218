/**
 * One definition of each money and play figure the platform shows or pays on. The server's activity module
 * (one row per member and merchant-local day) counts them by these definitions, and every screen and
 * payment reads them from there: the rewards (rebates, tasks, VIP progress), the agents' KPI, team figures
 * and commission, the reports and the finance report, the console's dashboard, player file and withdrawal
 * review. Zod-free (`@lobby/contract/rules`).
 */
export const MONEY_GLOSSARY = {
  day: "A calendar day in the merchant's time zone (merchants.time_zone), midnight to midnight; weeks start on its Monday.",
  validBet: 'The stake of a real-money round once the round has settled, counted on the day it settled; a stake rolled back leaves it, a round whose stakes are all rolled back is void, a round still open is not counted yet.',
  win: 'What settled real-money rounds paid the member, counted with their round, plus progressive jackpots paid to the member on the day they dropped.',
  jackpotWin: 'The part of the wins that progressive jackpot pools paid, on the day the pool dropped.',
  ggr: 'Gross gaming revenue: valid bets less wins.',
  bonusCost: 'Bonuses and rewards granted less bonuses forfeited, as the ledger moved them.',
  ngr: 'Net gaming revenue: GGR less bonus cost.',
  rounds: 'Real-money rounds that settled, on the day they settled (a round voided later leaves the count).',
  depositGross: 'What the member paid for deposits credited that day, a fee the member bears included.',
  depositCredited: "What those deposits put in the member's cash (gross less a fee the member bears; a first-deposit bonus is bonus cost, not a deposit); the deposits figure shown everywhere.",
  depositCount: 'Deposits credited that day.',
  firstDeposit: "The member's first credited deposit: its day and its credited amount; a day's first deposits are the members whose first deposit was credited that day.",
  withdrawal: "What left the member's balance (the withdrawal fee included) for withdrawals paid out that day; a withdrawal is counted when the provider pays it, so a rejected or refused one never is.",
  withdrawalCount: 'Withdrawals paid out that day.',
  activePlayer: 'A member with at least one settled real-money round that day (or in the period: counted once).',
  turnoverSinceLastDeposit: "Valid bets of the rounds settled since the member's latest deposit was credited.",
} as const;

export type MoneyFigure = keyof typeof MONEY_GLOSSARY;
