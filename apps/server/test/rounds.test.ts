import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '../src/modules/money/activity/index.ts';
import { createBonusRepository } from '../src/modules/money/bonus/repository.ts';
import { createBonusService } from '../src/modules/money/bonus/service.ts';
import type { BonusService } from '../src/modules/money/bonus/service.ts';
import { accounts } from '../src/modules/money/ledger/accounts.ts';
import type { Purse } from '../src/modules/money/ledger/accounts.ts';
import { createLedgerRepository } from '../src/modules/money/ledger/repository.ts';
import { createLedgerService } from '../src/modules/money/ledger/service.ts';
import type { LedgerService } from '../src/modules/money/ledger/service.ts';
import { createRoundsRepository } from '../src/modules/play/rounds/repository.ts';
import { createRoundsService } from '../src/modules/play/rounds/service.ts';
import type { GameRef, RoundsService } from '../src/modules/play/rounds/service.ts';
import { createMoneyDb } from './helpers/money.ts';
import type { MoneyDb } from './helpers/money.ts';

/**
 * Bets, wins and rollbacks on the ledger, as a game vendor makes them: idempotent by transaction id, cash
 * before bonus, wins paid in the stake's proportion, wagering that releases a bonus, rollbacks that arrive
 * before their bet. SQLite or (TEST_DATABASE_URL) PostgreSQL.
 */

let money: MoneyDb;
let ledger: LedgerService;
let bonus: BonusService;
let rounds: RoundsService;
const GAME: GameRef = { vendor: 'JILI', code: 'JILI-1', name: 'Super Ace', type: 'RNG' };
let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

async function fund(p: Purse, cents: number) {
  await ledger.transfer({
    key: id('fund'),
    debit: accounts.provider('LUCKY', 'PHP', 'sandbox'),
    credit: accounts.cash(p),
    amount: cents,
    kind: 'deposit',
    memberId: p.memberId,
  });
}

const call = (purse: Purse, roundRef: string, transactionId: string) => ({
  purse,
  integration: 'DEMO',
  transactionId,
  roundRef,
  game: GAME,
});

beforeAll(async () => {
  money = await createMoneyDb();
  const now = Date.now;
  ledger = createLedgerService({ database: money.handle, repository: createLedgerRepository(money.handle.db), now });
  bonus = createBonusService({ repository: createBonusRepository(money.handle.db), now });
  rounds = createRoundsService({ ledger, bonus, activity: createActivity(money.handle.db), repository: createRoundsRepository(money.handle.db), now });
  await money.handle.db
    .insertInto('bonus_rules')
    .values({
      merchant_code: 'LUCKY',
      code: 'FIRST_DEPOSIT',
      percent_bp: 12_000,
      max_bonus_cents: 500_000,
      min_deposit_cents: 10_000,
      wagering_multiplier: 2,
      enabled: 1,
    })
    .execute();
});

afterAll(async () => {
  await money?.close();
});

describe('bet, win, round', () => {
  it('a bet and a win move the balance and make one settled round', async () => {
    const p = await money.newPurse();
    await fund(p, 10_000);
    const bet = await rounds.bet({ ...call(p, 'r1', 'b1'), amount: 1_000 });
    expect(bet.balance).toBe(9_000);
    const win = await rounds.win({ ...call(p, 'r1', 'w1'), amount: 2_500, betTransactionId: 'b1', closeRound: true });
    expect(win.balance).toBe(11_500);
    const [round] = await rounds.memberRounds({ memberId: p.memberId, from: 0, to: Date.now() + 1, limit: 10 });
    expect(round).toMatchObject({ bet_cents: 1_000, win_cents: 2_500, status: 'settled', game_name: 'Super Ace' });
    expect((await ledger.checkIntegrity()).problems).toEqual([]);
  });

  it('a repeated call answers the first answer and moves nothing; the same id with other data is refused', async () => {
    const p = await money.newPurse();
    await fund(p, 5_000);
    const first = await rounds.bet({ ...call(p, 'r2', 'b2'), amount: 700 });
    const again = await rounds.bet({ ...call(p, 'r2', 'b2'), amount: 700 });
    expect(again).toMatchObject({ balance: first.balance, replayed: true });
    expect(await rounds.balance(p)).toBe(4_300);
    await expect(rounds.bet({ ...call(p, 'r2', 'b2'), amount: 701 })).rejects.toMatchObject({ code: 'duplicate_transaction' });
    expect(await rounds.balance(p)).toBe(4_300);
  });

  it('a bet above the balance is refused with the balance, and moves nothing', async () => {
    const p = await money.newPurse();
    await fund(p, 500);
    await expect(rounds.bet({ ...call(p, 'r3', 'b3'), amount: 501 })).rejects.toMatchObject({
      code: 'insufficient_funds',
      balance: 500,
    });
    expect(await rounds.balance(p)).toBe(500);
    expect(await rounds.memberRounds({ memberId: p.memberId, from: 0, to: Date.now() + 1, limit: 10 })).toHaveLength(0);
  });
});

