/** Announcement and promotion kinds and the content limits, without zod. */

/**
 * The help-centre article on responsible gaming (limits, self-exclusion, where to get help): every brand has
 * one (seeded where missing), and the footer's age notice links to it.
 */
export const RESPONSIBLE_GAMING_HELP_TAG = 'responsible-gaming';

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

/** The app-download promotion's amount, shown with the merchant's currency symbol (₱58). */
export const DOWNLOAD_BONUS = 58;

/**
 * Which translation of a text a reader gets: their own language, else English, else the merchant's default
 * language (an operator may write in the merchant's own language only, and every reader still gets it).
 * Announcements, promotions and inbox messages all read texts this way.
 */
export function textLanguages(language: string, merchantDefault: string): string[] {
  return [...new Set([language, 'EN', merchantDefault])];
}

/** Of the translations of one text, the reader's best by `textLanguages` (undefined: none of them). */
export function pickTranslation<T extends { language: string }>(texts: readonly T[], preference: readonly string[]): T | undefined {
  let best: T | undefined;
  let rank = preference.length;
  for (const text of texts) {
    const at = preference.indexOf(text.language);
    if (at >= 0 && at < rank) {
      best = text;
      rank = at;
    }
  }
  return best;
}

/** Ticker notices: an important one is drawn in the accent colour; at most this many are live at once. */
export const NOTICE_LEVELS = ['info', 'important'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];
export const NOTICE_TEXT_MAX = 200;
export const NOTICES_MAX = 20;

/** Popular announcements: opened by the most players within this many days. */
export const POPULAR_WINDOW_DAYS = 30;
export const POPULAR_LIMIT_DEFAULT = 5;
export const POPULAR_LIMIT_MAX = 10;

/**
 * Lobby news: operator-written items and entries the platform writes itself when something happens (a game
 * added to the catalogue, a jackpot drop, a big win). A big win is a win of at least this many times its stake.
 */
export const LOBBY_NEWS_KINDS = ['operator', 'new_game', 'jackpot', 'big_win'] as const;
export type LobbyNewsKind = (typeof LOBBY_NEWS_KINDS)[number];
export const LOBBY_NEWS_PAGE_SIZE_DEFAULT = 10;
export const LOBBY_NEWS_PAGE_SIZE_MAX = 20;
/** pages beyond this answer 400: the feed is a recent history, not an archive */
export const LOBBY_NEWS_PAGE_MAX = 50;
export const BIG_WIN_MULTIPLIER = 100;
export const LOBBY_NEWS_TITLE_MAX = 80;
export const LOBBY_NEWS_BODY_MAX = 400;

export const PROMOTION_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Feedback (PUT /wps/feedback, multipart): text bounds in characters, images png or jpg by content. */
export const FEEDBACK_LIMITS = {
  contentMin: 10,
  contentMax: 1000,
  commentMax: 140,
  images: 3,
  imageBytes: 5 * 1024 * 1024,
} as const;
