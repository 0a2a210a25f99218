import {
  DEFAULT_SPORT_MARGIN_BP,
  gameTypeOfSport,
  marketMarginBp,
  priceOf,
  SPORTS,
} from '@lobby/contract/rules';
import type { EventStatus, LegResult, MarketStatus, MarketType, Sport } from '@lobby/contract/rules';
import type { EventSummary, Market } from '@lobby/contract';
import type { SbEventRow, SbMarketRow, SbSelectionRow } from '../../../db/schema.ts';
import type { SportsbookRepository } from './repository.ts';

/** A merchant's view settings: margins per sport and its operators' suspensions (events and markets). */
export interface MerchantBook {
  merchant: string;
  margin(sport: string): number;
  eventSuspended(id: number): boolean;
  marketSuspended(id: number): boolean;
}

const WINNER_TYPES: readonly MarketType[] = ['match_result', 'moneyline'];
const TTL_MS = 30_000;

/**
 * Prices and views: the feed's fair probabilities priced at each merchant's margins, with its operators'
 * suspensions. A merchant's settings are kept a short while per process and dropped at once when an
 * operator changes them (the cache bus).
 */
export function createBook(deps: { repository: SportsbookRepository; now: () => number }) {
  const { repository: repo, now } = deps;
  const kept = new Map<string, { at: number; book: Promise<MerchantBook> }>();

  async function load(merchant: string): Promise<MerchantBook> {
    const [margins, suspensions] = await Promise.all([repo.margins(merchant), repo.suspensions(merchant)]);
    const events = new Set(suspensions.filter((s) => s.scope === 'event').map((s) => s.ref_id));
    const markets = new Set(suspensions.filter((s) => s.scope === 'market').map((s) => s.ref_id));
    return {
      merchant,
      margin: (sport) => margins.get(sport) ?? DEFAULT_SPORT_MARGIN_BP[sport as Sport] ?? 500,
      eventSuspended: (id) => events.has(id),
      marketSuspended: (id) => markets.has(id),
    };
  }

  function merchantBook(merchant: string): Promise<MerchantBook> {
    const hit = kept.get(merchant);
    if (hit && now() - hit.at < TTL_MS) return hit.book;
    const book = load(merchant);
    kept.set(merchant, { at: now(), book });
    book.catch(() => kept.delete(merchant));
    return book;
  }

  function drop(merchant?: string) {
    if (merchant) kept.delete(merchant);
    else kept.clear();
  }

  /** Whether bets are taken on the market now (for this merchant). */
  function isOpen(mb: MerchantBook, event: SbEventRow, market: SbMarketRow): boolean {
    return (
      market.status === 'open' &&
      market.feed_suspended === 0 &&
      market.decided === 0 &&
      event.feed_suspended === 0 &&
      (event.status === 'scheduled' || event.status === 'live') &&
      !mb.eventSuspended(event.id) &&
      !mb.marketSuspended(market.id)
    );
  }

  function marketStatus(mb: MerchantBook, event: SbEventRow, market: SbMarketRow): MarketStatus {
    if (market.status === 'settled' || market.status === 'void') return market.status;
    return isOpen(mb, event, market) ? 'open' : 'suspended';
  }

  function price(mb: MerchantBook, event: SbEventRow, market: SbMarketRow, selection: SbSelectionRow): number {
    return priceOf(selection.prob_ppm, marketMarginBp(mb.margin(event.sport), market.type as MarketType));
  }

  function marketView(mb: MerchantBook, event: SbEventRow, market: SbMarketRow, selections: readonly SbSelectionRow[]): Market {
    return {
      id: market.id,
      eventId: event.id,
      type: market.type as MarketType,
      line: market.line,
      status: marketStatus(mb, event, market),
      selections: selections.map((s) => ({ id: s.id, code: s.code, name: s.name, odds: price(mb, event, market, s) / 100, result: (s.result as LegResult | null) ?? null })),
    };
  }

  function eventBase(mb: MerchantBook, event: SbEventRow, league: { id: number; name: string; country: string }) {
    const started = event.status !== 'scheduled';
    return {
      id: event.id,
      sport: event.sport as Sport,
      league,
      home: event.home,
      away: event.away,
      startsAt: event.starts_at,
      status: event.status as EventStatus,
      suspended: event.feed_suspended === 1 || mb.eventSuspended(event.id),
      score: started && event.score_home !== null && event.score_away !== null ? { home: event.score_home, away: event.score_away } : null,
      clock: started ? event.clock : null,
      periods: JSON.parse(event.periods) as Array<{ home: number; away: number }>,
    };
  }

  let leagues: Map<number, { id: number; name: string; country: string; sport: string }> | undefined;
  async function leagueOf(id: number) {
    if (!leagues || !leagues.has(id)) leagues = new Map((await repo.leagues()).map((l) => [l.id, { id: l.id, name: l.name, country: l.country, sport: l.sport }]));
    const l = leagues.get(id);
    return l ? { id: l.id, name: l.name, country: l.country } : { id, name: '', country: '' };
  }

  /** Events with their winner market, as the list shows them. */
  async function summaries(mb: MerchantBook, events: readonly SbEventRow[]): Promise<EventSummary[]> {
    const ids = events.map((e) => e.id);
    const [markets, counts] = await Promise.all([repo.marketsOfEvents(ids, repo.db, WINNER_TYPES), repo.marketCounts(ids)]);
    const selections = await repo.selectionsOf(markets.map((m) => m.id));
    const byMarket = groupBy(selections, (s) => s.market_id);
    const mainOf = new Map<number, SbMarketRow>();
    for (const m of markets) if (!mainOf.has(m.event_id)) mainOf.set(m.event_id, m);
    const out: EventSummary[] = [];
    for (const e of events) {
      const main = mainOf.get(e.id);
      out.push({
        ...eventBase(mb, e, await leagueOf(e.league_id)),
        main: main ? marketView(mb, e, main, byMarket.get(main.id) ?? []) : null,
        markets: counts.get(e.id) ?? 0,
      });
    }
    return out;
  }

  return { merchantBook, drop, isOpen, marketStatus, price, marketView, eventBase, leagueOf, summaries, sports: SPORTS, gameTypeOfSport };
}

export type Book = ReturnType<typeof createBook>;

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
