import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementGroups } from '@lobby/contract';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { contentKeys } from '@/shared/api/content/keys';

/** Mark-as-read calls are throttled to one per 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;

let nextSlot = 0;

/**
 * Throttled without dropping: each report waits for its 150 ms slot, so quickly opening several notices
 * still reports every one of them, just never more than one call per slot.
 */
function throttleSlot(): Promise<void> {
  const now = Date.now();
  const at = Math.max(now, nextSlot);
  nextSlot = at + MARK_READ_THROTTLE_MS;
  const wait = at - now;
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}

export async function markAnnouncementRead(announcementId: number): Promise<void> {
  await throttleSlot();
  await api.post(CONTENT_PATHS.announcementRead, { body: { announcementId, read: true }, silent: true });
}

/** Marks the item read in every cached announcement answer (the local step before the server hears). */
function markLocally(groups: AnnouncementGroups | undefined, id: number): AnnouncementGroups | undefined {
  if (!groups) return groups;
  const next = { ...groups };
  for (const key of Object.keys(next) as (keyof AnnouncementGroups)[]) {
    next[key] = next[key].map((a) => (a.id === id && !a.read ? { ...a, read: true } : a));
  }
  return next;
}

/**
 * Locally marked read first, then the server is told, then the list reloads. Callers decide whether
 * the session may report at all (not visitors, not trial accounts).
 */
export function useMarkAnnouncementRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    onMutate: (id: number) => {
      client.setQueriesData<AnnouncementGroups>({ queryKey: contentKeys.announcementsAll }, (old) =>
        markLocally(old, id),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.announcementsAll }),
  });
}
