import { create } from 'zustand';
import type { MarketType, Sport } from '@lobby/contract/rules';
import { SPORTSBOOK_LIMITS } from '@lobby/contract/rules';
import { session } from '@/shared/lib/storage';

/** One selection on the slip, with what the player saw when they took it (names, and the odds they accepted). */
export interface SlipPick {
  selectionId: number;
  marketId: number;
  eventId: number;
  sport: Sport;
  home: string;
  away: string;
  live: boolean;
  marketType: MarketType;
  line: string | null;
  code: string;
  name: string;
  /** decimal odds the player accepted (taken, or the last "Accept changes") */
  odds: number;
}

export type SlipMode = 'single' | 'parlay';

interface SlipState {
  picks: SlipPick[];
  mode: SlipMode;
  /** the stake typed on each single, by selection id (text, as typed) */
  stakes: Record<number, string>;
  parlayStake: string;
  sheetOpen: boolean;
  toggle: (pick: SlipPick) => void;
  remove: (selectionId: number) => void;
  clear: () => void;
  setMode: (mode: SlipMode) => void;
  setStake: (selectionId: number, stake: string) => void;
  setParlayStake: (stake: string) => void;
  /** the player took the new prices: each pick's accepted odds become these */
  acceptOdds: (odds: Record<number, number>) => void;
  setSheetOpen: (open: boolean) => void;
}

/** The slip lives in the tab's session storage: a reload or a trip to log in keeps it, a new tab starts empty. */
const STORAGE_KEY = 'MC_SPORTSBOOK_SLIP';
type Saved = Pick<SlipState, 'picks' | 'mode' | 'stakes' | 'parlayStake'>;

function load(): Saved {
  const empty: Saved = { picks: [], mode: 'single', stakes: {}, parlayStake: '' };
  if (typeof window === 'undefined') return empty;
  try {
    const raw = session.get(STORAGE_KEY);
    if (!raw) return empty;
    const saved = JSON.parse(raw) as Partial<Saved>;
    return {
      picks: Array.isArray(saved.picks) ? saved.picks.filter((p) => p && typeof p.selectionId === 'number' && typeof p.odds === 'number') : [],
      mode: saved.mode === 'parlay' ? 'parlay' : 'single',
      stakes: saved.stakes && typeof saved.stakes === 'object' ? saved.stakes : {},
      parlayStake: typeof saved.parlayStake === 'string' ? saved.parlayStake : '',
    };
  } catch {
    return empty;
  }
}

export const useSlipStore = create<SlipState>((set) => ({
  picks: [],
  mode: 'single',
  stakes: {},
  parlayStake: '',
  sheetOpen: false,
  // A second selection of the same market replaces the first (one cannot back both sides of one market);
  // tapping a taken selection again removes it.
  toggle: (pick) =>
    set((s) => {
      if (s.picks.some((p) => p.selectionId === pick.selectionId)) return { picks: s.picks.filter((p) => p.selectionId !== pick.selectionId) };
      const others = s.picks.filter((p) => p.marketId !== pick.marketId);
      if (others.length >= SPORTSBOOK_LIMITS.maxSlip) return {};
      return { picks: [...others, pick] };
    }),
  remove: (selectionId) => set((s) => ({ picks: s.picks.filter((p) => p.selectionId !== selectionId) })),
  clear: () => set({ picks: [], stakes: {}, parlayStake: '' }),
  setMode: (mode) => set({ mode }),
  setStake: (selectionId, stake) => set((s) => ({ stakes: { ...s.stakes, [selectionId]: stake } })),
  setParlayStake: (parlayStake) => set({ parlayStake }),
  acceptOdds: (odds) => set((s) => ({ picks: s.picks.map((p) => (odds[p.selectionId] !== undefined ? { ...p, odds: odds[p.selectionId]! } : p)) })),
  setSheetOpen: (sheetOpen) => set({ sheetOpen }),
}));

// The tab's saved slip comes after the store's first state: a server-rendered page hydrates with the empty slip
// the server drew (zustand gives hydration the initial state), and React shows the saved one right after.
if (typeof window !== 'undefined') useSlipStore.setState(load());

useSlipStore.subscribe((s) => {
  const saved: Saved = { picks: s.picks, mode: s.mode, stakes: s.stakes, parlayStake: s.parlayStake };
  session.set(STORAGE_KEY, JSON.stringify(saved));
});

/** Whether the picks can make one parlay: two or more, each of a different event. */
export function parlayState(picks: readonly SlipPick[]): 'ok' | 'too-few' | 'same-event' | 'too-many' {
  if (picks.length < 2) return 'too-few';
  if (new Set(picks.map((p) => p.eventId)).size !== picks.length) return 'same-event';
  if (picks.length > SPORTSBOOK_LIMITS.maxLegs) return 'too-many';
  return 'ok';
}
