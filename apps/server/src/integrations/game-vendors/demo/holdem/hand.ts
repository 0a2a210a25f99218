import { bestHand, CATEGORY_NAMES } from './evaluator.ts';
import type { HoldemCategory } from './evaluator.ts';
import { buildPots, rakeOf, splitPot } from './pots.ts';

/**
 * One no-limit Texas Hold'em hand, server-authoritative and pure (time comes in as arguments): blinds, four
 * betting rounds, the turn timer, the board run out when no more bets can be made, the showdown (best five of
 * seven), side pots, the rake. Amounts are integer cents.
 *
 * Dealing: from a 52-card deck (the provably fair shuffle), two hole cards each, one at a time starting left
 * of the button, then the board's five cards in the deck's order (no burn cards: the deck is committed by its
 * seed hash before the hand, burning adds nothing to fairness).
 * Heads-up the button posts the small blind and acts first before the flop, last after it.
 * No-limit: a bet or raise is at least the big blind and at least the last full raise; a player may always go
 * all-in for less. A short all-in raise makes the others act again (call, fold, or raise: a simplification of
 * the rule that a short all-in does not reopen the betting).
 */

export type Street = 'preflop' | 'flop' | 'turn' | 'river' | 'done';
export type HoldemAction = { type: 'fold' } | { type: 'check' } | { type: 'call' } | { type: 'raise'; to: number };

export const TURN_MS = 20_000;

export interface HandSeat {
  seat: number;
  id: string;
  name: string;
  bot: boolean;
  stack: number;
}

export interface HandPlayer extends HandSeat {
  /** the stack before the hand */
  startStack: number;
  /** put in over the whole hand */
  committed: number;
  /** put in on this street */
  streetBet: number;
  folded: boolean;
  allIn: boolean;
  acted: boolean;
  hole: number[];
}

export interface HandConfig {
  smallBlind: number;
  bigBlind: number;
  turnMs?: number;
}

export interface PotResult {
  cents: number;
  rake: number;
  eligible: number[];
  winners: Array<{ seat: number; cents: number }>;
}

export interface HandResult {
  pots: PotResult[];
  rake: number;
  returned: { seat: number; cents: number } | null;
  /** per seat: what it put in and what it got back (shares and any uncalled bet) */
  players: Array<{ seat: number; id: string; bot: boolean; committed: number; won: number }>;
  showdown: Array<{ seat: number; category: HoldemCategory; name: string; cards: number[] }>;
}

export class HoldemRuleError extends Error {
  constructor(readonly code: 'not_your_turn' | 'illegal_action' | 'hand_over') {
    super(code);
  }
}

export interface HandEvent {
  seat: number;
  type: 'small_blind' | 'big_blind' | 'fold' | 'check' | 'call' | 'raise' | 'timeout';
  cents: number;
}

export class HoldemHand {
  readonly players: HandPlayer[];
  readonly board: number[] = [];
  readonly events: HandEvent[] = [];
  street: Street = 'preflop';
  /** index into players of the seat to act, -1 when nobody is */
  toAct = -1;
  deadline = 0;
  currentBet = 0;
  minRaise: number;
  result: HandResult | null = null;
  private readonly turnMs: number;
  private readonly order: number[];

