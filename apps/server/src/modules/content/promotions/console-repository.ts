import type { Kysely } from 'kysely';
import type { MemberRepository } from '../../../core/accounts/repository.ts';
import type { Database } from '../../../db/schema.ts';
import type { NoticeRepository } from '../notices/index.ts';

/**
 * What operators read of a merchant's promotions (announcements of type PR, the notices module's) and the
 * applications to them (with the applicants' usernames, the accounts').
 */
export function createPromotionConsoleRepository(db: Kysely<Database>, owners: { notices: NoticeRepository; members: MemberRepository }) {
  const { notices, members } = owners;
  return {
    async promotions(merchantCode: string) {
      const rows = await notices.promotionsOf(merchantCode);
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [texts, counts] = await Promise.all([
        notices.titles(ids),
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

    /** A page of the merchant's applications (its members' to its promotions), newest first. */
    async applications(merchantCode: string, filter: { status?: string; beforeId?: number; limit: number }) {
      let q = db
        .selectFrom('promotion_applications')
        .select(['id', 'member_id', 'announcement_id', 'remark', 'status', 'created_at', 'updated_at'])
        .where('announcement_id', 'in', notices.idsOf(merchantCode))
        .where('member_id', 'in', members.idsOf(merchantCode));
      if (filter.status) q = q.where('status', '=', filter.status);
      if (filter.beforeId !== undefined) q = q.where('id', '<', filter.beforeId);
      const rows = await q.orderBy('id', 'desc').limit(filter.limit).execute();
      const [usernames, titles] = await Promise.all([
        members.usernames(rows.map((r) => r.member_id)),
        notices.titles([...new Set(rows.map((r) => r.announcement_id))], ['EN']),
      ]);
      const titleOf = new Map(titles.map((t) => [t.announcement_id, t.title]));
      return rows.flatMap(({ member_id, ...r }) => {
        const username = usernames.get(member_id);
        return username === undefined ? [] : [{ ...r, username, title: titleOf.get(r.announcement_id) ?? null }];
      });
    },

    /** The merchant whose promotion the application is for (undefined: no such application). */
    async applicationMerchant(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('promotion_applications').select('announcement_id').where('id', '=', id).executeTakeFirst();
      return row && notices.merchantOf(row.announcement_id);
    },
  };
}

export type PromotionConsoleRepository = ReturnType<typeof createPromotionConsoleRepository>;
