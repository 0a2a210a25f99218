import { useCallback } from 'react';
import type { Announcement } from '@lobby/contract';
import { useMarkAnnouncementRead } from './api/mark-announcement-read';
import { useRole } from '@/shared/lib/session';

/**
 * The read rules of the notice screens: a trial (type 4) session shows every notice
 * read and never reports; a visitor shows the item's own flag and never reports (there is nobody to store
 * it for); members report an unread item when they open it.
 */
export function useNoticeRead() {
  const role = useRole();
  const mark = useMarkAnnouncementRead();
  const mayReport = role === 'member' || role === 'agent';

  const isRead = useCallback((a: Announcement) => role === 'trial' || a.read, [role]);

  const { mutate } = mark;
  const report = useCallback(
    (a: Announcement) => {
      if (!mayReport || a.read) return;
      mutate(a.id);
    },
    [mayReport, mutate],
  );

  return { isRead, report };
}
