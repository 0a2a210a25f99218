import { describe, expect, it } from 'vitest';
import {
  baccaratDistribution,
  baccaratHand,
  bankerDraws,
  betReturns,
  DECLARED_RTP,
  dragonTigerOutcome,
  exactRtp,
  fairStream,
  LIVE_SPOTS,
  liveGameFor,
  liveOutcome,
  returnCents,
  rouletteOutcome,
  sicBoOutcome,
  spotReturn,
} from './math.ts';
import type { Card } from './math.ts';

const c = (rank: number, suit = 0): Card => ({ rank, suit });
/** Deals the given cards in order (P1, B1, P2, B2, then third cards). */
const dealing = (cards: Card[]) => {
  let i = 0;
  return () => {
    if (i >= cards.length) throw new Error('more cards drawn than the rules allow');
    return cards[i++]!;
  };
};

describe('the fair stream', () => {
  it('is the same for the same seed and round, different for another round, and uniform without bias', () => {
    const a = fairStream('ab'.repeat(32), 7);
    const b = fairStream('ab'.repeat(32), 7);
    const x = Array.from({ length: 50 }, () => a.int(37));
    expect(Array.from({ length: 50 }, () => b.int(37))).toEqual(x);
    const other = fairStream('ab'.repeat(32), 8);
    expect(Array.from({ length: 50 }, () => other.int(37))).not.toEqual(x);
    const counts = new Array(6).fill(0);
    const s = fairStream('cd'.repeat(32), 1);
    for (let i = 0; i < 60_000; i++) counts[s.int(6)]++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(400);
  });

  it('gives a round the same result every time (what the page verifies)', () => {
    const seed = 'f00d'.repeat(16);
    expect(liveOutcome('roulette', seed, 42)).toEqual(liveOutcome('roulette', seed, 42));
    const hand = liveOutcome('baccarat', seed, 42);
    expect(hand).toEqual(liveOutcome('baccarat', seed, 42));
    // every card of a hand is a distinct card of the shoe only by chance: ranks and suits are in range
    if (hand.game === 'baccarat') for (const card of [...hand.player, ...hand.banker]) expect(card.rank >= 1 && card.rank <= 13 && card.suit >= 0 && card.suit <= 3).toBe(true);
  });
});

describe('baccarat', () => {
  it('stands on naturals, draws the player on 0-5 and the banker by the tableau', () => {
    // natural 9 for the player: nobody draws
    const natural = baccaratHand(dealing([c(4), c(10), c(5), c(3)]));
    expect(natural).toMatchObject({ playerTotal: 9, bankerTotal: 3, winner: 'player' });
    expect(natural.player).toHaveLength(2);
    // player 5 draws a 2 (7); banker 4 draws on a third card of 2 to 7
    const drawn = baccaratHand(dealing([c(2), c(1), c(3), c(3), c(2), c(13)]));
    expect(drawn).toMatchObject({ playerTotal: 7, bankerTotal: 4, winner: 'player' });
    expect(drawn.banker).toHaveLength(3);
    // player 6 stands; banker 5 draws
    const stood = baccaratHand(dealing([c(3), c(2), c(3), c(3), c(4)]));
    expect(stood.player).toHaveLength(2);
    expect(stood).toMatchObject({ playerTotal: 6, bankerTotal: 9, winner: 'banker' });
    // banker 3 stands on a player's third 8
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(7, 7)).toBe(false);
  });

  it('pays player 1:1, banker 0.95:1 floored to the cent, tie 8:1, pairs 11:1; pushes player and banker on a tie', () => {
    const bankerWins = baccaratHand(dealing([c(10), c(9), c(10), c(13)]));
    expect(bankerWins.winner).toBe('banker');
    expect(betReturns({ banker: 1_000, player: 1_000, tie: 100 }, bankerWins)).toEqual({ banker: 1_950, player: 0, tie: 0 });
    // 0.95 of 101 cents is 95.95: floored to 95
    expect(returnCents(101, spotReturn('banker', bankerWins))).toBe(196);
    const tie = baccaratHand(dealing([c(4, 0), c(2), c(4, 1), c(6)]));
    expect(tie).toMatchObject({ winner: 'tie', playerPair: true, bankerPair: false });
    expect(betReturns({ banker: 500, player: 300, tie: 100, 'player-pair': 100, 'banker-pair': 100 }, tie)).toEqual({
      banker: 500,
      player: 300,
      tie: 900,
      'player-pair': 1_200,
      'banker-pair': 0,
    });
  });

  it('returns exactly what 8 decks give: banker 98.94%, player 98.76%, tie 85.64%, pairs 89.64%', () => {
    const d = baccaratDistribution();
    expect(d.player + d.banker + d.tie).toBeCloseTo(1, 10);
    expect(d.banker).toBeCloseTo(0.458597, 6);
    expect(d.player).toBeCloseTo(0.446247, 6);
    expect(d.tie).toBeCloseTo(0.095156, 6);
    expect(DECLARED_RTP.baccarat).toEqual({ player: 98.76, banker: 98.94, tie: 85.64, 'player-pair': 89.64, 'banker-pair': 89.64 });
  });
});

