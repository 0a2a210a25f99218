import { endpoint } from '../common/endpoint.ts';
import { noValueSchema } from '../common/schemas.ts';
import { CONTENT_PATHS, FEEDBACK_PATH } from './paths.ts';
import { FEEDBACK_LIMITS } from './rules.ts';
import {
  announcementGroupsSchema,
  announcementQuerySchema,
  announcementReadBodySchema,
  customerServiceListSchema,
  feedbackResultSchema,
  helpCenterQuerySchema,
  helpCenterSchema,
  lobbyNewsPageSchema,
  lobbyNewsQuerySchema,
  noticeListSchema,
  popularAnnouncementsQuerySchema,
  popularAnnouncementsSchema,
  promotionApplicationListSchema,
  promotionApplicationSchema,
  promotionApplyBodySchema,
  promotionIdParamsSchema,
  promotionListSchema,
  promotionSchema,
  resourceListSchema,
  socialLinkListSchema,
} from './schemas.ts';

/**
 * The content area's player routes: announcements and notices, the lobby news, promotions and their
 * applications, the help centre, the merchant's contact and download links, and feedback.
 */
export const CONTENT_PLAYER_ENDPOINTS = {
  notices: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.notices,
    access: 'public',
    tags: ['content'],
    summary: "The operator's short notices for home's ticker, live now, in order",
    description:
      'Public. Each notice is live from startAt until endAt (null: no end); the text follows the Language ' +
      'header (EN when the notice has none in that language). announcementId names the announcement a tap ' +
      'opens (null: the notice list). At most 20.',
    response: noticeListSchema,
    failures: [400, 500],
  }),
  popularAnnouncements: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.popularAnnouncements,
    access: 'public',
    tags: ['content'],
    summary: 'The player announcements most opened over the last 30 days',
    description:
      'Public. Counted from the read marks members leave when they open an announcement (trial sessions ' +
      'leave none), most readers first; only announcements live now, never one nobody opened.',
    query: popularAnnouncementsQuerySchema,
    response: popularAnnouncementsSchema,
    failures: [400, 500],
  }),
  announcementGroups: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.announcements,
    access: 'public',
    tags: ['content'],
    summary: 'Announcements inside their date window, in value groups, with the read flag',
    description:
      'Session optional: visitors see nothing read, trial (type 4) sessions see everything read. ' +
      'Title and content follow the Language header (EN when the language has none).',
    query: announcementQuerySchema,
    response: announcementGroupsSchema,
    failures: [400, 500],
  }),
  markAnnouncementRead: endpoint({
    method: 'POST',
    path: CONTENT_PATHS.announcementRead,
    access: 'session',
    tags: ['content'],
    summary: 'Mark an announcement read for the member (trial sessions: success, nothing stored)',
    body: announcementReadBodySchema,
    response: noValueSchema,
    failures: [400, 401, 403, 404, 500],
  }),
  lobbyNews: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.lobbyNews,
    access: 'public',
    tags: ['content'],
    summary: "The lobby news feed: the operator's news and what happened on the platform, newest first",
    description:
      'Public, paged (pageNum from 1 to 50, pageSize 1 to 20, default 10). kind operator: written by the ' +
      'operator (texts per language, EN when the language has none); new_game, jackpot, big_win: written by ' +
      'the platform when a game joins the catalogue, a jackpot drops or a win of 100 times its stake lands, ' +
      'with texts in the Language header and amounts formatted for that language and the currency.',
    query: lobbyNewsQuerySchema,
    response: lobbyNewsPageSchema,
    failures: [400, 500],
  }),
  promotionList: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.promotions,
    access: 'public',
    tags: ['content'],
    summary: 'Promotions inside their date window and the categories present',
    response: promotionListSchema,
    failures: [400, 500],
  }),
  memberPromotionApplications: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.promotionApplications,
    access: 'session',
    tags: ['content'],
    summary: "The member's promotion applications with their state (pending, approved, rejected)",
    response: promotionApplicationListSchema,
    failures: [400, 401, 403, 500],
  }),
  promotionDetail: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.promotion,
    access: 'public',
    tags: ['content'],
    summary: 'One promotion (404 when unknown or outside its window)',
    params: promotionIdParamsSchema,
    response: promotionSchema,
    failures: [400, 404, 500],
  }),
  applyPromotion: endpoint({
    method: 'POST',
    path: CONTENT_PATHS.promotionApply,
    access: 'real',
    tags: ['content'],
    summary: 'Apply for a promotion once (real members; the application starts pending)',
    params: promotionIdParamsSchema,
    body: promotionApplyBodySchema,
    response: promotionApplicationSchema,
    failures: [400, 401, 403, 404, 409, 500],
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.helpCenter,
    access: 'public',
    tags: ['content'],
    summary: 'Help centre articles with their children (sanitized HTML)',
    query: helpCenterQuerySchema,
    response: helpCenterSchema,
    failures: [400, 500],
  }),
  customerServiceLinks: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.customerService,
    access: 'public',
    tags: ['content'],
    summary: 'Customer-service links: title and encrypted path (key: the last 8 characters)',
    response: customerServiceListSchema,
    failures: [400, 500],
  }),
  socialLinks: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.socialLinks,
    access: 'public',
    tags: ['content'],
    summary: 'Social links (TELEGRAM, TELEGRAM2, FACEBOOK, FACEBOOK2, WHATSAPP)',
    response: socialLinkListSchema,
    failures: [400, 500],
  }),
  downloadResources: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.downloads,
    access: 'public',
    tags: ['content'],
    summary: 'Download resources: IOS, Android, MOBILECONFIG, AppDownloadIcon',
    response: resourceListSchema,
    failures: [400, 500],
  }),
  /** multipart/form-data: the body is read part by part by the route, so the descriptor names none */
  sendFeedback: endpoint({
    method: 'PUT',
    path: FEEDBACK_PATH,
    access: 'public',
    tags: ['content'],
    summary: 'Send feedback (multipart): content, comment, up to 3 png/jpg images of at most 5 MB',
    description:
      `multipart/form-data fields: content (${FEEDBACK_LIMITS.contentMin}..${FEEDBACK_LIMITS.contentMax} ` +
      `characters), comment (at most ${FEEDBACK_LIMITS.commentMax}), files (any field name, at most ` +
      `${FEEDBACK_LIMITS.images}, png or jpg by their bytes, at most 5 MB each). Session optional; ` +
      'at most 10 a hour per IP. All or nothing: a refused request leaves no row and no file.',
    response: feedbackResultSchema,
    failures: [400, 413, 415, 429, 500],
  }),
} as const;
