import { describe, expect, it } from 'vitest';
import { localDate, startOfLocalDay } from './time-zone.ts';

describe('local days', () => {
  it('starts a Manila day at 16:00 UTC the day before', () => {
    const at = Date.UTC(2026, 10, 23, 3, 30); // 11:30 in Manila
    expect(new Date(startOfLocalDay(at, 'Asia/Manila')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(localDate(at, 'Asia/Manila')).toBe('2026-11-23');
  });

  it('a late UTC evening is already tomorrow in Ho Chi Minh City', () => {
    const at = Date.UTC(2026, 10, 23, 18, 0); // 01:00 on the 24th there
    expect(localDate(at, 'Asia/Ho_Chi_Minh')).toBe('2026-11-24');
    expect(new Date(startOfLocalDay(at, 'Asia/Ho_Chi_Minh')).toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('is UTC midnight for UTC', () => {
    expect(startOfLocalDay(Date.UTC(2026, 0, 1, 23, 59), 'UTC')).toBe(Date.UTC(2026, 0, 1));
  });
});
