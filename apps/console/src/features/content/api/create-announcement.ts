import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { announcementsKey } from './get-announcements';

export type AnnouncementInput = EndpointBody<typeof endpoints.createAnnouncement>;

/** Writes an announcement (a draft until published). */
export function createAnnouncement({ merchant, body }: { merchant: string; body: AnnouncementInput }) {
  return api.call(endpoints.createAnnouncement, { query: { merchant }, body });
}

export function useCreateAnnouncement() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAnnouncement, onSuccess: (_made, made) => client.invalidateQueries({ queryKey: announcementsKey(made.merchant) }) });
}
