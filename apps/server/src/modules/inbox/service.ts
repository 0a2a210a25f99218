import type { InboxMessage, InboxPage } from '@lobby/contract';
import { AppError } from '../../lib/app-error.ts';
import type { MemberRepository } from '../member/index.ts';
import type { InboxRepository, InboxSegment } from './repository.ts';

export function createInboxService(deps: { repository: InboxRepository; members: MemberRepository; now: () => number }) {
  const { repository, members, now } = deps;
  return {
    async list(memberId: number, pageNo: number, pageSize: number): Promise<InboxPage> {
      const { rows, total } = await repository.page(memberId, (pageNo - 1) * pageSize, pageSize);
      const list: InboxMessage[] = rows.map((r) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        createdAt: r.created_at,
        read: r.read_at !== null,
      }));
      return { list, pageNo, pageSize, totalCount: total, totalPages: Math.ceil(total / pageSize) };
    },

    async unreadCount(memberId: number): Promise<number> {
      return repository.unreadCount(memberId);
    },

    async markRead(memberId: number, ids: number[]): Promise<{ updated: number; unReadCount: number }> {
      const updated = await repository.markRead(memberId, [...new Set(ids)], now());
      return { updated, unReadCount: await repository.unreadCount(memberId) };
    },

    /** Operator: a message to every member of a segment ('all', 'vip>=N', 'depositors'). */
    async broadcast(merchantCode: string, input: { segment: string; title: string; body: string }): Promise<{ sent: number }> {
      const vip = /^vip>=(\d+)$/.exec(input.segment);
      const segment: InboxSegment = vip
        ? { kind: 'vip', minLevel: Number(vip[1]) }
        : input.segment === 'depositors'
          ? { kind: 'depositors' }
          : { kind: 'all' };
      const sent = await repository.insertForSegment(merchantCode, segment, { title: input.title, content: input.body, createdAt: now() });
      return { sent };
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
