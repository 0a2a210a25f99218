import { endpoint } from '../../common/endpoint.ts';
import { noValueSchema } from '../../common/schemas.ts';
import { opsPromotionDecisionResultSchema, opsPromotionDecisionSchema, promotionIdParamsSchema } from '../../content/schemas.ts';
import { chatMessageSchema, opsChatReplyBodySchema, opsInboxMessageBodySchema } from '../../inbox-chat/schemas.ts';
import { opsAccountParamsSchema, opsIdSchema, opsMemberQuerySchema, opsMerchantParamsSchema } from '../../ops/schemas.ts';
import { CONSOLE_CONTENT_PATHS } from './paths.ts';
import {
  consoleAgentContractListSchema,
  consoleAgentListSchema,
  consoleAgentRelayPageSchema,
  consoleAgentSettlementPageSchema,
  consoleAgentsQuerySchema,
  consoleAnnouncementCreateSchema,
  consoleAnnouncementListSchema,
  consoleAnnouncementPatchSchema,
  consoleAnnouncementSchema,
  consoleBrandListSchema,
  consoleBrandSummarySchema,
  consoleBrandUpdateSchema,
  consoleChannelListSchema,
  consoleChannelsPatchSchema,
  consoleChatConversationSchema,
  consoleChatEventSchema,
  consoleChatQueueSchema,
  consoleContentMerchantQuerySchema,
  consoleGameListSchema,
  consoleGameParamsSchema,
  consoleGamePatchSchema,
  consoleGameSchema,
  consoleGamesQuerySchema,
  consoleHelpArticleSchema,
  consoleHelpCreateSchema,
  consoleHelpListSchema,
  consoleHelpParamsSchema,
  consoleHelpPatchSchema,
  consoleIdParamsSchema,
  consolePageQuerySchema,
  consolePromotionApplicationPageSchema,
  consolePromotionApplicationsQuerySchema,
  consolePromotionListSchema,
  consoleReportParamsSchema,
  consoleReportQuerySchema,
  consoleReportSchema,
} from './schemas.ts';

const failures = [400, 401, 403, 404] as const;
const merchant = consoleContentMerchantQuerySchema;

const ANNOUNCEMENT_WINDOW =
  'startAt/endAt: epoch ms, null for no start or no end. Titles and bodies per language: languages of the merchant ' +
  "only, EN or the merchant's default required; bodies are HTML, sanitized when stored (scripts, event handlers, " +
  'javascript: URLs removed). A published one in its window is on the player app at once; popup: shown on home.';
const HELP_TEXTS =
  "Titles and bodies per language: the merchant's languages only, EN or its default required; bodies are HTML, " +
  'sanitized when stored. parentTag: a top-level article of the merchant (null: top level). Players see it at once.';

