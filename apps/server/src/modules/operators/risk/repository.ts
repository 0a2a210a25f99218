import type { Kysely } from 'kysely';
import type { Database, RiskReviewRow } from '../../../db/schema.ts';
import { asUniqueViolation } from '../../../db/unique-violation.ts';
import { inTransaction } from '../../../db/transaction.ts';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const reviewRow = (r: RiskReviewRow): RiskReviewRow => ({ ...r, opened_at: Number(r.opened_at), closed_at: num(r.closed_at) });

/** The risk tables: reviews (one open per player) and operators' tags. */
export function createRiskRepository(db: Kysely<Database>) {
  return {
    /** A new open review; undefined when one is open already (the partial unique index settles a race). */
    async open(row: { merchant_code: string; member_id: number; reason: string; opened_by: string; opened_at: number }): Promise<RiskReviewRow | undefined> {
      try {
        return reviewRow(
          await db
            .insertInto('risk_reviews')
            .values({ ...row, status: 'open', closed_by: null, closed_at: null, close_note: null })
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
      } catch (err) {
        if (asUniqueViolation(err, { open: 'risk_reviews' })) return undefined;
        throw err;
      }
    },

    /** Closes the member's open review; undefined when none is open. */
    async close(memberId: number, by: string, note: string, at: number): Promise<RiskReviewRow | undefined> {
      const row = await db
        .updateTable('risk_reviews')
        .set({ status: 'closed', closed_by: by, closed_at: at, close_note: note })
        .where('member_id', '=', memberId)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      return row && reviewRow(row);
    },

    async isOpen(memberId: number): Promise<boolean> {
      return (await db.selectFrom('risk_reviews').select('id').where('member_id', '=', memberId).where('status', '=', 'open').executeTakeFirst()) !== undefined;
    },

    async reviewsOf(memberId: number): Promise<RiskReviewRow[]> {
      return (await db.selectFrom('risk_reviews').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(50).execute()).map(reviewRow);
    },

    async page(filter: { merchantCode: string; status: string; beforeId?: number; limit: number }): Promise<RiskReviewRow[]> {
      let q = db.selectFrom('risk_reviews').selectAll().where('merchant_code', '=', filter.merchantCode);
      if (filter.status !== 'all') q = q.where('status', '=', filter.status);
      if (filter.beforeId) q = q.where('id', '<', filter.beforeId);
      return (await q.orderBy('id', 'desc').limit(filter.limit).execute()).map(reviewRow);
    },

    async tags(memberId: number): Promise<string[]> {
      return (await db.selectFrom('risk_tags').select('tag').where('member_id', '=', memberId).orderBy('tag_key').execute()).map((r) => r.tag);
    },

    /** Replaces the member's tags (kept: the ones still named, with their first author). */
    async setTags(member: { id: number; merchantCode: string }, tags: string[], by: string, at: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const keys = tags.map((t) => t.toLowerCase());
        let del = tx.deleteFrom('risk_tags').where('member_id', '=', member.id);
        if (keys.length) del = del.where('tag_key', 'not in', keys);
        await del.execute();
        for (const tag of tags) {
          await tx
            .insertInto('risk_tags')
            .values({ member_id: member.id, merchant_code: member.merchantCode, tag, tag_key: tag.toLowerCase(), created_by: by, created_at: at })
            .onConflict((oc) => oc.columns(['member_id', 'tag_key']).doNothing())
            .execute();
        }
      });
    },
  };
}

export type RiskRepository = ReturnType<typeof createRiskRepository>;
