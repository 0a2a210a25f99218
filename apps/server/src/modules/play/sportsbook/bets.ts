import { randomInt } from 'node:crypto';
import {
  amountToCents,
  betOutcome,
  betReturn,
  cashOutPrice,
  combinedOdds,
  gameTypeOfSport,
  SPORTSBOOK_LIMITS,
} from '@lobby/contract/rules';
import type { BetKind, BetStatus, EventStatus, LegResult, MarketType, OddsChangePolicy, Sport } from '@lobby/contract/rules';
import type { Bet, PlaceBetBody, Quote } from '@lobby/contract';
import type { SbBetLegRow, SbBetRow, SbEventRow, SbMarketRow, SbSelectionRow } from '../../../db/schema.ts';
import { afterCommit } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';

import type { ErrorCode } from '@lobby/contract';
import type { LedgerBook, LedgerService, Purse } from '../../money/ledger/index.ts';
import { RoundError } from '../rounds/index.ts';
import type { GameRef, RoundsService } from '../rounds/index.ts';
import { groupBy } from './book.ts';
import type { Book, MerchantBook } from './book.ts';
import type { SportsbookRepository } from './repository.ts';

/** The integration name the sportsbook's rounds and vendor transactions carry; its ledger vendor account. */
export const SPORTSBOOK_VENDOR = 'SB';

const cents = (c: number) => (c / 100).toFixed(2);
const holdKey = (betId: number) => `sb:${betId}:hold`;

interface LegContext {
  leg?: SbBetLegRow;
  selection: SbSelectionRow;
  market: SbMarketRow;
  event: SbEventRow;
}

interface Limits {
  min: number;
  /** the most one bet on all the markets asked about may stake: the lowest of the merchant's, the player's and theirs */
  max: number;
  /** the most one bet on this market may stake (the merchant's, the player's and the market's maximum) */
  maxOn: Map<number, number>;
  payout: number;
  /**
   * The most the member may have staked on a market in all (a player's or a market's maximum, the lower of
   * the two), for each market asked about that has either. The merchant's maximum is per bet only.
   */
  caps: Map<number, number>;
}

/** What the member may still stake on a market under its cap (cents, never below zero). */
interface Room {
  marketId: number;
  left: number;
}

/**
 * Bets on the ledger, in two phases: placing holds the stake (pending transfers to the sportsbook's vendor
 * account); accepting posts the hold as the round's stake (the rounds service: protection, bonus wagering,
 * activity, the records), at the odds of that moment; refusing voids it. Settling pays the bet's return as
 * the round's win; a correction takes the earlier payout back and pays the new one; a cash-out pays the offer
 * and closes the bet. Every money step is idempotent by the bet and its settlement count.
 */
