import { create } from 'zustand';
import { local } from '@/shared/lib/storage';

const TURBO_KEY = 'MC_ORIGINALS_TURBO';

/**
 * Turbo: results show at once, without the stage's animation (as they do for a person who asked for less
 * motion). Off until the player turns it on; remembered on this device.
 */
export const useTurbo = create<{ on: boolean; toggle: () => void }>((set, get) => ({
  on: local.get(TURBO_KEY) === '1',
  toggle: () => {
    const on = !get().on;
    local.set(TURBO_KEY, on ? '1' : '0');
    set({ on });
  },
}));
