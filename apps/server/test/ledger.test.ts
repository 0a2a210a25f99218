import fc from 'fast-check';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SHARDS, accounts, shardFor } from '../src/modules/money/ledger/accounts.ts';
import type { Purse } from '../src/modules/money/ledger/accounts.ts';
import { createLedgerRepository } from '../src/modules/money/ledger/repository.ts';
import { createLedgerBook, createLedgerService } from '../src/modules/money/ledger/service.ts';
import { inTransaction } from '../src/db/transaction.ts';
import type { LedgerService } from '../src/modules/money/ledger/service.ts';
import { createMoneyDb } from './helpers/money.ts';
import type { MoneyDb } from './helpers/money.ts';

/**
 * The ledger on its own, on SQLite or (TEST_DATABASE_URL) PostgreSQL: double entry, idempotency keys,
 * holds, no overdraft, exact balances under concurrency, demo money apart from real money.
 */

let money: MoneyDb;
let ledger: LedgerService;
const newPurse = (overrides: Partial<Purse> = {}) => money.newPurse(overrides);

const house = accounts.house('LUCKY', 'PHP');
const provider = accounts.provider('LUCKY', 'PHP', 'sandbox');

function deposit(p: Purse, key: string, amount: number) {
  return ledger.transfer({ key, debit: provider, credit: accounts.cash(p), amount, kind: 'deposit', memberId: p.memberId });
}

beforeAll(async () => {
  money = await createMoneyDb();
  ledger = createLedgerService({ database: money.handle, repository: createLedgerRepository(money.handle.db), now: Date.now });
});

afterAll(async () => {
  await money?.close();
});

describe('double entry', () => {
  it('moves cents from one account to another and the ledger sums to zero', async () => {
    const p = await newPurse();
    await deposit(p, 'dep-1', 10_000);
    await ledger.transfer({ key: 'bet-1', debit: accounts.cash(p), credit: house, amount: 2_550, kind: 'bet', memberId: p.memberId });
    expect(await ledger.balances(p)).toMatchObject({ cash: 7_450, total: 7_450, available: 7_450, held: 0 });
    const integrity = await ledger.checkIntegrity();
    expect(integrity.problems).toEqual([]);
  });

  it('never lets member cash go below zero, and a refused transfer moves nothing', async () => {
    const p = await newPurse();
    await deposit(p, 'dep-2', 1_000);
    await expect(
      ledger.transfer({ key: 'bet-2', debit: accounts.cash(p), credit: house, amount: 1_001, kind: 'bet' }),
    ).rejects.toMatchObject({ errorCode: 'wallet.insufficient.funds', statusCode: 409 });
    expect((await ledger.balances(p)).cash).toBe(1_000);
    // the refused key was not used up: the same key with an amount that fits goes through
    await ledger.transfer({ key: 'bet-2', debit: accounts.cash(p), credit: house, amount: 1_000, kind: 'bet' });
    expect((await ledger.balances(p)).cash).toBe(0);
  });

  it('refuses zero, negative, fractional and oversized amounts', async () => {
    const p = await newPurse();
    for (const amount of [0, -1, 1.5, 1e20, Number.NaN]) {
      await expect(deposit(p, `bad-${amount}`, amount)).rejects.toMatchObject({ errorCode: 'request.invalid' });
    }
    expect((await ledger.balances(p)).cash).toBe(0);
  });

  it('keeps demo money apart from real money', async () => {
    const trial = await newPurse({ demo: true });
    await expect(
      ledger.transfer({ key: 'mix-1', debit: provider, credit: accounts.cash(trial), amount: 100, kind: 'deposit' }),
    ).rejects.toThrow(/demo and real/);
    await ledger.transfer({
      key: 'demo-fund-1',
      debit: accounts.faucet('LUCKY', 'PHP'),
      credit: accounts.cash(trial),
      amount: 200_000,
      kind: 'demo_funding',
    });
    expect((await ledger.balances(trial)).cash).toBe(200_000);
  });
});

