import { z } from 'zod';
import { INT32_MAX } from '../common/schemas.ts';
import {
  ANNOUNCEMENT_GROUPS,
  ANNOUNCEMENT_TYPES,
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

export const promotionSchema = announcementSchema.extend({ category: z.enum(PROMOTION_CATEGORIES) });
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

export const feedbackResultSchema = z.object({ id: z.number().int() });
