import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { chatKey } from './get-chat-queue';

export type Conversation = EndpointResult<typeof endpoints.chatConversation>;
export type ChatLine = Conversation['list'][number];

export const conversationKey = (merchant: string, account: string) => [...chatKey(merchant), account] as const;

/** A member's live chat, the newest 200 lines oldest first (opened by someone who may reply, it counts as read). */
export function getChatConversation(merchant: string, account: string, signal?: AbortSignal) {
  return api.call(endpoints.chatConversation, { params: { account }, query: { merchant } }, signal);
}

export function chatConversationQueryOptions(merchant: string, account: string) {
  return queryOptions({ queryKey: conversationKey(merchant, account), queryFn: ({ signal }) => getChatConversation(merchant, account, signal) });
}
