import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What operators read of a merchant's promotions (announcements of type PR) and the applications to them. */
export function createPromotionConsoleRepository(db: Kysely<Database>) {
  return {
    async promotions(merchantCode: string) {
      const rows = await db
        .selectFrom('announcements')
        .select(['id', 'category', 'start_at', 'end_at', 'no_expiry'])
        .where('merchant_code', '=', merchantCode)
        .where('type', '=', 'PR')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [texts, counts] = await Promise.all([
        db.selectFrom('announcement_texts').select(['announcement_id', 'language', 'title']).where('announcement_id', 'in', ids).execute(),
        db
          .selectFrom('promotion_applications')
          .select((eb) => ['announcement_id', 'status', eb.fn.countAll<number | string>().as('n')])
          .where('announcement_id', 'in', ids)
          .groupBy(['announcement_id', 'status'])
          .execute(),
      ]);
      return rows.map((r) => ({
        ...r,
        titles: Object.fromEntries(texts.filter((t) => t.announcement_id === r.id).map((t) => [t.language, t.title])),
        counts: Object.fromEntries(counts.filter((c) => c.announcement_id === r.id).map((c) => [c.status, Number(c.n)])) as Record<string, number>,
      }));
    },

    async applications(merchantCode: string, filter: { status?: string; beforeId?: number; limit: number }) {
      let q = db
        .selectFrom('promotion_applications as p')
        .innerJoin('members as m', 'm.id', 'p.member_id')
        .innerJoin('announcements as a', 'a.id', 'p.announcement_id')
        .leftJoin('announcement_texts as t', (j) => j.onRef('t.announcement_id', '=', 'p.announcement_id').on('t.language', '=', 'EN'))
        .select(['p.id', 'p.announcement_id', 'p.remark', 'p.status', 'p.created_at', 'p.updated_at', 'm.username', 't.title'])
        .where('a.merchant_code', '=', merchantCode)
        .where('m.merchant_code', '=', merchantCode);
      if (filter.status) q = q.where('p.status', '=', filter.status);
      if (filter.beforeId !== undefined) q = q.where('p.id', '<', filter.beforeId);
      return q.orderBy('p.id', 'desc').limit(filter.limit).execute();
    },

    /** The merchant whose promotion the application is for (undefined: no such application). */
    async applicationMerchant(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('promotion_applications as p')
        .innerJoin('announcements as a', 'a.id', 'p.announcement_id')
        .select('a.merchant_code')
        .where('p.id', '=', id)
        .executeTakeFirst();
      return row?.merchant_code;
    },
  };
}

export type PromotionConsoleRepository = ReturnType<typeof createPromotionConsoleRepository>;
