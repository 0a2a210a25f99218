import { sha256Hex } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { fairDeck } from '../poker/math.ts';
import { BUY_IN_BIG_BLINDS, HoldemTable, TableError } from './table.ts';
import type { TableMember, TableWallet } from './table.ts';
import { TURN_MS } from './hand.ts';

/** A wallet keeping balances and every call, answering like the operator (refuses a bet over the balance). */
function fakeWallet(balances: Record<string, number>) {
  const calls: Array<{ kind: 'bet' | 'win' | 'rollback'; user: string; round: string; transaction: string; cents: number; meta?: unknown }> = [];
  const seen = new Set<string>();
  const wallet: TableWallet = {
    async bet(input) {
      if (seen.has(input.transaction)) return { status: 'RS_OK', balance: balances[input.user]! };
      if (balances[input.user]! < input.cents) return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: balances[input.user]! };
      seen.add(input.transaction);
      balances[input.user]! -= input.cents;
      calls.push({ kind: 'bet', user: input.user, round: input.round, transaction: input.transaction, cents: input.cents });
      return { status: 'RS_OK', balance: balances[input.user]! };
    },
    async rollback(input) {
      if (!seen.has(input.transaction)) {
        seen.add(input.transaction);
        const bet = calls.find((c) => c.kind === 'bet' && c.transaction === input.bet);
        if (bet) {
          balances[input.user]! += bet.cents;
          calls.push({ kind: 'rollback', user: input.user, round: input.round, transaction: input.transaction, cents: bet.cents });
        }
        seen.add(input.bet); // a late bet is refused
      }
      return { status: 'RS_OK', balance: balances[input.user]! };
    },
    async win(input) {
      if (!seen.has(input.transaction)) {
        seen.add(input.transaction);
        balances[input.user]! += input.cents;
        calls.push({ kind: 'win', user: input.user, round: input.round, transaction: input.transaction, cents: input.cents, meta: input.meta });
      }
      return { status: 'RS_OK', balance: balances[input.user]! };
    },
  };
  return { wallet, calls, balances };
}

const member = (user: string): TableMember => ({ user, token: `t-${user}`, name: user, game: 'node-1' });

describe('holdem table: two members', () => {
  it('a full hand: each chip movement a wallet bet, one win per member, the ledger exact (stakes - wins = rake)', async () => {
    const { wallet, calls, balances } = fakeWallet({ ann: 5000, bob: 5000 });
    const table = new HoldemTable('t1', 'USD', wallet);
    await table.sit(member('ann'), 5000);
    await table.sit(member('bob'), 5000);
    expect(table.seatOf('ann')!.stack).toBe(BUY_IN_BIG_BLINDS * 10);
    const { seedHash } = await table.commitment();
    expect(await table.startHand(0)).toBe(true);
    expect(table.seats.some((s) => s?.bot)).toBe(false);
    const hand = table.hand!;
    // the deck is the committed seed's
    const seed = (table as unknown as { lastSeed: { seed: string } }).lastSeed.seed;
    expect(await sha256Hex(seed)).toBe(seedHash);
    const deck = await fairDeck({ serverSeed: seed, clientSeed: table.handId, nonce: 0 });
    expect(hand.players.flatMap((p) => p.hole).sort()).toEqual(deck.slice(0, 4).sort());
    // play: call, check, then check down
    const userAt = (seat: number) => table.seats[seat]!.user!;
    let steps = 0;
    while (hand.street !== 'done') {
      const o = hand.options()!;
      const who = userAt(hand.actor!.seat);
      if (hand.street === 'flop' && o.canCheck && hand.actor!.streetBet === 0 && hand.currentBet === 0) await table.act(who, { type: 'raise', to: 50 }, steps);
      else await table.act(who, o.canCheck ? { type: 'check' } : { type: 'call' }, steps);
      steps++;
    }
    const r = hand.result!;
    const bets = calls.filter((c) => c.kind === 'bet').reduce((s, c) => s + c.cents, 0);
    const wins = calls.filter((c) => c.kind === 'win').reduce((s, c) => s + c.cents, 0);
    expect(bets).toBe(hand.pot);
    expect(bets - wins).toBe(r.rake);
    expect(balances.ann! + balances.bob!).toBe(10_000 - r.rake);
    // one win per member closing their round, with the hand in its meta
    const winsByUser = calls.filter((c) => c.kind === 'win').map((c) => c.user).sort();
    expect(winsByUser).toEqual(['ann', 'bob']);
    const meta = calls.find((c) => c.kind === 'win')!.meta as { summary: string; items: Array<{ label: string; value: string }> };
    expect(meta.summary).toContain("Texas Hold'em");
    expect(meta.items.find((i) => i.label === 'Server seed')!.value).toBe(seed);
    // the stacks follow the wallet
    expect(table.seatOf('ann')!.stack - 1000).toBe(balances.ann! - 5000);
    expect(table.seatOf('bob')!.stack - 1000).toBe(balances.bob! - 5000);
    // replays are idempotent: a second settle call pays nothing more
    const before = { ...balances };
    await (table as unknown as { settle(): Promise<void> }).settle();
    expect(balances).toEqual(before);
  });

  it('hostile actions are refused and move no money', async () => {
    const { wallet, calls } = fakeWallet({ ann: 5000, bob: 5000, eve: 5000 });
    const table = new HoldemTable('t2', 'USD', wallet);
    await expect(table.act('ann', { type: 'check' }, 0)).rejects.toThrow(TableError);
    await table.sit(member('ann'), 5000);
    await expect(table.sit(member('ann'), 5000)).rejects.toMatchObject({ code: 'already_seated' });
    await expect(table.act('ann', { type: 'check' }, 0)).rejects.toMatchObject({ code: 'no_hand' });
    await table.sit(member('bob'), 5000);
    await table.startHand(0);
    const n = calls.length;
    const actor = table.seats[table.hand!.actor!.seat]!.user!;
    const other = actor === 'ann' ? 'bob' : 'ann';
    await expect(table.act(other, { type: 'fold' }, 1)).rejects.toMatchObject({ code: 'not_your_turn' });
    await expect(table.act('eve', { type: 'fold' }, 1)).rejects.toMatchObject({ code: 'not_seated' });
    await expect(table.act(actor, { type: 'check' }, 1)).rejects.toMatchObject({ code: 'illegal_action' });
    for (const to of [-5, 0, 15, 1e12, 20.5, Number.NaN, Infinity]) await expect(table.act(actor, { type: 'raise', to }, 1)).rejects.toMatchObject({ code: 'illegal_action' });
    expect(calls.length).toBe(n);
  });

  it('a refused bet folds the player; a member short of the blind cancels the hand and gets the other blinds back', async () => {
    const { wallet, balances } = fakeWallet({ ann: 5000, bob: 5000 });
    const table = new HoldemTable('t3', 'USD', wallet);
    await table.sit(member('ann'), 5000);
    await table.sit(member('bob'), 5000);
    // bob spends his money elsewhere: his blind is refused
    balances.bob = 3;
    expect(await table.startHand(0)).toBe(false);
    expect(balances.ann).toBe(5000);
    expect(table.seatOf('bob')!.stack).toBe(0);
  });
});

