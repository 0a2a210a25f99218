import { create } from 'zustand';

/** Which shell overlay is open. One at a time: opening one closes the others. */
export type Overlay = 'sideMenu' | 'dropDown' | 'referral' | null;

interface UiState {
  overlay: Overlay;
  open: (overlay: Exclude<Overlay, null>) => void;
  toggle: (overlay: Exclude<Overlay, null>) => void;
  /** Called on every route change (any route change closes the menu). */
  closeAll: () => void;
}

export const useUiStore = create<UiState>((set) => ({
  overlay: null,
  open: (overlay) => set({ overlay }),
  toggle: (overlay) => set((s) => ({ overlay: s.overlay === overlay ? null : overlay })),
  closeAll: () => set({ overlay: null }),
}));
