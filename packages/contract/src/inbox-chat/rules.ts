/** Inbox and live-chat limits and kinds, without zod. */
export const INBOX_PAGE_SIZE_MAX = 50;
export const INBOX_READ_IDS_MAX = 100;
export const CHAT_TEXT_MAX = 500;
/** how long the ticket in a launched chatUrl can be opened */
export const CHAT_TICKET_TTL_MS = 5 * 60_000;

export const CHAT_SENDERS = ['member', 'staff'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];
