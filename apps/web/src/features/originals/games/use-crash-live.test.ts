import { describe, expect, it } from 'vitest';
import { crashMultiplierAt } from '@lobby/contract/rules';
import type { CrashState } from '@lobby/contract';
import { liveMultiplier } from './crash-screen';
import { backoff, crashSocketUrl, reduceCrash } from './use-crash-live';

const state: CrashState = {
  roundId: 9,
  phase: 'betting',
  startsAt: 1_000,
  now: 0,
  crashPoint: null,
  hash: null,
  bets: [{ id: 1, player: 'me**', amount: 10, autoCashout: null, cashedOutAt: null, payout: null, mine: true }],
  history: [],
  currency: 'PHP',
};

describe('crash live state', () => {
  it('adds others\' bets, marks cash-outs, and records the crash with its hash', () => {
    let s = reduceCrash(state, { type: 'bet', roundId: 9, bet: { id: 2, player: 'jo**n', amount: 5, autoCashout: 2, cashedOutAt: null, payout: null } });
    expect(s!.bets.map((b) => b.player)).toEqual(['me**', 'jo**n']);
    // my own bet echoed back by the socket stays mine and is not listed twice
    s = reduceCrash(s, { type: 'bet', roundId: 9, bet: { id: 1, player: 'me**', amount: 10, autoCashout: null, cashedOutAt: null, payout: null } });
    expect(s!.bets.filter((b) => b.player === 'me**')).toEqual([expect.objectContaining({ mine: true })]);
    // another player whose masked name and stake are the same as mine is listed apart, and so is their cash-out
    s = reduceCrash(s, { type: 'bet', roundId: 9, bet: { id: 3, player: 'me**', amount: 10, autoCashout: null, cashedOutAt: null, payout: null } });
    expect(s!.bets.filter((b) => b.player === 'me**')).toHaveLength(2);
    s = reduceCrash(s, { type: 'running', roundId: 9, startedAt: 1_000 });
    s = reduceCrash(s, { type: 'cashout', roundId: 9, betId: 2, player: 'jo**n', multiplier: 1.5, payout: 7.5 });
    expect(s!.bets.find((b) => b.player === 'jo**n')).toMatchObject({ cashedOutAt: 1.5, payout: 7.5 });
    s = reduceCrash(s, { type: 'cashout', roundId: 9, betId: 3, player: 'me**', multiplier: 1.2, payout: 12 });
    expect(s!.bets.find((b) => b.id === 3)).toMatchObject({ cashedOutAt: 1.2 });
    expect(s!.bets.find((b) => b.id === 1)).toMatchObject({ cashedOutAt: null, mine: true });
    s = reduceCrash(s, { type: 'crashed', roundId: 9, crashPoint: 2.37, hash: 'ab'.repeat(32) });
    expect(s).toMatchObject({ phase: 'crashed', crashPoint: 2.37 });
    expect(s!.history[0]).toEqual({ roundId: 9, crashPoint: 2.37, hash: 'ab'.repeat(32) });
    s = reduceCrash(s, { type: 'betting', roundId: 10, startsAt: 20_000 });
    expect(s).toMatchObject({ roundId: 10, phase: 'betting', bets: [], crashPoint: null });
  });

  it('ignores a bet of another round', () => {
    expect(reduceCrash(state, { type: 'bet', roundId: 8, bet: { id: 5, player: 'x**', amount: 1, autoCashout: null, cashedOutAt: null, payout: null } })!.bets).toHaveLength(1);
  });

  it('interpolates the multiplier on the server clock, never behind the last tick', () => {
    const live = { offset: { current: 5_000 }, startedAt: { current: 100_000 }, lastTick: { current: null as { multiplier: number; at: number } | null } };
    // local 110,000 + offset 5,000 = server 115,000: 15 s into the round
    expect(liveMultiplier(live, 110_000)).toBe(crashMultiplierAt(15_000));
    live.lastTick.current = { multiplier: 9.99, at: 114_000 };
    expect(liveMultiplier(live, 110_000)).toBe(9.99);
    live.startedAt.current = null as unknown as number;
    expect(liveMultiplier(live, 110_000)).toBe(1);
  });

  it('reconnects after growing waits, at most 15 s, and names the merchant in the socket URL', () => {
    expect(backoff(0)).toBeGreaterThanOrEqual(500);
    expect(backoff(0)).toBeLessThan(800);
    expect(backoff(3)).toBeGreaterThanOrEqual(4_000);
    expect(backoff(20)).toBeLessThan(15_300);
    expect(crashSocketUrl('LUCKY')).toBe(`ws://${window.location.host}/ws/crash?merchant=LUCKY`);
  });
});
