import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameCategories } from '@/shared/api/games/get-vendor-data';
import { categoryNameKey, homeTabs } from '@/shared/lib/game-categories';
import { chooseLobbyCategory } from '@/shared/lib/lobby-navigation';
import { useGameCategoryStore } from '@/shared/stores/game-category-store';
import { CategoryIcon } from './category-icon';

/**
 * The home category tabs: HOT, then the categories of the vendor sorting, scrolling sideways.
 * Choosing one resets the vendor filter and data type and brings the game area into view.
 */
export function CategoryTabBar() {
  const { t } = useTranslation();
  const categories = useGameCategories();
  const current = useGameCategoryStore((s) => s.current);
  const tabs = homeTabs(categories.map((c) => c.gameType));
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the current tab in view when it was chosen elsewhere (side menu, a section's 'more'). When the bar
  // appears (or hydrates) the player may have swiped it sideways already and be tapping a tab: moving the row
  // between the finger's down and up would land the tap on another tab, so a swiped bar stays where it is.
  const mounted = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    const first = !mounted.current;
    mounted.current = true;
    if (first && list && list.scrollLeft !== 0) return;
    // Sideways only: scrollIntoView would also move the page to the tab bar.
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !active || typeof list.scrollTo !== 'function') return;
    list.scrollTo({ left: active.offsetLeft - (list.clientWidth - active.clientWidth) / 2, behavior: 'auto' });
  }, [current, tabs.length]);

  return (
    <div className="category-tabs" ref={listRef} role="tablist" aria-label={t('lobby.tabs.label')}>
      {tabs.map((category) => {
        const selected = category === current;
        return (
          <button
            key={category}
            type="button"
            role="tab"
            id={`home-tab-${category}`}
            aria-selected={selected}
            aria-controls="home-game-area"
            className={selected ? 'category-tab category-tab--active' : 'category-tab'}
            onClick={() => chooseLobbyCategory(category)}
          >
            <span className="category-tab__icon">
              <CategoryIcon category={category} size="0.2rem" />
            </span>
            <span className="category-tab__label">{t(categoryNameKey(category))}</span>
          </button>
        );
      })}
    </div>
  );
}
