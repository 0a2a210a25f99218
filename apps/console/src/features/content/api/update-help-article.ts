import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { helpKey } from './get-help-articles';

export type HelpArticleChange = EndpointBody<typeof endpoints.updateHelpArticle>;

/** Changes an article: omitted fields stay; titles replace the set of languages. */
export function updateHelpArticle({ merchant, tag, change }: { merchant: string; tag: string; change: HelpArticleChange }) {
  return api.call(endpoints.updateHelpArticle, { params: { tag }, query: { merchant }, body: change });
}

export function useUpdateHelpArticle() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateHelpArticle, onSuccess: (_saved, saved) => client.invalidateQueries({ queryKey: helpKey(saved.merchant) }) });
}
