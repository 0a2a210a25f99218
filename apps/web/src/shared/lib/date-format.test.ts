import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatRelative } from './date-format';

// 2026-11-24 08:05 UTC: 16:05 in Manila and Ho Chi Minh City is 15:05.
const AT = Date.UTC(2026, 10, 24, 8, 5);

describe('formatMoment', () => {
  it('writes a moment as each language does, in the zone it is given', () => {
    expect(formatMoment(AT, 'EN', 'dateTime', 'Asia/Manila')).toBe('Nov 24, 2026, 4:05 PM');
    expect(formatMoment(AT, 'CN', 'dateTime', 'Asia/Manila')).toBe('2026年11月24日 16:05');
    expect(formatMoment(AT, 'VI', 'dateTime', 'Asia/Ho_Chi_Minh')).toBe('15:05 24 thg 11, 2026');
    expect(formatMoment(AT, 'ID', 'dateTime', 'Asia/Manila')).toBe('24 Nov 2026, 16.05');
  });

  it('writes Thai years in the Buddhist era, as Thai players read them', () => {
    expect(formatMoment(AT, 'TH', 'date', 'Asia/Manila')).toBe('24 พ.ย. 2569');
    expect(formatMoment(AT, 'TH', 'dateTime', 'Asia/Manila')).toBe('24 พ.ย. 2569 16:05');
  });

  it('has a date-only and a time-only style', () => {
    expect(formatMoment(AT, 'EN', 'date', 'Asia/Manila')).toBe('Nov 24, 2026');
    expect(formatMoment(AT, 'EN', 'time', 'Asia/Manila')).toBe('4:05 PM');
    expect(formatMoment(AT, 'CN', 'time', 'Asia/Manila')).toBe('16:05');
    expect(formatMoment(AT, 'TW', 'time', 'Asia/Manila')).toBe('下午4:05');
  });

  it("names the moment's own day in the zone: late evening UTC is the next day in Manila", () => {
    const late = Date.UTC(2026, 10, 24, 20, 0);
    expect(formatMoment(late, 'EN', 'date', 'UTC')).toBe('Nov 24, 2026');
    expect(formatMoment(late, 'EN', 'date', 'Asia/Manila')).toBe('Nov 25, 2026');
  });

  it("uses the device's zone when none is given", () => {
    const device = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(AT);
    expect(formatMoment(AT, 'EN')).toBe(device);
  });
});

describe('formatDay', () => {
  it('writes a server day as the same calendar day in every language, whatever the zone', () => {
    expect(formatDay('2026-11-03', 'EN')).toBe('Nov 3, 2026');
    expect(formatDay('2026-11-03', 'CN')).toBe('2026年11月3日');
    expect(formatDay('2026-11-03', 'TW')).toBe('2026年11月3日');
    expect(formatDay('2026-11-03', 'VI')).toBe('3 thg 11, 2026');
    expect(formatDay('2026-11-03', 'TH')).toBe('3 พ.ย. 2569');
    expect(formatDay('2026-11-03', 'TY')).toBe('Nob 3, 2026');
    // a longer ISO text keeps its day
    expect(formatDay('2026-01-01T00:00:00+08:00', 'EN')).toBe('Jan 1, 2026');
  });

  it('has a short month-day form for chart axes', () => {
    expect(formatDay('2026-11-24', 'EN', 'monthDay')).toBe('Nov 24');
    expect(formatDay('2026-11-24', 'CN', 'monthDay')).toBe('11月24日');
    expect(formatDay('2026-11-24', 'VI', 'monthDay')).toBe('24 thg 11');
  });

  it('leaves text that is not a day as it is', () => {
    expect(formatDay('2026-W48', 'EN')).toBe('2026-W48');
  });
});

describe('formatRelative', () => {
  const now = AT;
  it('says how long ago or how soon, in the language', () => {
    expect(formatRelative(now - 10_000, 'EN', now)).toBe('now');
    expect(formatRelative(now - 5 * 60_000, 'EN', now)).toBe('5 minutes ago');
    expect(formatRelative(now + 2 * 3_600_000, 'EN', now)).toBe('in 2 hours');
    expect(formatRelative(now - 3 * 86_400_000, 'EN', now)).toBe('3 days ago');
    expect(formatRelative(now - 5 * 60_000, 'CN', now)).toBe('5分钟前');
    expect(formatRelative(now - 2 * 3_600_000, 'VI', now)).toBe('2 giờ trước');
    expect(formatRelative(now - 86_400_000, 'VI', now)).toBe('1 ngày trước');
    expect(formatRelative(now - 5 * 60_000, 'TH', now)).toBe('5 นาทีที่ผ่านมา');
  });

  it('gives the date beyond a week', () => {
    expect(formatRelative(now - 10 * 86_400_000, 'EN', now)).toBe(formatMoment(now - 10 * 86_400_000, 'EN', 'date'));
  });
});
