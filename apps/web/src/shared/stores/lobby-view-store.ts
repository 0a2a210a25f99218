import { create } from 'zustand';

/**
 * Asks home to bring its game area into view (after a category was chosen in the tab bar or the side menu).
 * A counter, so choosing the same category twice still scrolls.
 */
interface LobbyViewState {
  scrollRequest: number;
  requestScroll: () => void;
}

export const useLobbyViewStore = create<LobbyViewState>((set) => ({
  scrollRequest: 0,
  requestScroll: () => set((s) => ({ scrollRequest: s.scrollRequest + 1 })),
}));
