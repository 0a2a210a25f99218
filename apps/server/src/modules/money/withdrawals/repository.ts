import { asUniqueViolation } from '../../../db/unique-violation.ts';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, PayoutAccountRow, WithdrawalOrderRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

export type NewWithdrawal = Omit<WithdrawalOrderRow, 'id'>;

/**
 * The operators' queue: open (every pending order), first (pending, waiting for a first approval), second
 * (approved once at or above the second-approval amount, waiting for another operator), or an order status.
 */
export interface QueueFilter {
  merchantCode: string;
  view: 'open' | 'first' | 'second' | 'status' | 'all';
  status?: string;
  memberId?: number;
  /** the merchant's second-approval amount, in cents */
  secondApprovalCents: number;
  beforeId?: number;
  limit: number;
}


export interface WithdrawalFilter {
  memberId?: number;
  merchantCode?: string;
  status?: string;
  from?: number;
  to?: number;
  beforeId?: number;
  limit: number;
}

/** SQL of payout accounts and withdrawal orders. */
export function createWithdrawalsRepository(db: Kysely<Database>) {
  /** What the member's live orders since then amount to (rejected and failed ones never left). */
  async function sumSince(tx: Kysely<Database> | Tx, memberId: number, since: number): Promise<number> {
    const row = await tx
      .selectFrom('withdrawal_orders')
      .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('n'))
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .where('status', 'not in', ['rejected', 'failed'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    async accounts(memberId: number, tx?: Tx): Promise<PayoutAccountRow[]> {
      return (tx ?? db)
        .selectFrom('payout_accounts')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('removed_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    async account(id: number): Promise<PayoutAccountRow | undefined> {
      return db.selectFrom('payout_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The members of a merchant who hold (or held) this payout account. */
    async holdersOf(merchantCode: string, bankCode: string, accountNo: string): Promise<number[]> {
      const rows = await db
        .selectFrom('payout_accounts')
        .select('member_id')
        .distinct()
        .where('merchant_code', '=', merchantCode)
        .where('bank_code', '=', bankCode)
        .where('account_no', '=', accountNo)
        .execute();
      return rows.map((r) => r.member_id);
    },

    async insertAccount(row: Omit<PayoutAccountRow, 'id' | 'removed_at'>, tx?: Tx): Promise<PayoutAccountRow> {
      return (tx ?? db).insertInto('payout_accounts').values({ ...row, removed_at: null }).returningAll().executeTakeFirstOrThrow();
    },

    async removeAccount(memberId: number, id: number, at: number): Promise<boolean> {
      const result = await db
        .updateTable('payout_accounts')
        .set({ removed_at: at })
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** How many withdrawal orders each merchant has in each status (the metrics' gauge; an index covers it). */
    async countByStatus(): Promise<Array<{ merchant: string; status: string; count: number }>> {
      const rows = await db
        .selectFrom('withdrawal_orders')
        .select(['merchant_code', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy(['merchant_code', 'status'])
        .execute();
      return rows.map((r) => ({ merchant: r.merchant_code, status: r.status, count: Number(r.n) }));
    },

    async byRequestKey(memberId: number, requestKey: string): Promise<WithdrawalOrderRow | undefined> {
      return db
        .selectFrom('withdrawal_orders')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('request_key', '=', requestKey)
        .executeTakeFirst();
    },

    async insert(tx: Tx, row: NewWithdrawal): Promise<WithdrawalOrderRow> {
      return tx.insertInto('withdrawal_orders').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async order(orderNo: string, tx?: Tx): Promise<WithdrawalOrderRow | undefined> {
      return (tx ?? db).selectFrom('withdrawal_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    },

    /** Withdrawals of a member on a channel since a time, not counting rejected or failed ones. */
    async countSince(tx: Tx, memberId: number, channelId: number, since: number): Promise<number> {
      const row = await tx
        .selectFrom('withdrawal_orders')
        .select(sql<number>`count(*)`.as('n'))
        .where('member_id', '=', memberId)
        .where('channel_id', '=', channelId)
        .where('created_at', '>=', since)
        .where('status', 'not in', ['rejected', 'failed'])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** What the member's live orders since then amount to (in the hold's transaction, or on its own). */
    sumSince,

    withdrawnSince: (memberId: number, since: number) => sumSince(db, memberId, since),

    /** The member's pending orders held for this reason. */
    async held(memberId: number, reason: string): Promise<WithdrawalOrderRow[]> {
      return db.selectFrom('withdrawal_orders').selectAll().where('member_id', '=', memberId).where('status', '=', 'pending').where('held_for', '=', reason).execute();
    },

    /**
     * Lifts the hold of these orders (still pending, still held for this reason), or turns it into another
     * (`to`: a verified member still under review); how many changed.
     */
    async release(ids: number[], reason: string, to: string | null = null): Promise<number> {
      if (!ids.length) return 0;
      const result = await db.updateTable('withdrawal_orders').set({ held_for: to }).where('id', 'in', ids).where('status', '=', 'pending').where('held_for', '=', reason).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Holds the member's pending orders that are not held yet (a player put under review); how many. */
    async holdPending(memberId: number, reason: string): Promise<number> {
      const result = await db.updateTable('withdrawal_orders').set({ held_for: reason }).where('member_id', '=', memberId).where('status', '=', 'pending').where('held_for', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The member's orders requested since then (any status), newest first. */
    async requestedSince(memberId: number, since: number): Promise<WithdrawalOrderRow[]> {
      return db.selectFrom('withdrawal_orders').selectAll().where('member_id', '=', memberId).where('created_at', '>=', since).orderBy('id', 'desc').limit(50).execute();
    },

    /** Other members of the merchant with a payout account of the same institution and number (removed ones too). */
    async sharedPayoutAccounts(memberId: number, merchantCode: string): Promise<Array<{ memberId: number; bankCode: string; accountNo: string; at: number; removed: boolean }>> {
      const mine = await db.selectFrom('payout_accounts').select(['bank_code', 'account_no']).where('member_id', '=', memberId).where('merchant_code', '=', merchantCode).execute();
      if (!mine.length) return [];
      const rows = await db
        .selectFrom('payout_accounts')
        .select(['member_id', 'bank_code', 'account_no', 'created_at', 'removed_at'])
        .where('merchant_code', '=', merchantCode)
        .where('member_id', '!=', memberId)
        .where('account_no', 'in', [...new Set(mine.map((m) => m.account_no))])
        .limit(200)
        .execute();
      const keys = new Set(mine.map((m) => `${m.bank_code}:${m.account_no}`));
      return rows
        .filter((r) => keys.has(`${r.bank_code}:${r.account_no}`))
        .map((r) => ({ memberId: Number(r.member_id), bankCode: r.bank_code, accountNo: r.account_no, at: Number(r.created_at), removed: r.removed_at !== null }));
    },

    async transition(
      id: number,
      from: string[],
      to: string,
      set: Partial<Pick<WithdrawalOrderRow, 'reviewed_by' | 'review_reason' | 'reviewed_at' | 'provider_ref' | 'failure_reason' | 'paid_at'>>,
      at: number,
      tx?: Tx,
    ): Promise<boolean> {
      const result = await (tx ?? db)
        .updateTable('withdrawal_orders')
        .set({ status: to, updated_at: at, ...set })
        .where('id', '=', id)
        .where('status', 'in', from)
        // a held order is never paid out, even when the hold came between the reviewer's read and this
        .$if(to === 'paying', (q) => q.where('held_for', 'is', null))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async orders(filter: WithdrawalFilter): Promise<WithdrawalOrderRow[]> {
      let q = db.selectFrom('withdrawal_orders').selectAll();
      if (filter.memberId !== undefined) q = q.where('member_id', '=', filter.memberId);
      if (filter.merchantCode) q = q.where('merchant_code', '=', filter.merchantCode);
      if (filter.status) q = q.where('status', '=', filter.status);
      if (filter.from !== undefined) q = q.where('created_at', '>=', filter.from);
      if (filter.to !== undefined) q = q.where('created_at', '<', filter.to);
      if (filter.beforeId) q = q.where('id', '<', filter.beforeId);
      return q.orderBy('id', 'desc').limit(filter.limit).execute();
    },

    /** The operators' queue (see QueueFilter), newest first. */
    async queue(filter: QueueFilter): Promise<WithdrawalOrderRow[]> {
      let q = db.selectFrom('withdrawal_orders as w').selectAll('w').where('w.merchant_code', '=', filter.merchantCode);
      const approved = sql<boolean>`exists (select 1 from withdrawal_approvals a where a.order_id = w.id)`;
      const awaiting = sql<boolean>`(w.amount_cents >= ${filter.secondApprovalCents} and ${approved})`;
      if (filter.view === 'open') q = q.where('w.status', '=', 'pending');
      if (filter.view === 'first') q = q.where('w.status', '=', 'pending').where(sql<boolean>`not ${awaiting}`);
      if (filter.view === 'second') q = q.where('w.status', '=', 'pending').where(awaiting);
      if (filter.view === 'status' && filter.status) q = q.where('w.status', '=', filter.status);
      if (filter.memberId !== undefined) q = q.where('w.member_id', '=', filter.memberId);
      if (filter.beforeId) q = q.where('w.id', '<', filter.beforeId);
      return q.orderBy('w.id', 'desc').limit(filter.limit).execute();
    },

    /** Records an operator's approval; false when this operator had already approved the order. */
    async addApproval(orderId: number, by: string, at: number): Promise<boolean> {
      try {
        await db.insertInto('withdrawal_approvals').values({ order_id: orderId, approved_by: by, approved_at: at }).execute();
        return true;
      } catch (err) {
        if (asUniqueViolation(err, { approval: 'withdrawal_approvals' })) return false;
        throw err;
      }
    },

    /** The approvals of these orders, oldest first. */
    async approvals(orderIds: number[]): Promise<Map<number, Array<{ by: string; at: number }>>> {
      const out = new Map<number, Array<{ by: string; at: number }>>();
      if (!orderIds.length) return out;
      const rows = await db
        .selectFrom('withdrawal_approvals')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('approved_at')
        .orderBy('approved_by')
        .execute();
      for (const r of rows) {
        const list = out.get(r.order_id) ?? [];
        list.push({ by: r.approved_by, at: Number(r.approved_at) });
        out.set(r.order_id, list);
      }
      return out;
    },
  };
}

export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
