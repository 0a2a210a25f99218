/**
 * Inbox and live-chat paths and limits, without zod: the web start-up bundle (unread badge) needs the paths
 * and must not pull the schemas in with them. schemas/inbox-chat.ts re-exports these.
 */
export const INBOX_CHAT_PATHS = {
  inbox: '/wps/inbox',
  inboxUnreadCount: '/wps/inbox/unread-count',
  inboxRead: '/wps/inbox/read',
  chatLaunch: '/wps/chat/launch',
  chatUnreadCount: '/wps/chat/unread-count',
  chatMessages: '/wps/chat/messages',
  /** the chat page the launch call points to (server-rendered, opened with a signed ticket) */
  chatRoom: '/chat/room',
} as const;

export const INBOX_PAGE_SIZE_MAX = 50;
export const INBOX_READ_IDS_MAX = 100;
export const CHAT_TEXT_MAX = 500;
/** how long the ticket in a launched chatUrl can be opened */
export const CHAT_TICKET_TTL_MS = 5 * 60_000;
