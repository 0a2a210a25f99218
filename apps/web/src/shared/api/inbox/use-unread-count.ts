import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { chatUnreadCountQueryOptions } from '@/shared/api/chat/get-chat-unread-count';
import { inboxUnreadCountQueryOptions } from './get-inbox-unread-count';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useRole } from '@/shared/lib/session';

/** Badges refresh in the background this often, and whenever the window regains focus. */
export const UNREAD_REFRESH_MS = 30_000;

/** The badge shows at most 99+. */
export function formatUnread(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export interface UnreadCounts {
  inbox: number;
  chat: number;
  total: number;
}

/**
 * Inbox unread (real accounts and agents) plus live-chat unread (only when the merchant has CBS3 and the
 * account is not a trial); visitors and trials ask for nothing.
 */
export function useUnreadCount(): UnreadCounts {
  const role = useRole();
  const info = useStatusInfo();
  const real = role === 'member' || role === 'agent';
  const chatOn = real && info?.whitelabel.CBS3 === true;
  const refresh = { refetchInterval: UNREAD_REFRESH_MS, refetchOnWindowFocus: true, staleTime: 5_000 } as const;
  const inboxQuery = useQuery({ ...inboxUnreadCountQueryOptions(), ...refresh, enabled: real });
  const chatQuery = useQuery({ ...chatUnreadCountQueryOptions(), ...refresh, enabled: chatOn });
  const inbox = inboxQuery.data ?? 0;
  const chat = chatQuery.data ?? 0;

  // Every page change asks again (a reply may have come in); the fetchers' throttle keeps this cheap.
  const { pathname } = useLocation();
  const { refetch: refetchInbox } = inboxQuery;
  const { refetch: refetchChat } = chatQuery;
  const shownPath = useRef(pathname);
  useEffect(() => {
    // The first render already fetches through the queries themselves.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (real) void refetchInbox();
    if (chatOn) void refetchChat();
  }, [pathname, real, chatOn, refetchInbox, refetchChat]);
  const inboxCount = real ? inbox : 0;
  const chatCount = chatOn ? chat : 0;
  return { inbox: inboxCount, chat: chatCount, total: inboxCount + chatCount };
}
