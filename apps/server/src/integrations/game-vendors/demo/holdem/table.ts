import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@lobby/contract';
import { cardLabel, fairDeck } from '../poker/math.ts';
import type { RoundMeta } from '../wallet-client.ts';
import { BOT_BUY_IN_BIG_BLINDS, botAction, botsNeeded } from './bots.ts';
import { HoldemHand, HoldemRuleError } from './hand.ts';
import type { HandSeat, HoldemAction } from './hand.ts';
import { RAKE_BPS, RAKE_CAP_BIG_BLINDS } from './pots.ts';

/**
 * A six-seat no-limit Hold'em cash table: members sit with a buy-in, a house bot sits while only one member
 * does, hands are dealt from a provably fair deck, and every member's chip movement is a wallet call.
 *
 * Money (per chip movement): a member's chips stay in their wallet until they go into a pot. Each blind,
 * call or raise is one `wallet.bet` in the hand's round for that member (round `<hand>:<seat>`, transaction
 * `<round>:b<n>`), taken before the engine accepts the action (a refused bet folds the player, a refused
 * blind sits them out of the hand); at the end of the hand each member gets one `wallet.win` (zero when they
 * won nothing) closing their round, with the hand in `meta`. The buy-in only caps what a member may put on
 * the table (a stack); the wallet stays the money's home, so a crash mid-hand leaves bets without wins, and
 * nothing else.
 * Bots: the house's chips (BOT_BUY_IN_BIG_BLINDS big blinds, topped up between hands). They make no wallet
 * calls: a member's win taken from a bot is paid by the operator like any vendor's win; a member's bet a bot
 * wins stays the house's. A bot's chips are never a member's money.
 * Provably fair: before each hand the table shows sha256(server seed); the deck is the Fisher-Yates shuffle of
 * fairFloats(server seed, client seed = the hand's id, nonce 0) (the video poker's deck); the seed is shown
 * once the hand ends.
 */

export const SEATS = 6;
export const BUY_IN_BIG_BLINDS = 100;

export interface TableWallet {
  bet(input: { user: string; token: string; game: string; round: string; transaction: string; currency: string; cents: number }): Promise<{ status: string; balance: number }>;
  win(input: { user: string; token: string; game: string; round: string; transaction: string; bet: string; currency: string; cents: number; meta?: RoundMeta }): Promise<{ status: string; balance: number }>;
  rollback(input: { user: string; game: string; round: string; transaction: string; bet: string }): Promise<{ status: string; balance: number }>;
}

type WinCall = Parameters<TableWallet['win']>[0];
type RollbackCall = Parameters<TableWallet['rollback']>[0];

export interface TableMember {
  user: string;
  token: string;
  name: string;
  game: string;
}

export interface SeatState {
  seat: number;
  name: string;
  bot: boolean;
  user: string | null;
  /** chips at the table */
  stack: number;
  member: TableMember | null;
  /** wallet bets asked in the current hand (their transaction numbers) */
  bets: number;
  /** the last bet the wallet took in the current hand (the win's reference), null when none */
  lastBet: string | null;
}

export class TableError extends Error {
  constructor(readonly code: 'table_full' | 'not_seated' | 'already_seated' | 'not_your_turn' | 'illegal_action' | 'no_hand' | 'bet_refused') {
    super(code);
  }
}

export interface HoldemBlinds {
  smallBlind: number;
  bigBlind: number;
}

/** Blinds per currency, in cents (currencies worth little: in thousands). */
export function blindsFor(currency: string): HoldemBlinds {
  if (['VND', 'IDR', 'KRW', 'JPY'].includes(currency)) return { smallBlind: 500_000, bigBlind: 1_000_000 };
  return { smallBlind: 5, bigBlind: 10 };
}

export interface FinishedHand {
  id: string;
  seed: string;
  seedHash: string;
  board: number[];
  summary: RoundMeta;
}

