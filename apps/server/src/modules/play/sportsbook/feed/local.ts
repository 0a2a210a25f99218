import type { Sport } from '@lobby/contract/rules';
import type { FeedFixture, FeedMarket, FeedMessage, FeedResult, SportsFeed } from './types.ts';
import { finishProbs, hash32, lean, mix, noise, rngFor, unit } from './models.ts';
import { simulate } from './sports.ts';
import type { EventState, MarketOutcome, Sim } from './sports.ts';
import { leaguesOf } from './teams.ts';
import type { LeagueData } from './teams.ts';

/**
 * The bundled local feed: a made-up but realistic 24-hour book, a pure function of its seed and the time.
 *
 * Each sport has a stream of kick-off slots anchored on the epoch (football every 40 minutes, basketball
 * every hour, tennis every 40 minutes, each e-sport every two hours, the e-sports a half hour apart), so at
 * any moment at least two football matches, a basketball game, a tennis match and two e-sports series are in
 * play, and something kicks off within a quarter of an hour. A slot's league turns with the slot, its teams
 * come from the league's round robin, and about one slot in seven has a second match of another league at
 * the same time (only those are ever postponed or abandoned, so the guarantee holds).
 *
 * An event's course (goals, baskets, games, maps) is drawn once from a generator seeded by (seed, event ref);
 * its state and model probabilities at any time follow from it, and the trader's lean on the prices is a
 * hash of (seed, market, time bucket). So what a poll reports depends only on the time and on what the
 * previous poll reported (a price is sent again only when it moved noticeably since), never on how often
 * polls came.
 */

const MIN = 60_000;
const HOUR = 60 * MIN;
/** fixtures are announced this far ahead */
export const FEED_WINDOW_MS = 72 * HOUR;
/** a feed's first poll also reports the events that ended this recently (a restarted desk settles them) */
export const FEED_LOOKBACK_MS = 2 * HOUR;
/** live prices lean anew every 5 seconds, pre-match ones every few minutes */
const LIVE_BUCKET = 5_000;
const PRE_BUCKET_NEAR = 4 * MIN;
const PRE_BUCKET_FAR = 30 * MIN;
const LIVE_LEAN = 0.06;
const LIVE_TICK = 0.035;
const PRE_LEAN = 0.05;
/** a price is sent again when a selection moved this much (absolute), or by this share of itself (a long shot's odds) */
const MOVE_ABS = 0.005;
const MOVE_REL = 0.1;
const EXTRA_CHANCE = 0.15;
const CANCEL_CHANCE = 0.2;

interface Stream {
  sport: Sport;
  prefix: string;
  every: number;
  offset: number;
  /** the longest an event can last, its correction included */
  longest: number;
}

export const FEED_STREAMS: readonly Stream[] = [
  { sport: 'football', prefix: 'fb', every: 40 * MIN, offset: 0, longest: 150 * MIN },
  { sport: 'basketball', prefix: 'bb', every: 60 * MIN, offset: 25 * MIN, longest: 5 * HOUR },
  { sport: 'tennis', prefix: 'tn', every: 40 * MIN, offset: 20 * MIN, longest: 6 * HOUR },
  { sport: 'dota2', prefix: 'd2', every: 120 * MIN, offset: 15 * MIN, longest: 3 * HOUR },
  { sport: 'cs2', prefix: 'cs', every: 120 * MIN, offset: 45 * MIN, longest: 3 * HOUR },
  { sport: 'lol', prefix: 'lol', every: 120 * MIN, offset: 75 * MIN, longest: 3 * HOUR },
  { sport: 'mlbb', prefix: 'ml', every: 120 * MIN, offset: 105 * MIN, longest: 3 * HOUR },
];

interface FeedEvent {
  ref: string;
  fixture: FeedFixture;
  sim: Sim;
  startsAt: number;
  cancel: { at: number; reason: string } | null;
  /** when the feed is done with it */
  doneAt: number;
  marketKeys: number[];
  /** where in the bucket an event's prices turn (events apart, so the book's updates are spread over time) */
  phase: number;
  livePhase: number;
  lastState: string | null;
  lastProbs: Array<number[] | null>;
  settled: boolean[];
  finals: MarketOutcome[] | null;
  suspended: boolean;
  nextPrematch: number;
}

