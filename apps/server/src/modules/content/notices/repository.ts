import { pickTranslation, textLanguages } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { AnnouncementRow, Database } from '../../../db/schema.ts';
import { createMerchantRepository } from '../../../core/merchants/repository.ts';
import { sanitizeContentHtml } from '../../../lib/sanitize-html.ts';
import { inTransaction } from '../../../db/transaction.ts';

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

/** Announcements (notices, pop-ups, banners' texts, promotions) and what each member has read. */
export function createNoticeRepository(db: Kysely<Database>) {
  const merchants = createMerchantRepository(db);
  return {
    /**
     * Announcements of a merchant inside their window at `at` (start <= at and (no expiry or end >= at)),
     * with the text in `language`, else in EN, else in the merchant's default language: an operator may
     * write an announcement in the merchant's own language only, and every reader still gets it.
     */
    async active(
      merchantCode: string,
      at: number,
      language: string,
      filter: { types?: string[]; groupName?: string; id?: number } = {},
    ): Promise<AnnouncementWithText[]> {
      const preference = textLanguages(language, (await merchants.defaultLanguage(merchantCode)) ?? 'EN');
      let q = db
        .selectFrom('announcements as a')
        .innerJoin('announcement_texts as t', 't.announcement_id', 'a.id')
        .selectAll('a')
        .select(['t.title', 't.content', 't.language'])
        .where('a.merchant_code', '=', merchantCode)
        .where('a.published', '=', 1)
        .where('a.start_at', '<=', at)
        .where((eb) => eb.or([eb('a.no_expiry', '=', 1), eb('a.end_at', '>=', at)]))
        .where('t.language', 'in', preference);
      if (filter.types && filter.types.length > 0) q = q.where('a.type', 'in', filter.types);
      if (filter.groupName) q = q.where('a.group_name', '=', filter.groupName);
      if (filter.id !== undefined) q = q.where('a.id', '=', filter.id);
      const rows = await q.orderBy('a.sort').orderBy('a.id').execute();
      const byId = new Map<number, (typeof rows)[number][]>();
      for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
      return [...byId.values()].map((texts) => {
        const { language: _language, ...best } = pickTranslation(texts, preference)!;
        return best;
      });
    },

    /** The ticker's notices live at `at`, in order, each with its text in `language` or else EN. */
    async liveNotices(merchantCode: string, at: number, language: string, limit: number) {
      const rows = await db
        .selectFrom('notices as n')
        .innerJoin('notice_texts as t', 't.notice_id', 'n.id')
        .select(['n.id', 'n.level', 'n.announcement_id', 'n.start_at', 'n.end_at', 'n.sort', 't.language', 't.text'])
        .where('n.merchant_code', '=', merchantCode)
        .where('n.start_at', '<=', at)
        .where((eb) => eb.or([eb('n.end_at', 'is', null), eb('n.end_at', '>', at)]))
        .where('t.language', 'in', [language, 'EN'])
        .orderBy('n.sort')
        .orderBy('n.id')
        .execute();
      const byId = new Map<number, (typeof rows)[number]>();
      for (const r of rows) if (!byId.has(r.id) || r.language === language) byId.set(r.id, r);
      return [...byId.values()].slice(0, limit);
    },

    /** How many players opened each of `ids` since `since`, most opened first (ties: newest id first). */
    async readerCounts(ids: number[], since: number, limit: number): Promise<{ id: number; readers: number }[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('announcement_reads')
        .select((eb) => ['announcement_id', eb.fn.countAll<number | string>().as('readers')])
        .where('read_at', '>=', since)
        .where('announcement_id', 'in', ids)
        .groupBy('announcement_id')
        .orderBy('readers', 'desc')
        .orderBy('announcement_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.announcement_id, readers: Number(r.readers) }));
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
        .where('published', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The titles of these announcements in these languages (what promotions and their applications show). */
    async titles(ids: readonly number[], languages?: readonly string[]): Promise<{ announcement_id: number; language: string; title: string }[]> {
      if (ids.length === 0) return [];
      let q = db.selectFrom('announcement_texts').select(['announcement_id', 'language', 'title']).where('announcement_id', 'in', [...ids]);
      if (languages) q = q.where('language', 'in', [...languages]);
      return q.execute();
    },

    /** A merchant's promotions (type PR), published or not, in their order. */
    async promotionsOf(merchantCode: string) {
      return db
        .selectFrom('announcements')
        .select(['id', 'category', 'start_at', 'end_at', 'no_expiry'])
        .where('merchant_code', '=', merchantCode)
        .where('type', '=', 'PR')
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** The merchant's announcement ids, as a subquery another table's query filters by (no rows are read here). */
    idsOf(merchantCode: string) {
      return db.selectFrom('announcements').select('id').where('merchant_code', '=', merchantCode);
    },

    /** The merchant an announcement belongs to (undefined: no such announcement). */
    async merchantOf(id: number): Promise<string | undefined> {
      return (await db.selectFrom('announcements').select('merchant_code').where('id', '=', id).executeTakeFirst())?.merchant_code;
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
      return inTransaction(db, async (trx) => {
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
  };
}

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
