import type { DatabaseHandle } from '../../../db/database.ts';
import type { LedgerAccountRow, LedgerTransferRow } from '../../../db/schema.ts';
import { afterCommit, inTransaction } from '../../../db/transaction.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';
import { accounts, shardFor } from './accounts.ts';
import type { AccountRef, Purse } from './accounts.ts';
import type { LedgerRepository, NewTransfer } from './repository.ts';

export type TransferKind =
  | 'opening'
  | 'deposit'
  | 'deposit_fee'
  | 'withdrawal'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'bonus'
  | 'bonus_release'
  | 'bonus_forfeit'
  | 'adjustment'
  | 'demo_funding'
  | 'jackpot_contribution'
  | 'jackpot_win'
  | 'commission'
  | 'relay'
  | 'reward'
  | 'tournament_prize';

export interface TransferSpec {
  /** the caller's idempotency key, unique across the ledger: namespace it (deposit:…, vendor:DEMO:bet:…) */
  key: string;
  debit: AccountRef;
  credit: AccountRef;
  /** integer cents, > 0 */
  amount: number;
  kind: TransferKind;
  /** whose statement this belongs on */
  memberId?: number | null;
  /** order number, round id … shown beside the line */
  reference?: string | null;
  memo?: string | null;
  /** a hold: reserves the amount (pending) until posted or voided */
  pending?: boolean;
}

export interface TransferResult {
  transfer: LedgerTransferRow;
  /** true when the key had been used before with the same details: nothing moved this time */
  replayed: boolean;
}

export interface PurseBalances {
  /** cash + bonus, what the header shows */
  total: number;
  cash: number;
  bonus: number;
  /** cash reserved by pending withdrawals */
  held: number;
  /** cash that can be spent or withdrawn now: cash - held */
  available: number;
  currency: string;
}

/** The largest amount one transfer may carry: well inside both databases' bigint and a JS safe integer. */
export const MAX_TRANSFER_CENTS = 1_000_000_000_000_00; // 1e14 cents

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_TRANSFER_CENTS) {
    throw new AppError('request.invalid', { message: 'The amount is not valid.' });
  }
}

/** A repeat of a transfer: the same accounts (by account, whichever shard the first one wrote), amount, kind, state. */
function sameAs(row: LedgerTransferRow, spec: TransferSpec, debitBase: string, creditBase: string): boolean {
  return (
    debitBase === spec.debit.code &&
    creditBase === spec.credit.code &&
    Number(row.amount) === spec.amount &&
    row.kind === spec.kind &&
    row.state === (spec.pending ? 'pending' : 'posted')
  );
}

/** A ledger bound to one open transaction: other modules move money and write their own rows in one commit. */
export interface LedgerBook {
  readonly tx: Tx;
  transfer(spec: TransferSpec): Promise<TransferResult>;
  /** Posts a pending transfer (all of it), once; the key makes a repeat harmless. */
  postPending(key: string, pendingKey: string): Promise<TransferResult>;
  /** Voids a pending transfer: the held amount is free again. */
  voidPending(key: string, pendingKey: string): Promise<TransferResult>;
  account(ref: AccountRef): Promise<LedgerAccountRow>;
  /**
   * A system account's posted balance, all its rows summed, inside the transaction; with `lock`, no other
   * transfer can change it before this transaction ends (a jackpot paying out its whole pool).
   */
  postedBalance(ref: AccountRef, options?: { lock?: boolean }): Promise<number>;
  /** Read inside the transaction: what a decision (bet from cash or bonus) must be based on. */
  balances(purse: Purse): Promise<PurseBalances>;
  findTransfer(key: string): Promise<LedgerTransferRow | undefined>;
}

export interface LedgerServiceDeps {
  database: DatabaseHandle;
  repository: LedgerRepository;
  now: () => number;
  /** told of each transfer written, once its transaction has committed (the metrics' transfers per second) */
  onCommitted?: (kind: string) => void;
}

function toBalances(cash: LedgerAccountRow | undefined, bonus: LedgerAccountRow | undefined, currency: string): PurseBalances {
  const c = cash ? Number(cash.credits_posted) - Number(cash.debits_posted) : 0;
  const held = cash ? Number(cash.debits_pending) : 0;
  const b = bonus ? Number(bonus.credits_posted) - Number(bonus.debits_posted) - Number(bonus.debits_pending) : 0;
  return { total: c + b, cash: c, bonus: b, held, available: c - held, currency };
}

/**
 * What a transfer needs of an account once it exists: its id and the attributes it was made with. Rows are
 * never deleted or re-keyed, so a process keeps them (known only once the transaction that met them has
 * committed: a row created by a transaction that rolled back is not kept).
 */
type KnownAccount = Pick<LedgerAccountRow, 'id' | 'currency' | 'demo' | 'kind'>;
export type AccountCache = Map<string, KnownAccount>;

