import { endpoint } from '../common/endpoint.ts';
import { SPORTSBOOK_PATHS } from './paths.ts';
import {
  betListSchema,
  betSchema,
  betsQuerySchema,
  cashOutBodySchema,
  eventDetailSchema,
  eventListSchema,
  eventsQuerySchema,
  placeBetBodySchema,
  quoteBodySchema,
  quoteSchema,
  sportsbookIdParamsSchema,
  sportsbookPreferencesBodySchema,
  sportsbookPreferencesSchema,
  sportsListSchema,
} from './schemas.ts';

const tags = ['sportsbook'] as const;
const failures = [400, 401, 403, 404, 409, 429] as const;

/**
 * The player's book: sports and leagues, live and upcoming events with their markets (public), and for a
 * signed-in member (trial accounts with demo money) the slip's quote, placing a bet, their bets, cash-out and
 * the odds format. Live odds and scores come over the WebSocket at SPORTSBOOK_PATHS.socket.
 */
export const SPORTSBOOK_PLAYER_ENDPOINTS = {
  sportsbookSports: endpoint({
    method: 'GET',
    path: SPORTSBOOK_PATHS.sports,
    access: 'public',
    tags,
    summary: 'The sports with events to bet on, live and upcoming counts, and their leagues',
    response: sportsListSchema,
    failures: [400],
  }),
  sportsbookEvents: endpoint({
    method: 'GET',
    path: SPORTSBOOK_PATHS.events,
    access: 'public',
    tags,
    summary: 'Live and upcoming events (by sport, league), each with its winner market at the brand\'s prices',
    query: eventsQuerySchema,
    response: eventListSchema,
    failures: [400],
  }),
  sportsbookEvent: endpoint({
    method: 'GET',
    path: SPORTSBOOK_PATHS.event,
    access: 'public',
    tags,
    summary: 'One event with the score and all its markets',
    description: `Live odds and scores: WebSocket ${SPORTSBOOK_PATHS.socket}?merchant=, send {"type":"subscribe","events":[id]}.`,
    params: sportsbookIdParamsSchema,
    response: eventDetailSchema,
    failures: [400, 404],
  }),
  sportsbookQuote: endpoint({
    method: 'POST',
    path: SPORTSBOOK_PATHS.quote,
    access: 'session',
    tags,
    summary: "The slip's selections as they stand now (odds, open or not) and the member's stake limits",
    body: quoteBodySchema,
    response: quoteSchema,
    failures,
  }),
  placeSportsBet: endpoint({
    method: 'POST',
    path: SPORTSBOOK_PATHS.bets,
    access: 'session',
    tags,
    summary: 'Places a single or a parlay: the stake is held, then accepted (in play after the delay, at the odds then) or released',
    description:
      'Idempotent by requestId: a repeat answers the same bet and moves nothing. A pre-match bet is accepted in the call; an ' +
      'in-play one answers `pending` and is decided after the delay (GET the bet, or the socket\'s `bet` message).',
    body: placeBetBodySchema,
    response: betSchema,
    failures,
  }),
  sportsBets: endpoint({
    method: 'GET',
    path: SPORTSBOOK_PATHS.bets,
    access: 'session',
    tags,
    summary: "The member's bets, newest first: open (pending and open) or settled, each leg with its state",
    query: betsQuerySchema,
    response: betListSchema,
    failures,
  }),
  sportsBet: endpoint({
    method: 'GET',
    path: SPORTSBOOK_PATHS.bet,
    access: 'session',
    tags,
    summary: 'One of the member\'s bets with its legs and the cash-out offer now',
    params: sportsbookIdParamsSchema,
    response: betSchema,
    failures,
  }),
  cashOutSportsBet: endpoint({
    method: 'POST',
    path: SPORTSBOOK_PATHS.cashOut,
    access: 'session',
    tags,
    summary: 'Cashes out an open bet at the offer shown (refused while a market of it is suspended, or if the offer fell)',
    params: sportsbookIdParamsSchema,
    body: cashOutBodySchema,
    response: betSchema,
    failures,
  }),
  sportsbookPreferences: endpoint({
    method: 'GET',
    path: SPORTSBOOK_PATHS.preferences,
    access: 'session',
    tags,
    summary: "The member's odds format and what the slip does when odds change",
    response: sportsbookPreferencesSchema,
    failures,
  }),
  setSportsbookPreferences: endpoint({
    method: 'PUT',
    path: SPORTSBOOK_PATHS.preferences,
    access: 'session',
    tags,
    summary: "Sets the member's odds format and/or odds-change choice",
    body: sportsbookPreferencesBodySchema,
    response: sportsbookPreferencesSchema,
    failures,
  }),
};
