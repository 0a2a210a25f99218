import type { Language } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface PromotionApplicationRow {
  id: number;
  member_id: number;
  announcement_id: number;
  remark: string;
  status: string;
  created_at: number;
  updated_at: number;
}

/** Promotion applications and the promotion titles the artwork shows. */
export function createPromotionRepository(db: Kysely<Database>) {
  return {
    /** The announcement's title in a language, else its English one. */
    async promotionTitle(id: number, language: Language): Promise<string | undefined> {
      const rows = await db
        .selectFrom('announcement_texts')
        .select(['title', 'language'])
        .where('announcement_id', '=', id)
        .where('language', 'in', language === 'EN' ? ['EN'] : [language, 'EN'])
        .execute();
      return (rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'EN'))?.title;
    },

    /** Inserts an application; false when the member already applied (unique member + promotion). */
    async insertApplication(memberId: number, promotionId: number, remark: string, now: number): Promise<boolean> {
      const rows = await db
        .insertInto('promotion_applications')
        .values({ member_id: memberId, announcement_id: promotionId, remark, status: 'pending', created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doNothing())
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    async applications(memberId: number, language: string) {
      return db
        .selectFrom('promotion_applications as p')
        .leftJoin('announcement_texts as t', (j) =>
          j.onRef('t.announcement_id', '=', 'p.announcement_id').on('t.language', '=', language),
        )
        .select(['p.id', 'p.announcement_id', 'p.remark', 'p.status', 'p.created_at', 'p.updated_at', 't.title'])
        .where('p.member_id', '=', memberId)
        .orderBy('p.id', 'desc')
        .execute();
    },

    /** The merchant of the member who applied. */
    async applicationStatus(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('promotion_applications').select('status').where('id', '=', id).executeTakeFirst();
      return row?.status;
    },

    async applicationMerchant(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('promotion_applications as p')
        .innerJoin('members as m', 'm.id', 'p.member_id')
        .select('m.merchant_code')
        .where('p.id', '=', id)
        .executeTakeFirst();
      return row?.merchant_code;
    },

    async decideApplication(id: number, status: string, now: number): Promise<PromotionApplicationRow | undefined> {
      return db
        .updateTable('promotion_applications')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
