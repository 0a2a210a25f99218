import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure } from '@/test/fixtures';
import { mockFetch } from '@/test/render-app';
import { rememberCurrency } from './currency';
import { formatMoment } from './date-format';
import { errorText, http, isApiError } from './http';
import { changeLanguage } from './i18n';
import { TOAST_DURATIONS, useToastStore } from './toast';

/** Local midnight of 1 December 2026 and a quarter past two in the afternoon on the 3rd (any zone). */
const MIDNIGHT = new Date(2026, 11, 1).getTime();
const AFTERNOON = new Date(2026, 11, 3, 14, 15).getTime();

const reached = (value: Record<string, unknown>) => errorText('rg.limit.reached', 'This would go over your limit.', value);

describe('texts of the player-protection refusals', () => {
  beforeEach(() => {
    rememberCurrency({ code: 'PHP', symbol: '₱' });
  });
  afterEach(() => {
    rememberCurrency({ code: '', symbol: '' });
  });

  it('a limit reached names the limit, its amount and when it resets, in English', () => {
    expect(reached({ kind: 'loss', period: 'day', limit: 500, used: 500, resetsAt: MIDNIGHT })).toBe(
      'You have reached your daily loss limit of ₱500.00. It resets on Dec 1, 12:00 AM.',
    );
    expect(reached({ kind: 'deposit', period: 'month', limit: 20000, used: 19500, resetsAt: MIDNIGHT })).toBe(
      'You have reached your monthly deposit limit of ₱20,000.00. It resets on Dec 1, 12:00 AM.',
    );
    // the session-time limit in hours and minutes
    expect(reached({ kind: 'session', period: 'week', limit: 150, used: 150, resetsAt: MIDNIGHT })).toBe(
      'You have reached your weekly time limit of 2 h 30 min. It resets on Dec 1, 12:00 AM.',
    );
  });

  it('in the player’s language, with the time as that language writes it', async () => {
    await changeLanguage('TY', { persist: false });
    expect(reached({ kind: 'loss', period: 'day', limit: 500, used: 500, resetsAt: MIDNIGHT })).toBe(
      `Naabot mo na ang iyong pang-araw-araw na limitasyon sa talo na ₱500.00. Magre-reset ito sa ${formatMoment(MIDNIGHT, 'TY', 'monthDayTime')}.`,
    );
    await changeLanguage('CN', { persist: false });
    const cn = reached({ kind: 'wager', period: 'week', limit: 1234.5, used: 1234.5, resetsAt: MIDNIGHT });
    expect(cn).toBe(`您已达到每周投注限额（₱1,234.50），将于${formatMoment(MIDNIGHT, 'CN', 'monthDayTime')}重置。`);
    expect(cn).toContain('12月1日');
    await changeLanguage('VI', { persist: false });
    expect(reached({ kind: 'session', period: 'day', limit: 45, used: 45, resetsAt: MIDNIGHT })).toBe(
      `Bạn đã đạt giới hạn thời gian hằng ngày là 45 phút. Giới hạn sẽ được đặt lại vào ${formatMoment(MIDNIGHT, 'VI', 'monthDayTime')}.`,
    );
    // the dong's grouping in Vietnamese (a currency without decimals)
    rememberCurrency({ code: 'VND', symbol: '₫' });
    expect(reached({ kind: 'deposit', period: 'day', limit: 5000000, used: 5000000, resetsAt: MIDNIGHT })).toContain('₫5.000.000');
  });

  it('an exclusion says until when, or that it has no end', async () => {
    const excluded = (value: unknown) => errorText('rg.excluded', 'Your account is on a break or self-excluded.', value);
    const until = formatMoment(AFTERNOON, 'EN', 'dateTime');
    expect(until).toBe('Dec 3, 2026, 2:15 PM');
    expect(excluded({ kind: 'break', until: AFTERNOON })).toBe('Your account is on a break until Dec 3, 2026, 2:15 PM.');
    expect(excluded({ kind: 'self_exclusion', until: AFTERNOON })).toBe(
      'You have excluded yourself until Dec 3, 2026, 2:15 PM. Your account cannot be used until then.',
    );
    expect(excluded({ kind: 'self_exclusion', until: null })).toBe('You have excluded yourself permanently. This account cannot be used again.');
    expect(excluded({ kind: 'operator', until: null })).toBe('Your account is closed. Please contact customer service.');
    await changeLanguage('TH', { persist: false });
    expect(excluded({ kind: 'break', until: AFTERNOON })).toBe(`บัญชีของคุณอยู่ในช่วงพักจนถึง ${formatMoment(AFTERNOON, 'TH', 'dateTime')}`);
    await changeLanguage('ID', { persist: false });
    expect(excluded({ kind: 'break', until: AFTERNOON })).toBe(`Akun Anda sedang jeda sampai ${formatMoment(AFTERNOON, 'ID', 'dateTime')}.`);
  });

  it('a value that does not fit gives the translated code, or the server’s words when the text needs the value', () => {
    expect(errorText('rg.excluded', 'server words', { kind: 'nonsense', until: 1 })).toBe(
      'Your account is on a break or self-excluded and cannot be used for now.',
    );
    expect(errorText('rg.excluded', 'server words')).toBe('Your account is on a break or self-excluded and cannot be used for now.');
    expect(reached({ kind: 'loss', period: 'fortnight', limit: 5, resetsAt: MIDNIGHT })).toBe('This would go over your limit.');
    expect(errorText('rg.limit.reached', 'This would go over your limit.')).toBe('This would go over your limit.');
  });

  it('a refused call shows the text in a toast that stays long enough to read', async () => {
    mockFetch({
      '/wps/originals/dice/bet': () =>
        failure(403, 'rg.limit.reached', 'This would go over your limit.', { kind: 'loss', period: 'day', limit: 500, used: 500, resetsAt: MIDNIGHT }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const error = await http.post('/wps/originals/dice/bet', { amount: 10 }).catch((e: unknown) => e);
    expect(isApiError(error) && error.errorCode).toBe('rg.limit.reached');
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([
      'You have reached your daily loss limit of ₱500.00. It resets on Dec 1, 12:00 AM.',
    ]);
    vi.advanceTimersByTime(TOAST_DURATIONS.short);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATIONS.long);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});

describe('texts of the sportsbook’s limit refusals', () => {
  const exceeded = (value?: unknown) => errorText('sportsbook.limit.exceeded', 'The stake is above what this bet may take.', value);
  beforeEach(() => {
    rememberCurrency({ code: 'PHP', symbol: '₱' });
  });
  afterEach(async () => {
    rememberCurrency({ code: '', symbol: '' });
    await changeLanguage('EN', { persist: false });
  });

  it('says what may still be staked on the market, the most one bet may stake, or the most it may return', async () => {
    expect(exceeded({ maxStake: '1250.50', marketId: 7 })).toBe('You can stake at most ₱1,250.50 more on this market.');
    expect(exceeded({ maxStake: '0.00', marketId: 7 })).toBe('You have staked the most you may on this market.');
    expect(exceeded({ maxStake: '500.00' })).toBe('The most you can stake on this bet is ₱500.00.');
    expect(exceeded({ maxPayout: '5000.00' })).toBe('This bet may return at most ₱5,000.00: lower the stake.');
    // no value (a bet refused at acceptance): the code's own text
    expect(exceeded()).toBe('The stake is above what this bet may take.');
    await changeLanguage('CN', { persist: false });
    expect(exceeded({ maxStake: '50.00', marketId: 7 })).toBe('您在此盘口最多还可投注 ₱50.00。');
    await changeLanguage('TY', { persist: false });
    expect(exceeded({ maxStake: '50.00', marketId: 7 })).toBe('Hanggang ₱50.00 na lang ang puwede mong idagdag na taya sa market na ito.');
    expect(exceeded()).toBe('Lampas ang taya sa kayang tanggapin ng tayang ito.');
  });
});
