import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '@/shared/api/session/logout';
import { PATHS } from '@/shared/lib/paths';
import { toast } from '@/shared/lib/toast';
import { confirmDialog } from '@/shared/stores/dialog-store';

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
