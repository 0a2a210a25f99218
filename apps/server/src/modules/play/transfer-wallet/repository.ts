import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { TransferWalletMoveRow, TransferWalletSessionRow } from '../../../db/tables/transfer-wallet.ts';

type Db = Kysely<Database>;

/** The transfer wallet's rows (moves and sessions); every write takes the caller's transaction. */
export function createTransferWalletRepository(db: Db) {
  return {
    db,
    async insertMove(tx: Db, row: Omit<TransferWalletMoveRow, 'id'>): Promise<void> {
      await tx.insertInto('transfer_wallet_moves').values(row).execute();
    },
    /** settles a pending move; false when it was not pending any more (another process settled it) */
    async settleMove(tx: Db, transferId: string, status: 'done' | 'failed', at: number): Promise<boolean> {
      const res = await tx.updateTable('transfer_wallet_moves').set({ status, updated_at: at }).where('transfer_id', '=', transferId).where('status', '=', 'pending').executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    move: (tx: Db, transferId: string) => tx.selectFrom('transfer_wallet_moves').selectAll().where('transfer_id', '=', transferId).executeTakeFirst(),
    pendingOf: (memberId: number) => db.selectFrom('transfer_wallet_moves').selectAll().where('member_id', '=', memberId).where('status', '=', 'pending').executeTakeFirst(),
    pendingBefore: (before: number, limit: number) =>
      db.selectFrom('transfer_wallet_moves').selectAll().where('status', '=', 'pending').where('updated_at', '<', before).orderBy('id').limit(limit).execute(),
    openSessions: (memberId: number): Promise<TransferWalletSessionRow[]> =>
      db.selectFrom('transfer_wallet_sessions').selectAll().where('member_id', '=', memberId).where('status', '=', 'open').orderBy('id').execute(),
    openSessionsBefore: (before: number, limit: number): Promise<TransferWalletSessionRow[]> =>
      db.selectFrom('transfer_wallet_sessions').selectAll().where('status', '=', 'open').where('last_launch_at', '<', before).orderBy('id').limit(limit).execute(),
    /** the member's session at the vendor opened (or reopened) now; `moved` is added to what is in game */
    async openSession(tx: Db, s: { memberId: number; vendor: string; merchantCode: string; currency: string; demo: number; moved: number; at: number }): Promise<void> {
      // concurrent launches may both open it: the row is made once (closed), then opened below
      await tx
        .insertInto('transfer_wallet_sessions')
        .values({ member_id: s.memberId, vendor: s.vendor, merchant_code: s.merchantCode, currency: s.currency, demo: s.demo, status: 'closed', moved_cents: 0, opened_at: s.at, last_launch_at: s.at, closed_at: s.at })
        .onConflict((oc) => oc.columns(['member_id', 'vendor']).doNothing())
        .execute();
      const found = await tx.selectFrom('transfer_wallet_sessions').selectAll().where('member_id', '=', s.memberId).where('vendor', '=', s.vendor).executeTakeFirstOrThrow();
      const reopened = found.status !== 'open';
      await tx
        .updateTable('transfer_wallet_sessions')
        .set({
          status: 'open',
          moved_cents: (reopened ? 0 : Number(found.moved_cents)) + s.moved,
          opened_at: reopened ? s.at : Number(found.opened_at),
          last_launch_at: s.at,
          closed_at: null,
        })
        .where('id', '=', found.id)
        .execute();
    },
    async closeSession(tx: Db, memberId: number, vendor: string, at: number): Promise<void> {
      await tx.updateTable('transfer_wallet_sessions').set({ status: 'closed', moved_cents: 0, closed_at: at }).where('member_id', '=', memberId).where('vendor', '=', vendor).execute();
    },
  };
}

export type TransferWalletRepository = ReturnType<typeof createTransferWalletRepository>;