export function createBets(deps: {
  repository: SportsbookRepository;
  book: Book;
  ledger: LedgerService;
  rounds: RoundsService;
  purseById(memberId: number): Promise<Purse | undefined>;
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
  now: () => number;
  inPlayDelayMs: () => number;
  /** told after commit of every change of a bet: the sockets tell its member */
  onBetChanged(bet: { merchant: string; memberId: number; id: number; status: string }): void;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}) {
  const { repository: repo, book, ledger, rounds, now } = deps;

  async function contexts(selectionIds: readonly number[], on = repo.db): Promise<Map<number, LegContext>> {
    const selections = await repo.selectionsByIds(selectionIds, on);
    const markets = new Map((await repo.marketsByIds([...new Set(selections.map((s) => s.market_id))], on)).map((m) => [m.id, m]));
    const events = new Map((await repo.eventsByIds([...new Set([...markets.values()].map((m) => m.event_id))], on)).map((e) => [e.id, e]));
    const out = new Map<number, LegContext>();
    for (const s of selections) {
      const market = markets.get(s.market_id);
      const event = market && events.get(market.event_id);
      if (market && event) out.set(s.id, { selection: s, market, event });
    }
    return out;
  }

  async function limitsOf(merchant: string, memberId: number, marketIds: readonly number[], on = repo.db): Promise<Limits> {
    const rows = await repo.limitsFor(merchant, memberId, marketIds, on);
    const m = rows.find((r) => r.scope === 'merchant');
    const p = rows.find((r) => r.scope === 'player');
    const markets = rows.filter((r) => r.scope === 'market');
    const set = (xs: Array<number | null | undefined>) => xs.filter((x): x is number => x !== null && x !== undefined);
    const min = p?.min ?? m?.min ?? SPORTSBOOK_LIMITS.minStakeCents;
    const maxes = set([m?.max ?? SPORTSBOOK_LIMITS.maxStakeCents, p?.max, ...markets.map((r) => r.max)]);
    const payouts = set([m?.payout ?? SPORTSBOOK_LIMITS.maxPayoutCents, p?.payout, ...markets.map((r) => r.payout)]);
    const maxOn = new Map<number, number>();
    const caps = new Map<number, number>();
    for (const id of new Set(marketIds)) {
      const own = markets.find((r) => r.ref === String(id))?.max;
      maxOn.set(id, Math.min(...set([m?.max ?? SPORTSBOOK_LIMITS.maxStakeCents, p?.max, own])));
      const cap = set([p?.max, own]);
      if (cap.length > 0) caps.set(id, Math.min(...cap));
    }
    return { min, max: Math.min(...maxes), maxOn, payout: Math.min(...payouts), caps };
  }

  /**
   * What the member may still stake on each capped market: its cap less the stakes of the member's bets on it
   * that count (see STAKED_STATUSES). Exact only inside the placement's transaction, after `lockMember`.
   */
  async function roomOn(limits: Limits, memberId: number, on = repo.db): Promise<Map<number, number>> {
    if (limits.caps.size === 0) return new Map();
    const staked = await repo.stakedOnMarkets(on, memberId, [...limits.caps.keys()]);
    return new Map([...limits.caps].map(([id, cap]) => [id, Math.max(0, cap - (staked.get(id) ?? 0))]));
  }

  /** The capped market with the least room left (a parlay's stake counts on each of its legs' markets). */
  function tightest(room: Map<number, number>): Room | null {
    let out: Room | null = null;
    for (const [marketId, left] of room) if (!out || left < out.left) out = { marketId, left };
    return out;
  }

  function gameOf(bet: Pick<SbBetRow, 'sport' | 'game_type' | 'kind'>, legs: number, title: string): GameRef {
    return { vendor: SPORTSBOOK_VENDOR, code: bet.kind === 'parlay' ? 'parlay' : bet.sport, name: legs > 1 ? `Sportsbook · Parlay (${legs})` : `Sportsbook · ${title}`, type: bet.game_type };
  }

  /** The fair decimal odds now (hundredths) of a selection: the probability without a margin. */
  const fairOdds = (s: SbSelectionRow) => Math.floor((100 * 1_000_000) / Math.max(1, s.prob_ppm));

  async function view(mb: MerchantBook, bets: readonly SbBetRow[]): Promise<Bet[]> {
    if (bets.length === 0) return [];
    const legs = await repo.legsOf(bets.map((b) => b.id));
    const ctx = await contexts([...new Set(legs.map((l) => l.selection_id))]);
    const legsOf = groupBy(legs, (l) => l.bet_id);
    const out: Bet[] = [];
    for (const bet of bets) {
      const mine = legsOf.get(bet.id) ?? [];
      const legViews = [];
      let offer: number | null = null;
      let available = bet.status === 'open';
      for (const leg of mine) {
        const c = ctx.get(leg.selection_id);
        if (!c) continue;
        const league = await book.leagueOf(c.event.league_id);
        legViews.push({
          selectionId: leg.selection_id,
          eventId: c.event.id,
          marketId: c.market.id,
          sport: c.event.sport as Sport,
          league: league.name,
          event: `${c.event.home} v ${c.event.away}`,
          startsAt: c.event.starts_at,
          marketType: c.market.type as MarketType,
          line: c.market.line,
          code: c.selection.code,
          name: c.selection.name,
          odds: leg.odds / 100,
          result: (c.selection.result as LegResult | null) ?? null,
          deadHeat: c.selection.dead_heat,
          score: c.event.score_home !== null && c.event.score_away !== null && c.event.status !== 'scheduled' ? { home: c.event.score_home, away: c.event.score_away } : null,
          eventStatus: c.event.status as EventStatus,
        });
        if (c.selection.result === null && !book.isOpen(mb, c.event, c.market)) available = false;
      }
      if (available) {
        offer = cashOutPrice(
          bet.stake_cents,
          mine.map((leg) => {
            const c = ctx.get(leg.selection_id)!;
            return { odds: leg.odds, result: (c.selection.result as LegResult | null) ?? null, deadHeat: c.selection.dead_heat, fairNow: fairOdds(c.selection) };
          }),
        );
        if (offer === null || offer <= 0) available = false;
      }
      out.push({
        id: bet.id,
        ref: `SB${String(bet.id).padStart(8, '0')}`,
        kind: bet.kind as BetKind,
        status: bet.status as BetStatus,
        stake: cents(bet.stake_cents),
        currency: bet.currency,
        odds: bet.odds / 100,
        potentialReturn: cents(bet.potential_cents),
        payout: bet.payout_cents === null ? null : cents(bet.payout_cents),
        oddsChange: bet.odds_change as OddsChangePolicy,
        live: bet.live === 1,
        placedAt: bet.placed_at,
        acceptAt: bet.status === 'pending' ? bet.accept_at : null,
        settledAt: bet.settled_at,
        rejectReason: bet.reject_reason,
        cashOut: { amount: available && offer !== null ? cents(offer) : null, available: available && offer !== null && offer > 0 },
        legs: legViews,
      });
    }
    return out;
  }

  /** Checks a slip's legs against the book now: the price each would be taken at, or the refusal. */
  function check(mb: MerchantBook, legs: ReadonlyArray<{ selectionId: number; odds: number }>, ctx: Map<number, LegContext>, policy: OddsChangePolicy): { prices: number[]; changed: boolean } {
    const prices: number[] = [];
    let changed = false;
    for (const leg of legs) {
      const c = ctx.get(leg.selectionId);
      if (!c) throw new AppError('sportsbook.selection.unknown');
      if (c.market.status === 'settled' || c.market.status === 'void' || c.event.status === 'ended' || c.event.status === 'cancelled') throw new AppError('sportsbook.market.closed');
      if (!book.isOpen(mb, c.event, c.market)) throw new AppError('sportsbook.market.suspended');
      const price = book.price(mb, c.event, c.market, c.selection);
      const asked = Math.round(leg.odds * 100);
      if (price !== asked) {
        changed = true;
        if (policy === 'none' || (policy === 'higher' && price < asked)) throw new AppError('sportsbook.odds.changed', { value: { selectionId: leg.selectionId, odds: price / 100 } });
      }
      prices.push(price);
    }
    return { prices, changed };
  }

  function refusal(err: unknown): ErrorCode | null {
    if (err instanceof AppError) return err.errorCode as ErrorCode;
    if (err instanceof RoundError) return err.code === 'insufficient_funds' ? 'wallet.insufficient.funds' : 'sportsbook.market.closed';
    return null;
  }

  async function titleOf(bet: SbBetRow, legs: readonly SbBetLegRow[]): Promise<string> {
    const events = await repo.eventsByIds(legs.map((l) => l.event_id));
    return events[0] ? `${events[0].home} v ${events[0].away}` : bet.sport;
  }

  /**
   * The second phase: a pending bet accepted at the odds now (its policy allowing), staked through the rounds
   * service; or refused and its hold released. A bet another process decided already is left as it is.
   */
  async function accept(betId: number): Promise<void> {
    const bet = await repo.bet(betId);
    if (!bet || bet.status !== 'pending') return;
    const mb = await book.merchantBook(bet.merchant_code);
    const purse = await deps.purseById(bet.member_id);
    if (!purse) return;
    const betPurse: Purse = { ...purse, demo: bet.demo === 1 };
    const legs = await repo.legsOf([bet.id]);
    const title = await titleOf(bet, legs);
    let reason: ErrorCode | null = null;
    try {
      await ledger.run(async (book_) => {
        const claimed = await repo.claimBet(book_.tx, bet.id, ['pending'], now());
        if (!claimed) return;
        const ctx = await contexts(legs.map((l) => l.selection_id), book_.tx);
        const { prices } = check(mb, legs.map((l) => ({ selectionId: l.selection_id, odds: l.requested_odds / 100 })), ctx, claimed.odds_change as OddsChangePolicy);
        const odds = combinedOdds(prices);
        const potential = betReturn(claimed.stake_cents, prices.map((p) => ({ odds: p, result: null })));
        const limits = await limitsOf(claimed.merchant_code, claimed.member_id, legs.map((l) => l.market_id), book_.tx);
        if (potential > limits.payout) throw new AppError('sportsbook.limit.exceeded');
        for (const [i, leg] of legs.entries()) if (leg.odds !== prices[i]) await repo.updateLegOdds(book_.tx, leg.id, prices[i]!);
        await rounds.bet(
          {
            purse: betPurse,
            integration: SPORTSBOOK_VENDOR,
            transactionId: `bet:${claimed.id}`,
            roundRef: `SB-${claimed.id}`,
            game: gameOf(claimed, legs.length, title),
            amount: claimed.stake_cents,
            held: { key: holdKey(claimed.id), cash: claimed.hold_cash_cents, bonus: claimed.hold_bonus_cents },
          },
          undefined,
          book_,
        );
        const at = now();
        await repo.updateBet(book_.tx, claimed.id, { status: 'open', odds, potential_cents: potential, accepted_at: at, updated_at: at });
        afterCommit(book_.tx, () => deps.onBetChanged({ merchant: claimed.merchant_code, memberId: claimed.member_id, id: claimed.id, status: 'open' }));
      });
    } catch (err) {
      reason = refusal(err);
      if (!reason) throw err;
    }
    if (reason) await reject(bet.id, reason);
  }

  async function reject(betId: number, reason: ErrorCode): Promise<void> {
    await ledger.run(async (book_) => {
      const claimed = await repo.claimBet(book_.tx, betId, ['pending'], now());
      if (!claimed) return;
      await rounds.release(book_, holdKey(claimed.id), { cash: claimed.hold_cash_cents, bonus: claimed.hold_bonus_cents });
      await repo.updateBet(book_.tx, claimed.id, { status: 'rejected', reject_reason: reason, settled_at: now(), updated_at: now() });
      afterCommit(book_.tx, () => deps.onBetChanged({ merchant: claimed.merchant_code, memberId: claimed.member_id, id: claimed.id, status: 'rejected' }));
    });
  }

  const timers = new Set<NodeJS.Timeout>();

  /** Settles (or resettles) one bet from its legs' results: pays the difference from what it paid before. */
  async function settle(betId: number): Promise<boolean> {
    const bet = await repo.bet(betId);
    if (!bet || !['open', 'won', 'lost', 'void'].includes(bet.status)) return false;
    const legs = await repo.legsOf([bet.id]);
    const ctx = await contexts(legs.map((l) => l.selection_id));
    const settled = legs.map((l) => ctx.get(l.selection_id));
    if (settled.some((c) => !c || c.selection.result === null)) return false;
    const key = legs.map((l) => `${l.market_id}:${ctx.get(l.selection_id)!.market.settle_version}`).join(',');
    if (bet.settled_key === key) return false;
    const outcome = betOutcome(
      bet.stake_cents,
      legs.map((l) => {
        const c = ctx.get(l.selection_id)!;
        return { odds: l.odds, result: c.selection.result as LegResult, deadHeat: c.selection.dead_heat };
      }),
    );
    const purse = await deps.purseById(bet.member_id);
    if (!purse) return false;
    const betPurse: Purse = { ...purse, demo: bet.demo === 1 };
    const title = await titleOf(bet, legs);
    const game = gameOf(bet, legs.length, title);
    try {
      return await ledger.run(async (book_: LedgerBook) => {
        const claimed = await repo.claimBet(book_.tx, bet.id, ['open', 'won', 'lost', 'void'], now());
        if (!claimed || claimed.settled_key === key) return false;
        const n = claimed.settle_count + 1;
        const call = { purse: betPurse, integration: SPORTSBOOK_VENDOR, roundRef: `SB-${claimed.id}`, game };
        // a correction: the earlier settlement's payout taken back first (all of it, or the correction waits)
        if (claimed.settle_count > 0 && (claimed.payout_cents ?? 0) > 0) {
          await rounds.rollback({ ...call, transactionId: `unsettle:${claimed.id}:${n}`, referenceTransactionId: `settle:${claimed.id}:${claimed.settle_count}` }, book_);
        }
        await rounds.win({ ...call, transactionId: `settle:${claimed.id}:${n}`, amount: outcome.payout, betTransactionId: `bet:${claimed.id}`, closeRound: true }, book_);
        const at = now();
        await repo.updateBet(book_.tx, claimed.id, { status: outcome.status, payout_cents: outcome.payout, settle_count: n, settled_key: key, settled_at: at, updated_at: at });
        afterCommit(book_.tx, () => deps.onBetChanged({ merchant: claimed.merchant_code, memberId: claimed.member_id, id: claimed.id, status: outcome.status }));
        return true;
      });
    } catch (err) {
      if (err instanceof RoundError || (err instanceof AppError && err.errorCode === 'wallet.insufficient.funds')) {
        deps.log.warn({ betId, err: String(err) }, 'sportsbook: a correction could not take back the earlier payout; the bet keeps it for now');
        return false;
      }
      throw err;
    }
  }

  return {
    view,
    limitsOf,
    accept,
    settle,

    async quote(mb: MerchantBook, memberId: number, currency: string, selectionIds: readonly number[]): Promise<Quote> {
      const ctx = await contexts(selectionIds);
      const selections = [];
      for (const id of selectionIds) {
        const c = ctx.get(id);
        if (!c) continue;
        selections.push({
          selectionId: id,
          eventId: c.event.id,
          marketId: c.market.id,
          sport: c.event.sport as Sport,
          event: `${c.event.home} v ${c.event.away}`,
          live: c.event.status === 'live',
          marketType: c.market.type as MarketType,
          line: c.market.line,
          code: c.selection.code,
          name: c.selection.name,
          odds: book.price(mb, c.event, c.market, c.selection) / 100,
          open: book.isOpen(mb, c.event, c.market),
        });
      }
      const limits = await limitsOf(mb.merchant, memberId, [...new Set(selections.map((s) => s.marketId))]);
      // what the member has staked already counts: a single's maximum is its market's room, a parlay's the least room of all
      const room = await roomOn(limits, memberId);
      const singleMax = (marketId: number) => Math.min(limits.maxOn.get(marketId) ?? limits.max, room.get(marketId) ?? Infinity);
      const maxStake = Math.min(limits.max, tightest(room)?.left ?? Infinity);
      return {
        selections: selections.map((s) => ({ ...s, maxStake: cents(singleMax(s.marketId)) })),
        minStake: cents(limits.min),
        maxStake: cents(maxStake),
        maxPayout: cents(limits.payout),
        currency,
        inPlayDelay: Math.round(deps.inPlayDelayMs() / 1000),
      };
    },

    /**
     * Places a bet: checked against the book now (suspended, closed, odds moved against the policy, the per-bet
     * limits), then held on the ledger in one transaction with the bet's rows, in which the member's stakes on
     * its markets are checked against the player's and the markets' maximum (a refusal there leaves nothing).
     * A pre-match bet is accepted at once; an in-play one after the delay. A repeat of the request id answers
     * the bet it made.
     */
    async place(mb: MerchantBook, purse: Purse, body: PlaceBetBody): Promise<Bet> {
      const existing = await repo.betByRequest(purse.memberId, body.requestId);
      if (existing) return (await view(mb, [existing]))[0]!;
      const stake = amountToCents(body.stake);
      if (stake === null) throw new AppError('request.invalid', { message: 'The stake is not valid.' });
      const ids = body.legs.map((l) => l.selectionId);
      if (new Set(ids).size !== ids.length) throw new AppError('sportsbook.legs.same.event');
      const ctx = await contexts(ids);
      const events = body.legs.map((l) => ctx.get(l.selectionId)?.event.id);
      if (body.legs.length > 1 && new Set(events).size !== events.length) throw new AppError('sportsbook.legs.same.event');
      const { prices } = check(mb, body.legs, ctx, body.oddsChange);
      const marketIds = body.legs.map((l) => ctx.get(l.selectionId)!.market.id);
      const limits = await limitsOf(mb.merchant, purse.memberId, marketIds);
      if (stake < limits.min) throw new AppError('sportsbook.stake.too.low', { value: { minStake: cents(limits.min) } });
      if (stake > limits.max) throw new AppError('sportsbook.limit.exceeded', { value: { maxStake: cents(limits.max) } });
      const potential = betReturn(stake, prices.map((p) => ({ odds: p, result: null })));
      if (potential > limits.payout) throw new AppError('sportsbook.limit.exceeded', { value: { maxPayout: cents(limits.payout) } });
      const first = ctx.get(body.legs[0]!.selectionId)!;
      const sports = body.legs.map((l) => ctx.get(l.selectionId)!.event.sport as Sport);
      const gameType = sports.every((s) => gameTypeOfSport(s) === 'ESPORTS') ? 'ESPORTS' : 'SPORTS';
      const live = body.legs.some((l) => ctx.get(l.selectionId)!.event.status === 'live');
      const at = now();
      const delay = live ? deps.inPlayDelayMs() : 0;
      let betId: number | undefined;
      try {
        betId = await ledger.run(async (book_) => {
          // The cumulative limits: one placement of this member at a time, and what it reads is what the ones
          // before it committed, so bets at once never stake more than the cap between them.
          await repo.lockMember(book_.tx, purse.memberId);
          // a repeat that waited for the first: it answers the first bet, not a refusal counting its stake
          if (await repo.betByRequest(purse.memberId, body.requestId, book_.tx)) return undefined;
          const tight = tightest(await roomOn(await limitsOf(mb.merchant, purse.memberId, marketIds, book_.tx), purse.memberId, book_.tx));
          if (tight && stake > tight.left) throw new AppError('sportsbook.limit.exceeded', { value: { maxStake: cents(tight.left), marketId: tight.marketId } });
          const id = await repo.insertBet(book_.tx, {
            merchant_code: mb.merchant,
            member_id: purse.memberId,
            demo: purse.demo ? 1 : 0,
            currency: purse.currency,
            request_id: body.requestId,
            kind: body.legs.length > 1 ? 'parlay' : 'single',
            status: 'pending',
            stake_cents: stake,
            hold_cash_cents: 0,
            hold_bonus_cents: 0,
            odds: combinedOdds(body.legs.map((l) => Math.round(l.odds * 100))),
            potential_cents: betReturn(stake, body.legs.map((l) => ({ odds: Math.round(l.odds * 100), result: null }))),
            payout_cents: null,
            settle_count: 0,
            settled_key: null,
            odds_change: body.oddsChange,
            live: live ? 1 : 0,
            game_type: gameType,
            // a parlay counts under its first leg's sport (the report's rows are sports)
            sport: first.event.sport,
            placed_at: at,
            accept_at: at + delay,
            accepted_at: null,
            settled_at: null,
            reject_reason: null,
            updated_at: at,
          });
          if (id === undefined) return undefined;
          await repo.insertLegs(
            book_.tx,
            body.legs.map((l, i) => {
              const c = ctx.get(l.selectionId)!;
              return { bet_id: id, leg_no: i + 1, selection_id: l.selectionId, market_id: c.market.id, event_id: c.event.id, requested_odds: Math.round(l.odds * 100), odds: prices[i]! };
            }),
          );
          const held = await rounds.hold(book_, {
            purse,
            game: { vendor: SPORTSBOOK_VENDOR, code: first.event.sport, name: 'Sportsbook', type: gameType },
            key: holdKey(id),
            amount: stake,
            reference: `SB-${id}`,
          });
          await repo.updateBet(book_.tx, id, { hold_cash_cents: held.cash, hold_bonus_cents: held.bonus });
          return id;
        });
      } catch (err) {
        if (err instanceof RoundError) throw new AppError('wallet.insufficient.funds');
        throw err;
      }
      if (betId === undefined) {
        const again = await repo.betByRequest(purse.memberId, body.requestId);
        return (await view(mb, [again!]))[0]!;
      }
      if (delay === 0) {
        await accept(betId);
        const done = (await repo.bet(betId))!;
        // a pre-match bet refused at acceptance answers its refusal (its hold is released)
        if (done.status === 'rejected' && done.reject_reason) throw new AppError(done.reject_reason as ErrorCode);
        return (await view(mb, [done]))[0]!;
      }
      const id = betId;
      const timer = setTimeout(() => {
        timers.delete(timer);
        accept(id).catch((err) => deps.log.error({ err, betId: id }, 'sportsbook: accepting a bet failed'));
      }, delay + 50 + randomInt(0, 50));
      timer.unref();
      timers.add(timer);
      return (await view(mb, [(await repo.bet(betId))!]))[0]!;
    },

    /** One of the member's bets; a pending one past its delay is decided first. */
    async one(mb: MerchantBook, memberId: number, id: number): Promise<Bet> {
      let bet = await repo.bet(id);
      if (!bet || bet.member_id !== memberId || bet.merchant_code !== mb.merchant) throw new AppError('sportsbook.bet.not.found');
      if (bet.status === 'pending' && bet.accept_at <= now()) {
        await accept(bet.id);
        bet = (await repo.bet(id))!;
      }
      return (await view(mb, [bet]))[0]!;
    },

    async list(mb: MerchantBook, memberId: number, query: { status: 'open' | 'settled' | 'all'; beforeId?: number; limit: number }) {
      const statuses = query.status === 'open' ? ['pending', 'open'] : query.status === 'settled' ? ['won', 'lost', 'void', 'cashed_out', 'rejected'] : ['pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'rejected'];
      const rows = await repo.memberBets(memberId, { statuses, beforeId: query.beforeId, limit: query.limit + 1 });
      const mine = rows.filter((b) => b.merchant_code === mb.merchant).slice(0, query.limit);
      return { list: await view(mb, mine), hasMore: rows.length > query.limit };
    },

    /** Cashes out at the offer now, when it is at least what the player was shown; once. */
    async cashOut(mb: MerchantBook, memberId: number, id: number, shown: number): Promise<Bet> {
      const bet = await repo.bet(id);
      if (!bet || bet.member_id !== memberId || bet.merchant_code !== mb.merchant) throw new AppError('sportsbook.bet.not.found');
      if (bet.status === 'cashed_out') return (await view(mb, [bet]))[0]!;
      const [current] = await view(mb, [bet]);
      if (!current!.cashOut.available || current!.cashOut.amount === null) throw new AppError('sportsbook.cashout.unavailable');
      const offer = amountToCents(Number(current!.cashOut.amount))!;
      const asked = amountToCents(shown);
      if (asked === null || offer < asked) throw new AppError('sportsbook.cashout.changed', { value: { amount: current!.cashOut.amount } });
      const purse = await deps.purseById(bet.member_id);
      if (!purse) throw new AppError('sportsbook.bet.not.found');
      const legs = await repo.legsOf([bet.id]);
      const game = gameOf(bet, legs.length, await titleOf(bet, legs));
      await ledger.run(async (book_) => {
        const claimed = await repo.claimBet(book_.tx, bet.id, ['open'], now());
        if (!claimed) throw new AppError('sportsbook.cashout.unavailable');
        await rounds.win(
          {
            purse: { ...purse, demo: bet.demo === 1 },
            integration: SPORTSBOOK_VENDOR,
            transactionId: `cashout:${claimed.id}`,
            roundRef: `SB-${claimed.id}`,
            game,
            amount: offer,
            betTransactionId: `bet:${claimed.id}`,
            closeRound: true,
          },
          book_,
        );
        const at = now();
        await repo.updateBet(book_.tx, claimed.id, { status: 'cashed_out', payout_cents: offer, settled_at: at, updated_at: at });
        afterCommit(book_.tx, () => deps.onBetChanged({ merchant: claimed.merchant_code, memberId: claimed.member_id, id: claimed.id, status: 'cashed_out' }));
      });
      return (await view(mb, [(await repo.bet(id))!]))[0]!;
    },

    /** The bets of these markets settled or resettled (after their results were written). */
    async settleMarkets(marketIds: readonly number[]): Promise<number> {
      const ids = await repo.betIdsOnMarkets(marketIds, ['open', 'won', 'lost', 'void']);
      let settled = 0;
      for (const id of ids) if (await settle(id)) settled += 1;
      return settled;
    },

    /** The sweep: pending bets past their delay decided, open bets whose markets are all settled paid. */
    async sweep(): Promise<void> {
      for (const id of await repo.pendingDue(now(), 200)) await accept(id);
      for (const id of await repo.openBetsReady(200)) await settle(id);
    },

    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

export type Bets = ReturnType<typeof createBets>;
