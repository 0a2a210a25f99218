import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useLoginRedirect } from '@/shared/hooks/use-login-redirect';
import { currentLanguage, i18next } from '@/shared/lib/i18n';
import { currentRole } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';
import { reportRealAccountError, showTrialAlert } from '@/shared/lib/trial-alert';
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
  const toLogin = useLoginRedirect();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return useCallback(() => {
    const role = currentRole();
    if (role === 'visitor') {
      toLogin();
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
      .catch(reportRealAccountError)
      .finally(() => {
        launching = false;
        done();
      });
  }, [toLogin, here]);
}
