import { settleHandicap, settleTotal, lineQuarters, isEsport } from '@lobby/contract/rules';
import type { EventStatus, MarketType, Sport } from '@lobby/contract/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalFeed, FEED_WINDOW_MS } from '../src/modules/play/sportsbook/feed/local.ts';
import type { FeedFixture, FeedMessage, FeedResult, FeedScore, SportsFeed } from '../src/modules/play/sportsbook/feed/types.ts';

/**
 * The bundled local odds feed: a pure function of (seed, time). Replays days with a manual clock and checks
 * what a book built from its messages would hold: enough live events at any time, fair prices that move,
 * results that follow from the final scores under the contract's settlement rules, dead heats, corrections
 * and cancellations, and that polling is cheap.
 */

const SEED = 'feed-test';
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
/** a Monday noon, UTC */
const T0 = Date.UTC(2026, 10, 30, 12, 0, 0);

interface BookMarket {
  ref: string;
  eventRef: string;
  type: MarketType;
  line: string | null;
  codes: string[];
  probs: Record<string, number>;
  results: Record<string, FeedResult> | null;
  corrected: boolean;
  voided: string | null;
}
interface BookEvent {
  fixture: FeedFixture;
  status: EventStatus;
  score: FeedScore | null;
  clock: string | null;
  periods: FeedScore[];
  suspended: boolean;
  markets: BookMarket[];
  lastOddsAt: number;
}

/** What a book learns from the feed's messages. */
class Book {
  events = new Map<string, BookEvent>();
  markets = new Map<string, BookMarket>();
  apply(messages: FeedMessage[], now: number): void {
    for (const m of messages) {
      switch (m.type) {
        case 'fixture':
          this.events.set(m.fixture.ref, {
            fixture: m.fixture,
            status: 'scheduled',
            score: null,
            clock: null,
            periods: [],
            suspended: false,
            markets: [],
            lastOddsAt: now,
          });
          break;
        case 'markets': {
          const ev = this.events.get(m.eventRef)!;
          for (const fm of m.markets) {
            const bm: BookMarket = {
              ref: fm.ref,
              eventRef: m.eventRef,
              type: fm.type,
              line: fm.line,
              codes: fm.selections.map((s) => s.code),
              probs: Object.fromEntries(fm.selections.map((s) => [s.code, s.probability])),
              results: null,
              corrected: false,
              voided: null,
            };
            ev.markets.push(bm);
            this.markets.set(fm.ref, bm);
          }
          break;
        }
        case 'odds': {
          const bm = this.markets.get(m.marketRef)!;
          Object.assign(bm.probs, m.probabilities);
          this.events.get(bm.eventRef)!.lastOddsAt = now;
          break;
        }
        case 'state': {
          const ev = this.events.get(m.eventRef)!;
          Object.assign(ev, { status: m.status, score: m.score, clock: m.clock, periods: m.periods });
          break;
        }
        case 'suspend':
          this.events.get(m.ref)!.suspended = m.suspended;
          break;
        case 'result':
          this.markets.get(m.marketRef)!.results = m.results;
          break;
        case 'correction': {
          const bm = this.markets.get(m.marketRef)!;
          expect(bm.results).not.toBeNull();
          bm.results = m.results;
          bm.corrected = true;
          break;
        }
        case 'void':
          this.markets.get(m.marketRef)!.voided = m.reason;
          break;
      }
    }
  }
}

function checkProbabilities(messages: FeedMessage[]): number {
  let n = 0;
  for (const m of messages) {
    const lists = m.type === 'markets' ? m.markets.map((x) => x.selections.map((s) => s.probability)) : m.type === 'odds' ? [Object.values(m.probabilities)] : [];
    for (const ps of lists) {
      n++;
      const sum = ps.reduce((a, b) => a + b, 0);
      if (Math.abs(sum - 1) > 1e-9 || ps.some((p) => !(p >= 0.001 && p <= 0.999))) throw new Error(`unfair market in ${JSON.stringify(m)}`);
    }
  }
  return n;
}

