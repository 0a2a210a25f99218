import { useMutation } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type SegmentMessage = EndpointBody<typeof endpoints.messageSegment>;

/** Puts a message into the inbox of every active real-money player of a segment; answers how many got it. */
export function messageSegment({ merchant, message }: { merchant: string; message: SegmentMessage }) {
  return api.call(endpoints.messageSegment, { query: { merchant }, body: message });
}

export function useMessageSegment() {
  return useMutation({ mutationFn: messageSegment });
}
