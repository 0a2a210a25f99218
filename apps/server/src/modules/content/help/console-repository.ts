import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { sanitizeContentHtml } from '../../../lib/sanitize-html.ts';
import { inTransaction } from '../../../db/transaction.ts';

export interface HelpArticleRecord {
  tag: string;
  parentTag: string | null;
  sort: number;
  texts: Record<string, { title: string; content: string }>;
}

/**
 * The operator's side of the help centre: an article is a tag with a row per language (the rows the player
 * app reads), written and replaced as a whole in one transaction. HTML is sanitized here.
 */
export function createHelpConsoleRepository(db: Kysely<Database>) {
  async function load(merchantCode: string, tag?: string): Promise<HelpArticleRecord[]> {
    let q = db.selectFrom('help_articles').selectAll().where('merchant_code', '=', merchantCode);
    if (tag !== undefined) q = q.where('tag', '=', tag);
    const rows = await q.orderBy('sort').orderBy('tag').orderBy('language').execute();
    const byTag = new Map<string, HelpArticleRecord>();
    for (const r of rows) {
      let a = byTag.get(r.tag);
      if (!a) byTag.set(r.tag, (a = { tag: r.tag, parentTag: r.parent_tag, sort: r.sort, texts: {} }));
      a.texts[r.language] = { title: r.title, content: r.content };
    }
    return [...byTag.values()];
  }

  return {
    list: (merchantCode: string) => load(merchantCode),
    async get(merchantCode: string, tag: string): Promise<HelpArticleRecord | undefined> {
      return (await load(merchantCode, tag))[0];
    },

    /** Replaces every language row of the tag (creating it when new), in one transaction. */
    async put(merchantCode: string, article: HelpArticleRecord): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('help_articles').where('merchant_code', '=', merchantCode).where('tag', '=', article.tag).execute();
        for (const [language, text] of Object.entries(article.texts)) {
          await trx
            .insertInto('help_articles')
            .values({
              merchant_code: merchantCode,
              language,
              tag: article.tag,
              parent_tag: article.parentTag,
              title: text.title,
              content: sanitizeContentHtml(text.content),
              sort: article.sort,
            })
            .execute();
        }
      });
    },

    /** Deletes the tag's rows; its children move to the top level. False when there was no such tag. */
    async remove(merchantCode: string, tag: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const gone = await trx.deleteFrom('help_articles').where('merchant_code', '=', merchantCode).where('tag', '=', tag).executeTakeFirst();
        await trx.updateTable('help_articles').set({ parent_tag: null }).where('merchant_code', '=', merchantCode).where('parent_tag', '=', tag).execute();
        return Number(gone.numDeletedRows) > 0;
      });
    },
  };
}

export type HelpConsoleRepository = ReturnType<typeof createHelpConsoleRepository>;
