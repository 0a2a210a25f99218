import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, LedgerAccountRow, LedgerTransferRow } from '../../../db/schema.ts';
import { onSqlite } from '../../../db/transaction.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { AccountRef } from './accounts.ts';
import type { Movements } from './day-figures.ts';

function isOverdraftViolation(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (e.code === '23514') return e.constraint === 'ledger_accounts_no_overdraft';
  return e.code === 'SQLITE_CONSTRAINT_CHECK' && String(e.message).includes('ledger_accounts_no_overdraft');
}

export type NewTransfer = Omit<LedgerTransferRow, 'id'>;

export interface MemberTransferRow extends LedgerTransferRow {
  debit_kind: string;
  debit_member: number | null;
  credit_kind: string;
  credit_member: number | null;
  /** post_pending or void_pending: what became of a hold; null otherwise */
  resolution: string | null;
}

export interface StatementRow {
  id: number;
  kind: string;
  amount: number;
  state: string;
  reference: string | null;
  created_at: number;
  credit_member: number | null;
  credit_kind: string;
  debit_member: number | null;
  debit_kind: string;
  resolution: string | null;
}

/** Which of an account's four totals a movement changes, and by how much. */
type Totals = Partial<Record<'debits_posted' | 'credits_posted' | 'debits_pending' | 'credits_pending', number>>;

/**
 * SQL of the ledger. Writes take the transaction they belong to; the money never moves in two steps (read,
 * then write): the UPDATE itself checks the balance it changes and holds the row until commit.
 */
