import { GAME_TYPES, type GameType } from '@lobby/contract/rules';
import { useGameCategoryStore } from '@/shared/stores/game-category-store';
import { useGameFilterStore } from '@/shared/stores/game-filter-store';
import { useLobbyViewStore } from '@/shared/stores/lobby-view-store';

export type LobbyCategory = GameType | 'HOT';

/**
 * Choosing a category (home tab bar, side menu) resets the vendor filter and the data type to ALL,
 * makes it the current category and brings the home game area into view.
 */
export function chooseLobbyCategory(category: LobbyCategory): void {
  useGameFilterStore.getState().reset();
  useGameCategoryStore.getState().setCurrent(category);
  useLobbyViewStore.getState().requestScroll();
}

/** Going home resets the filter to ALL, clears the vendor and sets the category to HOT. */
export function resetLobbyForHome(): void {
  useGameFilterStore.getState().reset();
  useGameCategoryStore.getState().setCurrent('HOT');
}

/** Navigation state that carries a category chosen elsewhere (the side menu) to home. */
export function lobbyCategoryState(category: LobbyCategory): { lobbyCategory: LobbyCategory } {
  return { lobbyCategory: category };
}

export function readLobbyCategoryState(state: unknown): LobbyCategory | null {
  if (!state || typeof state !== 'object' || !('lobbyCategory' in state)) return null;
  const value = (state as { lobbyCategory: unknown }).lobbyCategory;
  if (value === 'HOT') return 'HOT';
  return (GAME_TYPES as readonly unknown[]).includes(value) ? (value as GameType) : null;
}
