import { CHAT_TICKET_TTL_MS, INBOX_CHAT_PATHS, LANGUAGES, safeReturnPath, type ChatLaunchBody, type ChatMessage } from '@lobby/contract';
import { AppError, rateLimitedError } from '../../../lib/app-error.ts';
import type { Limiter } from '../../../lib/limiter.ts';
import type { MemberRepository } from '../../accounts/member/index.ts';
import type { ChatBus } from './bus.ts';
import type { ChatRepository } from './repository.ts';
import type { ChatTicket, ChatTickets } from './ticket.ts';

/** A member may send this many lines per window (the limiter plugin's counters, shared through Redis). */
export const CHAT_SEND_LIMIT = { max: 10, windowMs: 60_000 } as const;

/**
 * The path of `backUrl` when it points at the site the call came from; anything else (another host, a
 * protocol-relative path, javascript:) is dropped and the page links to home instead.
 */
export function sameOriginPath(backUrl: string | undefined, origin: string): string | null {
  return safeReturnPath(backUrl, { origin });
}

export function createChatService(options: {
  repository: ChatRepository;
  members: MemberRepository;
  tickets: ChatTickets;
  limiter: Limiter;
  now: () => number;
  /** tells the operators watching the merchant's queue about every new line */
  bus?: ChatBus;
}) {
  const { repository, members, tickets, limiter, now, bus } = options;

  function announce(merchantCode: string, account: string, message: ChatMessage): ChatMessage {
    bus?.publish(merchantCode, { account, message });
    return message;
  }

  return {
    launch(input: { merchantCode: string; memberId: number; body: ChatLaunchBody; origin: string }): { chatUrl: string } {
      const upper = input.body.language.toUpperCase();
      const language = (LANGUAGES as readonly string[]).includes(upper) ? upper : 'EN';
      const ticket = tickets.sign({
        merchantCode: input.merchantCode,
        memberId: input.memberId,
        language,
        back: sameOriginPath(input.body.backUrl, input.origin),
        headerColor: input.body.headerColor ?? null,
        title: input.body.title || null,
        expiresAt: now() + CHAT_TICKET_TTL_MS,
      });
      return { chatUrl: `${INBOX_CHAT_PATHS.chatRoom}?ticket=${encodeURIComponent(ticket)}` };
    },

    /** The chat page: a genuine, unexpired ticket; opening it marks staff replies seen. */
    async open(ticketText: string): Promise<{ ticket: ChatTicket; messages: ChatMessage[]; name: string }> {
      const ticket = tickets.verify(ticketText, now());
      if (!ticket) throw new AppError('chat.ticket.invalid');
      const member = await members.byId(ticket.memberId);
      if (!member) throw new AppError('chat.ticket.invalid');
      const name = member.nickname ?? member.username;
      await repository.markSeen(ticket.memberId, now());
      return { ticket, messages: await repository.list(ticket.memberId, 0), name };
    },

    /** Lines after `after`; the member is looking at them, so staff lines count as seen. */
    async messages(memberId: number, after: number): Promise<ChatMessage[]> {
      const list = await repository.list(memberId, after);
      if (list.some((m) => m.sender === 'staff')) await repository.markSeen(memberId, now());
      return list;
    },

    async unreadCount(memberId: number): Promise<number> {
      return repository.unseenStaffCount(memberId);
    },

    async send(merchantCode: string, memberId: number, text: string): Promise<ChatMessage> {
      const hit = await limiter.hit(`chat-send:${memberId}`, CHAT_SEND_LIMIT.max, CHAT_SEND_LIMIT.windowMs);
      if (!hit.allowed) throw rateLimitedError('chat.rate.limited', hit.retryAfterMs, { inEnvelope: false });
      const message = await repository.insert({ merchantCode, memberId, sender: 'member', text, createdAt: now() });
      const member = await members.byId(memberId);
      return member ? announce(merchantCode, member.username, message) : message;
    },

    /** Operator: the merchant's conversations, newest line first, with what no operator has read. */
    async queue(merchantCode: string) {
      return { list: await repository.queue(merchantCode, 500) };
    },

    /**
     * Operator: a member's conversation (the newest lines). Opened by an operator who may answer it, the
     * member's lines count as read; a read-only look leaves them unread for support.
     */
    async conversation(merchantCode: string, account: string, options: { markRead: boolean }): Promise<{ list: ChatMessage[] }> {
      const member = await members.byUsername(merchantCode, account.toLowerCase());
      if (!member) throw new AppError('member.not.found');
      const list = await repository.list(member.id, 0);
      if (options.markRead) await repository.markMemberLinesRead(member.id, now());
      return { list };
    },

    /** Operator: a staff reply in the member's conversation. */
    async reply(merchantCode: string, account: string, text: string): Promise<ChatMessage> {
      const member = await members.byUsername(merchantCode, account.toLowerCase());
      if (!member) throw new AppError('member.not.found');
      const message = await repository.insert({ merchantCode, memberId: member.id, sender: 'staff', text, createdAt: now() });
      // the member's lines before a reply have been read by whoever answered
      await repository.markMemberLinesRead(member.id, now());
      return announce(merchantCode, member.username, message);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
