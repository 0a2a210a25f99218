import { api, opsPath } from '@/shared/api/client';
import type { ChatMessage, ChatThread } from '@/shared/api/types';

export const supportApi = {
  threads: (merchant: string, signal?: AbortSignal) => api.get<{ list: ChatThread[] }>('/ops/chat', { merchant }, signal),
  messages: (merchant: string, account: string, signal?: AbortSignal) => api.get<{ list: ChatMessage[] }>(opsPath('/ops/chat/:account', { account }), { merchant }, signal),
  reply: (merchant: string, account: string, text: string) => api.post<ChatMessage>(opsPath('/ops/chat/:account/reply', { account }), { text }, { merchant }),
  messageMember: (merchant: string, account: string, title: string, content: string) =>
    api.post<{ id: number }>(opsPath('/ops/members/:account/messages', { account }), { title, content }, { merchant }),
  messageSegment: (merchant: string, segment: string, title: string, body: string) => api.post<{ sent: number }>('/ops/messages', { segment, title, body }, { merchant }),
};

export function chatStreamUrl(merchant: string): string {
  return `/ops/chat/stream?merchant=${encodeURIComponent(merchant)}`;
}