/** A ledger bound to an open transaction (the caller commits it). */
export function createLedgerBook(
  tx: Tx,
  repo: LedgerRepository,
  now: () => number,
  onCommitted?: (kind: string) => void,
  known: AccountCache = new Map(),
): LedgerBook {
  const written = (kind: string) => {
    if (onCommitted) afterCommit(tx, () => onCommitted(kind));
  };

  function checked<T extends KnownAccount>(row: T, ref: AccountRef): T {
    if (row.currency !== ref.currency || (row.demo === 1) !== ref.demo || row.kind !== ref.kind) {
      throw new Error(`ledger account ${ref.code} exists with other attributes`);
    }
    return row;
  }

  /** The id of the account row a transfer writes: from what this process knows, else found or created. */
  async function accountId(ref: AccountRef): Promise<number> {
    const seen = known.get(ref.code);
    if (seen) return checked(seen, ref).id;
    const row = checked(await repo.ensureAccount(tx, ref, now()), ref);
    const kept: KnownAccount = { id: row.id, currency: row.currency, demo: row.demo, kind: row.kind };
    afterCommit(tx, () => known.set(ref.code, kept));
    return row.id;
  }

  /**
   * The row of each sharded account this transaction writes: chosen by the key of the first transfer that
   * meets the account, then kept for the rest of the transaction. A transaction of several transfers (a bet
   * and its win, a stake and its jackpot share) so holds one row per account, as before sharding, and two such
   * transactions cannot each hold a row the other waits for. A repeated key is recognised by account, not by
   * row, so a repeat in another transaction may write another row.
   */
  const rowsHeld = new Map<string, AccountRef>();
  function rowFor(ref: AccountRef, key: string): AccountRef {
    if ((ref.shards ?? 1) <= 1) return ref;
    let row = rowsHeld.get(ref.code);
    if (!row) rowsHeld.set(ref.code, (row = shardFor(ref, key)));
    return row;
  }

  const self: LedgerBook = {
    tx,
    async account(ref) {
      return checked(await repo.ensureAccount(tx, ref, now()), ref);
    },

    async findTransfer(key) {
      return repo.transferByKey(tx, key);
    },

    async postedBalance(ref, options) {
      return repo.postedBalanceTx(tx, ref.code, options?.lock === true);
    },

    async transfer(spec) {
      assertAmount(spec.amount);
      if (spec.debit.code === spec.credit.code) throw new Error('a transfer needs two accounts');
      if (spec.debit.currency !== spec.credit.currency) {
        throw new Error(`currency mismatch: ${spec.debit.code} ${spec.debit.currency} / ${spec.credit.currency}`);
      }
      // Demo money never meets real money, whatever a caller asks for.
      if (spec.debit.demo !== spec.credit.demo) throw new Error('a transfer cannot join demo and real money');
      // A busy system account: the row this transaction writes of it.
      const debitId = await accountId(rowFor(spec.debit, spec.key));
      const creditId = await accountId(rowFor(spec.credit, spec.key));
      const pending = spec.pending === true;
      const row: NewTransfer = {
        transfer_key: spec.key,
        merchant_code: spec.debit.merchantCode,
        debit_account_id: debitId,
        credit_account_id: creditId,
        amount: spec.amount,
        currency: spec.debit.currency,
        kind: spec.kind,
        state: pending ? 'pending' : 'posted',
        pending_id: null,
        member_id: spec.memberId ?? null,
        reference: spec.reference ?? null,
        memo: spec.memo ?? null,
        created_at: now(),
      };
      const debit = { accountId: debitId, totals: pending ? { debits_pending: spec.amount } : { debits_posted: spec.amount }, guardAvailable: spec.amount };
      const credit = { accountId: creditId, totals: pending ? { credits_pending: spec.amount } : { credits_posted: spec.amount }, guardAvailable: null };
      // Rows are locked in id order, so two transfers between the same accounts cannot deadlock.
      const [first, second] = creditId < debitId ? [credit, debit] : [debit, credit];
      let transfer: LedgerTransferRow | undefined;
      if (repo.movesInOneStatement(tx)) {
        // PostgreSQL: the row and both movements in one round trip
        const result = await repo.insertTransferAndMove(tx, row, first, second);
        if (result.outcome === 'refused') throw new AppError('wallet.insufficient.funds');
        transfer = result.outcome === 'written' ? result.transfer : undefined;
      } else {
        // The row first: its key's unique index says whether this is a repeat in the same round trip. A
        // refused debit below throws, and the caller's transaction rolls the row back with everything else.
        transfer = await repo.insertTransferIfNew(tx, row);
        if (transfer) {
          for (const step of [first, second]) {
            if (!(await repo.move(tx, step.accountId, step.totals, step.guardAvailable))) throw new AppError('wallet.insufficient.funds');
          }
        }
      }
      if (!transfer) {
        const existing = await repo.transferByKey(tx, spec.key);
        if (!existing) throw new AppError('request.id.conflict');
        const bases = await repo.baseCodes(tx, [existing.debit_account_id, existing.credit_account_id]);
        const [debitBase, creditBase] = [bases.get(existing.debit_account_id) ?? '', bases.get(existing.credit_account_id) ?? ''];
        if (!sameAs(existing, spec, debitBase, creditBase)) throw new AppError('request.id.conflict');
        return { transfer: existing, replayed: true };
      }
      written(spec.kind);
      return { transfer, replayed: false };
    },

    postPending: (key, pendingKey) => resolve(key, pendingKey, 'post_pending'),
    voidPending: (key, pendingKey) => resolve(key, pendingKey, 'void_pending'),

    async balances(purse) {
      // both accounts in one round trip; an account never used holds nothing
      const rows = await repo.accountsByCodes([accounts.cash(purse).code, accounts.bonus(purse).code], tx);
      return toBalances(
        rows.find((r) => r.kind === 'member_cash'),
        rows.find((r) => r.kind === 'member_bonus'),
        purse.currency,
      );
    },
  };

  async function resolve(key: string, pendingKey: string, state: 'post_pending' | 'void_pending'): Promise<TransferResult> {
    const pending = await repo.transferByKey(tx, pendingKey);
    if (!pending || pending.state !== 'pending') throw new AppError('request.not.found');
    const existing = await repo.transferByKey(tx, key);
    if (existing) {
      if (existing.pending_id !== pending.id || existing.state !== state) throw new AppError('request.id.conflict');
      return { transfer: existing, replayed: true };
    }
    if (await repo.resolutionOf(tx, pending.id)) throw new AppError('ledger.pending.resolved');
    const amount = Number(pending.amount);
    const post = state === 'post_pending';
    const steps: Array<() => Promise<boolean>> = [
      () =>
        repo.move(
          tx,
          pending.debit_account_id,
          post ? { debits_pending: -amount, debits_posted: amount } : { debits_pending: -amount },
          null,
        ),
      () =>
        repo.move(
          tx,
          pending.credit_account_id,
          post ? { credits_pending: -amount, credits_posted: amount } : { credits_pending: -amount },
          null,
        ),
    ];
    if (pending.credit_account_id < pending.debit_account_id) steps.reverse();
    for (const step of steps) await step();
    const transfer = await repo.insertTransfer(tx, {
      transfer_key: key,
      merchant_code: pending.merchant_code,
      debit_account_id: pending.debit_account_id,
      credit_account_id: pending.credit_account_id,
      amount,
      currency: pending.currency,
      kind: pending.kind,
      state,
      pending_id: pending.id,
      member_id: pending.member_id,
      reference: pending.reference,
      memo: null,
      created_at: now(),
    });
    written(pending.kind);
    return { transfer, replayed: false };
  }

  return self;
}

