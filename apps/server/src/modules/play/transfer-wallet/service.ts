import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { asUniqueViolation } from '../../../db/unique-violation.ts';
import type { TransferMove, TransferOutcome, TransferVendor } from '../../../integrations/game-vendors/transfer/adapter.ts';
import { AppError } from '../../../lib/app-error.ts';
import { accounts } from '../../money/ledger/index.ts';
import type { LedgerService, Purse } from '../../money/ledger/index.ts';
import type { TransferWalletRepository } from './repository.ts';

export type Direction = 'to_vendor' | 'from_vendor';

export interface TransferWalletDeps {
  ledger: LedgerService;
  repository: TransferWalletRepository;
  /** the transfer-wallet vendors by their code */
  vendors: ReadonlyMap<string, TransferVendor>;
  now: () => number;
  log: FastifyBaseLogger;
  /** a session whose player has not played (or launched) for this long has its money brought back */
  idleMs: number;
  /** how long a move whose answer was lost waits before the sweep asks the vendor again */
  resolveAfterMs?: number;
  /** how long a launch waits for another move of the same member to finish */
  busyWaitMs?: number;
}

const ONE_PENDING = { pending: 'one_pending', pendingSqlite: 'transfer_wallet_moves.member_id' } as const;

class Busy extends Error {}

/**
 * Transfer wallets: at launch, the member's playable cash (cash not held; bonus money stays here) moves to
 * the vendor's own wallet, and it comes back when the member returns to the lobby, opens another game, or
 * after a while without play (the sweep). Each move is a ledger transfer between the member's cash and the
 * vendor's account, made in two steps around the vendor's call: a move to the vendor holds the cash first
 * (pending) and posts the hold when the vendor says done, or voids it when it refuses; a move back is
 * credited only once the vendor says done. A move whose answer was lost stays pending until the vendor's
 * status query (or a repeat of the same transfer id, which the vendor applies once) says what happened:
 * never doubled, never lost. One move of a member at a time (a unique index), so concurrent launches queue.
 */
