/** Live hosts: limits and the weekly schedule's units, without zod. */

/** Minutes in a week; a shift is [start, start + minutes) in minutes from local Monday 00:00. */
export const WEEK_MINUTES = 7 * 24 * 60;
/** The longest shift a schedule may hold. */
export const LIVE_SHIFT_MINUTES_MAX = 12 * 60;
/** How often the Live now screen and the live strip ask again while shown. */
export const LIVE_REFRESH_MS = 60_000;
/** A host bio's length at most (each language). */
export const LIVE_BIO_MAX = 160;
