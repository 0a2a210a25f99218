import { z } from 'zod';
import { INT32_MAX } from '../common/schemas.ts';
import { CHAT_SENDERS, CHAT_TEXT_MAX, INBOX_PAGE_SIZE_MAX, INBOX_READ_IDS_MAX } from './rules.ts';

/** Inbox (messages from the operator to one member) and live chat with customer service (flag CBS3). */

export const unreadCountSchema = z.object({ unReadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('plain text'),
  createdAt: z.number().int().describe('epoch ms'),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = z.object({
  list: z.array(inboxMessageSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE_MAX).default(20),
});

export const inboxReadBodySchema = z.object({
  ids: z.array(z.number().int().positive().max(INT32_MAX)).min(1).max(INBOX_READ_IDS_MAX),
});
export type InboxReadBody = z.infer<typeof inboxReadBodySchema>;

export const inboxReadResultSchema = z.object({ updated: z.number().int(), unReadCount: z.number().int() });

/** The launch parameters live chat takes; backUrl is only ever used when it is on the same site. */
export const chatLaunchBodySchema = z.object({
  b2c: z.coerce.number().pipe(z.literal(1)),
  language: z.string().trim().min(2).max(8).regex(/^[A-Za-z_-]+$/),
  backUrl: z.string().trim().max(2048).optional(),
  headerColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/)
    .optional(),
  title: z.string().trim().max(60).optional(),
  template: z.literal('v2'),
});
export type ChatLaunchBody = z.infer<typeof chatLaunchBodySchema>;

export const chatLaunchResultSchema = z.object({ chatUrl: z.string() });
export type ChatLaunchResult = z.infer<typeof chatLaunchResultSchema>;


export const chatMessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  text: z.string(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);

export const chatTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_TEXT_MAX)
  // Control characters other than line breaks have no place in a chat line.
  .refine(
    (s) => ![...s].some((c) => {
      const code = c.charCodeAt(0);
      return (code < 32 && c !== '\n' && c !== '\r' && c !== '\t') || code === 127;
    }),
    'control characters are not allowed',
  );

export const chatSendBodySchema = z.object({ text: chatTextSchema });
export const chatMessagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(INT32_MAX).default(0),
});

export const opsInboxMessageBodySchema = z.object({
  title: z.string().trim().min(1).max(120),
  content: z.string().trim().min(1).max(4000),
});
export const opsChatReplyBodySchema = z.object({ text: chatTextSchema });