  constructor(
    seats: readonly HandSeat[],
    readonly buttonSeat: number,
    private readonly deck: readonly number[],
    readonly config: HandConfig,
    now: number,
  ) {
    if (seats.length < 2 || seats.length > 6) throw new Error('two to six players');
    if (deck.length !== 52 || new Set(deck).size !== 52) throw new Error('a 52-card deck');
    this.turnMs = config.turnMs ?? TURN_MS;
    this.minRaise = config.bigBlind;
    // seats in order starting left of the button
    const sorted = [...seats].sort((a, b) => a.seat - b.seat);
    const first = sorted.findIndex((s) => s.seat > buttonSeat);
    const fromLeft = first < 0 ? sorted : [...sorted.slice(first), ...sorted.slice(0, first)];
    this.players = fromLeft.map((s) => ({ ...s, startStack: s.stack, committed: 0, streetBet: 0, folded: false, allIn: false, acted: false, hole: [] }));
    this.order = this.players.map((p) => p.seat);
    const n = this.players.length;
    for (let round = 0; round < 2; round++) for (let i = 0; i < n; i++) this.players[i]!.hole.push(deck[round * n + i]!);
    // blinds: heads-up the button (last in fromLeft) posts the small blind
    const sb = n === 2 ? n - 1 : 0;
    const bb = n === 2 ? 0 : 1;
    this.put(this.players[sb]!, Math.min(config.smallBlind, this.players[sb]!.stack));
    this.events.push({ seat: this.players[sb]!.seat, type: 'small_blind', cents: this.players[sb]!.streetBet });
    this.put(this.players[bb]!, Math.min(config.bigBlind, this.players[bb]!.stack));
    this.events.push({ seat: this.players[bb]!.seat, type: 'big_blind', cents: this.players[bb]!.streetBet });
    this.currentBet = config.bigBlind;
    this.moveFrom(bb, now);
  }

  get pot(): number {
    return this.players.reduce((sum, p) => sum + p.committed, 0);
  }

  get actor(): HandPlayer | null {
    return this.toAct >= 0 ? this.players[this.toAct]! : null;
  }

  seat(seat: number): HandPlayer | undefined {
    return this.players.find((p) => p.seat === seat);
  }

  /** What the player to act may do. */
  options(): { toCall: number; canCheck: boolean; minRaiseTo: number; maxRaiseTo: number; canRaise: boolean } | null {
    const p = this.actor;
    if (!p) return null;
    const toCall = Math.min(this.currentBet - p.streetBet, p.stack);
    const maxRaiseTo = p.streetBet + p.stack;
    const minRaiseTo = Math.min(this.currentBet + this.minRaise, maxRaiseTo);
    return { toCall, canCheck: toCall === 0, minRaiseTo, maxRaiseTo, canRaise: maxRaiseTo > this.currentBet };
  }

  act(seat: number, action: HoldemAction, now: number): void {
    if (this.street === 'done') throw new HoldemRuleError('hand_over');
    const p = this.actor;
    if (!p || p.seat !== seat) throw new HoldemRuleError('not_your_turn');
    const o = this.options()!;
    switch (action.type) {
      case 'fold':
        p.folded = true;
        break;
      case 'check':
        if (!o.canCheck) throw new HoldemRuleError('illegal_action');
        break;
      case 'call':
        if (o.toCall === 0) throw new HoldemRuleError('illegal_action');
        this.put(p, o.toCall);
        break;
      case 'raise': {
        const to = action.to;
        if (!Number.isSafeInteger(to) || !o.canRaise || to < o.minRaiseTo || to > o.maxRaiseTo) throw new HoldemRuleError('illegal_action');
        const increment = to - this.currentBet;
        this.put(p, to - p.streetBet);
        if (increment >= this.minRaise) this.minRaise = increment;
        this.currentBet = to;
        for (const other of this.players) if (other !== p) other.acted = false;
        break;
      }
    }
    p.acted = true;
    const cents = action.type === 'raise' ? action.to : action.type === 'call' ? o.toCall : 0;
    this.events.push({ seat, type: action.type, cents });
    this.moveFrom(this.toAct, now);
  }

  /** The turn timer: a player out of time checks when free, else folds. Returns whether it acted. */
  timeout(now: number): boolean {
    const p = this.actor;
    if (!p || now < this.deadline) return false;
    const o = this.options()!;
    this.events.push({ seat: p.seat, type: 'timeout', cents: 0 });
    this.act(p.seat, o.canCheck ? { type: 'check' } : { type: 'fold' }, now);
    return true;
  }

