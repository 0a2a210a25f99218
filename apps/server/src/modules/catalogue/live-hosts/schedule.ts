import { WEEK_MINUTES } from '@lobby/contract';

/**
 * A host's weekly schedule: shifts as [start, minutes], start in minutes from Monday 00:00 in the merchant's
 * time zone. On air is read from the clock at each answer, so it changes by itself at a shift's edge.
 */
export type Shift = readonly [start: number, minutes: number];

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The minute of the local week `at` falls in (0 = Monday 00:00) and the milliseconds into that minute. */
export function weekMinuteOf(at: number, timeZone: string): { minute: number; msIntoMinute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS.indexOf(get('weekday'));
  const minute = Math.max(0, day) * 1440 + Number(get('hour')) * 60 + Number(get('minute'));
  return { minute, msIntoMinute: ((at % 60_000) + 60_000) % 60_000 };
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

export interface OnAir {
  streaming: boolean;
  /** when the current shift ends */
  liveUntil: number | null;
  /** the next shift's start (after the current one when on air) */
  nextShiftAt: number | null;
}

/**
 * Where a schedule stands at `at`. Times count whole minutes from the local minute `at` is in; a time zone
 * that moves its clocks (the seeded brands' do not) shifts a start by that hour on the day it moves.
 */
export function onAirAt(shifts: readonly Shift[], at: number, timeZone: string): OnAir {
  if (shifts.length === 0) return { streaming: false, liveUntil: null, nextShiftAt: null };
  const { minute, msIntoMinute } = weekMinuteOf(at, timeZone);
  const minuteStart = at - msIntoMinute;
  let liveUntil: number | null = null;
  for (const [start, minutes] of shifts) {
    const into = mod(minute - start, WEEK_MINUTES);
    if (into < minutes) {
      const end = minuteStart + (minutes - into) * 60_000;
      // back-to-back shifts: on air until the last of them ends
      if (liveUntil === null || end > liveUntil) liveUntil = end;
    }
  }
  const after = liveUntil ?? at;
  let nextShiftAt: number | null = null;
  for (const [start] of shifts) {
    let next = minuteStart + mod(start - minute, WEEK_MINUTES) * 60_000;
    while (next <= after) next += WEEK_MINUTES * 60_000;
    if (nextShiftAt === null || next < nextShiftAt) nextShiftAt = next;
  }
  return { streaming: liveUntil !== null, liveUntil, nextShiftAt };
}
