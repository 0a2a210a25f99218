import { api, opsPath } from '@/shared/api/client';

/** A help-centre article (two levels: an article and its sub-articles), its texts per language. */
export interface HelpArticle {
  tag: string;
  parentTag: string | null;
  sort: number;
  titles: Record<string, string>;
  bodies: Record<string, string>;
}

export type HelpArticleInput = Omit<HelpArticle, 'tag'>;

export const helpApi = {
  list: (merchant: string, signal?: AbortSignal) => api.get<{ list: HelpArticle[] }>('/ops/help', { merchant }, signal),
  create: (merchant: string, body: HelpArticle) => api.post<HelpArticle>('/ops/help', body, { merchant }),
  update: (merchant: string, tag: string, body: Partial<HelpArticleInput>) => api.patch<HelpArticle>(opsPath('/ops/help/:tag', { tag }), body, { merchant }),
  remove: (merchant: string, tag: string) => api.del<unknown>(opsPath('/ops/help/:tag', { tag }), { merchant }),
};

export const helpKey = (merchant: string) => ['ops', 'help', merchant] as const;
