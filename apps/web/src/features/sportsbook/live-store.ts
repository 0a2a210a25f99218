import { create } from 'zustand';
import type { EventStatus, LegResult, MarketStatus } from '@lobby/contract/rules';
import type { SportsbookSocketEvent } from '@lobby/contract';

export interface LiveEvent {
  status: EventStatus;
  suspended: boolean;
  score: { home: number; away: number } | null;
  clock: string | null;
  periods: { home: number; away: number }[];
}
export interface LiveMarket {
  status: MarketStatus;
  /** decimal odds by selection id */
  odds: Record<number, number>;
  results: Record<number, LegResult | null>;
}

interface LiveState {
  events: Record<number, LiveEvent>;
  markets: Record<number, LiveMarket>;
  /** a frame's messages, applied in order in one update */
  apply: (messages: readonly SportsbookSocketEvent[]) => void;
}

/**
 * What the socket pushed since the page loaded: each event's state and each market's prices, by id. Screens
 * lay it over what they fetched (the newest wins), so a price moves on the list, the event page and the slip
 * at once without refetching.
 */
export const useLiveStore = create<LiveState>((set) => ({
  events: {},
  markets: {},
  apply: (messages) => {
    // one update of the store for a frame's messages: a poll that moved twenty markets renders once
    set((s) => {
      let events = s.events;
      let markets = s.markets;
      for (const message of messages) {
        if (message.type === 'event') {
          const { id, status, suspended, score, clock, periods } = message;
          if (events === s.events) events = { ...events };
          events[id] = { status, suspended, score, clock, periods };
        } else if (message.type === 'market') {
          const odds: Record<number, number> = {};
          const results: Record<number, LegResult | null> = {};
          for (const sel of message.selections) {
            odds[sel.id] = sel.odds;
            results[sel.id] = sel.result;
          }
          if (markets === s.markets) markets = { ...markets };
          markets[message.id] = { status: message.status, odds, results };
        }
      }
      return events === s.events && markets === s.markets ? s : { events, markets };
    });
  },
}));

export function useLiveEvent(id: number): LiveEvent | undefined {
  return useLiveStore((s) => s.events[id]);
}

export function useLiveMarket(id: number): LiveMarket | undefined {
  return useLiveStore((s) => s.markets[id]);
}
