import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { announcementsKey } from './get-announcements';

/** Deletes an announcement: players stop seeing it at once. */
export function deleteAnnouncement({ merchant, id }: { merchant: string; id: number }) {
  return api.call(endpoints.deleteAnnouncement, { params: { id }, query: { merchant } });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAnnouncement, onSuccess: (_done, target) => client.invalidateQueries({ queryKey: announcementsKey(target.merchant) }) });
}