/** The pair of team indexes playing a league's m-th match (the circle method; an odd league's bye skipped). */
function pairing(n: number, m: number): [number, number] {
  const size = n % 2 === 0 ? n : n + 1;
  const half = size / 2;
  const round = Math.floor(m / half) % (size - 1);
  let i = m % half;
  const at = (pos: number): number => (pos === 0 ? 0 : 1 + ((pos - 1 + round) % (size - 1)));
  for (let tries = 0; tries < half; tries++) {
    const a = at(i);
    const b = at(size - 1 - i);
    if (a < n && b < n) return (round + i) % 2 === 1 ? [b, a] : [a, b];
    i = (i + 1) % half;
  }
  return [0, 1];
}

export function createLocalFeed(options: { seed: string }): SportsFeed {
  const { seed } = options;
  const active: FeedEvent[] = [];
  const nextSlot = new Map<string, number>();
  const leagueOrder = new Map<Sport, LeagueData[]>();
  const teamOrder = new Map<string, number[]>();
  const ratings = new Map<string, number>();

  const leaguesFor = (sport: Sport): LeagueData[] => {
    let order = leagueOrder.get(sport);
    if (!order) {
      order = rngFor(seed, `leagues:${sport}`).shuffle(leaguesOf(sport));
      leagueOrder.set(sport, order);
    }
    return order;
  };
  const teamsFor = (league: LeagueData): number[] => {
    let order = teamOrder.get(league.ref);
    if (!order) {
      order = rngFor(seed, `teams:${league.ref}`).shuffle(league.teams.map((_, i) => i));
      teamOrder.set(league.ref, order);
    }
    return order;
  };
  /** the list's order sets the strength, the seed adds its own */
  const ratingOf = (league: LeagueData, index: number): number => {
    const key = `${league.ref}:${index}`;
    let r = ratings.get(key);
    if (r === undefined) {
      r = 0.5 - index / Math.max(1, league.teams.length - 1) + rngFor(seed, `rating:${key}`).normal(0, 0.12);
      ratings.set(key, r);
    }
    return r;
  };

  const createEvent = (stream: Stream, slot: number, extra: boolean): FeedEvent => {
    const ref = `${stream.prefix}-${slot}${extra ? 'b' : ''}`;
    const startsAt = slot * stream.every + stream.offset;
    const leagues = leaguesFor(stream.sport);
    const n = leagues.length;
    const league = leagues[(extra ? slot + Math.floor(n / 2) + (n > 1 && n % 2 === 0 ? 0 : 1) : slot) % n]!;
    const order = teamsFor(league);
    const match = extra ? Math.floor(slot / n) * 3 + 1 + (hash32(`${seed}|${ref}`) % 5) : Math.floor(slot / n);
    const [hi, ai] = pairing(order.length, match);
    const homeIndex = order[hi]!;
    const awayIndex = order[ai]!;
    const rng = rngFor(seed, `event:${ref}`);
    const sim = simulate({
      ref,
      sport: stream.sport,
      startsAt,
      home: league.teams[homeIndex]!,
      away: league.teams[awayIndex]!,
      homeRating: ratingOf(league, homeIndex),
      awayRating: ratingOf(league, awayIndex),
      level: league.level ?? 0,
      rng,
    });
    let cancel: FeedEvent['cancel'] = null;
    if (extra && unit(hash32(`${seed}|cancel|${ref}`)) < CANCEL_CHANCE) {
      const c = rngFor(seed, `cancel:${ref}`);
      cancel = c.chance(0.5)
        ? { at: startsAt - c.int(10, 120) * MIN, reason: 'The match was postponed' }
        : { at: startsAt + c.int(5, 40) * MIN, reason: 'The match was abandoned' };
    }
    return {
      ref,
      fixture: {
        ref,
        sport: stream.sport,
        league: { ref: league.ref, name: league.name, country: league.country },
        home: league.teams[homeIndex]!,
        away: league.teams[awayIndex]!,
        startsAt,
      },
      sim,
      startsAt,
      cancel,
      doneAt: cancel ? cancel.at : (sim.correction?.at ?? sim.endAt),
      marketKeys: sim.markets.map((m) => hash32(`${seed}|${m.ref}`)),
      phase: hash32(`${seed}|phase|${ref}`) % PRE_BUCKET_FAR,
      livePhase: hash32(`${seed}|live|${ref}`) % LIVE_BUCKET,
      lastState: null,
      lastProbs: sim.markets.map(() => null),
      settled: sim.markets.map(() => false),
      finals: null,
      suspended: false,
      nextPrematch: 0,
    };
  };

  // ---- prices ------------------------------------------------------------------------------------------

  const preBucket = (ev: FeedEvent, t: number): { size: number; index: number } => {
    const size = ev.startsAt - t > 24 * HOUR ? PRE_BUCKET_FAR : PRE_BUCKET_NEAR;
    return { size, index: Math.floor((t + ev.phase) / size) };
  };
  const leaned = (ev: FeedEvent, i: number, probs: number[], t: number, live: boolean): number[] => {
    const key = ev.marketKeys[i]!;
    let leans: number[];
    if (live) {
      const b = Math.floor((t + ev.livePhase) / LIVE_BUCKET);
      const knot = Math.floor(b / 12);
      const f = (b % 12) / 12;
      // a slow wander, and a tick that turns each bucket (the selections leaning alternately one way and the
      // other by their rank), so a live price never rests for two buckets running unless the market is decided
      const tick = (b % 2 === 0 ? 1 : -1) * (LIVE_TICK + 0.4 * LIVE_TICK * Math.abs(noise(key, 50, b)));
      const rank = probs.map((_, j) => j).sort((x, y) => probs[y]! - probs[x]! || x - y);
      const side = new Array<number>(probs.length);
      rank.forEach((j, r) => (side[j] = r % 2 === 0 ? 1 : -1));
      leans = probs.map((_, j) => LIVE_LEAN * ((1 - f) * noise(key, j + 100, knot) + f * noise(key, j + 100, knot + 1)) + side[j]! * tick);
    } else {
      const { size, index } = preBucket(ev, t);
      leans = probs.map((_, j) => PRE_LEAN * noise(key, j + (size === PRE_BUCKET_FAR ? 200 : 300), index));
    }
    return finishProbs(lean(probs, leans));
  };
  /** every market's probabilities as sent at t (a decided market keeps its pre-match numbers) */
  const pricesAt = (ev: FeedEvent, t: number): Array<number[] | null> => {
    const pre = ev.sim.prematch();
    const isLive = t >= ev.startsAt && t < ev.sim.endAt && !(ev.cancel && t >= ev.cancel.at);
    const model = isLive ? ev.sim.live(t) : pre;
    return model.map((p, i) => (p ? leaned(ev, i, p, t, isLive) : null));
  };
  const moved = (before: number[] | null, after: number[]): boolean => {
    if (!before || before.length !== after.length) return true;
    for (let j = 0; j < after.length; j++) {
      const d = Math.abs(after[j]! - before[j]!);
      if (d >= MOVE_ABS || (d >= 0.0005 && d / Math.min(after[j]!, before[j]!) >= MOVE_REL)) return true;
    }
    return false;
  };

  // ---- messages ----------------------------------------------------------------------------------------

  const codesOf = (ev: FeedEvent, i: number): string[] => ev.sim.markets[i]!.selections.map((s) => s.code);
  const byCode = (ev: FeedEvent, i: number, probs: number[]): Record<string, number> =>
    Object.fromEntries(codesOf(ev, i).map((c, j) => [c, probs[j]!]));

  const announce = (ev: FeedEvent, now: number, out: FeedMessage[]): void => {
    out.push({ type: 'fixture', fixture: ev.fixture });
    const prices = pricesAt(ev, now);
    const pre = ev.sim.prematch();
    const markets: FeedMarket[] = ev.sim.markets.map((m, i) => {
      const probs = prices[i] ?? finishProbs(pre[i]!);
      ev.lastProbs[i] = probs;
      return {
        ref: m.ref,
        type: m.type,
        line: m.line,
        selections: m.selections.map((s, j) => ({ code: s.code, name: s.name, probability: probs[j]! })),
      };
    });
    out.push({ type: 'markets', eventRef: ev.ref, markets });
    if (now < ev.startsAt) ev.nextPrematch = nextPrematchCheck(ev, now);
  };

  const nextPrematchCheck = (ev: FeedEvent, t: number): number => {
    const { size, index } = preBucket(ev, t);
    let next = (index + 1) * size - ev.phase;
    if (size === PRE_BUCKET_FAR) next = Math.min(next, ev.startsAt - 24 * HOUR + 1);
    return Math.min(next, ev.startsAt);
  };

  const sendState = (ev: FeedEvent, state: EventState, out: FeedMessage[]): void => {
    const text = JSON.stringify(state);
    if (text === ev.lastState) return;
    ev.lastState = text;
    out.push({ type: 'state', eventRef: ev.ref, status: state.status, score: state.score, clock: state.clock, periods: state.periods });
  };

  const sendOdds = (ev: FeedEvent, prices: Array<number[] | null>, out: FeedMessage[]): void => {
    for (let i = 0; i < prices.length; i++) {
      const p = prices[i];
      if (!p || ev.settled[i] || !moved(ev.lastProbs[i] ?? null, p)) continue;
      ev.lastProbs[i] = p;
      out.push({ type: 'odds', marketRef: ev.sim.markets[i]!.ref, probabilities: byCode(ev, i, p) });
    }
  };

  const settle = (ev: FeedEvent, i: number, outcome: MarketOutcome, out: FeedMessage[]): void => {
    if (ev.settled[i]) return;
    ev.settled[i] = true;
    const marketRef = ev.sim.markets[i]!.ref;
    if ('void' in outcome) out.push({ type: 'void', marketRef, reason: outcome.void });
    else out.push({ type: 'result', marketRef, results: outcome.results });
  };

  /** Brings one event up to `now`; true when the feed is done with it. */
  const step = (ev: FeedEvent, now: number, out: FeedMessage[]): boolean => {
    const { sim } = ev;
    if (ev.cancel && now >= ev.cancel.at) {
      const at = ev.cancel.at;
      const state = at >= ev.startsAt ? sim.stateAt(at) : null;
      sendState(ev, { status: 'cancelled', score: state?.score ?? null, clock: null, periods: state?.periods ?? [] }, out);
      for (const e of sim.early) if (e.at <= at) settle(ev, e.market, e.outcome, out);
      sim.markets.forEach((_, i) => settle(ev, i, { void: ev.cancel!.reason }, out));
      return true;
    }
    if (now < ev.startsAt) {
      if (now >= ev.nextPrematch) {
        sendOdds(ev, pricesAt(ev, now), out);
        ev.nextPrematch = nextPrematchCheck(ev, now);
      }
      return false;
    }
    if (now < sim.endAt) {
      sendState(ev, sim.stateAt(now), out);
      for (const e of sim.early) if (e.at <= now) settle(ev, e.market, e.outcome, out);
      const suspended = sim.suspendedAt(now);
      if (suspended !== ev.suspended) {
        ev.suspended = suspended;
        out.push({ type: 'suspend', scope: 'event', ref: ev.ref, suspended });
      }
      if (!suspended) sendOdds(ev, pricesAt(ev, now), out);
      return false;
    }
    if (!ev.finals) {
      sendState(ev, sim.stateAt(sim.endAt), out);
      if (ev.suspended) {
        ev.suspended = false;
        out.push({ type: 'suspend', scope: 'event', ref: ev.ref, suspended: false });
      }
      for (const e of sim.early) settle(ev, e.market, e.outcome, out);
      ev.finals = sim.final();
      ev.finals.forEach((o, i) => settle(ev, i, o, out));
    }
    const fix = sim.correction;
    if (!fix) return true;
    if (now < fix.at) return false;
    sendState(ev, fix.state, out);
    fix.outcomes.forEach((o, i) => {
      const before = ev.finals![i]!;
      if ('results' in o && JSON.stringify(o) !== JSON.stringify(before)) {
        out.push({ type: 'correction', marketRef: sim.markets[i]!.ref, results: o.results as Record<string, FeedResult> });
      }
    });
    return true;
  };

  return {
    name: 'local',
    async poll(now: number): Promise<FeedMessage[]> {
      const out: FeedMessage[] = [];
      const fresh: FeedEvent[] = [];
      let drawn = 0;
      for (const stream of FEED_STREAMS) {
        let slot = nextSlot.get(stream.prefix) ?? Math.ceil((now - FEED_LOOKBACK_MS - stream.longest - stream.offset) / stream.every);
        for (; slot * stream.every + stream.offset <= now + FEED_WINDOW_MS; slot++) {
          const extra = unit(mix(hash32(`${seed}|extra|${stream.prefix}`), slot)) < EXTRA_CHANCE;
          for (const ev of extra ? [createEvent(stream, slot, false), createEvent(stream, slot, true)] : [createEvent(stream, slot, false)]) {
            if (ev.doneAt >= now - FEED_LOOKBACK_MS) fresh.push(ev);
            // the first poll draws hundreds of events: let the process breathe between batches
            if (++drawn % 50 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
          }
        }
        nextSlot.set(stream.prefix, slot);
      }
      fresh.sort((a, b) => a.startsAt - b.startsAt || (a.ref < b.ref ? -1 : 1));
      for (const ev of fresh) {
        announce(ev, now, out);
        active.push(ev);
      }
      let keep = 0;
      for (const ev of active) {
        if (!step(ev, now, out)) active[keep++] = ev;
      }
      active.length = keep;
      return out;
    },
  };
}