describe('holdem table: a wallet that does not answer', () => {
  it('an unanswered bet is rolled back and the player folds; an unanswered win is sent again on the next tick', async () => {
    const fake = fakeWallet({ ann: 5000, bob: 5000 });
    let failBet = false;
    let failWins = 0;
    const wallet: TableWallet = {
      bet: async (input) => {
        const answer = await fake.wallet.bet(input);
        if (failBet) throw new Error('timeout'); // taken, but the answer is lost
        return answer;
      },
      win: async (input) => {
        if (failWins > 0) {
          failWins--;
          throw new Error('timeout');
        }
        return fake.wallet.win(input);
      },
      rollback: (input) => fake.wallet.rollback(input),
    };
    const table = new HoldemTable('t6', 'USD', wallet);
    await table.sit(member('ann'), 5000);
    await table.sit(member('bob'), 5000);
    await table.startHand(0);
    const hand = table.hand!;
    const actor = table.seats[hand.actor!.seat]!.user!;
    failBet = true;
    failWins = 2;
    await table.act(actor, { type: 'raise', to: 100 }, 1);
    // the raise was rolled back, the player folded: the other wins the blinds, but the wins are not delivered yet
    expect(hand.street).toBe('done');
    expect(hand.seat(table.seatOf(actor)!.seat)!.folded).toBe(true);
    expect(fake.calls.filter((c) => c.kind === 'rollback')).toHaveLength(1);
    expect(table.owed).toHaveLength(2);
    expect(fake.balances.ann! + fake.balances.bob!).toBe(10_000 - 15);
    await table.tick(2);
    expect(table.owed).toHaveLength(0);
    expect(fake.balances.ann! + fake.balances.bob!).toBe(10_000 - hand.result!.rake);
    expect(fake.balances[actor]).toBe(5000 - 5);
  });
});

describe('holdem table: bots and the timer', () => {
  it('a bot sits only while one member plays; it never moves a member wallet', async () => {
    const { wallet, calls, balances } = fakeWallet({ ann: 5000, bob: 5000 });
    const table = new HoldemTable('t4', 'USD', wallet);
    expect(await table.startHand(0)).toBe(false); // nobody: no bots playing each other
    expect(table.seats.every((s) => s === null)).toBe(true);
    await table.sit(member('ann'), 5000);
    expect(await table.startHand(0)).toBe(true);
    const bots = table.seats.filter((s) => s?.bot);
    expect(bots).toHaveLength(1);
    expect(bots[0]!.name).toMatch(/^BOT/);
    expect(bots[0]!.user).toBeNull();
    // ann times out (checks or folds) until the hand ends; the bot plays at once
    let t = 0;
    while (table.hand!.street !== 'done') {
      t += TURN_MS;
      await table.tick(t);
    }
    expect(calls.every((c) => c.user === 'ann')).toBe(true);
    const r = table.hand!.result!;
    const annR = r.players.find((p) => p.id === 'ann')!;
    expect(balances.ann).toBe(5000 - annR.committed + annR.won);
    // a second member sits: the bot leaves before the next hand
    await table.sit(member('bob'), 5000);
    await table.startHand(t + 1);
    expect(table.seats.filter((s) => s?.bot)).toHaveLength(0);
    expect(balances.bob! + balances.ann!).toBeLessThanOrEqual(10_000);
  });

  it('the timer: nothing before the deadline; then a check when free, else a fold', async () => {
    const { wallet } = fakeWallet({ ann: 5000, bob: 5000 });
    const table = new HoldemTable('t5', 'USD', wallet);
    await table.sit(member('ann'), 5000);
    await table.sit(member('bob'), 5000);
    await table.startHand(1000);
    const hand = table.hand!;
    const first = hand.actor!.seat;
    await table.tick(1000 + TURN_MS - 1);
    expect(hand.actor!.seat).toBe(first);
    await table.tick(1000 + TURN_MS);
    // heads-up the small blind faced the big blind: folded, the hand is over
    expect(hand.seat(first)!.folded).toBe(true);
    expect(hand.street).toBe('done');
  });
});
