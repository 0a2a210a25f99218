import { describe, expect, it } from 'vitest';
import { multiplierFor, QUICK_SPIN_RTP, QUICK_SPIN_TABLE } from './math.ts';

describe('Quick Spin math', () => {
  it('has weights adding to 10,000 and a declared RTP of 96%', () => {
    expect(QUICK_SPIN_TABLE.reduce((s, r) => s + r.weight, 0)).toBe(10_000);
    expect(QUICK_SPIN_RTP).toBeCloseTo(0.96, 10);
  });

  it('pays exactly the declared RTP over every draw', () => {
    let paid = 0;
    for (let d = 0; d < 10_000; d++) paid += multiplierFor(d);
    expect(paid / 10_000).toBeCloseTo(0.96, 10);
  });
});
