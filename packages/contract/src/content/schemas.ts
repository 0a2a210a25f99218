import { z } from 'zod';
import { LANGUAGES } from '../common/languages.ts';
import { epochMsSchema, INT32_MAX, moneyTextSchema } from '../common/schemas.ts';
import { bonusOfferSchema } from '../bonus/schemas.ts';
import { safeReturnPath } from '../common/return-path.ts';
import { customerServiceItemSchema, resourceSchema, socialLinkSchema } from '../system/schemas.ts';
import {
  ANNOUNCEMENT_GROUPS,
  ANNOUNCEMENT_TYPES,
  LOBBY_NEWS_BODY_MAX,
  LOBBY_NEWS_KINDS,
  LOBBY_NEWS_PAGE_MAX,
  LOBBY_NEWS_PAGE_SIZE_DEFAULT,
  LOBBY_NEWS_PAGE_SIZE_MAX,
  LOBBY_NEWS_TITLE_MAX,
  NOTICE_LEVELS,
  POPULAR_LIMIT_DEFAULT,
  POPULAR_LIMIT_MAX,
  PROMO_REMARK_MAX,
  PROMOTION_APPLICATION_STATUSES,
  PROMOTION_CATEGORIES,
} from './rules.ts';

/** Announcements, promotions, help centre and feedback. */

export const announcementImageSchema = z.object({ sequence: z.number().int(), url: z.string() });

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('sanitized HTML'),
  category: z.string().nullable(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  groupName: z.enum(ANNOUNCEMENT_GROUPS),
  platform: z.literal('M'),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().nullable().describe('YYYY-MM-DD; null when noExpiry'),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  announcementImages: z.array(announcementImageSchema),
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementGroupsSchema = z.object({
  promotion: z.array(announcementSchema),
  banners: z.array(announcementSchema),
  player: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  hot: z.array(announcementSchema),
});
export type AnnouncementGroups = z.infer<typeof announcementGroupsSchema>;

export const announcementQuerySchema = z.object({
  types: z
    .string()
    .max(40)
    .optional()
    .describe('comma separated: B, PL, PU, PR, H (default all)'),
  groupName: z.string().max(20).optional().describe('promotion, banners, player, popup or hot; empty: all'),
  platform: z.literal('M').optional(),
});

export const announcementReadBodySchema = z.object({
  announcementId: z.number().int().positive().max(INT32_MAX),
  read: z.literal(true),
});

/** GET /wps/notices: the ticker's short lines inside their window, in the operator's order. */
export const noticeSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  level: z.enum(NOTICE_LEVELS),
  /** the announcement a tap opens, or null: the notice list */
  announcementId: z.number().int().nullable(),
  startAt: epochMsSchema,
  endAt: epochMsSchema.nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = z.object({ list: z.array(noticeSchema) });
export type NoticeList = z.infer<typeof noticeListSchema>;

/** GET /wps/announcements/popular: player announcements by how many players opened them lately. */
export const popularAnnouncementsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(POPULAR_LIMIT_MAX).default(POPULAR_LIMIT_DEFAULT),
});
export const popularAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string().describe('YYYY-MM-DD'),
  /** players who opened it within the window */
  readers: z.number().int(),
});
export type PopularAnnouncement = z.infer<typeof popularAnnouncementSchema>;
export const popularAnnouncementsSchema = z.object({ windowDays: z.number().int(), list: z.array(popularAnnouncementSchema) });
export type PopularAnnouncements = z.infer<typeof popularAnnouncementsSchema>;

