import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, DepositOrderRow, PaymentChannelRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

export type NewDepositOrder = Omit<DepositOrderRow, 'id'>;

export interface OrderFilter {
  memberId?: number;
  merchantCode?: string;
  status?: string;
  from?: number;
  to?: number;
  orderNo?: string;
  beforeId?: number;
  limit: number;
}

/** SQL of payment channels, deposit orders and provider events. */
export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    async channels(merchantCode: string, direction: 'deposit' | 'withdraw', includeDisabled = false): Promise<PaymentChannelRow[]> {
      let q = db
        .selectFrom('payment_channels')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('direction', '=', direction);
      if (!includeDisabled) q = q.where('enabled', '=', 1);
      return q.orderBy('sort').orderBy('id').execute();
    },

    async channel(id: number): Promise<PaymentChannelRow | undefined> {
      return db.selectFrom('payment_channels').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** How many deposit orders each merchant has in each status (the metrics' gauge; an index covers it). */
    async countByStatus(): Promise<Array<{ merchant: string; status: string; count: number }>> {
      const rows = await db
        .selectFrom('deposit_orders')
        .select(['merchant_code', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy(['merchant_code', 'status'])
        .execute();
      return rows.map((r) => ({ merchant: r.merchant_code, status: r.status, count: Number(r.n) }));
    },

    async orderByRequestKey(memberId: number, requestKey: string): Promise<DepositOrderRow | undefined> {
      return db
        .selectFrom('deposit_orders')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('request_key', '=', requestKey)
        .executeTakeFirst();
    },

    async insertOrder(row: NewDepositOrder, tx?: Tx): Promise<DepositOrderRow> {
      return (tx ?? db).insertInto('deposit_orders').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async order(orderNo: string, tx?: Tx): Promise<DepositOrderRow | undefined> {
      return (tx ?? db).selectFrom('deposit_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    },

    async orderByProviderRef(provider: string, ref: string): Promise<DepositOrderRow | undefined> {
      return db
        .selectFrom('deposit_orders')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_ref', '=', ref)
        .executeTakeFirst();
    },

    async setCheckout(id: number, ref: string, url: string, at: number): Promise<void> {
      await db
        .updateTable('deposit_orders')
        .set({ provider_ref: ref, checkout_url: url, status: 'pending', updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'created')
        .execute();
    },

    /**
     * Moves an order from one of `from` to `to`; false when it was not in one of them (someone else got
     * there first: a second webhook, the sweeper).
     */
    async transition(
      id: number,
      from: string[],
      to: string,
      set: Partial<Pick<DepositOrderRow, 'failure_reason' | 'paid_at' | 'bonus_cents'>>,
      at: number,
      tx?: Tx,
    ): Promise<boolean> {
      const result = await (tx ?? db)
        .updateTable('deposit_orders')
        .set({ status: to, updated_at: at, ...set })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The first-deposit bonus a credited order brought (written in the crediting transaction). */
    async setBonus(id: number, bonusCents: number, tx: Tx): Promise<void> {
      await tx.updateTable('deposit_orders').set({ bonus_cents: bonusCents }).where('id', '=', id).execute();
    },

    /** Records a provider event once; false when it had been seen (a redelivery or a replay). */
    async recordEvent(tx: Tx, row: { provider: string; event_id: string; type: string; order_no: string | null; outcome: string; received_at: number }): Promise<boolean> {
      const seen = await tx
        .selectFrom('payment_events')
        .select('id')
        .where('provider', '=', row.provider)
        .where('event_id', '=', row.event_id)
        .executeTakeFirst();
      if (seen) return false;
      await tx.insertInto('payment_events').values(row).execute();
      return true;
    },

    async orders(filter: OrderFilter): Promise<DepositOrderRow[]> {
      let q = db.selectFrom('deposit_orders').selectAll();
      if (filter.memberId !== undefined) q = q.where('member_id', '=', filter.memberId);
      if (filter.merchantCode) q = q.where('merchant_code', '=', filter.merchantCode);
      if (filter.status) q = q.where('status', '=', filter.status);
      if (filter.orderNo) q = q.where('order_no', '=', filter.orderNo);
      if (filter.from !== undefined) q = q.where('created_at', '>=', filter.from);
      if (filter.to !== undefined) q = q.where('created_at', '<', filter.to);
      if (filter.beforeId) q = q.where('id', '<', filter.beforeId);
      return q.orderBy('id', 'desc').limit(filter.limit).execute();
    },

    async overdue(now: number, limit: number): Promise<DepositOrderRow[]> {
      return db
        .selectFrom('deposit_orders')
        .selectAll()
        .where('status', 'in', ['created', 'pending'])
        .where('expires_at', '<', now)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** What the member's opened, unpaid and unexpired deposits would pay in (a deposit limit counts them). */
    async pendingCents(memberId: number, now: number, on: Kysely<Database> = db): Promise<number> {
      const row = await on
        .selectFrom('deposit_orders')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
        .where('member_id', '=', memberId)
        .where('status', 'in', ['created', 'pending'])
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(row?.cents ?? 0);
    },

    async paidCount(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('deposit_orders')
        .select(sql<number>`count(*)`.as('n'))
        .where('member_id', '=', memberId)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
