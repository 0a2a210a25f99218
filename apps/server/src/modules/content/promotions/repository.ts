import type { Language } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { MemberRepository } from '../../../core/accounts/repository.ts';
import type { Database } from '../../../db/schema.ts';
import type { NoticeRepository } from '../notices/index.ts';

export interface PromotionApplicationRow {
  id: number;
  member_id: number;
  announcement_id: number;
  remark: string;
  status: string;
  created_at: number;
  updated_at: number;
}

/**
 * Promotion applications and the promotion titles the artwork shows. The promotions themselves are
 * announcements (`notices`, the notices module's repository); who applied is the accounts' (`members`).
 */
export function createPromotionRepository(db: Kysely<Database>, owners: { notices: NoticeRepository; members: MemberRepository }) {
  const { notices, members } = owners;
  return {
    /** The announcement's title in a language, else its English one, else any it has (a page written in the brand's default only). */
    async promotionTitle(id: number, language: Language): Promise<string | undefined> {
      const rows = await notices.titles([id]);
      return (rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'EN') ?? rows[0])?.title;
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

    /** The member's applications, newest first, with each promotion's title in `language` (null: none in it). */
    async applications(memberId: number, language: string) {
      const rows = await db
        .selectFrom('promotion_applications')
        .select(['id', 'announcement_id', 'remark', 'status', 'created_at', 'updated_at'])
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .execute();
      const titles = new Map((await notices.titles([...new Set(rows.map((r) => r.announcement_id))], [language])).map((t) => [t.announcement_id, t.title]));
      return rows.map((r) => ({ ...r, title: titles.get(r.announcement_id) ?? null }));
    },

    /** The merchant of the member who applied. */
    async applicationStatus(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('promotion_applications').select('status').where('id', '=', id).executeTakeFirst();
      return row?.status;
    },

    async applicationMerchant(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('promotion_applications').select('member_id').where('id', '=', id).executeTakeFirst();
      return row && (await members.byId(row.member_id))?.merchant_code;
    },

    async application(id: number, on: Kysely<Database> = db): Promise<PromotionApplicationRow | undefined> {
      return on.selectFrom('promotion_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async decideApplication(id: number, status: string, now: number, on: Kysely<Database> = db): Promise<PromotionApplicationRow | undefined> {
      return on
        .updateTable('promotion_applications')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