/** GET /wps/lobbyNews: newest first, a page at a time. */
export const lobbyNewsQuerySchema = z.strictObject({
  pageNum: z.coerce.number().int().min(1).max(LOBBY_NEWS_PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(LOBBY_NEWS_PAGE_SIZE_MAX).default(LOBBY_NEWS_PAGE_SIZE_DEFAULT),
});
export const lobbyNewsItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LOBBY_NEWS_KINDS),
  title: z.string(),
  body: z.string().describe('plain text'),
  /** an in-app path under /m, or null */
  link: z.string().nullable(),
  /** the game the entry is about (new game, jackpot, big win), or null */
  game: z.object({ nodeId: z.string(), gameName: z.string(), vassalage: z.string(), gameType: z.string() }).nullable(),
  /** the amount won, formatted for the language and currency (jackpot, big win), or null */
  amountText: z.string().nullable(),
  publishedAt: epochMsSchema,
});
export type LobbyNewsItem = z.infer<typeof lobbyNewsItemSchema>;
export const lobbyNewsPageSchema = z.object({
  list: z.array(lobbyNewsItemSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type LobbyNewsPage = z.infer<typeof lobbyNewsPageSchema>;

const newsTextSchema = z.strictObject({
  title: z.string().trim().min(1).max(LOBBY_NEWS_TITLE_MAX),
  body: z.string().trim().max(LOBBY_NEWS_BODY_MAX).default(''),
});
/** POST /ops/merchants/:code/lobby-news: an operator's news item; EN is required, other languages fall back to it. */
export const opsLobbyNewsBodySchema = z.strictObject({
  texts: z
    .partialRecord(z.enum(LANGUAGES), newsTextSchema)
    .refine((texts) => texts.EN !== undefined, { message: 'texts.EN is required' }),
  link: z
    .string()
    .max(200)
    .refine((p) => safeReturnPath(p, { prefix: '/m/' }) === p, { message: 'an in-app path under /m/' })
    .optional(),
  publishAt: epochMsSchema.min(0).optional(),
  expiresAt: epochMsSchema.min(0).optional(),
});
export type OpsLobbyNewsBody = z.infer<typeof opsLobbyNewsBodySchema>;

export const promotionSchema = announcementSchema.extend({
  category: z.enum(PROMOTION_CATEGORIES),
  /** the bonus campaign behind the page, as the member can use it now (null: an announcement only) */
  offer: bonusOfferSchema.nullable().default(null),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListSchema = z.object({
  categories: z.array(z.enum(PROMOTION_CATEGORIES)).describe('categories present in the list, in menu order'),
  list: z.array(promotionSchema),
});

export const promotionApplyBodySchema = z.object({ remark: z.string().max(PROMO_REMARK_MAX).default('') });

export const promotionApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  remark: z.string(),
  status: z.enum(PROMOTION_APPLICATION_STATUSES),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;
export const promotionApplicationListSchema = z.array(promotionApplicationSchema);

export const promotionIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const opsPromotionDecisionSchema = z.strictObject({
  status: z.enum(['approved', 'rejected']),
  /** approving an application to a campaign's page pays this amount (required there, at most its maximum) */
  amount: moneyTextSchema.refine((v) => !v.startsWith('-') && Number(v) > 0, 'more than zero').optional(),
});
export const opsPromotionDecisionResultSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  status: z.enum(PROMOTION_APPLICATION_STATUSES),
  updatedAt: z.number().int(),
  /** what the approval paid (an application to a campaign's page), else null */
  amount: moneyTextSchema.nullable().default(null),
});

/** Two levels: articles and their sub-articles (a sub-article has no children). */
const helpLeafSchema = z.object({
  title: z.string(),
  content: z.string().describe('sanitized HTML'),
  tag: z.string(),
  children: z.array(z.object({})).max(0),
});
export const helpItemSchema = helpLeafSchema.extend({ children: z.array(helpLeafSchema) });
export type HelpItem = z.infer<typeof helpItemSchema>;
export const helpCenterQuerySchema = z.object({
  lang: z.string().max(10).optional(),
  device: z.literal('MOBILE').optional(),
});
export const helpCenterSchema = z.object({ items: z.array(helpItemSchema) });

export const feedbackResultSchema = z.object({ id: z.number().int() });

/** The merchant's contact and download lists (the same items the status answer carries). */
export const customerServiceListSchema = z.array(customerServiceItemSchema);
export const socialLinkListSchema = z.array(socialLinkSchema);
export const resourceListSchema = z.array(resourceSchema);
