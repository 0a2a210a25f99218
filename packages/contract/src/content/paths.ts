/** The content area's API paths: announcements, promotions, help centre, customer service, downloads. */
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

/** Feedback: PUT, multipart. */
export const FEEDBACK_PATH = '/wps/feedback';