describe('round trips', () => {
  it('writes a transfer between known accounts in one statement on PostgreSQL: written, refused or repeated', async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const counted = createLedgerService({
      database: { ...money.handle, db: money.handle.db.withPlugin(counting) },
      repository: createLedgerRepository(money.handle.db),
      now: Date.now,
    });
    const [p, q] = [await newPurse(), await newPurse()];
    await deposit(p, 'trip-dep', 5_000);
    // a first transfer between the two makes both accounts known to the process (busy system accounts have
    // one row per shard, each found once; members' accounts have one)
    await counted.transfer({ key: 'trip-1', debit: accounts.cash(p), credit: accounts.cash(q), amount: 1_000, kind: 'adjustment' });
    statements = 0;
    const result = await counted.transfer({ key: 'trip-2', debit: accounts.cash(p), credit: accounts.cash(q), amount: 1_500, kind: 'adjustment' });
    expect(result.replayed).toBe(false);
    // SQLite runs in the process: its statements (begin, row, two movements, commit) cost no round trips
    if (money.handle.dialect === 'postgres') expect(statements).toBe(1);
    expect((await counted.balances(p)).cash).toBe(2_500);
    expect((await counted.balances(q)).cash).toBe(2_500);
    // a refused one, in one statement too, leaves nothing behind
    statements = 0;
    await expect(counted.transfer({ key: 'trip-over', debit: accounts.cash(p), credit: accounts.cash(q), amount: 2_501, kind: 'adjustment' })).rejects.toMatchObject({
      errorCode: 'wallet.insufficient.funds',
    });
    if (money.handle.dialect === 'postgres') expect(statements).toBe(1);
    expect(await createLedgerRepository(money.handle.db).transferByKey(money.handle.db, 'trip-over')).toBeUndefined();
    expect((await counted.balances(p)).cash).toBe(2_500);
    // and a repeat answers the first transfer, moving nothing
    expect((await counted.transfer({ key: 'trip-2', debit: accounts.cash(p), credit: accounts.cash(q), amount: 1_500, kind: 'adjustment' })).replayed).toBe(true);
    expect((await counted.balances(q)).cash).toBe(2_500);
  });
});

describe('idempotency', () => {
  it('a repeated key returns the first transfer and moves nothing', async () => {
    const p = await newPurse();
    const first = await deposit(p, 'dep-idem', 5_000);
    const again = await deposit(p, 'dep-idem', 5_000);
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.transfer.id).toBe(first.transfer.id);
    expect((await ledger.balances(p)).cash).toBe(5_000);
  });

  it('the same key with another amount is a 409 conflict', async () => {
    const p = await newPurse();
    await deposit(p, 'dep-conflict', 5_000);
    await expect(deposit(p, 'dep-conflict', 5_001)).rejects.toMatchObject({
      errorCode: 'request.id.conflict',
      statusCode: 409,
    });
    expect((await ledger.balances(p)).cash).toBe(5_000);
  });

  it('fifty concurrent requests with one key move the money once', async () => {
    const p = await newPurse();
    const results = await Promise.all(Array.from({ length: 50 }, () => deposit(p, 'dep-race', 777)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await ledger.balances(p)).cash).toBe(777);
  });
});

describe('holds', () => {
  it('a pending withdrawal is held, then posted once or voided once', async () => {
    const p = await newPurse();
    await deposit(p, 'dep-hold', 10_000);
    const hold = (key: string, amount: number) =>
      ledger.transfer({ key, debit: accounts.cash(p), credit: provider, amount, kind: 'withdrawal', pending: true });
    await hold('wd-1', 6_000);
    expect(await ledger.balances(p)).toMatchObject({ cash: 10_000, held: 6_000, available: 4_000 });
    // a second hold beyond what is available is refused
    await expect(hold('wd-2', 4_001)).rejects.toMatchObject({ errorCode: 'wallet.insufficient.funds' });
    // so is a bet that would eat into held money
    await expect(
      ledger.transfer({ key: 'bet-held', debit: accounts.cash(p), credit: house, amount: 4_001, kind: 'bet' }),
    ).rejects.toMatchObject({ errorCode: 'wallet.insufficient.funds' });

    await ledger.run((book) => book.postPending('wd-1:post', 'wd-1'));
    expect(await ledger.balances(p)).toMatchObject({ cash: 4_000, held: 0, available: 4_000 });
    // repeated: harmless; resolving it the other way: refused
    expect((await ledger.run((book) => book.postPending('wd-1:post', 'wd-1'))).replayed).toBe(true);
    await expect(ledger.run((book) => book.voidPending('wd-1:void', 'wd-1'))).rejects.toMatchObject({
      errorCode: 'ledger.pending.resolved',
    });

    await hold('wd-3', 3_000);
    await ledger.run((book) => book.voidPending('wd-3:void', 'wd-3'));
    expect(await ledger.balances(p)).toMatchObject({ cash: 4_000, held: 0, available: 4_000 });
    expect((await ledger.checkIntegrity()).problems).toEqual([]);
  });
});

