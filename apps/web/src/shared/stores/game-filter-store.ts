import { create } from 'zustand';
import type { DataType } from '@lobby/contract';

/**
 * What the game lists are showing: the data type (ALL, NEW, HOT, FAV, RECENT, SEARCH), the vendor, the
 * vendor's classification and the searched name. A new vendor clears the classification; going home
 * resets everything (ALL, no vendor).
 */
export interface GameFilterState {
  dataType: DataType;
  vassalage: string | null;
  gameClassify: string | null;
  gameName: string;
  setDataType: (dataType: DataType) => void;
  /** a new vendor clears the classification */
  setVassalage: (vassalage: string | null) => void;
  setGameClassify: (gameClassify: string | null) => void;
  setGameName: (gameName: string) => void;
  reset: () => void;
}

const initial = { dataType: 'ALL' as DataType, vassalage: null, gameClassify: null, gameName: '' };

export const useGameFilterStore = create<GameFilterState>((set, get) => ({
  ...initial,
  setDataType: (dataType) => set({ dataType }),
  setVassalage: (vassalage) => {
    if (get().vassalage === vassalage) return;
    set({ vassalage, gameClassify: null });
  },
  setGameClassify: (gameClassify) => set({ gameClassify }),
  setGameName: (gameName) => set({ gameName }),
  reset: () => set(initial),
}));