export function createLedgerService(deps: LedgerServiceDeps) {
  const { repository: repo, now } = deps;

  const known: AccountCache = new Map();
  const book = (tx: Tx): LedgerBook => createLedgerBook(tx, repo, now, deps.onCommitted, known);

  return {
    /** One money operation: everything `fn` does through the book commits together or not at all. */
    run<T>(fn: (book: LedgerBook) => Promise<T>): Promise<T> {
      return inTransaction(deps.database, (tx) => fn(book(tx)));
    },

    book,

    /** A single transfer in its own transaction. */
    transfer(spec: TransferSpec): Promise<TransferResult> {
      return inTransaction(deps.database, (tx) => book(tx).transfer(spec));
    },

    /** An account's posted balance (credits - debits), or undefined when it has never been used. */
    async accountBalance(ref: AccountRef): Promise<number | undefined> {
      return repo.postedBalance(deps.database.db, ref.code);
    },

    /** Balances outside a transaction (reads only; a member without accounts has zeros). */
    async balances(purse: Purse): Promise<PurseBalances> {
      const rows = await repo.accountsByCodes([accounts.cash(purse).code, accounts.bonus(purse).code]);
      return toBalances(
        rows.find((r) => r.kind === 'member_cash'),
        rows.find((r) => r.kind === 'member_bonus'),
        purse.currency,
      );
    },

    /** The ledger's own audit: sums zero, every account's totals equal its transfers, no member overdrawn. */
    async checkIntegrity(): Promise<{ ok: boolean; problems: string[]; accounts: number; transfers: number }> {
      const problems: string[] = [];
      const totals = await repo.totals();
      if (totals.posted !== 0) problems.push(`posted balances sum to ${totals.posted}, not 0`);
      if (totals.pending !== 0) problems.push(`pending balances sum to ${totals.pending}, not 0`);
      for (const a of await repo.accountsOutOfStep()) problems.push(`account ${a.code} totals differ from its transfers`);
      for (const a of await repo.overdrawnAccounts()) problems.push(`member account ${a.code} is overdrawn`);
      return { ok: problems.length === 0, problems, accounts: totals.accounts, transfers: await repo.transferCount() };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