export function createTransferWalletService(deps: TransferWalletDeps) {
  const { ledger, repository: repo, vendors, now, log } = deps;
  const busyWaitMs = deps.busyWaitMs ?? 3_000;

  const vendorAccount = (purse: Purse, vendor: string) => accounts.vendor(purse.merchantCode, purse.currency, vendor, purse.demo);
  const user = (purse: Purse) => String(purse.memberId);

  function vendorOf(code: string): TransferVendor {
    const vendor = vendors.get(code);
    if (!vendor) throw new Error(`transfer-wallet vendor ${code} is not configured`);
    return vendor;
  }

  /** Records a pending move (and, to the vendor, holds the cash) in one transaction; Busy if another is under way. */
  async function begin(purse: Purse, vendor: string, direction: Direction, amount: (available: number) => number): Promise<TransferMove | null> {
    const transferId = `tw${purse.memberId}-${now().toString(36)}-${randomBytes(5).toString('hex')}`;
    try {
      return await ledger.run(async (book) => {
        let cents: number;
        if (direction === 'to_vendor') {
          cents = amount((await book.balances(purse)).available);
        } else {
          cents = amount(0);
        }
        if (cents <= 0) return null;
        await repo.insertMove(book.tx, {
          transfer_id: transferId,
          member_id: purse.memberId,
          merchant_code: purse.merchantCode,
          currency: purse.currency,
          demo: purse.demo ? 1 : 0,
          vendor,
          direction,
          amount_cents: cents,
          status: 'pending',
          created_at: now(),
          updated_at: now(),
        });
        if (direction === 'to_vendor') {
          await book.transfer({
            key: `tw:${transferId}:hold`,
            debit: accounts.cash(purse),
            credit: vendorAccount(purse, vendor),
            amount: cents,
            kind: 'relay',
            memberId: purse.memberId,
            reference: vendor,
            memo: `to game wallet ${vendor}`,
            pending: true,
          });
        }
        return { transferId, user: user(purse), currency: purse.currency, amountCents: cents };
      });
    } catch (err) {
      if (asUniqueViolation(err, ONE_PENDING)) throw new Busy();
      if (err instanceof AppError && err.errorCode === 'wallet.insufficient.funds') throw new Busy();
      throw err;
    }
  }

  /** Applies the vendor's answer to a pending move, once (a second settle of the same move does nothing). */
  async function settle(purse: Purse, vendor: string, direction: Direction, move: TransferMove, done: boolean): Promise<void> {
    await ledger.run(async (book) => {
      if (!(await repo.settleMove(book.tx, move.transferId, done ? 'done' : 'failed', now()))) return;
      const key = `tw:${move.transferId}`;
      if (direction === 'to_vendor') {
        if (done) {
          await book.postPending(key, `${key}:hold`);
          await repo.openSession(book.tx, { memberId: purse.memberId, vendor, merchantCode: purse.merchantCode, currency: purse.currency, demo: purse.demo ? 1 : 0, moved: move.amountCents, at: now() });
        } else {
          await book.voidPending(`${key}:void`, `${key}:hold`);
        }
        return;
      }
      if (!done) return;
      await book.transfer({
        key,
        debit: vendorAccount(purse, vendor),
        credit: accounts.cash(purse),
        amount: move.amountCents,
        kind: 'relay',
        memberId: purse.memberId,
        reference: vendor,
        memo: `from game wallet ${vendor}`,
      });
      await repo.closeSession(book.tx, purse.memberId, vendor, now());
    });
  }

  /**
   * What became of a move: the vendor's answer, or (lost) its status query, or a repeat of the same transfer
   * id (which the vendor applies at most once). Settled when known; left pending (true: unknown) otherwise.
   */
  async function resolve(purse: Purse, vendor: TransferVendor, direction: Direction, move: TransferMove, first?: () => Promise<TransferOutcome>): Promise<'done' | 'failed' | 'unknown'> {
    const again = () => (direction === 'to_vendor' ? vendor.deposit(move) : vendor.withdraw(move));
    const attempt = async (call: () => Promise<TransferOutcome>): Promise<'done' | 'failed' | 'unknown'> => {
      try {
        const outcome = await call();
        return outcome.ok ? 'done' : 'failed';
      } catch (err) {
        log.warn({ vendor: vendor.code, transferId: move.transferId, direction, err: (err as Error).name }, 'transfer wallet: no answer from the vendor');
        return 'unknown';
      }
    };
    let state = await attempt(first ?? again);
    if (state === 'unknown') {
      try {
        const status = await vendor.status(move.transferId);
        state = status.state === 'unknown' ? await attempt(again) : status.state;
      } catch {
        state = 'unknown';
      }
    }
    if (state !== 'unknown') await settle(purse, vendor.code, direction, move, state === 'done');
    return state;
  }

  /** Runs a move, waiting for the member's move under way (if any) to finish first. */
  async function queued<T>(purse: Purse, run: () => Promise<T>): Promise<T> {
    const until = now() + busyWaitMs;
    for (;;) {
      try {
        return await run();
      } catch (err) {
        if (!(err instanceof Busy)) throw err;
        if (now() >= until) {
          // a move left pending (its answer lost): ask the vendor now rather than keep the member waiting
          await resolvePendingOf(purse.memberId);
          throw new AppError('game.transfer.pending');
        }
        await new Promise((r) => setTimeout(r, 25 + Math.floor(Math.random() * 50)));
      }
    }
  }

  async function resolvePendingOf(memberId: number): Promise<void> {
    const move = await repo.pendingOf(memberId);
    if (move) await resolveRow(move);
  }

  async function resolveRow(row: Awaited<ReturnType<TransferWalletRepository['pendingOf']>> & object): Promise<string> {
    const purse: Purse = { memberId: row.member_id, merchantCode: row.merchant_code, currency: row.currency, demo: row.demo === 1 };
    const vendor = vendors.get(row.vendor);
    if (!vendor) return 'unknown';
    return resolve(purse, vendor, row.direction as Direction, { transferId: row.transfer_id, user: user(purse), currency: row.currency, amountCents: Number(row.amount_cents) });
  }

  /** Brings the member's money back from one vendor: all of their balance there. */
  async function leave(purse: Purse, code: string): Promise<void> {
    const vendor = vendorOf(code);
    await queued(purse, async () => {
      const { balanceCents } = await vendor.balance({ user: user(purse), currency: purse.currency });
      const move = await begin(purse, code, 'from_vendor', () => balanceCents);
      if (!move) {
        await ledger.run((book) => repo.closeSession(book.tx, purse.memberId, code, now()));
        return;
      }
      const state = await resolve(purse, vendor, 'from_vendor', move, () => vendor.withdraw(move));
      if (state === 'unknown') throw new AppError('game.transfer.pending');
    });
  }

  async function returnAll(purse: Purse, except?: string): Promise<void> {
    for (const s of await repo.openSessions(purse.memberId)) {
      if (s.vendor === except || s.currency !== purse.currency || (s.demo === 1) !== purse.demo) continue;
      await leave(purse, s.vendor);
    }
  }

  return {
    returnAll,
    leave,

    /**
     * The member opens a game of a transfer-wallet vendor: money at other transfer vendors comes back, then
     * the playable cash goes to this one (a refusal by the vendor leaves it here), and the game's URL is made.
     */
    async enter(purse: Purse, code: string, launch: (vendor: TransferVendor) => Promise<{ url: string }>): Promise<{ url: string }> {
      const vendor = vendorOf(code);
      await returnAll(purse, code);
      await queued(purse, async () => {
        const move = await begin(purse, code, 'to_vendor', (available) => available);
        if (!move) {
          // nothing to move (or it is all there already): the session is (re)opened for the launch's time
          await ledger.run((book) => repo.openSession(book.tx, { memberId: purse.memberId, vendor: code, merchantCode: purse.merchantCode, currency: purse.currency, demo: purse.demo ? 1 : 0, moved: 0, at: now() }));
          return;
        }
        const state = await resolve(purse, vendor, 'to_vendor', move, () => vendor.deposit(move));
        if (state === 'unknown') throw new AppError('game.transfer.pending');
        if (state === 'failed') {
          log.warn({ vendor: code, transferId: move.transferId }, 'transfer wallet: the vendor refused a deposit; the cash stays here');
          throw new AppError('game.provider.unavailable');
        }
      });
      return launch(vendor);
    },

    /** What the member has at transfer vendors: per vendor, what was moved there and since when. */
    async inGame(memberId: number): Promise<Array<{ vendor: string; currency: string; movedCents: number; since: number }>> {
      const pending = await repo.pendingOf(memberId);
      const sessions = await repo.openSessions(memberId);
      return sessions
        .filter((s) => Number(s.moved_cents) > 0 || pending?.vendor === s.vendor)
        .map((s) => ({ vendor: s.vendor, currency: s.currency, movedCents: Number(s.moved_cents), since: Number(s.opened_at) }));
    },

    /**
     * The sweep (a job): moves whose answer was lost are asked about again; the money of sessions without
     * play for the idle time comes back. Answers how many of each it settled.
     */
    async sweep(limit = 100): Promise<{ resolved: number; returned: number }> {
      let resolved = 0;
      for (const row of await repo.pendingBefore(now() - (deps.resolveAfterMs ?? 30_000), limit)) {
        if ((await resolveRow(row)) !== 'unknown') resolved++;
      }
      let returned = 0;
      for (const s of await repo.openSessionsBefore(now() - deps.idleMs, limit)) {
        const vendor = vendors.get(s.vendor);
        if (!vendor) continue;
        const purse: Purse = { memberId: s.member_id, merchantCode: s.merchant_code, currency: s.currency, demo: s.demo === 1 };
        try {
          const { lastActiveAt } = await vendor.balance({ user: user(purse), currency: purse.currency });
          if (lastActiveAt !== undefined && lastActiveAt > now() - deps.idleMs) continue;
          await leave(purse, s.vendor);
          returned++;
        } catch (err) {
          log.warn({ vendor: s.vendor, memberId: s.member_id, err: (err as Error).message }, 'transfer wallet: sweep could not bring money back');
        }
      }
      return { resolved, returned };
    },
  };
}

export type TransferWalletService = ReturnType<typeof createTransferWalletService>;
