import type { EndpointResultInput } from '@lobby/contract/endpoints';
import type { endpoints } from '@/shared/api/client';

/** The trading desk's answers as the server writes them (typed and parsed by the contract), for the sportsbook screens' tests. */
export type OpsEventRowFixture = EndpointResultInput<typeof endpoints.opsSportsEvents>['list'][number];
export type OpsEventFixture = EndpointResultInput<typeof endpoints.opsSportsEvent>;
export type OpsMarketFixture = OpsEventFixture['marketList'][number];
export type OpsBetFixture = EndpointResultInput<typeof endpoints.opsSportsBets>['list'][number];

/** 2026-11-30 20:00 in Manila (UTC+8). */
export const KICK_OFF = Date.UTC(2026, 10, 30, 12);

export function eventRow(extra: Partial<OpsEventRowFixture> = {}): OpsEventRowFixture {
  return {
    id: 11,
    sport: 'football',
    league: { id: 3, name: 'Premier League', country: 'England' },
    home: 'Arsenal',
    away: 'Chelsea',
    startsAt: KICK_OFF,
    status: 'live',
    suspended: false,
    score: { home: 2, away: 1 },
    clock: "63'",
    periods: [{ home: 1, away: 0 }],
    main: null,
    markets: 2,
    openBets: 14,
    openStakes: '5400.00',
    worstLiability: '2150.00',
    currency: 'PHP',
    ...extra,
  };
}

export function matchResult(extra: Partial<OpsMarketFixture> = {}): OpsMarketFixture {
  return {
    id: 101,
    eventId: 11,
    type: 'match_result',
    line: null,
    status: 'open',
    marginBp: 500,
    suspendedByOperator: false,
    suspendedByFeed: false,
    maxStake: null,
    settledBy: null,
    selections: [
      { id: 1001, code: 'home', name: 'Arsenal', odds: 1.45, result: null, probability: 0.65, stakes: '3000.00', liability: '1350.00', bets: 8 },
      { id: 1002, code: 'draw', name: 'Draw', odds: 4.1, result: null, probability: 0.23, stakes: '1200.00', liability: '-600.00', bets: 4 },
      { id: 1003, code: 'away', name: 'Chelsea', odds: 7.6, result: null, probability: 0.12, stakes: '200.00', liability: '-3880.00', bets: 2 },
    ],
    ...extra,
  };
}

export function totals(extra: Partial<OpsMarketFixture> = {}): OpsMarketFixture {
  return {
    id: 102,
    eventId: 11,
    type: 'totals',
    line: '3.5',
    status: 'open',
    marginBp: 400,
    suspendedByOperator: false,
    suspendedByFeed: false,
    maxStake: '2000.00',
    settledBy: null,
    selections: [
      { id: 1004, code: 'over', name: 'Over 3.5', odds: 1.95, result: null, probability: 0.49, stakes: '0.00', liability: '0.00', bets: 0 },
      { id: 1005, code: 'under', name: 'Under 3.5', odds: 1.8, result: null, probability: 0.51, stakes: '0.00', liability: '0.00', bets: 0 },
    ],
    ...extra,
  };
}

export function eventDetail(extra: Partial<OpsEventFixture> = {}): OpsEventFixture {
  return { ...eventRow(), suspendedByOperator: false, marketList: [matchResult(), totals()], settlements: [], ...extra };
}

export function bet(extra: Partial<OpsBetFixture> = {}): OpsBetFixture {
  return {
    id: 501,
    ref: 'SB-000501',
    kind: 'single',
    status: 'open',
    stake: '100.00',
    currency: 'PHP',
    odds: 1.45,
    potentialReturn: '145.00',
    payout: null,
    oddsChange: 'higher',
    live: true,
    placedAt: Date.UTC(2026, 10, 30, 12, 40),
    acceptAt: null,
    settledAt: null,
    rejectReason: null,
    cashOut: { amount: '120.00', available: true },
    legs: [
      {
        selectionId: 1001,
        eventId: 11,
        marketId: 101,
        sport: 'football',
        league: 'Premier League',
        event: 'Arsenal v Chelsea',
        startsAt: KICK_OFF,
        marketType: 'match_result',
        line: null,
        code: 'home',
        name: 'Arsenal',
        odds: 1.45,
        result: null,
        deadHeat: 1,
        score: { home: 2, away: 1 },
        eventStatus: 'live',
      },
    ],
    username: 'lucky_ann',
    memberId: 77,
    ...extra,
  };
}
