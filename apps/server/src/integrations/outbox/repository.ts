import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type OutboxChannel = 'sms' | 'mail';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  merchantCode: string | null;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

export type NewOutboxMessage = Omit<OutboxMessage, 'id'>;

export interface OutboxFilter {
  channel?: OutboxChannel;
  recipient?: string;
  merchantCode?: string;
  limit: number;
}

/**
 * Messages the local SMS gateway and mail sender "send": the operator and the e2e tests read SMS codes and
 * reset links here when no real provider is configured.
 */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(message: NewOutboxMessage): Promise<void> {
      await db
        .insertInto('outbox')
        .values({
          channel: message.channel,
          merchant_code: message.merchantCode,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
          created_at: message.createdAt,
        })
        .execute();
    },

    /** Newest first. */
    async list(filter: OutboxFilter): Promise<OutboxMessage[]> {
      let query = db.selectFrom('outbox').selectAll();
      if (filter.channel) query = query.where('channel', '=', filter.channel);
      if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
      if (filter.merchantCode) query = query.where('merchant_code', '=', filter.merchantCode);
      const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel as OutboxChannel,
        merchantCode: r.merchant_code,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at,
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
