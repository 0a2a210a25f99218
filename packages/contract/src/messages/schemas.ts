import { z } from 'zod';
import { epochMsSchema, INT32_MAX, languageSchema, merchantCodeSchema } from '../common/schemas.ts';
import {
  BASE64URL_PATTERN,
  MESSAGE_BODY_MAX,
  MESSAGE_CHANNELS,
  MESSAGE_PAGE,
  MESSAGE_STATUSES,
  MESSAGE_TITLE_MAX,
} from './rules.ts';

export const messageTextSchema = z.strictObject({
  title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  body: z.string().trim().min(1).max(MESSAGE_BODY_MAX),
});

/** Titles and bodies by language: EN required (who has no text of their language gets EN). */
export const messageTextsSchema = z
  .partialRecord(languageSchema, messageTextSchema)
  .refine((t) => Object.values(t).some(Boolean), 'a text in at least one language');
export type MessageTexts = z.infer<typeof messageTextsSchema>;

const channels = z
  .array(z.enum(MESSAGE_CHANNELS))
  .min(1)
  .max(MESSAGE_CHANNELS.length)
  .refine((c) => new Set(c).size === c.length, 'each channel once');

/** Who a message goes to: a saved segment of the brand, or null for every active real-money player. */
const segmentId = z.number().int().min(1).max(INT32_MAX).nullable();

export const messagePreviewBodySchema = z.strictObject({ segmentId, channels });

/** Of the players in the audience now, how many each channel would reach (and why the others would not). */
export const messagePreviewSchema = z.object({
  /** players in the segment */
  audience: z.number().int(),
  /** of those, on a break or self-excluded (never sent marketing) */
  excluded: z.number().int(),
  /** of those, opted out of all marketing */
  optedOut: z.number().int(),
  /** recipients per chosen channel */
  channels: z.partialRecord(z.enum(MESSAGE_CHANNELS), z.number().int()),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const messageBodySchema = z.strictObject({
  segmentId,
  channels,
  texts: messageTextsSchema,
  /** a path of the app a push notification opens (default: the inbox) */
  url: z
    .string()
    .regex(/^\/m\/[\w\-/?=&%.]*$/, 'a path of the app, like /m/promo')
    .max(200)
    .optional(),
  /** epoch ms to send at; absent: now */
  sendAt: epochMsSchema.optional(),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

const counts = z.object({ sent: z.number().int(), skipped: z.number().int(), failed: z.number().int(), pending: z.number().int() });

export const messageSchema = z.object({
  id: z.number().int(),
  merchantCode: merchantCodeSchema,
  segmentId: z.number().int().nullable(),
  /** the segment's name when the message was made ('all': every player) */
  audience: z.string(),
  channels: z.array(z.enum(MESSAGE_CHANNELS)),
  texts: messageTextsSchema,
  url: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  sendAt: epochMsSchema,
  createdBy: z.string(),
  createdAt: epochMsSchema,
  startedAt: epochMsSchema.nullable(),
  finishedAt: epochMsSchema.nullable(),
  cancelledBy: z.string().nullable(),
  cancelledAt: epochMsSchema.nullable(),
  /** per chosen channel: copies sent, skipped (excluded, opted out, no address), failed, not yet tried */
  counts: z.partialRecord(z.enum(MESSAGE_CHANNELS), counts),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  beforeId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE),
});
export const messageListSchema = z.object({ list: z.array(messageSchema) });
export type MessageList = z.infer<typeof messageListSchema>;
export const messageIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

// ---- the player's side ----

export const pushKeySchema = z.object({
  /** the VAPID public key, base64url (the browser's applicationServerKey) */
  publicKey: z.string(),
});

const base64url = (min: number, max: number) => z.string().min(min).max(max).regex(BASE64URL_PATTERN, 'base64url');

export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(1000),
  /** PushSubscription.expirationTime, ignored (a push service that drops it answers 404/410) */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** the browser's P-256 public key: 65 bytes, 87 characters */
    p256dh: base64url(86, 88),
    /** the auth secret: 16 bytes, 22 characters */
    auth: base64url(21, 24),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushUnsubscribeBodySchema = z.strictObject({ endpoint: z.url({ protocol: /^https$/ }).max(1000) });

export const marketingSchema = z.object({
  /** false: no marketing at all, not even in the inbox */
  marketing: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  /** this member has a browser subscribed to push */
  pushSubscribed: z.boolean(),
  /** a verified e-mail to send to (otherwise e-mail consent reaches nobody) */
  hasEmail: z.boolean(),
  hasPhone: z.boolean(),
});
export type Marketing = z.infer<typeof marketingSchema>;

export const marketingBodySchema = z
  .strictObject({ marketing: z.boolean().optional(), email: z.boolean().optional(), sms: z.boolean().optional(), push: z.boolean().optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'a choice to change');
