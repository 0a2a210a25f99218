import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SESSION_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { PATHS } from '@/shared/lib/paths';
import { endSession } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';
import { confirmDialog } from '@/shared/stores/dialog-store';

/**
 * Logs out: the server revokes the session and the remembered device and clears both cookies; locally the
 * session, guest name and member info go and autoLogin becomes '0'. The local part happens even when the
 * call fails (offline): a person who pressed "Sign out" must not stay signed in on this screen.
 */
export async function logout(): Promise<void> {
  try {
    await api.post(SESSION_PATHS.logout, { silent: true });
  } finally {
    endSession();
  }
}

/**
 * Sign out as the side menu, the quick menu and the member centre do it: a confirmation first (a mistaken
 * tap must not end a session mid-game), then a loading message while the server revokes the session, then
 * home.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    const confirmed = await confirmDialog({
      title: t('logout.title'),
      message: t('logout.message'),
      confirmLabel: t('logout.confirm'),
      cancelLabel: t('general.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    const hide = toast.loading(t('logout.loading'));
    try {
      await logout();
    } finally {
      hide();
    }
    toast.success(t('logout.done'));
    navigate(PATHS.home, { replace: true });
  };
}