describe('rollback', () => {
  it('undoes a bet once', async () => {
    const p = await money.newPurse();
    await fund(p, 3_000);
    await rounds.bet({ ...call(p, 'r4', 'b4'), amount: 1_200 });
    await rounds.rollback({ ...call(p, 'r4', 'rb4'), referenceTransactionId: 'b4' });
    await rounds.rollback({ ...call(p, 'r4', 'rb4'), referenceTransactionId: 'b4' });
    expect(await rounds.balance(p)).toBe(3_000);
    // a win for the rolled-back bet is refused
    await expect(
      rounds.win({ ...call(p, 'r4', 'w4'), amount: 100, betTransactionId: 'b4', closeRound: true }),
    ).rejects.toMatchObject({ code: 'transaction_rolled_back' });
  });

  it('remembers a rollback that arrives before its bet, and refuses the late bet', async () => {
    const p = await money.newPurse();
    await fund(p, 3_000);
    await rounds.rollback({ ...call(p, 'r5', 'rb5'), referenceTransactionId: 'b5-late' });
    await expect(rounds.bet({ ...call(p, 'r5', 'b5-late'), amount: 1_000 })).rejects.toMatchObject({
      code: 'transaction_rolled_back',
    });
    expect(await rounds.balance(p)).toBe(3_000);
  });
});

describe('bonus money', () => {
  it('plays cash first, pays wins in the stake proportion, and releases the bonus once wagering is met', async () => {
    const p = await money.newPurse();
    await fund(p, 10_000); // 100.00 deposit
    const credited = await ledger.run((book) => bonus.grantFirstDeposit(book, p, 'ORDER-1', 10_000));
    expect(credited).toBe(12_000); // +120%
    // a second grant for the same order, or another order, adds nothing
    expect(await ledger.run((book) => bonus.grantFirstDeposit(book, p, 'ORDER-1', 10_000))).toBe(12_000);
    expect(await ledger.run((book) => bonus.grantFirstDeposit(book, p, 'ORDER-2', 10_000))).toBe(0);
    expect(await ledger.balances(p)).toMatchObject({ cash: 10_000, bonus: 12_000, total: 22_000 });
    const status = await bonus.status(p.memberId);
    expect(status.active).toMatchObject({ wageringRequired: 44_000, remaining: 44_000 });

    // 150.00 stake: 100.00 cash, 50.00 bonus; a 30.00 win returns 20.00 cash and 10.00 bonus
    await rounds.bet({ ...call(p, 'rb', 'bb1'), amount: 15_000 });
    expect(await ledger.balances(p)).toMatchObject({ cash: 0, bonus: 7_000 });
    await rounds.win({ ...call(p, 'rb', 'wb1'), amount: 3_000, betTransactionId: 'bb1', closeRound: true });
    expect(await ledger.balances(p)).toMatchObject({ cash: 2_000, bonus: 8_000 });

    // wager the rest of the requirement (44,000 - 15,000 = 29,000) in rounds that win their stake back
    let wagered = 15_000;
    let n = 0;
    while (wagered < 44_000) {
      const stake = Math.min(5_000, 44_000 - wagered);
      await rounds.bet({ ...call(p, `rw${n}`, `bw${n}`), amount: stake });
      await rounds.win({ ...call(p, `rw${n}`, `ww${n}`), amount: stake, betTransactionId: `bw${n}`, closeRound: true });
      wagered += stake;
      n++;
    }
    const after = await ledger.balances(p);
    expect(after.bonus).toBe(0);
    expect(after.cash).toBe(10_000); // every cent of bonus became withdrawable cash
    expect((await bonus.status(p.memberId)).active).toBeNull();
    expect((await ledger.checkIntegrity()).problems).toEqual([]);
  });

  it('a withdrawal forfeits an unwagered bonus', async () => {
    const p = await money.newPurse();
    await fund(p, 20_000);
    await ledger.run((book) => bonus.grantFirstDeposit(book, p, 'ORDER-F', 20_000));
    const forfeited = await ledger.run((book) => bonus.forfeitActive(book, p));
    expect(forfeited).toBe(24_000);
    expect(await ledger.balances(p)).toMatchObject({ cash: 20_000, bonus: 0 });
  });
});

describe('concurrency', () => {
  it('1,000 concurrent bets on one account end with the exact balance', async () => {
    const p = await money.newPurse();
    await fund(p, 70_000);
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) => rounds.bet({ ...call(p, `c${i}`, `cb${i}`), amount: 100 })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(700);
    expect(await rounds.balance(p)).toBe(0);
    expect((await ledger.checkIntegrity()).problems).toEqual([]);
  }, 120_000);
});
