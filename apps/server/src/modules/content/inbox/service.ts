import { pickTranslation, textLanguages } from '@lobby/contract';
import type { InboxMessage, InboxPage, Language } from '@lobby/contract';
import { AppError } from '../../../lib/app-error.ts';
import type { MemberRepository } from '../../accounts/member/index.ts';
import type { InboxRepository } from './repository.ts';

export function createInboxService(deps: { repository: InboxRepository; members: MemberRepository; now: () => number }) {
  const { repository, members, now } = deps;
  return {
    /**
     * A page of the member's inbox, each message in the reader's language by the announcements' rule (theirs,
     * else English, else the merchant's default); a message without translations reads as written.
     */
    async list(
      memberId: number,
      pageNo: number,
      pageSize: number,
      reader: { language: Language; merchantDefault: Language },
    ): Promise<InboxPage> {
      const { rows, total } = await repository.page(memberId, (pageNo - 1) * pageSize, pageSize);
      const preference = textLanguages(reader.language, reader.merchantDefault);
      const list: InboxMessage[] = rows.map((r) => {
        const text = pickTranslation(r.texts, preference) ?? r;
        return { id: r.id, title: text.title, content: text.content, createdAt: r.created_at, read: r.read_at !== null };
      });
      return { list, pageNo, pageSize, totalCount: total, totalPages: Math.ceil(total / pageSize) };
    },

    async unreadCount(memberId: number): Promise<number> {
      return repository.unreadCount(memberId);
    },

    async markRead(memberId: number, ids: number[]): Promise<{ updated: number; unReadCount: number }> {
      const updated = await repository.markRead(memberId, [...new Set(ids)], now());
      return { updated, unReadCount: await repository.unreadCount(memberId) };
    },

    /** Operator: a message to one member. */
    async send(merchantCode: string, account: string, input: { title: string; content: string }): Promise<{ id: number }> {
      const member = await members.byUsername(merchantCode, account.toLowerCase());
      if (!member) throw new AppError('member.not.found');
      const id = await repository.insert({ merchantCode, memberId: member.id, ...input, createdAt: now() });
      return { id };
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
