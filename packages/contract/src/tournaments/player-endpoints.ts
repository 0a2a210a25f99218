import { endpoint } from '../common/endpoint.ts';
import { TOURNAMENT_PATHS } from './paths.ts';
import { playerTournamentDetailSchema, playerTournamentListSchema, tournamentIdParamsSchema } from './schemas.ts';

const failures = [400, 404] as const;
const tags = ['tournaments'] as const;

/**
 * The tournaments a player can see (published: scheduled, running, ended or finished) and one with its prize
 * table and leaderboard. Public: a visitor sees the board, a signed-in member also their own standing.
 */
export const TOURNAMENT_PLAYER_ENDPOINTS = {
  tournaments: endpoint({
    method: 'GET',
    path: TOURNAMENT_PATHS.list,
    access: 'public',
    tags,
    summary: 'The merchant\'s tournaments: running first, then scheduled, then the last finished ones',
    response: playerTournamentListSchema,
    failures,
  }),
  tournament: endpoint({
    method: 'GET',
    path: TOURNAMENT_PATHS.one,
    access: 'public',
    tags,
    summary: 'One tournament: texts, period, rules, prize table, eligible games and the leaderboard (the viewer\'s own standing when signed in)',
    description: `The live leaderboard is a WebSocket at ${TOURNAMENT_PATHS.socket} (?merchant=): the same board, pushed at most a few times a second.`,
    params: tournamentIdParamsSchema,
    response: playerTournamentDetailSchema,
    failures,
  }),
};
