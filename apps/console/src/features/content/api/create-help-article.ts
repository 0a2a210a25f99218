import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { helpKey } from './get-help-articles';

export type HelpArticleInput = EndpointBody<typeof endpoints.createHelpArticle>;

/** Writes a help-centre article under a new tag. */
export function createHelpArticle({ merchant, body }: { merchant: string; body: HelpArticleInput }) {
  return api.call(endpoints.createHelpArticle, { query: { merchant }, body });
}

export function useCreateHelpArticle() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createHelpArticle, onSuccess: (_made, made) => client.invalidateQueries({ queryKey: helpKey(made.merchant) }) });
}
