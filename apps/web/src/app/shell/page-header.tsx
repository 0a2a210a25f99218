import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/shared/lib/paths';
import { HeaderSlotTarget } from './header-slot';
import { BackIcon } from '@/shared/ui/icons';
import type { RouteEntry } from '../route-entry';

/**
 * Where Back goes: a fixed home target, else one step back, else (first page of the session) the route's
 * parent list or home.
 */
export function useBack(entry: Pick<RouteEntry, 'back' | 'backFallback'>): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    // React Router keys the first history entry of the session 'default': nothing of ours to go back to.
    if (entry.back === 'home') navigate(PATHS.home);
    else if (location.key === 'default') navigate(PATHS[entry.backFallback ?? 'home']);
    else navigate(-1);
  };
}

export function PageHeader({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const back = useBack(entry);
  return (
    <header className="page-header">
      <div className="page-header__side">
        {entry.back !== 'none' ? (
          <button type="button" className="icon-button" onClick={back} aria-label={t('general.back')}>
            <BackIcon />
          </button>
        ) : null}
      </div>
      <h1 className="page-header__title">{t(entry.titleKey)}</h1>
      <HeaderSlotTarget className="page-header__side page-header__side--right" />
    </header>
  );
}
