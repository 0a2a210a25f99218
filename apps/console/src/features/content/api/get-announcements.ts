import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Announcement = EndpointResult<typeof endpoints.announcements>['list'][number];

export const announcementsKey = (merchant: string) => ['ops', 'announcements', merchant] as const;

/** A merchant's announcements and pop-ups, drafts included, newest first. */
export function getAnnouncements(merchant: string, signal?: AbortSignal) {
  return api.call(endpoints.announcements, { query: { merchant } }, signal);
}

export function announcementsQueryOptions(merchant: string, enabled = true) {
  return queryOptions({
    queryKey: announcementsKey(merchant),
    queryFn: ({ signal }) => getAnnouncements(merchant, signal),
    enabled: Boolean(merchant) && enabled,
  });
}
