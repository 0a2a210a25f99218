import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/**
 * Query keys of the sportsbook. The book itself (sports, events, an event) is public and the same for
 * everyone; the member's bets, quotes and preferences sit under the account root, so signing out drops them.
 */
export const sportsbookKeys = {
  all: ['sportsbook'] as const,
  sports: ['sportsbook', 'sports'] as const,
  events: (sport: string, when: 'live' | 'upcoming') => ['sportsbook', 'events', sport, when] as const,
  event: (id: number) => ['sportsbook', 'event', id] as const,
  /** every quote: what the member may still stake on a market changes with each bet placed */
  quotes: [ACCOUNT_QUERY_ROOT, 'sportsbook', 'quote'] as const,
  quote: (selections: readonly number[]) => [ACCOUNT_QUERY_ROOT, 'sportsbook', 'quote', ...selections] as const,
  bets: [ACCOUNT_QUERY_ROOT, 'sportsbook', 'bets'] as const,
  betList: (status: 'open' | 'settled') => [ACCOUNT_QUERY_ROOT, 'sportsbook', 'bets', 'list', status] as const,
  bet: (id: number) => [ACCOUNT_QUERY_ROOT, 'sportsbook', 'bets', 'one', id] as const,
  preferences: [ACCOUNT_QUERY_ROOT, 'sportsbook', 'preferences'] as const,
};
