import { create } from 'zustand';

/**
 * The reality check: due when the server refuses a bet with `play.reality_check_due` or when the session's
 * nextCheckAt passes. Auto-bet watches `due` and stops.
 */
export const useRealityCheckStore = create<{ due: boolean; open: () => void; close: () => void }>((set) => ({
  due: false,
  open: () => set({ due: true }),
  close: () => set({ due: false }),
}));

export const REALITY_CHECK_CODE = 'play.reality_check_due';
