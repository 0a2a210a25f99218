import { ECDH } from 'node:crypto';
import { MESSAGE_MAX_AHEAD_MS, MESSAGE_SMS_MAX } from '@lobby/contract';
import type { Language, Marketing, Message, MessageBody, MessageChannel, MessagePreview, MessageStatus, PushSubscriptionBody } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { PushSender } from '../../../integrations/web-push/sender.ts';
import type { MailSender } from '../../../integrations/mail/sender.ts';
import type { SmsGateway } from '../../../integrations/sms/gateway.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { MarketingPreferences, MarketingRepository } from '../../accounts/member-settings/index.ts';
import { insertInboxCopies } from '../inbox/index.ts';
import type { InboxCopy } from '../inbox/index.ts';
import type { ChannelCounts, DeliveryRecord, MessageRecord, MessagesRepository } from './repository.ts';

/** A browser's push key: an uncompressed point on P-256 (65 bytes), which the payload is encrypted to. */
function isPushKey(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** members whose copies are claimed, sent and settled together (a crash mid-batch fails at most these, never resends) */
const SEND_BATCH_MEMBERS = 50;

/** The queue whose job sends one message (payload: its id), at its time. */
export const MESSAGE_QUEUE = 'messages.send';

/** Who a message goes to: a segment, or every active real-money player. */
type Audience = { segmentId: number } | 'all';

/** What messages take of segments (app.services.segments). */
export interface SegmentReads {
  chunk(merchantCode: string, audience: Audience, afterId: number, limit: number, on?: Kysely<Database>): Promise<number[]>;
  nameOf(merchantCode: string, segmentId: number): Promise<string | undefined>;
}

/** The footer of a marketing e-mail, in the member's language: why it came and how to stop it. */
const EMAIL_FOOTER: Record<Language, string> = {
  EN: 'You receive this because you allowed marketing e-mail. You can turn it off in Settings at any time.',
  CN: '您收到此邮件是因为您允许接收营销邮件。您可以随时在“设置”中关闭。',
  TW: '您收到此郵件是因為您允許接收行銷郵件。您可以隨時在「設定」中關閉。',
  TY: 'Natanggap mo ito dahil pinayagan mo ang marketing e-mail. Maaari mo itong i-off sa Settings anumang oras.',
  VI: 'Bạn nhận được thư này vì đã cho phép e-mail tiếp thị. Bạn có thể tắt trong Cài đặt bất cứ lúc nào.',
  TH: 'คุณได้รับอีเมลนี้เพราะอนุญาตให้ส่งอีเมลการตลาด คุณปิดได้ทุกเมื่อในการตั้งค่า',
  ID: 'Anda menerima ini karena mengizinkan e-mail pemasaran. Anda dapat mematikannya di Pengaturan kapan saja.',
};

interface Contacts {
  email: string | null;
  phone: string | null;
}

/**
 * Messages to players: who gets a copy on which channel (the same plan for the console's confirmation and for
 * the send), and the job that sends one message in chunks of players.
 *
 * Exactly once where the database can promise it, at most once elsewhere: a chunk's inbox copies and every
 * delivery record of the chunk are written in one transaction that also moves the message's cursor past the
 * chunk, so a restart resumes at the next chunk and never writes a chunk twice. An e-mail, SMS or push copy is
 * marked `sending` before it is handed to its channel; a run that finds one still `sending` (its process died
 * mid-send) marks it failed ('interrupted') rather than send it again.
 */
export function createMessagesService(deps: {
  db: Kysely<Database>;
  repository: MessagesRepository;
  segments: SegmentReads;
  /** player protection: of these members, those not on a break nor excluded */
  reachable(memberIds: number[], on?: Kysely<Database>): Promise<number[]>;
  marketing: MarketingRepository;
  contacts(memberIds: readonly number[]): Promise<Map<number, Contacts>>;
  mail: MailSender;
  sms: SmsGateway;
  /** undefined: Web Push is not configured (production without VAPID keys) */
  push: PushSender | undefined;
  /** the message's job, to run `delayMs` from now */
  enqueue(messageId: number, delayMs: number): Promise<void>;
  merchant(code: string): Promise<{ code: string; defaultLanguage: Language } | undefined>;
  now: () => number;
  log: { warn(obj: object, msg: string): void };
  /** players per chunk */
  chunkSize?: number;
}) {
  const { repository, now } = deps;
  const chunkSize = deps.chunkSize ?? 500;

  async function merchantOf(code: string) {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('merchant.unknown');
    return m;
  }

  const audienceOf = (segmentId: number | null): Audience => (segmentId === null ? 'all' : { segmentId });

  /** What each of these members gets on each channel: a copy now (inbox), one to send (pending), or none and why. */
  async function plan(ids: number[], channels: readonly string[]) {
    const reachable = new Set(await deps.reachable(ids));
    const prefs = await deps.marketing.ofMany(ids);
    const contacts = channels.includes('email') || channels.includes('sms') ? await deps.contacts(ids) : new Map<number, Contacts>();
    const subs = channels.includes('push') ? await repository.subscriptionsOf(ids) : new Map();
    const records: DeliveryRecord[] = [];
    let excluded = 0;
    let optedOut = 0;
    for (const id of ids) {
      const pref = prefs.get(id)!;
      if (!reachable.has(id)) excluded++;
      else if (!pref.marketing) optedOut++;
      for (const channel of channels) {
        const skip = (reason: string) => records.push({ memberId: id, channel, status: 'skipped', reason });
        if (!reachable.has(id)) skip('excluded');
        else if (!pref.marketing) skip('opted_out');
        else if (channel === 'inbox') records.push({ memberId: id, channel, status: 'sent', reason: null });
        else if (!pref[channel as 'email' | 'sms' | 'push']) skip('no_consent');
        else if (channel === 'email' && !contacts.get(id)?.email) skip('no_email');
        else if (channel === 'sms' && !contacts.get(id)?.phone) skip('no_phone');
        else if (channel === 'push' && !deps.push) skip('unavailable');
        else if (channel === 'push' && !subs.get(id)?.length) skip('no_subscription');
        else records.push({ memberId: id, channel, status: 'pending', reason: null });
      }
    }
    return { records, prefs, excluded, optedOut };
  }

  function textFor(message: MessageRecord, pref: MarketingPreferences, brandDefault: Language) {
    const language = (pref.language ?? brandDefault) as Language;
    const chosen = message.texts[language];
    return chosen ? { language, ...chosen } : { language: 'EN' as Language, ...message.texts.EN! };
  }

  async function view(records: MessageRecord[]): Promise<Message[]> {
    const counts = await repository.counts(records.map((r) => r.id));
    return records.map((r) => {
      const byChannel = counts.get(r.id);
      const perChannel: Partial<Record<MessageChannel, ChannelCounts>> = {};
      for (const c of r.channels as MessageChannel[]) perChannel[c] = byChannel?.get(c) ?? { sent: 0, skipped: 0, failed: 0, pending: 0 };
      return {
        id: r.id,
        merchantCode: r.merchantCode,
        segmentId: r.segmentId,
        audience: r.audience,
        channels: r.channels as MessageChannel[],
        texts: r.texts,
        url: r.url,
        status: r.status as MessageStatus,
        sendAt: r.sendAt,
        createdBy: r.createdBy,
        createdAt: r.createdAt,
        startedAt: r.startedAt,
        finishedAt: r.finishedAt,
        cancelledBy: r.cancelledBy,
        cancelledAt: r.cancelledAt,
        counts: perChannel,
      };
    });
  }

  async function recordOf(merchantCode: string, id: number): Promise<MessageRecord> {
    const r = await repository.byId(id);
    if (!r || r.merchantCode !== merchantCode) throw new AppError('message.not.found');
    return r;
  }

  /**
   * Hands the copies waiting in `pending` to their channels, a batch of members at a time: the batch is
   * claimed in one statement, sent, and its outcomes written grouped (a few statements per batch, not three
   * per copy: on PostgreSQL each commit waits for the disk).
   */
  async function deliverPending(message: MessageRecord): Promise<void> {
    const merchant = await merchantOf(message.merchantCode);
    for (;;) {
      const batch = await repository.claimBatch(message.id, SEND_BATCH_MEMBERS, now());
      if (!batch.length) return;
      const ids = [...new Set(batch.map((b) => b.memberId))];
      const prefs = await deps.marketing.ofMany(ids);
      const contacts = await deps.contacts(ids);
      const subs = await repository.subscriptionsOf(ids);
      const outcomes = new Map<string, { channel: string; status: 'sent' | 'failed' | 'skipped'; reason: string | null; members: number[] }>();
      for (const { memberId, channel } of batch) {
        const text = textFor(message, prefs.get(memberId)!, merchant.defaultLanguage);
        const key = `message-${message.id}-${memberId}-${channel}`;
        let outcome: { status: 'sent' | 'failed' | 'skipped'; reason: string | null };
        try {
          outcome = await sendOne(message, channel, text, contacts.get(memberId), subs.get(memberId) ?? [], key);
        } catch (err) {
          outcome = { status: 'failed', reason: 'rejected' };
          deps.log.warn({ err, messageId: message.id, memberId, channel }, 'a message copy was refused by its channel');
        }
        const group = `${channel}|${outcome.status}|${outcome.reason ?? ''}`;
        const entry = outcomes.get(group) ?? { channel, ...outcome, members: [] };
        entry.members.push(memberId);
        outcomes.set(group, entry);
      }
      for (const o of outcomes.values()) await repository.settleMany(message.id, o.channel, o.members, o.status, o.reason, now());
    }
  }

  async function sendOne(
    message: MessageRecord,
    channel: string,
    text: { language: Language; title: string; body: string },
    contacts: Contacts | undefined,
    subs: Array<{ endpoint: string; p256dh: string; auth: string }>,
    key: string,
  ): Promise<{ status: 'sent' | 'failed' | 'skipped'; reason: string | null }> {
    if (channel === 'email') {
      if (!contacts?.email) return { status: 'skipped', reason: 'no_email' };
      await deps.mail.send({ to: contacts.email, subject: text.title, text: `${text.body}\n\n--\n${EMAIL_FOOTER[text.language]}`, merchantCode: message.merchantCode, id: key });
      return { status: 'sent', reason: null };
    }
    if (channel === 'sms') {
      if (!contacts?.phone) return { status: 'skipped', reason: 'no_phone' };
      const line = `${text.title}: ${text.body}`;
      await deps.sms.send(contacts.phone, line.length > MESSAGE_SMS_MAX ? `${line.slice(0, MESSAGE_SMS_MAX - 1)}…` : line, { merchantCode: message.merchantCode, id: key });
      return { status: 'sent', reason: null };
    }
    // push: every browser of the member; one accepted is a copy sent; gone ones are forgotten
    if (!deps.push) return { status: 'skipped', reason: 'unavailable' };
    if (!subs.length) return { status: 'skipped', reason: 'no_subscription' };
    const payload = JSON.stringify({ title: text.title, body: text.body, url: message.url ?? '/m/message', tag: `message-${message.id}` });
    let sent = false;
    let gone = 0;
    for (const sub of subs) {
      const result = await deps.push.send(sub, payload);
      if (result.ok) {
        sent = true;
        await repository.sentTo(sub.endpoint, now());
      } else if (result.gone) {
        gone++;
        await repository.dropEndpoint(sub.endpoint);
      } else {
        deps.log.warn({ messageId: message.id, status: result.status, error: result.error }, 'a push service refused a message');
      }
    }
    if (sent) return { status: 'sent', reason: null };
    return { status: 'failed', reason: gone === subs.length ? 'subscription_gone' : 'rejected' };
  }

  return {
    /** The console's confirmation: of the audience now, how many each channel reaches. */
    async preview(merchantCode: string, input: { segmentId: number | null; channels: readonly MessageChannel[] }): Promise<MessagePreview> {
      await merchantOf(merchantCode);
      const audience = audienceOf(input.segmentId);
      if (input.segmentId !== null && !(await deps.segments.nameOf(merchantCode, input.segmentId))) throw new AppError('segment.not.found');
      const out: MessagePreview = { audience: 0, excluded: 0, optedOut: 0, channels: Object.fromEntries(input.channels.map((c) => [c, 0])) };
      let after = 0;
      for (;;) {
        const ids = await deps.segments.chunk(merchantCode, audience, after, 1000);
        if (!ids.length) break;
        const p = await plan(ids, input.channels);
        out.audience += ids.length;
        out.excluded += p.excluded;
        out.optedOut += p.optedOut;
        for (const r of p.records) if (r.status !== 'skipped') out.channels[r.channel as MessageChannel]! += 1;
        after = ids[ids.length - 1]!;
      }
      return out;
    },

    async create(merchantCode: string, body: MessageBody, by: string): Promise<Message> {
      await merchantOf(merchantCode);
      if (!body.texts.EN) throw new AppError('message.language.required');
      const at = now();
      const sendAt = body.sendAt ?? at;
      if (body.sendAt !== undefined && (body.sendAt < at - 60_000 || body.sendAt > at + MESSAGE_MAX_AHEAD_MS)) throw new AppError('message.schedule.past');
      let audience = 'all';
      if (body.segmentId !== null) {
        const name = await deps.segments.nameOf(merchantCode, body.segmentId);
        if (!name) throw new AppError('segment.not.found');
        audience = name;
      }
      const message = await repository.insert({ merchantCode, segmentId: body.segmentId, audience, channels: body.channels, texts: body.texts, url: body.url ?? null, sendAt, by, at });
      await deps.enqueue(message.id, Math.max(0, sendAt - at));
      return (await view([message]))[0]!;
    },

    async cancel(merchantCode: string, id: number, by: string): Promise<Message> {
      await recordOf(merchantCode, id);
      if (!(await repository.cancel(merchantCode, id, by, now()))) throw new AppError('message.not.scheduled');
      return (await view([await recordOf(merchantCode, id)]))[0]!;
    },

    async get(merchantCode: string, id: number): Promise<Message> {
      return (await view([await recordOf(merchantCode, id)]))[0]!;
    },

    async list(merchantCode: string, beforeId: number | undefined, limit: number): Promise<Message[]> {
      await merchantOf(merchantCode);
      return view(await repository.page(merchantCode, beforeId, limit));
    },

    inUse: (merchantCode: string, segmentId: number) => repository.inUse(merchantCode, segmentId),

    /**
     * The job: sends the message chunk by chunk (a cancelled or finished one: nothing). Safe to run again after
     * a crash at any point: it resumes after the last chunk written and never sends a copy twice.
     */
    async run(id: number): Promise<void> {
      let message = await repository.byId(id);
      if (!message || message.status === 'cancelled' || message.status === 'sent') return;
      if (message.status === 'scheduled' && !(await repository.start(id, now()))) {
        message = await repository.byId(id);
        if (message?.status !== 'sending') return;
      }
      await repository.interrupted(id, now());
      await deliverPending(message);
      for (;;) {
        const current = (await repository.byId(id))!;
        const from = current.cursor;
        const ids = await deps.segments.chunk(current.merchantCode, audienceOf(current.segmentId), from, chunkSize);
        if (!ids.length) break;
        const merchant = await merchantOf(current.merchantCode);
        const { records, prefs } = await plan(ids, current.channels);
        const at = now();
        const copies: InboxCopy[] = records
          .filter((r) => r.channel === 'inbox' && r.status === 'sent')
          .map((r) => {
            const text = textFor(current, prefs.get(r.memberId)!, merchant.defaultLanguage);
            return { merchantCode: current.merchantCode, memberId: r.memberId, title: text.title, content: text.body, createdAt: at };
          });
        await inTransaction(deps.db, async (tx) => {
          // another run wrote this chunk first: nothing of this one is written
          if (!(await repository.writeChunk(tx, id, from, ids[ids.length - 1]!, records, at))) return;
          await insertInboxCopies(tx, copies);
        });
        await deliverPending(current);
      }
      await repository.finish(id, now());
    },

    // ---- the member's side ----

    async marketing(member: { id: number; merchantCode: string }, language: Language | undefined): Promise<Marketing> {
      let prefs = await deps.marketing.of(member.id);
      // the app's language, kept for the messages this member will be sent
      if (language && prefs.language !== language) prefs = await deps.marketing.save(member, { language }, now());
      return marketingView(member.id, prefs);
    },

    async setMarketing(member: { id: number; merchantCode: string }, change: Partial<Record<'marketing' | 'email' | 'sms' | 'push', boolean>>, language: Language | undefined): Promise<Marketing> {
      const prefs = await deps.marketing.save(member, { ...change, ...(language ? { language } : {}) }, now());
      return marketingView(member.id, prefs);
    },

    async subscribe(member: { id: number; merchantCode: string }, body: PushSubscriptionBody, userAgent: string | null, language: Language | undefined): Promise<Marketing> {
      if (!deps.push) throw new AppError('push.unavailable');
      if (!isPushKey(body.keys.p256dh) || Buffer.from(body.keys.auth, 'base64url').length !== 16) throw new AppError('push.subscription.invalid');
      await repository.saveSubscription({ merchantCode: member.merchantCode, memberId: member.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent, at: now() });
      const prefs = await deps.marketing.save(member, { push: true, ...(language ? { language } : {}) }, now());
      return marketingView(member.id, prefs);
    },

    async unsubscribe(member: { id: number; merchantCode: string }, endpoint: string): Promise<Marketing> {
      await repository.deleteSubscription(member.id, endpoint);
      let prefs = await deps.marketing.of(member.id);
      if (!(await repository.subscriptionsOf([member.id])).get(member.id)?.length) prefs = await deps.marketing.save(member, { push: false }, now());
      return marketingView(member.id, prefs);
    },

    publicKey(): string {
      if (!deps.push) throw new AppError('push.unavailable');
      return deps.push.publicKey;
    },
  };

  async function marketingView(memberId: number, prefs: MarketingPreferences): Promise<Marketing> {
    const contacts = (await deps.contacts([memberId])).get(memberId);
    const subs = (await repository.subscriptionsOf([memberId])).get(memberId) ?? [];
    return {
      marketing: prefs.marketing,
      email: prefs.email,
      sms: prefs.sms,
      push: prefs.push,
      pushSubscribed: subs.length > 0,
      hasEmail: Boolean(contacts?.email),
      hasPhone: Boolean(contacts?.phone),
    };
  }
}

export type MessagesService = ReturnType<typeof createMessagesService>;
