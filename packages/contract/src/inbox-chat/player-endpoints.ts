import { endpoint } from '../common/endpoint.ts';
import { INBOX_CHAT_PATHS } from './paths.ts';
import {
  chatLaunchBodySchema,
  chatLaunchResultSchema,
  chatMessageListSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatSendBodySchema,
  inboxListQuerySchema,
  inboxPageSchema,
  inboxReadBodySchema,
  inboxReadResultSchema,
  unreadCountSchema,
} from './schemas.ts';

/**
 * The member's inbox and live chat with customer service: real accounts and agents (visitors 401, trial
 * accounts 403 permission.trial); live chat also needs the merchant's module CBS3.
 */
export const INBOX_CHAT_PLAYER_ENDPOINTS = {
  inbox: endpoint({
    method: 'GET',
    path: INBOX_CHAT_PATHS.inbox,
    access: 'real',
    tags: ['inbox'],
    summary: "Inbox messages, newest first (paged), each in the Language header's language, else English, else the merchant's",
    query: inboxListQuerySchema,
    response: inboxPageSchema,
    failures: [400, 401, 403, 429, 500],
  }),
  inboxUnreadCount: endpoint({
    method: 'GET',
    path: INBOX_CHAT_PATHS.inboxUnreadCount,
    access: 'real',
    tags: ['inbox'],
    summary: 'How many inbox messages the member has not opened',
    response: unreadCountSchema,
    failures: [400, 401, 403, 429, 500],
  }),
  markInboxRead: endpoint({
    method: 'POST',
    path: INBOX_CHAT_PATHS.inboxRead,
    access: 'real',
    tags: ['inbox'],
    summary: 'Mark messages read (ids of other members are ignored); answers the new unread count',
    body: inboxReadBodySchema,
    response: inboxReadResultSchema,
    failures: [400, 401, 403, 429, 500],
  }),
  launchChat: endpoint({
    method: 'POST',
    path: INBOX_CHAT_PATHS.chatLaunch,
    access: 'real',
    tags: ['chat'],
    summary: 'Open live chat (module CBS3): a chat page URL with a ticket valid for 5 minutes',
    description:
      'backUrl is kept only when it is on the calling site (the page links home otherwise); headerColor is ' +
      '#rgb or #rrggbb; title at most 60 characters.',
    body: chatLaunchBodySchema,
    response: chatLaunchResultSchema,
    failures: [400, 401, 403, 429, 500],
  }),
  chatUnreadCount: endpoint({
    method: 'GET',
    path: INBOX_CHAT_PATHS.chatUnreadCount,
    access: 'real',
    tags: ['chat'],
    summary: 'Customer-service replies the member has not seen yet',
    response: unreadCountSchema,
    failures: [400, 401, 403, 429, 500],
  }),
  chatMessages: endpoint({
    method: 'GET',
    path: INBOX_CHAT_PATHS.chatMessages,
    access: 'real',
    tags: ['chat'],
    summary: 'The conversation after message id `after` (the chat page polls this); marks replies seen',
    query: chatMessagesQuerySchema,
    response: chatMessageListSchema,
    failures: [400, 401, 403, 429, 500],
  }),
  sendChatMessage: endpoint({
    method: 'POST',
    path: INBOX_CHAT_PATHS.chatMessages,
    access: 'real',
    tags: ['chat'],
    summary: 'Send a line to customer service (at most 10 a minute per member)',
    body: chatSendBodySchema,
    response: chatMessageSchema,
    failures: [400, 401, 403, 429, 500],
  }),
} as const;
