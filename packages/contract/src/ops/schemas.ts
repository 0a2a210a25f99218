import { z } from 'zod';
import { epochMsSchema, merchantCodeSchema, moneyTextSchema } from '../common/schemas.ts';
import { JOB_STATES, OUTBOX_CHANNELS } from './rules.ts';

/**
 * One blocked-region entry: an ISO 3166-1 alpha-2 country code (upper case) or an IPv4/IPv6 CIDR block.
 * Whether a well-formed code names a real country is checked by the server, which has the region list.
 */
export const blockedRegionSchema = z.union([
  z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 country code in upper case'),
  z.cidrv4(),
  z.cidrv6(),
]);

/**
 * One image CDN base: an http(s) origin, optionally with a path prefix (`https://img.example.com/lucky`),
 * without credentials, query or fragment. The server stores it without a trailing slash.
 */
export const imageCdnBaseSchema = z
  .string()
  .trim()
  .max(200)
  .refine(
    (value) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return false;
      }
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search && !url.hash;
    },
    { message: 'an http(s) URL without credentials, query or fragment' },
  );

/** At most this many image CDN bases a merchant; the site's own origin always comes after them. */
export const IMAGE_CDNS_MAX = 5;

/** Operator switches on a merchant (PATCH /ops/merchants/:code); omitted fields stay as they are. */
export const opsMerchantUpdateSchema = z.strictObject({
  maintenance: z.boolean().optional(),
  blockedRegions: z.array(blockedRegionSchema).max(1000).optional(),
  /** minutes between players' reality checks (0: off) */
  realityCheckMinutes: z.number().int().min(0).max(1440).optional(),
  /** image CDN bases in the order the web tries them (replaces the list; [] serves images from the site) */
  imageCdns: z.array(imageCdnBaseSchema).max(IMAGE_CDNS_MAX).optional(),
  /** withdrawals and adjustments of at least this amount need a second operator's approval */
  secondApprovalAmount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'a decimal amount like "10000.00"').optional(),
});
export type OpsMerchantUpdate = z.infer<typeof opsMerchantUpdateSchema>;

export const opsMerchantSummarySchema = z.object({
  code: merchantCodeSchema,
  trialMerchantCode: merchantCodeSchema,
  name: z.string(),
  isDefault: z.boolean(),
  maintenance: z.boolean(),
  blockedRegions: z.array(z.string()),
  realityCheckMinutes: z.number().int(),
  imageCdns: z.array(z.string()),
  domains: z.array(z.string()),
  secondApprovalAmount: moneyTextSchema,
  updatedAt: epochMsSchema,
});
export type OpsMerchantSummary = z.infer<typeof opsMerchantSummarySchema>;

/** Messages the local SMS gateway and mail sender kept (GET /ops/outbox), newest first. */
export const opsOutboxQuerySchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  /** E.164 number or e-mail address, exactly as sent */
  recipient: z.string().min(1).max(254).optional(),
  merchantCode: merchantCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export const opsOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  merchantCode: z.string().nullable(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: epochMsSchema,
});
export type OpsOutboxMessage = z.infer<typeof opsOutboxMessageSchema>;
export const opsOutboxListSchema = z.array(opsOutboxMessageSchema);

/** A member named by account (username) in an operator route's path. */
export const opsAccountParamsSchema = z.object({ account: z.string().trim().min(1).max(64) });
/** A merchant named by code in an operator route's path. */
export const opsMerchantParamsSchema = z.object({ code: merchantCodeSchema });
/** ?merchant, optional: without it the default merchant (an operator's own when they do not see the default). */
export const opsMemberQuerySchema = z.object({
  merchant: merchantCodeSchema.optional().describe('merchant code; default the default merchant'),
});
/** What a route that creates one thing answers: its id. */
export const opsIdSchema = z.object({ id: z.number().int() });
/** The OpenAPI description (a JSON document, answered outside the envelope). */
export const openapiDocumentSchema = z.record(z.string(), z.unknown());

/** A queue's name: dotted lower-case words (`payments.webhook`). */
export const jobQueueNameSchema = z.string().regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/, 'a queue name like payments.webhook').max(100);

/** GET /ops/jobs: newest first, by queue and state, paged by offset. */
export const opsJobsQuerySchema = z.object({
  queue: jobQueueNameSchema.optional(),
  state: z.enum(JOB_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
/** A job as operators see it: never its payload (it may carry an address or a message). */
export const opsJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  /** runs started so far */
  attempts: z.number().int(),
  /** runs after the first that a failing job gets */
  retryLimit: z.number().int(),
  /** its idempotency key (a webhook's event, a schedule's slot) */
  key: z.string().nullable(),
  /** the last run's error (failed, or queued for a retry) */
  error: z.string().nullable(),
  createdAt: epochMsSchema,
  startAfter: epochMsSchema,
  startedAt: epochMsSchema.nullable(),
  completedAt: epochMsSchema.nullable(),
});
export type OpsJob = z.infer<typeof opsJobSchema>;
export const opsJobDepthSchema = z.object({ queue: z.string(), state: z.enum(JOB_STATES), count: z.number().int() });
export const opsJobListSchema = z.object({
  list: z.array(opsJobSchema),
  /** the next page's offset; null on the last page */
  next: z.number().int().nullable(),
  /** jobs kept per queue and state (the same figures as lobby_job_queue_depth) */
  depth: z.array(opsJobDepthSchema),
});
export type OpsJobList = z.infer<typeof opsJobListSchema>;
/** A job named by id in the path: pg-boss's UUIDs and the embedded queue's alike. */
export const opsJobParamsSchema = z.object({ id: z.uuid() });
