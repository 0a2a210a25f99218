import { SESSION_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { isSessionAnswer, startSession, type SessionInfo } from '@/shared/lib/session';
import { session, STORAGE_KEYS } from '@/shared/lib/storage';

/**
 * A new session from the remember-device cookie (or a still-live session cookie, e.g. right after a social
 * login). Silent: for a visitor without either, the 401 is the expected answer, not news.
 */
export async function renewSession(): Promise<SessionInfo | null> {
  try {
    const value = await api.post(SESSION_PATHS.renew, { silent: true });
    if (isSessionAnswer(value)) {
      session.remove(STORAGE_KEYS.renewTried);
      return startSession(value);
    }
  } catch {
    // fall through: nothing to renew
  }
  // Reloads of this tab need not ask again: the cookies that could renew do not appear by themselves.
  session.set(STORAGE_KEYS.renewTried, '1');
  return null;
}

/** Whether this tab already learnt there is nothing to renew. */
export function renewAlreadyTried(): boolean {
  return session.get(STORAGE_KEYS.renewTried) === '1';
}
