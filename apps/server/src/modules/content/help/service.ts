import type { HelpItem, Language } from '@lobby/contract';
import type { HelpRepository } from './repository.ts';

/** The help centre: top-level articles with their children. */
export function createHelpService(deps: { repository: HelpRepository }) {
  const { repository } = deps;
  return {
    /** Top-level help articles with their children, in the asked language (EN when it has none). */
    async helpCenter(merchantCode: string, language: Language): Promise<HelpItem[]> {
      let rows = await repository.helpArticles(merchantCode, language);
      if (rows.length === 0 && language !== 'EN') rows = await repository.helpArticles(merchantCode, 'EN');
      const top = rows.filter((r) => r.parent_tag === null);
      return top.map((t) => ({
        title: t.title,
        content: t.content,
        tag: t.tag,
        children: rows
          .filter((c) => c.parent_tag === t.tag)
          .map((c) => ({ title: c.title, content: c.content, tag: c.tag, children: [] })),
      }));
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
