/** The sportsbook: the players' book (/wps), its live odds and scores (WebSocket), and the trading desk (/ops). */
export const SPORTSBOOK_PATHS = {
  sports: '/wps/sportsbook/sports',
  events: '/wps/sportsbook/events',
  event: '/wps/sportsbook/events/:id',
  /** the slip's selections as they stand now: odds, status, names, and the stake limits */
  quote: '/wps/sportsbook/quote',
  bets: '/wps/sportsbook/bets',
  bet: '/wps/sportsbook/bets/:id',
  cashOut: '/wps/sportsbook/bets/:id/cash-out',
  preferences: '/wps/sportsbook/preferences',
  /** WebSocket: odds, scores and suspensions of the events and markets a client subscribes to (`?merchant=`) */
  socket: '/ws/sportsbook',
} as const;

export const SPORTSBOOK_OPS_PATHS = {
  events: '/ops/sportsbook/events',
  event: '/ops/sportsbook/events/:id',
  eventSuspension: '/ops/sportsbook/events/:id/suspension',
  marketSuspension: '/ops/sportsbook/markets/:id/suspension',
  marketSettle: '/ops/sportsbook/markets/:id/settle',
  marketVoid: '/ops/sportsbook/markets/:id/void',
  margins: '/ops/sportsbook/margins',
  limits: '/ops/sportsbook/limits',
  bets: '/ops/sportsbook/bets',
  report: '/ops/sportsbook/report',
} as const;