/** The console's content, games, customer service, agents, brands, help centre, promotions and play reports. */
export const CONSOLE_CONTENT_ENDPOINTS = {
  // ---- announcements ----
  announcements: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.announcements,
    permission: 'content.read',
    summary: "A merchant's announcements and pop-ups, drafts included, newest first",
    query: merchant,
    response: consoleAnnouncementListSchema,
    failures,
  }),
  createAnnouncement: endpoint({
    method: 'POST',
    path: CONSOLE_CONTENT_PATHS.announcements,
    permission: 'content.manage',
    summary: 'Write an announcement',
    description: ANNOUNCEMENT_WINDOW,
    query: merchant,
    body: consoleAnnouncementCreateSchema,
    response: consoleAnnouncementSchema,
    failures,
  }),
  updateAnnouncement: endpoint({
    method: 'PATCH',
    path: CONSOLE_CONTENT_PATHS.announcement,
    permission: 'content.manage',
    summary: 'Change an announcement (omitted fields stay; titles replace the set of languages)',
    description: ANNOUNCEMENT_WINDOW,
    params: consoleIdParamsSchema,
    query: merchant,
    body: consoleAnnouncementPatchSchema,
    response: consoleAnnouncementSchema,
    failures,
  }),
  deleteAnnouncement: endpoint({
    method: 'DELETE',
    path: CONSOLE_CONTENT_PATHS.announcement,
    permission: 'content.manage',
    summary: 'Delete an announcement (players stop seeing it at once)',
    params: consoleIdParamsSchema,
    query: merchant,
    response: noValueSchema,
    failures,
  }),

  // ---- games ----
  games: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.games,
    permission: 'games.read',
    summary: "A merchant's games, disabled ones included, in lobby order",
    description: 'q: a name in any language (part of it), a gameId or a vendor game code; vendor and type exact.',
    query: consoleGamesQuerySchema,
    response: consoleGameListSchema,
    failures,
  }),
  updateGame: endpoint({
    method: 'PATCH',
    path: CONSOLE_CONTENT_PATHS.game,
    permission: 'games.manage',
    summary: 'Switch a game on or off, mark it new or not',
    description:
      'A disabled game leaves the player lists at once and its launch answers game.disabled (every process, with ' +
      'REDIS_URL; without it, the others within the catalogue cache time).',
    params: consoleGameParamsSchema,
    query: merchant,
    body: consoleGamePatchSchema,
    response: consoleGameSchema,
    failures,
  }),

  // ---- customer service ----
  chatQueue: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.chatQueue,
    permission: 'support.read',
    summary: "A merchant's live chat conversations, newest line first, with the member lines no operator has read",
    query: merchant,
    response: consoleChatQueueSchema,
    failures,
  }),
  chatStream: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.chatStream,
    permission: 'support.read',
    answer: 'events',
    summary: "Server-Sent Events: every new line of the merchant's live chats, as it is written",
    description:
      'text/event-stream. Each line is an `event: message` whose data is JSON {account, message: {id, sender, ' +
      'text, createdAt}}; comment lines keep the connection alive. Lines written on any process arrive (with REDIS_URL).',
    query: merchant,
    response: consoleChatEventSchema,
    failures,
  }),
  chatConversation: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.chatConversation,
    permission: 'support.read',
    summary:
      "A member's live chat (the newest 200 lines, oldest first); opened by an operator who may reply, the member's lines count as read",
    params: opsAccountParamsSchema,
    query: merchant,
    response: consoleChatConversationSchema,
    failures,
  }),
  chatReply: endpoint({
    method: 'POST',
    path: CONSOLE_CONTENT_PATHS.chatReply,
    permission: 'support.reply',
    summary: "A customer-service reply in a member's live chat",
    params: opsAccountParamsSchema,
    query: opsMemberQuerySchema,
    body: opsChatReplyBodySchema,
    response: chatMessageSchema,
    failures,
  }),
  messageMember: endpoint({
    method: 'POST',
    path: CONSOLE_CONTENT_PATHS.memberMessages,
    permission: 'support.reply',
    summary: "Put a message into a member's inbox",
    params: opsAccountParamsSchema,
    query: opsMemberQuerySchema,
    body: opsInboxMessageBodySchema,
    response: opsIdSchema,
    failures: [400, 401, 404],
  }),

  // ---- play reports ----
  report: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.report,
    permission: 'reports.read',
    csv: true,
    summary: "Bets, wins and GGR over each merchant's calendar days from..to, by merchant, vendor, game or agent, per currency",
    description:
      'From the ledger, real money only, by the daily report rules (rolled-back stakes and wins taken off): the ' +
      "rows of every kind add up to each merchant's figures and, for one day, to GET /ops/reports/daily. Without " +
      'merchant: every merchant the caller sees, one section per currency. format=csv answers a CSV download (a ' +
      'TOTAL row per currency). At most 366 days.',
    params: consoleReportParamsSchema,
    query: consoleReportQuerySchema,
    response: consoleReportSchema,
    failures,
  }),

  // ---- agents ----
  agents: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.agents,
    permission: 'agents.read',
    summary: "A merchant's agents (or one agent and the agents of its team), the top of the tree first",
    description: 'level 1: no agent above. members / subAgents: direct ones. teamDeposits: credited deposits of the whole team, all time.',
    query: consoleAgentsQuerySchema,
    response: consoleAgentListSchema,
    failures,
  }),
  agentContracts: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.agentContracts,
    permission: 'agents.read',
    summary: "An agent's contracts, with its upline and with its sub-agents (replaced ones left out), newest first",
    params: opsAccountParamsSchema,
    query: merchant,
    response: consoleAgentContractListSchema,
    failures,
  }),
  agentSettlements: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.agentSettlements,
    permission: 'agents.read',
    summary: "An agent's settled contract periods, newest first (next: the beforeId of the following page)",
    params: opsAccountParamsSchema,
    query: consolePageQuerySchema,
    response: consoleAgentSettlementPageSchema,
    failures,
  }),
  agentRelays: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.agentRelays,
    permission: 'agents.read',
    summary: "An agent's payment relays to its members, newest first (next: the beforeId of the following page)",
    params: opsAccountParamsSchema,
    query: consolePageQuerySchema,
    response: consoleAgentRelayPageSchema,
    failures,
  }),

  // ---- brands ----
  brands: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.brands,
    permission: 'brands.read',
    summary: 'All merchants with their operator switches',
    response: consoleBrandListSchema,
    failures: [400, 401, 404],
  }),
  brand: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.brand,
    permission: 'brands.read',
    summary: "One merchant's operator switches",
    params: opsMerchantParamsSchema,
    response: consoleBrandSummarySchema,
    failures: [400, 401, 404],
  }),
  updateBrand: endpoint({
    method: 'PATCH',
    path: CONSOLE_CONTENT_PATHS.brand,
    permission: 'brands.manage',
    summary: 'Switch maintenance, blocked regions (ISO country codes, IPv4/IPv6 CIDRs), image CDNs, white-label flags and languages',
    description:
      'Omitted fields stay as they are; blockedRegions and imageCdns replace the whole list. imageCdns: ' +
      'the bases the web loads artwork from, in order, before the site itself (status info.imageCDNs; ' +
      "the pages' Content-Security-Policy allows their origins). whitelabel: only the named flags change. " +
      'languages replace the list; defaultLanguage must be one of them. Takes effect on the ' +
      'next status call of every process (with REDIS_URL; without it, on the others within seconds).',
    params: opsMerchantParamsSchema,
    body: consoleBrandUpdateSchema,
    response: consoleBrandSummarySchema,
    failures: [400, 401, 404],
  }),
  brandChannels: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.brandChannels,
    permission: 'brands.read',
    summary: "A brand's deposit and withdrawal channels with their limits, switched off ones included",
    params: opsMerchantParamsSchema,
    response: consoleChannelListSchema,
    failures,
  }),
  updateBrandChannels: endpoint({
    method: 'PATCH',
    path: CONSOLE_CONTENT_PATHS.brandChannels,
    permission: 'brands.manage',
    summary: "Switch a brand's channels on or off and set their limits (all changes or none)",
    description:
      'changes: per channel id, any of enabled, min and max (amounts like "1250.00"; whole units in VND and IDR; ' +
      'min <= max), dailyCountLimit (orders per member per day, 0: none) and sort. Players see the change on ' +
      'their next channel list.',
    params: opsMerchantParamsSchema,
    body: consoleChannelsPatchSchema,
    response: consoleChannelListSchema,
    failures,
  }),

  // ---- help centre ----
  help: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.help,
    permission: 'content.read',
    summary: "A merchant's help centre articles, every language of each",
    query: merchant,
    response: consoleHelpListSchema,
    failures,
  }),
  createHelpArticle: endpoint({
    method: 'POST',
    path: CONSOLE_CONTENT_PATHS.help,
    permission: 'content.manage',
    summary: 'Write a help centre article (a new tag)',
    description: HELP_TEXTS,
    query: merchant,
    body: consoleHelpCreateSchema,
    response: consoleHelpArticleSchema,
    failures,
  }),
  updateHelpArticle: endpoint({
    method: 'PATCH',
    path: CONSOLE_CONTENT_PATHS.helpArticle,
    permission: 'content.manage',
    summary: 'Change a help centre article (omitted fields stay; titles replace the set of languages)',
    description: HELP_TEXTS,
    params: consoleHelpParamsSchema,
    query: merchant,
    body: consoleHelpPatchSchema,
    response: consoleHelpArticleSchema,
    failures,
  }),
  deleteHelpArticle: endpoint({
    method: 'DELETE',
    path: CONSOLE_CONTENT_PATHS.helpArticle,
    permission: 'content.manage',
    summary: 'Delete a help centre article in every language (the articles under it move to the top level)',
    params: consoleHelpParamsSchema,
    query: merchant,
    response: noValueSchema,
    failures,
  }),

  // ---- promotions ----
  promotions: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.promotions,
    permission: 'content.read',
    summary: "A merchant's promotions (title per language, window) with how many applications each has by status",
    query: merchant,
    response: consolePromotionListSchema,
    failures,
  }),
  promotionApplications: endpoint({
    method: 'GET',
    path: CONSOLE_CONTENT_PATHS.promotionApplications,
    permission: 'content.read',
    summary: "Applications to a merchant's promotions, newest first, by status (next: the beforeId of the following page)",
    query: consolePromotionApplicationsQuerySchema,
    response: consolePromotionApplicationPageSchema,
    failures,
  }),
  decidePromotionApplication: endpoint({
    method: 'PATCH',
    path: CONSOLE_CONTENT_PATHS.promotionApplication,
    permission: 'content.manage',
    summary: 'Approve or reject a promotion application',
    description: "merchant: when named, an application to another merchant's promotion is not found.",
    params: promotionIdParamsSchema,
    query: opsMemberQuerySchema,
    body: opsPromotionDecisionSchema,
    response: opsPromotionDecisionResultSchema,
    failures,
  }),
};
