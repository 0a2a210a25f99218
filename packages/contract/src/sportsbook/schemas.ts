import { z } from 'zod';
import { epochMsSchema, INT32_MAX, merchantCodeSchema, moneyTextSchema } from '../common/schemas.ts';
import { exportFormatSchema } from '../console/money/schemas.ts';
import { moneyInputSchema, requestIdSchema } from '../money/schemas.ts';
import {
  BET_KINDS,
  BET_STATUSES,
  EVENT_STATUSES,
  LEG_RESULTS,
  MARGIN_BP_RANGE,
  MARKET_STATUSES,
  MARKET_TYPES,
  ODDS_CHANGE_POLICIES,
  ODDS_FORMATS,
  SPORTS,
  SPORTSBOOK_LIMITS,
} from './rules.ts';

const idSchema = z.coerce.number().int().min(1).max(INT32_MAX);
export const sportsbookIdParamsSchema = z.object({ id: idSchema });

/** Decimal odds as a number with two places (1.85); the rules' arithmetic works in hundredths. */
const oddsSchema = z.number().min(1).max(SPORTSBOOK_LIMITS.maxOdds / 100);

// ---------------------------------------------------------------------------------------------------------
// the book
// ---------------------------------------------------------------------------------------------------------

export const sportSummarySchema = z.object({
  sport: z.enum(SPORTS),
  live: z.number().int(),
  upcoming: z.number().int(),
  leagues: z.array(z.object({ id: z.number().int(), name: z.string(), country: z.string(), live: z.number().int(), upcoming: z.number().int() })),
});
export const sportsListSchema = z.object({ sports: z.array(sportSummarySchema) });

