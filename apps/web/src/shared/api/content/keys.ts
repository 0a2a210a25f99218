import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/**
 * Query keys of announcements, promotions and the help centre. Content is keyed by language; announcements
 * and promotions also by who is asking (read flags differ per member; trial accounts see all read), and the
 * member's applications live under ACCOUNT_QUERY_ROOT so they go when the session ends.
 */
export const contentKeys = {
  announcementsAll: ['content', 'announcements'] as const,
  announcements: (params: { types: string; groupName: string; language: string; who: string }) =>
    ['content', 'announcements', params] as const,
  promotionsAll: ['content', 'promotions'] as const,
  promotions: (language: string, who: string) => ['content', 'promotions', 'list', language, who] as const,
  /** by who is asking too: the page's bonus offer says what this member can do */
  promotion: (id: number, language: string, who = '') => ['content', 'promotions', 'one', id, language, who] as const,
  applications: (language: string) => [ACCOUNT_QUERY_ROOT, 'content', 'applications', language] as const,
  applicationsAll: [ACCOUNT_QUERY_ROOT, 'content', 'applications'] as const,
  helpCenter: (language: string) => ['content', 'help', language] as const,
  notices: (language: string) => ['content', 'notices', language] as const,
  popular: (language: string) => ['content', 'announcements-popular', language] as const,
  lobbyNews: (language: string) => ['content', 'lobby-news', language] as const,
};
