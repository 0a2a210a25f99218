import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { helpKey } from './get-help-articles';

/** Deletes an article in every language; the articles under it move to the top level. */
export function deleteHelpArticle({ merchant, tag }: { merchant: string; tag: string }) {
  return api.call(endpoints.deleteHelpArticle, { params: { tag }, query: { merchant } });
}

export function useDeleteHelpArticle() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteHelpArticle, onSuccess: (_done, target) => client.invalidateQueries({ queryKey: helpKey(target.merchant) }) });
}
