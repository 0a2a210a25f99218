/** The content area's API paths: announcements, promotions, help centre, customer service, downloads. */
export const CONTENT_PATHS = {
  announcements: '/wps/announcements',
  announcementRead: '/wps/announcements/read',
  /** the operator's short notices for home's ticker */
  notices: '/wps/notices',
  /** the announcements players opened most over the last days */
  popularAnnouncements: '/wps/announcements/popular',
  /** the lobby news feed: operator news and what happened on the platform */
  lobbyNews: '/wps/lobbyNews',
  promotions: '/wps/promotions',
  /** one promotion */
  promotion: '/wps/promotions/:id',
  /** apply for a promotion (real members) */
  promotionApply: '/wps/promotions/:id/apply',
  promotionApplications: '/wps/promotions/applications',
  helpCenter: '/wps/system/helpCenter',
  customerService: '/wps/system/customerService',
  socialLinks: '/wps/system/socialLinks',
  downloads: '/wps/system/downloads',
  promotionImage: '/media/promotions',
  download: '/media/download',
} as const;

/** Operator routes of the lobby news, inside /ops. */
export const LOBBY_NEWS_OPS_PATHS = {
  news: '/ops/merchants/:code/lobby-news',
} as const;

/** Feedback: PUT, multipart. */
export const FEEDBACK_PATH = '/wps/feedback';
