import { create } from 'zustand';
import { local, STORAGE_KEYS } from '@/shared/lib/storage';

/** Whether balances show as asterisks; remembered on this device (a player in public hides it once). */
export const useBalanceVisibility = create<{ hidden: boolean; toggle: () => void }>((set, get) => ({
  hidden: local.get(STORAGE_KEYS.balanceHidden) === '1',
  toggle: () => {
    const hidden = !get().hidden;
    local.set(STORAGE_KEYS.balanceHidden, hidden ? '1' : '0');
    set({ hidden });
  },
}));
