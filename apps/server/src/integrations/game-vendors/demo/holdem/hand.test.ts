import { describe, expect, it } from 'vitest';
import { botAction, botsNeeded, botStrength } from './bots.ts';
import { parseCards } from './evaluator.ts';
import { HoldemHand, HoldemRuleError, TURN_MS } from './hand.ts';
import type { HandSeat, HoldemAction } from './hand.ts';

/** A deck dealing these hole cards (players from the button's left) and this board, the rest in order. */
function deck(holes: string[], board: string): number[] {
  const hands = holes.map(parseCards);
  const top = [...hands.map((h) => h[0]!), ...hands.map((h) => h[1]!), ...parseCards(board)];
  return [...top, ...Array.from({ length: 52 }, (_, i) => i).filter((c) => !top.includes(c))];
}

const seat = (n: number, stack: number, bot = false): HandSeat => ({ seat: n, id: `p${n}`, name: `P${n}`, bot, stack });
const blinds = { smallBlind: 5, bigBlind: 10 };

function conserved(hand: HoldemHand) {
  const r = hand.result!;
  const inside = r.players.reduce((s, p) => s + p.committed, 0);
  const out = r.players.reduce((s, p) => s + p.won, 0);
  expect(out + r.rake).toBe(inside);
  const start = hand.players.reduce((s, p) => s + p.startStack, 0);
  expect(hand.players.reduce((s, p) => s + p.stack, 0) + r.rake).toBe(start);
}

describe('holdem hand: heads-up', () => {
  it('the button posts the small blind and acts first; a fold gives the big blind the pot, the uncalled part back', () => {
    // seats 1 (button) and 4: from the button's left: 4 then 1
    const hand = new HoldemHand([seat(1, 1000), seat(4, 1000)], 1, deck(['As Ad', '7c 2h'], 'Ks Qs Js 3d 4d'), blinds, 0);
    expect(hand.seat(1)!.committed).toBe(5);
    expect(hand.seat(4)!.committed).toBe(10);
    expect(hand.actor!.seat).toBe(1);
    expect(() => hand.act(4, { type: 'check' }, 1)).toThrow(HoldemRuleError);
    hand.act(1, { type: 'fold' }, 1);
    expect(hand.street).toBe('done');
    const r = hand.result!;
    expect(r.pots).toEqual([{ cents: 10, rake: 0, eligible: [4], winners: [{ seat: 4, cents: 10 }] }]);
    expect(r.returned).toEqual({ seat: 4, cents: 5 });
    expect(hand.seat(4)!.stack).toBe(1005);
    expect(hand.seat(1)!.stack).toBe(995);
    expect(r.showdown).toEqual([]);
    conserved(hand);
  });

  it('plays four streets to a showdown: the big blind acts first after the flop, the best hand takes the pot less 5%', () => {
    const hand = new HoldemHand([seat(1, 1000), seat(4, 1000)], 1, deck(['7c 2h', 'As Ad'], 'Ks Qs Js 3d 4d'), blinds, 0);
    hand.act(1, { type: 'call' }, 1);
    hand.act(4, { type: 'raise', to: 40 }, 2);
    hand.act(1, { type: 'call' }, 3);
    expect(hand.street).toBe('flop');
    expect(hand.board).toEqual(parseCards('Ks Qs Js'));
    expect(hand.actor!.seat).toBe(4);
    hand.act(4, { type: 'check' }, 4);
    hand.act(1, { type: 'raise', to: 60 }, 5);
    hand.act(4, { type: 'call' }, 6);
    expect(hand.street).toBe('turn');
    hand.act(4, { type: 'check' }, 7);
    hand.act(1, { type: 'check' }, 8);
    expect(hand.street).toBe('river');
    expect(hand.board).toHaveLength(5);
    hand.act(4, { type: 'check' }, 9);
    hand.act(1, { type: 'check' }, 10);
    const r = hand.result!;
    // pot 200; rake 5% = 10 (under the cap of 30)
    expect(r.pots).toEqual([{ cents: 200, rake: 10, eligible: [4, 1], winners: [{ seat: 1, cents: 190 }] }]);
    expect(r.showdown.find((s) => s.seat === 1)!.category).toBe('one_pair');
    expect(hand.seat(1)!.stack).toBe(1090);
    expect(hand.seat(4)!.stack).toBe(900);
    conserved(hand);
  });

  it('the rake is capped at three big blinds', () => {
    const hand = new HoldemHand([seat(1, 1000), seat(4, 1000)], 1, deck(['7c 2h', 'As Ad'], 'Ks Qs Js 3d 4d'), blinds, 0);
    hand.act(1, { type: 'raise', to: 1000 }, 1);
    hand.act(4, { type: 'call' }, 2);
    expect(hand.street).toBe('done');
    expect(hand.board).toHaveLength(5);
    expect(hand.result!.rake).toBe(30);
    expect(hand.seat(1)!.stack).toBe(1970);
    conserved(hand);
  });

  it('a board that plays for both splits the pot; the odd cent goes left of the button', () => {
    const hand = new HoldemHand([seat(1, 1000), seat(4, 1000)], 1, deck(['2c 3d', '2h 3s'], 'As Ks Qh Jd Tc'), { smallBlind: 5, bigBlind: 11 }, 0);
    hand.act(1, { type: 'call' }, 1);
    hand.act(4, { type: 'check' }, 1);
    for (let i = 0; i < 3; i++) {
      hand.act(4, { type: 'check' }, 1);
      hand.act(1, { type: 'check' }, 1);
    }
    const r = hand.result!;
    // pot 22, rake floor(1.1) = 1, 21 split: 11 to seat 4 (left of the button), 10 to seat 1
    expect(r.pots[0]!.rake).toBe(1);
    expect(r.pots[0]!.winners).toEqual([
      { seat: 4, cents: 11 },
      { seat: 1, cents: 10 },
    ]);
    conserved(hand);
  });
});

