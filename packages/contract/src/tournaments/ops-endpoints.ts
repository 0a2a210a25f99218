import { endpoint } from '../common/endpoint.ts';
import { TOURNAMENT_OPS_PATHS } from './paths.ts';
import {
  opsTournamentDetailSchema,
  opsTournamentGamesQuerySchema,
  opsTournamentGamesSchema,
  opsTournamentListQuerySchema,
  opsTournamentListSchema,
  opsTournamentMerchantQuerySchema,
  opsTournamentSchema,
  tournamentBodySchema,
  tournamentIdParamsSchema,
} from './schemas.ts';

const tags = ['console'] as const;
const failures = [400, 401, 403, 404, 409] as const;

/** Promotions → Tournaments: define, publish, cancel; the live standings and, after the end, the prizes paid. */
export const TOURNAMENT_OPS_ENDPOINTS = {
  opsTournaments: endpoint({
    method: 'GET',
    path: TOURNAMENT_OPS_PATHS.list,
    permission: 'content.read',
    tags,
    summary: 'A merchant\'s tournaments, newest first, with entrants and prizes paid',
    query: opsTournamentListQuerySchema,
    response: opsTournamentListSchema,
    failures,
  }),
  opsTournamentGames: endpoint({
    method: 'GET',
    path: TOURNAMENT_OPS_PATHS.games,
    permission: 'content.read',
    tags,
    summary: 'The merchant\'s enabled games by name, as a tournament names them (vendor and catalogue node id, as rounds name a game)',
    query: opsTournamentGamesQuerySchema,
    response: opsTournamentGamesSchema,
    failures,
  }),
  opsTournament: endpoint({
    method: 'GET',
    path: TOURNAMENT_OPS_PATHS.one,
    permission: 'content.read',
    tags,
    summary: 'One tournament with its standings (live while running, frozen with the prizes paid once finished)',
    params: tournamentIdParamsSchema,
    response: opsTournamentDetailSchema,
    failures,
  }),
  createTournament: endpoint({
    method: 'POST',
    path: TOURNAMENT_OPS_PATHS.list,
    permission: 'content.manage',
    tags,
    summary: 'Create a tournament as a draft (audited)',
    description: 'Names in the merchant\'s languages only (English at least); specific games must be in the catalogue (400 tournament.game.unknown).',
    query: opsTournamentMerchantQuerySchema,
    body: tournamentBodySchema,
    response: opsTournamentSchema,
    failures,
  }),
  updateTournament: endpoint({
    method: 'PUT',
    path: TOURNAMENT_OPS_PATHS.one,
    permission: 'content.manage',
    tags,
    summary: 'Change a draft, or a published tournament before it starts (409 tournament.not.editable after; audited)',
    params: tournamentIdParamsSchema,
    body: tournamentBodySchema,
    response: opsTournamentSchema,
    failures,
  }),
  publishTournament: endpoint({
    method: 'POST',
    path: TOURNAMENT_OPS_PATHS.publish,
    permission: 'content.manage',
    tags,
    summary: 'Publish a draft: players see it, and it counts rounds from its start (audited)',
    description: 'A tournament whose end has passed cannot be published (400 tournament.period.invalid); only a draft is published (409 tournament.not.editable).',
    params: tournamentIdParamsSchema,
    response: opsTournamentSchema,
    failures,
  }),
  cancelTournament: endpoint({
    method: 'POST',
    path: TOURNAMENT_OPS_PATHS.cancel,
    permission: 'content.manage',
    tags,
    summary: 'Cancel a draft or a published tournament before it is finished: no prizes are paid (audited)',
    params: tournamentIdParamsSchema,
    response: opsTournamentSchema,
    failures,
  }),
};