describe('concurrency', () => {
  it('1,000 concurrent bets on one account end with the exact balance, none below zero', async () => {
    const p = await newPurse();
    await deposit(p, 'dep-conc', 600 * 100);
    // 1,000 bets of 1.00 against 600.00: exactly 600 succeed
    const outcomes = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        ledger.transfer({ key: `conc-bet-${i}`, debit: accounts.cash(p), credit: house, amount: 100, kind: 'bet' }),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && (o.reason as { errorCode?: string }).errorCode === 'wallet.insufficient.funds',
    ).length;
    expect(ok).toBe(600);
    expect(refused).toBe(400);
    expect((await ledger.balances(p)).cash).toBe(0);
    expect((await ledger.checkIntegrity()).problems).toEqual([]);
  }, 60_000);
});

describe('busy system accounts', () => {
  it('spreads one account over several rows, and its balance is the sum of them', async () => {
    const p = await newPurse();
    const clearing = accounts.provider('LUCKY', 'PHP', `spread-${p.memberId}`);
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        ledger.transfer({ key: `spread-${p.memberId}-${i}`, debit: clearing, credit: accounts.cash(p), amount: 100 + i, kind: 'deposit', memberId: p.memberId }),
      ),
    );
    const total = Array.from({ length: 200 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect((await ledger.balances(p)).cash).toBe(total);
    expect(await ledger.accountBalance(clearing)).toBe(-total);
    const rows = await money.handle.db.selectFrom('ledger_accounts').select(['code']).where('base_code', '=', clearing.code).execute();
    // 200 keys over 16 rows: every row is met (the chance one is missed is about 16 * (15/16)^200, below 1e-4)
    expect(rows.length).toBe(SYSTEM_SHARDS);
    expect(rows.map((r) => r.code)).toContain(clearing.code);
    expect((await ledger.checkIntegrity()).problems).toEqual([]);
  }, 60_000);

  it('a repeated key meets the row its first transfer wrote, also one written before the account was spread', async () => {
    const p = await newPurse();
    const clearing = accounts.provider('LUCKY', 'PHP', `older-${p.memberId}`);
    let key = '';
    for (let i = 0; ; i++) {
      key = `older-${p.memberId}-${i}`;
      if (shardFor(clearing, key).code !== clearing.code) break;
    }
    // written as an account of one row wrote it
    const first = await ledger.transfer({ key, debit: { ...clearing, shards: 1 }, credit: accounts.cash(p), amount: 5_000, kind: 'deposit', memberId: p.memberId });
    const again = await ledger.transfer({ key, debit: clearing, credit: accounts.cash(p), amount: 5_000, kind: 'deposit', memberId: p.memberId });
    expect(again.replayed).toBe(true);
    expect(again.transfer.id).toBe(first.transfer.id);
    await expect(
      ledger.transfer({ key, debit: clearing, credit: accounts.cash(p), amount: 5_001, kind: 'deposit', memberId: p.memberId }),
    ).rejects.toMatchObject({ errorCode: 'request.id.conflict' });
    // later keys write whichever row they fall on: every row counts in the balance
    await ledger.transfer({ key: `${key}-b`, debit: clearing, credit: accounts.cash(p), amount: 1_000, kind: 'deposit', memberId: p.memberId });
    expect((await ledger.balances(p)).cash).toBe(6_000);
    expect(await ledger.accountBalance(clearing)).toBe(-6_000);
  });
});