describe('dragon tiger', () => {
  it('pays dragon and tiger 1:1, loses half of them on a tie, pays a tie 8:1', () => {
    const dragon = dragonTigerOutcome(c(13), c(1));
    expect(betReturns({ dragon: 1_000, tiger: 1_000, tie: 100 }, dragon)).toEqual({ dragon: 2_000, tiger: 0, tie: 0 });
    const tie = dragonTigerOutcome(c(7, 0), c(7, 2));
    expect(betReturns({ dragon: 1_000, tiger: 101, tie: 100 }, tie)).toEqual({ dragon: 500, tiger: 50, tie: 900 });
  });

  it('returns exactly 96.27% on dragon or tiger and 67.23% on the tie (8 decks)', () => {
    const rtp = exactRtp('dragon-tiger');
    // a tie: the second card is one of the 31 left of the first's rank, of 415 cards
    expect(rtp.tie).toBeCloseTo((9 * 31) / 415, 12);
    expect(rtp.dragon).toBeCloseTo(1 - 15.5 / 415, 12);
    expect(DECLARED_RTP['dragon-tiger']).toEqual({ dragon: 96.27, tiger: 96.27, tie: 67.23 });
  });
});

describe('European roulette', () => {
  it('pays each kind of bet at its odds and loses the even-money bets on zero', () => {
    const at = (n: number) => rouletteOutcome(n);
    expect(returnCents(100, spotReturn('straight-17', at(17)))).toBe(3_600);
    expect(returnCents(100, spotReturn('split-17-20', at(20)))).toBe(1_800);
    expect(returnCents(100, spotReturn('split-0-2', at(0)))).toBe(1_800);
    expect(returnCents(100, spotReturn('street-16', at(18)))).toBe(1_200);
    expect(returnCents(100, spotReturn('corner-17', at(21)))).toBe(900);
    expect(returnCents(100, spotReturn('line-13', at(18)))).toBe(600);
    expect(returnCents(100, spotReturn('dozen-2', at(24)))).toBe(300);
    expect(returnCents(100, spotReturn('column-1', at(34)))).toBe(300);
    expect(returnCents(100, spotReturn('column-1', at(36)))).toBe(0);
    expect(returnCents(100, spotReturn('red', at(32)))).toBe(200);
    expect(returnCents(100, spotReturn('black', at(32)))).toBe(0);
    for (const spot of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen-1', 'column-3']) expect(spotReturn(spot, at(0))).toEqual([0, 1]);
    expect(at(0).color).toBe('green');
    expect(LIVE_SPOTS.roulette.has('split-3-4')).toBe(false);
    expect(LIVE_SPOTS.roulette.has('corner-3')).toBe(false);
  });

  it('returns exactly 36/37 = 97.30% on every spot', () => {
    const rtp = exactRtp('roulette');
    expect(Object.keys(rtp)).toHaveLength(LIVE_SPOTS.roulette.size);
    for (const r of Object.values(rtp)) expect(r).toBeCloseTo(36 / 37, 12);
    for (const r of Object.values(DECLARED_RTP.roulette)) expect(r).toBe(97.3);
  });
});

describe('sic bo', () => {
  it('pays small and big except on a triple, totals, triples, doubles, singles by count and combinations', () => {
    const roll = (a: number, b: number, d: number) => sicBoOutcome([a, b, d]);
    expect(returnCents(100, spotReturn('small', roll(1, 2, 3)))).toBe(200);
    expect(returnCents(100, spotReturn('small', roll(2, 2, 2)))).toBe(0);
    expect(returnCents(100, spotReturn('big', roll(6, 6, 6)))).toBe(0);
    expect(returnCents(100, spotReturn('big', roll(6, 5, 6)))).toBe(200);
    expect(returnCents(100, spotReturn('total-4', roll(1, 1, 2)))).toBe(6_100);
    expect(returnCents(100, spotReturn('total-6', roll(2, 2, 2)))).toBe(1_800);
    expect(returnCents(100, spotReturn('triple-2', roll(2, 2, 2)))).toBe(18_100);
    expect(returnCents(100, spotReturn('any-triple', roll(5, 5, 5)))).toBe(3_100);
    expect(returnCents(100, spotReturn('double-5', roll(5, 1, 5)))).toBe(1_100);
    expect(returnCents(100, spotReturn('single-3', roll(3, 1, 2)))).toBe(200);
    expect(returnCents(100, spotReturn('single-3', roll(3, 3, 2)))).toBe(300);
    expect(returnCents(100, spotReturn('single-3', roll(3, 3, 3)))).toBe(400);
    expect(returnCents(100, spotReturn('combo-2-5', roll(5, 2, 2)))).toBe(600);
    expect(returnCents(100, spotReturn('combo-2-5', roll(5, 5, 1)))).toBe(0);
  });

  it('returns exactly the paytable over the 216 rolls', () => {
    const rtp = exactRtp('sicbo');
    expect(rtp.small).toBeCloseTo((2 * 105) / 216, 12);
    expect(rtp['triple-4']).toBeCloseTo(181 / 216, 12);
    expect(rtp['any-triple']).toBeCloseTo((31 * 6) / 216, 12);
    expect(rtp['double-1']).toBeCloseTo((11 * 16) / 216, 12);
    expect(rtp['single-6']).toBeCloseTo((2 * 75 + 3 * 15 + 4 * 1) / 216, 12);
    expect(rtp['combo-1-2']).toBeCloseTo((6 * 30) / 216, 12);
    expect(DECLARED_RTP.sicbo).toMatchObject({
      small: 97.22,
      big: 97.22,
      'total-4': 84.72,
      'total-10': 87.5,
      'any-triple': 86.11,
      'triple-1': 83.8,
      'double-1': 81.48,
      'single-1': 92.13,
      'combo-1-2': 83.33,
    });
  });
});

describe('tiles to tables', () => {
  it('maps names to games, the rest to baccarat', () => {
    expect(liveGameFor('Dragon Tiger')).toBe('dragon-tiger');
    expect(liveGameFor('Lightning Roulette')).toBe('roulette');
    expect(liveGameFor('Super Sic Bo')).toBe('sicbo');
    expect(liveGameFor('Speed Baccarat A')).toBe('baccarat');
    expect(liveGameFor('Live Lobby')).toBe('baccarat');
  });
});
