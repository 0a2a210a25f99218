/** A multiplier as the games show it: 1.98×. */
export function formatMultiplier(m: number, digits = 2): string {
  return `${m.toFixed(digits)}×`;
}
