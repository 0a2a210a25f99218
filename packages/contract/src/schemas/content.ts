import { z } from 'zod';

/** Announcements, promotions, help centre, customer service and downloads (spec: games and content). */
export const CONTENT_PATHS = {
  announcements: '/wps/announcements',
  announcementRead: '/wps/announcements/read',
  promotions: '/wps/promotions',
  promotionApplications: '/wps/promotions/applications',
  helpCenter: '/wps/system/helpCenter',
  customerService: '/wps/system/customerService',
  socialLinks: '/wps/system/socialLinks',
  downloads: '/wps/system/downloads',
  promotionImage: '/media/promotions',
  download: '/media/download',
} as const;

/** B banner, PL player, PU popup, PR promotion, H hot. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const ANNOUNCEMENT_GROUPS = ['promotion', 'banners', 'player', 'popup', 'hot'] as const;
export type AnnouncementGroup = (typeof ANNOUNCEMENT_GROUPS)[number];

export const PROMOTION_CATEGORIES = [
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'brand_endorsement',
  'other_promo',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export const PROMO_REMARK_MAX = 140;

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
  announcementId: z.number().int().positive(),
  read: z.literal(true),
});

export const promotionSchema = announcementSchema.extend({ category: z.enum(PROMOTION_CATEGORIES) });
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListSchema = z.object({
  categories: z.array(z.enum(PROMOTION_CATEGORIES)).describe('categories present in the list, in menu order'),
  list: z.array(promotionSchema),
});

export const promotionApplyBodySchema = z.object({ remark: z.string().max(PROMO_REMARK_MAX).default('') });

export const PROMOTION_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
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

export const opsPromotionDecisionSchema = z.object({ status: z.enum(['approved', 'rejected']) });

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

/** Feedback (PUT /wps/feedback, multipart): text bounds in characters, images png or jpg by content. */
export const FEEDBACK_LIMITS = {
  contentMin: 10,
  contentMax: 1000,
  commentMax: 140,
  images: 3,
  imageBytes: 5 * 1024 * 1024,
} as const;
export const FEEDBACK_PATH = '/wps/feedback';
export const feedbackResultSchema = z.object({ id: z.number().int() });
