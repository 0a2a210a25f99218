import { create } from 'zustand';
import type { GameType } from '@lobby/contract';

/** A game category of the lobby (side menu, top nav, home tabs); see `useGameCategories`. */
export interface GameCategory {
  gameType: GameType;
  /** display name in the current language */
  name: string;
  iconUrl?: string;
}

/** The categories themselves are not kept here: they come from the vendor sorting answer (`useGameCategories`). */
interface GameCategoryState {
  /** The home tab in view; 'HOT' after going home (going home sets the category to HOT). */
  current: GameType | 'HOT';
  setCurrent: (category: GameType | 'HOT') => void;
}

export const useGameCategoryStore = create<GameCategoryState>((set) => ({
  current: 'HOT',
  setCurrent: (current) => set({ current }),
}));