export function createLedgerRepository(db: Kysely<Database>) {
  return {
    /** inside a transaction or not: a read */
    async transferByKey(tx: Kysely<Database>, key: string): Promise<LedgerTransferRow | undefined> {
      return tx.selectFrom('ledger_transfers').selectAll().where('transfer_key', '=', key).executeTakeFirst();
    },

    async transferById(tx: Tx, id: number): Promise<LedgerTransferRow | undefined> {
      return tx.selectFrom('ledger_transfers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async resolutionOf(tx: Tx, pendingId: number): Promise<LedgerTransferRow | undefined> {
      return tx.selectFrom('ledger_transfers').selectAll().where('pending_id', '=', pendingId).executeTakeFirst();
    },

    /** The account, created on first use; an existing one must agree with the reference. */
    async ensureAccount(tx: Tx, ref: AccountRef, now: number): Promise<LedgerAccountRow> {
      const existing = await tx.selectFrom('ledger_accounts').selectAll().where('code', '=', ref.code).executeTakeFirst();
      if (existing) return existing;
      await tx
        .insertInto('ledger_accounts')
        .values({
          code: ref.code,
          base_code: ref.baseCode ?? ref.code,
          merchant_code: ref.merchantCode,
          kind: ref.kind,
          member_id: ref.memberId,
          currency: ref.currency,
          demo: ref.demo ? 1 : 0,
          no_overdraft: ref.noOverdraft ? 1 : 0,
          created_at: now,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      return tx.selectFrom('ledger_accounts').selectAll().where('code', '=', ref.code).executeTakeFirstOrThrow();
    },

    /**
     * Adds to an account's totals. With `guardAvailable`, the row is changed only if the available balance
     * (credits posted - debits posted - debits pending) stays >= 0 for a no-overdraft account; false when it
     * would not (nothing changed).
     */
    async move(tx: Tx, accountId: number, totals: Totals, guardAvailable: number | null): Promise<boolean> {
      let q = tx
        .updateTable('ledger_accounts')
        .set((eb) => {
          const set: Record<string, unknown> = {};
          for (const [column, delta] of Object.entries(totals)) {
            if (delta) set[column] = eb(column as keyof Totals, '+', delta);
          }
          return set;
        })
        .where('id', '=', accountId);
      if (guardAvailable !== null) {
        q = q.where(
          sql<boolean>`(no_overdraft = 0 or credits_posted - debits_posted - debits_pending >= ${guardAvailable})`,
        );
      }
      try {
        const result = await q.executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      } catch (err) {
        // The CHECK behind the guard: the same answer, should a caller ever move money unguarded.
        if (isOverdraftViolation(err)) return false;
        throw err;
      }
    },

    async insertTransfer(tx: Tx, row: NewTransfer): Promise<LedgerTransferRow> {
      return tx.insertInto('ledger_transfers').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * The transfer row written first, unless its key is on record: the key's unique index answers whether
     * it is new in the same round trip that writes it (on PostgreSQL a racing writer of the same key waits
     * here for the other's commit). Undefined: the key was used before.
     */
    /** PostgreSQL writes a transfer and both its movements in one statement (insertTransferAndMove). */
    movesInOneStatement(tx: Tx): boolean {
      return !onSqlite(tx);
    },

    /**
     * A new transfer row and the two movements it makes, in one statement and one round trip (PostgreSQL):
     * the row first (undefined when its key is already there: nothing moved), then the first account, then
     * the second only if the first moved (each waits for the one before, so rows are locked in the order
     * given). `repeat`: the key was there, nothing written. `refused`: a guarded account would have gone
     * below zero; the caller then rolls the transaction back, the row with it. The same SQL as insertTransferIfNew and move, one after the
     * other, which SQLite runs (it has no round trips to save).
     */
    async insertTransferAndMove(
      tx: Tx,
      row: NewTransfer,
      first: { accountId: number; totals: Totals; guardAvailable: number | null },
      second: { accountId: number; totals: Totals; guardAvailable: number | null },
    ): Promise<{ outcome: 'repeat' } | { outcome: 'refused' } | { outcome: 'written'; transfer: LedgerTransferRow }> {
      const setOf = (totals: Totals) =>
        sql.join(
          Object.entries(totals)
            .filter(([, delta]) => delta)
            .map(([column, delta]) => sql`${sql.ref(column)} = ${sql.ref(column)} + ${delta}`),
        );
      const guardOf = (guard: number | null) =>
        guard === null ? sql`` : sql` and (no_overdraft = 0 or credits_posted - debits_posted - debits_pending >= ${guard})`;
      const columns = Object.keys(row) as Array<keyof NewTransfer>;
      try {
        const result = await sql<LedgerTransferRow & { first_moved: number; second_moved: number }>`
          with ins as (
            insert into ledger_transfers (${sql.join(columns.map((c) => sql.ref(c)))})
            values (${sql.join(columns.map((c) => row[c]))})
            on conflict (transfer_key) do nothing
            returning *
          ), m1 as (
            update ledger_accounts set ${setOf(first.totals)}
            where id = ${first.accountId} and exists (select 1 from ins)${guardOf(first.guardAvailable)}
            returning id
          ), m2 as (
            update ledger_accounts set ${setOf(second.totals)}
            where id = ${second.accountId} and exists (select 1 from m1)${guardOf(second.guardAvailable)}
            returning id
          )
          select ins.*, (select count(*) from m1)::int as first_moved, (select count(*) from m2)::int as second_moved from ins
        `.execute(tx);
        const found = result.rows[0];
        if (!found) return { outcome: 'repeat' };
        const { first_moved, second_moved, ...transfer } = found;
        if (Number(first_moved) !== 1 || Number(second_moved) !== 1) return { outcome: 'refused' };
        return { outcome: 'written', transfer };
      } catch (err) {
        // The CHECK behind the guard: the same answer as move's (the statement left nothing behind).
        if (isOverdraftViolation(err)) return { outcome: 'refused' };
        throw err;
      }
    },

    async insertTransferIfNew(tx: Tx, row: NewTransfer): Promise<LedgerTransferRow | undefined> {
      return tx
        .insertInto('ledger_transfers')
        .values(row)
        .onConflict((oc) => oc.column('transfer_key').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * An account's posted balance summed over its shards inside a transaction; `lock` takes every shard's row
     * lock first (PostgreSQL; SQLite's write transaction holds the whole database), so no transfer changes
     * the sum until this transaction ends: what a payout of the whole balance needs.
     */
    async postedBalanceTx(tx: Tx, baseCode: string, lock: boolean): Promise<number> {
      if (lock && !onSqlite(tx)) {
        await tx.selectFrom('ledger_accounts').select('id').where('base_code', '=', baseCode).orderBy('id').forUpdate().execute();
      }
      return (await this.postedBalance(tx, baseCode)) ?? 0;
    },

    /** The account each row is a part of (its own code unless it is a shard), by row id. */
    async baseCodes(tx: Tx, ids: number[]): Promise<Map<number, string>> {
      const rows = await tx.selectFrom('ledger_accounts').select(['id', 'base_code']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [Number(r.id), r.base_code]));
    },

    /** An account's posted balance summed over its shards, or undefined when it has never been used. */
    async postedBalance(tx: Kysely<Database>, baseCode: string): Promise<number | undefined> {
      const row = await tx
        .selectFrom('ledger_accounts')
        .select([sql<number | string | null>`sum(credits_posted - debits_posted)`.as('balance'), sql<number | string>`count(*)`.as('n')])
        .where('base_code', '=', baseCode)
        .executeTakeFirstOrThrow();
      return Number(row.n) === 0 ? undefined : Number(row.balance ?? 0);
    },

    async accountByCode(code: string): Promise<LedgerAccountRow | undefined> {
      return db.selectFrom('ledger_accounts').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** by their codes, outside a transaction or inside one (`tx`) */
    async accountsByCodes(codes: string[], tx: Kysely<Database> = db): Promise<LedgerAccountRow[]> {
      if (codes.length === 0) return [];
      return tx.selectFrom('ledger_accounts').selectAll().where('code', 'in', codes).execute();
    },

    async memberAccounts(memberId: number): Promise<LedgerAccountRow[]> {
      return db.selectFrom('ledger_accounts').selectAll().where('member_id', '=', memberId).execute();
    },

    /** Sums over every account: both must be zero in a sound ledger. */
    async totals(): Promise<{ posted: number; pending: number; accounts: number }> {
      const row = await db
        .selectFrom('ledger_accounts')
        .select([
          sql<number>`coalesce(sum(credits_posted - debits_posted), 0)`.as('posted'),
          sql<number>`coalesce(sum(credits_pending - debits_pending), 0)`.as('pending'),
          sql<number>`count(*)`.as('accounts'),
        ])
        .executeTakeFirstOrThrow();
      return { posted: Number(row.posted), pending: Number(row.pending), accounts: Number(row.accounts) };
    },

    /**
     * Accounts whose stored totals differ from what their transfers add up to. Posted totals come from
     * posted transfers and from resolved pendings; pending totals from pendings not yet resolved.
     */
    async accountsOutOfStep(): Promise<Array<{ id: number; code: string }>> {
      const rows = await sql<{ id: number; code: string }>`
        with moves as (
          select t.debit_account_id as account_id,
                 case when t.state in ('posted', 'post_pending') then t.amount else 0 end as dp,
                 0 as cp,
                 case when t.state = 'pending' and r.id is null then t.amount else 0 end as dq,
                 0 as cq
            from ledger_transfers t
            left join ledger_transfers r on r.pending_id = t.id
           where t.state in ('posted', 'pending', 'post_pending')
          union all
          select t.credit_account_id, 0,
                 case when t.state in ('posted', 'post_pending') then t.amount else 0 end,
                 0,
                 case when t.state = 'pending' and r.id is null then t.amount else 0 end
            from ledger_transfers t
            left join ledger_transfers r on r.pending_id = t.id
           where t.state in ('posted', 'pending', 'post_pending')
        ),
        sums as (
          select account_id, sum(dp) as dp, sum(cp) as cp, sum(dq) as dq, sum(cq) as cq from moves group by account_id
        )
        select a.id, a.code
          from ledger_accounts a
          left join sums s on s.account_id = a.id
         where a.debits_posted <> coalesce(s.dp, 0)
            or a.credits_posted <> coalesce(s.cp, 0)
            or a.debits_pending <> coalesce(s.dq, 0)
            or a.credits_pending <> coalesce(s.cq, 0)
      `.execute(db);
      return rows.rows.map((r) => ({ id: Number(r.id), code: r.code }));
    },

    async overdrawnAccounts(): Promise<Array<{ id: number; code: string }>> {
      return db
        .selectFrom('ledger_accounts')
        .select(['id', 'code'])
        .where('no_overdraft', '=', 1)
        .where(sql<boolean>`credits_posted - debits_posted - debits_pending < 0`)
        .execute();
    },

    /**
     * A member's statement: transfers that moved the member's money (holds shown once, with what became of
     * them), newest first.
     */
    async statement(filter: {
      memberId: number;
      kinds?: readonly string[];
      from: number;
      to: number;
      beforeId?: number;
      limit: number;
    }): Promise<StatementRow[]> {
      let q = db
        .selectFrom('ledger_transfers as t')
        .innerJoin('ledger_accounts as c', 'c.id', 't.credit_account_id')
        .innerJoin('ledger_accounts as d', 'd.id', 't.debit_account_id')
        .leftJoin('ledger_transfers as r', 'r.pending_id', 't.id')
        .select([
          't.id',
          't.kind',
          't.amount',
          't.state',
          't.reference',
          't.created_at',
          'c.member_id as credit_member',
          'c.kind as credit_kind',
          'd.member_id as debit_member',
          'd.kind as debit_kind',
          'r.state as resolution',
        ])
        .where('t.member_id', '=', filter.memberId)
        // only movements of the member's own accounts (a jackpot contribution is tagged with the member
        // whose stake caused it, but moves house money)
        .where((eb) => eb.or([eb('c.member_id', '=', filter.memberId), eb('d.member_id', '=', filter.memberId)]))
        .where('t.state', 'in', ['posted', 'pending'])
        .where('t.created_at', '>=', filter.from)
        .where('t.created_at', '<', filter.to);
      if (filter.kinds?.length) q = q.where('t.kind', 'in', [...filter.kinds]);
      if (filter.beforeId) q = q.where('t.id', '<', filter.beforeId);
      const rows = await q.orderBy('t.id', 'desc').limit(filter.limit).execute();
      return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
    },

    /** Real-money movements of a merchant in a time window: by transfer kind, and net by account kind. */
    async dayMovements(merchantCode: string, from: number, to: number) {
      const byKind = await db
        .selectFrom('ledger_transfers as t')
        .innerJoin('ledger_accounts as d', 'd.id', 't.debit_account_id')
        .select(['t.kind', sql<number>`coalesce(sum(t.amount), 0)`.as('amount'), sql<number>`count(*)`.as('n')])
        .where('t.merchant_code', '=', merchantCode)
        .where('d.demo', '=', 0)
        .where('t.state', 'in', ['posted', 'post_pending'])
        .where('t.created_at', '>=', from)
        .where('t.created_at', '<', to)
        .groupBy('t.kind')
        .execute();
      const byAccount = await sql<{ kind: string; net: number }>`
        select a.kind, coalesce(sum(case when a.id = t.credit_account_id then t.amount else -t.amount end), 0) as net
          from ledger_transfers t
          join ledger_accounts a on a.id = t.credit_account_id or a.id = t.debit_account_id
         where t.merchant_code = ${merchantCode} and a.demo = 0
           and t.state in ('posted', 'post_pending')
           and t.created_at >= ${from} and t.created_at < ${to}
         group by a.kind`.execute(db);
      // Kinds that move money both ways (a rollback undoes a bet or a win; an adjustment credits or
      // debits): what went into members' accounts, and what came out of them.
      const directions = await sql<{ kind: string; to_members: number; from_members: number }>`
        select t.kind,
               coalesce(sum(case when c.member_id is not null then t.amount else 0 end), 0) as to_members,
               coalesce(sum(case when d.member_id is not null then t.amount else 0 end), 0) as from_members
          from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id
          join ledger_accounts c on c.id = t.credit_account_id
         where t.merchant_code = ${merchantCode} and d.demo = 0
           and t.kind in ('rollback', 'adjustment')
           and t.state in ('posted', 'post_pending')
           and t.created_at >= ${from} and t.created_at < ${to}
         group by t.kind`.execute(db);
      return {
        byKind: byKind.map((r) => ({ kind: r.kind, amount: Number(r.amount), count: Number(r.n) })),
        byAccount: byAccount.rows.map((r) => ({ kind: r.kind, net: Number(r.net) })),
        byDirection: directions.rows.map((r) => ({ kind: r.kind, toMembers: Number(r.to_members), fromMembers: Number(r.from_members) })),
      };
    },

    /**
     * A member's transfers, newest first, a page at a time, with both accounts' kinds and owners and what
     * became of a hold (its post or void transfer), for the operators' view of the member's ledger.
     */
    async memberTransferPage(memberId: number, beforeId: number | undefined, limit: number): Promise<MemberTransferRow[]> {
      let q = db
        .selectFrom('ledger_transfers as t')
        .innerJoin('ledger_accounts as d', 'd.id', 't.debit_account_id')
        .innerJoin('ledger_accounts as c', 'c.id', 't.credit_account_id')
        .leftJoin('ledger_transfers as r', 'r.pending_id', 't.id')
        .selectAll('t')
        .select(['d.kind as debit_kind', 'd.member_id as debit_member', 'c.kind as credit_kind', 'c.member_id as credit_member', 'r.state as resolution'])
        .where('t.member_id', '=', memberId);
      if (beforeId) q = q.where('t.id', '<', beforeId);
      const rows = await q.orderBy('t.id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...r, amount: Number(r.amount), created_at: Number(r.created_at) }));
    },

    /**
     * dayMovements for consecutive periods at once (a merchant's calendar days: bounds[i] to bounds[i + 1]),
     * in two statements instead of two per day: the period a transfer falls in comes from a joined list of
     * the bounds. Periods without movements are absent from the answer.
     */
    async periodMovements(merchantCode: string, bounds: number[]) {
      if (bounds.length < 2) return new Map<number, Movements>();
      const periods = sql.join(
        // typed: PostgreSQL cannot tell a bare parameter's type in a select list
        bounds.slice(0, -1).map((start, i) => sql`select cast(${i} as integer) as i, cast(${start} as bigint) as s, cast(${bounds[i + 1]!} as bigint) as e`),
        sql` union all `,
      );
      const from = bounds[0]!;
      const to = bounds.at(-1)!;
      const byKind = await sql<{ i: number | string; kind: string; amount: number | string; n: number | string; orders: number | string }>`
        select p.i, t.kind, coalesce(sum(t.amount), 0) as amount, count(*) as n, count(distinct t.reference) as orders
          from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id
          join (${periods}) p on t.created_at >= p.s and t.created_at < p.e
         where t.merchant_code = ${merchantCode} and d.demo = 0
           and t.state in ('posted', 'post_pending')
           and t.created_at >= ${from} and t.created_at < ${to}
         group by p.i, t.kind`.execute(db);
      const directions = await sql<{ i: number | string; kind: string; to_members: number | string; from_members: number | string }>`
        select p.i, t.kind,
               coalesce(sum(case when c.member_id is not null then t.amount else 0 end), 0) as to_members,
               coalesce(sum(case when d.member_id is not null then t.amount else 0 end), 0) as from_members
          from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id
          join ledger_accounts c on c.id = t.credit_account_id
          join (${periods}) p on t.created_at >= p.s and t.created_at < p.e
         where t.merchant_code = ${merchantCode} and d.demo = 0
           and t.kind in ('rollback', 'adjustment')
           and t.state in ('posted', 'post_pending')
           and t.created_at >= ${from} and t.created_at < ${to}
         group by p.i, t.kind`.execute(db);
      const out = new Map<number, Movements>();
      const at = (i: number) => {
        let m = out.get(i);
        if (!m) out.set(i, (m = { byKind: [], byDirection: [] }));
        return m;
      };
      for (const r of byKind.rows) at(Number(r.i)).byKind.push({ kind: r.kind, amount: Number(r.amount), count: Number(r.n), orders: Number(r.orders) });
      for (const r of directions.rows) {
        at(Number(r.i)).byDirection.push({ kind: r.kind, toMembers: Number(r.to_members), fromMembers: Number(r.from_members) });
      }
      return out;
    },

    async transferCount(): Promise<number> {
      const row = await db
        .selectFrom('ledger_transfers')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

/** Each member's cash balance (posted), as the subquery `la` another owner's query joins (the operators' players grid). */
export function memberCashBalances(db: Kysely<Database>) {
  return db
    .selectFrom('ledger_accounts')
    .select(['member_id', sql<number>`credits_posted - debits_posted`.as('balance')])
    .where('kind', '=', 'member_cash')
    .as('la');
}
