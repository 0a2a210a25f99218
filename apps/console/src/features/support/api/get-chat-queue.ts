import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type ChatThread = EndpointResult<typeof endpoints.chatQueue>['list'][number];

/** The queue; a conversation's key is under it (`[...chatKey(merchant), account]`). */
export const chatKey = (merchant: string) => ['ops', 'chat', merchant] as const;

/** A merchant's live chats, newest line first, with the member lines no operator has read. */
export function getChatQueue(merchant: string, signal?: AbortSignal) {
  return api.call(endpoints.chatQueue, { query: { merchant } }, signal);
}

export function chatQueueQueryOptions(merchant: string) {
  return queryOptions({ queryKey: chatKey(merchant), queryFn: ({ signal }) => getChatQueue(merchant, signal), enabled: Boolean(merchant) });
}