describe('holdem hand: side pots at a full table', () => {
  it('three all-ins of different sizes: each pot to the best hand among those in it', () => {
    // button seat 6; from its left: 1 (SB), 2 (BB), 3, 6
    const hand = new HoldemHand(
      [seat(1, 100), seat(2, 300), seat(3, 600), seat(6, 600)],
      6,
      deck(['As Ah', 'Ks Kh', 'Qs Qh', '7c 2d'], '3c 8d 9h Jc 4s'),
      blinds,
      0,
    );
    expect(hand.actor!.seat).toBe(3);
    hand.act(3, { type: 'raise', to: 600 }, 1);
    hand.act(6, { type: 'fold' }, 1);
    hand.act(1, { type: 'call' }, 1);
    hand.act(2, { type: 'call' }, 1);
    expect(hand.street).toBe('done');
    const r = hand.result!;
    // main 300 (3 x 100) to aces; side 400 (2 x 200) to kings; 300 uncalled back to seat 3
    expect(r.pots.map((p) => [p.cents, p.eligible, p.winners])).toEqual([
      [300, [1, 2, 3], [{ seat: 1, cents: 285 }]],
      [400, [2, 3], [{ seat: 2, cents: 385 }]],
    ]);
    // rake: 15 + min(20, 30 - 15) = 30
    expect(r.pots.map((p) => p.rake)).toEqual([15, 15]);
    expect(r.returned).toEqual({ seat: 3, cents: 300 });
    expect(hand.seat(3)!.stack).toBe(300);
    expect(hand.seat(6)!.stack).toBe(600);
    conserved(hand);
  });
});

