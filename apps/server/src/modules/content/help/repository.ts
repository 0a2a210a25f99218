import type { Kysely } from 'kysely';
import type { Database, HelpArticleRow } from '../../../db/schema.ts';
import { sanitizeContentHtml } from '../../../lib/sanitize-html.ts';

export interface NewHelpArticle {
  merchantCode: string;
  language: string;
  tag: string;
  parentTag: string | null;
  title: string;
  content: string;
  sort: number;
}

export function createHelpRepository(db: Kysely<Database>) {
  return {
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

export type HelpRepository = ReturnType<typeof createHelpRepository>;