/** Every market's expected outcome from an ended event's final state, by the contract's settlement rules. */
function expectedResults(ev: BookEvent, bm: BookMarket): Record<string, FeedResult> | 'void' {
  const sport = ev.fixture.sport;
  const { home: h, away: a } = ev.score!;
  const lose = { result: 'lose' } as FeedResult;
  const winIf = (yes: boolean): FeedResult => (yes ? { result: 'win' } : lose);
  const q = bm.line === null ? 0 : lineQuarters(bm.line)!;
  const games = sport === 'tennis' ? ev.periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), { home: 0, away: 0 }) : null;
  const diff = games ? games.home - games.away : h - a;
  const total = games ? games.home + games.away : isEsport(sport) ? ev.periods.length : h + a;
  switch (bm.type) {
    case 'match_result':
      return { home: winIf(h > a), draw: winIf(h === a), away: winIf(h < a) };
    case 'moneyline':
      return { home: winIf(h > a), away: winIf(h < a) };
    case 'asian_handicap':
    case 'handicap':
      return { home: { result: settleHandicap(diff, q) }, away: { result: settleHandicap(-diff, -q) } };
    case 'totals':
      return { over: { result: settleTotal(total, q, 'over') }, under: { result: settleTotal(total, q, 'under') } };
    case 'btts':
      return { yes: winIf(h > 0 && a > 0), no: winIf(!(h > 0 && a > 0)) };
    case 'correct_score': {
      const code = `${h}-${a}`;
      const hit = bm.codes.includes(code) ? code : 'other';
      return Object.fromEntries(bm.codes.map((c) => [c, winIf(c === hit)]));
    }
    case 'map_winner': {
      const map = ev.periods[Number(bm.line) - 1];
      if (!map) return 'void';
      return { home: winIf(map.home > map.away), away: winIf(map.home < map.away) };
    }
    case 'highest_quarter': {
      const quarters = ev.periods.slice(0, 4).map((p) => p.home + p.away);
      const top = Math.max(...quarters);
      const tied = quarters.filter((x) => x === top).length;
      return Object.fromEntries(
        quarters.map((x, i) => [`q${i + 1}`, x === top ? (tied > 1 ? { result: 'win', deadHeat: tied } : { result: 'win' }) : lose]),
      ) as Record<string, FeedResult>;
    }
  }
}

async function replay(feed: SportsFeed, book: Book, from: number, to: number, step: number, each?: (now: number, messages: FeedMessage[]) => void): Promise<void> {
  for (let now = from; now <= to; now += step) {
    const messages = await feed.poll(now);
    book.apply(messages, now);
    each?.(now, messages);
  }
}

