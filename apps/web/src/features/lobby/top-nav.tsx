import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ROUTES, categoryNameKey, topNavCategories } from '@/shared/lib/game-categories';
import { getHref } from '@/shared/lib/paths';
import { HomeIcon } from '@/shared/ui/icons';
import { CategoryIcon } from './category-icon';
import { useGameCategories } from '@/shared/api/games/get-vendor-data';

/**
 * Top nav: Home plus one item per game category of the vendor sorting except SPORTS, each leading
 * to its category screen. A sticky strip under the home header; it scrolls sideways when it does not fit.
 */
export function TopNav() {
  const { t } = useTranslation();
  const categories = useGameCategories();
  const items = topNavCategories(categories.map((c) => c.gameType));
  if (items.length === 0) return null;
  return (
    <nav className="top-nav" aria-label={t('lobby.nav.label')}>
      <ul className="top-nav__list">
        <li>
          {/* The strip lives on home only (every home alias), so Home is always the current item. */}
          <Link to={getHref('home')} className="top-nav__item" aria-current="page">
            <HomeIcon size="0.16rem" />
            {t('lobby.nav.home')}
          </Link>
        </li>
        {items.map((category) => {
          const route = CATEGORY_ROUTES[category];
          return (
            <li key={category}>
              <Link to={getHref(route.name, route.query)} className="top-nav__item">
                <CategoryIcon category={category} size="0.16rem" />
                {t(categoryNameKey(category))}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
