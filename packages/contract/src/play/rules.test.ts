import { describe, expect, it } from 'vitest';
import { maskName, qualifiesForWinnerBoard, winnerBoardMinCents } from './rules.ts';

describe('winner board threshold', () => {
  it('takes a big win in the currency, whatever its multiple', () => {
    expect(qualifiesForWinnerBoard(50_000, 49_000, 'PHP')).toBe(true);
    expect(qualifiesForWinnerBoard(49_999, 49_000, 'PHP')).toBe(false);
    // ₫500 is no big win; ₫250,000 is
    expect(qualifiesForWinnerBoard(50_000, 40_000, 'VND')).toBe(false);
    expect(qualifiesForWinnerBoard(25_000_000, 20_000_000, 'VND')).toBe(true);
  });

  it('takes a 5x win only from a tenth of the big-win amount up', () => {
    expect(qualifiesForWinnerBoard(6_000, 1_000, 'PHP')).toBe(true);
    expect(qualifiesForWinnerBoard(500, 100, 'PHP')).toBe(false);
    expect(qualifiesForWinnerBoard(4_999, 900, 'PHP')).toBe(false);
    expect(qualifiesForWinnerBoard(2_500_000, 500_000, 'VND')).toBe(true);
    expect(qualifiesForWinnerBoard(2_400_000, 400_000, 'VND')).toBe(false);
  });

  it('never takes a zero win, and reads an unknown currency as PHP', () => {
    expect(qualifiesForWinnerBoard(0, 0, 'PHP')).toBe(false);
    expect(winnerBoardMinCents('USD')).toBe(winnerBoardMinCents('PHP'));
  });
});

describe('maskName', () => {
  it('keeps the first two and the last character', () => {
    expect(maskName('bigwinner')).toBe('bi****r');
    expect(maskName('abc')).toBe('a**');
  });
});
