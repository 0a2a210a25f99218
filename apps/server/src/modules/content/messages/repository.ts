import type { Kysely } from 'kysely';
import type { Database, MessageRow } from '../../../db/schema.ts';

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed';

export interface DeliveryRecord {
  memberId: number;
  channel: string;
  status: DeliveryStatus;
  reason: string | null;
}

export interface ChannelCounts {
  sent: number;
  skipped: number;
  failed: number;
  pending: number;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

export function messageOf(r: MessageRow) {
  return {
    id: Number(r.id),
    merchantCode: r.merchant_code,
    segmentId: num(r.segment_id),
    audience: r.audience,
    channels: r.channels.split(','),
    texts: JSON.parse(r.texts) as Record<string, { title: string; body: string }>,
    url: r.url,
    status: r.status,
    sendAt: Number(r.send_at),
    cursor: Number(r.cursor_member_id),
    createdBy: r.created_by,
    createdAt: Number(r.created_at),
    startedAt: num(r.started_at),
    finishedAt: num(r.finished_at),
    cancelledBy: r.cancelled_by,
    cancelledAt: num(r.cancelled_at),
  };
}
export type MessageRecord = ReturnType<typeof messageOf>;

/** Every statement on messages, message_deliveries and push_subscriptions. */
export function createMessagesRepository(db: Kysely<Database>) {
  return {
    async insert(input: {
      merchantCode: string;
      segmentId: number | null;
      audience: string;
      channels: readonly string[];
      texts: object;
      url: string | null;
      sendAt: number;
      by: string;
      at: number;
    }): Promise<MessageRecord> {
      const row = await db
        .insertInto('messages')
        .values({
          merchant_code: input.merchantCode,
          segment_id: input.segmentId,
          audience: input.audience,
          channels: input.channels.join(','),
          texts: JSON.stringify(input.texts),
          url: input.url,
          status: 'scheduled',
          send_at: input.sendAt,
          created_by: input.by,
          created_at: input.at,
          started_at: null,
          finished_at: null,
          cancelled_by: null,
          cancelled_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return messageOf(row);
    },

    async byId(id: number, on: Kysely<Database> = db): Promise<MessageRecord | undefined> {
      const row = await on.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
      return row && messageOf(row);
    },

    async page(merchantCode: string, beforeId: number | undefined, limit: number): Promise<MessageRecord[]> {
      let q = db.selectFrom('messages').selectAll().where('merchant_code', '=', merchantCode);
      if (beforeId !== undefined) q = q.where('id', '<', beforeId);
      return (await q.orderBy('id', 'desc').limit(limit).execute()).map(messageOf);
    },

    /** Copies per message, channel and state. */
    async counts(messageIds: readonly number[]): Promise<Map<number, Map<string, ChannelCounts>>> {
      const out = new Map<number, Map<string, ChannelCounts>>();
      if (!messageIds.length) return out;
      const rows = await db
        .selectFrom('message_deliveries')
        .select(['message_id', 'channel', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('message_id', 'in', [...messageIds])
        .groupBy(['message_id', 'channel', 'status'])
        .execute();
      for (const r of rows) {
        const id = Number(r.message_id);
        const byChannel = out.get(id) ?? new Map<string, ChannelCounts>();
        out.set(id, byChannel);
        const c = byChannel.get(r.channel) ?? { sent: 0, skipped: 0, failed: 0, pending: 0 };
        byChannel.set(r.channel, c);
        const key = r.status === 'sending' ? 'pending' : (r.status as keyof ChannelCounts);
        c[key] += Number(r.n);
      }
      return out;
    },

    /** scheduled → sending, once (the job that wins starts it). */
    async start(id: number, at: number): Promise<boolean> {
      const res = await db.updateTable('messages').set({ status: 'sending', started_at: at }).where('id', '=', id).where('status', '=', 'scheduled').executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async cancel(merchantCode: string, id: number, by: string, at: number): Promise<boolean> {
      const res = await db
        .updateTable('messages')
        .set({ status: 'cancelled', cancelled_by: by, cancelled_at: at })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async finish(id: number, at: number): Promise<void> {
      await db.updateTable('messages').set({ status: 'sent', finished_at: at }).where('id', '=', id).where('status', '=', 'sending').execute();
    },

    /** A scheduled or sending message still goes to the segment (it cannot be deleted meanwhile). */
    async inUse(merchantCode: string, segmentId: number): Promise<boolean> {
      const row = await db
        .selectFrom('messages')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('segment_id', '=', segmentId)
        .where('status', 'in', ['scheduled', 'sending'])
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A chunk's delivery records, on the caller's transaction, with the cursor moved past the chunk only if it
     * still stands where the chunk began (false: another run wrote this chunk; the caller rolls back).
     */
    async writeChunk(on: Kysely<Database>, id: number, from: number, to: number, records: readonly DeliveryRecord[], at: number): Promise<boolean> {
      const moved = await on.updateTable('messages').set({ cursor_member_id: to }).where('id', '=', id).where('cursor_member_id', '=', from).executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return false;
      for (let i = 0; i < records.length; i += 500) {
        await on
          .insertInto('message_deliveries')
          .values(records.slice(i, i + 500).map((r) => ({ message_id: id, member_id: r.memberId, channel: r.channel, status: r.status, reason: r.reason, updated_at: at })))
          .execute();
      }
      return true;
    },

    /**
     * The copies still to send of the next `members` members (all their channels), marked `sending` in one
     * statement: from here on a crash leaves them failed as interrupted, never sent twice.
     */
    async claimBatch(id: number, members: number, at: number): Promise<Array<{ memberId: number; channel: string }>> {
      const next = db
        .selectFrom('message_deliveries')
        .select('member_id')
        .distinct()
        .where('message_id', '=', id)
        .where('status', '=', 'pending')
        .orderBy('member_id')
        .limit(members);
      const rows = await db
        .updateTable('message_deliveries')
        .set({ status: 'sending', updated_at: at })
        .where('message_id', '=', id)
        .where('status', '=', 'pending')
        .where('member_id', 'in', next)
        .returning(['member_id', 'channel'])
        .execute();
      return rows.map((r) => ({ memberId: Number(r.member_id), channel: r.channel })).sort((a, b) => a.memberId - b.memberId || a.channel.localeCompare(b.channel));
    },

    /** The outcome of many copies of one channel at once. */
    async settleMany(id: number, channel: string, memberIds: readonly number[], status: 'sent' | 'failed' | 'skipped', reason: string | null, at: number): Promise<void> {
      if (!memberIds.length) return;
      await db
        .updateTable('message_deliveries')
        .set({ status, reason, updated_at: at })
        .where('message_id', '=', id)
        .where('channel', '=', channel)
        .where('member_id', 'in', [...memberIds])
        .where('status', '=', 'sending')
        .execute();
    },

    /**
     * Copies a run handed to their channel and never heard back from (its process died): failed, never sent
     * again, since the channel may have taken them (a copy lost beats a copy twice).
     */
    async interrupted(id: number, at: number): Promise<number> {
      const res = await db
        .updateTable('message_deliveries')
        .set({ status: 'failed', reason: 'interrupted', updated_at: at })
        .where('message_id', '=', id)
        .where('status', '=', 'sending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    // ---- push subscriptions ----

    /** Keeps a browser's subscription for the member (an endpoint seen before moves to this member). */
    async saveSubscription(input: { merchantCode: string; memberId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null; at: number }): Promise<void> {
      const values = { merchant_code: input.merchantCode, member_id: input.memberId, p256dh: input.p256dh, auth: input.auth, user_agent: input.userAgent };
      await db
        .insertInto('push_subscriptions')
        .values({ ...values, endpoint: input.endpoint, created_at: input.at, last_sent_at: null })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...values, created_at: input.at }))
        .execute();
    },

    async deleteSubscription(memberId: number, endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('member_id', '=', memberId).where('endpoint', '=', endpoint).execute();
    },

    /** A subscription the push service says is gone (404/410). */
    async dropEndpoint(endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
    },

    async sentTo(endpoint: string, at: number): Promise<void> {
      await db.updateTable('push_subscriptions').set({ last_sent_at: at }).where('endpoint', '=', endpoint).execute();
    },

    async subscriptionsOf(memberIds: readonly number[]): Promise<Map<number, Array<{ endpoint: string; p256dh: string; auth: string }>>> {
      const out = new Map<number, Array<{ endpoint: string; p256dh: string; auth: string }>>();
      if (!memberIds.length) return out;
      const rows = await db.selectFrom('push_subscriptions').select(['member_id', 'endpoint', 'p256dh', 'auth']).where('member_id', 'in', [...memberIds]).orderBy('id').execute();
      for (const r of rows) {
        const list = out.get(Number(r.member_id)) ?? [];
        list.push({ endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth });
        out.set(Number(r.member_id), list);
      }
      return out;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
