import { describe, expect, it } from 'vitest';
import { seededSchedule } from '../../../db/seed/live-hosts.ts';
import { onAirAt, weekMinuteOf } from './schedule.ts';

const HOUR = 3_600_000;
/** Monday 23 November 2026, 00:00 in Manila (UTC+8). */
const MONDAY_MANILA = Date.UTC(2026, 10, 22, 16, 0, 0);

describe('weekly schedule', () => {
  it('reads the minute of the local week', () => {
    expect(weekMinuteOf(MONDAY_MANILA, 'Asia/Manila')).toEqual({ minute: 0, msIntoMinute: 0 });
    expect(weekMinuteOf(MONDAY_MANILA + 26 * HOUR + 90_500, 'Asia/Manila')).toEqual({ minute: 1440 + 120 + 1, msIntoMinute: 30_500 });
    // the same instant is still Sunday evening in Ho Chi Minh City (UTC+7)
    expect(weekMinuteOf(MONDAY_MANILA, 'Asia/Ho_Chi_Minh').minute).toBe(6 * 1440 + 23 * 60);
  });

  it('is on air inside a shift only, and names its end and the next start', () => {
    const shifts: [number, number][] = [[10 * 60, 8 * 60]]; // Monday 10:00-18:00
    expect(onAirAt(shifts, MONDAY_MANILA + 10 * HOUR - 1, 'Asia/Manila')).toEqual({
      streaming: false,
      liveUntil: null,
      nextShiftAt: MONDAY_MANILA + 10 * HOUR,
    });
    expect(onAirAt(shifts, MONDAY_MANILA + 10 * HOUR, 'Asia/Manila')).toEqual({
      streaming: true,
      liveUntil: MONDAY_MANILA + 18 * HOUR,
      nextShiftAt: MONDAY_MANILA + (7 * 24 + 10) * HOUR,
    });
    expect(onAirAt(shifts, MONDAY_MANILA + 18 * HOUR, 'Asia/Manila').streaming).toBe(false);
    expect(onAirAt([], MONDAY_MANILA, 'Asia/Manila')).toEqual({ streaming: false, liveUntil: null, nextShiftAt: null });
  });

  it('runs a shift over Sunday midnight into Monday', () => {
    const shifts: [number, number][] = [[6 * 1440 + 22 * 60, 4 * 60]]; // Sunday 22:00 - Monday 02:00
    const air = onAirAt(shifts, MONDAY_MANILA + HOUR, 'Asia/Manila');
    expect(air).toMatchObject({ streaming: true, liveUntil: MONDAY_MANILA + 2 * HOUR });
  });

  it('keeps at least two of the nine seeded hosts on air at every half hour of the week', () => {
    for (const [offset, zone] of [[2, 'Asia/Manila'], [0, 'Asia/Ho_Chi_Minh']] as const) {
      const weeks = Array.from({ length: 9 }, (_, i) => seededSchedule(i, offset));
      for (let step = 0; step < 7 * 48; step++) {
        const at = MONDAY_MANILA + step * 30 * 60_000;
        const live = weeks.filter((w) => onAirAt(w, at, zone).streaming).length;
        expect(live, `${zone} step ${step}`).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
