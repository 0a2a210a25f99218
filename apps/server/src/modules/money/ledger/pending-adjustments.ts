import type { Kysely } from 'kysely';
import type { MemberRepository } from '../../../core/accounts/repository.ts';
import type { Database, PendingAdjustmentRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { asUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError } from '../../../lib/app-error.ts';
import { accounts } from './accounts.ts';
import type { Purse } from './accounts.ts';
import type { LedgerService } from './service.ts';

export const AWAITING = 'awaiting_second_approval';

/**
 * Manual adjustments at or above the merchant's second-approval amount, waiting for a second operator.
 * `members`: the accounts (core/accounts), whose usernames the list shows.
 */
export function createPendingAdjustmentsRepository(db: Kysely<Database>, members: Pick<MemberRepository, 'usernames'>) {
  return {
    async byRequest(merchantCode: string, requestId: string): Promise<PendingAdjustmentRow | undefined> {
      return db.selectFrom('pending_adjustments').selectAll().where('merchant_code', '=', merchantCode).where('request_id', '=', requestId).executeTakeFirst();
    },

    async byId(id: number): Promise<PendingAdjustmentRow | undefined> {
      return db.selectFrom('pending_adjustments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The new row, or undefined when a row with this request id already exists. */
    async insert(row: Omit<PendingAdjustmentRow, 'id'>): Promise<PendingAdjustmentRow | undefined> {
      try {
        return await db.insertInto('pending_adjustments').values(row).returningAll().executeTakeFirstOrThrow();
      } catch (err) {
        if (asUniqueViolation(err, { request: 'pending_adjustments' })) return undefined;
        throw err;
      }
    },

    /** Newest first, with the member's account; `merchantCodes` limits to the merchants an operator sees. */
    async list(filter: { merchantCode?: string; merchantCodes?: readonly string[]; status?: string; beforeId?: number; limit: number }): Promise<Array<PendingAdjustmentRow & { account: string | null }>> {
      let q = db.selectFrom('pending_adjustments').selectAll();
      if (filter.merchantCode) q = q.where('merchant_code', '=', filter.merchantCode);
      if (filter.merchantCodes) q = q.where('merchant_code', 'in', filter.merchantCodes.length ? [...filter.merchantCodes] : ['']);
      if (filter.status) q = q.where('status', '=', filter.status);
      if (filter.beforeId) q = q.where('id', '<', filter.beforeId);
      const rows = await q.orderBy('id', 'desc').limit(filter.limit).execute();
      const usernames = await members.usernames(rows.map((r) => r.member_id));
      return rows.map((r) => ({ ...r, account: usernames.get(r.member_id) ?? null }));
    },

    /** Claims a waiting adjustment for posting (only one approver can); false when it was no longer waiting. */
    async claim(tx: Tx, id: number, by: string, at: number): Promise<boolean> {
      const r = await tx
        .updateTable('pending_adjustments')
        .set({ status: 'posted', approved_by: by, approved_at: at })
        .where('id', '=', id)
        .where('status', '=', AWAITING)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async setTransfer(tx: Tx, id: number, transferId: number): Promise<void> {
      await tx.updateTable('pending_adjustments').set({ transfer_id: transferId }).where('id', '=', id).execute();
    },
  };
}

export type PendingAdjustmentsRepository = ReturnType<typeof createPendingAdjustmentsRepository>;

/** The ledger transfer of an adjustment: the same key whether it was posted at once or after approval. */
export function adjustmentTransfer(purse: Purse, requestId: string, signedCents: number, memo: string) {
  const adjustments = accounts.adjustments(purse.merchantCode, purse.currency);
  const credit = signedCents > 0;
  return {
    key: `adjustment:${requestId}`,
    debit: credit ? adjustments : accounts.cash(purse),
    credit: credit ? accounts.cash(purse) : adjustments,
    amount: Math.abs(signedCents),
    kind: 'adjustment' as const,
    memberId: purse.memberId,
    memo,
  };
}

export function createPendingAdjustments(deps: { repository: PendingAdjustmentsRepository; ledger: LedgerService; now: () => number }) {
  const { repository: repo, ledger, now } = deps;
  return {
    async byId(id: number): Promise<PendingAdjustmentRow | undefined> {
      return repo.byId(id);
    },

    /** Files an adjustment for a second approval; the same request id answers the row filed first. */
    async request(input: { purse: Purse; signedCents: number; reason: string; requestId: string; requestedBy: string }): Promise<PendingAdjustmentRow> {
      const same = (r: PendingAdjustmentRow) =>
        r.member_id === input.purse.memberId && Number(r.amount_cents) === input.signedCents && r.reason === input.reason;
      const existing = await repo.byRequest(input.purse.merchantCode, input.requestId);
      if (existing) {
        if (!same(existing)) throw new AppError('request.id.conflict');
        return existing;
      }
      const row = await repo.insert({
        merchant_code: input.purse.merchantCode,
        member_id: input.purse.memberId,
        currency: input.purse.currency,
        amount_cents: input.signedCents,
        reason: input.reason,
        request_id: input.requestId,
        status: AWAITING,
        requested_by: input.requestedBy,
        approved_by: null,
        approved_at: null,
        transfer_id: null,
        created_at: now(),
      });
      if (row) return row;
      // filed by a concurrent request with the same id
      const raced = await repo.byRequest(input.purse.merchantCode, input.requestId);
      if (!raced || !same(raced)) throw new AppError('request.id.conflict');
      return raced;
    },

    /**
     * A different operator approves: the row is claimed and the transfer posted in one transaction, so of
     * two approvals at once exactly one posts (the other: 409 console.adjustment.approved).
     */
    async approve(id: number, approver: string, purseOf: (memberId: number) => Promise<Purse | undefined>): Promise<PendingAdjustmentRow> {
      const row = await repo.byId(id);
      if (!row) throw new AppError('console.adjustment.not_found');
      if (row.status !== AWAITING) throw new AppError('console.adjustment.approved');
      if (row.requested_by === approver) throw new AppError('console.approval.same_operator');
      const purse = await purseOf(row.member_id);
      if (!purse) throw new AppError('member.not.found');
      await ledger.run(async (book) => {
        if (!(await repo.claim(book.tx, id, approver, now()))) throw new AppError('console.adjustment.approved');
        const result = await book.transfer(adjustmentTransfer(purse, row.request_id, Number(row.amount_cents), row.reason));
        await repo.setTransfer(book.tx, id, result.transfer.id);
      });
      return (await repo.byId(id))!;
    },

    list: repo.list,
    byRequest: repo.byRequest,
  };
}

export type PendingAdjustments = ReturnType<typeof createPendingAdjustments>;
