import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { announcementsKey } from './get-announcements';

export type AnnouncementChange = EndpointBody<typeof endpoints.updateAnnouncement>;

/** Changes an announcement: omitted fields stay; titles replace the set of languages. */
export function updateAnnouncement({ merchant, id, change }: { merchant: string; id: number; change: AnnouncementChange }) {
  return api.call(endpoints.updateAnnouncement, { params: { id }, query: { merchant }, body: change });
}

export function useUpdateAnnouncement() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAnnouncement, onSuccess: (_saved, saved) => client.invalidateQueries({ queryKey: announcementsKey(saved.merchant) }) });
}