describe('transactions of several transfers on busy accounts', () => {
  it('a bet and its win in one transaction use one row of the vendor: rounds at once never deadlock', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => newPurse()));
    for (const p of players) await deposit(p, `rounds-fund-${p.memberId}`, 100_000);
    const vendor = accounts.vendor('LUCKY', 'PHP', `ROUNDS${players[0]!.memberId}`);
    const repo = createLedgerRepository(money.handle.db);
    // run once each: a deadlock (PostgreSQL breaks one after a second) is an error here, not a silent retry
    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) => {
        const p = players[i % players.length]!;
        return inTransaction(
          money.handle,
          async (tx) => {
            const book = createLedgerBook(tx, repo, Date.now);
            await book.transfer({ key: `round-${p.memberId}-${i}:bet`, debit: accounts.cash(p), credit: vendor, amount: 100, kind: 'bet', memberId: p.memberId });
            await book.transfer({ key: `round-${p.memberId}-${i}:win`, debit: vendor, credit: accounts.cash(p), amount: 150, kind: 'win', memberId: p.memberId });
            // the transaction wrote one row of the vendor's account, whichever keys it used
            const rows = await tx
              .selectFrom('ledger_transfers')
              .select(['debit_account_id', 'credit_account_id'])
              .where('transfer_key', 'in', [`round-${p.memberId}-${i}:bet`, `round-${p.memberId}-${i}:win`])
              .execute();
            return new Set(rows.flatMap((r) => [r.debit_account_id, r.credit_account_id])).size;
          },
          { retries: 0 },
        );
      }),
    );
    const failures = outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason?.code ?? (o as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
    expect(outcomes.map((o) => (o as PromiseFulfilledResult<number>).value)).toEqual(Array(300).fill(2));
    expect(await ledger.accountBalance(vendor)).toBe(-300 * 50);
    expect((await ledger.checkIntegrity()).problems).toEqual([]);
  }, 60_000);
});

describe('property: any sequence of movements keeps the books', () => {
  type Op =
    | { t: 'deposit'; amount: number }
    | { t: 'bet'; amount: number }
    | { t: 'win'; amount: number }
    | { t: 'hold'; amount: number }
    | { t: 'post' }
    | { t: 'void' }
    | { t: 'replay' };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ t: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({ t: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 30_000 }) }),
    fc.record({ t: fc.constant('win' as const), amount: fc.integer({ min: 1, max: 40_000 }) }),
    fc.record({ t: fc.constant('hold' as const), amount: fc.integer({ min: 1, max: 30_000 }) }),
    fc.record({ t: fc.constant('post' as const) }),
    fc.record({ t: fc.constant('void' as const) }),
    fc.record({ t: fc.constant('replay' as const) }),
  );

  it('sum zero, cash never negative, balance equal to a model', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run++;
        const p = await newPurse();
        let cash = 0;
        let held = 0;
        const open: Array<{ key: string; amount: number }> = [];
        let last: { key: string; amount: number } | undefined;
        for (const [i, o] of ops.entries()) {
          const key = `prop-${run}-${i}`;
          try {
            if (o.t === 'deposit') {
              await deposit(p, key, o.amount);
              cash += o.amount;
              last = { key, amount: o.amount };
            } else if (o.t === 'bet') {
              await ledger.transfer({ key, debit: accounts.cash(p), credit: house, amount: o.amount, kind: 'bet' });
              cash -= o.amount;
            } else if (o.t === 'win') {
              await ledger.transfer({ key, debit: house, credit: accounts.cash(p), amount: o.amount, kind: 'win' });
              cash += o.amount;
            } else if (o.t === 'hold') {
              await ledger.transfer({
                key,
                debit: accounts.cash(p),
                credit: provider,
                amount: o.amount,
                kind: 'withdrawal',
                pending: true,
              });
              held += o.amount;
              open.push({ key, amount: o.amount });
            } else if (o.t === 'post' || o.t === 'void') {
              const h = open.shift();
              if (!h) continue;
              if (o.t === 'post') {
                await ledger.run((b) => b.postPending(`${h.key}:post`, h.key));
                cash -= h.amount;
              } else {
                await ledger.run((b) => b.voidPending(`${h.key}:void`, h.key));
              }
              held -= h.amount;
            } else if (o.t === 'replay' && last) {
              const r = await deposit(p, last.key, last.amount);
              expect(r.replayed).toBe(true);
            }
          } catch (err) {
            // only a movement the money does not cover may be refused
            expect((err as { errorCode?: string }).errorCode).toBe('wallet.insufficient.funds');
            expect(['bet', 'hold']).toContain(o.t);
            expect(cash - held).toBeLessThan((o as { amount: number }).amount);
          }
          const b = await ledger.balances(p);
          expect(b.cash).toBe(cash);
          expect(b.held).toBe(held);
          expect(b.available).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
    const integrity = await ledger.checkIntegrity();
    expect(integrity.problems).toEqual([]);
  }, 120_000);
});
