import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

/** A help-centre article (two levels: an article and its sub-articles), its texts per language. */
export type HelpArticle = EndpointResult<typeof endpoints.help>['list'][number];

export const helpKey = (merchant: string) => ['ops', 'help', merchant] as const;

/** A merchant's help-centre articles, every language of each. */
export function getHelpArticles(merchant: string, signal?: AbortSignal) {
  return api.call(endpoints.help, { query: { merchant } }, signal);
}

export function helpArticlesQueryOptions(merchant: string) {
  return queryOptions({ queryKey: helpKey(merchant), queryFn: ({ signal }) => getHelpArticles(merchant, signal), enabled: Boolean(merchant) });
}
