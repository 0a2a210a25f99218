import { useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { SESSION_PATHS } from '@lobby/contract/paths';
import { TRIAL_TYPE } from '@lobby/contract/rules';
import { api } from '@/shared/lib/api';
import { ApiError } from '@/shared/lib/http';
import { i18next } from '@/shared/lib/i18n';
import { PATHS } from '@/shared/lib/paths';
import { guestUserName, isSessionAnswer, startSession, type SessionInfo } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';

/** The trial loading message stays up to 9999 s (until the answer). */
export const TRIAL_LOADING_MS = 9_999_000;

/** Free play: resumes the trial account this tab started before, else the server makes a new one. */
export async function startTrial(): Promise<SessionInfo> {
  const userName = guestUserName() ?? undefined;
  const raw = await api.post(SESSION_PATHS.freeplay, { body: userName ? { userName } : {} });
  const answer = { ...raw, type: raw?.customerType };
  if (!isSessionAnswer(answer) || answer.type !== TRIAL_TYPE) {
    throw new ApiError({ status: 200, errorCode: 'response.invalid', message: '' });
  }
  // Stored under the trial merchant code the server answers with: later calls of this guest go to that tenant.
  return startSession({ ...answer, firstTimeLogin: false });
}

/**
 * "Try for free" as the screens run it: the loading message, the trial session, then home with the history
 * entry replaced (Back must not return to the login screen the trial came from). Resolves false on failure
 * (the http client has said why).
 */
export async function tryForFree(navigate: NavigateFunction): Promise<boolean> {
  const hide = toast.loading(i18next.t('trial.starting'), { timeoutMs: TRIAL_LOADING_MS });
  try {
    await startTrial();
  } catch {
    return false;
  } finally {
    hide();
  }
  toast.success(i18next.t('trial.started'));
  navigate(PATHS.home, { replace: true });
  return true;
}

/** The button's side of it: run once at a time and say when it is busy. */
export function useTryForFree(): { start: () => void; pending: boolean } {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return {
    pending,
    start: () => {
      if (pending) return;
      setPending(true);
      void tryForFree(navigate).finally(() => setPending(false));
    },
  };
}
