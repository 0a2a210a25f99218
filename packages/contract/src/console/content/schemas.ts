import { z } from 'zod';
import { INT32_MAX, languageSchema, merchantCodeSchema, moneyTextSchema } from '../../common/schemas.ts';
import { opsMerchantSummarySchema, opsMerchantUpdateSchema } from '../../ops/schemas.ts';
import { consoleMerchantRefSchema } from '../money/schemas.ts';
import { WHITELABEL_FLAGS } from '../../system/whitelabel.ts';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  CONSOLE_CHANNEL_CHANGES_MAX,
  CONSOLE_GAMES_LIMIT_MAX,
  CONSOLE_PAGE_LIMIT_MAX,
  CONSOLE_REPORT_KINDS,
} from './rules.ts';

/**
 * The operator console's content, games, support, agents, brands and reports routes: queries, bodies and
 * answers. Amounts are decimal strings ("1250.00"), times epoch ms.
 */

/** A merchant named on the query: required on the console's list and read routes. */
export const consoleContentMerchantQuerySchema = z.object({ merchant: merchantCodeSchema });

// ---- announcements ----


const titlesSchema = z
  .partialRecord(languageSchema, z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX))
  .refine((r) => Object.keys(r).length > 0, 'at least one language');
const bodiesSchema = z.partialRecord(languageSchema, z.string().max(ANNOUNCEMENT_BODY_MAX));
const epochOrNull = z.number().int().min(0).max(8.64e15).nullable();

export const consoleAnnouncementSchema = z.object({
  id: z.number().int(),
  merchant: z.string(),
  titles: z.record(z.string(), z.string()),
  /** sanitized HTML per language */
  bodies: z.record(z.string(), z.string()),
  startAt: z.number().nullable(),
  endAt: z.number().nullable(),
  published: z.boolean(),
  popup: z.boolean(),
  updatedAt: z.number(),
});
export type ConsoleAnnouncement = z.infer<typeof consoleAnnouncementSchema>;

export const consoleAnnouncementListSchema = z.object({ list: z.array(consoleAnnouncementSchema) });

export const consoleAnnouncementCreateSchema = z.strictObject({
  titles: titlesSchema,
  bodies: bodiesSchema,
  startAt: epochOrNull.optional(),
  endAt: epochOrNull.optional(),
  published: z.boolean(),
  popup: z.boolean(),
});
export type ConsoleAnnouncementCreate = z.infer<typeof consoleAnnouncementCreateSchema>;

export const consoleAnnouncementPatchSchema = z.strictObject({
  titles: titlesSchema.optional(),
  bodies: bodiesSchema.optional(),
  startAt: epochOrNull.optional(),
  endAt: epochOrNull.optional(),
  published: z.boolean().optional(),
  popup: z.boolean().optional(),
});
export type ConsoleAnnouncementPatch = z.infer<typeof consoleAnnouncementPatchSchema>;

export const consoleIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

// ---- games ----