  private put(p: HandPlayer, cents: number): void {
    p.stack -= cents;
    p.streetBet += cents;
    p.committed += cents;
    if (p.stack === 0) p.allIn = true;
  }

  private live(): HandPlayer[] {
    return this.players.filter((p) => !p.folded);
  }

  private needsAction(p: HandPlayer): boolean {
    return !p.folded && !p.allIn && (!p.acted || p.streetBet < this.currentBet);
  }

  /** Gives the turn to the next player after index `from` who must act, or ends the street / hand. */
  private moveFrom(from: number, now: number): void {
    if (this.live().length === 1) return this.finish();
    const n = this.players.length;
    for (let k = 1; k <= n; k++) {
      const i = (from + k) % n;
      if (this.needsAction(this.players[i]!)) {
        // a lone player with chips facing no bet has nobody to bet against
        const canBet = this.live().filter((p) => !p.allIn).length;
        if (canBet === 1 && this.players[i]!.streetBet >= this.currentBet) break;
        this.toAct = i;
        this.deadline = now + this.turnMs;
        return;
      }
    }
    this.nextStreet(now);
  }

  private nextStreet(now: number): void {
    for (const p of this.players) {
      p.streetBet = 0;
      p.acted = false;
    }
    this.currentBet = 0;
    this.minRaise = this.config.bigBlind;
    const n = this.players.length;
    const base = 2 * n;
    if (this.street === 'preflop') {
      this.board.push(this.deck[base]!, this.deck[base + 1]!, this.deck[base + 2]!);
      this.street = 'flop';
    } else if (this.street === 'flop') {
      this.board.push(this.deck[base + 3]!);
      this.street = 'turn';
    } else if (this.street === 'turn') {
      this.board.push(this.deck[base + 4]!);
      this.street = 'river';
    } else {
      return this.finish();
    }
    if (this.live().filter((p) => !p.allIn).length <= 1) return this.nextStreet(now);
    // after the flop the first live player left of the button acts
    this.moveFrom(n - 1, now);
  }

  private finish(): void {
    this.street = 'done';
    this.toAct = -1;
    const live = this.live();
    const { pots, returned } = buildPots(this.players.map((p) => ({ seat: p.seat, cents: p.committed, folded: p.folded })));
    const rakes = rakeOf(pots, this.config.bigBlind);
    const showdown = live.length > 1;
    const scores = new Map<number, number>();
    const shown: HandResult['showdown'] = [];
    if (showdown) {
      for (const p of live) {
        const value = bestHand([...p.hole, ...this.board]);
        scores.set(p.seat, value.score);
        shown.push({ seat: p.seat, category: value.category, name: CATEGORY_NAMES[value.category], cards: value.cards });
      }
    }
    const won = new Map<number, number>();
    const potResults: PotResult[] = pots.map((pot, i) => {
      const rake = rakes[i]!;
      let winners = pot.eligible;
      if (showdown) {
        const top = Math.max(...pot.eligible.map((s) => scores.get(s)!));
        winners = pot.eligible.filter((s) => scores.get(s) === top);
      }
      const shares = splitPot(pot.cents - rake, winners, this.order);
      for (const [seat, cents] of shares) won.set(seat, (won.get(seat) ?? 0) + cents);
      return { cents: pot.cents, rake, eligible: pot.eligible, winners: [...shares].map(([seat, cents]) => ({ seat, cents })) };
    });
    if (returned) won.set(returned.seat, (won.get(returned.seat) ?? 0) + returned.cents);
    for (const p of this.players) p.stack += won.get(p.seat) ?? 0;
    this.result = {
      pots: potResults,
      rake: rakes.reduce((a, b) => a + b, 0),
      returned,
      players: this.players.map((p) => ({ seat: p.seat, id: p.id, bot: p.bot, committed: p.committed, won: won.get(p.seat) ?? 0 })),
      showdown: shown,
    };
  }
}
