import type { Generated, Selectable } from 'kysely';

/**
 * The tables `modules/content/messages` owns (migration 2026-11-30-0046): messages to a segment on several
 * channels, what became of each member's copy on each channel, and the browsers' Web Push subscriptions.
 */
export interface MessagesTables {
  messages: MessagesTable;
  message_deliveries: MessageDeliveriesTable;
  push_subscriptions: PushSubscriptionsTable;
}

export interface MessagesTable {
  id: Generated<number>;
  merchant_code: string;
  /** null: every active real-money player */
  segment_id: number | null;
  /** the segment's name when it was sent ('all' for everyone) */
  audience: string;
  /** comma-separated: inbox, email, sms, push */
  channels: string;
  /** JSON object language -> {title, body}; EN always there */
  texts: string;
  /** where a push notification opens (a path of the app); null: the inbox */
  url: string | null;
  /** scheduled | sending | sent | cancelled */
  status: string;
  send_at: number;
  /** the members up to this id have their deliveries written: the job resumes after it */
  cursor_member_id: Generated<number>;
  created_by: string;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  cancelled_by: string | null;
  cancelled_at: number | null;
}

/** One member's copy of a message on one channel. */
export interface MessageDeliveriesTable {
  message_id: number;
  member_id: number;
  channel: string;
  /** pending (not tried yet) | sending (handed to the channel) | sent | skipped | failed */
  status: string;
  /** why skipped or failed: opted_out, no_email, no_phone, no_subscription, interrupted, rejected … */
  reason: string | null;
  updated_at: number;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** the push service's URL for this browser (https) */
  endpoint: string;
  /** the browser's P-256 public key and auth secret, base64url */
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: number;
  last_sent_at: number | null;
}

export type MessageRow = Selectable<MessagesTable>;
export type MessageDeliveryRow = Selectable<MessageDeliveriesTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
