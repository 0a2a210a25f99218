import { create } from 'zustand';
import type { GameType } from '@lobby/contract';

/**
 * Game categories for the side menu and the home tabs. The lobby feature fills `categories` from the vendor
 * sorting call; until then the list is empty and the menu shows no games section (no invented data).
 */
export interface GameCategory {
  gameType: GameType;
  /** display name from the vendor sorting answer (already localised by the server) */
  name: string;
  iconUrl?: string;
}

interface GameCategoryState {
  categories: GameCategory[];
  /** The home tab in view; 'HOT' after going home (going home sets the category to HOT). */
  current: GameType | 'HOT';
  setCategories: (categories: GameCategory[]) => void;
  setCurrent: (category: GameType | 'HOT') => void;
}

export const useGameCategoryStore = create<GameCategoryState>((set) => ({
  categories: [],
  current: 'HOT',
  setCategories: (categories) => set({ categories }),
  setCurrent: (current) => set({ current }),
}));
