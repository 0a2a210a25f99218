/**
 * The last location the shell finished rendering. A guard that refuses a navigation sends the person back
 * here (a trial account tapping "Mine" stays where it was, with the alert on top) rather than home.
 */
let settled: string | null = null;

export function noteSettledLocation(path: string): void {
  settled = path;
}

export function settledLocation(): string | null {
  return settled;
}

/** Tests start without a previous page. */
export function forgetSettledLocation(): void {
  settled = null;
}
