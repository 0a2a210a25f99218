import { http } from '@/shared/lib/http';
import { endSession } from '@/shared/lib/session';
import { SESSION_PATHS } from '@/shared/lib/session-wire';

/**
 * Logs out: the server revokes the session and the remembered device and clears both cookies; locally the
 * session, guest name and member info go and autoLogin becomes '0'. The local part happens even when the
 * call fails (offline): a person who pressed "Sign out" must not stay signed in on this screen.
 */
export async function logout(): Promise<void> {
  try {
    await http.post(SESSION_PATHS.logout, undefined, { silent: true });
  } finally {
    endSession();
  }
}
