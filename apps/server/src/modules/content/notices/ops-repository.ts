import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { sanitizeContentHtml } from '../../../lib/sanitize-html.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** The announcement types an operator writes in the console: player notices and home pop-ups. */
export const CONSOLE_ANNOUNCEMENT_TYPES = ['PL', 'PU'] as const;

export interface ConsoleAnnouncementRecord {
  id: number;
  merchantCode: string;
  popup: boolean;
  published: boolean;
  /** 0: from the beginning */
  startAt: number;
  endAt: number | null;
  updatedAt: number;
  texts: Record<string, { title: string; content: string }>;
}

export interface ConsoleAnnouncementWrite {
  popup: boolean;
  published: boolean;
  startAt: number;
  endAt: number | null;
  /** per language; content is sanitized here, before it is stored */
  texts: Record<string, { title: string; content: string }>;
}

/**
 * The operator's side of the announcements the player app reads (notices' repository): the same rows, so a
 * published one in its window is on the player's list at once. A pop-up is type PU in the popup group, any
 * other type PL in the player group.
 */
export function createAnnouncementOpsRepository(db: Kysely<Database>) {
  async function load(merchantCode: string, id?: number): Promise<ConsoleAnnouncementRecord[]> {
    let q = db
      .selectFrom('announcements')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .where('type', 'in', [...CONSOLE_ANNOUNCEMENT_TYPES]);
    if (id !== undefined) q = q.where('id', '=', id);
    const rows = await q.orderBy('id', 'desc').execute();
    if (rows.length === 0) return [];
    const texts = await db
      .selectFrom('announcement_texts')
      .selectAll()
      .where('announcement_id', 'in', rows.map((r) => r.id))
      .orderBy('language')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      merchantCode: r.merchant_code,
      popup: r.type === 'PU',
      published: Number(r.published) === 1,
      startAt: Number(r.start_at),
      endAt: r.no_expiry === 1 || r.end_at === null ? null : Number(r.end_at),
      updatedAt: Number(r.updated_at ?? r.created_at),
      texts: Object.fromEntries(
        texts.filter((t) => t.announcement_id === r.id).map((t) => [t.language, { title: t.title, content: t.content }]),
      ),
    }));
  }

  function columns(input: ConsoleAnnouncementWrite, now: number) {
    return {
      type: input.popup ? 'PU' : 'PL',
      group_name: input.popup ? 'popup' : 'player',
      start_at: input.startAt,
      end_at: input.endAt,
      no_expiry: input.endAt === null ? 1 : 0,
      published: input.published ? 1 : 0,
      updated_at: now,
    };
  }

  return {
    list: (merchantCode: string) => load(merchantCode),

    async get(merchantCode: string, id: number): Promise<ConsoleAnnouncementRecord | undefined> {
      return (await load(merchantCode, id))[0];
    },

    /** Row and texts in one transaction: a failure leaves nothing half-written. */
    async create(merchantCode: string, input: ConsoleAnnouncementWrite, now: number): Promise<number> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('announcements')
          .values({
            merchant_code: merchantCode,
            seed_key: null,
            category: null,
            platform: 'M',
            sort: 0,
            images: '[]',
            created_at: now,
            ...columns(input, now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [language, text] of Object.entries(input.texts)) {
          await trx
            .insertInto('announcement_texts')
            .values({ announcement_id: row.id, language, title: text.title, content: sanitizeContentHtml(text.content) })
            .execute();
        }
        return row.id;
      });
    },

    /** Replaces the row's fields and all its texts; false when the merchant has no such announcement. */
    async update(merchantCode: string, id: number, input: ConsoleAnnouncementWrite, now: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('announcements')
          .set(columns(input, now))
          .where('id', '=', id)
          .where('merchant_code', '=', merchantCode)
          .where('type', 'in', [...CONSOLE_ANNOUNCEMENT_TYPES])
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('announcement_texts').where('announcement_id', '=', id).execute();
        for (const [language, text] of Object.entries(input.texts)) {
          await trx
            .insertInto('announcement_texts')
            .values({ announcement_id: id, language, title: text.title, content: sanitizeContentHtml(text.content) })
            .execute();
        }
        return true;
      });
    },

    /**
     * A bonus campaign's promotion page (type PR): made or rewritten with the campaign, in the campaign's
     * transaction; its artwork is the server-made card unless it has images. Published when the campaign is
     * shown to players (scheduled, live, paused), in the campaign's window.
     */
    async savePromotionPage(
      tx: Kysely<Database>,
      merchantCode: string,
      id: number | null,
      input: { category: string; texts: Record<string, { title: string; content: string }>; startAt: number; endAt: number | null; published: boolean },
      now: number,
    ): Promise<number> {
      const cols = {
        category: input.category,
        start_at: input.startAt,
        end_at: input.endAt,
        no_expiry: input.endAt === null ? 1 : 0,
        published: input.published ? 1 : 0,
        updated_at: now,
      };
      let pageId = id;
      if (pageId === null) {
        const row = await tx
          .insertInto('announcements')
          .values({ merchant_code: merchantCode, seed_key: null, type: 'PR', group_name: 'promotion', platform: 'M', sort: 0, images: '[]', created_at: now, ...cols })
          .returning('id')
          .executeTakeFirstOrThrow();
        pageId = row.id;
        await tx.updateTable('announcements').set({ images: JSON.stringify([{ sequence: 1, url: `/media/promotions/${pageId}.svg` }]) }).where('id', '=', pageId).execute();
      } else {
        await tx.updateTable('announcements').set(cols).where('id', '=', pageId).where('merchant_code', '=', merchantCode).where('type', '=', 'PR').execute();
        await tx.deleteFrom('announcement_texts').where('announcement_id', '=', pageId).execute();
      }
      for (const [language, text] of Object.entries(input.texts)) {
        await tx
          .insertInto('announcement_texts')
          .values({ announcement_id: pageId, language, title: text.title, content: sanitizeContentHtml(text.content) })
          .execute();
      }
      return pageId;
    },

    /** Shows or hides a campaign's page (its window stays). */
    async publishPromotionPage(tx: Kysely<Database>, id: number, published: boolean, now: number): Promise<void> {
      await tx.updateTable('announcements').set({ published: published ? 1 : 0, updated_at: now }).where('id', '=', id).where('type', '=', 'PR').execute();
    },

    /** A campaign's page: its category and texts. */
    async promotionPage(id: number): Promise<{ category: string; texts: Record<string, { title: string; content: string }> } | undefined> {
      const row = await db.selectFrom('announcements').select('category').where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const rows = await db.selectFrom('announcement_texts').selectAll().where('announcement_id', '=', id).execute();
      return { category: row.category ?? 'other', texts: Object.fromEntries(rows.map((r) => [r.language, { title: r.title, content: r.content }])) };
    },

    /** Titles of pages in a language, else English, else any. */
    async promotionPageTitles(ids: number[], language: string): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db.selectFrom('announcement_texts').select(['announcement_id', 'language', 'title']).where('announcement_id', 'in', ids).execute();
      // the reader's language, else English, else whichever language the page has
      const rank = (l: string) => (l === language ? 0 : l === 'EN' ? 1 : 2);
      const out = new Map<number, { title: string; rank: number }>();
      for (const r of rows) {
        const seen = out.get(r.announcement_id);
        if (!seen || rank(r.language) < seen.rank) out.set(r.announcement_id, { title: r.title, rank: rank(r.language) });
      }
      return new Map([...out].map(([id, v]) => [id, v.title]));
    },

    async remove(merchantCode: string, id: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const found = await trx
          .selectFrom('announcements')
          .select('id')
          .where('id', '=', id)
          .where('merchant_code', '=', merchantCode)
          .where('type', 'in', [...CONSOLE_ANNOUNCEMENT_TYPES])
          .executeTakeFirst();
        if (!found) return false;
        // Children first: SQLite enforces the foreign keys only when told to, PostgreSQL always.
        await trx.deleteFrom('announcement_reads').where('announcement_id', '=', id).execute();
        // a ticker line that opened it now opens the notice list
        await trx.updateTable('notices').set({ announcement_id: null }).where('announcement_id', '=', id).execute();
        await trx.deleteFrom('announcement_texts').where('announcement_id', '=', id).execute();
        await trx.deleteFrom('announcements').where('id', '=', id).execute();
        return true;
      });
    },
  };
}

export type AnnouncementOpsRepository = ReturnType<typeof createAnnouncementOpsRepository>;
