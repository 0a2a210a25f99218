import type { Kysely } from 'kysely';
import type { Database, RgExclusionRow, RgLimitRow, RgMemberRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

export interface HistoryEntry {
  member_id: number;
  merchant_code: string;
  at: number;
  actor: string;
  action: string;
  kind?: string | null;
  period?: string | null;
  before_value?: string | null;
  after_value?: string | null;
  effective_at?: number | null;
  reason?: string | null;
}

function limitRow(r: RgLimitRow): RgLimitRow {
  return {
    ...r,
    value: r.value === null ? null : Number(r.value),
    pending_value: r.pending_value === null ? null : Number(r.pending_value),
    pending_remove: Number(r.pending_remove),
    pending_at: r.pending_at === null ? null : Number(r.pending_at),
    updated_at: Number(r.updated_at),
  };
}

function memberRow(r: RgMemberRow): RgMemberRow {
  return { ...r, excluded_until: r.excluded_until === null ? null : Number(r.excluded_until), excluded_forever: Number(r.excluded_forever), updated_at: Number(r.updated_at) };
}

function exclusionRow(r: RgExclusionRow): RgExclusionRow {
  return {
    ...r,
    started_at: Number(r.started_at),
    until: r.until === null ? null : Number(r.until),
    lifted_at: r.lifted_at === null ? null : Number(r.lifted_at),
  };
}

/** The protection tables: limits, exclusions, history and refusals, per member. */
export function createProtectionRepository(db: Kysely<Database>) {
  return {
    /**
     * The member's protection row, locked for the rest of the transaction (an update that changes nothing
     * takes the row lock on PostgreSQL; SQLite runs one writer at a time): two stakes of one member decide
     * one after the other. Undefined: the member has never had a limit or exclusion.
     */
    async lockMember(tx: Tx, memberId: number): Promise<RgMemberRow | undefined> {
      const row = await tx
        .updateTable('rg_members')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('member_id', '=', memberId)
        .returningAll()
        .executeTakeFirst();
      return row && memberRow(row);
    },

    async member(memberId: number, on: Kysely<Database> = db): Promise<RgMemberRow | undefined> {
      const row = await on.selectFrom('rg_members').selectAll().where('member_id', '=', memberId).executeTakeFirst();
      return row && memberRow(row);
    },

    /** Makes sure the member has a row (a first limit or exclusion), then locks it. */
    async ensureMember(tx: Tx, memberId: number, merchantCode: string, at: number): Promise<RgMemberRow> {
      await tx
        .insertInto('rg_members')
        .values({ member_id: memberId, merchant_code: merchantCode, excluded_until: null, excluded_forever: 0, exclusion_kind: null, updated_at: at })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
      return (await this.lockMember(tx, memberId))!;
    },

    async setExclusionState(tx: Tx, memberId: number, state: { until: number | null; forever: boolean; kind: string | null }, at: number): Promise<void> {
      await tx
        .updateTable('rg_members')
        .set({ excluded_until: state.until, excluded_forever: state.forever ? 1 : 0, exclusion_kind: state.kind, updated_at: at })
        .where('member_id', '=', memberId)
        .execute();
    },

    async limits(memberId: number, on: Kysely<Database> = db): Promise<RgLimitRow[]> {
      const rows = await on.selectFrom('rg_limits').selectAll().where('member_id', '=', memberId).execute();
      return rows.map(limitRow);
    },

    async putLimit(tx: Tx, row: RgLimitRow): Promise<void> {
      await tx
        .insertInto('rg_limits')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['member_id', 'kind', 'period', 'source']).doUpdateSet({
            value: row.value,
            pending_value: row.pending_value,
            pending_remove: row.pending_remove,
            pending_at: row.pending_at,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    async deleteLimit(tx: Tx, key: { member_id: number; kind: string; period: string; source: string }): Promise<void> {
      await tx
        .deleteFrom('rg_limits')
        .where('member_id', '=', key.member_id)
        .where('kind', '=', key.kind)
        .where('period', '=', key.period)
        .where('source', '=', key.source)
        .execute();
    },

    async insertExclusion(tx: Tx, row: Omit<RgExclusionRow, 'id'>): Promise<RgExclusionRow> {
      const inserted = await tx.insertInto('rg_exclusions').values(row).returningAll().executeTakeFirstOrThrow();
      return exclusionRow(inserted);
    },

    async exclusions(memberId: number, on: Kysely<Database> = db): Promise<RgExclusionRow[]> {
      const rows = await on.selectFrom('rg_exclusions').selectAll().where('member_id', '=', memberId).orderBy('started_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(exclusionRow);
    },

    async liftExclusion(tx: Tx, id: number, by: string, reason: string, at: number): Promise<void> {
      await tx.updateTable('rg_exclusions').set({ lifted_at: at, lifted_by: by, lift_reason: reason }).where('id', '=', id).where('lifted_at', 'is', null).execute();
    },

    async addHistory(tx: Kysely<Database>, entry: HistoryEntry): Promise<void> {
      await tx
        .insertInto('rg_history')
        .values({
          kind: null,
          period: null,
          before_value: null,
          after_value: null,
          effective_at: null,
          reason: null,
          ...entry,
        })
        .execute();
    },

    async history(memberId: number, limit: number) {
      const rows = await db.selectFrom('rg_history').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...r, at: Number(r.at), effective_at: r.effective_at === null ? null : Number(r.effective_at) }));
    },

    async addHit(row: { member_id: number; merchant_code: string; kind: string; period: string; day: string; at: number; limit_value: number }): Promise<void> {
      await db.insertInto('rg_limit_hits').values(row).execute();
    },

    async hits(merchantCode: string, range: { from: string; to: string }, kind?: string) {
      let q = db
        .selectFrom('rg_limit_hits as h')
        .select((eb) => [
          'h.member_id',
          'h.kind',
          'h.period',
          eb.fn.countAll<number>().as('hits'),
          eb.fn.max('h.at').as('last_at'),
          // the limit at the last refusal: the largest id of the group's rows carries it
          eb.fn.max('h.id').as('last_id'),
        ])
        .where('h.merchant_code', '=', merchantCode)
        .where('h.day', '>=', range.from)
        .where('h.day', '<=', range.to);
      if (kind) q = q.where('h.kind', '=', kind);
      const groups = await q.groupBy(['h.member_id', 'h.kind', 'h.period']).orderBy('last_at', 'desc').limit(500).execute();
      const ids = groups.map((g) => Number(g.last_id));
      const limits = new Map<number, number>();
      if (ids.length) {
        for (const r of await db.selectFrom('rg_limit_hits').select(['id', 'limit_value']).where('id', 'in', ids).execute()) limits.set(Number(r.id), Number(r.limit_value));
      }
      return groups.map((g) => ({
        memberId: Number(g.member_id),
        kind: g.kind,
        period: g.period,
        hits: Number(g.hits),
        lastAt: Number(g.last_at),
        limit: limits.get(Number(g.last_id)) ?? 0,
      }));
    },

    /** Of these members, those excluded now (a self-exclusion, an operator's, a break: none may open a new account). */
    async excludedAmong(memberIds: number[], at: number, on: Kysely<Database> = db): Promise<number[]> {
      const found: number[] = [];
      // a page of ids per statement keeps its parameters bounded
      for (let i = 0; i < memberIds.length; i += 500) {
        const rows = await on
          .selectFrom('rg_members')
          .select('member_id')
          .where('member_id', 'in', memberIds.slice(i, i + 500))
          .where((eb) => eb.or([eb('excluded_forever', '=', 1), eb('excluded_until', '>', at)]))
          .execute();
        found.push(...rows.map((r) => r.member_id));
      }
      return found;
    },

    /** Members with a session-time limit (the sweep's candidates). */
    async membersWithSessionLimits(): Promise<Array<{ member_id: number; merchant_code: string }>> {
      return db
        .selectFrom('rg_limits as l')
        .innerJoin('rg_members as m', 'm.member_id', 'l.member_id')
        .select(['l.member_id', 'm.merchant_code'])
        .where('l.kind', '=', 'session')
        .where((eb) => eb.or([eb('l.value', 'is not', null), eb('l.pending_value', 'is not', null)]))
        .distinct()
        .execute();
    },
  };
}

export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;