describe('holdem hand: rules and hostile actions', () => {
  const fresh = () => new HoldemHand([seat(1, 1000), seat(2, 1000), seat(3, 1000)], 3, deck(['As Ad', 'Kc Kd', '7c 2h'], 'Ks Qs Js 3d 4d'), blinds, 0);

  it('refuses out of turn, illegal checks, calls and raise amounts', () => {
    const hand = fresh();
    expect(hand.actor!.seat).toBe(3);
    const refused = (s: number, a: HoldemAction) => {
      try {
        hand.act(s, a, 1);
      } catch (err) {
        return (err as HoldemRuleError).code;
      }
      return 'accepted';
    };
    expect(refused(1, { type: 'fold' })).toBe('not_your_turn');
    expect(refused(3, { type: 'check' })).toBe('illegal_action');
    expect(refused(3, { type: 'raise', to: 19 })).toBe('illegal_action'); // min raise to 20
    expect(refused(3, { type: 'raise', to: 1001 })).toBe('illegal_action');
    expect(refused(3, { type: 'raise', to: 25.5 })).toBe('illegal_action');
    expect(refused(3, { type: 'raise', to: Number.NaN })).toBe('illegal_action');
    expect(hand.seat(3)!.committed).toBe(0);
    expect(refused(3, { type: 'raise', to: 30 })).toBe('accepted');
    // the last raise was 20: the next is at least to 50
    expect(hand.options()!.minRaiseTo).toBe(50);
    expect(refused(1, { type: 'raise', to: 49 })).toBe('illegal_action');
    expect(refused(1, { type: 'raise', to: 50 })).toBe('accepted');
    hand.act(2, { type: 'fold' }, 1);
    hand.act(3, { type: 'fold' }, 1);
    expect(refused(1, { type: 'check' })).toBe('hand_over');
    conserved(hand);
  });

  it('the big blind gets its option when everyone calls', () => {
    const hand = fresh();
    hand.act(3, { type: 'call' }, 1);
    hand.act(1, { type: 'call' }, 1);
    expect(hand.actor!.seat).toBe(2);
    expect(hand.options()!.canCheck).toBe(true);
    hand.act(2, { type: 'check' }, 1);
    expect(hand.street).toBe('flop');
    expect(hand.actor!.seat).toBe(1);
  });

  it('the turn timer: no move before the deadline; then a check when free, else a fold', () => {
    const hand = fresh();
    expect(hand.deadline).toBe(TURN_MS);
    expect(hand.timeout(TURN_MS - 1)).toBe(false);
    expect(hand.timeout(TURN_MS)).toBe(true);
    expect(hand.seat(3)!.folded).toBe(true);
    hand.act(1, { type: 'call' }, TURN_MS + 5);
    expect(hand.deadline).toBe(TURN_MS + 5 + TURN_MS);
    expect(hand.timeout(2 * TURN_MS + 5)).toBe(true);
    expect(hand.seat(2)!.folded).toBe(false);
    expect(hand.street).toBe('flop');
  });
});

describe('holdem bots', () => {
  it('a bot sits only for a lone member', () => {
    expect(botsNeeded(0)).toBe(0);
    expect(botsNeeded(1)).toBe(1);
    expect(botsNeeded(2)).toBe(0);
    expect(botsNeeded(6)).toBe(0);
  });

  it('reads its strength from its cards and the board', () => {
    expect(botStrength(parseCards('As Ad'), [])).toBe('strong');
    expect(botStrength(parseCards('Ks Qd'), [])).toBe('strong');
    expect(botStrength(parseCards('2s 2d'), [])).toBe('fair');
    expect(botStrength(parseCards('7s 2d'), [])).toBe('weak');
    expect(botStrength(parseCards('7s 2d'), parseCards('7h 2c 9d'))).toBe('strong');
    expect(botStrength(parseCards('7s 3d'), parseCards('7h Kc 9d'))).toBe('fair');
    expect(botStrength(parseCards('4s 3d'), parseCards('7h 7c 9d'))).toBe('weak');
    expect(botStrength(parseCards('4s 3d'), parseCards('Ah Kh Qh Jh Th'))).toBe('weak');
    expect(botStrength(parseCards('4s 3d'), parseCards('7h 7c 9d 9s'))).toBe('weak');
    expect(botStrength(parseCards('9c 3d'), parseCards('7h 7c 9d'))).toBe('strong');
  });

  it('random legal play with bots always ends, money in = money out + rake', () => {
    let seed = 11;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let t = 0; t < 500; t++) {
      const n = 2 + rnd(5);
      const cards = Array.from({ length: 52 }, (_, i) => i);
      for (let i = 51; i > 0; i--) {
        const j = rnd(i + 1);
        [cards[i], cards[j]] = [cards[j]!, cards[i]!];
      }
      const seats = Array.from({ length: n }, (_, i) => seat(i + 1, 1 + rnd(3000), i % 2 === 0));
      const hand = new HoldemHand(seats, 1 + rnd(n), cards, blinds, 0);
      let steps = 0;
      while (hand.street !== 'done') {
        const p = hand.actor!;
        const o = hand.options()!;
        let action: HoldemAction;
        if (p.bot) action = botAction(hand);
        else {
          const k = rnd(4);
          action = k === 0 ? { type: 'fold' } : k === 1 && o.canRaise ? { type: 'raise', to: o.minRaiseTo + rnd(o.maxRaiseTo - o.minRaiseTo + 1) } : o.canCheck ? { type: 'check' } : { type: 'call' };
        }
        hand.act(p.seat, action, steps);
        expect(++steps).toBeLessThan(200);
      }
      conserved(hand);
      expect(hand.players.every((p) => p.stack >= 0)).toBe(true);
    }
  });
});
