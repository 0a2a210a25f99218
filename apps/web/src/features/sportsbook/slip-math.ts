import { amountToCents } from '@lobby/contract/rules';
import { betReturn, combinedOdds, type OddsChangePolicy } from '@lobby/contract/rules';

/** Decimal odds (1.85) in the rules' hundredths (185). */
export const odds100 = (odds: number): number => Math.round(odds * 100);

/** A typed stake in cents, or null when it is empty or not an amount (more than two decimals, not a number). */
export function stakeCents(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return null;
  const cents = amountToCents(Number(trimmed));
  return cents !== null && cents > 0 ? cents : null;
}

/** What a stake returns on these legs if all win: exactly what the server pays (the contract's betReturn). */
export function potentialReturnCents(stake: number, odds: readonly number[]): number {
  return betReturn(stake, odds.map((o) => ({ odds: odds100(o), result: null })));
}

/** The parlay's combined odds in hundredths, cut down as the server cuts them. */
export function parlayOdds100(odds: readonly number[]): number {
  return combinedOdds(odds.map(odds100));
}

/** Whether the odds-change choice takes a price that moved from `taken` to `now` without asking. */
export function policyAccepts(policy: OddsChangePolicy, taken: number, now: number): boolean {
  if (odds100(taken) === odds100(now)) return true;
  if (policy === 'any') return true;
  if (policy === 'higher') return odds100(now) > odds100(taken);
  return false;
}
