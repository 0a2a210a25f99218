/** Announcement and promotion kinds and the content limits, without zod. */

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

export const PROMOTION_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Feedback (PUT /wps/feedback, multipart): text bounds in characters, images png or jpg by content. */
export const FEEDBACK_LIMITS = {
  contentMin: 10,
  contentMax: 1000,
  commentMax: 140,
  images: 3,
  imageBytes: 5 * 1024 * 1024,
} as const;