export const consoleGamesQuerySchema = z.object({
  merchant: merchantCodeSchema,
  q: z.string().trim().max(64).optional(),
  vendor: z.string().trim().min(1).max(64).optional(),
  type: z.string().trim().min(1).max(32).optional(),
  offset: z.coerce.number().int().min(0).max(INT32_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(CONSOLE_GAMES_LIMIT_MAX).default(50),
});

export const consoleGameSchema = z.object({
  /** the game's nodeId: the same game has the same one at every merchant */
  gameId: z.string(),
  name: z.string(),
  vendor: z.string(),
  type: z.string(),
  enabled: z.boolean(),
  isNew: z.boolean(),
  hotRank: z.number().int().nullable(),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;

export const consoleGameListSchema = z.object({ list: z.array(consoleGameSchema), total: z.number().int() });

export const consoleGameParamsSchema = z.object({ gameId: z.string().trim().min(1).max(64) });

export const consoleGamePatchSchema = z
  .strictObject({ enabled: z.boolean().optional(), isNew: z.boolean().optional() })
  .refine((b) => b.enabled !== undefined || b.isNew !== undefined, 'enabled or isNew');

// ---- support ----

export const consoleChatQueueSchema = z.object({
  list: z.array(
    z.object({
      account: z.string(),
      lastMessage: z.string(),
      lastAt: z.number(),
      /** what the player wrote that no operator has read yet */
      unread: z.number().int(),
    }),
  ),
});

export const consoleChatMessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(['member', 'staff']),
  text: z.string(),
  createdAt: z.number(),
});

export const consoleChatConversationSchema = z.object({ list: z.array(consoleChatMessageSchema) });

/** One event of GET /ops/chat/stream (`event: message`, JSON data). */
export const consoleChatEventSchema = z.object({ account: z.string(), message: consoleChatMessageSchema });
export type ConsoleChatEvent = z.infer<typeof consoleChatEventSchema>;

// ---- reports ----


const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date, YYYY-MM-DD');

export const consoleReportParamsSchema = z.object({ kind: z.enum(CONSOLE_REPORT_KINDS) });
export const consoleReportQuerySchema = z.object({
  /** one merchant; without it every merchant the operator sees, by currency */
  merchant: merchantCodeSchema.optional(),
  from: ymd,
  to: ymd,
  format: z.enum(['json', 'csv']).default('json'),
});

const amount = moneyTextSchema;
export const consoleReportFiguresSchema = z.object({
  rounds: z.number().int(),
  players: z.number().int(),
  bets: amount,
  wins: amount,
  ggr: amount,
});
export const consoleReportRowSchema = consoleReportFiguresSchema.extend({
  /** the merchant the row belongs to */
  merchant: z.string(),
  /** merchant code, vendor code, game (vendor/code) or agent account */
  key: z.string(),
  name: z.string(),
});
export type ConsoleReportRow = z.infer<typeof consoleReportRowSchema>;
export const consoleReportSchema = z.object({
  kind: z.enum(CONSOLE_REPORT_KINDS),
  from: z.string(),
  to: z.string(),
  merchants: z.array(consoleMerchantRefSchema),
  /** one section per currency: the rows of its merchants and their totals (currencies are never added) */
  currencies: z.array(z.object({ currency: z.string(), merchants: z.array(z.string()), rows: z.array(consoleReportRowSchema), totals: consoleReportFiguresSchema })),
});
export type ConsoleReport = z.infer<typeof consoleReportSchema>;

// ---- agents ----

export const consoleAgentsQuerySchema = z.object({
  merchant: merchantCodeSchema,
  /** an agent's account: that agent and the agents of its team only */
  root: z.string().trim().min(1).max(64).optional(),
});

export const consoleAgentSchema = z.object({
  account: z.string(),
  /** 1: an agent with no agent above it */
  level: z.number().int(),
  parent: z.string().nullable(),
  /** direct members that are not agents */
  members: z.number().int(),
  /** direct members that are agents */
  subAgents: z.number().int(),
  /** paid deposits of the whole team (every level below), all time */
  teamDeposits: moneyTextSchema,
});
export const consoleAgentListSchema = z.object({ list: z.array(consoleAgentSchema) });

export const consolePageQuerySchema = z.object({
  merchant: merchantCodeSchema,
  beforeId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(CONSOLE_PAGE_LIMIT_MAX).default(50),
});

export const consoleAgentContractSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  upline: z.string(),
  agent: z.string(),
  status: z.string(),
  terms: z.unknown(),
  createdAt: z.number(),
  respondedAt: z.number().nullable(),
  endedAt: z.number().nullable(),
});
export const consoleAgentContractListSchema = z.object({ list: z.array(consoleAgentContractSchema) });

export const consoleAgentSettlementSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.string(),
  upline: z.string(),
  periodKey: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  teamBets: moneyTextSchema,
  teamNetLoss: moneyTextSchema,
  carryIn: moneyTextSchema,
  carryOut: moneyTextSchema,
  rateBp: z.number().int(),
  amount: moneyTextSchema,
  paid: z.boolean(),
  createdAt: z.number(),
});
export const consoleAgentSettlementPageSchema = z.object({ list: z.array(consoleAgentSettlementSchema), next: z.number().int().nullable() });

export const consoleAgentRelaySchema = z.object({
  id: z.number().int(),
  member: z.string(),
  amount: moneyTextSchema,
  currency: z.string(),
  requestId: z.string(),
  createdAt: z.number(),
});
export const consoleAgentRelayPageSchema = z.object({ list: z.array(consoleAgentRelaySchema), next: z.number().int().nullable() });

// ---- brands ----

/**
 * PATCH /ops/merchants/:code as the console sends it: the operator switches plus the brand's white-label
 * flags (only the named ones change), its languages (the whole list) and its default language (one of them).
 */
