import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getHref } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { GamepadIcon } from '@/shared/ui/icons';
import type { RouteHandle } from '../route-entry';

/**
 * A route whose feature has not landed yet: a real, titled page with the neutral empty state, so every
 * promised route resolves and the shell around it (header, back, bottom bar) can be used and tested.
 */
export function PlaceholderScreen() {
  const { t } = useTranslation();
  const matches = useMatches();
  const entry = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.entry;
  if (!entry) return null;
  const Icon = entry.icon ?? GamepadIcon;
  return (
    <div className="placeholder-screen">
      {entry.chrome === 'page' ? null : <h1 className="visually-hidden">{t(entry.titleKey)}</h1>}
      <EmptyState
        icon={Icon}
        title={t(entry.titleKey)}
        action={
          <Link to={getHref('home')} className="btn btn--secondary">
            {t('general.backHome')}
          </Link>
        }
      />
    </div>
  );
}
