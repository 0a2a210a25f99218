import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Message = EndpointResult<typeof endpoints.messages>['list'][number];
export type MessageInput = EndpointBody<typeof endpoints.sendMessage>;
export type MessagePreview = EndpointResult<typeof endpoints.messagePreview>;

export const messagesKey = (merchant: string) => ['ops', 'messages', merchant] as const;

/**
 * The brand's messages, newest first, with each channel's counts. A message being sent is polled: its
 * counts grow as the job goes through the chunks.
 */
export function messagesQueryOptions(merchant: string) {
  return queryOptions({
    queryKey: messagesKey(merchant),
    queryFn: ({ signal }) => api.call(endpoints.messages, { query: { merchant, limit: 50 } }, signal),
    enabled: Boolean(merchant),
    refetchInterval: (query) => (query.state.data?.list.some((m) => m.status === 'sending' || (m.status === 'scheduled' && m.sendAt <= Date.now())) ? 2000 : false),
  });
}

/** The confirmation's counts: who each channel reaches now. */
export function previewMessage(merchant: string, body: EndpointBody<typeof endpoints.messagePreview>) {
  return api.call(endpoints.messagePreview, { query: { merchant }, body });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ merchant, body }: { merchant: string; body: MessageInput }) => api.call(endpoints.sendMessage, { query: { merchant }, body }),
    onSuccess: (_sent, { merchant }) => client.invalidateQueries({ queryKey: messagesKey(merchant) }),
  });
}

export function useCancelMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ merchant, id }: { merchant: string; id: number }) => api.call(endpoints.cancelMessage, { params: { id }, query: { merchant } }),
    onSuccess: (_m, { merchant }) => client.invalidateQueries({ queryKey: messagesKey(merchant) }),
  });
}
