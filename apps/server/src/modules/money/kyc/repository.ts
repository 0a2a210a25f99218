import type { Kysely } from 'kysely';
import type { Database, KycDocumentRow, KycDocumentsTable, KycRulesRow, KycSubmissionRow, KycSubmissionsTable } from '../../../db/schema.ts';
import type { Insertable } from 'kysely';
import { asUniqueViolation } from '../../../db/unique-violation.ts';
import { inTransaction } from '../../../db/transaction.ts';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function documentRow(r: KycDocumentRow): KycDocumentRow {
  return { ...r, created_at: Number(r.created_at), purged_at: num(r.purged_at) };
}

function submissionRow(r: KycSubmissionRow): KycSubmissionRow {
  return { ...r, level: Number(r.level), created_at: Number(r.created_at), decided_at: num(r.decided_at), purged_at: num(r.purged_at) };
}

/** The KYC tables: each merchant's rules, the uploads and the submissions. */
export function createKycRepository(db: Kysely<Database>) {
  return {
    async rules(merchantCode: string): Promise<KycRulesRow | undefined> {
      const row = await db.selectFrom('kyc_rules').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
      return (
        row && {
          ...row,
          level2_daily_cents: num(row.level2_daily_cents),
          level3_deposits_cents: num(row.level3_deposits_cents),
          updated_at: Number(row.updated_at),
        }
      );
    },

    async putRules(row: KycRulesRow): Promise<void> {
      const { merchant_code: _code, ...rest } = row;
      await db
        .insertInto('kyc_rules')
        .values(row)
        .onConflict((oc) => oc.column('merchant_code').doUpdateSet(rest))
        .execute();
    },

    async addDocument(row: Insertable<KycDocumentsTable>): Promise<KycDocumentRow> {
      return documentRow(await db.insertInto('kyc_documents').values(row).returningAll().executeTakeFirstOrThrow());
    },

    async document(id: number): Promise<KycDocumentRow | undefined> {
      const row = await db.selectFrom('kyc_documents').selectAll().where('id', '=', id).executeTakeFirst();
      return row && documentRow(row);
    },

    async documentsOf(submissionIds: number[]): Promise<KycDocumentRow[]> {
      if (!submissionIds.length) return [];
      return (await db.selectFrom('kyc_documents').selectAll().where('submission_id', 'in', submissionIds).orderBy('id').execute()).map(documentRow);
    },

    /** Other members' documents of the merchant with these exact bytes (one picture, one account). */
    async othersWithHash(merchantCode: string, memberId: number, hashes: string[]): Promise<number> {
      if (!hashes.length) return 0;
      const rows = await db
        .selectFrom('kyc_documents')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('sha256', 'in', hashes)
        .where('member_id', '!=', memberId)
        .where('submission_id', 'is not', null)
        .limit(1)
        .execute();
      return rows.length;
    },

    /** Other members' pending or approved identity submissions with this ID number. */
    async othersWithIdNumber(merchantCode: string, memberId: number, key: string): Promise<number> {
      const rows = await db
        .selectFrom('kyc_submissions')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('id_number_key', '=', key)
        .where('member_id', '!=', memberId)
        .where('status', 'in', ['pending', 'approved'])
        .limit(1)
        .execute();
      return rows.length;
    },

    /**
     * The submission and its documents claimed together; 'pending' when one of the level already waits (the
     * partial unique index settles two sent at once), 'taken' when a document was sent with another already.
     */
    async submit(row: Insertable<KycSubmissionsTable>, documentIds: number[]): Promise<KycSubmissionRow | 'pending' | 'taken'> {
      try {
        return await inTransaction(db, async (tx) => {
          const inserted = submissionRow(await tx.insertInto('kyc_submissions').values(row).returningAll().executeTakeFirstOrThrow());
          const claimed = await tx
            .updateTable('kyc_documents')
            .set({ submission_id: inserted.id })
            .where('id', 'in', documentIds)
            .where('member_id', '=', row.member_id)
            .where('submission_id', 'is', null)
            .where('purged_at', 'is', null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== new Set(documentIds).size) throw new DocumentTaken();
          return inserted;
        });
      } catch (err) {
        if (err instanceof DocumentTaken) return 'taken';
        if (asUniqueViolation(err, { pending: 'kyc_submissions' })) return 'pending';
        throw err;
      }
    },

    async decide(id: number, set: { status: string; reason: string | null; note: string | null; decided_by: string; decided_at: number; check_provider?: string; check_verdict?: string; check_findings?: string }): Promise<boolean> {
      const result = await db.updateTable('kyc_submissions').set(set).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setCheck(id: number, check: { check_provider: string; check_verdict: string; check_findings: string }): Promise<void> {
      await db.updateTable('kyc_submissions').set(check).where('id', '=', id).execute();
    },

    async submission(id: number): Promise<KycSubmissionRow | undefined> {
      const row = await db.selectFrom('kyc_submissions').selectAll().where('id', '=', id).executeTakeFirst();
      return row && submissionRow(row);
    },

    async submissionsOf(memberId: number): Promise<KycSubmissionRow[]> {
      return (await db.selectFrom('kyc_submissions').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').execute()).map(submissionRow);
    },

    /** The highest approved level of each member (absent: none). */
    async approvedLevels(memberIds: number[]): Promise<Map<number, number>> {
      if (!memberIds.length) return new Map();
      const rows = await db
        .selectFrom('kyc_submissions')
        .select(['member_id', (eb) => eb.fn.max('level').as('level')])
        .where('member_id', 'in', memberIds)
        .where('status', '=', 'approved')
        .groupBy('member_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.member_id), Number(r.level)]));
    },

    async page(filter: { merchantCode: string; status: string; level?: number; memberId?: number; beforeId?: number; limit: number }): Promise<KycSubmissionRow[]> {
      let q = db.selectFrom('kyc_submissions').selectAll().where('merchant_code', '=', filter.merchantCode);
      if (filter.status !== 'all') q = q.where('status', '=', filter.status);
      if (filter.level) q = q.where('level', '=', filter.level);
      if (filter.memberId !== undefined) q = q.where('member_id', '=', filter.memberId);
      // the waiting queue oldest first (who waited longest); decided ones newest first
      const oldestFirst = filter.status === 'pending';
      if (filter.beforeId) q = q.where('id', oldestFirst ? '>' : '<', filter.beforeId);
      return (await q.orderBy('id', oldestFirst ? 'asc' : 'desc').limit(filter.limit).execute()).map(submissionRow);
    },

    /** The merchants that hold documents not deleted yet. */
    async merchantsWithDocuments(): Promise<string[]> {
      return (await db.selectFrom('kyc_documents').select('merchant_code').distinct().where('purged_at', 'is', null).execute()).map((r) => r.merchant_code);
    },

    /** Documents to delete: the merchant's of submissions decided before the cut-off, and uploads never sent since `uploadedBefore`. */
    async purgeable(merchantCode: string, decidedBefore: number, uploadedBefore: number, limit: number): Promise<KycDocumentRow[]> {
      const orphans = await db
        .selectFrom('kyc_documents')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('submission_id', 'is', null)
        .where('purged_at', 'is', null)
        .where('created_at', '<', uploadedBefore)
        .limit(limit)
        .execute();
      const decided = await db
        .selectFrom('kyc_documents as d')
        .innerJoin('kyc_submissions as s', 's.id', 'd.submission_id')
        .selectAll('d')
        .where('d.merchant_code', '=', merchantCode)
        .where('d.purged_at', 'is', null)
        .where('s.status', '!=', 'pending')
        .where('s.decided_at', '<', decidedBefore)
        .limit(limit)
        .execute();
      return [...orphans, ...decided].map(documentRow);
    },

    async markPurged(ids: number[], at: number): Promise<void> {
      if (!ids.length) return;
      await db.updateTable('kyc_documents').set({ purged_at: at, storage_key: null }).where('id', 'in', ids).execute();
      const subs = await db.selectFrom('kyc_documents').select('submission_id').where('id', 'in', ids).where('submission_id', 'is not', null).execute();
      const subIds = [...new Set(subs.map((s) => Number(s.submission_id)))];
      if (subIds.length) await db.updateTable('kyc_submissions').set({ purged_at: at }).where('id', 'in', subIds).where('purged_at', 'is', null).execute();
    },
  };
}

class DocumentTaken extends Error {}

export type KycRepository = ReturnType<typeof createKycRepository>;
