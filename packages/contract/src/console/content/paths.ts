/** The operator console's content, games, support, agents and reports routes (all inside /ops). */
export const CONSOLE_CONTENT_PATHS = {
  announcements: '/ops/announcements',
  announcement: '/ops/announcements/:id',
  games: '/ops/games',
  game: '/ops/games/:gameId',
  chatQueue: '/ops/chat',
  chatStream: '/ops/chat/stream',
  chatConversation: '/ops/chat/:account',
  messages: '/ops/messages',
  report: '/ops/reports/:kind',
  agents: '/ops/agents',
  agentContracts: '/ops/agents/:account/contracts',
  agentSettlements: '/ops/agents/:account/settlements',
  agentRelays: '/ops/agents/:account/relays',
  brandChannels: '/ops/merchants/:code/channels',
  promotions: '/ops/promotions',
  promotionApplications: '/ops/promotions/applications',
} as const;
