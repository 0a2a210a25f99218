import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/**
 * Query keys of the live hosts. Every answer says whether the caller follows each host, so they belong to
 * the account (ACCOUNT_QUERY_ROOT) and go when the session ends or changes hands.
 */
export const liveKeys = {
  all: [ACCOUNT_QUERY_ROOT, 'live'] as const,
  anchorsAll: [ACCOUNT_QUERY_ROOT, 'live', 'anchors'] as const,
  anchors: (language: string) => [ACCOUNT_QUERY_ROOT, 'live', 'anchors', language] as const,
  focusAll: [ACCOUNT_QUERY_ROOT, 'live', 'focus'] as const,
  focus: (language: string) => [ACCOUNT_QUERY_ROOT, 'live', 'focus', language] as const,
};
