import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';

export interface NewFeedback {
  merchantCode: string;
  memberId: number | null;
  content: string;
  comment: string;
  images: string[];
  ip: string;
  createdAt: number;
}

export function createFeedbackRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores the row and runs `writeFiles(id)` inside the same transaction: when the files cannot be
     * written the row is rolled back, so there is never a row without its files.
     */
    async insert(input: NewFeedback, writeFiles: (id: number) => Promise<void>): Promise<number> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('feedback')
          .values({
            merchant_code: input.merchantCode,
            member_id: input.memberId,
            content: input.content,
            comment: input.comment,
            images: JSON.stringify(input.images),
            ip: input.ip,
            created_at: input.createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeFiles(row.id);
        return row.id;
      });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
