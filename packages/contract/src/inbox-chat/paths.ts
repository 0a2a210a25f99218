/** Inbox and live-chat API paths, and the chat page a launch points to. */
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
