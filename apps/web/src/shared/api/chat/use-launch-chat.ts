import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorText, isApiError } from '@/shared/lib/http';
import { currentLanguage, i18next } from '@/shared/lib/i18n';
import { getHref, RETURN_PARAM } from '@/shared/lib/paths';
import { currentRole } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';
import { showTrialAlert } from '@/shared/lib/trial-alert';
import { launchChat } from './launch-chat';

/** Where the page goes with the chat URL; an object so tests can watch it. */
export const chatWindow = {
  open(url: string): void {
    window.location.assign(url);
  },
};

let launching = false;

/** For tests: forget a launch that never settled. */
export function resetChatLaunch(): void {
  launching = false;
}

/** The chat page's header matches the app's header surface. */
const HEADER_COLOR = '#141c36';

/**
 * Opens live chat: visitors go to login (and come back), trial accounts get the trial alert, members get
 * the chat page with a way back to where they were.
 */
export function useLaunchChat(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return useCallback(() => {
    const role = currentRole();
    if (role === 'visitor') {
      void navigate(getHref('login', { [RETURN_PARAM]: here }));
      return;
    }
    if (role === 'trial') {
      showTrialAlert();
      return;
    }
    if (launching) return;
    launching = true;
    const done = toast.loading(i18next.t('chat.opening'));
    launchChat({
      language: currentLanguage(),
      backUrl: `${window.location.origin}${here}`,
      headerColor: HEADER_COLOR,
      title: i18next.t('chat.title'),
    })
      .then((url) => chatWindow.open(url))
      .catch((error: unknown) => {
        if (isApiError(error) && error.errorCode === 'permission.trial') showTrialAlert();
        else if (isApiError(error)) toast.error(errorText(error.errorCode, error.message));
        else toast.error(errorText('common.unknown'));
      })
      .finally(() => {
        launching = false;
        done();
      });
  }, [navigate, here]);
}