describe('local feed: determinism', () => {
  it('gives the same messages to two feeds of one seed polled alike, and others to another seed', async () => {
    const a = createLocalFeed({ seed: SEED });
    const b = createLocalFeed({ seed: SEED });
    const c = createLocalFeed({ seed: 'another' });
    const times = [T0, T0 + SEC, T0 + 2 * SEC, T0 + 10 * SEC, T0 + 5 * MIN, T0 + 5 * MIN + SEC, T0 + 3 * HOUR];
    for (const t of times) expect(await b.poll(t)).toEqual(await a.poll(t));
    const firstA = JSON.stringify((await createLocalFeed({ seed: SEED }).poll(T0)).slice(0, 50));
    const firstC = JSON.stringify((await c.poll(T0)).slice(0, 50));
    expect(firstC).not.toBe(firstA);
  });

  it('holds the same state at a time whatever the polling cadence before it', async () => {
    const end = T0 + 40 * MIN + 7 * SEC;
    const everySecond = new Book();
    const fast = createLocalFeed({ seed: SEED });
    await replay(fast, everySecond, T0, end - 2 * SEC, 2 * SEC);
    everySecond.apply(await fast.poll(end), end);
    const irregular = new Book();
    const slow = createLocalFeed({ seed: SEED });
    let now = T0;
    for (const step of [0, 7 * SEC, 61 * SEC, 5 * MIN, 13 * SEC, 17 * MIN, SEC, 9 * MIN]) {
      now += step;
      irregular.apply(await slow.poll(now), now);
    }
    irregular.apply(await slow.poll(end), end);
    // the truth at `end`: a fresh feed's first poll gives every price and state as they are then
    const truth = new Book();
    truth.apply(await createLocalFeed({ seed: SEED }).poll(end), end);
    let compared = 0;
    for (const [ref, t] of truth.events) {
      if (t.status === 'ended' || t.status === 'cancelled') continue;
      for (const book of [everySecond, irregular]) {
        const ev = book.events.get(ref);
        expect(ev, ref).toBeDefined();
        expect({ status: ev!.status, score: ev!.score, clock: ev!.clock, periods: ev!.periods, suspended: ev!.suspended }).toEqual({
          status: t.status,
          score: t.status === 'scheduled' ? ev!.score : t.score,
          clock: t.status === 'scheduled' ? ev!.clock : t.clock,
          periods: t.status === 'scheduled' ? ev!.periods : t.periods,
          suspended: t.suspended,
        });
        if (t.suspended) continue;
        for (const tm of t.markets) {
          const bm = book.markets.get(tm.ref)!;
          expect(bm.results).toEqual(tm.results);
          if (tm.results) continue;
          for (const code of tm.codes) {
            const x = bm.probs[code]!;
            const y = tm.probs[code]!;
            const d = Math.abs(x - y);
            // a price is sent again when it moves 0.5 points or 10% of itself: the book is never further off
            expect(d < 0.005 || d < 0.0005 || d / Math.min(x, y) < 0.1, `${tm.ref} ${code} ${x} vs ${y}`).toBe(true);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('local feed: a live book', () => {
  it('has every fixture of the next three days, events in play, and kick-offs within the quarter hour', async () => {
    const messages = await createLocalFeed({ seed: SEED }).poll(T0);
    const fixtures = messages.flatMap((m) => (m.type === 'fixture' ? [m.fixture] : []));
    expect(fixtures.some((f) => f.startsAt > T0 + FEED_WINDOW_MS - HOUR)).toBe(true);
    expect(fixtures.every((f) => f.startsAt <= T0 + FEED_WINDOW_MS)).toBe(true);
    expect(new Set(fixtures.map((f) => f.ref)).size).toBe(fixtures.length);
    const sports = new Set(fixtures.map((f) => f.sport));
    for (const s of ['football', 'basketball', 'tennis', 'dota2', 'cs2', 'lol', 'mlbb'] as Sport[]) expect(sports.has(s), s).toBe(true);
    const leagues = new Set(fixtures.map((f) => f.league.name));
    for (const name of ['English Premier League', 'La Liga', 'V.League 1', 'Thai League 1', 'Philippines Football League', 'NBA', 'MPL PH', 'MPL ID', 'LCK', 'LPL', 'VCS']) {
      expect(leagues.has(name), name).toBe(true);
    }
    // every market's refs are unique across the book
    const marketRefs = messages.flatMap((m) => (m.type === 'markets' ? m.markets.map((x) => x.ref) : []));
    expect(new Set(marketRefs).size).toBe(marketRefs.length);
    const selectionsUnique = messages.every((m) => m.type !== 'markets' || m.markets.every((x) => new Set(x.selections.map((s) => s.code)).size === x.selections.length));
    expect(selectionsUnique).toBe(true);
    expect(checkProbabilities(messages)).toBeGreaterThan(1000);
  });

  it('offers each sport its markets, lines in the contract form', async () => {
    const messages = await createLocalFeed({ seed: SEED }).poll(T0);
    const bySport = new Map<Sport, Set<string>>();
    const sportOf = new Map(messages.flatMap((m) => (m.type === 'fixture' ? [[m.fixture.ref, m.fixture.sport] as const] : [])));
    const lines: string[] = [];
    for (const m of messages) {
      if (m.type !== 'markets') continue;
      const s = sportOf.get(m.eventRef)!;
      const set = bySport.get(s) ?? new Set();
      for (const x of m.markets) {
        set.add(x.type);
        if (x.type === 'asian_handicap' || x.type === 'handicap' || x.type === 'totals') {
          expect(lineQuarters(x.line!), `${x.ref} ${x.line}`).not.toBeNull();
          lines.push(`${s}:${x.type}:${x.line}`);
        }
        expect(x.ref.startsWith(`${m.eventRef}:`)).toBe(true);
      }
      bySport.set(s, set);
    }
    expect([...bySport.get('football')!].sort()).toEqual(['asian_handicap', 'btts', 'correct_score', 'match_result', 'totals']);
    expect([...bySport.get('basketball')!].sort()).toEqual(['handicap', 'highest_quarter', 'moneyline', 'totals']);
    expect([...bySport.get('tennis')!].sort()).toEqual(['correct_score', 'handicap', 'moneyline', 'totals']);
    for (const s of ['dota2', 'cs2', 'lol', 'mlbb'] as Sport[]) expect([...bySport.get(s)!].sort()).toEqual(['handicap', 'map_winner', 'moneyline', 'totals']);
    // football: quarter lines on the handicap and the totals, 2.5 always
    expect(lines.some((l) => /^football:asian_handicap:-?\d+\.(25|75)$/.test(l))).toBe(true);
    expect(lines.some((l) => l === 'football:totals:2.5')).toBe(true);
    expect(lines.some((l) => /^football:totals:2\.(25|75)$/.test(l))).toBe(true);
    expect(lines.filter((l) => l.startsWith('basketball:')).every((l) => l.endsWith('.5'))).toBe(true);
  });

  it('moves live prices at least every 10 seconds, suspends after a goal and resumes', async () => {
    const feed = createLocalFeed({ seed: SEED });
    const book = new Book();
    const start = T0 + 2 * HOUR;
    book.apply(await feed.poll(start), start);
    let worstGap = 0;
    let checked = 0;
    const suspends: boolean[] = [];
    let odds = 0;
    await replay(feed, book, start + SEC, start + 20 * MIN, SEC, (now, messages) => {
      odds += messages.filter((m) => m.type === 'odds').length;
      for (const m of messages) if (m.type === 'suspend') suspends.push(m.suspended);
      for (const ev of book.events.values()) {
        // a decided event (in every open market, all but the favourite at odds of 500 or more) has nothing left to move
        const decided = ev.markets.every((m) => m.results !== null || m.voided !== null || Object.values(m.probs).filter((p) => p > 0.002).length <= 1);
        if (ev.status !== 'live' || ev.suspended || decided) {
          ev.lastOddsAt = now;
          continue;
        }
        checked++;
        worstGap = Math.max(worstGap, now - ev.lastOddsAt);
      }
    });
    expect(checked).toBeGreaterThan(1000);
    expect(worstGap).toBeLessThanOrEqual(10 * SEC);
    expect(odds / (20 * 60)).toBeGreaterThan(2);
    expect(suspends).toContain(true);
    expect(suspends).toContain(false);
  });

  it('a long jump of the clock gives the outcomes, not every price on the way', async () => {
    const feed = createLocalFeed({ seed: SEED });
    const book = new Book();
    book.apply(await feed.poll(T0), T0);
    const live = [...book.events.values()].filter((e) => e.status === 'live').map((e) => e.fixture.ref);
    const later = T0 + 6 * HOUR;
    const messages = await feed.poll(later);
    book.apply(messages, later);
    for (const ref of live) {
      const ev = book.events.get(ref)!;
      expect(['ended', 'cancelled']).toContain(ev.status);
      expect(ev.markets.every((m) => m.results !== null || m.voided !== null)).toBe(true);
    }
    const endedMarkets = new Set(live.flatMap((ref) => book.events.get(ref)!.markets.map((m) => m.ref)));
    expect(messages.some((m) => m.type === 'odds' && endedMarkets.has(m.marketRef))).toBe(false);
    expect(messages.filter((m) => m.type === 'state' && live.includes(m.eventRef)).length).toBe(live.length);
  });

  it('polls cheaply: a second later, a few milliseconds', async () => {
    const feed = createLocalFeed({ seed: SEED });
    await feed.poll(T0);
    for (let i = 1; i <= 30; i++) await feed.poll(T0 + i * SEC);
    const began = performance.now();
    const n = 300;
    for (let i = 31; i < 31 + n; i++) await feed.poll(T0 + i * SEC);
    const average = (performance.now() - began) / n;
    expect(average).toBeLessThan(5);
  });
});

describe('local feed: three days replayed', () => {
  const book = new Book();
  const liveCounts: Array<{ at: number; football: number; basketball: number; tennis: number; esports: number; soon: number }> = [];
  const ended = new Map<string, BookEvent>();
  const cancelled = new Map<string, BookEvent>();
  let markets = 0;

  beforeAll(async () => {
    const feed = createLocalFeed({ seed: SEED });
    // irregular steps of one to five minutes, so the samples fall anywhere in the day
    let now = T0;
    let i = 0;
    while (now < T0 + 72 * HOUR) {
      const messages = await feed.poll(now);
      markets += checkProbabilities(messages);
      book.apply(messages, now);
      const counts = { at: now, football: 0, basketball: 0, tennis: 0, esports: 0, soon: 0 };
      for (const [ref, ev] of book.events) {
        if (ev.status === 'live') {
          const s = ev.fixture.sport;
          if (isEsport(s)) counts.esports++;
          else counts[s as 'football' | 'basketball' | 'tennis']++;
        } else if (ev.status === 'scheduled' && ev.fixture.startsAt > now && ev.fixture.startsAt <= now + 15 * MIN) counts.soon++;
        if (ev.status === 'ended' && ev.markets.every((m) => m.results !== null || m.voided !== null)) ended.set(ref, ev);
        if (ev.status === 'cancelled') cancelled.set(ref, ev);
      }
      liveCounts.push(counts);
      now += MIN + ((i++ * 7919) % 4) * MIN + ((i * 104729) % 60) * SEC;
    }
  }, 120_000);

  it('always has two football matches, a basketball game, a tennis match and two e-sports series in play', () => {
    expect(liveCounts.length).toBeGreaterThan(1000);
    for (const c of liveCounts) {
      expect(c.football, new Date(c.at).toISOString()).toBeGreaterThanOrEqual(2);
      expect(c.basketball, new Date(c.at).toISOString()).toBeGreaterThanOrEqual(1);
      expect(c.tennis, new Date(c.at).toISOString()).toBeGreaterThanOrEqual(1);
      expect(c.esports, new Date(c.at).toISOString()).toBeGreaterThanOrEqual(2);
      expect(c.soon, new Date(c.at).toISOString()).toBeGreaterThanOrEqual(1);
    }
    expect(markets).toBeGreaterThan(5000);
  });

  it('settles every market of an ended event as its final score says', () => {
    expect(ended.size).toBeGreaterThan(300);
    let checked = 0;
    for (const ev of ended.values()) {
      for (const bm of ev.markets) {
        const expected = expectedResults(ev, bm);
        if (expected === 'void') expect(bm.voided, bm.ref).not.toBeNull();
        else expect(bm.results, `${bm.ref} ${JSON.stringify(ev.score)} ${JSON.stringify(ev.periods)}`).toEqual(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2000);
    // every sport took part
    expect(new Set([...ended.values()].map((e) => e.fixture.sport)).size).toBe(7);
  });

  it('voids the third map of a 2-0 series and settles each map as it ends', () => {
    const twoNil = [...ended.values()].filter((e) => isEsport(e.fixture.sport) && e.periods.length === 2);
    expect(twoNil.length).toBeGreaterThan(5);
    for (const ev of twoNil) expect(ev.markets.find((m) => m.type === 'map_winner' && m.line === '3')!.voided).toMatch(/not played/);
  });

  it('splits the highest quarter in a dead heat', () => {
    const heats = [...ended.values()].filter((e) => e.markets.some((m) => m.type === 'highest_quarter' && Object.values(m.results ?? {}).some((r) => (r.deadHeat ?? 1) > 1)));
    expect(heats.length).toBeGreaterThan(0);
    for (const ev of heats) {
      const hq = ev.markets.find((m) => m.type === 'highest_quarter')!;
      const winners = Object.values(hq.results!).filter((r) => r.result === 'win');
      expect(winners.length).toBeGreaterThan(1);
      expect(winners.every((r) => r.deadHeat === winners.length)).toBe(true);
    }
  });

  it('corrects a result now and then: a goal struck off after the end', () => {
    const corrected = [...ended.values()].filter((e) => e.markets.some((m) => m.corrected));
    expect(corrected.length).toBeGreaterThan(0);
    for (const ev of corrected) {
      expect(ev.fixture.sport).toBe('football');
      // the book's final state is the corrected one, and the corrected results follow from it (checked above)
      expect(ev.markets.find((m) => m.type === 'match_result')!.results).toEqual(expectedResults(ev, ev.markets.find((m) => m.type === 'match_result')!));
    }
  });

  it('cancels an event now and then, voiding its open markets', () => {
    expect(cancelled.size).toBeGreaterThan(0);
    for (const ev of cancelled.values()) {
      expect(ev.markets.every((m) => m.voided !== null || (m.type === 'map_winner' && m.results !== null))).toBe(true);
    }
  });
});
