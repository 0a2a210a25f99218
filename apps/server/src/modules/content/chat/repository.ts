import type { ChatMessage, ChatSender } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { MemberRepository } from '../../../core/accounts/repository.ts';
import type { Database } from '../../../db/schema.ts';

/** How many lines a page shows at most (the newest). */
const HISTORY_LIMIT = 200;

/** `members`: the accounts (core/accounts), whose usernames the operators' conversation list shows. */
export function createChatRepository(db: Kysely<Database>, members: Pick<MemberRepository, 'usernames'>) {
  function toMessage(r: { id: number; sender: string; text: string; created_at: number }): ChatMessage {
    return { id: r.id, sender: r.sender === 'staff' ? 'staff' : 'member', text: r.text, createdAt: Number(r.created_at) };
  }

  return {
    /** Lines after `afterId`, oldest first (the newest HISTORY_LIMIT of them). */
    async list(memberId: number, afterId: number): Promise<ChatMessage[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .select(['id', 'sender', 'text', 'created_at'])
        .where('member_id', '=', memberId)
        .where('id', '>', afterId)
        .orderBy('id', 'desc')
        .limit(HISTORY_LIMIT)
        .execute();
      return rows.reverse().map(toMessage);
    },

    async insert(input: { merchantCode: string; memberId: number; sender: ChatSender; text: string; createdAt: number }): Promise<ChatMessage> {
      const row = await db
        .insertInto('chat_messages')
        .values({
          merchant_code: input.merchantCode,
          member_id: input.memberId,
          sender: input.sender,
          text: input.text,
          created_at: input.createdAt,
          seen_at: null,
        })
        .returning(['id', 'sender', 'text', 'created_at'])
        .executeTakeFirstOrThrow();
      return toMessage(row);
    },

    async unseenStaffCount(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('member_id', '=', memberId)
        .where('sender', '=', 'staff')
        .where('seen_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * A merchant's conversations, the one with the newest line first: the last line and how many of the
     * member's lines no operator has read (member lines' seen_at: when an operator opened the conversation).
     */
    async queue(merchantCode: string, limit: number): Promise<{ account: string; lastMessage: string; lastAt: number; unread: number }[]> {
      const heads = await db
        .selectFrom('chat_messages')
        .select((eb) => [
          'member_id',
          eb.fn.max('id').as('last_id'),
          eb.fn.sum<number | string>(eb
              .case()
              .when(eb.and([eb('sender', '=', 'member'), eb('seen_at', 'is', null)]))
              .then(1)
              .else(0)
              .end()).as('unread'),
        ])
        .where('merchant_code', '=', merchantCode)
        .groupBy('member_id')
        .orderBy('last_id', 'desc')
        .limit(limit)
        .execute();
      if (heads.length === 0) return [];
      const [lines, usernames] = await Promise.all([
        db
          .selectFrom('chat_messages')
          .select(['id', 'text', 'created_at'])
          .where('id', 'in', heads.map((h) => Number(h.last_id)))
          .execute(),
        members.usernames(heads.map((h) => h.member_id)),
      ]);
      const byId = new Map(lines.map((l) => [l.id, l]));
      return heads.flatMap((h) => {
        const line = byId.get(Number(h.last_id));
        const account = usernames.get(h.member_id);
        return line && account !== undefined
          ? [{ account, lastMessage: line.text, lastAt: Number(line.created_at), unread: Number(h.unread ?? 0) }]
          : [];
      });
    },

    /** An operator opened the conversation: the member's lines count as read by staff. */
    async markMemberLinesRead(memberId: number, now: number): Promise<void> {
      await db
        .updateTable('chat_messages')
        .set({ seen_at: now })
        .where('member_id', '=', memberId)
        .where('sender', '=', 'member')
        .where('seen_at', 'is', null)
        .execute();
    },

    async markSeen(memberId: number, now: number): Promise<void> {
      await db
        .updateTable('chat_messages')
        .set({ seen_at: now })
        .where('member_id', '=', memberId)
        .where('sender', '=', 'staff')
        .where('seen_at', 'is', null)
        .execute();
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
