import { useMutation } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';

/** Puts a message into one member's inbox (plain text). */
export function messageMember({ merchant, account, title, content }: { merchant: string; account: string; title: string; content: string }) {
  return api.call(endpoints.messageMember, { params: { account }, query: { merchant }, body: { title, content } });
}

export function useMessageMember() {
  return useMutation({ mutationFn: messageMember });
}
