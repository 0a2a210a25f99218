import type { OriginalGame } from '@lobby/contract/rules';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** Query keys of the in-house games; everything a member owns sits under the account root (dropped on sign-out). */
export const originalsKeys = {
  all: [ACCOUNT_QUERY_ROOT, 'originals'] as const,
  config: [ACCOUNT_QUERY_ROOT, 'originals', 'config'] as const,
  seeds: [ACCOUNT_QUERY_ROOT, 'originals', 'seeds'] as const,
  history: (game: OriginalGame) => [ACCOUNT_QUERY_ROOT, 'originals', 'history', game] as const,
  active: (game: OriginalGame) => [ACCOUNT_QUERY_ROOT, 'originals', 'active', game] as const,
  proof: (id: number) => [ACCOUNT_QUERY_ROOT, 'originals', 'proof', id] as const,
  session: [ACCOUNT_QUERY_ROOT, 'originals', 'play-session'] as const,
  crashChain: ['originals', 'crash-chain'] as const,
  crashState: [ACCOUNT_QUERY_ROOT, 'originals', 'crash-state'] as const,
  crashBets: [ACCOUNT_QUERY_ROOT, 'originals', 'crash-bets'] as const,
  feed: (view: string) => [ACCOUNT_QUERY_ROOT, 'originals', 'feed', view] as const,
};

/** A version-4 UUID (auto-bet run ids); getRandomValues works on plain-http origins where randomUUID does not. */
export function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
