import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import type { Conversation } from './get-chat-conversation';
import { conversationKey } from './get-chat-conversation';
import { chatKey } from './get-chat-queue';

/**
 * The merchant's live chats as Server-Sent Events: each new line refreshes the queue and, when it belongs to
 * the open conversation, is added to it. Answers whether the stream is connected.
 */
export function useChatStream(merchant: string, openAccount: string | null): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const open = useRef(openAccount);
  open.current = openAccount;
  useEffect(() => {
    if (!merchant || typeof EventSource === 'undefined') return;
    const source = new EventSource(api.url(endpoints.chatStream, { query: { merchant } }), { withCredentials: true });
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.onmessage = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      // the event's shape is the descriptor's: anything else is not a chat line
      const parsed = endpoints.chatStream.response.safeParse(data);
      if (!parsed.success) return;
      const { account, message } = parsed.data;
      void client.invalidateQueries({ queryKey: chatKey(merchant) });
      if (account === open.current) {
        client.setQueryData<Conversation>(conversationKey(merchant, account), (old) =>
          old && !old.list.some((m) => m.id === message.id) ? { list: [...old.list, message] } : old,
        );
      }
    };
    return () => source.close();
  }, [merchant, client]);
  return live;
}