export const selectionSchema = z.object({
  id: z.number().int(),
  /** home, draw, away, over, under, yes, no, "2-1", other, q1…q4 */
  code: z.string(),
  /** for people: a team's name, "Over 2.5", "2-1", "Draw" (English; the web words the codes itself) */
  name: z.string(),
  odds: oddsSchema,
  /** once settled */
  result: z.enum(LEG_RESULTS).nullable(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  type: z.enum(MARKET_TYPES),
  /** the handicap (home side's) or total line, or the map's number; null for markets without one */
  line: z.string().nullable(),
  /** open, suspended (by the feed or the operator: no bets, no cash-out), settled, void */
  status: z.enum(MARKET_STATUSES),
  selections: z.array(selectionSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });

export const eventSummarySchema = z.object({
  id: z.number().int(),
  sport: z.enum(SPORTS),
  league: z.object({ id: z.number().int(), name: z.string(), country: z.string() }),
  home: z.string(),
  away: z.string(),
  startsAt: epochMsSchema,
  status: z.enum(EVENT_STATUSES),
  /** the whole event is suspended (a goal being checked, the operator) */
  suspended: z.boolean(),
  /** goals, points, sets or maps won; null before the start */
  score: scoreSchema.nullable(),
  /** where the match is: "63'", "Q3", "Set 2", "Map 2"; null before the start */
  clock: z.string().nullable(),
  /** per half, quarter, set or map so far */
  periods: z.array(scoreSchema),
  /** the event's winner market (1X2 or moneyline) for the list */
  main: marketSchema.nullable(),
  markets: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventsQuerySchema = z.strictObject({
  sport: z.enum(SPORTS).optional(),
  league: idSchema.optional(),
  /** live now, or upcoming (not started), or both */
  when: z.enum(['live', 'upcoming', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});
export const eventListSchema = z.object({ events: z.array(eventSummarySchema) });

export const eventDetailSchema = eventSummarySchema.extend({ marketList: z.array(marketSchema) });
export type EventDetail = z.infer<typeof eventDetailSchema>;

// ---------------------------------------------------------------------------------------------------------
// slip and bets
// ---------------------------------------------------------------------------------------------------------

export const quoteBodySchema = z.strictObject({
  selections: z.array(z.number().int().min(1).max(INT32_MAX)).min(1).max(SPORTSBOOK_LIMITS.maxSlip),
});

export const quotedSelectionSchema = z.object({
  selectionId: z.number().int(),
  eventId: z.number().int(),
  marketId: z.number().int(),
  sport: z.enum(SPORTS),
  event: z.string(),
  live: z.boolean(),
  marketType: z.enum(MARKET_TYPES),
  line: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  odds: oddsSchema,
  /** bets are taken: the market is open and the event not over */
  open: z.boolean(),
  /**
   * the most a single on it may stake now (major units): the per-bet maximum, and no more than the member may
   * still stake on its market (a player's or a market's maximum counts all the member's stakes on one market)
   */
  maxStake: moneyTextSchema,
});
export const quoteSchema = z.object({
  selections: z.array(quotedSelectionSchema),
  /**
   * the stake limits for this member (major units); `maxStake` is what one bet on all these markets (a parlay
   * of them) may stake: the per-bet maximum and the least the member may still stake on any of them
   */
  minStake: moneyTextSchema,
  maxStake: moneyTextSchema,
  maxPayout: moneyTextSchema,
  currency: z.string(),
  /** seconds an in-play bet waits before it is accepted */
  inPlayDelay: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * One bet: a single (one leg) or a parlay (two or more legs, each of a different event). `odds` is the price
 * the slip showed; `oddsChange` says what to do when the price is different at acceptance.
 */
export const placeBetBodySchema = z.strictObject({
  requestId: requestIdSchema,
  legs: z
    .array(z.strictObject({ selectionId: z.number().int().min(1).max(INT32_MAX), odds: oddsSchema }))
    .min(1)
    .max(SPORTSBOOK_LIMITS.maxLegs),
  stake: moneyInputSchema,
  oddsChange: z.enum(ODDS_CHANGE_POLICIES),
});
export type PlaceBetBody = z.infer<typeof placeBetBodySchema>;

export const betLegSchema = z.object({
  selectionId: z.number().int(),
  eventId: z.number().int(),
  marketId: z.number().int(),
  sport: z.enum(SPORTS),
  league: z.string(),
  event: z.string(),
  startsAt: epochMsSchema,
  marketType: z.enum(MARKET_TYPES),
  line: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  /** the price taken (at acceptance; the slip's while pending) */
  odds: oddsSchema,
  result: z.enum(LEG_RESULTS).nullable(),
  /** a dead heat: how many shared the place (1: none) */
  deadHeat: z.number().int(),
  /** the event's score now (or final) */
  score: scoreSchema.nullable(),
  eventStatus: z.enum(EVENT_STATUSES),
});

export const betSchema = z.object({
  id: z.number().int(),
  /** the ticket number the player and support read */
  ref: z.string(),
  kind: z.enum(BET_KINDS),
  status: z.enum(BET_STATUSES),
  stake: moneyTextSchema,
  currency: z.string(),
  /** combined decimal odds */
  odds: oddsSchema,
  potentialReturn: moneyTextSchema,
  /** what it paid (a win, a void's stake back, a cash-out); null while open */
  payout: moneyTextSchema.nullable(),
  oddsChange: z.enum(ODDS_CHANGE_POLICIES),
  live: z.boolean(),
  placedAt: epochMsSchema,
  /** pending bets: when the in-play delay ends */
  acceptAt: epochMsSchema.nullable(),
  settledAt: epochMsSchema.nullable(),
  /** a rejected bet's reason (an error code of the catalogue) */
  rejectReason: z.string().nullable(),
  /** the cash-out offer now: the amount, or unavailable (suspended market, a leg lost, not open) */
  cashOut: z.object({ amount: moneyTextSchema.nullable(), available: z.boolean() }),
  legs: z.array(betLegSchema),
});
export type Bet = z.infer<typeof betSchema>;

export const betsQuerySchema = z.strictObject({
  status: z.enum(['open', 'settled', 'all']).default('all'),
  beforeId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const betListSchema = z.object({ list: z.array(betSchema), hasMore: z.boolean() });

export const cashOutBodySchema = z.strictObject({
  requestId: requestIdSchema,
  /** the amount the player was shown: a lower offer now is refused (sportsbook.cashout.changed) */
  amount: moneyInputSchema,
});

export const sportsbookPreferencesSchema = z.object({
  oddsFormat: z.enum(ODDS_FORMATS),
  oddsChange: z.enum(ODDS_CHANGE_POLICIES),
});
export type SportsbookPreferences = z.infer<typeof sportsbookPreferencesSchema>;
export const sportsbookPreferencesBodySchema = z.strictObject({
  oddsFormat: z.enum(ODDS_FORMATS).optional(),
  oddsChange: z.enum(ODDS_CHANGE_POLICIES).optional(),
});

// ---------------------------------------------------------------------------------------------------------
// the live socket
// ---------------------------------------------------------------------------------------------------------

/** What a client sends: the events (their state and all their markets) and/or markets it wants, replacing the last set. */
export const sportsbookSubscribeSchema = z.strictObject({
  type: z.literal('subscribe'),
  events: z.array(z.number().int().min(1).max(INT32_MAX)).max(200).default([]),
  markets: z.array(z.number().int().min(1).max(INT32_MAX)).max(500).default([]),
});
export type SportsbookSubscribe = z.infer<typeof sportsbookSubscribeSchema>;

export const sportsbookSocketEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('event'),
    id: z.number().int(),
    status: z.enum(EVENT_STATUSES),
    suspended: z.boolean(),
    score: scoreSchema.nullable(),
    clock: z.string().nullable(),
    periods: z.array(scoreSchema),
  }),
  z.object({
    type: z.literal('market'),
    id: z.number().int(),
    eventId: z.number().int(),
    status: z.enum(MARKET_STATUSES),
    selections: z.array(z.object({ id: z.number().int(), odds: oddsSchema, result: z.enum(LEG_RESULTS).nullable() })),
  }),
  /** one of the signed-in member's bets changed (accepted, rejected, settled, cashed out) */
  z.object({ type: z.literal('bet'), id: z.number().int(), status: z.enum(BET_STATUSES) }),
]);
export type SportsbookSocketEvent = z.infer<typeof sportsbookSocketEventSchema>;

/**
 * One frame of the socket: a message, or the messages of one change in one frame (an array, in order), so a
 * poll that moved twenty markets is one frame to each client instead of twenty.
 */
export const sportsbookSocketFrameSchema = z.union([sportsbookSocketEventSchema, z.array(sportsbookSocketEventSchema).max(20_000)]);
export type SportsbookSocketFrame = z.infer<typeof sportsbookSocketFrameSchema>;

// ---------------------------------------------------------------------------------------------------------
// the trading desk (console)
// ---------------------------------------------------------------------------------------------------------

export const opsSportsbookMerchantQuerySchema = z.strictObject({ merchant: merchantCodeSchema });

export const opsEventsQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  sport: z.enum(SPORTS).optional(),
  when: z.enum(['live', 'upcoming', 'ended', 'all']).default('all'),
  q: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const opsEventRowSchema = eventSummarySchema.extend({
  /** the merchant's open bets on the event: count and stakes */
  openBets: z.number().int(),
  openStakes: moneyTextSchema,
  /** the most the book loses on one outcome of the winner market (negative: a profit on every outcome) */
  worstLiability: moneyTextSchema,
  currency: z.string(),
});
export const opsEventListSchema = z.object({ list: z.array(opsEventRowSchema) });

export const opsSelectionSchema = selectionSchema.extend({
  /** the feed's probability (the fair price before the margin) */
  probability: z.number(),
  /** open bets on it: stakes, and what the book pays if it wins, less the stakes taken on the market */
  stakes: moneyTextSchema,
  liability: moneyTextSchema,
  bets: z.number().int(),
});
export const opsMarketSchema = marketSchema.extend({
  /** the margin this merchant prices it with (basis points) */
  marginBp: z.number().int(),
  /** the operator suspended it (for this merchant), beside the feed */
  suspendedByOperator: z.boolean(),
  suspendedByFeed: z.boolean(),
  maxStake: moneyTextSchema.nullable(),
  settledBy: z.string().nullable(),
  selections: z.array(opsSelectionSchema),
});
export const opsEventDetailSchema = opsEventRowSchema.extend({
  suspendedByOperator: z.boolean(),
  marketList: z.array(opsMarketSchema),
  /** the settlement history of its markets: feed results, corrections, the operators' settles and voids */
  settlements: z.array(
    z.object({
      marketId: z.number().int(),
      at: epochMsSchema,
      source: z.enum(['feed', 'operator']),
      action: z.enum(['settle', 'resettle', 'void']),
      by: z.string().nullable(),
      reason: z.string().nullable(),
      results: z.record(z.string(), z.string()),
    }),
  ),
});

export const suspensionBodySchema = z.strictObject({
  merchant: merchantCodeSchema,
  suspended: z.boolean(),
  reason: z.string().trim().min(3).max(200),
});

export const settleBodySchema = z.strictObject({
  results: z
    .array(
      z.strictObject({
        selectionId: z.number().int().min(1).max(INT32_MAX),
        result: z.enum(LEG_RESULTS),
        deadHeat: z.number().int().min(1).max(20).default(1),
      }),
    )
    .min(1)
    .max(100),
  reason: z.string().trim().min(3).max(200),
});
export const voidBodySchema = z.strictObject({ reason: z.string().trim().min(3).max(200) });
export const settleResultSchema = z.object({
  marketId: z.number().int(),
  /** bets settled or resettled by this call */
  betsSettled: z.number().int(),
  resettled: z.boolean(),
});

export const marginsSchema = z.object({
  merchant: z.string(),
  margins: z.array(z.object({ sport: z.enum(SPORTS), marginBp: z.number().int() })),
});
export const marginsBodySchema = z.strictObject({
  merchant: merchantCodeSchema,
  margins: z
    .array(z.strictObject({ sport: z.enum(SPORTS), marginBp: z.number().int().min(MARGIN_BP_RANGE.min).max(MARGIN_BP_RANGE.max) }))
    .min(1)
    .max(SPORTS.length),
});

export const limitSchema = z.object({
  scope: z.enum(['merchant', 'player', 'market']),
  /** the player's username, the market's id, or null for the merchant's */
  ref: z.string().nullable(),
  /** for people: the player, or the market with its event */
  label: z.string(),
  minStake: moneyTextSchema.nullable(),
  maxStake: moneyTextSchema.nullable(),
  maxPayout: moneyTextSchema.nullable(),
  updatedAt: epochMsSchema,
  updatedBy: z.string(),
});
export const limitsSchema = z.object({ merchant: z.string(), currency: z.string(), limits: z.array(limitSchema) });
export const limitBodySchema = z
  .strictObject({
    merchant: merchantCodeSchema,
    scope: z.enum(['merchant', 'player', 'market']),
    ref: z.string().trim().min(1).max(40).nullable(),
    minStake: moneyInputSchema.nullable(),
    maxStake: moneyInputSchema.nullable(),
    maxPayout: moneyInputSchema.nullable(),
    /** drop this limit (the wider one applies again) */
    remove: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.scope === 'merchant' && b.ref !== null) ctx.addIssue({ code: 'custom', path: ['ref'], message: "The merchant's limit names no player or market." });
    if (b.scope !== 'merchant' && b.ref === null) ctx.addIssue({ code: 'custom', path: ['ref'], message: 'Name the player or the market.' });
    if (b.scope === 'market' && b.ref !== null && !/^\d{1,10}$/.test(b.ref)) ctx.addIssue({ code: 'custom', path: ['ref'], message: 'A market is named by its id.' });
    if (b.minStake !== null && b.maxStake !== null && b.minStake > b.maxStake) ctx.addIssue({ code: 'custom', path: ['minStake'], message: 'The minimum stake is above the maximum.' });
  });

export const opsBetsQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  status: z.enum([...BET_STATUSES, 'settled', 'all']).default('all'),
  sport: z.enum(SPORTS).optional(),
  player: z.string().trim().max(40).optional(),
  eventId: idSchema.optional(),
  live: z.enum(['yes', 'no', 'all']).default('all'),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  beforeId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: exportFormatSchema,
});
export const opsBetSchema = betSchema.extend({ username: z.string(), memberId: z.number().int() });
export const opsBetListSchema = z.object({ list: z.array(opsBetSchema), hasMore: z.boolean(), timeZone: z.string() });

export const sportsbookReportQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const sportsbookReportRowSchema = z.object({
  sport: z.enum(SPORTS),
  bets: z.number().int(),
  /** stakes of bets settled in the period */
  stakes: moneyTextSchema,
  /** what those bets paid (wins, voids, cash-outs) */
  payouts: moneyTextSchema,
  ggr: moneyTextSchema,
  /** stakes of bets still open now */
  openStakes: moneyTextSchema,
  cashOuts: z.number().int(),
});
export const sportsbookReportSchema = z.object({
  merchant: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(sportsbookReportRowSchema),
  total: sportsbookReportRowSchema.omit({ sport: true }),
});