export const consoleBrandUpdateSchema = opsMerchantUpdateSchema.extend({
  whitelabel: z.partialRecord(z.enum(WHITELABEL_FLAGS), z.boolean()).optional(),
  languages: z
    .array(languageSchema)
    .min(1)
    .max(16)
    .refine((l) => new Set(l).size === l.length, 'each language once')
    .optional(),
  defaultLanguage: languageSchema.optional(),
});
export type ConsoleBrandUpdate = z.infer<typeof consoleBrandUpdateSchema>;

export const consoleBrandSummarySchema = opsMerchantSummarySchema.extend({
  whitelabel: z.record(z.string(), z.boolean()),
  languages: z.array(languageSchema),
  defaultLanguage: languageSchema,
  /** IANA zone of the merchant's calendar: its days (reports, limits, daily tasks) start at its midnight */
  timeZone: z.string(),
});
export type ConsoleBrandSummary = z.infer<typeof consoleBrandSummarySchema>;
export const consoleBrandListSchema = z.array(consoleBrandSummarySchema);

/** A money amount as the console writes it: a decimal string with at most two places ("1250.00"). */
const amountInputSchema = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount like "1250.00"');

export const consoleChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  direction: z.enum(['deposit', 'withdraw']),
  name: z.string(),
  provider: z.string(),
  min: moneyTextSchema,
  max: moneyTextSchema,
  feeBp: z.number().int(),
  feeFixed: moneyTextSchema,
  feePayer: z.string(),
  /** orders per member per day (0: no limit) */
  dailyCountLimit: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type ConsoleChannel = z.infer<typeof consoleChannelSchema>;
export const consoleChannelListSchema = z.object({ list: z.array(consoleChannelSchema) });

export const consoleChannelsPatchSchema = z.strictObject({
  changes: z
    .array(
      z.strictObject({
        id: z.number().int().min(1).max(INT32_MAX),
        enabled: z.boolean().optional(),
        min: amountInputSchema.optional(),
        max: amountInputSchema.optional(),
        dailyCountLimit: z.number().int().min(0).max(1000).optional(),
        sort: z.number().int().min(0).max(10_000).optional(),
      }),
    )
    .min(1)
    .max(CONSOLE_CHANNEL_CHANGES_MAX)
    .refine((c) => new Set(c.map((x) => x.id)).size === c.length, 'each channel once'),
});
export type ConsoleChannelsPatch = z.infer<typeof consoleChannelsPatchSchema>;

// ---- promotions ----

export const consolePromotionSchema = z.object({
  id: z.number().int(),
  titles: z.record(z.string(), z.string()),
  category: z.string().nullable(),
  startAt: z.number(),
  endAt: z.number().nullable(),
  applications: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export const consolePromotionListSchema = z.object({ list: z.array(consolePromotionSchema) });

export const consolePromotionApplicationsQuerySchema = consolePageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});
export const consolePromotionApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string().nullable(),
  account: z.string(),
  remark: z.string(),
  status: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export const consolePromotionApplicationPageSchema = z.object({
  list: z.array(consolePromotionApplicationSchema),
  next: z.number().int().nullable(),
});

// ---- help centre ----

export const helpTagSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'tag: 1-40 lower-case letters, digits, _ or -');

export const consoleHelpArticleSchema = z.object({
  tag: z.string(),
  parentTag: z.string().nullable(),
  sort: z.number().int(),
  titles: z.record(z.string(), z.string()),
  /** sanitized HTML per language */
  bodies: z.record(z.string(), z.string()),
});
export type ConsoleHelpArticle = z.infer<typeof consoleHelpArticleSchema>;
export const consoleHelpListSchema = z.object({ list: z.array(consoleHelpArticleSchema) });

export const consoleHelpCreateSchema = z.strictObject({
  tag: helpTagSchema,
  parentTag: helpTagSchema.nullable().optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
  titles: titlesSchema,
  bodies: bodiesSchema,
});
export type ConsoleHelpCreate = z.infer<typeof consoleHelpCreateSchema>;
export const consoleHelpPatchSchema = z.strictObject({
  parentTag: helpTagSchema.nullable().optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
  titles: titlesSchema.optional(),
  bodies: bodiesSchema.optional(),
});
export type ConsoleHelpPatch = z.infer<typeof consoleHelpPatchSchema>;
export const consoleHelpParamsSchema = z.object({ tag: helpTagSchema });
