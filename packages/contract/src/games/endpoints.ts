import { endpoint } from '../common/endpoint.ts';
import { opsMerchantParamsSchema } from '../ops/schemas.ts';
import { GAME_PATHS } from './paths.ts';
import { opsHotRankingBodySchema, opsHotRankingSchema } from './schemas.ts';

/** The operator's hot ranking of a merchant's games. */
export const GAME_OPS_ENDPOINTS = {
  hotRanking: endpoint({
    method: 'GET',
    path: GAME_PATHS.opsHot,
    permission: 'games.read',
    summary: "A merchant's hot ranking, rank 1 first (disabled games included)",
    params: opsMerchantParamsSchema,
    response: opsHotRankingSchema,
    failures: [400, 401, 404],
  }),
  setHotRanking: endpoint({
    method: 'PUT',
    path: GAME_PATHS.opsHot,
    permission: 'games.manage',
    summary: 'Replace the hot ranking: nodeIds in rank order (each once, each a game of the merchant)',
    description: 'Takes effect at once on every process (with REDIS_URL; without it, on the others within the catalogue cache time).',
    params: opsMerchantParamsSchema,
    body: opsHotRankingBodySchema,
    response: opsHotRankingSchema,
    failures: [400, 401, 404],
  }),
};
