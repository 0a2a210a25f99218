import type { Kysely } from 'kysely';
import type { AmlAlertRow, Database } from '../../../db/schema.ts';

function alertRow(r: AmlAlertRow): AmlAlertRow {
  return { ...r, amount_cents: Number(r.amount_cents), created_at: Number(r.created_at), decided_at: r.decided_at === null ? null : Number(r.decided_at) };
}

/** The AML tables: each merchant's rules and the alerts they raised. */
export function createAmlRepository(db: Kysely<Database>) {
  return {
    async rules(merchantCode: string, on: Kysely<Database> = db) {
      const row = await on.selectFrom('aml_rules').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
      return row && { ...row, covered_cents: row.covered_cents === null ? null : Number(row.covered_cents), updated_at: Number(row.updated_at) };
    },

    async putRules(row: { merchant_code: string; covered_cents: number | null; turnover_bp: number; updated_at: number; updated_by: string }): Promise<void> {
      await db
        .insertInto('aml_rules')
        .values(row)
        .onConflict((oc) => oc.column('merchant_code').doUpdateSet({ covered_cents: row.covered_cents, turnover_bp: row.turnover_bp, updated_at: row.updated_at, updated_by: row.updated_by }))
        .execute();
    },

    /** A new alert; a second of the same kind for the same transaction adds nothing. */
    async raise(on: Kysely<Database>, row: Omit<AmlAlertRow, 'id' | 'status' | 'decided_by' | 'decided_at' | 'note' | 'report_reference'>): Promise<void> {
      await on
        .insertInto('aml_alerts')
        .values({ ...row, status: 'open', decided_by: null, decided_at: null, note: null, report_reference: null })
        .onConflict((oc) => oc.columns(['kind', 'source', 'reference']).doNothing())
        .execute();
    },

    async page(filter: { merchantCode: string; status: string; kind?: string; from?: string; to?: string; beforeId?: number; limit: number }): Promise<AmlAlertRow[]> {
      let q = db.selectFrom('aml_alerts').selectAll().where('merchant_code', '=', filter.merchantCode);
      if (filter.status !== 'all') q = q.where('status', '=', filter.status);
      if (filter.kind) q = q.where('kind', '=', filter.kind);
      if (filter.from) q = q.where('day', '>=', filter.from);
      if (filter.to) q = q.where('day', '<=', filter.to);
      if (filter.beforeId) q = q.where('id', '<', filter.beforeId);
      return (await q.orderBy('id', 'desc').limit(filter.limit).execute()).map(alertRow);
    },

    async byId(id: number): Promise<AmlAlertRow | undefined> {
      const row = await db.selectFrom('aml_alerts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && alertRow(row);
    },

    /** Decides an open alert (a guarded update: two operators at once, one wins); false when it was not open. */
    async decide(id: number, input: { status: 'cleared' | 'reported'; by: string; at: number; note: string; reportReference: string | null }): Promise<boolean> {
      const result = await db
        .updateTable('aml_alerts')
        .set({ status: input.status, decided_by: input.by, decided_at: input.at, note: input.note, report_reference: input.reportReference })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type AmlRepository = ReturnType<typeof createAmlRepository>;
