import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export interface InboxRow {
  id: number;
  /** the message as written (an operator's, in one language) */
  title: string;
  content: string;
  created_at: number;
  read_at: number | null;
  /** its translations, when it has any (the platform's own messages) */
  texts: { language: string; title: string; content: string }[];
}

/** One member's copy of a message to many (messages' fan-out). */
export interface InboxCopy {
  merchantCode: string;
  memberId: number;
  title: string;
  content: string;
  createdAt: number;
}

/** rows per INSERT when one message goes to many members */
const FAN_OUT_CHUNK = 500;

/**
 * Copies of one message into many members' inboxes, on the caller's transaction (the messages module writes
 * its delivery records in the same one, so a copy is written once or not at all).
 */
export async function insertInboxCopies(on: Kysely<Database>, copies: readonly InboxCopy[]): Promise<void> {
  for (let i = 0; i < copies.length; i += FAN_OUT_CHUNK) {
    await on
      .insertInto('inbox_messages')
      .values(
        copies.slice(i, i + FAN_OUT_CHUNK).map((c) => ({
          merchant_code: c.merchantCode,
          member_id: c.memberId,
          title: c.title,
          content: c.content,
          seed_key: null,
          created_at: c.createdAt,
          read_at: null,
        })),
      )
      .execute();
  }
}

export function createInboxRepository(db: Kysely<Database>) {
  return {
    async page(memberId: number, offset: number, limit: number): Promise<{ rows: InboxRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('inbox_messages')
          .select(['id', 'title', 'content', 'created_at', 'read_at'])
          .where('member_id', '=', memberId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('inbox_messages')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow(),
      ]);
      const texts =
        rows.length === 0
          ? []
          : await db
              .selectFrom('inbox_message_texts')
              .select(['message_id', 'language', 'title', 'content'])
              .where(
                'message_id',
                'in',
                rows.map((r) => r.id),
              )
              .execute();
      return {
        rows: rows.map((r) => ({
          ...r,
          created_at: Number(r.created_at),
          read_at: r.read_at === null ? null : Number(r.read_at),
          texts: texts.filter((t) => t.message_id === r.id).map(({ language, title, content }) => ({ language, title, content })),
        })),
        total: Number(count.n),
      };
    },

    async unreadCount(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('inbox_messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('member_id', '=', memberId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the member's own unread messages among `ids`; others' ids are ignored. Returns rows changed. */
    async markRead(memberId: number, ids: number[], now: number): Promise<number> {
      const result = await db
        .updateTable('inbox_messages')
        .set({ read_at: now })
        .where('member_id', '=', memberId)
        .where('id', 'in', ids)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async insert(input: { merchantCode: string; memberId: number; title: string; content: string; createdAt: number }): Promise<number> {
      const row = await db
        .insertInto('inbox_messages')
        .values({
          merchant_code: input.merchantCode,
          member_id: input.memberId,
          title: input.title,
          content: input.content,
          seed_key: null,
          created_at: input.createdAt,
          read_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