export class HoldemTable {
  readonly seats: Array<SeatState | null> = new Array<SeatState | null>(SEATS).fill(null);
  hand: HoldemHand | null = null;
  handId = '';
  handNo = 0;
  button = SEATS - 1;
  next: { seed: string; seedHash: string } | null = null;
  last: FinishedHand | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  /** wallet calls not delivered yet (wins, rollbacks of unanswered bets), sent again on each tick */
  readonly owed: Array<{ kind: 'win'; call: WinCall } | { kind: 'rollback'; call: RollbackCall }> = [];

  constructor(
    readonly id: string,
    readonly currency: string,
    private readonly wallet: TableWallet,
    readonly blinds: HoldemBlinds = blindsFor(currency),
  ) {}

  /** Runs table changes one at a time (wallet calls are awaited inside). */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.chain.then(work, work);
    this.chain = run.catch(() => undefined);
    return run;
  }

  members(): SeatState[] {
    return this.seats.filter((s): s is SeatState => s !== null && !s.bot);
  }

  seatOf(user: string): SeatState | undefined {
    return this.seats.find((s) => s?.user === user) ?? undefined;
  }

  /** A member sits at the first free seat with a buy-in (at most their balance, at most 100 big blinds). */
  sit(member: TableMember, balanceCents: number): Promise<SeatState> {
    return this.serial(async () => {
      if (this.seatOf(member.user)) throw new TableError('already_seated');
      const free = this.seats.findIndex((s) => s === null);
      if (free < 0) throw new TableError('table_full');
      const stack = Math.min(Math.max(0, Math.floor(balanceCents)), BUY_IN_BIG_BLINDS * this.blinds.bigBlind);
      const state: SeatState = { seat: free, name: member.name, bot: false, user: member.user, stack, member, bets: 0, lastBet: null };
      this.seats[free] = state;
      return state;
    });
  }

  /** A member leaves: at once between hands, else when the hand ends (their bets stay in the pot). */
  leave(user: string): Promise<void> {
    return this.serial(async () => {
      const s = this.seatOf(user);
      if (!s) throw new TableError('not_seated');
      // in a running hand the seat stays until it ends (the turn timer checks or folds for them)
      if (this.hand && this.hand.street !== 'done' && this.hand.seat(s.seat)) s.user = null;
      else this.seats[s.seat] = null;
    });
  }

  /** Seats or stands bots so a lone member has an opponent, and none otherwise (between hands only). */
  private arrangeBots(): void {
    const members = this.members().filter((s) => s.user !== null).length;
    const bots = this.seats.filter((s): s is SeatState => s?.bot === true);
    const want = botsNeeded(members);
    for (const bot of bots.slice(want)) this.seats[bot.seat] = null;
    for (let i = bots.length; i < want; i++) {
      const free = this.seats.findIndex((s) => s === null);
      if (free < 0) break;
      this.seats[free] = { seat: free, name: `BOT ${i + 1}`, bot: true, user: null, stack: 0, member: null, bets: 0, lastBet: null };
    }
    for (const s of this.seats) if (s?.bot) s.stack = BOT_BUY_IN_BIG_BLINDS * this.blinds.bigBlind;
  }

  /** The hash of the running hand's seed, or of the next hand's once committed. */
  currentSeedHash(): string | null {
    if (this.hand && this.hand.street !== 'done') return this.lastSeed?.seedHash ?? null;
    return this.next?.seedHash ?? null;
  }

  /** The seed hash of the next hand (committed before it is dealt). */
  async commitment(): Promise<{ seedHash: string }> {
    if (!this.next) {
      const seed = randomBytes(32).toString('hex');
      this.next = { seed, seedHash: await sha256Hex(seed) };
    }
    return { seedHash: this.next.seedHash };
  }

  /** Deals a hand when none is running and two players can play. Returns whether one started. */
  startHand(now: number): Promise<boolean> {
    return this.serial(async () => {
      if (this.hand && this.hand.street !== 'done') return false;
      for (const s of this.seats) if (s && !s.bot && s.user === null) this.seats[s.seat] = null;
      this.arrangeBots();
      const players = this.seats.filter((s): s is SeatState => s !== null && s.stack > 0);
      if (players.length < 2 || players.every((s) => s.bot)) return false;
      await this.commitment();
      const { seed, seedHash } = this.next!;
      this.next = null;
      this.handNo++;
      this.handId = `${this.id}-${this.handNo}`;
      const deck = await fairDeck({ serverSeed: seed, clientSeed: this.handId, nonce: 0 });
      // the button moves to the next seat that plays
      const seatsInPlay = players.map((s) => s.seat);
      this.button = seatsInPlay.find((s) => s > this.button) ?? seatsInPlay[0]!;
      for (const s of players) {
        s.bets = 0;
        s.lastBet = null;
      }
      const handSeats: HandSeat[] = players.map((s) => ({ seat: s.seat, id: s.user ?? `bot-${s.seat}`, name: s.name, bot: s.bot, stack: s.stack }));
      const hand = new HoldemHand(handSeats, this.button, deck, this.blinds, now);
      // the blinds are the first wallet bets; a refused blind cancels the hand: the blinds taken are given
      // back (a win of the same amount closing the round), the member sits out (stack 0) until they sit again
      const posted: Array<{ s: SeatState; cents: number }> = [];
      for (const p of hand.players) {
        if (p.committed === 0 || p.bot) continue;
        const s = this.seats[p.seat]!;
        if (await this.walletBet(s, p.committed)) {
          posted.push({ s, cents: p.committed });
          continue;
        }
        s.stack = 0;
        for (const back of posted) await this.walletWin(back.s, back.cents, { summary: `Texas Hold'em ${this.handId}: cancelled (a blind was refused), blind returned` });
        this.hand = null;
        return false;
      }
      this.hand = hand;
      this.last = null;
      this.lastSeed = { seed, seedHash };
      await this.afterMove(now);
      return true;
    });
  }

  private lastSeed: { seed: string; seedHash: string } | null = null;

  /** A member's action: validated by the engine's rules, the chips taken from the wallet, then applied. */
  act(user: string, action: HoldemAction, now: number): Promise<void> {
    return this.serial(async () => {
      const s = this.seatOf(user);
      if (!s) throw new TableError('not_seated');
      if (!this.hand || this.hand.street === 'done') throw new TableError('no_hand');
      await this.apply(s.seat, action, now);
    });
  }

  /** The timer and the bots: plays every move due at `now`. */
  tick(now: number): Promise<void> {
    return this.serial(async () => {
      await this.retryOwed();
      if (!this.hand || this.hand.street === 'done') return;
      const actor = this.hand.actor;
      if (actor && now >= this.hand.deadline) {
        const o = this.hand.options()!;
        this.hand.events.push({ seat: actor.seat, type: 'timeout', cents: 0 });
        await this.apply(actor.seat, o.canCheck ? { type: 'check' } : { type: 'fold' }, now);
      }
    });
  }

  private async apply(seat: number, action: HoldemAction, now: number): Promise<void> {
    const hand = this.hand!;
    const p = hand.actor;
    if (!p || p.seat !== seat) throw new TableError('not_your_turn');
    const o = hand.options()!;
    let cents = 0;
    if (action.type === 'call') cents = o.toCall;
    else if (action.type === 'raise') {
      if (!Number.isSafeInteger(action.to) || !o.canRaise || action.to < o.minRaiseTo || action.to > o.maxRaiseTo) throw new TableError('illegal_action');
      cents = action.to - p.streetBet;
    } else if (action.type === 'check' && !o.canCheck) throw new TableError('illegal_action');
    if (action.type === 'call' && cents === 0) throw new TableError('illegal_action');
    const s = this.seats[seat]!;
    if (cents > 0 && !p.bot && !(await this.walletBet(s, cents))) {
      hand.act(seat, { type: 'fold' }, now);
    } else {
      try {
        hand.act(seat, action, now);
      } catch (err) {
        if (err instanceof HoldemRuleError) throw new TableError(err.code === 'hand_over' ? 'no_hand' : err.code);
        throw err;
      }
    }
    await this.afterMove(now);
  }

  /** Bots move at once; a finished hand is paid. */
  private async afterMove(now: number): Promise<void> {
    const hand = this.hand!;
    while (hand.street !== 'done' && hand.actor?.bot) hand.act(hand.actor.seat, botAction(hand), now);
    if (hand.street === 'done') await this.settle();
  }

  private async walletBet(s: SeatState, cents: number): Promise<boolean> {
    const m = s.member!;
    const round = `${this.handId}:${s.seat}`;
    s.bets++;
    const transaction = `${round}:b${s.bets}`;
    try {
      const answer = await this.wallet.bet({ user: m.user, token: m.token, game: m.game, round, transaction, currency: this.currency, cents });
      if (answer.status === 'RS_OK') {
        s.lastBet = transaction;
        return true;
      }
    } catch {
      // no answer: the bet may have been taken; it is rolled back (the wallet also refuses it if it arrives late)
      await this.send({ kind: 'rollback', call: { user: m.user, game: m.game, round, transaction: `${transaction}:rollback`, bet: transaction } });
      return false;
    }
    s.bets--;
    return false;
  }

  /** The win closing a member's round of this hand (idempotent on the wallet's side by its transaction). */
  private async walletWin(s: SeatState, cents: number, meta: RoundMeta): Promise<void> {
    const m = s.member!;
    const round = `${this.handId}:${s.seat}`;
    await this.send({ kind: 'win', call: { user: m.user, token: m.token, game: m.game, round, transaction: `${round}:win`, bet: s.lastBet!, currency: this.currency, cents, meta } });
  }

  /** Sends a wallet call; one not answered is kept and sent again (same transaction id) on the next tick. */
  private async send(item: (typeof this.owed)[number]): Promise<boolean> {
    try {
      const answer = item.kind === 'win' ? await this.wallet.win(item.call) : await this.wallet.rollback(item.call);
      if (answer.status === 'RS_OK' || answer.status === 'RS_ERROR_DUPLICATE_TRANSACTION' || answer.status === 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST') return true;
    } catch {
      // kept below
    }
    if (!this.owed.includes(item)) this.owed.push(item);
    return false;
  }

  private async retryOwed(): Promise<void> {
    for (const item of [...this.owed]) {
      this.owed.splice(this.owed.indexOf(item), 1);
      await this.send(item);
    }
  }

  private async settle(): Promise<void> {
    const hand = this.hand!;
    const r = hand.result!;
    const { seed, seedHash } = this.lastSeed!;
    const board = hand.board.map(cardLabel).join(' ');
    const summary: RoundMeta = {
      summary: `Texas Hold'em ${this.handId}: pot ${hand.pot}, rake ${r.rake}`,
      items: [
        { label: 'Board', value: board || 'none' },
        ...r.showdown.map((sd) => ({ label: `Seat ${sd.seat + 1}`, value: `${sd.name} (${sd.cards.map(cardLabel).join(' ')})` })),
        { label: 'Pots', value: r.pots.map((p) => `${p.cents} (rake ${p.rake})`).join(', ') },
        { label: 'Rake', value: `${RAKE_BPS / 100}% of each pot, at most ${RAKE_CAP_BIG_BLINDS} big blinds: ${r.rake}` },
        { label: 'Server seed', value: seed },
        { label: 'Seed hash', value: seedHash },
        { label: 'Client seed', value: `${this.handId} (nonce 0)` },
      ],
    };
    for (const p of hand.players) {
      const s = this.seats[p.seat]!;
      s.stack = p.stack;
      if (p.bot || s.lastBet === null) continue;
      const res = r.players.find((x) => x.seat === p.seat)!;
      const mine = [...summary.items!, { label: 'Your bets', value: String(res.committed) }, { label: 'Your return', value: String(res.won) }];
      await this.walletWin(s, res.won, { summary: summary.summary, items: mine });
    }
    this.last = { id: this.handId, seed, seedHash, board: hand.board, summary };
  }
}
