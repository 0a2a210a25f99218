import type { Kysely } from 'kysely';
import type { AnnouncementRow, Database, HelpArticleRow } from '../../db/schema.ts';
import { sanitizeContentHtml } from '../../lib/sanitize-html.ts';

export interface AnnouncementWithText extends AnnouncementRow {
  title: string;
  content: string;
}

export interface NewAnnouncement {
  merchantCode: string;
  seedKey?: string | null;
  type: string;
  groupName: string;
  category?: string | null;
  startAt: number;
  endAt: number | null;
  noExpiry: boolean;
  sort: number;
  images: { sequence: number; url: string }[];
  /** per language; content is sanitized here, before it is stored */
  texts: Record<string, { title: string; content: string }>;
}

export interface NewHelpArticle {
  merchantCode: string;
  language: string;
  tag: string;
  parentTag: string | null;
  title: string;
  content: string;
  sort: number;
}

export interface PromotionApplicationRow {
  id: number;
  member_id: number;
  announcement_id: number;
  remark: string;
  status: string;
  created_at: number;
  updated_at: number;
}

export function createAnnouncementRepository(db: Kysely<Database>) {
  return {
    /**
     * Announcements of a merchant inside their window at `at` (start <= at and (no expiry or end >= at)),
     * with the text in `language` (falling back to EN when that language has none).
     */
    async active(
      merchantCode: string,
      at: number,
      language: string,
      filter: { types?: string[]; groupName?: string; id?: number } = {},
    ): Promise<AnnouncementWithText[]> {
      let q = db
        .selectFrom('announcements as a')
        .innerJoin('announcement_texts as t', 't.announcement_id', 'a.id')
        .selectAll('a')
        .select(['t.title', 't.content', 't.language'])
        .where('a.merchant_code', '=', merchantCode)
        .where('a.start_at', '<=', at)
        .where((eb) => eb.or([eb('a.no_expiry', '=', 1), eb('a.end_at', '>=', at)]))
        .where('t.language', 'in', [language, 'EN']);
      if (filter.types && filter.types.length > 0) q = q.where('a.type', 'in', filter.types);
      if (filter.groupName) q = q.where('a.group_name', '=', filter.groupName);
      if (filter.id !== undefined) q = q.where('a.id', '=', filter.id);
      const rows = await q.orderBy('a.sort').orderBy('a.id').execute();
      const byId = new Map<number, AnnouncementWithText>();
      for (const { language: lang, ...r } of rows) {
        if (!byId.has(r.id) || lang === language) byId.set(r.id, r);
      }
      return [...byId.values()];
    },

    async readIds(memberId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('announcement_reads')
        .select('announcement_id')
        .where('member_id', '=', memberId)
        .where('announcement_id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.announcement_id));
    },

    async exists(merchantCode: string, id: number): Promise<boolean> {
      const row = await db
        .selectFrom('announcements')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async markRead(memberId: number, announcementId: number, at: number): Promise<void> {
      await db
        .insertInto('announcement_reads')
        .values({ member_id: memberId, announcement_id: announcementId, read_at: at })
        .onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doNothing())
        .execute();
    },

    /**
     * Inserts or (by seed key) replaces an announcement; HTML is sanitized here. With `keepExisting` an
     * announcement whose seed key is already stored is left as it is (the seed's second run changes
     * nothing). Returns its id and whether it was inserted.
     */
    async upsert(
      input: NewAnnouncement,
      now: number,
      options: { keepExisting?: boolean } = {},
    ): Promise<{ id: number; inserted: boolean }> {
      return db.transaction().execute(async (trx) => {
        const values = {
          merchant_code: input.merchantCode,
          seed_key: input.seedKey ?? null,
          type: input.type,
          group_name: input.groupName,
          category: input.category ?? null,
          platform: 'M',
          start_at: input.startAt,
          end_at: input.noExpiry ? null : input.endAt,
          no_expiry: input.noExpiry ? 1 : 0,
          sort: input.sort,
          images: JSON.stringify(input.images),
        };
        const existing = input.seedKey
          ? await trx
              .selectFrom('announcements')
              .select('id')
              .where('merchant_code', '=', input.merchantCode)
              .where('seed_key', '=', input.seedKey)
              .executeTakeFirst()
          : undefined;
        let id: number;
        if (existing && options.keepExisting) return { id: existing.id, inserted: false };
        if (existing) {
          id = existing.id;
          await trx.updateTable('announcements').set(values).where('id', '=', id).execute();
          await trx.deleteFrom('announcement_texts').where('announcement_id', '=', id).execute();
        } else {
          const row = await trx
            .insertInto('announcements')
            .values({ ...values, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = row.id;
        }
        for (const [language, text] of Object.entries(input.texts)) {
          await trx
            .insertInto('announcement_texts')
            .values({ announcement_id: id, language, title: text.title, content: sanitizeContentHtml(text.content) })
            .execute();
        }
        return { id, inserted: !existing };
      });
    },

    async setImages(id: number, images: { sequence: number; url: string }[]): Promise<void> {
      await db.updateTable('announcements').set({ images: JSON.stringify(images) }).where('id', '=', id).execute();
    },

    async promotionTitle(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('announcement_texts')
        .select('title')
        .where('announcement_id', '=', id)
        .where('language', '=', 'EN')
        .executeTakeFirst();
      return row?.title;
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

    async decideApplication(id: number, status: string, now: number): Promise<PromotionApplicationRow | undefined> {
      return db
        .updateTable('promotion_applications')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async helpArticles(merchantCode: string, language: string): Promise<HelpArticleRow[]> {
      return db
        .selectFrom('help_articles')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('language', '=', language)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** Inserts or replaces a help article by (merchant, language, tag); HTML is sanitized here. */
    async upsertHelp(input: NewHelpArticle): Promise<void> {
      const values = {
        merchant_code: input.merchantCode,
        language: input.language,
        tag: input.tag,
        parent_tag: input.parentTag,
        title: input.title,
        content: sanitizeContentHtml(input.content),
        sort: input.sort,
      };
      await db
        .insertInto('help_articles')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'language', 'tag']).doUpdateSet({
            parent_tag: values.parent_tag,
            title: values.title,
            content: values.content,
            sort: values.sort,
          }),
        )
        .execute();
    },
  };
}

export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
