import type { EventStatus, LegResult, MarketType, Sport } from '@lobby/contract/rules';

/**
 * The odds feed behind the book. A feed adapter turns its provider's messages (fixtures, markets, price
 * changes, suspensions, results, corrections) into these; the desk (the one process holding the feed lease)
 * asks it for what happened up to now and applies it. A push feed (a provider's socket or queue) buffers
 * what arrives and hands it over on the next poll; the bundled local feed computes it from its seed.
 *
 * References are the feed's own ids, stable across polls: the book keys its rows by them.
 */
export interface FeedLeague {
  ref: string;
  name: string;
  /** a country or region name ("England", "International") */
  country: string;
}

export interface FeedFixture {
  ref: string;
  sport: Sport;
  league: FeedLeague;
  home: string;
  away: string;
  startsAt: number;
}

export interface FeedSelection {
  /** home, draw, away, over, under, yes, no, "2-1", other, q1…q4 */
  code: string;
  /** for people, in English ("Arsenal", "Over 2.5", "Draw") */
  name: string;
  /** the fair probability, the provider's margin taken out (0 < p < 1; a market's sum is 1) */
  probability: number;
}

export interface FeedMarket {
  ref: string;
  type: MarketType;
  /** the home side's handicap, the total, the map's number; null for the others */
  line: string | null;
  selections: FeedSelection[];
}

export interface FeedScore {
  home: number;
  away: number;
}

export interface FeedResult {
  result: LegResult;
  /** a dead heat: how many shared the place (absent: 1) */
  deadHeat?: number;
}

export type FeedMessage =
  /** a new fixture, or a change of its time or names */
  | { type: 'fixture'; fixture: FeedFixture }
  /** markets opened on an event (or repriced in full) */
  | { type: 'markets'; eventRef: string; markets: FeedMarket[] }
  /** new probabilities for some selections of a market, by selection code */
  | { type: 'odds'; marketRef: string; probabilities: Record<string, number> }
  /** where the event is: status, score, clock ("63'", "Q3", "Set 2", "Map 2"), per-period scores */
  | { type: 'state'; eventRef: string; status: EventStatus; score: FeedScore | null; clock: string | null; periods: FeedScore[] }
  /** the provider stops (or resumes) taking bets on an event or one market: a goal being checked, a VAR review */
  | { type: 'suspend'; scope: 'event' | 'market'; ref: string; suspended: boolean }
  /** a market's results, by selection code: settle it */
  | { type: 'result'; marketRef: string; results: Record<string, FeedResult> }
  /** corrected results of a market already settled: resettle it */
  | { type: 'correction'; marketRef: string; results: Record<string, FeedResult> }
  /** the market is void (abandoned, a mistake in the line) */
  | { type: 'void'; marketRef: string; reason: string };

export interface SportsFeed {
  /** the provider's name, for logs and the console */
  readonly name: string;
  /**
   * What happened since the last poll, up to `now` (ms, the app's clock), in order. The first poll of a
   * process gives the whole current picture: every fixture of the window with its markets and state.
   */
  poll(now: number): Promise<FeedMessage[]>;
  close?(): Promise<void>;
}
