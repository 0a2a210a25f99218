import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorSorting } from '@/shared/api/games/get-vendor-data';
import { categoryNameKey, lobbyCategories } from '@/shared/lib/game-categories';
import { useGameCategoryStore } from '@/shared/stores/game-category-store';

/**
 * Fills the game categories (side menu, top nav, home tabs) from the vendor sorting, app-wide, and names
 * them in the current language. Until the answer arrives the list stays empty (no invented categories).
 */
export function useSyncGameCategories(): void {
  const { t, i18n } = useTranslation();
  const { data } = useVendorSorting();
  const setCategories = useGameCategoryStore((s) => s.setCategories);
  useEffect(() => {
    if (!data) return;
    setCategories(lobbyCategories(data).map((gameType) => ({ gameType, name: t(categoryNameKey(gameType)) })));
    // t changes identity with the language; i18n.language keeps the names in step with it.
  }, [data, t, i18n.language, setCategories]);
}
