import type { LegResult } from '@lobby/contract/rules';
import type { DatabaseHandle } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { FeedMessage, FeedResult } from './feed/types.ts';
import type { SportsbookRepository } from './repository.ts';

const PPM = 1_000_000;
/** A market with a selection this likely is decided: closed to bets and cash-outs until its result. */
export const DECIDED_PPM = 995_000;
const ppmOf = (p: number) => Math.min(PPM - 1, Math.max(1, Math.round(p * PPM)));

export interface Applied {
  events: Set<number>;
  markets: Set<number>;
  /** markets whose results were written (settled, resettled or voided): their bets are settled next */
  settled: number[];
}

export interface SettleRequest {
  marketId: number;
  /** by selection code */
  results: Record<string, FeedResult>;
  source: 'feed' | 'operator';
  by: string | null;
  reason: string | null;
}

/**
 * The book's side of the feed: applies the feed's messages to the tables (events, markets, probabilities,
 * states, suspensions) in one transaction per poll, and writes a market's results (settle, resettle, void)
 * with its settlement history, each market in its own transaction. Money moves afterwards, per bet (bets.ts).
 */
export function createDesk(deps: { repository: SportsbookRepository; database: DatabaseHandle; now: () => number }) {
  const { repository: repo, database, now } = deps;
  const eventIds = new Map<string, number>();
  const marketIds = new Map<string, { id: number; eventId: number }>();

  async function eventId(tx: Tx, ref: string): Promise<number | undefined> {
    const hit = eventIds.get(ref);
    if (hit) return hit;
    const row = await repo.eventByRef(tx, ref);
    if (row) eventIds.set(ref, row.id);
    return row?.id;
  }

  async function marketOf(tx: Tx, ref: string): Promise<{ id: number; eventId: number } | undefined> {
    const hit = marketIds.get(ref);
    if (hit) return hit;
    const row = await repo.marketByRef(tx, ref);
    if (!row) return undefined;
    const found = { id: row.id, eventId: row.event_id };
    marketIds.set(ref, found);
    return found;
  }

  /** Writes a market's results; a repeat of the results it has is nothing. Answers whether anything changed. */
  async function writeResults(request: SettleRequest, action: 'settle' | 'void'): Promise<boolean> {
    return inTransaction(database, async (tx) => {
      const market = await repo.market(request.marketId, tx);
      if (!market) return false;
      const selections = await repo.selectionsOf([market.id], tx);
      const resultOf = (code: string): FeedResult => (action === 'void' ? { result: 'void' } : (request.results[code] ?? { result: 'lose' }));
      const already = market.status === 'settled' || market.status === 'void';
      if (already && selections.every((s) => s.result === resultOf(s.code).result && s.dead_heat === (resultOf(s.code).deadHeat ?? 1))) return false;
      for (const s of selections) {
        const r = resultOf(s.code);
        await repo.setResult(tx, market.id, s.code, r.result, Math.max(1, r.deadHeat ?? 1));
      }
      const allVoid = selections.every((s) => resultOf(s.code).result === 'void');
      const version = market.settle_version + 1;
      const at = now();
      await repo.updateMarket(tx, market.id, { status: allVoid ? 'void' : 'settled', settle_version: version, settled_at: at, updated_at: at });
      const results: Record<string, string> = {};
      for (const s of selections) {
        const r = resultOf(s.code);
        results[s.code] = (r.deadHeat ?? 1) > 1 ? `${r.result}/${r.deadHeat}` : r.result;
      }
      await repo.insertSettlement(tx, {
        market_id: market.id,
        version,
        source: request.source,
        action: action === 'void' ? 'void' : already ? 'resettle' : 'settle',
        created_by: request.by,
        reason: request.reason,
        results: JSON.stringify(results),
        created_at: at,
      });
      return true;
    });
  }

  return {
    writeResults,

    /** One poll's messages: the book's tables brought up to date; what changed, for the sockets and the bets. */
    async apply(messages: readonly FeedMessage[]): Promise<Applied> {
      const applied: Applied = { events: new Set(), markets: new Set(), settled: [] };
      const settlements: Array<{ ref: string; results: Record<string, FeedResult>; action: 'settle' | 'void'; reason: string | null }> = [];
      if (messages.length === 0) return applied;
      await inTransaction(database, async (tx) => {
        const at = now();
        for (const m of messages) {
          switch (m.type) {
            case 'fixture': {
              const f = m.fixture;
              const league = await repo.leagueByRef(tx, f.league.ref);
              const leagueId = league?.id ?? (await repo.insertLeague(tx, { feed_ref: f.league.ref, sport: f.sport, name: f.league.name, country: f.league.country }));
              const id = await eventId(tx, f.ref);
              if (id === undefined) {
                const newId = await repo.insertEvent(tx, {
                  feed_ref: f.ref,
                  league_id: leagueId,
                  sport: f.sport,
                  home: f.home,
                  away: f.away,
                  starts_at: f.startsAt,
                  status: 'scheduled',
                  score_home: null,
                  score_away: null,
                  clock: null,
                  periods: '[]',
                  feed_suspended: 0,
                  updated_at: at,
                });
                eventIds.set(f.ref, newId);
                applied.events.add(newId);
              } else {
                await repo.updateEvent(tx, id, { home: f.home, away: f.away, starts_at: f.startsAt, updated_at: at });
                applied.events.add(id);
              }
              break;
            }
            case 'markets': {
              const evId = await eventId(tx, m.eventRef);
              if (evId === undefined) break;
              let sort = 0;
              for (const market of m.markets) {
                sort += 1;
                let found = await marketOf(tx, market.ref);
                if (!found) {
                  const id = await repo.insertMarket(tx, {
                    feed_ref: market.ref,
                    event_id: evId,
                    type: market.type,
                    line: market.line,
                    status: 'open',
                    feed_suspended: 0,
                    decided: 0,
                    sort,
                    settle_version: 0,
                    settled_at: null,
                    updated_at: at,
                  });
                  found = { id, eventId: evId };
                  marketIds.set(market.ref, found);
                  let i = 0;
                  for (const s of market.selections) {
                    await repo.insertSelection(tx, { market_id: id, code: s.code, name: s.name, sort: i++, prob_ppm: ppmOf(s.probability), result: null, dead_heat: 1 });
                  }
                } else {
                  const have = new Set((await repo.selectionsOf([found.id], tx)).map((s) => s.code));
                  let i = have.size;
                  for (const s of market.selections) {
                    if (have.has(s.code)) await repo.setProbability(tx, found.id, s.code, ppmOf(s.probability));
                    else await repo.insertSelection(tx, { market_id: found.id, code: s.code, name: s.name, sort: i++, prob_ppm: ppmOf(s.probability), result: null, dead_heat: 1 });
                  }
                  await repo.updateMarket(tx, found.id, { updated_at: at });
                }
                await repo.markDecided(tx, found.id, DECIDED_PPM);
                applied.markets.add(found.id);
              }
              break;
            }
            case 'odds': {
              const found = await marketOf(tx, m.marketRef);
              if (!found) break;
              for (const [code, p] of Object.entries(m.probabilities)) await repo.setProbability(tx, found.id, code, ppmOf(p));
              await repo.markDecided(tx, found.id, DECIDED_PPM);
              applied.markets.add(found.id);
              break;
            }
            case 'state': {
              const id = await eventId(tx, m.eventRef);
              if (id === undefined) break;
              await repo.updateEvent(tx, id, {
                status: m.status,
                score_home: m.score?.home ?? null,
                score_away: m.score?.away ?? null,
                clock: m.clock,
                periods: JSON.stringify(m.periods),
                updated_at: at,
              });
              applied.events.add(id);
              break;
            }
            case 'suspend': {
              if (m.scope === 'event') {
                const id = await eventId(tx, m.ref);
                if (id === undefined) break;
                await repo.updateEvent(tx, id, { feed_suspended: m.suspended ? 1 : 0, updated_at: at });
                applied.events.add(id);
              } else {
                const found = await marketOf(tx, m.ref);
                if (!found) break;
                await repo.updateMarket(tx, found.id, { feed_suspended: m.suspended ? 1 : 0, updated_at: at });
                applied.markets.add(found.id);
              }
              break;
            }
            case 'result':
            case 'correction':
              settlements.push({ ref: m.marketRef, results: m.results, action: 'settle', reason: m.type === 'correction' ? 'feed correction' : null });
              break;
            case 'void':
              settlements.push({ ref: m.marketRef, results: {}, action: 'void', reason: m.reason });
              break;
          }
        }
      });
      for (const s of settlements) {
        const found = await inTransaction(database, (tx) => marketOf(tx, s.ref));
        if (!found) continue;
        if (await writeResults({ marketId: found.id, results: s.results, source: 'feed', by: null, reason: s.reason }, s.action)) {
          applied.settled.push(found.id);
          applied.markets.add(found.id);
        }
      }
      return applied;
    },
  };
}

export type Desk = ReturnType<typeof createDesk>;
export type { LegResult };
