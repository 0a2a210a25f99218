import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import type { Conversation } from './get-chat-conversation';
import { conversationKey } from './get-chat-conversation';
import { chatKey } from './get-chat-queue';

/** A customer-service reply in a member's live chat. */
export function replyChat({ merchant, account, text }: { merchant: string; account: string; text: string }) {
  return api.call(endpoints.chatReply, { params: { account }, query: { merchant }, body: { text } });
}

/** The reply is added to the open conversation at once; the queue refreshes in the background. */
export function useReplyChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyChat,
    onSuccess: (line, { merchant, account }) => {
      client.setQueryData<Conversation>(conversationKey(merchant, account), (old) => ({ list: [...(old?.list ?? []), line] }));
      void client.invalidateQueries({ queryKey: chatKey(merchant), exact: true });
    },
  });
}
